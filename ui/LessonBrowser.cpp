// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonBrowser.h"

#include "LessonWords.h"
#include "QtAdapters.h"
#include "Registry.h"

#include <QLabel>

namespace pl {

LessonBrowser::LessonBrowser(QWidget* parent) : QListWidget(parent)
{
    setWordWrap(true);
    setSpacing(2);
    setMinimumWidth(240);
    for (const LessonEntry& entry : registerLessons()) {
        const std::unique_ptr<Lesson> lesson = entry.create();
        LessonInfo info = lesson->info();
        const LessonWords words = LessonWords::of(*lesson);
        info.title = words.str(info.title);
        info.summary = words.summary(info);
        auto* item = new QListWidgetItem();
        item->setData(Qt::UserRole, toQString(info.id));
        item->setToolTip(tooltipText(info.summary));
        // The row draws a label widget, so the item's own text is empty: a screen reader reads
        // these instead.
        item->setData(Qt::AccessibleTextRole, readable(info.title));
        item->setData(Qt::AccessibleDescriptionRole, spokenText(info.summary));
        addItem(item);
        // Title in bold over the summary: a label per row, since items have one font. The
        // summary keeps the theme's text colour (a fixed grey vanished on the dark theme).
        auto* label = new QLabel(QStringLiteral("<b>%1</b><br>%2")
                                     .arg(readable(info.title).toHtmlEscaped(),
                                          readable(info.summary).toHtmlEscaped()),
                                 this);
        label->setWordWrap(true);
        label->setContentsMargins(4, 3, 4, 3);
        label->setAttribute(Qt::WA_TransparentForMouseEvents);
        setItemWidget(item, label);
    }
    connect(this, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        fit();
        if (item)
            emit lessonChosen(toStdString(item->data(Qt::UserRole).toString()));
    });
}

void LessonBrowser::markShown(const std::string& id)
{
    {
        const QSignalBlocker block(this);
        setCurrentRow(-1);
        clearSelection();
        for (int row = 0; row < count(); ++row)
            if (item(row)->data(Qt::UserRole).toString() == toQString(id))
                setCurrentRow(row);
    }
    fit();
}

void LessonBrowser::fit()
{
    const QListWidgetItem* current = currentItem();
    for (int row = 0; row < count(); ++row) {
        QListWidgetItem* it = item(row);
        auto* label = qobject_cast<QLabel*>(itemWidget(it));
        if (!label)
            continue;
        // On the highlight (black in high contrast) the text takes the highlight's text colour.
        label->setForegroundRole(it == current ? QPalette::HighlightedText : QPalette::WindowText);
        it->setSizeHint(QSize(200, label->heightForWidth(220) + 8));
    }
}

} // namespace pl

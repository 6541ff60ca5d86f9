// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonTextView.h"

#include <QRegularExpression>

#include "QtAdapters.h"
#include "RichMarkdown.h"

#include <QDesktopServices>
#include <QUrl>

namespace pl {

LessonTextView::LessonTextView(QWidget* parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setAccessibleName(tr("Lesson text"));
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const auto settings = parseSetLink(url);
        if (!settings.isEmpty())
            emit parametersRequested(settings);
        else if (url.scheme() != QLatin1String("set"))
            QDesktopServices::openUrl(url);
    });
}

void LessonTextView::showLesson(const std::string& markdown)
{
    setMarkdown(richMarkdown(toQString(readableMarkdown(markdown))));
}

QList<QPair<QString, QString>> LessonTextView::parseSetLink(const QUrl& url)
{
    QList<QPair<QString, QString>> settings;
    if (url.scheme() != QLatin1String("set"))
        return settings;
    for (const QString& item : url.path(QUrl::FullyDecoded).split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        if (eq > 0)
            settings.append({item.left(eq).trimmed(), item.mid(eq + 1).trimmed()});
    }
    return settings;
}

} // namespace pl

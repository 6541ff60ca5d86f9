// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonTextView.h"

#include <QRegularExpression>

#include "QtAdapters.h"
#include "RichMarkdown.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QEvent>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QUrl>

namespace pl {

LessonTextView::LessonTextView(QWidget* parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    document()->setUndoRedoEnabled(false);  // fitHeadings() changes formats as the panel resizes
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
    fitHeadings();
}

void LessonTextView::resizeEvent(QResizeEvent* event)
{
    QTextBrowser::resizeEvent(event);  // lays the text out at the new width
    fitHeadings();
}

void LessonTextView::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitHeadings();
}

namespace {

// The heading's size as Qt's Markdown reader set it (QTextFormat::FontSizeAdjustment, +3 for #),
// kept in the block so that a wider panel can give it back.
constexpr int headingSizeProperty = QTextFormat::UserProperty + 1;

// Whether a line of the laid-out block starts inside a word (the word was broken): within a
// run of characters other than spaces, except after a hyphen, a dash or a slash, where a line
// may end. A word's punctuation belongs to it: "Springs|, ropes and cloth" is as broken as
// "constrain|ts" (the springs' heading at 1920×1080 with the text twice as large).
bool breaksAWord(const QTextBlock& block)
{
    static const QString lineMayEndAfter = QStringLiteral("-\u2010\u2013\u2014/");
    const QString text = block.text();
    const QTextLayout* layout = block.layout();
    for (int l = 1; layout && l < layout->lineCount(); ++l) {
        const int start = layout->lineAt(l).textStart();
        if (start > 0 && start < text.size() && !text.at(start - 1).isSpace() &&
            !text.at(start).isSpace() && !lineMayEndAfter.contains(text.at(start - 1)))
            return true;
    }
    return false;
}

// Sets the size adjustment of every character of `block`.
void setSizeAdjustment(QTextDocument* document, const QTextBlock& block, int adjustment)
{
    QTextCursor cursor(document);
    cursor.setPosition(block.position());
    cursor.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
    QTextCharFormat format;
    format.setProperty(QTextFormat::FontSizeAdjustment, adjustment);
    cursor.mergeCharFormat(format);
}

} // namespace

void LessonTextView::fitHeadings()
{
    QTextDocument* doc = document();
    QAbstractTextDocumentLayout* layout = doc->documentLayout();
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || block.length() <= 1)
            continue;
        QTextBlockFormat blockFormat = block.blockFormat();
        if (!blockFormat.hasProperty(headingSizeProperty)) {
            blockFormat.setProperty(headingSizeProperty, block.begin().fragment().charFormat().intProperty(
                                                             QTextFormat::FontSizeAdjustment));
            QTextCursor(block).setBlockFormat(blockFormat);
        }
        const int own = blockFormat.intProperty(headingSizeProperty);
        int adjustment = own;
        // Changed only where it differs (a resize that changes nothing changes no format).
        if (block.begin().fragment().charFormat().intProperty(QTextFormat::FontSizeAdjustment) != own)
            setSizeAdjustment(doc, block, own);
        layout->blockBoundingRect(block);  // lays the block out
        while (adjustment > 0 && breaksAWord(block)) {
            setSizeAdjustment(doc, block, --adjustment);
            layout->blockBoundingRect(block);
        }
    }
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

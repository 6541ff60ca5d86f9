// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonTextView.h"

#include <QRegularExpression>

#include "QtAdapters.h"

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

QString LessonTextView::richMarkdown(const QString& markdown)
{
    // What readableMath leaves (k_d, r_c, w_b, P_N: no Unicode subscript; e^max(a, x)) as
    // inline HTML, which the Markdown reader renders: k<sub>d</sub>, e<sup>max(a, x)</sup>.
    // Link targets ("](set:x_min=-0.9)") and code spans (`dump custom`) are copied unchanged.
    static const QRegularExpression kept(QStringLiteral("\\]\\([^)]*\\)|`[^`]*`"));
    static const QRegularExpression sub(QStringLiteral("(?<=[\\p{L}\\p{N}])_([A-Za-z0-9]+)"));
    static const QRegularExpression supGroup(QStringLiteral("\\^\\(((?:[^()]|\\([^()]*\\))*)\\)"));
    static const QRegularExpression supWord(QStringLiteral("\\^(\\w+(?:\\([^()]*\\))?)"));
    auto rich = [](QString text) {
        text.replace(sub, QStringLiteral("<sub>\\1</sub>"));
        text.replace(supGroup, QStringLiteral("<sup>\\1</sup>"));
        text.replace(supWord, QStringLiteral("<sup>\\1</sup>"));
        return text;
    };
    QString out;
    qsizetype done = 0;
    for (auto it = kept.globalMatch(markdown); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += rich(markdown.mid(done, m.capturedStart() - done)) + m.captured();
        done = m.capturedEnd();
    }
    return out + rich(markdown.mid(done));
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

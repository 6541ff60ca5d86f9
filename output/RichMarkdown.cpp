// SPDX-License-Identifier: GPL-3.0-or-later
#include "RichMarkdown.h"

#include <QRegularExpression>

namespace pl {

QString richMarkdown(const QString& markdown)
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

} // namespace pl

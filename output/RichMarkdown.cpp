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
    // A formula breaks after a relation or operator between two terms, never before it (TeX's
    // rule): the space before one becomes a no-break space, so that no line starts with "= xⱼ".
    // Only operators with a space on both sides, after a word (not a list's "+" or a quote's
    // ">" at a line's start, not the sign of "−k"); a code span's end counts as a word
    // ("`solver` = `dfsph`"), a link's target holds no spaces.
    static const QRegularExpression beforeOperator(
        QStringLiteral("(?<=\\S) (?=[=\u2212+\u00d7\u00b7\u2248\u2264\u2265<>\u2260\u2192] )"));
    // A function keeps its argument: "tan 20°", "cos θ₁".
    static const QRegularExpression afterFunction(
        QStringLiteral("(?<=\\bsin|\\bcos|\\btan|\\bexp|\\bln) (?=\\S)"));
    auto rich = [](QString text) {
        text.replace(sub, QStringLiteral("<sub>\\1</sub>"));
        text.replace(supGroup, QStringLiteral("<sup>\\1</sup>"));
        text.replace(supWord, QStringLiteral("<sup>\\1</sup>"));
        return text;
    };
    QString text = markdown;
    text.replace(beforeOperator, QString(QChar(0x00A0)));
    text.replace(afterFunction, QString(QChar(0x00A0)));
    QString out;
    qsizetype done = 0;
    for (auto it = kept.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += rich(text.mid(done, m.capturedStart() - done)) + m.captured();
        done = m.capturedEnd();
    }
    return out + rich(text.mid(done));
}

} // namespace pl

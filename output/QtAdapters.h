// SPDX-License-Identifier: GPL-3.0-or-later
// The one place where lesson types meet Qt types: std::string ↔ QString, Color ↔ QColor,
// Vec2 ↔ QPointF. Everything else in ui/ converts through these.
#pragma once

#include "framework/Color.h"
#include "framework/MathText.h"
#include "framework/Parameters.h"
#include "framework/Scene.h"

#include <QColor>
#include <QCoreApplication>
#include <QPointF>
#include <QRegularExpression>
#include <QString>

#include <string>
#include <vector>

namespace pl {

inline QString toQString(const std::string& s) { return QString::fromStdString(s); }
inline std::string toStdString(const QString& s) { return s.toStdString(); }
inline QColor toQColor(const Color& c) { return QColor(c.r, c.g, c.b, c.a); }
inline QPointF toQPointF(const Vec2& v) { return QPointF(v.x(), v.y()); }
inline Vec2 toVec2(const QPointF& p) { return Vec2(p.x(), p.y()); }

// Text a person reads, with any TeX habit (e^{λt}, h_{n+1}) turned into readable maths.
inline QString readable(const std::string& s) { return toQString(readableMath(s)); }

// "label (unit)" or "label" when there is no unit, readable.
inline QString withUnit(const std::string& label, const std::string& unit)
{
    return unit.empty() ? readable(label) : readable(label + " (" + unit + ")");
}

// A subscript written as markup that readableMath could not turn into Unicode: "k_d", "kT_wall".
inline const QRegularExpression& subscriptMarkup()
{
    static const QRegularExpression sub(QStringLiteral("(?<=[\\p{L}\\p{N}])_([A-Za-z0-9]+)"));
    return sub;
}

// Readable text as a screen reader should say it: a subscript Unicode has no character for
// stays "k_d" in plain text and is read out "k underscore d"; here the symbol and its subscript
// are apart ("k d", "kT wall"), as a teacher says them, and a power is said in words
// ("|R(z)|^(2/Δt)": "|R(z)| to the power 2/Δt").
inline QString spokenMarkup(QString read)
{
    static const QRegularExpression power(QStringLiteral("\\^\\(([^()]*)\\)|\\^(\\w+)"));
    read.replace(subscriptMarkup(), QStringLiteral(" \\1"));
    if (read.contains(QLatin1Char('^')))
        read.replace(power, QLatin1Char(' ') + QCoreApplication::translate("QtAdapters", "to the power") +
                                QStringLiteral(" \\1\\2"));
    return read;
}

// withUnit() as a screen reader should say it (spokenMarkup).
inline QString spokenWithUnit(const std::string& label, const std::string& unit)
{
    return spokenMarkup(withUnit(label, unit));
}

// readable() as rich text (HTML) for labels, chart titles, axis titles and legends: readable(),
// HTML-escaped, with what Unicode has no sub- or superscript for written as <sub>…</sub> and
// <sup>…</sup> (k_d, r_c, P_N(x), kT_wall, e^(a x)).
inline QString richMath(const std::string& s)
{
    QString html = readable(s).toHtmlEscaped();
    static const QRegularExpression supGroup(QStringLiteral("\\^\\(([^()]*)\\)"));
    static const QRegularExpression supWord(QStringLiteral("\\^(\\w+)"));
    html.replace(subscriptMarkup(), QStringLiteral("<sub>\\1</sub>"));
    html.replace(supGroup, QStringLiteral("<sup>\\1</sup>"));
    html.replace(supWord, QStringLiteral("<sup>\\1</sup>"));
    return html;
}

// Text with code between backticks (`pair_coeff`, `double_kahan`: names typed as they are) as
// rich text: the code in <code>, as written, and the rest as richMath().
inline QString richMathAndCode(const std::string& s)
{
    QString html;
    std::size_t from = 0;
    for (bool code = false; from <= s.size(); code = !code) {
        std::size_t tick = s.find('`', from);
        if (tick == std::string::npos)
            tick = s.size();
        const std::string part = s.substr(from, tick - from);
        html += code ? QStringLiteral("<code>") + toQString(part).toHtmlEscaped() + QStringLiteral("</code>")
                     : richMath(part);
        from = tick + 1;
    }
    return html;
}

// A tooltip: `math` (a description or a name, with maths and `code`) and the plain lines after
// it. Plain text while readable() writes `math` whole; else rich text, as a label shows it
// (k<sub>d</sub>, |R(z)|<sup>2/Δt</sup>, <code>double_kahan</code>), since a tooltip in plain
// text would read "k_d".
inline QString tooltipText(const std::string& math, const QStringList& plainLines = {})
{
    const QString read = readable(math);
    if (!read.contains(subscriptMarkup()) && !read.contains(QLatin1Char('^')) &&
        !read.contains(QLatin1Char('`')))
        return (QStringList{read} + plainLines).join(QLatin1Char('\n'));
    QStringList lines{richMathAndCode(math).replace(QLatin1Char('\n'), QStringLiteral("<br>"))};
    for (const QString& line : plainLines)
        lines << line.toHtmlEscaped();
    return QStringLiteral("<p>") + lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
}

// tooltipText() as a screen reader should say it (a widget's accessible description, which is
// its tooltip unless set: Qt passes rich text on as it is, tags and all): plain text as
// spokenMarkup() says it, code without its marks.
inline QString spokenText(const std::string& math, const QStringList& plainLines = {})
{
    return (QStringList{spokenMarkup(readable(math).remove(QLatin1Char('`')))} + plainLines).join(QLatin1Char('\n'));
}

// withUnit() as rich text.
inline QString richWithUnit(const std::string& label, const std::string& unit)
{
    return unit.empty() ? richMath(label) : richMath(label + " (" + unit + ")");
}

// A keyed measurement's key as a person reads it: the label of the parameter choice with that
// id (a method's name, "Symplectic Euler", not its id "symplectic_euler"), else the key with
// spaces for underscores ("xpbd mean").
inline QString readableKey(const std::string& key)
{
    return readable(key).replace(QLatin1Char('_'), QLatin1Char(' '));
}
inline QString readableKey(const std::vector<ParameterSpec>& table, const std::string& key)
{
    for (const ParameterSpec& spec : table)
        for (const Choice& c : spec.choices)
            if (c.id == key)
                return readable(c.label);
    return readableKey(key);
}

// The font every chart, view and export uses, so PNG and SVG look alike everywhere.
inline QString uiFontFamily() { return QStringLiteral("DejaVu Sans"); }

} // namespace pl

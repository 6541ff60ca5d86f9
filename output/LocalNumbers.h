// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers as the person at the window writes them: a decimal comma where their locale uses one
// (QLocale's default: the system's, or what the program set), never a group separator (a German
// reader takes "1.000" for one). Files, sessions, CSV for machines and report.json do not come
// through here: they stay in the C locale.
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <cmath>

namespace pl {

inline QLocale numberLocale()
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale;
}

// A number that is not finite as the window shows it: "∞" and "−∞", and NaN as words in the
// reader's language ("not a number"). QLocale writes "nan" and "inf" in every language.
inline QString nonFiniteNumber(double value) {
    if (std::isnan(value))
        return QCoreApplication::translate("LocalNumbers", "not a number");
    return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
}

// `value` as QLocale::toString(value, format, precision) in numberLocale(), nonFiniteNumber when
// it is not finite.
inline QString shownNumber(double value, char format, int precision) {
    return std::isfinite(value) ? numberLocale().toString(value, format, precision)
                                : nonFiniteNumber(value);
}

// `value` with `decimals` digits after the decimal separator.
inline QString fixedNumber(double value, int decimals)
{
    return shownNumber(value, 'f', decimals);
}

// A number already written in the C locale ("2.5376 × 10⁻¹¹"), with the locale's decimal
// separator.
inline QString localDecimals(QString text)
{
    const QString point = numberLocale().decimalPoint();
    if (point != QLatin1String("."))
        text.replace(QLatin1Char('.'), point);
    return text;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers as the person at the window writes them: a decimal comma where their locale uses one
// (QLocale's default: the system's, or what the program set), never a group separator (a German
// reader takes "1.000" for one). Files, sessions, CSV for machines and report.json do not come
// through here: they stay in the C locale.
#pragma once

#include <QLocale>
#include <QString>

namespace pl {

inline QLocale numberLocale()
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale;
}

// `value` with `decimals` digits after the decimal separator.
inline QString fixedNumber(double value, int decimals)
{
    return numberLocale().toString(value, 'f', decimals);
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

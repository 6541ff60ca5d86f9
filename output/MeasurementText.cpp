// SPDX-License-Identifier: GPL-3.0-or-later
#include "MeasurementText.h"

#include "LocalNumbers.h"
#include "QtAdapters.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>
#include <type_traits>
#include <variant>

namespace pl {

namespace {

class MeasurementWords {
    Q_DECLARE_TR_FUNCTIONS(MeasurementWords)
};

} // namespace

QString measurementText(const MeasurementValue& value, const std::vector<ParameterSpec>& table,
                        const MeasurementStyle& style,
                        const std::vector<std::pair<std::string, std::string>>& keyLabels)
{
    auto keyName = [&](const std::string& key) {
        for (const auto& [named, label] : keyLabels)
            if (named == key)
                return readable(label);
        return readableKey(table, key);
    };
    auto number = [&](double v) {
        return std::isfinite(v)
                   ? localDecimals(readable(QString::number(v, 'g', style.digits).toStdString()))
                   : QStringLiteral("—");
    };
    return std::visit(
        [&](const auto& v) -> QString {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>) {
                return QStringLiteral("—");
            } else if constexpr (std::is_same_v<T, double>) {
                return number(v);
            } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                QStringList parts;
                for (std::size_t i = 0; i < v.size() && i < style.listItems; ++i)
                    parts << number(v[i]);
                if (v.size() > style.listItems)
                    parts << QStringLiteral("…");
                return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
            } else if constexpr (std::is_same_v<T, std::vector<std::pair<std::string, double>>>) {
                QStringList parts;
                for (const auto& [key, x] : v) {
                    const QString name = keyName(key);
                    parts << (style.html ? name.toHtmlEscaped() : name) + QStringLiteral(": ") +
                                 number(x);
                }
                return parts.join(style.lineBreak);
            } else {
                // Rows ([T, Z] pairs of a surge front): the first few, then how many in all.
                if (style.tableRows == 0)
                    return MeasurementWords::tr("%n rows", nullptr, static_cast<int>(v.size()));
                QStringList parts;
                for (std::size_t i = 0; i < v.size() && i < style.tableRows; ++i) {
                    QStringList row;
                    for (double x : v[i])
                        row << number(x);
                    parts << QLatin1Char('[') + row.join(QStringLiteral(", ")) + QLatin1Char(']');
                }
                QString out = parts.join(QStringLiteral(", "));
                if (v.size() > style.tableRows)
                    out += MeasurementWords::tr(" … (%n rows)", nullptr, static_cast<int>(v.size()));
                return out;
            }
        },
        value);
}

} // namespace pl

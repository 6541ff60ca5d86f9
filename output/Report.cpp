// SPDX-License-Identifier: GPL-3.0-or-later
#include "Report.h"

#include "QtAdapters.h"
#include "SafeWrite.h"

#include <QJsonDocument>

#include <cmath>

namespace pl {

namespace {

QJsonValue number(double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); }

QJsonValue toJson(const MeasurementValue& value)
{
    return std::visit(
        [](const auto& v) -> QJsonValue {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>) {
                return QJsonValue();
            } else if constexpr (std::is_same_v<T, double>) {
                return number(v);
            } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                QJsonArray a;
                for (double x : v)
                    a.append(number(x));
                return a;
            } else if constexpr (std::is_same_v<T, std::vector<std::pair<std::string, double>>>) {
                QJsonObject o;
                for (const auto& [key, x] : v)
                    o.insert(toQString(key), number(x));
                return o;
            } else {
                QJsonArray rows;
                for (const auto& row : v) {
                    QJsonArray r;
                    for (double x : row)
                        r.append(number(x));
                    rows.append(r);
                }
                return rows;
            }
        },
        value);
}

QJsonValue parameterJson(const ParameterSpec& spec, const ParameterValues& values)
{
    if (holdsText(spec))
        return toQString(values.choice(spec.id));
    return number(values.number(spec.id));
}

} // namespace

QJsonObject reportJson(const LessonSession& session)
{
    const Lesson& lesson = session.lesson();
    QJsonObject parameters;
    for (const ParameterSpec& spec : session.parameterTable())
        parameters.insert(toQString(spec.id), parameterJson(spec, session.values()));

    QJsonObject measurements, units;
    QJsonArray warnings;
    for (Measurement m : lesson.measurements()) {
        sanitize(m);
        const QJsonValue value = toJson(m.value);
        measurements.insert(toQString(m.id), value);
        if (!m.unit.empty())
            units.insert(toQString(m.id), toQString(m.unit));
        // A note becomes a warning only when it explains a missing value.
        bool missing = value.isNull();
        if (value.isObject())
            for (const QJsonValue& entry : value.toObject())
                missing = missing || entry.isNull();
        if (!m.note.empty() && missing)
            warnings.append(toQString(m.id + ": " + m.note));
    }
    for (const std::string& notice : lesson.notices())
        warnings.append(toQString(notice));

    QJsonObject report;
    report.insert(QStringLiteral("lesson"), toQString(lesson.info().id));
    report.insert(QStringLiteral("parameters"), parameters);
    report.insert(QStringLiteral("time"), number(lesson.time()));
    report.insert(QStringLiteral("measurements"), measurements);
    report.insert(QStringLiteral("units"), units);
    report.insert(QStringLiteral("warnings"), warnings);
    return report;
}

QJsonArray describeJson(const std::vector<ParameterSpec>& table)
{
    static const char* kinds[] = {"number", "integer", "choice", "multichoice", "flag", "text"};
    QJsonArray out;
    for (const ParameterSpec& spec : table) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), toQString(spec.id));
        o.insert(QStringLiteral("label"), toQString(spec.label));
        o.insert(QStringLiteral("unit"), toQString(spec.unit));
        o.insert(QStringLiteral("kind"), QLatin1String(kinds[static_cast<int>(spec.kind)]));
        o.insert(QStringLiteral("description"), toQString(spec.description));
        o.insert(QStringLiteral("live"), spec.live);
        if (holdsText(spec)) {
            o.insert(QStringLiteral("default"), toQString(spec.defaultChoice));
            QJsonArray choices;
            for (const Choice& c : spec.choices)
                choices.append(QJsonObject{{QStringLiteral("id"), toQString(c.id)},
                                           {QStringLiteral("label"), toQString(c.label)}});
            if (!spec.choices.empty())
                o.insert(QStringLiteral("choices"), choices);
        } else {
            o.insert(QStringLiteral("default"), spec.defaultValue);
            o.insert(QStringLiteral("min"), spec.min);
            o.insert(QStringLiteral("max"), spec.max);
            if (spec.step > 0)
                o.insert(QStringLiteral("step"), spec.step);
        }
        out.append(o);
    }
    return out;
}

QString saveReport(const LessonSession& session, const QString& path)
{
    const QByteArray json = QJsonDocument(reportJson(session)).toJson(QJsonDocument::Indented);
    return writeFileAtomically(path, [&json](QIODevice& device) {
        return device.write(json) == json.size();
    });
}

} // namespace pl

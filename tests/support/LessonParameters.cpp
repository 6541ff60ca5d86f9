// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonParameters.h"

#include "ProgramRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

namespace pl::test {

std::vector<DescribedParameter> describeLesson(const QString& program, const QString& lesson)
{
    const ProgramRun run = runProgram(program, {QStringLiteral("--describe"), lesson}, 120000);
    std::vector<DescribedParameter> out;
    for (const QJsonValue& v : QJsonDocument::fromJson(run.out.toUtf8()).array()) {
        const QJsonObject o = v.toObject();
        DescribedParameter p;
        p.id = o.value(QStringLiteral("id")).toString();
        p.kind = o.value(QStringLiteral("kind")).toString();
        p.min = o.value(QStringLiteral("min")).toDouble();
        p.max = o.value(QStringLiteral("max")).toDouble();
        for (const QJsonValue& c : o.value(QStringLiteral("choices")).toArray())
            p.choices << c.toObject().value(QStringLiteral("id")).toString();
        out.push_back(p);
    }
    return out;
}

QString exactNumber(double value) { return QString::number(value, 'g', 17); }

} // namespace pl::test

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ViewDescription.h"

#include "LessonWords.h"
#include "MeasurementText.h"
#include "QtAdapters.h"

#include <QCoreApplication>

namespace pl {

namespace {

// Measurements read out: the first few, the ones a lesson puts first being its key quantities.
constexpr std::size_t spokenMeasurements = 3;

} // namespace

QString describeView(const Lesson& lesson, const std::vector<Measurement>& measurements,
                     const std::vector<std::string>& notices,
                     const std::vector<ParameterSpec>& table)
{
    QStringList parts;
    const LessonWords words = LessonWords::of(lesson);
    const TrText own = lesson.describe();
    QString sentence = readable(own.empty() ? words.str(lesson.info().title) : words.str(own));
    // The parts are joined with ". ": a sentence's own full stop would make it "..".
    if (sentence.endsWith(QLatin1Char('.')))
        sentence.chop(1);
    parts << sentence;
    parts << QCoreApplication::translate("ViewDescription", "t = %1 s")
                 .arg(QString::number(lesson.time(), 'f', 2));
    MeasurementStyle style;
    style.digits = 3;
    style.lineBreak = QStringLiteral("; ");
    style.listItems = 3;
    std::size_t said = 0;
    for (const Measurement& m : measurements) {
        if (said == spokenMeasurements)
            break;
        const QString value = measurementText(m.value, table, style, m.keyLabels);
        if (value.isEmpty())
            continue;
        const QString unit = m.unit.empty() ? QString() : QLatin1Char(' ') + readable(m.unit);
        parts << readable(m.label) + QStringLiteral(": ") + value + unit;
        ++said;
    }
    for (const std::string& notice : notices)
        parts << readable(notice);
    return parts.join(QStringLiteral(". ")) + QLatin1Char('.');
}

} // namespace pl

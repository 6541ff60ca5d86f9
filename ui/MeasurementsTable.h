// SPDX-License-Identifier: GPL-3.0-or-later
// The Measurements panel: one row per measurement of the lesson, its name as rich text (k_d as
// k<sub>d</sub>) with its unit, its value as a person reads it (1.28 × 10⁻⁸, not 1.28e-08). While
// playing only the texts change (every frame); rows are rebuilt when the list changes shape and
// re-measured when a value gains or loses a line, or when the panel changes width.
#pragma once

#include "framework/Lesson.h"

#include <QTableWidget>

#include <vector>

namespace pl {

class MeasurementsTable : public QTableWidget {
    Q_OBJECT
public:
    explicit MeasurementsTable(QWidget* parent = nullptr);

    // `table`: the lesson's parameters, whose choices name the keys of a value per method.
    void showMeasurements(std::vector<Measurement> list, const std::vector<ParameterSpec>& table);
    // The next showMeasurements() rebuilds the texts even when they did not change.
    void forget() { m_lastText.clear(); }
    // Each row as tall as its value or its name wrapped to the column, whichever is taller.
    void fitRows();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QString m_lastText;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// A measurement's value as a reader sees it, for the window's measurements table and the printed
// handout alike: numbers with a true minus and powers of ten (1.28 × 10⁻⁸, not 1.28e-08), a
// value per method with the method's name ("Forward Euler: 0.031"), lists and table rows cut to
// what fits. The two differ only in the style they ask for: digits, where lines break, how many
// items a list shows, and whether the text goes into HTML.
#pragma once

#include "framework/Measurement.h"
#include "framework/Parameters.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace pl {

struct MeasurementStyle {
    int digits = 5;                 // significant digits of a number
    QString lineBreak = "\n";       // between the values of several methods
    std::size_t listItems = 6;      // numbers of a list shown (then "…")
    std::size_t tableRows = 0;      // rows of a table shown; 0: only their count
    bool html = false;              // escape names for rich text
};

// `table`: the lesson's parameters, whose choices name the methods a value is keyed by;
// `keyLabels`: names of keys that are no choice (Measurement::keyLabels), looked up first.
QString measurementText(const MeasurementValue& value, const std::vector<ParameterSpec>& table,
                        const MeasurementStyle& style,
                        const std::vector<std::pair<std::string, std::string>>& keyLabels = {});

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// How to read a study's image: its title, what its columns and
// rows mean (axes with units and the range the image spans), and its colour key: a continuous
// colour bar (samples of the ramp from `low` to `high`) and named colours for special cells.
// Declared by the lesson beside its charts; the UI draws the image as a chart from it.
#pragma once

#include "framework/Charts.h"
#include "framework/Color.h"

#include <string>
#include <vector>

namespace pl {

struct ColorKeyEntry {
    std::string label;
    Color color;
};

struct ImageSpec {
    std::string id;     // the StudyResult::Image id it describes
    std::string title;
    AxisSpec x;         // min, max: the values at the image's left and right edges
    AxisSpec y;         // min, max: the values at its bottom and top edges
    // Colour bar: ramp[0] is the colour of `low`, ramp.back() that of `high`; none when empty.
    std::string barTitle;  // e.g. "time to first flip"
    std::string barUnit;   // e.g. "s"
    std::vector<Color> ramp;
    double low = 0.0;
    double high = 1.0;
    bool logarithmic = false;  // the ramp is even in log(value)
    std::vector<ColorKeyEntry> key;  // cells outside the bar (e.g. "never flips")
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// A chart in words, for a screen reader (the chart's accessible description): for each series
// its latest value with the y axis' unit and its trend — rising, falling or steady over the
// last tenth of its points — and how far it is from its first point ("Total energy rising, now
// 1.21 J, 0.21 J above the start"); a curve set as a whole (a histogram, a study's result) by
// its last point; a curve over anything but time (a phase portrait) by where it is now. Plain
// text, translated, numbers in the reader's locale.
#pragma once

#include "LessonWords.h"
#include "framework/Charts.h"

#include <QString>

namespace pl {

// Empty when no series of the chart holds a point yet.
QString describeChart(const ChartSpec& spec, const ChartData& data, const LessonWords& words);

} // namespace pl

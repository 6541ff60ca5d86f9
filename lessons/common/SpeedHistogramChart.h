// SPDX-License-Identifier: GPL-3.0-or-later
// The chart of measured speeds against 2D Maxwell–Boltzmann, which the gas, the Lennard-Jones
// fluid and the LAMMPS player all draw: one declaration and one way of filling it, so that the
// three show the same histogram of the same data in the same way.
#pragma once

#include "framework/Charts.h"
#include "framework/Color.h"

#include <string>
#include <vector>

namespace pl {

struct SpeedHistogramSeries {
    SeriesHandle measured;  // the histogram as a density f(v)
    SeriesHandle maxwell;   // f(v) = (m v / kT) exp(−m v² / 2kT)
};

// The units of the axes and the colours of the two curves.
struct SpeedHistogramLook {
    std::string speedUnit;
    std::string densityUnit;  // of f(v): 1/speed unit ("" in reduced units)
    Color measured = paletteColor(1);
    Color maxwell = colors::grey;
};

// Declares the chart `speed_histogram`.
SpeedHistogramSeries declareSpeedHistogram(ChartSet& set, const SpeedHistogramLook& look);

// Replaces both curves by the histogram of `speeds` (particles of mass `mass`) and the
// Maxwell–Boltzmann density at `kT` (energy units of m·speed²); nothing when kT ≤ 0.
void recordSpeedHistogram(ChartData& data, const SpeedHistogramSeries& series,
                          const std::vector<double>& speeds, double mass, double kT);

} // namespace pl

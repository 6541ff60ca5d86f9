// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/statistics/SpeedHistogram.h>

#include <particlelab/statistics/Distributions.h>

#include <cmath>

namespace pl {

SpeedHistogramCurves speedHistogramAgainstMaxwell(std::span<const double> speeds, double mass,
                                                  double kT, int bins, int theoryPoints)
{
    SpeedHistogramCurves out;
    const double vMax = 3.5 * std::sqrt(2.0 * kT / mass);  // m/s
    Histogram h(0.0, vMax, bins);
    for (double v : speeds)
        h.add(v);
    for (int b = 0; b < bins; ++b) {
        out.binCentre.push_back(h.binCentre(b));
        out.density.push_back(h.density(b));
    }
    for (int k = 0; k <= theoryPoints; ++k) {
        const double v = vMax * k / theoryPoints;
        out.theorySpeed.push_back(v);
        out.theoryDensity.push_back(maxwellBoltzmann2DDensity(v, mass, kT));
    }
    return out;
}

} // namespace pl

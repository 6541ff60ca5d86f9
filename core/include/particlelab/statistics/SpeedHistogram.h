// SPDX-License-Identifier: GPL-3.0-or-later
// The speed histogram of a 2D gas beside the Maxwell–Boltzmann density at its own temperature:
// what the ideal-gas, Lennard-Jones and LAMMPS-run lessons all plot (Distributions.h has f(v)).
// Speeds are binned on [0, 3.5 √(2kT/m)), where f(v) has fallen to 5·10⁻⁵ of its peak.
#pragma once

#include <span>
#include <vector>

namespace pl {

struct SpeedHistogramCurves {
    std::vector<double> binCentre;    // m/s
    std::vector<double> density;      // s/m, count / (n · bin width)
    std::vector<double> theorySpeed;  // m/s
    std::vector<double> theoryDensity;  // s/m, f(v) = (mv/kT) exp(−mv²/2kT)
};

// `speeds` (m/s) of particles of mass `mass` (kg) at temperature kT (J, > 0).
SpeedHistogramCurves speedHistogramAgainstMaxwell(std::span<const double> speeds, double mass,
                                                  double kT, int bins = 40,
                                                  int theoryPoints = 120);

} // namespace pl

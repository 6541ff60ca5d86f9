// SPDX-License-Identifier: GPL-3.0-or-later
// Equations of state of a gas of hard disks: pressure P (force per unit length in 2D) of N disks
// in area A at temperature kT, written as the compressibility factor Z = P A / (N kT), a
// function of the area fraction η = N π r² / A.
//
//   ideal gas            Z = 1
//   second virial        Z = 1 + 2η              (B₂ = π d²/2 per disk: half the excluded disk)
//   2D van der Waals     Z = 1 / (1 − 2η)        (the excluded area b = π d²/2 per disk taken off A)
//   Henderson (1975)     Z = (1 + η²/8) / (1 − η)²
//
// The pair distribution at contact that goes with it, χ = g(d⁺) = (Z − 1)/(2η) =
// (1 − 7η/16)/(1 − η)², is Enskog's factor by which collisions are more frequent than in the
// dilute gas (Chapman & Cowling, "The Mathematical Theory of Non-Uniform Gases", ch. 16).
//
// Henderson's form fits the simulated hard-disk fluid to better than 1 % up to η ≈ 0.6:
// D. Henderson, "A simple equation of state for hard discs", Mol. Phys. 30, 971 (1975), eq. 6.
// It is the "corrected ideal gas" the ideal-gas lesson and its test compare against; at η = 5 %
// it is 10.8 % above N kT / A.
//
// The virial series to tenth order, Z = 1 + Σₙ bₙ (2η)ⁿ⁻¹ with bₙ = Bₙ/B₂ⁿ⁻¹ and ρB₂ = 2η, is an
// independent check: b₃ = 4/3 − √3/π and b₄ = 2 − 9√3/(2π) + 10/π² are exact; b₅ … b₁₀ are the
// values of N. Clisby and B. M. McCoy, "Ninth and tenth order virial coefficients for hard
// spheres in D dimensions", J. Stat. Phys. 122, 15 (2006), Table 1 (D = 2). At η = 0.2 the terms
// past b₁₀ add less than 10⁻⁵ to Z; the series and Henderson's form agree there to 3·10⁻⁵.
#pragma once

#include <array>
#include <cmath>
#include <numbers>

namespace pl {

inline double idealGasPressure(int count, double kT, double area) { return count * kT / area; }

inline double virialHardDiskCompressibility(double eta) { return 1.0 + 2.0 * eta; }

inline double vanDerWaalsHardDiskCompressibility(double eta) { return 1.0 / (1.0 - 2.0 * eta); }

inline double hendersonHardDiskCompressibility(double eta)
{
    return (1.0 + eta * eta / 8.0) / ((1.0 - eta) * (1.0 - eta));
}

inline double virialSeriesHardDiskCompressibility(double eta)
{
    const double pi = std::numbers::pi, root3 = std::sqrt(3.0);
    const std::array<double, 9> b = {
        1.0,                                                  // b₂
        4.0 / 3.0 - root3 / pi,                               // b₃
        2.0 - 9.0 * root3 / (2.0 * pi) + 10.0 / (pi * pi),    // b₄
        0.33355604, 0.1988425, 0.1148728, 0.0649930, 0.0362193, 0.0199537,  // b₅ … b₁₀
    };
    double z = 1.0, power = 1.0;
    for (double bn : b) {
        power *= 2.0 * eta;
        z += bn * power;
    }
    return z;
}

inline double hardDiskContactValue(double eta)
{
    return (1.0 - 7.0 * eta / 16.0) / ((1.0 - eta) * (1.0 - eta));
}

} // namespace pl

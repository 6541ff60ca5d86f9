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
#pragma once

namespace pl {

inline double idealGasPressure(int count, double kT, double area) { return count * kT / area; }

inline double virialHardDiskCompressibility(double eta) { return 1.0 + 2.0 * eta; }

inline double vanDerWaalsHardDiskCompressibility(double eta) { return 1.0 / (1.0 - 2.0 * eta); }

inline double hendersonHardDiskCompressibility(double eta)
{
    return (1.0 + eta * eta / 8.0) / ((1.0 - eta) * (1.0 - eta));
}

inline double hardDiskContactValue(double eta)
{
    return (1.0 - 7.0 * eta / 16.0) / ((1.0 - eta) * (1.0 - eta));
}

} // namespace pl

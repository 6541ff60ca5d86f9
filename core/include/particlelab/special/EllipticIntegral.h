// SPDX-License-Identifier: GPL-3.0-or-later
// The complete elliptic integral of the first kind
//
//   K(k) = ∫₀^{π/2} dφ / √(1 − k² sin²φ),   0 ≤ k < 1  (k is the modulus, not the parameter m = k²),
//
// computed with the arithmetic–geometric mean: K(k) = π / (2 · AGM(1, √(1 − k²))).
// Source: Abramowitz & Stegun, "Handbook of Mathematical Functions" (1964), §17.6 (eqs. 17.6.1–
// 17.6.4); NIST DLMF §19.8(i), eq. 19.8.5. The AGM converges quadratically: the number of correct
// digits doubles every iteration, so about five iterations reach double precision for k ≤ 0.999.
//
// Used by the pendulum: the period of a swing of amplitude θ₀ is T = 4 √(L/g) K(sin(θ₀/2)).
#pragma once

namespace pl {

// The arithmetic–geometric mean of a > 0 and b > 0 (the common limit of aₙ₊₁ = (aₙ + bₙ)/2,
// bₙ₊₁ = √(aₙ bₙ)).
double arithmeticGeometricMean(double a, double b);

// K(k) for a modulus 0 ≤ |k| < 1; +∞ at |k| = 1 (the logarithmic singularity), NaN for |k| > 1.
double completeEllipticK(double k);

} // namespace pl

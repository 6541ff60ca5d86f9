// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/special/EllipticIntegral.h"

#include <cassert>
#include <cmath>
#include <limits>
#include <numbers>

namespace pl {

double arithmeticGeometricMean(double a, double b)
{
    assert(a > 0.0 && b > 0.0);
    // Stop when the two means agree to a few ulps; the iteration count is a safety net only
    // (quadratic convergence needs fewer than ten iterations for any ratio a/b below 10¹⁵⁰).
    for (int i = 0; i < 64 && std::abs(a - b) > 4.0 * std::numeric_limits<double>::epsilon() * a;
         ++i) {
        const double mean = 0.5 * (a + b);
        b = std::sqrt(a * b);
        a = mean;
    }
    return 0.5 * (a + b);
}

double completeEllipticK(double k)
{
    const double k2 = k * k;
    if (k2 > 1.0 || std::isnan(k))
        return std::numeric_limits<double>::quiet_NaN();
    if (k2 == 1.0)
        return std::numeric_limits<double>::infinity();
    // k' = √(1 − k²) computed as √((1 − k)(1 + k)) to keep its digits when k is close to 1.
    const double kPrime = std::sqrt((1.0 - std::abs(k)) * (1.0 + std::abs(k)));
    return std::numbers::pi / (2.0 * arithmeticGeometricMean(1.0, kPrime));
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Least-squares straight line y ≈ intercept + slope·x, with the coefficient of determination R².
// Used for convergence orders (fit log error against log Δt: the slope is the order), diffusion
// coefficients (MSD = 4Dt) and growth rates (log separation against t: the Lyapunov exponent).
// Formulas: any numerical-analysis text, e.g. Press et al., "Numerical Recipes" (3rd ed.), §15.2.
#pragma once

#include <optional>
#include <vector>

namespace pl {

struct LinearFit {
    double slope = 0.0;
    double intercept = 0.0;
    double rSquared = 0.0;  // 1 = the points lie exactly on the line
    int points = 0;
};

// Fits the points (x[i], y[i]). Returns nothing when fewer than two finite points are given or
// all x are equal. Non-finite points are skipped.
std::optional<LinearFit> fitLine(const std::vector<double>& x, const std::vector<double>& y);

// Fits log10(y) against log10(x), skipping points where x or y is not positive: the slope of a
// log-log plot, e.g. the order p of a method whose error behaves like C·Δt^p.
std::optional<LinearFit> fitLogLog(const std::vector<double>& x, const std::vector<double>& y);

} // namespace pl

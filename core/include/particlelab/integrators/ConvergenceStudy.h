// SPDX-License-Identifier: GPL-3.0-or-later
// Convergence study: the global error of each method at a fixed end time T against the step
// Δt, for Δt halved again and again, and the order p fitted to error ≈ C·Δtᵖ on log-log axes
// (Hairer, Nørsett & Wanner, "Solving ODEs I", §II.3: a method of order p has global error
// O(Δtᵖ) on a fixed interval). Each run also counts force (or slope) evaluations, so the same
// data give the cost chart: error against work.
//
// Step ranges differ by order on purpose: a low-order method needs a small Δt before its error
// is in the asymptotic regime C·Δtᵖ, while RK4 at the same small Δt would reach round-off
// (~1e-13) and bend the fit. The coarsest step of a method of order p is the RK4 coarsest step
// divided by 16 (p = 1), 4 (p = 2) or 1 (p = 4); the step count is rounded up so that an integer
// number of steps lands exactly on T.
#pragma once

#include "particlelab/analysis/LinearFit.h"
#include "particlelab/integrators/FirstOrderIntegrators.h"
#include "particlelab/integrators/SecondOrderIntegrators.h"

#include <functional>
#include <optional>
#include <vector>

namespace pl {

struct ConvergencePoint {
    double dt = 0.0;                // s
    double error = 0.0;             // global error at T in the problem's error measure; +∞ if diverged
    long long forceEvaluations = 0; // evaluations of a(x, v, t) or f(t, y) for the whole run
};

struct ConvergenceCurve {
    Method method;
    std::vector<ConvergencePoint> points;  // coarsest Δt first
    std::optional<LinearFit> fit;          // log10 error against log10 Δt: the slope is the order
};

struct ConvergenceOptions {
    double endTime = 1.0;           // T (s)
    double coarsestStepRK4 = 0.1;   // s; lower orders start smaller, see above
    int halvings = 6;               // Δt is halved this many times (halvings + 1 runs per method)
};

// The coarsest step count of `method`: ⌈T / (coarsestStepRK4 / shrink(order))⌉.
long long coarsestStepCount(Method method, const ConvergenceOptions& options);

// One run of `method` with `steps` equal steps up to T: its error and force evaluations.
using ConvergenceRun = std::function<ConvergencePoint(Method method, long long steps)>;

// Runs every method at every step. `keepGoing(fraction done)` is called before each run; when
// it returns false the study stops and returns the curves measured so far (a curve may then be
// partial). The fit needs at least two finite points.
std::vector<ConvergenceCurve> studyConvergence(const std::vector<Method>& methods,
                                               const ConvergenceOptions& options,
                                               const ConvergenceRun& run,
                                               const std::function<bool(double)>& keepGoing = {});

// A run of a second-order system from `start` to T; `error(state at T)` measures the error.
// A run that leaves isFiniteAndBounded(·, bound) stops with error +∞.
ConvergenceRun secondOrderRun(AccelerationFunction acceleration, ParticleState start,
                              double endTime, std::function<double(const ParticleState&)> error,
                              double bound);

// A run of a first-order system y' = f(t, y) from (t0, y0) to T.
ConvergenceRun firstOrderRun(DerivativeFunction f, double t0, Vec y0, double endTime,
                             std::function<double(const Vec&)> error, double bound);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// What rounding does to a run, measured on the harmonic oscillator x'' = −x (ω = 1, so ω²
// adds no rounding of its own), for the integrators lesson's round-off charts:
//
//   the round-off floor   RK4's global error at T = 1 s against Δt, in one precision: it falls
//                         as Δt⁴ until the rounding of the N = T/Δt updates overtakes it, then
//                         grows again as Δt shrinks. The lowest error is the precision's floor.
//   Brouwer's law         velocity Verlet conserves H̃ = ½v²/(1 − Δt²/4) + ½x² exactly in exact
//                         arithmetic, so the drift of H̃ over a long run is rounding alone: a
//                         random walk, ∝ √n; compensated summation makes it much smaller.
//
// Both are the root mean square over several initial phases (x₀ = cos φ, v₀ = −sin φ), run as
// independent copies in one state, so that one lucky rounding does not decide a chart.
#pragma once

#include <functional>
#include <vector>

namespace pl {

enum class Precision { Float, Double, DoubleCompensated, LongDouble };

struct PrecisionInfo {
    Precision precision;
    const char* id;    // "float", "double", "double_kahan", "long_double"
    const char* name;  // "float", "double", "Kahan" (double, compensated), "long double"
};
const std::vector<PrecisionInfo>& allPrecisions();

struct RoundoffPoint {
    double x = 0.0;  // Δt (s), or the step count n
    double error = 0.0;
};

// `keepGoing()` is asked every few thousand steps; when it returns false the run stops and the
// points measured so far are returned.
using KeepGoing = std::function<bool()>;

// RK4's RMS phase-space error at T = 1 s for Δt = 1/N, N from 10 up to 1/finestStep, four
// values a decade.
std::vector<RoundoffPoint> rk4RoundoffCurve(Precision precision, double finestStep,
                                            const KeepGoing& keepGoing = {});

// Velocity Verlet with Δt (s) for `steps` steps, in double: the RMS relative drift of H̃ at
// step counts four a decade from 10³ on.
std::vector<RoundoffPoint> verletShadowDrift(bool compensated, double dt, long long steps,
                                             const KeepGoing& keepGoing = {});

} // namespace pl

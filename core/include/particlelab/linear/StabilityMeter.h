// SPDX-License-Identifier: GPL-3.0-or-later
// What the stability meter reads: where the modes of the current linearisation sit in the plane
// of z = λΔt, how close Δt is to a method's limit for them, and how fast they then grow.
//
// A running system x'' = a(x, v) linearised about its state is, mode by mode, a damped
// oscillator x'' = −ω²x − γx' (per unit of modal mass): its eigenvalues are the roots of
// λ² + γλ + ω² = 0. A method is stable on the mode while every λΔt lies in its region
// (Stability.h). The limit is found along the ray of the mode (damping ratio ζ = γ/2ω fixed, Δt
// growing), which is what dragging Δt does; it is cached per method and ζ, so reading the meter
// at chart rate costs a few multiplications once the limits are known.
//
// The outline of a method's region: for a Runge–Kutta method the curve |R(z)| = 1
// (stabilityBoundary); for symplectic Euler and velocity Verlet, which have no R(z) of one
// number, the set of oscillator eigenvalues λΔt (upper half plane, mirrored) for which the
// amplification matrix has spectral radius ≤ 1, traced along rays from the origin.
#pragma once

#include <particlelab/integrators/Stability.h>

#include <array>
#include <complex>
#include <map>
#include <utility>
#include <vector>

namespace pl {

// One mode of a linearised second-order system: ω² (1/s², negative for a mode that grows by
// itself, like a pendulum above the horizontal) and the damping rate γ (1/s).
struct LinearMode {
    double omegaSquared = 0.0;
    double gamma = 0.0;
};

// Its eigenvalues λ (1/s): (−γ ± √(γ² − 4ω²))/2, the one with Im λ ≥ 0 first.
std::array<std::complex<double>, 2> modeEigenvalues(const LinearMode& mode);

struct StabilityReading {
    double growthPerStep = 1.0;          // ρ: the mode's amplitude factor per step
    double energyGrowthPerSecond = 1.0;  // ρ^(2/Δt) when ρ > 1, else 1
    // The largest Δt (s) at which the method is stable on the mode; 0 when it is stable at no
    // Δt > 0 (forward Euler undamped); +inf when the mode grows by itself (ω² ≤ 0: no limit to
    // speak of) or does not move (ω = 0).
    double limitDt = 0.0;
    double fractionOfLimit = 0.0;  // Δt / limitDt (+inf when limitDt is 0, 0 when it is +inf)
};

// The region outline of `method` as closed curves of points z, for a chart.
std::vector<std::vector<std::complex<double>>> stabilityRegionOutline(SteppingMethod method);

// Reads modes against methods, remembering the stability limit ωΔt per (method, ζ) it has met
// (ζ rounded to 4 significant digits). A value type: copying copies the memory.
class StabilityMeter {
public:
    StabilityReading read(SteppingMethod method, const LinearMode& mode, double dt);
    // The largest stable ωΔt of `method` at damping ratio ζ (0: stable at no ωΔt > 0).
    double limitOmegaDt(SteppingMethod method, double dampingRatio);

private:
    std::map<std::pair<SteppingMethod, long long>, double> m_limits;
};

} // namespace pl

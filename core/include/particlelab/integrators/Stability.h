// SPDX-License-Identifier: GPL-3.0-or-later
// Why a method blows up: its linear stability, in the plane of z = λΔt.
//
// On the test equation y' = λy a Runge–Kutta method multiplies y by a polynomial R(z) each step
// (Hairer & Wanner, "Solving Ordinary Differential Equations II", 2nd ed. 1996, §IV.2):
//   forward Euler         R(z) = 1 + z
//   Heun, midpoint        R(z) = 1 + z + z²/2
//   RK4                   R(z) = 1 + z + z²/2 + z³/6 + z⁴/24
// and is stable where |R(z)| ≤ 1. A linear system y' = A y behaves like that equation once for
// each eigenvalue λ of A: it is stable when every λΔt lies in the region.
//
// Symplectic Euler and velocity Verlet treat x and v differently (partitioned methods), so they
// have no R(z) of one complex number; on the oscillator x'' = −ω²x − γx' they multiply (x, v)
// each step by a 2 × 2 amplification matrix, and are stable while its spectral radius is ≤ 1:
// undamped, for ωΔt < 2 (Hairer, Lubich & Wanner, "Geometric Numerical Integration", §I.5).
// The matrix of every method is its own step() applied to the unit vectors, so the meter reads
// the code that runs, not a second copy of the formulas.
//
// An embedded pair (AdaptiveIntegrators.h) is a Runge–Kutta method too: its region is that of
// the solution it carries on, read at the step its controller chose last.
//
// Growth: over one step a mode's amplitude is multiplied by |R(z)| (by the spectral radius ρ
// for the matrix), so the energy of an unstable mode grows by the factor ρ^(2/Δt) per second.
#pragma once

#include <particlelab/integrators/AdaptiveIntegrators.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <Eigen/Core>

#include <complex>
#include <optional>
#include <string_view>
#include <variant>
#include <vector>

namespace pl {

// A method whose stability can be read: a fixed-step one or an embedded pair.
using SteppingMethod = std::variant<Method, EmbeddedPair>;
// Its id (command line, report.json) and the name a person reads.
std::string_view steppingMethodId(SteppingMethod method);
std::string_view steppingMethodName(SteppingMethod method);

// R(z) of a Runge–Kutta method; none for symplectic Euler and velocity Verlet.
std::optional<std::complex<double>> stabilityFunction(SteppingMethod method, std::complex<double> z);

// The step of `method` on x'' = −ω²x − γv as a matrix acting on (x, v) (m, m/s), for the time
// step dt (s), ω (rad/s) and γ (1/s).
Eigen::Matrix2d amplificationMatrix(Method method, double omega, double gamma, double dt);

// Largest |eigenvalue| of a 2 × 2 matrix: the factor a mode's amplitude grows by per step.
double spectralRadius(const Eigen::Matrix2d& m);

// The factor ρ by which the oscillator's fastest mode grows per step (ω in rad/s, γ in 1/s,
// dt in s): max |R(λΔt)| over the eigenvalues for a Runge–Kutta method, the spectral radius of
// the amplification matrix for the partitioned ones.
double growthPerStep(SteppingMethod method, double omega, double gamma, double dt);

// The largest ωΔt up to which `method` is stable on the oscillator with damping ratio
// ζ = γ/(2ω), found by bisection on ρ − 1; 0 when it is unstable already at ωΔt = 10⁻³ (forward
// Euler, Heun and the midpoint method undamped: stable at no ωΔt > 0).
double stabilityLimitOmegaDt(SteppingMethod method, double dampingRatio);

// Where a Runge–Kutta method's region meets the negative real axis (−2 for Euler and Heun,
// −2.7853 for RK4) and the imaginary axis (0 for Euler and Heun, 2√2 for RK4): roots found by
// bisection on |R(z)| − 1.
double realAxisLimit(SteppingMethod method);
double imaginaryAxisLimit(SteppingMethod method);

// The boundary |R(z)| = 1 of a Runge–Kutta method's region, as closed curves of points z for a
// chart: the roots of R(z) = e^{iθ} for `samples` angles θ (eigenvalues of the companion
// matrix), joined in order of θ per root. Empty for the partitioned methods.
std::vector<std::vector<std::complex<double>>> stabilityBoundary(SteppingMethod method, int samples);

// Energy growth factor per second of the oscillator's fastest-growing mode under `method`
// (1 when stable): ρ^(2/Δt), ρ = growthPerStep.
double energyGrowthPerSecond(SteppingMethod method, double omega, double gamma, double dt);

} // namespace pl

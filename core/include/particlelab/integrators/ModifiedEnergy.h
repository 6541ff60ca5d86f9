// SPDX-License-Identifier: GPL-3.0-or-later
// The energy a symplectic method really conserves ("shadow" or modified energy).
//
// A symplectic method does not keep H = p²/2m + U(x) constant; it keeps, far better, a nearby
// H̃ = H + O(Δtᵖ) (backward error analysis: Hairer, Lubich & Wanner, "Geometric Numerical
// Integration", ch. IX). For the harmonic oscillator, H = p²/2m + ½mω²x², the method is a linear
// map and H̃ is an exact invariant, found as the quadratic form the one-step matrix preserves
// (derived here by hand and checked in tests/core/test_integrators_stability.cpp):
//
//   velocity Verlet (kick–drift–kick)     H̃ = p² / (2m (1 − ω²Δt²/4)) + ½ m ω² x²
//   symplectic Euler (kick, then drift)   H̃ = p²/2m + ½ m ω² x² − ½ Δt ω² x p
//
// Both exist only while the method is stable (ωΔt < 2: Verlet's H̃ is then positive definite),
// and both tend to H as Δt → 0. H itself fluctuates along the orbit by a relative amount of
// order (ωΔt)²/4 for Verlet and ωΔt/2 for symplectic Euler.
#pragma once

namespace pl {

// x in m, p = m v in kg·m/s, mass m in kg, ω in rad/s, Δt in s; energies in J.
inline double verletShadowEnergyOscillator(double x, double p, double mass, double omega,
                                           double dt)
{
    return p * p / (2.0 * mass * (1.0 - omega * omega * dt * dt / 4.0)) +
           0.5 * mass * omega * omega * x * x;
}

inline double symplecticEulerShadowEnergyOscillator(double x, double p, double mass,
                                                    double omega, double dt)
{
    return p * p / (2.0 * mass) + 0.5 * mass * omega * omega * x * x -
           0.5 * dt * omega * omega * x * p;
}

} // namespace pl

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
//
// For a nonlinear force the series of backward error analysis, cut after its first term
// (HLW §IX.3; for H = ½vᵀMv + U(x), F = −∇U):
//   velocity Verlet    H̃ = H + Δt² [ (1/12) vᵀ ∇²U v − (1/24) Fᵀ M⁻¹ F ]      (error O(Δt⁴))
//   symplectic Euler   H̃ = H + ½ Δt F·v                                      (error O(Δt²))
// The terms need the Hessian only along v (one extra pass over the pairs for a pair potential).
// The series is asymptotic: it is a good account while ωΔt is small (say below 1) for the
// fastest motion ω, and stops meaning anything as the method nears its stability limit.
#pragma once

#include <cmath>

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

// Velocity Verlet's H̃ to order Δt² from H (J), vᵀ∇²U v (J/s²) and Fᵀ M⁻¹ F (J/s²).
inline double verletShadowEnergySeries(double energy, double velocityHessianVelocity,
                                       double forceSquaredOverMass, double dt)
{
    return energy + dt * dt * (velocityHessianVelocity / 12.0 - forceSquaredOverMass / 24.0);
}

// Symplectic Euler's (kick, then drift) H̃ to order Δt from H (J) and F·v (W).
inline double symplecticEulerShadowEnergySeries(double energy, double forceDotVelocity,
                                                double dt)
{
    return energy + 0.5 * dt * forceDotVelocity;
}

// The simple pendulum in the angle θ (rad) and ω = θ' (rad/s): mass m (kg), length L (m),
// gravity g (m/s²). Its "mass" is mL², U = mgL(1 − cos θ), U'' = mgL cos θ.
inline double pendulumVerletShadowEnergy(double theta, double omega, double mass, double length,
                                         double gravity, double dt)
{
    const double inertia = mass * length * length;
    const double energy = 0.5 * inertia * omega * omega + mass * gravity * length * (1.0 - std::cos(theta));
    const double torque = -mass * gravity * length * std::sin(theta);
    return verletShadowEnergySeries(energy, omega * omega * mass * gravity * length * std::cos(theta),
                                    torque * torque / inertia, dt);
}

} // namespace pl

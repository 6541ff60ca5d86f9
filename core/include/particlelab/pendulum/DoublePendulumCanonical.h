// SPDX-License-Identifier: GPL-3.0-or-later
// The double pendulum in canonical coordinates, stepped by the implicit midpoint rule: a method
// that is symplectic for it, unlike symplectic Euler and velocity Verlet applied to (θ, θ').
//
// Why the explicit "symplectic" methods are not symplectic here: with T = ½ θ'ᵀ M(θ) θ' the
// kinetic energy depends on Δ = θ₁ − θ₂ through the mass matrix
//   M(θ) = [ (m₁ + m₂)L₁²      m₂L₁L₂ cos Δ ]
//          [ m₂L₁L₂ cos Δ      m₂L₂²        ],
// so H is not separable (T(p) + V(q)) and θ'' depends on θ'. Kicking θ' with an acceleration
// that depends on θ' is not a symplectic map, and their energy drifts steadily.
//
// Hamilton's equations with the canonical momenta p = ∂L/∂θ' = M(θ) θ' and
// H(θ, p) = ½ pᵀ M(θ)⁻¹ p + V(θ) read (c = m₂L₁L₂, θ' = M⁻¹p):
//   θ'  = M(θ)⁻¹ p
//   p₁' = −c θ₁'θ₂' sin Δ − (m₁ + m₂) g L₁ sin θ₁
//   p₂' = +c θ₁'θ₂' sin Δ − m₂ g L₂ sin θ₂
// (∂H/∂θᵢ = −½ θ'ᵀ (∂M/∂θᵢ) θ' + ∂V/∂θᵢ; e.g. Goldstein, Classical Mechanics, §8.1.)
//
// The implicit midpoint rule on y = (θ, p), y' = f(y):
//   y₁ = y₀ + Δt f(½(y₀ + y₁))
// is the one-stage Gauss collocation method, of order 2, and symplectic for every Hamiltonian
// system, separable or not: E. Hairer, C. Lubich, G. Wanner, "Geometric Numerical Integration"
// (2nd ed., Springer 2006), §I.1.2 (the method), §VI.3 (its symplecticity), and §IX.8 (backward
// error analysis: the energy error of a symplectic method stays O(Δt²) without drift over
// exponentially long times). The implicit equation is solved by fixed-point iteration, the
// choice HLW §VIII.6 recommends for non-stiff problems: Y ← y₀ + Δt f(½(y₀ + Y)), started from
// an explicit Euler guess, until the update stops shrinking at round-off. It contracts when
// ½Δt·‖f'‖ < 1; otherwise the step reports that it did not converge.
#pragma once

#include <particlelab/pendulum/DoublePendulum.h>

#include <Eigen/Core>

namespace pl {

// θ₁, θ₂ (rad) and the canonical momenta p₁, p₂ (kg·m²/s).
using DoublePendulumPhasePoint = Eigen::Vector4d;

// p = M(θ) θ' for the state s, and back: θ' = M(θ)⁻¹ p.
DoublePendulumPhasePoint canonicalFromVelocities(const DoublePendulumParameters& p,
                                                 const DoublePendulumState& s);
DoublePendulumState velocitiesFromCanonical(const DoublePendulumParameters& p,
                                            const DoublePendulumPhasePoint& y);

// Hamilton's equations: (θ₁', θ₂', p₁', p₂') at y.
Eigen::Vector4d doublePendulumHamiltonianFlow(const DoublePendulumParameters& p,
                                              const DoublePendulumPhasePoint& y);

// H(θ, p) in J (the same energy as kinetic + potential of DoublePendulum.h).
double doublePendulumHamiltonian(const DoublePendulumParameters& p,
                                 const DoublePendulumPhasePoint& y);

struct ImplicitMidpointStep {
    DoublePendulumPhasePoint y;  // y₁ (when converged; the last iterate otherwise)
    int iterations = 0;          // fixed-point iterations (one evaluation of f each)
    bool converged = false;
};

// One step of the implicit midpoint rule from y₀ over Δt (s).
ImplicitMidpointStep implicitMidpointStep(const DoublePendulumParameters& p,
                                          const DoublePendulumPhasePoint& y0, double dt);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// A constraint: something that moves positions after the integrator has predicted them
// (position-based dynamics, Müller, Heidelberger, Hennix & Ratcliff 2007, "Position Based
// Dynamics", J. Vis. Commun. Image R. 18, algorithm 1, lines (7)–(12)).
//
// In one substep of size Δt a ParticleSystem calls, for every constraint:
//   beginSubstep(system, Δt)            once (reset Lagrange multipliers, forget contacts),
//   project(system, Δt)                 `iterations` times, Gauss–Seidel over the constraints,
// then sets v ← v + (x_projected − x_predicted)/Δt for all particles, and finally calls
//   correctVelocities(system, Δt)       once (restitution of contacts).
// During project() the system's velocities are still the integrator's predicted ones and
// previousPositions()/previousVelocities() hold the state at the start of the substep.
#pragma once

#include <memory>

namespace pl {

class ParticleSystem;

class Constraint {
public:
    virtual ~Constraint() = default;

    virtual void beginSubstep(ParticleSystem& system, double dt) { (void)system; (void)dt; }
    virtual void project(ParticleSystem& system, double dt) = 0;
    virtual void correctVelocities(ParticleSystem& system, double dt)
    {
        (void)system;
        (void)dt;
    }
    virtual std::unique_ptr<Constraint> clone() const = 0;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Contacts between the particles themselves, as hard disks of radius R_i with a coefficient of
// restitution e (Newton's cradle, balls in a box). Resolved once per substep, after the
// position-based stages (Constraint::correctVelocities), the way the gas lesson resolves its
// collisions (DiskCollision.h):
//
//   1. impulses: for every pair that touches (|x_j − x_i| ≤ R_i + R_j, within a margin of
//      1e-6 of the contact distance) and approaches, u = (v_i − v_j)·n > 0 with n the unit
//      vector from i to j, apply
//          J = (1 + e) u / (w_i + w_j),   v_i −= w_i J n,   v_j += w_j J n      (w = 1/m)
//      in Gauss–Seidel sweeps over the contacts until none approaches. A pair's impulse
//      conserves momentum; with e = 1 it also conserves kinetic energy, and a sweep passes a
//      blow along a row of touching balls one at a time, as in Newton's cradle.
//      A resting contact (u no larger than twice what the forces added to it this substep, the
//      threshold of Müller et al. 2020, "Detailed Rigid Body Simulation with Extended Position
//      Based Dynamics", section 3.6) gets e = 0, so a stack does not jitter.
//   2. positions: overlapping pairs are pushed apart along n, shared in proportion to the
//      inverse masses, so the centre of mass stays put and no velocity is added.
//
// Source for the impulse: Ericson, "Real-Time Collision Detection" (2005), §5.5; Goldstein,
// "Classical Mechanics", §3.10. Every pair is checked (N(N−1)/2), which suits lesson scenes of a
// few hundred particles; pairs joined by a link can be excluded (a jelly's own particles).
#pragma once

#include <particlelab/constraints/Constraint.h>

#include <utility>
#include <vector>

namespace pl {

class DiskContacts final : public Constraint {
public:
    // `radii` (m), one per particle; `restitution` e in [0, 1].
    DiskContacts(std::vector<double> radii, double restitution);

    double restitution() const { return m_restitution; }
    void setRestitution(double e) { m_restitution = e; }
    // Pairs that never collide (particles joined by a spring or a rod).
    void exclude(int a, int b);

    void project(ParticleSystem& system, double dt) override;
    void correctVelocities(ParticleSystem& system, double dt) override;
    std::unique_ptr<Constraint> clone() const override
    {
        return std::make_unique<DiskContacts>(*this);
    }

private:
    bool excluded(int a, int b) const;

    std::vector<double> m_radii;  // m
    double m_restitution;
    std::vector<std::pair<int, int>> m_excluded;  // sorted, a < b
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Lennard-Jones pairs as an Interaction of a ParticleSystem: a thin adapter over the potential in
// LennardJones.h (U(r) = 4ε[(σ/r)¹² − (σ/r)⁶] inside the cut-off r_c; Allen & Tildesley,
// "Computer Simulation of Liquids", 2nd ed., eqs. 1.6, 1.10). Every pair closer than r_c gets
// F(r)(x_i − x_j)/r on i and the opposite on j (Newton's third law). The pairs are found by
// checking all N(N−1)/2 of them, which suits the few hundred particles of a lesson scene; the
// gas lesson's own fluid code (md/) has the cell lists for large N.
#pragma once

#include <particlelab/forces/Interaction.h>
#include <particlelab/forces/LennardJones.h>

namespace pl {

class LennardJonesPairs final : public Interaction {
public:
    explicit LennardJonesPairs(const LennardJones& potential) : m_potential(potential) {}

    const LennardJones& potential() const { return m_potential; }

    void addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd& velocities,
                   const Eigen::VectorXd& inverseMasses, Eigen::VectorXd& forces) const override;
    double potentialEnergy(const Eigen::VectorXd& positions,
                           const Eigen::VectorXd& inverseMasses) const override;
    std::unique_ptr<Interaction> clone() const override
    {
        return std::make_unique<LennardJonesPairs>(*this);
    }

private:
    LennardJones m_potential;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Newtonian gravitation between every pair of particles (two-body orbits, small clusters):
//
//   F_i = Σ_{j≠i} G m_i m_j (x_j − x_i) / (|x_j − x_i|² + ε²)^{3/2}
//   U   = −Σ_{i<j} G m_i m_j / (|x_j − x_i|² + ε²)^{1/2}
//
// with the Plummer softening length ε (m; 0 = the exact inverse-square law) that keeps a close
// encounter finite. Each pair gives equal and opposite forces along the line joining them, so
// momentum and angular momentum are conserved. Source: Aarseth, "Gravitational N-Body
// Simulations" (2003), eqs. (1.1)–(1.2), softening as in eq. (2.1).
//
// The masses are kept here rather than taken from the inverse masses, so that a pinned
// particle (a fixed sun, w = 0) still attracts the others with its mass. All N(N−1)/2 pairs are
// summed, which suits the handful of bodies of a lesson scene.
#pragma once

#include <particlelab/forces/Interaction.h>

#include <vector>

namespace pl {

class MutualGravitation final : public Interaction {
public:
    // `masses` (kg), one per particle; `gravitationalConstant` G (N·m²/kg²); `softening` ε (m).
    MutualGravitation(std::vector<double> masses, double gravitationalConstant, double softening);

    double gravitationalConstant() const { return m_G; }
    double softening() const { return m_softening; }

    void addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd& velocities,
                   const Eigen::VectorXd& inverseMasses, Eigen::VectorXd& forces) const override;
    double potentialEnergy(const Eigen::VectorXd& positions,
                           const Eigen::VectorXd& inverseMasses) const override;
    std::unique_ptr<Interaction> clone() const override
    {
        return std::make_unique<MutualGravitation>(*this);
    }

private:
    std::vector<double> m_masses;  // kg
    double m_G;                    // N·m²/kg²
    double m_softening;            // m
};

} // namespace pl

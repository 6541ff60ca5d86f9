// SPDX-License-Identifier: GPL-3.0-or-later
// Damped springs between particle pairs, the spring model of Witkin & Baraff, "Physically Based
// Modeling" (SIGGRAPH 2001 course notes), "Particle System Dynamics", eq. (8), written with the
// strain |d|/r − 1 so that k_s is a force (N) and k_d a force·time (N·s):
//
//   d = x_j − x_i,   f = [ k_s (|d|/r − 1) + k_d ((v_j − v_i)·d) / (r |d|) ] d/|d|
//
// applied as +f on i and −f on j (Newton's third law: the pair's forces sum to zero and lie on
// the line joining them, so momentum and angular momentum are conserved). A spring of rest
// length r is a linear spring of stiffness k = k_s/r (N/m) with dashpot c = k_d/r (N·s/m); its
// potential energy is U = ½ (k_s/r)(|d| − r)².
#pragma once

#include <particlelab/forces/Interaction.h>
#include <particlelab/particles/Lattice.h>

#include <vector>

namespace pl {

class DampedSprings final : public Interaction {
public:
    // `stiffness` k_s (N), `damping` k_d (N·s), one spring per link.
    DampedSprings(std::vector<Link> links, double stiffness, double damping);

    // The force f on particle i of one spring (N); particle j receives −f.
    static Eigen::Vector2d force(const Eigen::Vector2d& xi, const Eigen::Vector2d& xj,
                                 const Eigen::Vector2d& vi, const Eigen::Vector2d& vj,
                                 double restLength, double stiffness, double damping);

    const std::vector<Link>& links() const { return m_links; }
    void addLinks(const std::vector<Link>& links);
    double stiffness() const { return m_ks; }
    double damping() const { return m_kd; }
    void setStiffness(double ks) { m_ks = ks; }
    void setDamping(double kd) { m_kd = kd; }

    void addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd& velocities,
                   const Eigen::VectorXd& inverseMasses, Eigen::VectorXd& forces) const override;
    double potentialEnergy(const Eigen::VectorXd& positions,
                           const Eigen::VectorXd& inverseMasses) const override;
    std::unique_ptr<Interaction> clone() const override
    {
        return std::make_unique<DampedSprings>(*this);
    }

    // The highest angular frequency ω_max (rad/s) of the undamped network linearised about its
    // rest lengths, K = Σ (k_s/r) n nᵀ: the largest eigenvalue of M⁻¹K, by power iteration
    // (pinned particles do not move). Symplectic Euler is stable for ω_max Δt < 2.
    double highestAngularFrequency(const Eigen::VectorXd& positions,
                                   const Eigen::VectorXd& inverseMasses) const;
    // out += S u for the mass-weighted stiffness S = M^{-1/2} K M^{-1/2} of the same
    // linearisation at `positions` (its eigenvalues are ω²; the dashpots add C = (k_d/k_s) K, so
    // a mode of ω² has the damping rate γ = (k_d/k_s) ω²). `sqrtInverseMasses` holds 1/√mᵢ.
    void addMassWeightedStiffness(const Eigen::VectorXd& positions,
                                  const Eigen::VectorXd& sqrtInverseMasses,
                                  const Eigen::VectorXd& u, Eigen::VectorXd& out) const;

private:
    std::vector<Link> m_links;
    double m_ks;  // N
    double m_kd;  // N·s
};

} // namespace pl

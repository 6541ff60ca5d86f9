// SPDX-License-Identifier: GPL-3.0-or-later
// XPBD distance constraints, Macklin, Müller & Chentanez 2016, "XPBD: Position-Based Simulation
// of Compliant Constrained Dynamics" (MIG '16). For each link C = |x_a − x_b| − r with gradient
// n = (x_a − x_b)/|x_a − x_b|, one Gauss–Seidel update (eqs. 17–18, with ∇C M⁻¹ ∇Cᵀ = w_a + w_b):
//
//   α̃ = α / Δt²,   Δλ = (−C − α̃ λ) / (w_a + w_b + α̃),   x_a += w_a Δλ n,  x_b −= w_b Δλ n,
//   λ += Δλ,
//
// with λ reset to 0 at the start of every (sub)step. The compliance α (m/N) is the inverse
// stiffness of the spring the constraint models, k = 1/α; α = 0 is a rigid rod. Because λ
// accumulates the constraint force over the iterations, the converged result is the implicit
// (backward Euler) step of that spring, whatever the number of iterations or substeps — unlike
// plain PBD, whose stiffness grows with both.
#pragma once

#include <particlelab/constraints/Constraint.h>
#include <particlelab/particles/Lattice.h>

#include <vector>

namespace pl {

class DistanceConstraints final : public Constraint {
public:
    DistanceConstraints(std::vector<Link> links, double compliance);  // α in m/N

    const std::vector<Link>& links() const { return m_links; }
    void addLinks(const std::vector<Link>& links);
    double compliance() const { return m_compliance; }
    void setCompliance(double alpha) { m_compliance = alpha; }
    // λ of each link after the last substep (N·s²): the force of link j is λ_j n / Δt².
    const std::vector<double>& multipliers() const { return m_lambda; }

    void beginSubstep(ParticleSystem& system, double dt) override;
    void project(ParticleSystem& system, double dt) override;
    std::unique_ptr<Constraint> clone() const override
    {
        return std::make_unique<DistanceConstraints>(*this);
    }

private:
    std::vector<Link> m_links;
    std::vector<double> m_lambda;
    double m_compliance;  // m/N
};

} // namespace pl

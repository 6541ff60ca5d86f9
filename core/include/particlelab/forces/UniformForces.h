// SPDX-License-Identifier: GPL-3.0-or-later
// The simplest interactions, acting on every movable particle (w = 1/m > 0) alone:
//   gravity       F_i = m_i g,          potential energy U = −Σ m_i g·x_i
//   linear drag   F_i = −b v_i,         dissipative (U = 0); b in N·s/m per particle
// Source: any mechanics text, e.g. Witkin & Baraff, "Physically Based Modeling" (SIGGRAPH 2001
// course notes), "Particle System Dynamics", section 4 (unary forces).
#pragma once

#include <particlelab/forces/Interaction.h>

namespace pl {

class Gravity final : public Interaction {
public:
    explicit Gravity(const Eigen::Vector2d& g) : m_g(g) {}  // m/s²

    const Eigen::Vector2d& acceleration() const { return m_g; }
    void setAcceleration(const Eigen::Vector2d& g) { m_g = g; }

    void addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd& velocities,
                   const Eigen::VectorXd& inverseMasses, Eigen::VectorXd& forces) const override;
    double potentialEnergy(const Eigen::VectorXd& positions,
                           const Eigen::VectorXd& inverseMasses) const override;
    std::unique_ptr<Interaction> clone() const override { return std::make_unique<Gravity>(*this); }

private:
    Eigen::Vector2d m_g;  // m/s²
};

class LinearDrag final : public Interaction {
public:
    explicit LinearDrag(double coefficient) : m_b(coefficient) {}  // N·s/m

    double coefficient() const { return m_b; }
    void setCoefficient(double b) { m_b = b; }

    void addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd& velocities,
                   const Eigen::VectorXd& inverseMasses, Eigen::VectorXd& forces) const override;
    double potentialEnergy(const Eigen::VectorXd&, const Eigen::VectorXd&) const override
    {
        return 0.0;
    }
    std::unique_ptr<Interaction> clone() const override
    {
        return std::make_unique<LinearDrag>(*this);
    }

private:
    double m_b;  // N·s/m
};

} // namespace pl

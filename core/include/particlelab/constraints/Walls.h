// SPDX-License-Identifier: GPL-3.0-or-later
// Walls for particles of radius R: half-planes (and boxes made of four of them), with a
// coefficient of restitution r and Coulomb friction μ.
//
// Position stage (every iteration): a particle whose signed distance to a wall,
// d = (x − p)·n − R, is negative is pushed out along the wall normal n by −d; its tangential
// displacement over the substep, Δx_t, is then cancelled if |Δx_t| ≤ μ|d| (static friction)
// or shortened by μ|d| otherwise (kinetic friction) — the position-level Coulomb friction of
// Macklin, Müller, Chentanez & Kim 2014, "Unified Particle Physics for Real-Time Applications",
// section 6.1. The friction impulse is thus at most μ times the normal impulse.
//
// Velocity stage (once per substep, after v = v* + (x − x*)/Δt), for every contact of the
// substep: with v̄_n the normal velocity before the projection,
//   v̄_n < −2|Δv_n|:  v_n ← −r v̄_n       (a bounce: the normal velocity is multiplied by −r)
//   otherwise:       v_n ← max(v_n, 0)   (a resting contact: no bounce, no approach)
// where Δv_n is the normal velocity the forces added during the substep. The threshold is the
// one of Müller et al. 2020, "Detailed Rigid Body Simulation with Extended Position Based
// Dynamics", section 3.6 (|v_n| ≤ 2|g|Δt → no restitution); it stops a resting particle from
// bouncing on the velocity that gravity gives it in one step, so it neither jitters nor, since
// the position is projected every step, sinks.
#pragma once

#include <particlelab/constraints/Constraint.h>

#include <Eigen/Core>

#include <cstdint>
#include <vector>

namespace pl {

struct HalfPlane {
    Eigen::Vector2d point = Eigen::Vector2d::Zero();      // m, a point on the wall
    Eigen::Vector2d normal = Eigen::Vector2d::UnitY();   // unit, pointing into the free side
};

class Walls final : public Constraint {
public:
    // `radius` (m) of every particle, `restitution` r in [0, 1], `friction` μ ≥ 0.
    Walls(double radius, double restitution, double friction);

    void addHalfPlane(const Eigen::Vector2d& point, const Eigen::Vector2d& normal);
    // The inside of the box [min, max] (m) is free.
    void addBox(const Eigen::Vector2d& min, const Eigen::Vector2d& max);
    const std::vector<HalfPlane>& planes() const { return m_planes; }

    double radius() const { return m_radius; }
    double restitution() const { return m_restitution; }
    double friction() const { return m_friction; }
    void setRestitution(double r) { m_restitution = r; }
    void setFriction(double mu) { m_friction = mu; }
    // A restitution for particle i alone (a bouncing ball of its own material).
    void setRestitution(int particle, double r);
    double restitutionOf(int particle) const;
    // A radius (m) for particle i alone (scenes with particles of several sizes).
    void setRadius(int particle, double radius);
    double radiusOf(int particle) const;

    void beginSubstep(ParticleSystem& system, double dt) override;
    void project(ParticleSystem& system, double dt) override;
    void correctVelocities(ParticleSystem& system, double dt) override;
    std::unique_ptr<Constraint> clone() const override { return std::make_unique<Walls>(*this); }

private:
    struct Contact {
        int particle;
        int plane;
        double normalVelocityBefore;  // m/s, v̄_n: the integrator's normal velocity
        double normalVelocityGain;    // m/s, Δv_n: what the forces added this substep
    };

    std::vector<HalfPlane> m_planes;
    double m_radius;       // m
    double m_restitution;
    double m_friction;
    std::vector<double> m_particleRestitution;  // NaN: use m_restitution
    std::vector<double> m_particleRadius;       // m; NaN: use m_radius
    std::vector<Contact> m_contacts;
    std::vector<std::uint32_t> m_touched;       // per particle: bit k = touches plane k
};

} // namespace pl

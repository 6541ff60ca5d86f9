// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/constraints/Walls.h"

#include "particlelab/particles/ParticleSystem.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace pl {

Walls::Walls(double radius, double restitution, double friction)
    : m_radius(radius), m_restitution(restitution), m_friction(friction)
{
}

void Walls::addHalfPlane(const Eigen::Vector2d& point, const Eigen::Vector2d& normal)
{
    assert(m_planes.size() < 32 && normal.norm() > 0.0);
    m_planes.push_back({point, normal.normalized()});
}

void Walls::addBox(const Eigen::Vector2d& min, const Eigen::Vector2d& max)
{
    addHalfPlane(min, Eigen::Vector2d::UnitY());
    addHalfPlane(max, -Eigen::Vector2d::UnitY());
    addHalfPlane(min, Eigen::Vector2d::UnitX());
    addHalfPlane(max, -Eigen::Vector2d::UnitX());
}

void Walls::setRestitution(int particle, double r)
{
    if (static_cast<int>(m_particleRestitution.size()) <= particle)
        m_particleRestitution.resize(particle + 1, std::numeric_limits<double>::quiet_NaN());
    m_particleRestitution[particle] = r;
}

double Walls::restitutionOf(int particle) const
{
    if (particle < static_cast<int>(m_particleRestitution.size()) &&
        !std::isnan(m_particleRestitution[particle]))
        return m_particleRestitution[particle];
    return m_restitution;
}

void Walls::setRadius(int particle, double radius)
{
    if (static_cast<int>(m_particleRadius.size()) <= particle)
        m_particleRadius.resize(particle + 1, std::numeric_limits<double>::quiet_NaN());
    m_particleRadius[particle] = radius;
}

double Walls::radiusOf(int particle) const
{
    if (particle < static_cast<int>(m_particleRadius.size()) &&
        !std::isnan(m_particleRadius[particle]))
        return m_particleRadius[particle];
    return m_radius;
}

void Walls::beginSubstep(ParticleSystem& system, double)
{
    m_contacts.clear();
    m_touched.assign(system.size(), 0u);
}

void Walls::project(ParticleSystem& system, double)
{
    Eigen::VectorXd& x = system.positions();
    const Eigen::VectorXd& x0 = system.previousPositions();
    const Eigen::VectorXd& v = system.velocities();
    const Eigen::VectorXd& v0 = system.previousVelocities();
    for (int i = 0; i < system.size(); ++i) {
        if (system.inverseMass(i) == 0.0)
            continue;
        const double radius = radiusOf(i);
        for (int k = 0; k < static_cast<int>(m_planes.size()); ++k) {
            const HalfPlane& plane = m_planes[k];
            const double depth = (x.segment<2>(2 * i) - plane.point).dot(plane.normal) - radius;
            if (depth >= 0.0)
                continue;
            x.segment<2>(2 * i) -= depth * plane.normal;
            // Coulomb friction on the tangential motion of this substep.
            const Eigen::Vector2d moved = x.segment<2>(2 * i) - x0.segment<2>(2 * i);
            const Eigen::Vector2d tangential = moved - moved.dot(plane.normal) * plane.normal;
            const double slide = tangential.norm();
            const double limit = m_friction * (-depth);
            if (slide <= limit)
                x.segment<2>(2 * i) -= tangential;
            else
                x.segment<2>(2 * i) -= (limit / slide) * tangential;
            if (!(m_touched[i] & (1u << k))) {
                m_touched[i] |= 1u << k;
                const double vn = v.segment<2>(2 * i).dot(plane.normal);
                const double vn0 = v0.segment<2>(2 * i).dot(plane.normal);
                m_contacts.push_back({i, k, vn, vn - vn0});
            }
        }
    }
}

void Walls::correctVelocities(ParticleSystem& system, double)
{
    Eigen::VectorXd& v = system.velocities();
    for (const Contact& c : m_contacts) {
        const Eigen::Vector2d& n = m_planes[c.plane].normal;
        const double vn = v.segment<2>(2 * c.particle).dot(n);
        double target;
        if (c.normalVelocityBefore < -2.0 * std::abs(c.normalVelocityGain))
            target = -restitutionOf(c.particle) * c.normalVelocityBefore;
        else
            target = std::max(vn, 0.0);
        v.segment<2>(2 * c.particle) += (target - vn) * n;
    }
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "soft_body/SoftBodyModel.h"

#include <particlelab/constraints/Walls.h>
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/PressureSoftBody.h>
#include <particlelab/forces/UniformForces.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace pl {

using namespace particle_lessons;

namespace {

// Rest length (m) of the ring's springs: the sides of the regular N-gon of circumradius `radius`.
double springRestLength(const SoftBodySettings& settings)
{
    return 2.0 * settings.radius * std::sin(std::numbers::pi / settings.points);
}

} // namespace

void SoftBodyModel::reset(const SoftBodySettings& settings)
{
    m_settings = settings;
    const int count = settings.points;
    const double restLength = springRestLength(settings);
    m_state = {};
    updateRestShape();

    m_system = ParticleSystem();
    const LatticePiece ring = addRing(m_system, Vec2(0.0, settings.height + m_restRadius),
                                      m_restRadius, count, settings.mass / count);
    m_ring = ring.particles;
    std::vector<Link> springs = ring.links;
    for (Link& l : springs)
        l.restLength = restLength;
    m_system.add(std::make_unique<DampedSprings>(springs, settings.ks, settings.kd));
    m_system.add(std::make_unique<PressureSoftBody>(m_ring, settings.nRT, m_restArea));
    m_system.add(std::make_unique<Gravity>(Vec2(0.0, -9.81)));
    m_system.add(std::make_unique<LinearDrag>(settings.drag));
    auto floor = std::make_unique<Walls>(0.0, settings.restitution, settings.friction);
    floor->addHalfPlane(Vec2::Zero(), Vec2::UnitY());
    m_system.add(std::move(floor));
    m_system.setMethod(settings.method);
}

void SoftBodyModel::updateRestShape()
{
    const int count = m_settings.points;
    m_restRadius = PressureSoftBody::equilibriumRadius(count, springRestLength(m_settings),
                                                       m_settings.ks, m_settings.nRT);
    m_restArea =
        0.5 * count * m_restRadius * m_restRadius * std::sin(2.0 * std::numbers::pi / count);
}

void SoftBodyModel::applyLive(const SoftBodySettings& settings)
{
    m_settings.dt = settings.dt;
    m_settings.nRT = settings.nRT;
    m_settings.ks = settings.ks;
    m_settings.kd = settings.kd;
    m_settings.drag = settings.drag;
    m_system.find<PressureSoftBody>()->setNRT(settings.nRT);
    // nRT and k_s move the equilibrium: the rest area (and the gas energy's zero) follow, so a
    // reset with these values rebuilds the same ones.
    updateRestShape();
    m_system.find<PressureSoftBody>()->setReferenceArea(m_restArea);
    m_system.find<DampedSprings>()->setStiffness(settings.ks);
    m_system.find<DampedSprings>()->setDamping(settings.kd);
    m_system.find<LinearDrag>()->setCoefficient(settings.drag);
}

void SoftBodyModel::step()
{
    if (m_state.divergedAt)
        return;
    m_system.step(m_settings.dt);
    m_state.time += m_settings.dt;
    if (!m_system.isFiniteAndBounded(divergenceBound) || !(area() > 0.0)) {
        m_state.divergedAt = m_state.time;
        return;
    }
    const double ratio = area() / m_restArea;
    m_state.minAreaRatio = std::min(m_state.minAreaRatio, ratio);
    m_state.maxAreaRatio = std::max(m_state.maxAreaRatio, ratio);
}

double SoftBodyModel::area() const
{
    return PressureSoftBody::enclosedArea(m_system.positions(), m_ring);
}

SoftBodyModel::Energies SoftBodyModel::energies() const
{
    const Eigen::VectorXd& x = m_system.positions();
    const Eigen::VectorXd& w = m_system.inverseMasses();
    Energies e;
    e.kinetic = m_system.kineticEnergy();
    e.spring = m_system.find<DampedSprings>()->potentialEnergy(x, w);
    e.gravitational = m_system.find<Gravity>()->potentialEnergy(x, w);
    e.gas = m_system.find<PressureSoftBody>()->potentialEnergy(x, w);
    return e;
}

bool SoftBodyModel::grab(const Vec2& world)
{
    const int i = nearestParticle(m_system, world, 0.2);
    if (i < 0)
        return false;
    m_state.grab.start(m_system, i);
    return true;
}

void SoftBodyModel::moveGrab(const Vec2& world)
{
    m_state.grab.moveTo(m_system, Vec2(world.x(), std::max(world.y(), 0.0)));
}

void SoftBodyModel::release() { m_state.grab.release(m_system); }

TrText SoftBodyModel::checkState() const
{
    if (!state_checks::isTime(m_state.time))
        return PL_TR_NOOP("soft-body", "the time must be a finite number ≥ 0");
    if (!state_checks::isEventTime(m_state.divergedAt, m_state.time))
        return PL_TR_NOOP("soft-body", "the divergence time is not a time of the run");
    if (!(m_state.minAreaRatio > 0.0 && m_state.minAreaRatio <= m_state.maxAreaRatio &&
          std::isfinite(m_state.maxAreaRatio)))
        return PL_TR_NOOP(
            "soft-body", "the smallest and largest area ratios must be positive numbers, in order");
    if (TrText problem = checkParticleSystem(m_system, static_cast<int>(m_ring.size()),
                                                  !m_state.divergedAt, m_state.time,
                                                  divergenceBound);
        !problem.empty())
        return problem;
    // step() calls a run whose body turned inside out diverged.
    if (!m_state.divergedAt && !(area() > 0.0))
        return PL_TR_NOOP("soft-body", "the body of a run that has not diverged encloses no area");
    return m_state.grab.check(m_system);
}

} // namespace pl

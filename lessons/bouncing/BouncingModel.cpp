// SPDX-License-Identifier: GPL-3.0-or-later
#include "bouncing/BouncingModel.h"

#include <particlelab/constraints/Walls.h>
#include <particlelab/forces/UniformForces.h>

#include <algorithm>
#include <cmath>

namespace pl {

using namespace particle_lessons;

void BouncingModel::reset(const BouncingSettings& settings)
{
    m_settings = settings;
    const double height = settings.height, radius = settings.radius, angle = settings.angle;
    m_state = {};
    const int count = static_cast<int>(settings.restitutions.size());
    m_rampStart = count * ballSpacing + 0.4;

    m_floor = ParticleSystem();
    m_ramp = ParticleSystem();
    m_balls.clear();
    const Vec2 foot(m_rampStart, 0.0);
    const Vec2 rampDirection(std::cos(angle), std::sin(angle));
    const Vec2 rampNormal(-std::sin(angle), std::cos(angle));
    for (int k = 0; k < count; ++k) {
        Ball ball;
        ball.restitution = settings.restitutions[static_cast<std::size_t>(k)];
        ball.floorParticle = m_floor.addParticle(Vec2(k * ballSpacing, radius + height),
                                                 Vec2::Zero(), ballMass);
        // h above the plane's surface, measured vertically to the ball's lowest point.
        const Vec2 surface = foot + (0.5 + k * ballSpacing) * rampDirection;
        ball.rampParticle = m_ramp.addParticle(
            surface + Vec2(0.0, height + radius / std::cos(angle)), Vec2::Zero(), ballMass);
        m_balls.push_back(ball);
        m_state.bounces.push_back({{height}, 0.0, false});
    }
    auto floor = std::make_unique<Walls>(radius, 1.0, settings.friction);
    floor->addHalfPlane(Vec2::Zero(), Vec2::UnitY());
    auto ramp = std::make_unique<Walls>(radius, 1.0, settings.friction);
    ramp->addHalfPlane(foot, rampNormal);
    ramp->addHalfPlane(foot, Vec2::UnitX());
    for (const Ball& ball : m_balls) {
        floor->setRestitution(ball.floorParticle, ball.restitution);
        ramp->setRestitution(ball.rampParticle, ball.restitution);
    }
    m_floor.add(std::move(floor));
    m_ramp.add(std::move(ramp));
    for (ParticleSystem* s : {&m_floor, &m_ramp}) {
        s->add(std::make_unique<Gravity>(Vec2(0.0, -g)));
        s->setMethod(Method::SymplecticEuler);
    }
    applyLive(settings.dt, settings.substeps, settings.friction);
}

void BouncingModel::applyLive(double dt, int substeps, double friction)
{
    m_settings.dt = dt;
    m_settings.substeps = substeps;
    m_settings.friction = friction;
    for (ParticleSystem* s : {&m_floor, &m_ramp}) {
        s->setSubsteps(substeps);
        s->find<Walls>()->setFriction(friction);
    }
}

void BouncingModel::step()
{
    if (m_state.divergedAt)
        return;
    m_floor.step(m_settings.dt);
    m_ramp.step(m_settings.dt);
    m_state.time += m_settings.dt;
    if (!m_floor.isFiniteAndBounded(blowUpBound) || !m_ramp.isFiniteAndBounded(blowUpBound)) {
        m_state.divergedAt = m_state.time;
        return;
    }
    trackBounces();
}

// The apex of a bounce: the highest point between the ball starting to rise and starting to
// fall again. A held ball starts a new sequence from where it is let go.
void BouncingModel::trackBounces()
{
    const double radius = m_settings.radius;
    for (std::size_t k = 0; k < m_balls.size(); ++k) {
        const Ball& ball = m_balls[k];
        BounceTrack& track = m_state.bounces[k];
        if (m_state.grab.active() && !m_state.grabOnRamp &&
            m_state.grab.particle() == ball.floorParticle) {
            track.apexes = {m_floor.position(ball.floorParticle).y() - radius};
            track.rising = false;
            continue;
        }
        const double y = m_floor.position(ball.floorParticle).y() - radius;
        const double vy = m_floor.velocity(ball.floorParticle).y();
        if (vy > 0.0 && !track.rising) {
            track.rising = true;
            track.highest = y;
        }
        if (track.rising) {
            track.highest = std::max(track.highest, y);
            if (vy < 0.0) {
                track.rising = false;
                if (track.highest > smallestRecordedBounce * track.apexes.front())
                    track.apexes.push_back(track.highest);
            }
        }
    }
}

bool BouncingModel::grab(const Vec2& world)
{
    const double reach = 2.0 * m_settings.radius + 0.05;  // m
    const int onFloor = nearestParticle(m_floor, world, reach);
    const int onRamp = nearestParticle(m_ramp, world, reach);
    if (onFloor < 0 && onRamp < 0)
        return false;
    m_state.grabOnRamp = onFloor < 0 || (onRamp >= 0 && (m_ramp.position(onRamp) - world).norm() <
                                                      (m_floor.position(onFloor) - world).norm());
    m_state.grab.start(m_state.grabOnRamp ? m_ramp : m_floor,
                       m_state.grabOnRamp ? onRamp : onFloor);
    return true;
}

void BouncingModel::moveGrab(const Vec2& world)
{
    ParticleSystem& system = m_state.grabOnRamp ? m_ramp : m_floor;
    m_state.grab.moveTo(system, Vec2(world.x(), std::max(world.y(), m_settings.radius)));
    trackBounces();
}

void BouncingModel::release() { m_state.grab.release(m_state.grabOnRamp ? m_ramp : m_floor); }

TrText BouncingModel::checkState() const
{
    if (!state_checks::isTime(m_state.time))
        return PL_TR_NOOP("bouncing", "the time must be a finite number ≥ 0");
    if (!state_checks::isEventTime(m_state.divergedAt, m_state.time))
        return PL_TR_NOOP("bouncing", "the divergence time is not a time of the run");
    if (m_state.bounces.size() != m_balls.size())
        return TrText(PL_TR_NOOP("bouncing", "the state must have the bounces of %1 balls"),
                      {trText(std::to_string(m_balls.size()))});
    for (const BounceTrack& track : m_state.bounces)
        if (track.apexes.empty() || !std::isfinite(track.highest) ||
            !std::all_of(track.apexes.begin(), track.apexes.end(),
                         [](double h) { return std::isfinite(h); }))
            return PL_TR_NOOP(
                "bouncing",
                "a ball's bounce heights must be finite numbers, starting with its drop height");
    const int balls = static_cast<int>(m_balls.size());
    for (const ParticleSystem* system : {&m_floor, &m_ramp})
        if (TrText problem = checkParticleSystem(*system, balls, !m_state.divergedAt,
                                                      m_state.time, blowUpBound);
            !problem.empty())
            return problem;
    // Every ball has the mass ballMass; only the one held by the mouse is pinned (1/m = 0).
    for (const ParticleSystem* system : {&m_floor, &m_ramp}) {
        const bool holds = m_state.grab.active() && (system == &m_ramp) == m_state.grabOnRamp;
        for (int i = 0; i < balls; ++i) {
            const double w = system->inverseMass(i);
            if (!(w == 1.0 / ballMass || (holds && i == m_state.grab.particle() && w == 0.0)))
                return PL_TR_NOOP("bouncing", "a ball's mass is not the mass every ball has");
        }
    }
    return m_state.grab.check(m_state.grabOnRamp ? m_ramp : m_floor);
}

double BouncingModel::kineticEnergy() const
{
    return m_floor.kineticEnergy() + m_ramp.kineticEnergy();
}

double BouncingModel::gravitationalEnergy() const
{
    return m_floor.potentialEnergy() + m_ramp.potentialEnergy();
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/ParticleLessonTools.h"

#include "framework/TextFormat.h"

#include <particlelab/constraints/DistanceConstraints.h>
#include <particlelab/constraints/Walls.h>
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/UniformForces.h>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace pl::particle_lessons {

RopeAndCloth buildRopeAndCloth(const Vec2& origin, double massPerParticle)
{
    RopeAndCloth model;
    model.origin = origin;
    model.rope = addRope(model.system, origin, Vec2::UnitX(), RopeAndCloth::ropeCount,
                         RopeAndCloth::spacing, massPerParticle);
    model.cloth = addCloth(model.system, origin + Vec2(1.8, 0.0), RopeAndCloth::clothColumns,
                           RopeAndCloth::clothRows, RopeAndCloth::spacing, massPerParticle);
    model.system.pin(model.cloth.particles.front());
    model.system.pin(model.cloth.particles[RopeAndCloth::clothColumns - 1]);
    model.links = model.rope.links;
    model.links.insert(model.links.end(), model.cloth.links.begin(), model.cloth.links.end());
    model.system.add(std::make_unique<Gravity>(Vec2(0.0, -9.81)));
    return model;
}

void ParticleGrab::start(ParticleSystem& system, int particle)
{
    m_particle = particle;
    m_savedInverseMass = system.inverseMass(particle);
    system.pin(particle);
}

void ParticleGrab::moveTo(ParticleSystem& system, const Vec2& world) const
{
    if (!active())
        return;
    system.setPosition(m_particle, world);
    system.setVelocity(m_particle, Vec2::Zero());
}

void ParticleGrab::release(ParticleSystem& system)
{
    if (!active())
        return;
    system.setInverseMass(m_particle, m_savedInverseMass);
    m_particle = -1;
}

TrText ParticleGrab::check(const ParticleSystem& system) const
{
    if (m_particle == -1)
        return {};
    if (m_particle < 0 || m_particle >= system.size())
        return TrText(PL_TR_NOOP("lessons", "the grabbed particle %1 does not exist"),
                      {trText(std::to_string(m_particle))});
    if (!std::isfinite(m_savedInverseMass) || m_savedInverseMass < 0.0)
        return PL_TR_NOOP("lessons", "the grabbed particle's mass must be positive");
    if (system.inverseMass(m_particle) != 0.0)
        return PL_TR_NOOP("lessons", "the grabbed particle is not held in place");
    return {};
}

TrText checkParticleSystem(const ParticleSystem& system, int particles, bool mustBeFinite,
                                double now, double bound)
{
    const ParticleSystem::State& s = system.state();
    const Eigen::Index n = particles;
    if (s.inverseMasses.size() != n || s.positions.size() != 2 * n ||
        s.velocities.size() != 2 * n || s.forces.size() != 2 * n)
        return TrText(PL_TR_NOOP("lessons", "a particle system must have %1 particles, each with a "
                                            "position, velocity, force and mass"),
                      {trText(std::to_string(particles))});
    for (Eigen::Index i = 0; i < n; ++i)
        if (!std::isfinite(s.inverseMasses[i]) || s.inverseMasses[i] < 0.0)
            return TrText(PL_TR_NOOP("lessons", "particle %1 has a zero or negative mass"),
                          {trText(std::to_string(i))});
    if (!state_checks::isTimeUpTo(s.time, now))
        return PL_TR_NOOP("lessons", "a particle system's time is not a time of the run");
    if (mustBeFinite && !(system.isFiniteAndBounded(bound) && s.forces.allFinite()))
        return PL_TR_NOOP(
            "lessons",
            "a run that has not diverged has a position or velocity beyond its blow-up bound "
            "or a force that is not finite");
    return {};
}

int nearestParticle(const ParticleSystem& system, const Vec2& world, double reach)
{
    int best = -1;
    double bestDistance = reach;
    for (int i = 0; i < system.size(); ++i) {
        const double d = (system.position(i) - world).norm();
        if (d <= bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    return best;
}

void drawLinks(Scene& out, const ParticleSystem& system, const std::vector<Link>& links,
               Color color, double width)
{
    for (const Link& l : links)
        out.segments.push_back(
            {system.position(l.a), system.position(l.b), Stroke{color, width, false}});
}

void drawParticles(Scene& out, const ParticleSystem& system, Color color, double radiusPixels)
{
    for (int i = 0; i < system.size(); ++i) {
        const bool pinned = system.inverseMass(i) == 0.0;
        out.circles.push_back({system.position(i), pinned ? radiusPixels + 1.5 : radiusPixels,
                               pinned ? colors::black : color, Stroke{colors::none, 1.0, false},
                               true});
    }
}

std::string formatSeconds(double t)
{
    std::ostringstream out;
    out.setf(std::ios::fixed);
    out.precision(t < 0.1 ? 4 : 2);
    out << t << " s";
    return out.str();
}


} // namespace pl::particle_lessons

namespace pl::particle_lessons {

SceneDescription describeAsScene(const ParticleSystem& system, std::string title,
                                 std::string description, double radius, double dt,
                                 int substeps, int iterations)
{
    SceneDescription s;
    s.title = std::move(title);
    s.description = std::move(description);
    s.integrator = system.method();
    s.dt = dt;
    s.substeps = substeps;
    s.iterations = std::max(iterations, system.iterations());
    const Walls* walls = system.find<Walls>();
    for (int i = 0; i < system.size(); ++i) {
        SceneParticle p;
        p.position = system.position(i);
        p.velocity = system.velocity(i);
        p.pinned = system.inverseMass(i) == 0.0;
        p.mass = p.pinned ? 1.0 : 1.0 / system.inverseMass(i);
        p.radius = walls && walls->radiusOf(i) > 0.0 ? walls->radiusOf(i) : radius;
        p.color = p.pinned ? colors::black : Color{70, 110, 190};
        s.particles.push_back(p);
    }
    if (const auto* springs = system.find<DampedSprings>())
        for (const Link& l : springs->links())
            s.springs.push_back({l.a, l.b, springs->stiffness() / l.restLength,
                                 springs->damping() / l.restLength, l.restLength});
    if (const auto* rods = system.find<DistanceConstraints>())
        for (const Link& l : rods->links())
            s.rods.push_back({l.a, l.b, rods->compliance(), l.restLength});
    const auto* gravity = system.find<Gravity>();
    s.gravity = gravity ? gravity->acceleration() : Vec2::Zero();
    if (const auto* drag = system.find<LinearDrag>())
        s.drag = drag->coefficient();
    if (walls)
        for (const HalfPlane& plane : walls->planes()) {
            SceneWall w;
            w.point = plane.point;
            w.normal = plane.normal;
            w.restitution = walls->restitution();
            w.friction = walls->friction();
            s.walls.push_back(w);
        }
    s.charts = {{SceneQuantity::Kind::Energies}};
    return s;
}

} // namespace pl::particle_lessons

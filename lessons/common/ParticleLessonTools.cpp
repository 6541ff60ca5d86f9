#include "common/ParticleLessonTools.h"

#include "framework/TextFormat.h"

#include <particlelab/forces/UniformForces.h>

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

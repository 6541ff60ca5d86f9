// What the particle lessons (springs, soft-body, xpbd, bouncing) share: the rope-and-cloth scene
// built on core's Lattice builders, grabbing a particle with the mouse, drawing a particle
// system, and the "diverged at t = …" wording.
#pragma once

#include "framework/Scene.h"
#include "framework/TextFormat.h"

#include <particlelab/particles/Lattice.h>
#include <particlelab/particles/ParticleSystem.h>

#include <string>
#include <vector>

namespace pl::particle_lessons {

// A rope of 15 particles pinned at `origin` and hanging out horizontally, and a 12 × 10 cloth
// pinned at its two top corners 1.8 m to its right; spacing 0.1 m; gravity 9.81 m/s² down.
// The caller joins `links` with springs or with distance constraints.
struct RopeAndCloth {
    static constexpr double spacing = 0.1;  // m
    static constexpr int ropeCount = 15;
    static constexpr int clothColumns = 12;
    static constexpr int clothRows = 10;
    static constexpr double width = 3.2;    // m, room the scene needs to the right of origin

    ParticleSystem system;
    LatticePiece rope;
    LatticePiece cloth;
    std::vector<Link> links;  // rope links, then cloth links
    Vec2 origin = Vec2::Zero();
};
RopeAndCloth buildRopeAndCloth(const Vec2& origin, double massPerParticle);

// Holds one particle under the mouse: while held it is pinned (inverse mass 0) and follows
// the pointer; on release it gets its mass back.
class ParticleGrab {
public:
    bool active() const { return m_particle >= 0; }
    int particle() const { return m_particle; }
    void start(ParticleSystem& system, int particle);
    void moveTo(ParticleSystem& system, const Vec2& world) const;
    void release(ParticleSystem& system);

private:
    int m_particle = -1;
    double m_savedInverseMass = 0.0;  // 1/kg
};

// Index of the particle nearest to `world` within `reach` (m), or −1.
int nearestParticle(const ParticleSystem& system, const Vec2& world, double reach);

// Draws links as segments and particles as small disks (pinned ones black).
void drawLinks(Scene& out, const ParticleSystem& system, const std::vector<Link>& links,
               Color color, double width = 1.0);
void drawParticles(Scene& out, const ParticleSystem& system, Color color, double radiusPixels);

// "1.23 s"
std::string formatSeconds(double t);

} // namespace pl::particle_lessons

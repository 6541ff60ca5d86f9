// SPDX-License-Identifier: GPL-3.0-or-later
// What the particle lessons (springs, soft-body, xpbd, bouncing) share: the rope-and-cloth scene
// built on core's Lattice builders, grabbing a particle with the mouse, saving and checking the
// state of side-by-side runs, drawing a particle system, and the "diverged at t = …" wording.
#pragma once

#include "framework/CoreSerialization.h"
#include "framework/Lesson.h"
#include "framework/Scene.h"
#include "framework/StateChecks.h"
#include "framework/TextFormat.h"

#include <particlelab/particles/Lattice.h>
#include <particlelab/particles/ParticleSystem.h>

#include <cstdint>
#include <iterator>
#include <optional>
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

    int particleCount() const { return static_cast<int>(rope.particles.size() + cloth.particles.size()); }
};
RopeAndCloth buildRopeAndCloth(const Vec2& origin, double massPerParticle);

// Where the rope-and-cloth scene of run `index` starts when several runs stand side by side
// (0.5 m apart).
inline Vec2 sideBySideOrigin(int index)
{
    constexpr double runGap = 0.5;  // m between the scenes of two runs
    return Vec2(index * (RopeAndCloth::width + runGap), 0.0);
}

// Holds one particle under the mouse: while held it is pinned (inverse mass 0) and follows
// the pointer; on release it gets its mass back.
class ParticleGrab {
public:
    bool active() const { return m_particle >= 0; }
    int particle() const { return m_particle; }
    void start(ParticleSystem& system, int particle);
    void moveTo(ParticleSystem& system, const Vec2& world) const;
    void release(ParticleSystem& system);

    // A message when this grab cannot belong to `system` (a particle it does not have, a
    // negative or infinite saved inverse mass, a held particle that is not pinned), or empty.
    TrText check(const ParticleSystem& system) const;

    // The drag is part of a lesson's state: a held particle stays pinned after a reload.
    template <class Archive> void serialize(Archive& ar) { ar(m_particle, m_savedInverseMass); }

private:
    int m_particle = -1;
    double m_savedInverseMass = 0.0;  // 1/kg
};

// One rope-and-cloth run of a side-by-side comparison, besides what names it (a method, a
// kind of link): the scene, when it diverged, and the particle the mouse holds. What evolves
// is written; the scene's springs or constraints are rebuilt by reset().
struct RopeAndClothRun {
    RopeAndCloth model;
    std::optional<double> divergedAt;  // s
    ParticleGrab grab;

    template <class Archive> void serialize(Archive& ar) { ar(model.system, divergedAt, grab); }
};

// A message when `system`'s state cannot be one of a system of `particles` particles: arrays
// of other sizes, negative or infinite inverse masses (zero or negative masses), a time that is
// not a time of the run (finite, ≥ 0, at most `now`, s), or — when `mustBeFinite` (a run that
// has not diverged) — a position or velocity beyond ±`bound` (m, m/s; the bound past which
// the lesson calls a run diverged) or a force that is not finite. Empty when acceptable.
TrText checkParticleSystem(const ParticleSystem& system, int particles, bool mustBeFinite,
                                double now, double bound);

// The evolving part of side-by-side runs, written and read in place: each `Run` has a
// `serialize` for what evolves in it, its other members were rebuilt by reset() from the
// parameters, so a state with another number of runs is refused.
template <class Run>
void saveRuns(StateWriter& out, const std::vector<Run>& runs)
{
    out(static_cast<std::uint64_t>(runs.size()));
    for (const Run& run : runs)
        out(run);
}
template <class Run>
void loadRuns(StateReader& in, std::vector<Run>& runs)
{
    std::uint64_t count = 0;
    in(count);
    if (count != runs.size())
        throw StateError(
            TrText(PL_TR_NOOP("lessons", "the state has %1 runs where the parameters "
                                         "ask for %2"),
                   {trText(std::to_string(count)), trText(std::to_string(runs.size()))}));
    for (Run& run : runs)
        in(run);
}

// Index of the particle nearest to `world` within `reach` (m), or −1.
int nearestParticle(const ParticleSystem& system, const Vec2& world, double reach);

// A mouse drag on a model with one grabbable body (grab(world) on a press, moveGrab on a move,
// release on a release; `state().grab` the ParticleGrab). Returns true when the event was used.
template <class Model>
bool dragOneBody(Model& model, PointerEvent event, const Vec2& world)
{
    if (event == PointerEvent::Press)
        return model.grab(world);
    if (!model.state().grab.active())
        return false;
    if (event == PointerEvent::Move)
        model.moveGrab(world);
    else
        model.release();
    return true;
}

// Drags the same particle in every side-by-side run (laid out by sideBySideOrigin): a press
// picks the particle nearest to the pointer (within 0.15 m) in any run that has not diverged
// and grabs it in all of them; a move is shifted into each run's own frame; a release lets go.
// `Runs` is an indexable range of runs with `divergedAt`, `model.system` and `grab`;
// `grabRun` remembers which run was pressed. Returns true when the event was used.
template <class Runs>
bool dragAcrossRuns(Runs& runs, int& grabRun, PointerEvent event, const Vec2& world)
{
    const int count = static_cast<int>(std::size(runs));
    if (event == PointerEvent::Press) {
        int bestRun = -1, bestParticle = -1;
        double bestDistance = 0.15;  // m: how far from a particle a click still grabs it
        for (int k = 0; k < count; ++k) {
            const auto& run = runs[static_cast<std::size_t>(k)];
            if (run.divergedAt)
                continue;
            const int i = nearestParticle(run.model.system, world, bestDistance);
            if (i >= 0) {
                bestRun = k;
                bestParticle = i;
                bestDistance = (run.model.system.position(i) - world).norm();
            }
        }
        if (bestRun < 0)
            return false;
        grabRun = bestRun;
        for (auto& run : runs)
            if (!run.divergedAt)
                run.grab.start(run.model.system, bestParticle);
        return true;
    }
    bool used = false;
    for (int k = 0; k < count; ++k) {
        auto& run = runs[static_cast<std::size_t>(k)];
        if (!run.grab.active())
            continue;
        used = true;
        if (event == PointerEvent::Move)
            run.grab.moveTo(run.model.system,
                            world - sideBySideOrigin(grabRun) + sideBySideOrigin(k));
        else
            run.grab.release(run.model.system);
    }
    return used;
}

// Beyond this (m, m/s) a particle run has blown up: the bound of springs, xpbd and soft-body.
inline constexpr double divergenceBound = 1e3;

// One step of Δt (s) of every side-by-side run that has not diverged, from time `time` (s); a
// run whose positions or velocities leave ±`bound` (m, m/s) or stop being finite is marked
// diverged at time + Δt. `Runs` as for dragAcrossRuns.
template <class Runs>
void stepRuns(Runs& runs, double time, double dt, double bound)
{
    for (auto& run : runs) {
        if (run.divergedAt)
            continue;
        run.model.system.step(dt);
        if (!run.model.system.isFiniteAndBounded(bound))
            run.divergedAt = time + dt;
    }
}

// The first problem of a loaded state's side-by-side runs at time `now` (s): each run's
// particles (within ±`bound` unless it diverged), its divergence time and its drag, or an empty
// string. `Runs` as for dragAcrossRuns.
template <class Runs>
TrText checkRuns(const Runs& runs, double now, double bound)
{
    for (const auto& run : runs) {
        if (!state_checks::isEventTime(run.divergedAt, now))
            return PL_TR_NOOP("lessons", "a run's divergence time is not a time of the run");
        TrText problem = checkParticleSystem(run.model.system, run.model.particleCount(),
                                                  !run.divergedAt, now, bound);
        if (problem.empty())
            problem = run.grab.check(run.model.system);
        if (!problem.empty())
            return problem;
    }
    return {};
}

// Draws links as segments and particles as small disks (pinned ones black).
void drawLinks(Scene& out, const ParticleSystem& system, const std::vector<Link>& links,
               Color color, double width = 1.0);
void drawParticles(Scene& out, const ParticleSystem& system, Color color, double radiusPixels);

// "1.23 s"
std::string formatSeconds(double t);

} // namespace pl::particle_lessons

namespace pl::particle_lessons {

// "Save as scene": the system's particles (a pinned one gets mass 1 kg in the file), its
// springs (the first DampedSprings, k = k_s/ℓ₀ N/m, c = k_d/ℓ₀), distance constraints (the
// first DistanceConstraints), gravity, drag and walls (the first Walls; its planes, radius,
// restitution and friction) as a scene, with the stepping settings given. Particles without
// walls get `radius` (m).
SceneDescription describeAsScene(const ParticleSystem& system, std::string title,
                                 std::string description, double radius, double dt,
                                 int substeps = 1, int iterations = 1);

} // namespace pl::particle_lessons

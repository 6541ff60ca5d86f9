// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `bouncing`: balls of different restitution r dropped on a floor and on a
// tilted plane (Walls.h), stepped by symplectic Euler with substeps. A ball that hits a wall at
// normal speed v leaves at r v, so the height of its successive bounces is the geometric sequence
// h_n = h r²ⁿ (energy ½mv² ∝ height, v ∝ √h). The model records the apex of every bounce of the
// floor balls to compare with that sequence.
//
// What evolves: the State (time, divergence, the bounce records, the mouse's grab) and the
// arrays of the two particle systems; the walls, gravity and the balls' layout are derived from
// the settings by reset().
#pragma once

#include "common/ParticleLessonTools.h"

#include <optional>
#include <string>
#include <vector>

namespace pl {

struct BouncingSettings {
    std::vector<double> restitutions;  // one ball per value, 0 … 1
    double height = 1.0;    // m: drop height above the floor (and above the plane)
    double radius = 0.05;   // m
    double angle = 0.35;    // rad: tilt of the plane
    double friction = 0.5;  // Coulomb coefficient of floor and plane
    double dt = 1e-3;       // s
    int substeps = 10;
};

class BouncingModel {
public:
    static constexpr double g = 9.81;            // m/s²
    static constexpr double ballMass = 0.1;      // kg
    static constexpr double ballSpacing = 0.4;   // m between balls in a row
    static constexpr double blowUpBound = 1e4;   // m, m/s: beyond this a run has diverged
    // Bounces lower than this fraction of the drop height are not recorded: the discrete time
    // step (resting threshold 2gΔt) dominates them.
    static constexpr double smallestRecordedBounce = 1e-3;

    struct Ball {
        double restitution = 1.0;
        int floorParticle = 0;        // index in floor()
        int rampParticle = 0;         // index in ramp()
    };
    // The bounces of the floor ball of the same index.
    struct BounceTrack {
        std::vector<double> apexes;   // m, h, then the apex of every bounce
        double highest = 0.0;         // m, the highest point of the current bounce so far
        bool rising = false;

        template <class Archive> void serialize(Archive& ar) { ar(apexes, highest, rising); }
    };
    // What evolves besides the particles (the floor's and the ramp's own States).
    struct State {
        double time = 0.0;  // s
        std::optional<double> divergedAt;  // s
        std::vector<BounceTrack> bounces;  // one per ball
        particle_lessons::ParticleGrab grab;
        bool grabOnRamp = false;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(time, divergedAt, bounces, grab, grabOnRamp);
        }
    };

    void reset(const BouncingSettings& settings);
    // New time step, substeps and friction without touching the state.
    void applyLive(double dt, int substeps, double friction);
    void step();
    // The State, then the floor's and the ramp's particles.
    void save(StateWriter& out) const { out(m_state, m_floor, m_ramp); }
    void load(StateReader& in) { in(m_state, m_floor, m_ramp); }
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const BouncingSettings& settings() const { return m_settings; }
    const std::vector<Ball>& balls() const { return m_balls; }
    const State& state() const { return m_state; }
    // Two worlds side by side: balls above a floor, and balls above a plane tilted by θ that
    // rises to the right from a vertical wall at its foot (so the balls hopping down it stay
    // in their corner instead of rolling among the floor balls).
    const ParticleSystem& floor() const { return m_floor; }
    const ParticleSystem& ramp() const { return m_ramp; }
    double rampStart() const { return m_rampStart; }  // m, where the tilted plane meets the floor

    // Apex heights above the floor (m) of the floor ball with the k-th restitution, starting
    // with the drop height.
    const std::vector<double>& bounceHeights(int k) const { return m_state.bounces[k].apexes; }
    double kineticEnergy() const;        // J, all balls
    double gravitationalEnergy() const;  // J, all balls, 0 at y = 0

    // Mouse: take the ball nearest to `world` (m) on the floor or on the plane (false when none is
    // within reach); hold it at `world`, above the floor; let go. A held floor ball starts a new
    // bounce sequence from where it is let go.
    bool grab(const Vec2& world);
    void moveGrab(const Vec2& world);
    void release();

private:
    void trackBounces();

    BouncingSettings m_settings;
    ParticleSystem m_floor;
    ParticleSystem m_ramp;
    std::vector<Ball> m_balls;   // derived
    double m_rampStart = 2.0;    // m, derived
    State m_state;
};

} // namespace pl

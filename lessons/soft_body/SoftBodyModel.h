// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `soft-body`: the pressure soft body of Matyka & Ollila 2003 ("Pressure
// Model of Soft Body Simulation", SIGRAD) in 2D — a closed ring of particles joined by damped
// springs, filled with an ideal gas whose pressure P = nRT/A pushes every edge outwards along its
// normal with force P·ℓ (PressureSoftBody.h). The ball falls on a floor (Walls.h) and bounces;
// the model tracks its enclosed area against the rest value (the free ball's equilibrium) and
// its energies.
//
// What evolves: the State (time, the area range, divergence, the mouse's grab) and the particle
// system's arrays; the springs, the gas, gravity, drag, the floor and the rest shape are derived
// from the settings by reset() (and applyLive()).
#pragma once

#include "common/ParticleLessonTools.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <optional>
#include <string>
#include <vector>

namespace pl {

struct SoftBodySettings {
    double nRT = 60.0;        // J: P = nRT/A
    double ks = 400.0;        // N: force per unit strain of the ring's springs
    double kd = 4.0;          // N·s
    int points = 24;          // particles on the ring
    Method method = Method::Heun;
    double dt = 5e-4;         // s
    double mass = 1.0;        // kg, shared equally by the points
    double radius = 0.5;      // m: the ring with its springs at rest length
    double height = 0.5;      // m: gap between the floor and the ball at t = 0
    double drag = 0.05;       // N·s/m
    double restitution = 0.2; // of the floor
    double friction = 0.8;    // Coulomb coefficient of the floor
};

class SoftBodyModel {
public:
    // What evolves besides the particles (the system's own State).
    struct State {
        double time = 0.0;  // s
        double minAreaRatio = 1.0;
        double maxAreaRatio = 1.0;
        std::optional<double> divergedAt;  // s
        particle_lessons::ParticleGrab grab;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(time, minAreaRatio, maxAreaRatio, divergedAt, grab);
        }
    };
    struct Energies {
        double kinetic = 0.0, spring = 0.0, gravitational = 0.0, gas = 0.0;  // J
        double total() const { return kinetic + spring + gravitational + gas; }
    };

    void reset(const SoftBodySettings& settings);
    // The live settings (Δt, nRT, k_s, k_d, drag) without touching the state.
    void applyLive(const SoftBodySettings& settings);
    void step();
    // The State, then the particles.
    void save(StateWriter& out) const { out(m_state, m_system); }
    void load(StateReader& in) { in(m_state, m_system); }
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const SoftBodySettings& settings() const { return m_settings; }
    const State& state() const { return m_state; }
    const ParticleSystem& system() const { return m_system; }
    const std::vector<int>& ring() const { return m_ring; }

    double area() const;                            // m², enclosed by the ring
    double restArea() const { return m_restArea; }  // m², the free ball in equilibrium
    double restRadius() const { return m_restRadius; }  // m, its circumradius
    Energies energies() const;

    // Mouse: take the point nearest to `world` (m) within 0.2 m; hold it at `world`, above the
    // floor; let go.
    bool grab(const Vec2& world);
    void moveGrab(const Vec2& world);
    void release();

private:
    // The free ball's equilibrium for the current nRT and k_s: radius and area.
    void updateRestShape();

    SoftBodySettings m_settings;
    ParticleSystem m_system;
    std::vector<int> m_ring;      // derived
    double m_restArea = 1.0;      // m², derived
    double m_restRadius = 0.5;    // m, derived
    State m_state;
};

} // namespace pl

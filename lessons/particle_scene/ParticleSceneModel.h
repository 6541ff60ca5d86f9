// SPDX-License-Identifier: GPL-3.0-or-later
// The model of a particle scene: a core ParticleSystem built from a SceneDescription (springs →
// DampedSprings, rods → XPBD DistanceConstraints, walls → Walls, contacts → DiskContacts,
// mutual gravity → MutualGravitation, uniform gravity and drag), and the evolving values in a
// plain State.
//
// The system is derived: rebuilt from the description and the settings (integrator, Δt, g, …)
// whenever they change. It holds no state between calls: the State's arrays are swapped into it
// for a step and swapped back out (an O(1) exchange of buffers), and copied into it to measure
// the potential energy.
#pragma once

#include "framework/SceneDescription.h"

#include <particlelab/particles/ParticleSystem.h>

#include <optional>
#include <vector>

namespace pl {

// What a person may change while a scene runs (the lesson's parameters).
struct SceneSettings {
    Method integrator = Method::SymplecticEuler;
    double dt = 1e-3;          // s
    int substeps = 1;
    int iterations = 1;
    double gravityScale = 1.0; // multiplies the scene's g
    double drag = 0.0;         // N·s/m
    double restitution = 1.0;  // of contacts between particles (when the scene has them)
};

class ParticleSceneModel {
public:
    struct State {
        Eigen::VectorXd positions;   // m, [x0 y0 x1 y1 …]
        Eigen::VectorXd velocities;  // m/s
        double time = 0.0;           // s
        long long steps = 0;
        double initialEnergy = 0.0;  // J, at t = 0
        std::optional<double> divergedAt;  // s
        int grabbed = -1;            // the particle held by the mouse, or −1
        Eigen::Vector2d grabTarget = Eigen::Vector2d::Zero();  // m
        std::vector<std::vector<Eigen::Vector2d>> trails;      // per particle with a trail

        template <class Archive> void serialize(Archive& ar)
        {
            ar(positions, velocities, time, steps, initialEnergy, divergedAt, grabbed, grabTarget,
               trails);
        }
    };
    // A message when `state` cannot be a state of this scene (sizes, NaN before divergence,
    // a grabbed particle it does not have); empty when acceptable.
    TrText checkState() const;

    void reset(const SceneDescription& scene, const SceneSettings& settings);
    // New settings without touching the state.
    void applySettings(const SceneSettings& settings);
    void step();
    // Polled inside a step (its substeps, iterations and pair loops); see StepMonitor.h.
    void setStepMonitor(StepMonitor* monitor);

    const SceneDescription& scene() const { return m_scene; }
    const SceneSettings& settings() const { return m_settings; }
    const State& state() const { return m_state; }
    State& state() { return m_state; }

    double kineticEnergy() const;    // J
    double potentialEnergy() const;  // J
    double energy() const { return kineticEnergy() + potentialEnergy(); }
    Eigen::Vector2d momentum() const;  // kg·m/s, movable particles
    double angularMomentum() const;    // kg·m²/s, about the centre of mass, movable particles
    Eigen::Vector2d position(int i) const { return m_state.positions.segment<2>(2 * i); }
    Eigen::Vector2d velocity(int i) const { return m_state.velocities.segment<2>(2 * i); }

    // Mouse: hold particle i at `target` (pinned while held), or let go.
    void grab(int i, const Eigen::Vector2d& target);
    void release();

    static constexpr double divergenceBound = 1e6;  // m and m/s

private:
    void build();
    double massOf(int i) const;  // kg; +inf for pinned

    SceneDescription m_scene;
    SceneSettings m_settings;
    State m_state;
    // J: the energy reset() measured at the start. A state is read into a model just reset
    // with the same scene, so its initialEnergy must be this one.
    double m_initialEnergyAtReset = 0.0;
    mutable ParticleSystem m_system;  // derived; see the header comment
    StepMonitor* m_monitor = nullptr;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `springs`: a rope (a chain pinned at one end) and a cloth pinned at two
// corners, built from damped springs f = [k_s(|d|/r − 1) + k_d((v_j − v_i)·d)/(r|d|)] d/|d|
// (DampedSprings.h), integrated by several methods side by side.
//
// The point: stiff springs make explicit (forward) Euler blow up — it multiplies the energy of
// every mode of angular frequency ω by 1 + (ωΔt)² per step — while symplectic Euler, at the same
// Δt and cost, holds as long as ω_max Δt < 2 (Hairer, Lubich & Wanner, "Geometric Numerical
// Integration", 2nd ed., ch. I.1).
//
// What evolves: the State (time, the accepted largest stable Δt, the run a drag started in) and
// in each run its particle system's arrays, its divergence and its grab. The springs of every run
// and ω_max are derived from the settings by reset().
#pragma once

#include "common/ParticleLessonTools.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace pl {

struct SpringsSettings {
    double ks = 50.0;     // N: force per unit strain
    double kd = 0.02;     // N·s
    double mass = 0.01;   // kg per particle
    double dt = 1e-3;     // s
    std::vector<Method> methods;  // run side by side
};

class SpringsModel {
public:
    // The method and the model's springs are rebuilt by reset().
    struct Run : particle_lessons::RopeAndClothRun {
        Method method;
    };
    // What evolves besides the runs.
    struct State {
        double time = 0.0;                  // s
        std::optional<double> maxStableDt;  // s, from the accepted study
        int grabRun = 0;                    // the run a drag started in

        template <class Archive> void serialize(Archive& ar) { ar(time, maxStableDt, grabRun); }
    };
    struct Energies {
        double kinetic = 0.0, spring = 0.0, gravitational = 0.0;  // J
        double total() const { return kinetic + spring + gravitational; }
    };

    // The rope and cloth at `origin` joined by damped springs, stepped by `method`.
    static particle_lessons::RopeAndCloth build(const Vec2& origin, double mass, double ks,
                                                double kd, Method method);

    void reset(const SpringsSettings& settings);
    // New stiffness, damping and time step without touching the state.
    void applyLive(double ks, double kd, double dt);
    void step();
    // Every run has diverged (and there is at least one).
    bool allDiverged() const;
    bool finished() const { return allDiverged(); }
    // The State, then every run's evolving part.
    void save(StateWriter& out) const;
    void load(StateReader& in);
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const SpringsSettings& settings() const { return m_settings; }
    const std::vector<Run>& runs() const { return m_runs; }
    const State& state() const { return m_state; }
    State& state() { return m_state; }

    Energies energies(const Run& run) const;
    // Highest angular frequency of the spring network (rad/s); the symplectic Euler limit is
    // 2/ω_max (s).
    double omegaMax() const { return m_omegaMaxAtUnitStiffness * std::sqrt(m_settings.ks); }

    // Mouse: the same particle dragged in every run (see particle_lessons::dragAcrossRuns).
    bool drag(PointerEvent event, const Vec2& world);

private:
    SpringsSettings m_settings;
    // ω_max of the network with k_s = 1 N (rad/s): ω_max grows exactly as √k_s, so a live
    // change of k_s rescales it and a reload at the new k_s gives the same bits.
    double m_omegaMaxAtUnitStiffness = 0.0;
    std::vector<Run> m_runs;
    State m_state;
};

} // namespace pl

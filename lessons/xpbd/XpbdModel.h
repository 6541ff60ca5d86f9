// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `xpbd`: the rope and cloth of the `springs` lesson built from XPBD distance
// constraints (Macklin, Müller & Chentanez 2016, "XPBD: Position-Based Simulation of Compliant
// Constrained Dynamics", DistanceConstraints.h) with compliance α, substeps and iterations, side
// by side with the damped-spring version (symplectic Euler) at the same Δt. The constraint error
// is the mean and max of |ℓ − ℓ₀|/ℓ₀ over all links; a compliant constraint stores the energy of
// its spring, ½ C²/α.
//
// What evolves: the State (time, the run a drag started in) and in each run its particle
// system's arrays, its divergence and its grab; the constraints and springs are derived from the
// settings by reset().
#pragma once

#include "common/ParticleLessonTools.h"

#include <array>
#include <optional>
#include <string>

namespace pl {

struct XpbdSettings {
    double compliance = 1e-4;  // m/N: inverse stiffness of every XPBD link; 0 is rigid
    int substeps = 10;         // per frame, both versions
    int iterations = 1;        // Gauss–Seidel sweeps over the XPBD links per substep
    double dt = 1.0 / 60.0;    // s, one frame
    double mass = 0.01;        // kg per particle
    double ks = 100.0;         // N: spring version, force per unit strain
    double kd = 0.02;          // N·s: spring version
};

class XpbdModel {
public:
    static constexpr int xpbdRun = 0;    // the rope and cloth of XPBD constraints
    static constexpr int springRun = 1;  // the same of damped springs

    // Its constraints or springs are rebuilt by reset().
    struct Run : particle_lessons::RopeAndClothRun {
        std::string id;    // "xpbd" or "springs"
    };
    // What evolves besides the two runs.
    struct State {
        double time = 0.0;  // s
        int grabRun = 0;    // the run a drag started in

        template <class Archive> void serialize(Archive& ar) { ar(time, grabRun); }
    };
    struct Energies {
        double kinetic = 0.0, elastic = 0.0, gravitational = 0.0;  // J
        double total() const { return kinetic + elastic + gravitational; }
    };

    void reset(const XpbdSettings& settings);
    // The live settings (all but the mass) without touching the state.
    void applyLive(const XpbdSettings& settings);
    void step();
    bool bothDiverged() const { return m_runs[0].divergedAt && m_runs[1].divergedAt; }
    bool finished() const { return bothDiverged(); }
    // The State, then both runs' evolving parts.
    void save(StateWriter& out) const { out(m_state, m_runs); }
    void load(StateReader& in) { in(m_state, m_runs); }
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const XpbdSettings& settings() const { return m_settings; }
    const std::array<Run, 2>& runs() const { return m_runs; }
    const State& state() const { return m_state; }

    // Mean and max relative link-length error of run `index` (xpbdRun or springRun).
    LinkStrain constraintError(int index) const;
    Energies energies(const Run& run) const;

    // Mouse: the same particle dragged in both runs (see particle_lessons::dragAcrossRuns).
    bool drag(PointerEvent event, const Vec2& world);

private:
    XpbdSettings m_settings;
    std::array<Run, 2> m_runs;
    State m_state;
};

} // namespace pl

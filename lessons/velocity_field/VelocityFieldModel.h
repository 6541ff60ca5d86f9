// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `velocity-field`: a particle traced through a given velocity field,
// dx/dt = v(x, t) (fields in VelocityFields.h), by forward Euler, Heun, midpoint and RK4 at the
// same Δt, next to a reference path (RK4 at Δt/100). A run whose position leaves every bound has
// diverged.
//
// What evolves is in State; the field and its derivative function are derived from the settings
// by reset().
#pragma once

#include "framework/CoreSerialization.h"
#include "velocity_field/VelocityFields.h"

#include <particlelab/integrators/FirstOrderIntegrators.h>

#include <optional>
#include <string>
#include <vector>

namespace pl {

struct VelocityFieldSettings {
    VelocityFieldKind field = VelocityFieldKind::Cosine;
    Vec2 seed = Vec2(0.5, 1.0);  // m: where the particle starts
    double dt = 0.05;            // s (live)
    double endTime = 2.0;        // s: the run stops here
    std::vector<Method> methods; // traced side by side (those with a first-order form)
};

class VelocityFieldModel {
public:
    static constexpr int referenceSubsteps = 100;  // the reference path runs RK4 at Δt/100
    // A method has diverged when it is this many times farther from the reference solution than
    // the reference is from the origin (plus 1 m): judged against the reference, not a fixed
    // bound, because some exact solutions (the cosine field) themselves grow past any fixed bound.
    static constexpr double divergenceFactor = 1e3;

    struct Run {
        Method method;
        Vec y;                              // position (m)
        std::optional<double> divergedAt;   // s
        std::vector<Vec2> trail;

        template <class Archive> void serialize(Archive& ar) { ar(method, y, divergedAt, trail); }
    };
    struct State {
        double time = 0.0;           // s
        Vec reference;               // m: the reference path's current point
        std::vector<Vec2> referenceTrail;
        std::vector<Run> runs;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(time, reference, referenceTrail, runs);
        }
    };

    // A point of the plane as the integrators' state vector, and back.
    static Vec toState(const Vec2& p);
    static Vec2 toPoint(const Vec& y) { return Vec2(y[0], y[1]); }

    void reset(const VelocityFieldSettings& settings);
    void setTimeStep(double dt) { m_settings.dt = dt; }
    void step();
    // The end time is reached, or every method has diverged.
    bool finished() const;
    // Reads the State: the runs must be of the chosen methods.
    void load(StateReader& in);
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const VelocityFieldSettings& settings() const { return m_settings; }
    const VelocityField& field() const { return m_field; }
    const State& state() const { return m_state; }

    // The particle's position (m) under `method`; nothing when the method is not running.
    std::optional<Vec2> position(Method method) const;

private:
    VelocityFieldSettings m_settings;
    VelocityField m_field{VelocityFieldKind::Cosine};  // derived
    DerivativeFunction m_velocity;                     // derived
    State m_state;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `harmonic-oscillator`: a mass on a spring, x'' = −(k/m) x, integrated by
// several methods side by side against the exact solution x(t) = x₀ cos ωt + (v₀/ω) sin ωt,
// ω = √(k/m).
//
// The point of the lesson: forward Euler multiplies the energy E = ½mv² + ½kx² by exactly
// (1 + ω²Δt²) every step, so the oscillation spirals out; symplectic Euler, with the same cost,
// keeps the energy error bounded for ever (it conserves a nearby "shadow" energy).
// (E. Hairer, C. Lubich, G. Wanner, Geometric Numerical Integration, 2nd ed., Springer 2006,
// ch. I.1 and IX.)
//
// What evolves is in State; the blow-up bound is derived from the settings by reset().
#pragma once

#include "framework/CoreSerialization.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <optional>
#include <string>
#include <vector>

namespace pl {

struct HarmonicOscillatorSettings {
    double k = 1.0;      // N/m
    double mass = 1.0;   // kg
    double x0 = 1.0;     // m
    double v0 = 0.0;     // m/s
    double dt = 0.05;    // s
    std::vector<Method> methods;  // run side by side
};

class HarmonicOscillatorModel {
public:
    struct Run {
        Method method;
        ParticleState state;
        std::optional<double> divergedAt;  // s

        template <class Archive> void serialize(Archive& ar) { ar(method, state, divergedAt); }
    };
    struct State {
        double time = 0.0;  // s
        std::vector<Run> runs;

        template <class Archive> void serialize(Archive& ar) { ar(time, runs); }
    };

    void reset(const HarmonicOscillatorSettings& settings);
    void setTimeStep(double dt) { m_settings.dt = dt; }
    void step();
    // Every run has diverged (and there is at least one).
    bool allDiverged() const;
    bool finished() const { return allDiverged(); }
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const HarmonicOscillatorSettings& settings() const { return m_settings; }
    const State& state() const { return m_state; }
    State& state() { return m_state; }

    double omega() const;  // rad/s
    // The exact solution at time t (m, m/s).
    double exactPosition(double t) const;
    double exactVelocity(double t) const;
    double energy(double x, double v) const  // J
    {
        return 0.5 * m_settings.mass * v * v + 0.5 * m_settings.k * x * x;
    }
    double initialEnergy() const { return energy(m_settings.x0, m_settings.v0); }  // J

private:
    HarmonicOscillatorSettings m_settings;
    double m_blowUpBound = 1e3;  // |x|, |v| beyond this count as diverged
    State m_state;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `pendulum`: the simple and the damped pendulum,
// θ'' = −(g/L) sin θ − 2βθ', integrated by one of the core integrators beside the small-angle
// (linearised) solution, with its energy per unit mass E = ½L²θ'² + gL(1 − cos θ) and its period
// measured from zero crossings (the exact period 4√(L/g) K(sin(θ₀/2)), the small-angle
// 2π√(L/g)).
// Physics: core/pendulum/SimplePendulum.h (Taylor, "Classical Mechanics", §4.9 and §5.4).
//
// What evolves is in State (the swing, the period meter, divergence, the start a drag moved, the
// drag); the acceleration function is derived from the settings by reset().
#pragma once

#include "framework/CoreSerialization.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/pendulum/SimplePendulum.h>

#include <Eigen/Core>

#include <optional>
#include <string>

namespace pl {

struct PendulumSettings {
    SimplePendulumParameters physics;  // L, g, β
    Method method = Method::RK4;
    double dt = 0.005;      // s
    double theta0 = 1.0;    // rad, from the downward vertical
    double omega0 = 0.0;    // rad/s
};

class PendulumModel {
public:
    struct State {
        ParticleState swing;  // x = [θ] (rad), v = [θ'] (rad/s)
        ZeroCrossingPeriodMeter periodMeter;
        std::optional<double> divergedAt;  // s
        long long steps = 0;
        double theta0 = 1.0;   // rad: the start, moved by a drag
        double omega0 = 0.0;   // rad/s
        double energy0 = 0.0;  // J/kg, at the start
        bool dragging = false;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(swing, periodMeter, divergedAt, steps, theta0, omega0, energy0, dragging);
        }
    };

    void reset(const PendulumSettings& settings);
    void setTimeStep(double dt) { m_settings.dt = dt; }
    // Starts the run again at θ(0) = θ₀, θ'(0) = ω₀ (rad, rad/s).
    void restart(double theta0, double omega0);
    // One step; nothing while the bob is held or after divergence (the last finite state stays).
    void step();
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const PendulumSettings& settings() const { return m_settings; }
    const SimplePendulumParameters& physics() const { return m_settings.physics; }
    const State& state() const { return m_state; }
    double time() const { return m_state.swing.t; }  // s
    State& state() { return m_state; }

    double angle() const { return m_state.swing.x[0]; }            // rad
    double angularVelocity() const { return m_state.swing.v[0]; }  // rad/s
    double energy() const;                                         // J/kg
    double smallAngle() const;                                     // rad: the ghost's angle now
    // 10 (E₀ + 2gL) (J/kg): the integrator, not physics, pumped in an energy beyond this.
    double runawayEnergy() const
    {
        return 10.0 * (m_state.energy0 + 2.0 * physics().gravity * physics().length);
    }
    Eigen::Vector2d bobPosition(double theta) const;  // m, pivot at the origin, y up

    // Mouse: take the bob when `world` (m) is near it; drag it (the run restarts at the new angle,
    // which is returned; empty at the pivot, where the angle is undefined); let go.
    bool grabBob(const Eigen::Vector2d& world);
    std::optional<double> dragBobTo(const Eigen::Vector2d& world);
    void releaseBob() { m_state.dragging = false; }

private:
    PendulumSettings m_settings;
    AccelerationFunction m_acceleration;  // derived from the settings
    State m_state;
};

} // namespace pl

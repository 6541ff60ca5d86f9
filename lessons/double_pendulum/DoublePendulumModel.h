// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `double-pendulum`: two point masses on massless rods, integrated by one of
// the core integrators; up to 100 copies started with θ₁ a tiny δ apart show the sensitivity to
// initial conditions, and the growth of the phase-space separation d of the first two copies,
// d(t) ≈ d₀ e^{λt} while d is small, gives an estimate of the largest Lyapunov exponent λ
// (the slope of a least-squares line through ln d against t).
// Physics: core/pendulum/DoublePendulum.h (equations from E. Neumann, myPhysicsLab "Double
// Pendulum"; checked against Lagrange's equations solved as a 2 × 2 mass-matrix system).
//
// The integrator is one of the core's explicit methods on (θ, θ') — of which symplectic Euler
// and velocity Verlet are *not* symplectic here, the kinetic energy depending on θ₁ − θ₂ — or the
// implicit midpoint rule on the canonical (θ, p), which is (core/pendulum/DoublePendulumCanonical.h).
//
// What evolves is in State; the acceleration function is derived from the settings by reset().
#pragma once

#include "framework/CoreSerialization.h"

#include <particlelab/analysis/LinearFit.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/pendulum/DoublePendulum.h>
#include <particlelab/pendulum/DoublePendulumCanonical.h>

#include <Eigen/Core>

#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace pl {

struct DoublePendulumSettings {
    DoublePendulumParameters physics;  // masses, lengths, g
    Method method = Method::RK4;
    // When set, the implicit midpoint rule on (θ, p) steps the copies instead of `method`.
    bool canonicalImplicitMidpoint = false;
    double dt = 1e-3;       // s
    int copies = 1;
    double delta = 0.0;     // rad: θ₁ offset between neighbouring copies
    double theta1 = 0.0, theta2 = 0.0;  // rad: the first copy's start
    double omega1 = 0.0, omega2 = 0.0;  // rad/s
    // The flip map study's grid, time limit and step (the lesson's; the model does not use them).
    int flipGrid = 200;
    double flipTime = 10.0;  // s
    double flipDt = 1e-3;    // s
};

class DoublePendulumModel {
public:
    enum class Drag { None, UpperBob, LowerBob };

    struct State {
        // x = [θ₁ of every copy, θ₂ of every copy], v likewise (see
        // doublePendulumAccelerationFunction).
        ParticleState pendulums;
        std::optional<double> divergedAt;  // s
        long long steps = 0;

        // The first copy's start (a drag moves it) and what restart() derives from it.
        double theta1 = 0.0, theta2 = 0.0;  // rad
        double energy0 = 0.0;               // J
        double blowUpRate = 1e3;     // rad/s: |θ'| beyond this counts as diverged
        double runawayEnergy = 1e3;  // J: a copy's energy beyond this counts as diverged

        // Separation samples for the Lyapunov fit: ln d against t while d is below saturation.
        std::vector<double> sampleTimes;    // s
        std::vector<double> sampleLogs;     // ln(d)
        std::optional<double> saturatedAt;  // s: the separation reached the fit's upper limit
        std::optional<LinearFit> fit;
        double nextSampleTime = 0.0;        // s

        // Trails of the lower bobs (m), oldest first.
        std::vector<std::deque<Eigen::Vector2d>> trails;
        double nextTrailTime = 0.0;         // s

        std::string flipSummary;  // of the accepted flip map (written by the lesson)
        Drag drag = Drag::None;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(pendulums, divergedAt, steps, theta1, theta2, energy0, blowUpRate, runawayEnergy,
               sampleTimes, sampleLogs, saturatedAt, fit, nextSampleTime, trails, nextTrailTime,
               flipSummary, drag);
        }
    };

    // The fit of ln(separation) uses samples below this separation (rad, rad/s alike): beyond it
    // the copies are no longer close and the separation saturates at the size of the motion.
    static constexpr double saturationSeparation = 0.05;

    void reset(const DoublePendulumSettings& settings);
    void setTimeStep(double dt) { m_settings.dt = dt; }
    // Starts every copy from θ₁ + iδ, θ₂, ω₁, ω₂ (rad, rad/s) at t = 0.
    void restart(double theta1, double theta2);
    // One step; nothing while a bob is held or after divergence (the last finite state stays).
    void step();
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const DoublePendulumSettings& settings() const { return m_settings; }
    const DoublePendulumParameters& physics() const { return m_settings.physics; }
    int copies() const { return m_settings.copies; }
    const State& state() const { return m_state; }
    double time() const { return m_state.pendulums.t; }  // s
    State& state() { return m_state; }

    // The state of copy i (rad, rad/s).
    DoublePendulumState copyState(int i) const;
    double energy(int copy = 0) const;  // J
    // |y₁ − y₀| in phase space (θ in rad and θ' in rad/s taken alike) between the first two copies.
    double separation() const;
    // The fitted growth rate of ln(separation) (1/s) while the separation is small.
    std::optional<LinearFit> separationFit() const { return m_state.fit; }

    // Mouse: take the nearer bob of the first copy when `world` (m) is near one (the start becomes
    // the pendulum as it is now); drag it (every copy restarts from the new angles; false at the
    // pivot or on the upper bob, where the angle is undefined); let go.
    bool grabBob(const Eigen::Vector2d& world);
    bool dragBobTo(const Eigen::Vector2d& world);
    void releaseBob() { m_state.drag = Drag::None; }

private:
    void sampleSeparation();
    // The next state by the chosen method; nullopt when the implicit midpoint's iteration failed.
    std::optional<ParticleState> advance() const;
    // True when a copy's energy passed m_state.runawayEnergy (or is not finite).
    bool runawayEnergy(const ParticleState& state) const;
    // What restart() derives from the first copy's start (θ₁, θ₂ in rad; ω from the settings).
    struct StartBounds {
        double energy0 = 0.0;        // J
        double blowUpRate = 0.0;     // rad/s
        double runawayEnergy = 0.0;  // J
    };
    StartBounds startBounds(double theta1, double theta2) const;

    DoublePendulumSettings m_settings;
    AccelerationFunction m_acceleration;  // derived from the settings
    State m_state;
};

} // namespace pl

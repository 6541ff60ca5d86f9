// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `integrators`: forward Euler, symplectic Euler, Heun, midpoint, RK4 and
// velocity Verlet side by side on a harmonic oscillator, a nonlinear pendulum or a Kepler orbit
// (IntegratorProblems.h), against the exact or a reference solution.
//
// What it computes, with its sources:
//  * the global error at a fixed time T ∝ Δtᵖ (Hairer, Nørsett & Wanner, "Solving ODEs I",
//    §II.3) — the lesson's convergence study fits p;
//  * symplectic methods preserve phase-space area (Liouville) and keep the energy error bounded
//    (Hairer, Lubich & Wanner, "Geometric Numerical Integration", §VI.2 and §IX.8): a cloud of
//    initial conditions (a loop in phase space) is stepped by each method and its area compared
//    with the initial one;
//  * step-through mode: one step runs one stage of every method (core StagedStep), recording
//    the state the stage evaluates at, the slope it uses and the point it predicts;
//  * error control (core AdaptiveStepper): Heun–Euler 2(1) and Dormand–Prince 5(4) choose their
//    own steps to keep the estimated local error of each step below a tolerance. They do not
//    step on the lesson's Δt grid: after every lesson step each one steps on until it has
//    reached or passed the lesson's time (never past the end time T, where its last step is cut
//    to land), so its Δt is the controller's own, and it is compared with the exact or
//    reference solution at its own time. Every attempt of the last lesson step is kept for the
//    charts (Δt per step, rejected steps, error estimate against the tolerance);
//  * precision per method (core's integrators are templates on the scalar): a fixed-step
//    method runs in float, double, double with compensated (Kahan) summation or long double.
//    A float run's state is kept in double (every float is one) with its time summed in double;
//    a long double run keeps its state in long double beside it (the double copy is what is
//    drawn and measured); a Kahan run's carry rides in its state. The phase-space cloud and
//    step-through mode run in double.
//
// What evolves is in State; the problem, its acceleration, the start energy and the cloud's
// initial area are derived from the settings by reset().
#pragma once

#include "framework/CoreSerialization.h"
#include "integrators/IntegratorProblems.h"

#include <particlelab/integrators/AdaptiveIntegrators.h>
#include <particlelab/integrators/RoundoffStudy.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace pl {

struct IntegratorsSettings {
    IntegratorProblemKind problem = IntegratorProblemKind::Oscillator;
    double amplitude = 0.0;     // rad: the pendulum's release angle
    double eccentricity = 0.0;  // of the Kepler orbit
    double dt = 0.05;           // s (live)
    double endTime = 20.0;      // s: the run stops here
    std::vector<Method> methods;  // run side by side
    std::vector<EmbeddedPair> adaptive;  // embedded pairs run beside them
    double tolerance = 1e-6;    // of the embedded pairs: absolute and relative
    Precision precision = Precision::Double;      // of the methods not named below
    std::map<Method, Precision> precisionOf;      // per method
    bool stepThrough = false;   // one step runs one stage of every method (live)
    bool cloud = false;         // evolve a phase-space cloud with each method
};

template <class Archive>
void serialize(Archive& ar, ErrorControl& c)
{
    ar(c.absoluteTolerance, c.relativeTolerance, c.firstStep, c.maxStep);
}

template <class Archive>
void serialize(Archive& ar, StepAttempt& a)
{
    ar(a.time, a.dt, a.error, a.accepted);
}

template <class Archive>
void serialize(Archive& ar, AdaptiveStepper::Snapshot& s)
{
    ar(s.pair, s.state, s.control, s.dt, s.previousError, s.lastRejected, s.haveFirstSlope,
       s.firstSlopeV,
       s.evaluations, s.accepted, s.rejected);
}

class IntegratorsModel {
public:
    static constexpr int cloudPoints = 240;  // states on the loop of the phase-space cloud

    struct Run {
        Method method;
        ParticleState state;
        long long forceEvaluations = 0;
        std::optional<double> divergedAt;  // s
        std::vector<Vec2> trail;           // drawn points, oldest first
        // Step-through: the step being run stage by stage (kept after it finishes so the view
        // can draw its last stage), and the state it started from.
        std::optional<StagedStep> staged;
        ParticleState stageStart;
        // The phase-space cloud: a loop of initial conditions stacked in one state.
        ParticleState cloud;
        bool cloudDiverged = false;

        // A step in progress is saved as its StagedStep::State; load() gives it back its
        // acceleration function.
        template <class Archive> void save(Archive& ar) const
        {
            std::optional<StagedStep::State> step;
            if (staged)
                step = staged->state();
            ar(method, state, forceEvaluations, divergedAt, trail, step, stageStart, cloud,
               cloudDiverged);
        }
        template <class Archive> void load(Archive& ar)
        {
            std::optional<StagedStep::State> step;
            ar(method, state, forceEvaluations, divergedAt, trail, step, stageStart, cloud,
               cloudDiverged);
            staged.reset();
            if (step)
                staged.emplace(AccelerationFunction{}, std::move(*step));
        }
    };
    // A run of an embedded pair with its own step size.
    struct AdaptiveRun {
        AdaptiveStepper::Snapshot stepper;
        ParticleState reference;           // the exact or reference state at the run's time
        std::optional<double> divergedAt;  // s: blew up, or the step size fell to nothing
        bool stalled = false;              // the step size fell to nothing (tolerance too tight)
        std::vector<Vec2> trail;
        std::vector<StepAttempt> recent;   // the attempts of the last lesson step, oldest first

        EmbeddedPair pair() const { return stepper.pair; }
        const ParticleState& state() const { return stepper.state; }
        template <class Archive> void serialize(Archive& ar)
        {
            ar(stepper, reference, divergedAt, stalled, trail, recent);
        }
    };

    struct State {
        double time = 0.0;           // s
        double stagedDt = 0.05;      // s: Δt of the step being run stage by stage
        ParticleState reference;     // the exact state, or the pendulum's fine RK4 reference
        std::vector<Vec2> referenceTrail;
        std::vector<Run> runs;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(time, stagedDt, reference, referenceTrail, runs);
        }
    };

    void reset(const IntegratorsSettings& settings);
    void setTimeStep(double dt) { m_settings.dt = dt; }
    // Leaving step-through finishes the step that is half done, so that every method stands at
    // the same time.
    void setStepThrough(bool on);
    // A whole step of every method (in step-through mode: the rest of the step in progress).
    void step();
    // One stage of every method in step-through mode, else a whole step.
    void stepOnce();
    // The end time is reached, or every method has diverged.
    bool finished() const;
    // Reads the State: the runs must be of the chosen methods; a step in progress gets its
    // acceleration function back.
    void load(StateReader& in);
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const IntegratorsSettings& settings() const { return m_settings; }
    const IntegratorProblem& problem() const { return m_problem; }
    const State& state() const { return m_state; }
    // The embedded pairs' runs (kept apart from State, whose layout older files hold).
    const std::vector<AdaptiveRun>& adaptiveRuns() const { return m_adaptive; }
    // Reads and writes them; the lesson saves them only when embedded pairs are chosen.
    void loadAdaptive(StateReader& in);
    void saveAdaptive(StateWriter& out) const { out(m_adaptive); }
    // The precision run i computes in.
    Precision precision(std::size_t run) const;
    bool anyRunNotInDouble() const;
    // What a run beyond double keeps besides State (the Kahan carry, the long double state):
    // saved by the lesson only when some run is not in plain double.
    void savePrecise(StateWriter& out) const;
    void loadPrecise(StateReader& in);
    // The error control the embedded pairs run with at these settings.
    static ErrorControl errorControl(const IntegratorsSettings& settings);
    double initialEnergy() const { return m_energy0; }  // J/kg

    // The committed state of a method's run (after the last whole step); nullptr when the
    // method is not running.
    const ParticleState* state(Method method) const;
    // Stages of the current step run so far in step-through mode (0 between steps).
    int stagesDone() const;
    // Area of the method's phase-space cloud over its initial area; nullopt without a cloud.
    std::optional<double> cloudAreaRatio(Method method) const;
    // The same for a run of this model.
    double cloudAreaRatio(const Run& run) const;

private:
    // step() (every stage left of the step) and stepOnce() (one stage of every method).
    void advance(bool allStages);
    void wholeStep();
    void startStagedStep();
    void commitStagedStep();
    bool stepInProgress() const;
    void afterStep(double dt);
    void advanceAdaptive();

    IntegratorsSettings m_settings;
    IntegratorProblem m_problem{IntegratorProblemKind::Oscillator, 0.0, 0.0};  // derived
    AccelerationFunction m_acceleration;  // derived
    double m_energy0 = 0.0;      // J/kg, derived
    double m_cloudArea0 = 0.0;   // m²/s, derived
    State m_state;
    std::vector<AdaptiveRun> m_adaptive;
    // Per run: its long double state (long double runs only).
    std::vector<std::optional<BasicParticleState<long double>>> m_wide;
    BasicAccelerationFunction<float> m_floatAcceleration;          // derived
    BasicAccelerationFunction<long double> m_wideAcceleration;     // derived
};

} // namespace pl

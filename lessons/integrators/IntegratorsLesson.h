// Lesson `integrators`: forward Euler, symplectic Euler, Heun, midpoint, RK4 and velocity Verlet
// side by side on a harmonic oscillator, a nonlinear pendulum or a Kepler orbit (see
// IntegratorProblems.h), against the exact or a reference solution.
//
// What it shows, with its sources:
//  * global error at a fixed time T ∝ Δtᵖ (Hairer, Nørsett & Wanner, "Solving ODEs I", §II.3):
//    a background convergence study fits p and shows error against cost (force evaluations);
//  * symplectic methods preserve phase-space area (Liouville) and keep the energy error bounded
//    (Hairer, Lubich & Wanner, "Geometric Numerical Integration", §VI.2 and §IX.8): a cloud of
//    initial conditions and its area ratio per method;
//  * linear stability on x'' = −ω²x: symplectic Euler and Verlet need ωΔt < 2, RK4 ωΔt < 2√2;
//    forward Euler (|R|² = 1 + ω²Δt²), Heun and midpoint (|R|² = 1 + ω⁴Δt⁴/4) gain energy at
//    every Δt (ibid. and Hairer & Wanner, "Solving ODEs II", §IV.2);
//  * step-through mode: one click runs one stage of every method, and the view draws the state
//    the stage evaluates at, the slope it uses and the point it predicts.
#pragma once

#include "framework/CoreSerialization.h"
#include "framework/Lesson.h"
#include "integrators/IntegratorProblems.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pl {

class IntegratorsLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    void stepOnce() override;
    double time() const override { return m_state.time; }
    bool finished() const override;
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    void acceptStudy(const std::string& id, const StudyResult& result) override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<IntegratorsLesson>(*this);
    }
    void saveState(StateWriter& out) const override { out(m_state); }
    void loadState(StateReader& in) override;
    std::string checkState() const override;

    // The committed state of a method's run (after the last whole step); nullptr when the
    // method is not running.
    const ParticleState* state(Method method) const;
    // Stages of the current step run so far in step-through mode (0 between steps).
    int stagesDone() const;
    // Area of the method's phase-space cloud over its initial area; nullopt without a cloud.
    std::optional<double> cloudAreaRatio(Method method) const;

private:
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

        // A step in progress is saved as its StagedStep::State; loadState() gives it back its
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
    // What evolves; everything else is rebuilt from the parameters by reset().
    struct State {
        double time = 0.0;           // s
        double stagedDt = 0.05;      // s: Δt of the step being run stage by stage
        ParticleState reference;     // the exact state, or the pendulum's fine RK4 reference
        std::vector<Vec2> referenceTrail;
        std::vector<Run> runs;
        std::vector<std::pair<std::string, double>> orders;  // from the convergence study
        bool studyCancelled = false;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(time, stagedDt, reference, referenceTrail, runs, orders, studyCancelled);
        }
    };

    void wholeStep();
    void startStagedStep();
    void commitStagedStep();
    bool stepInProgress() const;
    void afterStep(double dt);
    std::string explainStability(const Run& run) const;

    IntegratorProblemKind m_kind = IntegratorProblemKind::Oscillator;
    IntegratorProblem m_problem{IntegratorProblemKind::Oscillator, 0.0, 0.0};
    AccelerationFunction m_acceleration;
    double m_dt = 0.05;          // s
    double m_endTime = 20.0;     // s
    double m_energy0 = 0.0;      // J/kg
    double m_cloudArea0 = 0.0;   // m²/s
    bool m_stepThrough = false;
    bool m_cloudOn = false;
    std::vector<Vec2> m_referenceOrbit;
    State m_state;
};

} // namespace pl

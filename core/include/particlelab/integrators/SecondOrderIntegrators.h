// SPDX-License-Identifier: GPL-3.0-or-later
// Time integrators for second-order particle systems  x'' = a(x, v, t),  v = x'.
//
// The state is a pair of vectors (positions x, velocities v) of any length, so the same code
// steps one oscillator, a million independent oscillators, or a 2D particle system stored as
// [x0 y0 x1 y1 ...]. One step of size Δt, in the notation of Hairer, Lubich & Wanner,
// "Geometric Numerical Integration" (2nd ed., 2006), ch. I and II:
//
//   forward Euler       x₁ = x₀ + Δt v₀,          v₁ = v₀ + Δt a(x₀, v₀)             order 1
//   symplectic Euler    v₁ = v₀ + Δt a(x₀, v₀),   x₁ = x₀ + Δt v₁                    order 1
//   Heun (trapezoid)    predictor x̃₁ = x₀ + Δt v₀,  ṽ₁ = v₀ + Δt a₀,
//                       corrector x₁ = x₀ + ½Δt(v₀ + ṽ₁), v₁ = v₀ + ½Δt(a₀ + a(x̃₁, ṽ₁))  order 2
//   explicit midpoint   xₘ = x₀ + ½Δt v₀, vₘ = v₀ + ½Δt a₀;  x₁ = x₀ + Δt vₘ, v₁ = v₀ + Δt a(xₘ, vₘ)
//                                                                                      order 2
//   classic RK4         four slopes k₁…k₄ on y = (x, v), y₁ = y₀ + Δt(k₁ + 2k₂ + 2k₃ + k₄)/6   order 4
//   velocity Verlet     v½ = v₀ + ½Δt a₀,  x₁ = x₀ + Δt v½,  v₁ = v½ + ½Δt a(x₁, v½)   order 2
//
// Symplectic Euler and velocity Verlet are symplectic: they preserve phase-space area and keep
// the energy error of a conservative system bounded for all time, which is why games and
// molecular dynamics use them. Forward Euler multiplies a harmonic oscillator's energy by
// (1 + ω²Δt²) every step.
//
// Every method is written as a list of *stages* (force, velocity, position; predictor,
// corrector; k₁…k₄). `StagedStep` runs them one at a time and records what each used, so a
// view can draw it; `step()` runs the very same stages in one go, so stepping stage by stage and
// stepping whole steps give bit-identical states.
//
// Velocity Verlet evaluates the acceleration at the end of a step and keeps it in the state
// (`ParticleState::acceleration`), so the next step starts from it: one force evaluation per
// step ("first same as last"). With velocity-dependent forces the end acceleration uses v½, as
// is usual for Verlet with damping; the method is then first-order in the damping term only.
#pragma once

#include <Eigen/Core>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pl {

using Vec = Eigen::VectorXd;

// Positions x (m), velocities v (m/s) and time t (s) of a second-order system.
struct ParticleState {
    Vec x;
    Vec v;
    double t = 0.0;
    // a(x, v, t) at this state when a step already computed it (velocity Verlet's FSAL cache);
    // empty otherwise. Never read by the other methods.
    std::optional<Vec> acceleration;
};

// a(x, v, t) in m/s². Must not keep references to its arguments.
using AccelerationFunction = std::function<Vec(const Vec& x, const Vec& v, double t)>;

enum class Method { ForwardEuler, SymplecticEuler, Heun, Midpoint, RK4, VelocityVerlet };

// Everything a lesson, the command line or a chart legend needs to know about a method.
struct MethodInfo {
    Method method;
    std::string_view id;    // stable id used on the command line and in report.json
    std::string_view name;  // what a person reads
    int order;              // global order of accuracy
    bool symplectic;
    int stages;             // stages of one step as recorded by StagedStep
};

const std::vector<MethodInfo>& allMethods();
const MethodInfo& methodInfo(Method method);
std::optional<Method> methodFromId(std::string_view id);

// What one stage used and produced: enough for a view to draw the evaluation point, the arrow
// of the slope it used and the point it predicts.
struct StageRecord {
    std::string name;       // e.g. "Heun corrector"
    std::string formula;    // e.g. "x₁ = x₀ + ½Δt(v₀ + ṽ₁)"
    Vec evaluatedX;         // state at which this stage's slope was taken
    Vec evaluatedV;
    double evaluatedT = 0.0;
    Vec slopeX;             // dx/dt used by this stage (a velocity)
    Vec slopeV;             // dv/dt used by this stage (an acceleration)
    Vec predictedX;         // the point this stage predicts (or the final state for the last stage)
    Vec predictedV;
    int forceEvaluations = 0;  // acceleration evaluations done in this stage
};

// One step of one method, run stage by stage.
class StagedStep {
public:
    // Everything a step in progress holds besides the acceleration function: a plain value, so a
    // step half done can be copied, saved and resumed.
    struct State {
        Method method = Method::ForwardEuler;
        ParticleState start;
        double dt = 0.0;            // s
        bool recordStages = true;
        int done = 0;               // stages run so far
        int forceEvaluations = 0;
        std::vector<StageRecord> records;
        // Intermediate quantities shared between stages (names follow the formulas above).
        Vec a0, xTilde, vTilde, aTilde;
        Vec k1x, k1v, k2x, k2v, k3x, k3v;
        ParticleState result;
    };

    // `recordStages` = false skips the copies into StageRecord (for speed); the arithmetic is the
    // same either way.
    StagedStep(Method method, const AccelerationFunction& acceleration, const ParticleState& start,
               double dt, bool recordStages = true);
    // Resumes a step from its saved state.
    StagedStep(const AccelerationFunction& acceleration, State state);

    Method method() const { return m_state.method; }
    int stageCount() const;
    int stagesDone() const { return m_state.done; }
    bool finished() const { return m_state.done == stageCount(); }

    // Runs the next stage. Precondition: !finished().
    void runNextStage();
    // Records of the stages run so far (empty when recordStages was false).
    const std::vector<StageRecord>& records() const { return m_state.records; }
    // The state after the step. Precondition: finished().
    const ParticleState& result() const;
    int forceEvaluations() const { return m_state.forceEvaluations; }
    const State& state() const { return m_state; }

private:
    Vec evaluate(const Vec& x, const Vec& v, double t);
    void record(std::string_view name, std::string_view formula, const Vec& ex, const Vec& ev,
                double et, const Vec& sx, const Vec& sv, const Vec& px, const Vec& pv,
                int evaluations);

    AccelerationFunction m_acceleration;
    State m_state;
};

// One whole step: all stages of StagedStep in one go. Adds the acceleration evaluations it
// made to *forceEvaluations when given.
ParticleState step(Method method, const AccelerationFunction& acceleration,
                   const ParticleState& state, double dt, long long* forceEvaluations = nullptr);

// True when every component of x and v is finite and no larger in magnitude than `bound`.
// A lesson uses it to stop a method that has blown up and say "diverged at t = …".
bool isFiniteAndBounded(const ParticleState& state, double bound);

} // namespace pl

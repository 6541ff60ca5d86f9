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
// Precision. Every method is written once, as a template on the scalar type: float, double or
// long double (the names without "Basic" are the double ones every lesson uses). The rounding
// of each update x₁ = x₀ + (increment) loses the low bits of the increment; on a long run
// these losses add up (Brouwer's law: the energy error of a good method grows like √n). With
// compensated summation (Kahan 1965; Higham, "Accuracy and Stability of Numerical
// Algorithms", 2nd ed., §4.3) the state carries the part of each update that rounding cut off
// and adds it back into the next one, so x and v are as if summed in about twice the
// precision. It is switched on per state with withCompensatedSummation(); the arithmetic of
// the step is otherwise the same, and a state without it steps exactly as before.
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
#include <type_traits>
#include <vector>

namespace pl {

template <class Scalar>
using VecOf = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;
using Vec = VecOf<double>;  // Eigen::VectorXd

// What rounding cut off the last updates of x, v and t (compensated summation): the value
// summed so far is x − carry.x, and so on (compensatedX(), compensatedV()).
template <class Scalar>
struct RoundingCarry {
    VecOf<Scalar> x;
    VecOf<Scalar> v;
    Scalar t = 0;
};

// Positions x (m), velocities v (m/s) and time t (s) of a second-order system.
template <class Scalar>
struct BasicParticleState {
    VecOf<Scalar> x;
    VecOf<Scalar> v;
    Scalar t = 0;
    // a(x, v, t) at this state when a step already computed it (velocity Verlet's FSAL cache);
    // empty otherwise. Never read by the other methods.
    std::optional<VecOf<Scalar>> acceleration;
    // Present when the updates of x, v and t are compensated (withCompensatedSummation).
    std::optional<RoundingCarry<Scalar>> carry = std::nullopt;
};
using ParticleState = BasicParticleState<double>;

// The state with compensated summation of its updates switched on (carries zero).
template <class Scalar>
BasicParticleState<Scalar> withCompensatedSummation(BasicParticleState<Scalar> state)
{
    state.carry = RoundingCarry<Scalar>{VecOf<Scalar>::Zero(state.x.size()),
                                        VecOf<Scalar>::Zero(state.v.size()), Scalar(0)};
    return state;
}

// The positions and velocities summed so far with the carry put back, x − carry.x (x itself
// without compensated summation), in long double: in the state's own type the difference
// would round back to x. For measuring (energies, errors), not for stepping.
template <class Scalar>
VecOf<long double> compensatedX(const BasicParticleState<Scalar>& state)
{
    VecOf<long double> x = state.x.template cast<long double>();
    if (state.carry)
        x -= state.carry->x.template cast<long double>();
    return x;
}
template <class Scalar>
VecOf<long double> compensatedV(const BasicParticleState<Scalar>& state)
{
    VecOf<long double> v = state.v.template cast<long double>();
    if (state.carry)
        v -= state.carry->v.template cast<long double>();
    return v;
}

// a(x, v, t) in m/s². Must not keep references to its arguments.
template <class Scalar>
using BasicAccelerationFunction =
    std::function<VecOf<Scalar>(const VecOf<Scalar>& x, const VecOf<Scalar>& v, Scalar t)>;
using AccelerationFunction = BasicAccelerationFunction<double>;

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
template <class Scalar>
struct BasicStageRecord {
    std::string name;           // e.g. "Heun corrector"
    std::string formula;        // e.g. "x₁ = x₀ + ½Δt(v₀ + ṽ₁)"
    VecOf<Scalar> evaluatedX;   // state at which this stage's slope was taken
    VecOf<Scalar> evaluatedV;
    Scalar evaluatedT = 0;
    VecOf<Scalar> slopeX;       // dx/dt used by this stage (a velocity)
    VecOf<Scalar> slopeV;       // dv/dt used by this stage (an acceleration)
    VecOf<Scalar> predictedX;   // the point this stage predicts (or the final state for the last stage)
    VecOf<Scalar> predictedV;
    int forceEvaluations = 0;   // acceleration evaluations done in this stage
};
using StageRecord = BasicStageRecord<double>;

// One step of one method, run stage by stage.
template <class Scalar>
class BasicStagedStep {
public:
    using VecS = VecOf<Scalar>;
    using StateS = BasicParticleState<Scalar>;
    using Acceleration = BasicAccelerationFunction<Scalar>;

    // Everything a step in progress holds besides the acceleration function: a plain value, so a
    // step half done can be copied, saved and resumed.
    struct State {
        Method method = Method::ForwardEuler;
        StateS start;
        Scalar dt = 0;              // s
        bool recordStages = true;
        int done = 0;               // stages run so far
        int forceEvaluations = 0;
        std::vector<BasicStageRecord<Scalar>> records;
        // Intermediate quantities shared between stages (names follow the formulas above).
        VecS a0, xTilde, vTilde, aTilde;
        VecS k1x, k1v, k2x, k2v, k3x, k3v;
        StateS result;
    };

    // `recordStages` = false skips the copies into StageRecord (for speed); the arithmetic is the
    // same either way.
    BasicStagedStep(Method method, const Acceleration& acceleration, const StateS& start,
                    Scalar dt, bool recordStages = true);
    // Resumes a step from its saved state.
    BasicStagedStep(const Acceleration& acceleration, State state);

    Method method() const { return m_state.method; }
    int stageCount() const;
    int stagesDone() const { return m_state.done; }
    bool finished() const { return m_state.done == stageCount(); }

    // Runs the next stage. Precondition: !finished().
    void runNextStage();
    // Records of the stages run so far (empty when recordStages was false).
    const std::vector<BasicStageRecord<Scalar>>& records() const { return m_state.records; }
    // The state after the step. Precondition: finished().
    const StateS& result() const;
    int forceEvaluations() const { return m_state.forceEvaluations; }
    const State& state() const { return m_state; }

private:
    VecS evaluate(const VecS& x, const VecS& v, Scalar t);
    void record(std::string_view name, std::string_view formula, const VecS& ex, const VecS& ev,
                Scalar et, const VecS& sx, const VecS& sv, const VecS& px, const VecS& pv,
                int evaluations);

    Acceleration m_acceleration;
    State m_state;
};
using StagedStep = BasicStagedStep<double>;

// One whole step: all stages of StagedStep in one go, in the scalar type of `state`. Adds the
// acceleration evaluations it made to *forceEvaluations when given.
template <class Scalar>
BasicParticleState<Scalar>
step(Method method, const std::type_identity_t<BasicAccelerationFunction<Scalar>>& acceleration,
     const BasicParticleState<Scalar>& state, std::type_identity_t<Scalar> dt,
     long long* forceEvaluations = nullptr);

// True when every component of x and v is finite and no larger in magnitude than `bound`.
// A lesson uses it to stop a method that has blown up and say "diverged at t = …".
template <class Scalar>
bool isFiniteAndBounded(const BasicParticleState<Scalar>& state, double bound);

// Each precision is compiled once, in SecondOrderIntegrators.cpp.
#define PARTICLELAB_INTEGRATOR_SCALARS(X) X(float) X(double) X(long double)
#define PARTICLELAB_DECLARE_INTEGRATORS(Scalar)                                                   \
    extern template class BasicStagedStep<Scalar>;                                               \
    extern template BasicParticleState<Scalar> step<Scalar>(                                     \
        Method, const BasicAccelerationFunction<Scalar>&, const BasicParticleState<Scalar>&,     \
        Scalar, long long*);                                                                     \
    extern template bool isFiniteAndBounded<Scalar>(const BasicParticleState<Scalar>&, double);
PARTICLELAB_INTEGRATOR_SCALARS(PARTICLELAB_DECLARE_INTEGRATORS)
#undef PARTICLELAB_DECLARE_INTEGRATORS

} // namespace pl

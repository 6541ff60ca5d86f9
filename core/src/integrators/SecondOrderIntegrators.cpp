// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/integrators/SecondOrderIntegrators.h"
#include "particlelab/util/TrNoop.h"

#include <cassert>
#include <cmath>
#include <utility>

namespace pl {

const std::vector<MethodInfo>& allMethods()
{
    static const std::vector<MethodInfo> methods = {
        {Method::ForwardEuler, "euler", PL_TR_NOOP("lessons", "Forward Euler"), 1, false, 3},
        {Method::SymplecticEuler, "symplectic_euler", PL_TR_NOOP("lessons", "Symplectic Euler"), 1,
         true, 3},
        {Method::Heun, "heun", PL_TR_NOOP("lessons", "Heun"), 2, false, 2},
        {Method::Midpoint, "midpoint", PL_TR_NOOP("lessons", "Midpoint"), 2, false, 2},
        {Method::RK4, "rk4", PL_TR_NOOP("lessons", "RK4"), 4, false, 4},
        {Method::VelocityVerlet, "verlet", PL_TR_NOOP("lessons", "Velocity Verlet"), 2, true, 3},
    };
    return methods;
}

const MethodInfo& methodInfo(Method method)
{
    for (const MethodInfo& info : allMethods())
        if (info.method == method)
            return info;
    assert(false && "every Method has a MethodInfo");
    return allMethods().front();
}

std::optional<Method> methodFromId(std::string_view id)
{
    for (const MethodInfo& info : allMethods())
        if (info.id == id)
            return info.method;
    return std::nullopt;
}

namespace {

// base + increment, rounded once; with a carry, compensated: the increment first takes back
// what the last update's rounding lost (carry), and the carry then keeps what this one loses
// (Kahan summation). Without a carry the expression is the plain one, bit for bit.
template <class Scalar, class Increment>
VecOf<Scalar> advance(const VecOf<Scalar>& base, const Eigen::MatrixBase<Increment>& increment,
                      VecOf<Scalar>* carry)
{
    if (!carry)
        return base + increment;
    const VecOf<Scalar> corrected = increment - *carry;
    VecOf<Scalar> sum = base + corrected;
    *carry = (sum - base) - corrected;
    return sum;
}

template <class Scalar>
Scalar advanceTime(Scalar t0, Scalar dt, Scalar* carry)
{
    if (!carry)
        return t0 + dt;
    const Scalar corrected = dt - *carry;
    const Scalar sum = t0 + corrected;
    *carry = (sum - t0) - corrected;
    return sum;
}

} // namespace

template <class Scalar>
BasicStagedStep<Scalar>::BasicStagedStep(Method method, const Acceleration& acceleration,
                                         const StateS& start, Scalar dt, bool recordStages)
    : m_acceleration(acceleration)
{
    assert(start.x.size() == start.v.size());
    m_state.method = method;
    m_state.start = start;
    m_state.dt = dt;
    m_state.recordStages = recordStages;
}

template <class Scalar>
BasicStagedStep<Scalar>::BasicStagedStep(const Acceleration& acceleration, State state)
    : m_acceleration(acceleration), m_state(std::move(state))
{
}

template <class Scalar>
int BasicStagedStep<Scalar>::stageCount() const { return methodInfo(m_state.method).stages; }

template <class Scalar>
const typename BasicStagedStep<Scalar>::StateS& BasicStagedStep<Scalar>::result() const
{
    assert(finished());
    return m_state.result;
}

template <class Scalar>
typename BasicStagedStep<Scalar>::VecS BasicStagedStep<Scalar>::evaluate(const VecS& x,
                                                                         const VecS& v, Scalar t)
{
    ++m_state.forceEvaluations;
    return m_acceleration(x, v, t);
}

template <class Scalar>
void BasicStagedStep<Scalar>::record(std::string_view name, std::string_view formula,
                                     const VecS& ex, const VecS& ev, Scalar et, const VecS& sx,
                                     const VecS& sv, const VecS& px, const VecS& pv,
                                     int evaluations)
{
    // `name` is marked for translation (the window shows it in the reader's language); the
    // record keeps the English.
    if (!m_state.recordStages)
        return;  // the names become strings only here: a run without records allocates none
    m_state.records.push_back(BasicStageRecord<Scalar>{std::string(name), std::string(formula), ex, ev, et, sx,
                                          sv, px, pv, evaluations});
}

template <class Scalar>
void BasicStagedStep<Scalar>::runNextStage()
{
    State& s = m_state;  // the step in progress
    assert(!finished());
    const VecS& x0 = s.start.x;
    const VecS& v0 = s.start.v;
    const Scalar t0 = s.start.t;
    const Scalar dt = s.dt;
    const Scalar half = Scalar(0.5);
    // With compensated summation the result carries what rounding cut off its updates; the
    // carry of the start is copied into the result at the first stage and updated there.
    if (s.done == 0)
        s.result.carry = s.start.carry;
    VecS* carryX = s.result.carry ? &s.result.carry->x : nullptr;
    VecS* carryV = s.result.carry ? &s.result.carry->v : nullptr;
    Scalar* carryT = s.result.carry ? &s.result.carry->t : nullptr;
    const int stage = s.done;
    const int evaluationsBefore = s.forceEvaluations;
    auto evaluationsHere = [&] { return s.forceEvaluations - evaluationsBefore; };

    switch (s.method) {
    case Method::ForwardEuler:
    case Method::SymplecticEuler: {
        const bool symplectic = s.method == Method::SymplecticEuler;
        if (stage == 0) {  // force
            s.a0 = evaluate(x0, v0, t0);
            record(symplectic ? PL_TR_NOOP("lessons", "Symplectic Euler force")
                              : PL_TR_NOOP("lessons", "Forward Euler force"),
                   "a₀ = F(x₀, v₀)/m", x0, v0, t0, v0, s.a0, x0, v0, evaluationsHere());
        } else if (stage == 1) {  // velocity
            s.vTilde = advance(v0, dt * s.a0, carryV);
            record(symplectic ? PL_TR_NOOP("lessons", "Symplectic Euler velocity")
                              : PL_TR_NOOP("lessons", "Forward Euler velocity"),
                   "v₁ = v₀ + Δt·a₀", x0, v0, t0, v0, s.a0, x0, s.vTilde, 0);
        } else {  // position: forward Euler moves with the old velocity, symplectic with the new
            const VecS& vUsed = symplectic ? s.vTilde : v0;
            s.result.x = advance(x0, dt * vUsed, carryX);
            s.result.v = s.vTilde;
            s.result.t = advanceTime(t0, dt, carryT);
            record(symplectic ? PL_TR_NOOP("lessons", "Symplectic Euler position")
                              : PL_TR_NOOP("lessons", "Forward Euler position"),
                   symplectic ? "x₁ = x₀ + Δt·v₁" : "x₁ = x₀ + Δt·v₀", x0, v0, t0, vUsed, s.a0,
                   s.result.x, s.result.v, 0);
        }
        break;
    }
    case Method::Heun:
        if (stage == 0) {  // predictor: one forward Euler step
            s.a0 = evaluate(x0, v0, t0);
            s.xTilde = x0 + dt * v0;
            s.vTilde = v0 + dt * s.a0;
            record(PL_TR_NOOP("lessons", "Heun predictor"), "x̃₁ = x₀ + Δt·v₀,  ṽ₁ = v₀ + Δt·a₀", x0, v0, t0, v0, s.a0,
                   s.xTilde, s.vTilde, evaluationsHere());
        } else {  // corrector: average the slopes at both ends (trapezoid rule)
            s.aTilde = evaluate(s.xTilde, s.vTilde, t0 + dt);
            s.result.x = advance(x0, half * dt * (v0 + s.vTilde), carryX);
            s.result.v = advance(v0, half * dt * (s.a0 + s.aTilde), carryV);
            s.result.t = advanceTime(t0, dt, carryT);
            record(PL_TR_NOOP("lessons", "Heun corrector"), "x₁ = x₀ + ½Δt(v₀ + ṽ₁),  v₁ = v₀ + ½Δt(a₀ + ã₁)", s.xTilde,
                   s.vTilde, t0 + dt, s.vTilde, s.aTilde, s.result.x, s.result.v,
                   evaluationsHere());
        }
        break;
    case Method::Midpoint:
        if (stage == 0) {  // half step to the midpoint
            s.a0 = evaluate(x0, v0, t0);
            s.xTilde = x0 + half * dt * v0;
            s.vTilde = v0 + half * dt * s.a0;
            record(PL_TR_NOOP("lessons", "Midpoint half step"), "xₘ = x₀ + ½Δt·v₀,  vₘ = v₀ + ½Δt·a₀", x0, v0, t0, v0,
                   s.a0, s.xTilde, s.vTilde, evaluationsHere());
        } else {  // full step with the midpoint's slope
            s.aTilde = evaluate(s.xTilde, s.vTilde, t0 + half * dt);
            s.result.x = advance(x0, dt * s.vTilde, carryX);
            s.result.v = advance(v0, dt * s.aTilde, carryV);
            s.result.t = advanceTime(t0, dt, carryT);
            record(PL_TR_NOOP("lessons", "Midpoint full step"), "x₁ = x₀ + Δt·vₘ,  v₁ = v₀ + Δt·a(xₘ, vₘ)", s.xTilde,
                   s.vTilde, t0 + half * dt, s.vTilde, s.aTilde, s.result.x, s.result.v,
                   evaluationsHere());
        }
        break;
    case Method::RK4:
        if (stage == 0) {
            s.k1x = v0;
            s.k1v = evaluate(x0, v0, t0);
            s.xTilde = x0 + half * dt * s.k1x;
            s.vTilde = v0 + half * dt * s.k1v;
            record(PL_TR_NOOP("lessons", "RK4 slope k₁"), "k₁ = f(y₀);  y₀ + ½Δt·k₁", x0, v0, t0, s.k1x, s.k1v, s.xTilde,
                   s.vTilde, evaluationsHere());
        } else if (stage == 1) {
            s.k2x = s.vTilde;
            s.k2v = evaluate(s.xTilde, s.vTilde, t0 + half * dt);
            const VecS ex = s.xTilde, ev = s.vTilde;
            s.xTilde = x0 + half * dt * s.k2x;
            s.vTilde = v0 + half * dt * s.k2v;
            record(PL_TR_NOOP("lessons", "RK4 slope k₂"), "k₂ = f(y₀ + ½Δt·k₁);  y₀ + ½Δt·k₂", ex, ev, t0 + half * dt,
                   s.k2x, s.k2v, s.xTilde, s.vTilde, evaluationsHere());
        } else if (stage == 2) {
            s.k3x = s.vTilde;
            s.k3v = evaluate(s.xTilde, s.vTilde, t0 + half * dt);
            const VecS ex = s.xTilde, ev = s.vTilde;
            s.xTilde = x0 + dt * s.k3x;
            s.vTilde = v0 + dt * s.k3v;
            record(PL_TR_NOOP("lessons", "RK4 slope k₃"), "k₃ = f(y₀ + ½Δt·k₂);  y₀ + Δt·k₃", ex, ev, t0 + half * dt,
                   s.k3x, s.k3v, s.xTilde, s.vTilde, evaluationsHere());
        } else {
            const VecS k4x = s.vTilde;
            const VecS k4v = evaluate(s.xTilde, s.vTilde, t0 + dt);
            s.result.x = advance(
                x0, (dt / Scalar(6)) * (s.k1x + Scalar(2) * s.k2x + Scalar(2) * s.k3x + k4x), carryX);
            s.result.v = advance(
                v0, (dt / Scalar(6)) * (s.k1v + Scalar(2) * s.k2v + Scalar(2) * s.k3v + k4v), carryV);
            s.result.t = advanceTime(t0, dt, carryT);
            record(PL_TR_NOOP("lessons", "RK4 slope k₄ and update"), "k₄ = f(y₀ + Δt·k₃);  y₁ = y₀ + Δt(k₁+2k₂+2k₃+k₄)/6",
                   s.xTilde, s.vTilde, t0 + dt, k4x, k4v, s.result.x, s.result.v,
                   evaluationsHere());
        }
        break;
    case Method::VelocityVerlet:
        if (stage == 0) {  // half kick, reusing the acceleration of the previous step if any
            s.a0 = s.start.acceleration ? *s.start.acceleration : evaluate(x0, v0, t0);
            s.vTilde = advance(v0, half * dt * s.a0, carryV);
            record(PL_TR_NOOP("lessons", "Verlet half kick"), "v½ = v₀ + ½Δt·a₀", x0, v0, t0, v0, s.a0, x0, s.vTilde,
                   evaluationsHere());
        } else if (stage == 1) {  // drift with the half-step velocity
            s.xTilde = advance(x0, dt * s.vTilde, carryX);
            record(PL_TR_NOOP("lessons", "Verlet drift"), "x₁ = x₀ + Δt·v½", x0, s.vTilde, t0 + half * dt, s.vTilde, s.a0,
                   s.xTilde, s.vTilde, 0);
        } else {  // second half kick with the force at the new position
            s.aTilde = evaluate(s.xTilde, s.vTilde, t0 + dt);
            s.result.x = s.xTilde;
            s.result.v = advance(s.vTilde, half * dt * s.aTilde, carryV);
            s.result.t = advanceTime(t0, dt, carryT);
            s.result.acceleration = s.aTilde;
            record(PL_TR_NOOP("lessons", "Verlet half kick"), "a₁ = a(x₁);  v₁ = v½ + ½Δt·a₁", s.xTilde, s.vTilde, t0 + dt,
                   s.vTilde, s.aTilde, s.result.x, s.result.v, evaluationsHere());
        }
        break;
    }
    ++s.done;
}

template <class Scalar>
BasicParticleState<Scalar>
step(Method method, const std::type_identity_t<BasicAccelerationFunction<Scalar>>& acceleration,
     const BasicParticleState<Scalar>& state, std::type_identity_t<Scalar> dt,
     long long* forceEvaluations)
{
    BasicStagedStep<Scalar> staged(method, acceleration, state, dt, /*recordStages=*/false);
    while (!staged.finished())
        staged.runNextStage();
    if (forceEvaluations)
        *forceEvaluations += staged.forceEvaluations();
    return staged.result();
}

template <class Scalar>
bool isFiniteAndBounded(const BasicParticleState<Scalar>& state, double bound)
{
    auto ok = [bound](const VecOf<Scalar>& u) {
        for (Eigen::Index i = 0; i < u.size(); ++i)
            if (!std::isfinite(u[i]) || std::abs(u[i]) > bound)
                return false;
        return true;
    };
    return std::isfinite(state.t) && ok(state.x) && ok(state.v);
}

#define PARTICLELAB_DEFINE_INTEGRATORS(Scalar)                                                    \
    template class BasicStagedStep<Scalar>;                                                      \
    template BasicParticleState<Scalar> step<Scalar>(                                            \
        Method, const BasicAccelerationFunction<Scalar>&, const BasicParticleState<Scalar>&,     \
        Scalar, long long*);                                                                     \
    template bool isFiniteAndBounded<Scalar>(const BasicParticleState<Scalar>&, double);
PARTICLELAB_INTEGRATOR_SCALARS(PARTICLELAB_DEFINE_INTEGRATORS)
#undef PARTICLELAB_DEFINE_INTEGRATORS

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/integrators/SecondOrderIntegrators.h"

#include <cassert>
#include <cmath>
#include <utility>

namespace pl {

const std::vector<MethodInfo>& allMethods()
{
    static const std::vector<MethodInfo> methods = {
        {Method::ForwardEuler, "euler", "Forward Euler", 1, false, 3},
        {Method::SymplecticEuler, "symplectic_euler", "Symplectic Euler", 1, true, 3},
        {Method::Heun, "heun", "Heun", 2, false, 2},
        {Method::Midpoint, "midpoint", "Midpoint", 2, false, 2},
        {Method::RK4, "rk4", "RK4", 4, false, 4},
        {Method::VelocityVerlet, "verlet", "Velocity Verlet", 2, true, 3},
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

StagedStep::StagedStep(Method method, const AccelerationFunction& acceleration,
                       const ParticleState& start, double dt, bool recordStages)
    : m_acceleration(acceleration)
{
    assert(start.x.size() == start.v.size());
    m_state.method = method;
    m_state.start = start;
    m_state.dt = dt;
    m_state.recordStages = recordStages;
}

StagedStep::StagedStep(const AccelerationFunction& acceleration, State state)
    : m_acceleration(acceleration), m_state(std::move(state))
{
}

int StagedStep::stageCount() const { return methodInfo(m_state.method).stages; }

const ParticleState& StagedStep::result() const
{
    assert(finished());
    return m_state.result;
}

Vec StagedStep::evaluate(const Vec& x, const Vec& v, double t)
{
    ++m_state.forceEvaluations;
    return m_acceleration(x, v, t);
}

void StagedStep::record(std::string_view name, std::string_view formula, const Vec& ex,
                        const Vec& ev, double et, const Vec& sx, const Vec& sv, const Vec& px,
                        const Vec& pv, int evaluations)
{
    if (!m_state.recordStages)
        return;  // the names become strings only here: a run without records allocates none
    m_state.records.push_back(StageRecord{std::string(name), std::string(formula), ex, ev, et, sx,
                                          sv, px, pv, evaluations});
}

void StagedStep::runNextStage()
{
    State& s = m_state;  // the step in progress
    assert(!finished());
    const Vec& x0 = s.start.x;
    const Vec& v0 = s.start.v;
    const double t0 = s.start.t;
    const double dt = s.dt;
    const int stage = s.done;
    const int evaluationsBefore = s.forceEvaluations;
    auto evaluationsHere = [&] { return s.forceEvaluations - evaluationsBefore; };

    switch (s.method) {
    case Method::ForwardEuler:
    case Method::SymplecticEuler: {
        const bool symplectic = s.method == Method::SymplecticEuler;
        if (stage == 0) {  // force
            s.a0 = evaluate(x0, v0, t0);
            record(symplectic ? "Symplectic Euler force" : "Forward Euler force",
                   "a₀ = F(x₀, v₀)/m", x0, v0, t0, v0, s.a0, x0, v0, evaluationsHere());
        } else if (stage == 1) {  // velocity
            s.vTilde = v0 + dt * s.a0;
            record(symplectic ? "Symplectic Euler velocity" : "Forward Euler velocity",
                   "v₁ = v₀ + Δt·a₀", x0, v0, t0, v0, s.a0, x0, s.vTilde, 0);
        } else {  // position: forward Euler moves with the old velocity, symplectic with the new
            const Vec& vUsed = symplectic ? s.vTilde : v0;
            s.result.x = x0 + dt * vUsed;
            s.result.v = s.vTilde;
            s.result.t = t0 + dt;
            record(symplectic ? "Symplectic Euler position" : "Forward Euler position",
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
            record("Heun predictor", "x̃₁ = x₀ + Δt·v₀,  ṽ₁ = v₀ + Δt·a₀", x0, v0, t0, v0, s.a0,
                   s.xTilde, s.vTilde, evaluationsHere());
        } else {  // corrector: average the slopes at both ends (trapezoid rule)
            s.aTilde = evaluate(s.xTilde, s.vTilde, t0 + dt);
            s.result.x = x0 + 0.5 * dt * (v0 + s.vTilde);
            s.result.v = v0 + 0.5 * dt * (s.a0 + s.aTilde);
            s.result.t = t0 + dt;
            record("Heun corrector", "x₁ = x₀ + ½Δt(v₀ + ṽ₁),  v₁ = v₀ + ½Δt(a₀ + ã₁)", s.xTilde,
                   s.vTilde, t0 + dt, s.vTilde, s.aTilde, s.result.x, s.result.v,
                   evaluationsHere());
        }
        break;
    case Method::Midpoint:
        if (stage == 0) {  // half step to the midpoint
            s.a0 = evaluate(x0, v0, t0);
            s.xTilde = x0 + 0.5 * dt * v0;
            s.vTilde = v0 + 0.5 * dt * s.a0;
            record("Midpoint half step", "xₘ = x₀ + ½Δt·v₀,  vₘ = v₀ + ½Δt·a₀", x0, v0, t0, v0,
                   s.a0, s.xTilde, s.vTilde, evaluationsHere());
        } else {  // full step with the midpoint's slope
            s.aTilde = evaluate(s.xTilde, s.vTilde, t0 + 0.5 * dt);
            s.result.x = x0 + dt * s.vTilde;
            s.result.v = v0 + dt * s.aTilde;
            s.result.t = t0 + dt;
            record("Midpoint full step", "x₁ = x₀ + Δt·vₘ,  v₁ = v₀ + Δt·a(xₘ, vₘ)", s.xTilde,
                   s.vTilde, t0 + 0.5 * dt, s.vTilde, s.aTilde, s.result.x, s.result.v,
                   evaluationsHere());
        }
        break;
    case Method::RK4:
        if (stage == 0) {
            s.k1x = v0;
            s.k1v = evaluate(x0, v0, t0);
            s.xTilde = x0 + 0.5 * dt * s.k1x;
            s.vTilde = v0 + 0.5 * dt * s.k1v;
            record("RK4 slope k₁", "k₁ = f(y₀);  y₀ + ½Δt·k₁", x0, v0, t0, s.k1x, s.k1v, s.xTilde,
                   s.vTilde, evaluationsHere());
        } else if (stage == 1) {
            s.k2x = s.vTilde;
            s.k2v = evaluate(s.xTilde, s.vTilde, t0 + 0.5 * dt);
            const Vec ex = s.xTilde, ev = s.vTilde;
            s.xTilde = x0 + 0.5 * dt * s.k2x;
            s.vTilde = v0 + 0.5 * dt * s.k2v;
            record("RK4 slope k₂", "k₂ = f(y₀ + ½Δt·k₁);  y₀ + ½Δt·k₂", ex, ev, t0 + 0.5 * dt,
                   s.k2x, s.k2v, s.xTilde, s.vTilde, evaluationsHere());
        } else if (stage == 2) {
            s.k3x = s.vTilde;
            s.k3v = evaluate(s.xTilde, s.vTilde, t0 + 0.5 * dt);
            const Vec ex = s.xTilde, ev = s.vTilde;
            s.xTilde = x0 + dt * s.k3x;
            s.vTilde = v0 + dt * s.k3v;
            record("RK4 slope k₃", "k₃ = f(y₀ + ½Δt·k₂);  y₀ + Δt·k₃", ex, ev, t0 + 0.5 * dt,
                   s.k3x, s.k3v, s.xTilde, s.vTilde, evaluationsHere());
        } else {
            const Vec k4x = s.vTilde;
            const Vec k4v = evaluate(s.xTilde, s.vTilde, t0 + dt);
            s.result.x = x0 + (dt / 6.0) * (s.k1x + 2.0 * s.k2x + 2.0 * s.k3x + k4x);
            s.result.v = v0 + (dt / 6.0) * (s.k1v + 2.0 * s.k2v + 2.0 * s.k3v + k4v);
            s.result.t = t0 + dt;
            record("RK4 slope k₄ and update", "k₄ = f(y₀ + Δt·k₃);  y₁ = y₀ + Δt(k₁+2k₂+2k₃+k₄)/6",
                   s.xTilde, s.vTilde, t0 + dt, k4x, k4v, s.result.x, s.result.v,
                   evaluationsHere());
        }
        break;
    case Method::VelocityVerlet:
        if (stage == 0) {  // half kick, reusing the acceleration of the previous step if any
            s.a0 = s.start.acceleration ? *s.start.acceleration : evaluate(x0, v0, t0);
            s.vTilde = v0 + 0.5 * dt * s.a0;
            record("Verlet half kick", "v½ = v₀ + ½Δt·a₀", x0, v0, t0, v0, s.a0, x0, s.vTilde,
                   evaluationsHere());
        } else if (stage == 1) {  // drift with the half-step velocity
            s.xTilde = x0 + dt * s.vTilde;
            record("Verlet drift", "x₁ = x₀ + Δt·v½", x0, s.vTilde, t0 + 0.5 * dt, s.vTilde, s.a0,
                   s.xTilde, s.vTilde, 0);
        } else {  // second half kick with the force at the new position
            s.aTilde = evaluate(s.xTilde, s.vTilde, t0 + dt);
            s.result.x = s.xTilde;
            s.result.v = s.vTilde + 0.5 * dt * s.aTilde;
            s.result.t = t0 + dt;
            s.result.acceleration = s.aTilde;
            record("Verlet half kick", "a₁ = a(x₁);  v₁ = v½ + ½Δt·a₁", s.xTilde, s.vTilde, t0 + dt,
                   s.vTilde, s.aTilde, s.result.x, s.result.v, evaluationsHere());
        }
        break;
    }
    ++s.done;
}

ParticleState step(Method method, const AccelerationFunction& acceleration,
                   const ParticleState& state, double dt, long long* forceEvaluations)
{
    StagedStep staged(method, acceleration, state, dt, /*recordStages=*/false);
    while (!staged.finished())
        staged.runNextStage();
    if (forceEvaluations)
        *forceEvaluations += staged.forceEvaluations();
    return staged.result();
}

bool isFiniteAndBounded(const ParticleState& state, double bound)
{
    auto ok = [bound](const Vec& u) {
        for (Eigen::Index i = 0; i < u.size(); ++i)
            if (!std::isfinite(u[i]) || std::abs(u[i]) > bound)
                return false;
        return true;
    };
    return std::isfinite(state.t) && ok(state.x) && ok(state.v);
}

} // namespace pl

#include "particlelab/integrators/SecondOrderIntegrators.h"

#include <cassert>
#include <cmath>

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
    : m_method(method), m_acceleration(acceleration), m_start(start), m_dt(dt),
      m_record(recordStages)
{
    assert(start.x.size() == start.v.size());
}

int StagedStep::stageCount() const { return methodInfo(m_method).stages; }

const ParticleState& StagedStep::result() const
{
    assert(finished());
    return m_result;
}

Vec StagedStep::evaluate(const Vec& x, const Vec& v, double t)
{
    ++m_forceEvaluations;
    return m_acceleration(x, v, t);
}

void StagedStep::record(std::string name, std::string formula, const Vec& ex, const Vec& ev,
                        double et, const Vec& sx, const Vec& sv, const Vec& px, const Vec& pv,
                        int evaluations)
{
    if (!m_record)
        return;
    m_records.push_back(
        StageRecord{std::move(name), std::move(formula), ex, ev, et, sx, sv, px, pv, evaluations});
}

void StagedStep::runNextStage()
{
    assert(!finished());
    const Vec& x0 = m_start.x;
    const Vec& v0 = m_start.v;
    const double t0 = m_start.t;
    const double dt = m_dt;
    const int stage = m_done;
    const int evaluationsBefore = m_forceEvaluations;
    auto evaluationsHere = [&] { return m_forceEvaluations - evaluationsBefore; };

    switch (m_method) {
    case Method::ForwardEuler:
    case Method::SymplecticEuler: {
        const bool symplectic = m_method == Method::SymplecticEuler;
        const std::string who = symplectic ? "Symplectic Euler" : "Forward Euler";
        if (stage == 0) {  // force
            m_a0 = evaluate(x0, v0, t0);
            record(who + " force", "a₀ = F(x₀, v₀)/m", x0, v0, t0, v0, m_a0, x0, v0,
                   evaluationsHere());
        } else if (stage == 1) {  // velocity
            m_vTilde = v0 + dt * m_a0;
            record(who + " velocity", "v₁ = v₀ + Δt·a₀", x0, v0, t0, v0, m_a0, x0, m_vTilde, 0);
        } else {  // position: forward Euler moves with the old velocity, symplectic with the new
            const Vec& vUsed = symplectic ? m_vTilde : v0;
            m_result.x = x0 + dt * vUsed;
            m_result.v = m_vTilde;
            m_result.t = t0 + dt;
            record(who + " position", symplectic ? "x₁ = x₀ + Δt·v₁" : "x₁ = x₀ + Δt·v₀", x0,
                   v0, t0, vUsed, m_a0, m_result.x, m_result.v, 0);
        }
        break;
    }
    case Method::Heun:
        if (stage == 0) {  // predictor: one forward Euler step
            m_a0 = evaluate(x0, v0, t0);
            m_xTilde = x0 + dt * v0;
            m_vTilde = v0 + dt * m_a0;
            record("Heun predictor", "x̃₁ = x₀ + Δt·v₀,  ṽ₁ = v₀ + Δt·a₀", x0, v0, t0, v0, m_a0,
                   m_xTilde, m_vTilde, evaluationsHere());
        } else {  // corrector: average the slopes at both ends (trapezoid rule)
            m_aTilde = evaluate(m_xTilde, m_vTilde, t0 + dt);
            m_result.x = x0 + 0.5 * dt * (v0 + m_vTilde);
            m_result.v = v0 + 0.5 * dt * (m_a0 + m_aTilde);
            m_result.t = t0 + dt;
            record("Heun corrector", "x₁ = x₀ + ½Δt(v₀ + ṽ₁),  v₁ = v₀ + ½Δt(a₀ + ã₁)", m_xTilde,
                   m_vTilde, t0 + dt, m_vTilde, m_aTilde, m_result.x, m_result.v,
                   evaluationsHere());
        }
        break;
    case Method::Midpoint:
        if (stage == 0) {  // half step to the midpoint
            m_a0 = evaluate(x0, v0, t0);
            m_xTilde = x0 + 0.5 * dt * v0;
            m_vTilde = v0 + 0.5 * dt * m_a0;
            record("Midpoint half step", "xₘ = x₀ + ½Δt·v₀,  vₘ = v₀ + ½Δt·a₀", x0, v0, t0, v0,
                   m_a0, m_xTilde, m_vTilde, evaluationsHere());
        } else {  // full step with the midpoint's slope
            m_aTilde = evaluate(m_xTilde, m_vTilde, t0 + 0.5 * dt);
            m_result.x = x0 + dt * m_vTilde;
            m_result.v = v0 + dt * m_aTilde;
            m_result.t = t0 + dt;
            record("Midpoint full step", "x₁ = x₀ + Δt·vₘ,  v₁ = v₀ + Δt·a(xₘ, vₘ)", m_xTilde,
                   m_vTilde, t0 + 0.5 * dt, m_vTilde, m_aTilde, m_result.x, m_result.v,
                   evaluationsHere());
        }
        break;
    case Method::RK4:
        if (stage == 0) {
            m_k1x = v0;
            m_k1v = evaluate(x0, v0, t0);
            m_xTilde = x0 + 0.5 * dt * m_k1x;
            m_vTilde = v0 + 0.5 * dt * m_k1v;
            record("RK4 slope k₁", "k₁ = f(y₀);  y₀ + ½Δt·k₁", x0, v0, t0, m_k1x, m_k1v, m_xTilde,
                   m_vTilde, evaluationsHere());
        } else if (stage == 1) {
            m_k2x = m_vTilde;
            m_k2v = evaluate(m_xTilde, m_vTilde, t0 + 0.5 * dt);
            const Vec ex = m_xTilde, ev = m_vTilde;
            m_xTilde = x0 + 0.5 * dt * m_k2x;
            m_vTilde = v0 + 0.5 * dt * m_k2v;
            record("RK4 slope k₂", "k₂ = f(y₀ + ½Δt·k₁);  y₀ + ½Δt·k₂", ex, ev, t0 + 0.5 * dt,
                   m_k2x, m_k2v, m_xTilde, m_vTilde, evaluationsHere());
        } else if (stage == 2) {
            m_k3x = m_vTilde;
            m_k3v = evaluate(m_xTilde, m_vTilde, t0 + 0.5 * dt);
            const Vec ex = m_xTilde, ev = m_vTilde;
            m_xTilde = x0 + dt * m_k3x;
            m_vTilde = v0 + dt * m_k3v;
            record("RK4 slope k₃", "k₃ = f(y₀ + ½Δt·k₂);  y₀ + Δt·k₃", ex, ev, t0 + 0.5 * dt,
                   m_k3x, m_k3v, m_xTilde, m_vTilde, evaluationsHere());
        } else {
            const Vec k4x = m_vTilde;
            const Vec k4v = evaluate(m_xTilde, m_vTilde, t0 + dt);
            m_result.x = x0 + (dt / 6.0) * (m_k1x + 2.0 * m_k2x + 2.0 * m_k3x + k4x);
            m_result.v = v0 + (dt / 6.0) * (m_k1v + 2.0 * m_k2v + 2.0 * m_k3v + k4v);
            m_result.t = t0 + dt;
            record("RK4 slope k₄ and update", "k₄ = f(y₀ + Δt·k₃);  y₁ = y₀ + Δt(k₁+2k₂+2k₃+k₄)/6",
                   m_xTilde, m_vTilde, t0 + dt, k4x, k4v, m_result.x, m_result.v,
                   evaluationsHere());
        }
        break;
    case Method::VelocityVerlet:
        if (stage == 0) {  // half kick, reusing the acceleration of the previous step if any
            m_a0 = m_start.acceleration ? *m_start.acceleration : evaluate(x0, v0, t0);
            m_vTilde = v0 + 0.5 * dt * m_a0;
            record("Verlet half kick", "v½ = v₀ + ½Δt·a₀", x0, v0, t0, v0, m_a0, x0, m_vTilde,
                   evaluationsHere());
        } else if (stage == 1) {  // drift with the half-step velocity
            m_xTilde = x0 + dt * m_vTilde;
            record("Verlet drift", "x₁ = x₀ + Δt·v½", x0, m_vTilde, t0 + 0.5 * dt, m_vTilde, m_a0,
                   m_xTilde, m_vTilde, 0);
        } else {  // second half kick with the force at the new position
            m_aTilde = evaluate(m_xTilde, m_vTilde, t0 + dt);
            m_result.x = m_xTilde;
            m_result.v = m_vTilde + 0.5 * dt * m_aTilde;
            m_result.t = t0 + dt;
            m_result.acceleration = m_aTilde;
            record("Verlet half kick", "a₁ = a(x₁);  v₁ = v½ + ½Δt·a₁", m_xTilde, m_vTilde, t0 + dt,
                   m_vTilde, m_aTilde, m_result.x, m_result.v, evaluationsHere());
        }
        break;
    }
    ++m_done;
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

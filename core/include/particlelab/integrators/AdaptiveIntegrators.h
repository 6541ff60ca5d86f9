// SPDX-License-Identifier: GPL-3.0-or-later
// Error control made visible: embedded Runge–Kutta pairs that choose their own time step.
//
// An embedded pair computes two solutions of orders p and p − 1 from the same stages; their
// difference estimates the local error of the lower one. The step is accepted when the scaled
// error, err = √(mean over components of (eᵢ / (atol + rtol·max(|yᵢ|, |ỹᵢ|)))²), is at most 1
// (Hairer, Nørsett & Wanner, "Solving Ordinary Differential Equations I", 2nd ed. 1993, §II.4),
// and the run goes on with the higher-order solution (local extrapolation). The next step is
//   accepted: Δt · clamp(0.9 · err^(−α) · errₚᵣₑᵥ^(β), 0.2, 5)   (a PI controller, §IV.2 of
//             volume II; β = 0.2/k and α = 1/k − 0.75β with k = p: DOPRI5's 0.17 and 0.04)
//   rejected: Δt · clamp(0.9 · err^(−1/k), 0.2, 1), and the step is tried again;
//   and the step accepted right after a rejection may not grow (its factor is clamped to at most
//   1, as in Hairer's DOPRI5 code): else, where the error rises step after step (the approach to
//   a pericentre), the PI factor grows the step again at once and nearly every other try fails.
//
//   Heun–Euler 2(1)        k₁ = f(y), k₂ = f(y + Δt k₁); y₁ = y + ½Δt(k₁ + k₂); e = ½Δt(k₂ − k₁)
//   Dormand–Prince 5(4)    seven stages, the last one the first of the next step (FSAL), so an
//                          accepted step costs six force evaluations (Dormand & Prince, J. Comp.
//                          Appl. Math. 6, 19 (1980); the tableau of HNW I, Table II.5.2)
//
// The system is the second-order one of SecondOrderIntegrators.h written as y = (x, v),
// y' = (v, a(x, v, t)). Every attempt is kept (time, step, error, accepted) for the timeline and
// the charts: the Δt per step, the rejected steps and the error against the tolerance.
#pragma once

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <string_view>
#include <utility>
#include <vector>

namespace pl {

enum class EmbeddedPair { HeunEuler21, DormandPrince54 };

struct EmbeddedPairInfo {
    EmbeddedPair pair;
    std::string_view id;    // "heun_euler", "dopri5"
    std::string_view name;  // "Heun–Euler 2(1)", "Dormand–Prince 5(4)"
    int order;              // of the solution carried on
};
const EmbeddedPairInfo& embeddedPairInfo(EmbeddedPair pair);

// The stability function of the solution a pair carries on, R(z) = 1 + z bᵀ(I − zA)⁻¹𝟙 on
// y' = λy, as its coefficients c₀ … c_s (R(z) = Σ cₖ zᵏ), read from the tableau the stepper
// runs: c₀ = 1 and cₖ = bᵀA^(k−1)𝟙 (Hairer & Wanner, "Solving ODEs II", §IV.2). Heun–Euler
// carries Heun's solution (1, 1, ½); Dormand–Prince its fifth-order one, whose last coefficient
// is 1/600 rather than the 1/720 of the exponential.
std::vector<double> carriedStabilityPolynomial(EmbeddedPair pair);

struct ErrorControl {
    double absoluteTolerance = 1e-6;
    double relativeTolerance = 1e-6;
    double firstStep = 1e-3;   // s
    double maxStep = 1e300;    // s
};

// One try of a step.
struct StepAttempt {
    double time = 0.0;   // s, at the start of the step
    double dt = 0.0;     // s
    double error = 0.0;  // scaled error estimate: accepted when ≤ 1
    bool accepted = false;
};

class AdaptiveStepper {
public:
    // Everything that evolves, as a plain value: a lesson keeps it between its frames, saves
    // it, and makes a stepper from it again (a stepper holds the acceleration function too).
    struct Snapshot {
        EmbeddedPair pair = EmbeddedPair::DormandPrince54;
        ParticleState state;
        ErrorControl control;
        double dt = 0.0;                // s: the next step to try
        double previousError = 1e-4;    // errₚᵣₑᵥ of the PI controller
        bool lastRejected = false;      // the last try was rejected: the next may not grow
        bool haveFirstSlope = false;
        Vec firstSlopeV;
        long long evaluations = 0;
        long long accepted = 0;
        long long rejected = 0;
    };

    AdaptiveStepper(EmbeddedPair pair, AccelerationFunction acceleration, ParticleState start,
                    ErrorControl control);
    AdaptiveStepper(AccelerationFunction acceleration, Snapshot snapshot);
    Snapshot snapshot() const;

    // Tries one step (of at most `until − t`): accepted, or rejected with a smaller Δt next.
    StepAttempt attempt(double until = 1e300);
    // Steps until the time is exactly `until` (the last step cut to land on it).
    void advanceTo(double until);

    const ParticleState& state() const { return m_state; }
    double nextStep() const { return m_dt; }
    long long forceEvaluations() const { return m_evaluations; }
    long long acceptedSteps() const { return m_accepted; }
    long long rejectedSteps() const { return m_rejected; }
    const std::vector<StepAttempt>& attempts() const { return m_attempts; }
    // The attempts so far, handed over and forgotten (a long run keeps no growing list).
    std::vector<StepAttempt> takeAttempts() { return std::exchange(m_attempts, {}); }

private:
    Vec evaluate(const Vec& x, const Vec& v, double t);

    EmbeddedPair m_pair;
    AccelerationFunction m_acceleration;
    ParticleState m_state;
    ErrorControl m_control;
    double m_dt;
    double m_previousError = 1e-4;  // errₚᵣₑᵥ of the PI controller before the first step
    bool m_lastRejected = false;
    bool m_haveFirstSlope = false;  // FSAL: m_firstSlopeV is f at the current state
    Vec m_firstSlopeV;
    long long m_evaluations = 0;
    long long m_accepted = 0;
    long long m_rejected = 0;
    std::vector<StepAttempt> m_attempts;
};

} // namespace pl

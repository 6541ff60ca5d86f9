// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/integrators/AdaptiveIntegrators.h"
#include "particlelab/util/TrNoop.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>

namespace pl {

namespace {

// A Butcher tableau with an embedded lower-order solution: stages c, a (lower triangle), the
// carried weights b and the error weights e = b − b̂.
struct Tableau {
    int stages;
    std::array<double, 7> c;
    std::array<std::array<double, 7>, 7> a;
    std::array<double, 7> b;
    std::array<double, 7> e;
    bool firstSameAsLast;  // the last stage is f at the new state
};

const Tableau& tableau(EmbeddedPair pair)
{
    static const Tableau heunEuler{
        2,
        {0.0, 1.0},
        {{{}, {1.0}}},
        {0.5, 0.5},
        {-0.5, 0.5},  // ½(k₂ − k₁): Heun's weights minus Euler's (1, 0)
        false,
    };
    static const Tableau dormandPrince{
        7,
        {0.0, 1.0 / 5, 3.0 / 10, 4.0 / 5, 8.0 / 9, 1.0, 1.0},
        {{{},
          {1.0 / 5},
          {3.0 / 40, 9.0 / 40},
          {44.0 / 45, -56.0 / 15, 32.0 / 9},
          {19372.0 / 6561, -25360.0 / 2187, 64448.0 / 6561, -212.0 / 729},
          {9017.0 / 3168, -355.0 / 33, 46732.0 / 5247, 49.0 / 176, -5103.0 / 18656},
          {35.0 / 384, 0.0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84}}},
        {35.0 / 384, 0.0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84, 0.0},
        {71.0 / 57600, 0.0, -71.0 / 16695, 71.0 / 1920, -17253.0 / 339200, 22.0 / 525,
         -1.0 / 40},
        true,
    };
    return pair == EmbeddedPair::HeunEuler21 ? heunEuler : dormandPrince;
}

} // namespace

const EmbeddedPairInfo& embeddedPairInfo(EmbeddedPair pair)
{
    static const std::array<EmbeddedPairInfo, 2> infos = {{
        {EmbeddedPair::HeunEuler21, "heun_euler", PL_TR_NOOP("integrators", "Heun–Euler 2(1)"), 2},
        {EmbeddedPair::DormandPrince54, "dopri5", PL_TR_NOOP("integrators", "Dormand–Prince 5(4)"), 5},
    }};
    return pair == EmbeddedPair::HeunEuler21 ? infos[0] : infos[1];
}

std::vector<double> carriedStabilityPolynomial(EmbeddedPair pair)
{
    const Tableau& tab = tableau(pair);
    const auto s = static_cast<std::size_t>(tab.stages);
    // w = A^(k−1)𝟙, one power at a time; cₖ = b·w.
    std::vector<double> w(s, 1.0), coefficients{1.0};
    for (std::size_t k = 1; k <= s; ++k) {
        double ck = 0.0;
        for (std::size_t i = 0; i < s; ++i)
            ck += tab.b[i] * w[i];
        coefficients.push_back(ck);
        std::vector<double> next(s, 0.0);
        for (std::size_t i = 0; i < s; ++i)
            for (std::size_t j = 0; j < i; ++j)
                next[i] += tab.a[i][j] * w[j];
        w = std::move(next);
    }
    while (coefficients.size() > 1 && coefficients.back() == 0.0)
        coefficients.pop_back();
    return coefficients;
}

AdaptiveStepper::AdaptiveStepper(EmbeddedPair pair, AccelerationFunction acceleration,
                                 ParticleState start, ErrorControl control)
    : m_pair(pair), m_acceleration(std::move(acceleration)), m_state(std::move(start)),
      m_control(control), m_dt(std::min(control.firstStep, control.maxStep))
{
    assert(m_state.x.size() == m_state.v.size());
}

AdaptiveStepper::AdaptiveStepper(AccelerationFunction acceleration, Snapshot snapshot)
    : m_pair(snapshot.pair), m_acceleration(std::move(acceleration)),
      m_state(std::move(snapshot.state)), m_control(snapshot.control), m_dt(snapshot.dt),
      m_previousError(snapshot.previousError), m_lastRejected(snapshot.lastRejected),
      m_haveFirstSlope(snapshot.haveFirstSlope),
      m_firstSlopeV(std::move(snapshot.firstSlopeV)), m_evaluations(snapshot.evaluations),
      m_accepted(snapshot.accepted), m_rejected(snapshot.rejected)
{
}

AdaptiveStepper::Snapshot AdaptiveStepper::snapshot() const
{
    return Snapshot{m_pair,           m_state,          m_control,     m_dt,
                    m_previousError,  m_lastRejected,   m_haveFirstSlope, m_firstSlopeV,
                    m_evaluations,    m_accepted,       m_rejected};
}

Vec AdaptiveStepper::evaluate(const Vec& x, const Vec& v, double t)
{
    ++m_evaluations;
    return m_acceleration(x, v, t);
}

StepAttempt AdaptiveStepper::attempt(double until)
{
    const Tableau& tab = tableau(m_pair);
    const double t0 = m_state.t;
    const double dt = std::min(m_dt, until - t0);
    const Vec& x0 = m_state.x;
    const Vec& v0 = m_state.v;

    // Stage slopes: kx = dx/dt = v at the stage, kv = dv/dt = a there.
    std::array<Vec, 7> kx, kv;
    kx[0] = v0;
    if (!m_haveFirstSlope) {
        m_firstSlopeV = evaluate(x0, v0, t0);
        m_haveFirstSlope = true;
    }
    kv[0] = m_firstSlopeV;
    Vec x = x0, v = v0;
    for (int i = 1; i < tab.stages; ++i) {
        x = x0;
        v = v0;
        for (int j = 0; j < i; ++j) {
            const double aij = tab.a[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            if (aij != 0.0) {
                x += dt * aij * kx[static_cast<std::size_t>(j)];
                v += dt * aij * kv[static_cast<std::size_t>(j)];
            }
        }
        kx[static_cast<std::size_t>(i)] = v;
        kv[static_cast<std::size_t>(i)] = evaluate(x, v, t0 + tab.c[static_cast<std::size_t>(i)] * dt);
    }
    // The carried solution (for DOPRI5 it is the last stage's point, x and v above).
    Vec x1 = x0, v1 = v0, ex = Vec::Zero(x0.size()), ev = Vec::Zero(v0.size());
    for (int i = 0; i < tab.stages; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (tab.b[k] != 0.0) {
            x1 += dt * tab.b[k] * kx[k];
            v1 += dt * tab.b[k] * kv[k];
        }
        if (tab.e[k] != 0.0) {
            ex += dt * tab.e[k] * kx[k];
            ev += dt * tab.e[k] * kv[k];
        }
    }
    // Scaled root-mean-square error over every component of x and v.
    double sum = 0.0;
    auto add = [&](const Vec& e, const Vec& before, const Vec& after) {
        for (Eigen::Index i = 0; i < e.size(); ++i) {
            const double scale = m_control.absoluteTolerance +
                                 m_control.relativeTolerance *
                                     std::max(std::abs(before[i]), std::abs(after[i]));
            sum += (e[i] / scale) * (e[i] / scale);
        }
    };
    add(ex, x0, x1);
    add(ev, v0, v1);
    const double error = std::sqrt(sum / static_cast<double>(2 * x0.size()));

    const int k = embeddedPairInfo(m_pair).order;
    const double beta = 0.2 / k, alpha = 1.0 / k - 0.75 * beta;
    StepAttempt record{t0, dt, error, error <= 1.0};
    if (record.accepted) {
        m_state.x = std::move(x1);
        m_state.v = std::move(v1);
        m_state.t = (dt == until - t0) ? until : t0 + dt;
        m_state.acceleration.reset();
        if (tab.firstSameAsLast)
            m_firstSlopeV = kv[static_cast<std::size_t>(tab.stages - 1)];
        else
            m_haveFirstSlope = false;
        const double factor =
            error > 0.0 ? 0.9 * std::pow(error, -alpha) * std::pow(m_previousError, beta) : 5.0;
        m_dt = std::min(m_control.maxStep,
                        m_dt * std::clamp(factor, 0.2, m_lastRejected ? 1.0 : 5.0));
        m_previousError = std::max(error, 1e-4);
        m_lastRejected = false;
        ++m_accepted;
    } else {
        m_dt = dt * std::clamp(0.9 * std::pow(error, -1.0 / k), 0.2, 1.0);
        m_lastRejected = true;
        ++m_rejected;
    }
    m_attempts.push_back(record);
    return record;
}

void AdaptiveStepper::advanceTo(double until)
{
    while (m_state.t < until)
        attempt(until);
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "harmonic_oscillator/HarmonicOscillatorModel.h"

#include "framework/StateChecks.h"

#include <algorithm>
#include <cmath>

namespace pl {

void HarmonicOscillatorModel::reset(const HarmonicOscillatorSettings& settings)
{
    m_settings = settings;
    m_state.time = 0.0;
    const double w = omega();
    const double amplitude = std::hypot(settings.x0, settings.v0 / w);
    // A method whose state is 1000 times the natural scale has blown up.
    m_blowUpBound = 1e3 * std::max({amplitude, amplitude * w, 1e-3});
    m_state.runs.clear();
    for (const Method method : settings.methods) {
        ParticleState s;
        s.x = Vec::Constant(1, settings.x0);
        s.v = Vec::Constant(1, settings.v0);
        m_state.runs.push_back({method, s, std::nullopt});
    }
}

void HarmonicOscillatorModel::step()
{
    const double omega2 = m_settings.k / m_settings.mass;
    const AccelerationFunction acceleration = [omega2](const Vec& x, const Vec&, double) -> Vec {
        return -omega2 * x;
    };
    for (Run& run : m_state.runs) {
        if (run.divergedAt)
            continue;
        run.state = pl::step(run.method, acceleration, run.state, m_settings.dt);
        if (!isFiniteAndBounded(run.state, m_blowUpBound))
            run.divergedAt = run.state.t;
    }
    m_state.time += m_settings.dt;
}

bool HarmonicOscillatorModel::allDiverged() const
{
    return !m_state.runs.empty() && std::all_of(m_state.runs.begin(), m_state.runs.end(),
                                                 [](const Run& r) { return r.divergedAt; });
}

double HarmonicOscillatorModel::omega() const { return std::sqrt(m_settings.k / m_settings.mass); }

double HarmonicOscillatorModel::exactPosition(double t) const
{
    const double w = omega();
    return m_settings.x0 * std::cos(w * t) + m_settings.v0 / w * std::sin(w * t);
}

double HarmonicOscillatorModel::exactVelocity(double t) const
{
    const double w = omega();
    return -m_settings.x0 * w * std::sin(w * t) + m_settings.v0 * std::cos(w * t);
}

TrText HarmonicOscillatorModel::checkState() const
{
    using namespace state_checks;
    if (!isTime(m_state.time))
        return PL_TR_NOOP("harmonic-oscillator", "the time must be a finite number ≥ 0");
    if (m_state.runs.size() != m_settings.methods.size())
        return PL_TR_NOOP("harmonic-oscillator", "the state must hold one run per chosen method");
    for (std::size_t i = 0; i < m_state.runs.size(); ++i) {
        const Run& run = m_state.runs[i];
        if (run.method != m_settings.methods[i])
            return PL_TR_NOOP("harmonic-oscillator",
                              "a run's method is not the method chosen for it");
        if (run.state.x.size() != 1 || run.state.v.size() != 1)
            return PL_TR_NOOP("harmonic-oscillator",
                              "a run must have one position and one velocity");
        if (!isTimeUpTo(run.state.t, m_state.time))
            return PL_TR_NOOP("harmonic-oscillator", "a run's time is not a time of the run");
        if (!isEventTime(run.divergedAt, m_state.time))
            return PL_TR_NOOP("harmonic-oscillator",
                              "a run's divergence time is not a time of the run");
        if (run.divergedAt)
            continue;  // a diverged run keeps the numbers it blew up to
        if (!isFiniteAndBounded(run.state, m_blowUpBound))
            return PL_TR_NOOP(
                "harmonic-oscillator",
                "a run that has not diverged has a position or velocity that is not finite or "
                "beyond its blow-up bound");
        if (run.state.acceleration &&
            !(run.state.acceleration->size() == 1 && run.state.acceleration->allFinite()))
            return PL_TR_NOOP("harmonic-oscillator",
                              "a run's stored acceleration is not one finite number");
    }
    return {};
}

} // namespace pl

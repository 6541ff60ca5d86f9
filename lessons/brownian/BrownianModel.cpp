// SPDX-License-Identifier: GPL-3.0-or-later
#include "brownian/BrownianModel.h"

#include "framework/StateChecks.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace pl {

void BrownianModel::reset(const BrownianSettings& settings)
{
    m_settings = settings;
    State& s = m_state;
    const double side = settings.boxSide, bigRadius = settings.bigRadius;
    const double bigMass = settings.bigMass, kT = settings.kT;
    s.random.seed(settings.seed);
    const GasBox box{0.0, side, 0.0, side};
    const Eigen::Vector2d centre(0.5 * side, 0.5 * side);

    // The small disks on a lattice, then every one that would overlap the big disk left out.
    DiskGas lattice(settings.seed, BroadphaseKind::UniformGrid);
    lattice.setBox(box);
    lattice.populate({{settings.count, smallRadius, smallMass}}, kT, InitialSpeeds::Maxwell);
    s.gas = DiskGas(settings.seed + 1, BroadphaseKind::UniformGrid);
    s.gas.setBox(box);
    s.gas.addDisk(centre.x(), centre.y(), 0.0, 0.0, bigRadius, bigMass, 1);
    for (std::size_t i = 0; i < lattice.size(); ++i) {
        const double dx = lattice.x()[i] - centre.x(), dy = lattice.y()[i] - centre.y();
        if (std::hypot(dx, dy) > bigRadius + smallRadius)
            s.gas.addDisk(lattice.x()[i], lattice.y()[i], lattice.vx()[i], lattice.vy()[i],
                          smallRadius, smallMass, 0);
    }
    const int small = static_cast<int>(s.gas.size()) - 1;
    const double n = small / (box.area() - std::numbers::pi * bigRadius * bigRadius);
    m_gamma = n * (bigRadius + smallRadius) * std::sqrt(8.0 * std::numbers::pi * smallMass * kT);

    s.langevinX = centre;
    s.langevinV = Eigen::Vector2d::Zero();
    // A small disk moves a tenth of its radius per step at the rms speed; Langevin resolves τ.
    m_dt = settings.langevin ? std::min(0.02 * bigMass / m_gamma, sampleInterval)
                             : 0.1 * smallRadius / std::sqrt(2.0 * kT / smallMass);
    s.time = 0.0;
    s.steps = 0;
    s.divergedAt.reset();
    s.nextSample = 0.0;
    s.path.clear();
    s.sampleCount = 0;
    std::fill(s.msdSums.begin(), s.msdSums.end(), 0.0);
    std::fill(s.msdTerms.begin(), s.msdTerms.end(), 0);
    s.lagTimes.clear();
    s.msd.clear();
    s.fit.reset();
    s.msdUpdated = false;
    m_fitStart = std::max(3.0 * bigMass / m_gamma, 4.0 * sampleInterval);
    sample();
}

Eigen::Vector2d BrownianModel::bigPosition() const
{
    if (m_settings.langevin)
        return m_state.langevinX;
    const std::size_t slot = m_state.gas.slotOf(0);
    return Eigen::Vector2d(m_state.gas.x()[slot], m_state.gas.y()[slot]);
}

void BrownianModel::stepLangevin()
{
    State& s = m_state;
    const double bigMass = m_settings.bigMass;
    // Euler–Maruyama: v ← v − (γ/M) v Δt + √(2γkTΔt)/M ξ,  x ← x + v Δt; walls reflect.
    std::normal_distribution<double> gauss(0.0, 1.0);
    const double kick = std::sqrt(2.0 * m_gamma * m_settings.kT * m_dt) / bigMass;  // m/s
    s.langevinV += -(m_gamma / bigMass) * m_dt * s.langevinV +
                   kick * Eigen::Vector2d(gauss(s.random), gauss(s.random));
    s.langevinX += m_dt * s.langevinV;
    for (int axis = 0; axis < 2; ++axis) {
        const double lo = m_settings.bigRadius, hi = m_settings.boxSide - m_settings.bigRadius;
        if (s.langevinX[axis] < lo) {
            s.langevinX[axis] = 2.0 * lo - s.langevinX[axis];
            s.langevinV[axis] = std::abs(s.langevinV[axis]);
        } else if (s.langevinX[axis] > hi) {
            s.langevinX[axis] = 2.0 * hi - s.langevinX[axis];
            s.langevinV[axis] = -std::abs(s.langevinV[axis]);
        }
    }
}

void BrownianModel::step()
{
    State& s = m_state;
    if (s.divergedAt)
        return;
    s.msdUpdated = false;
    if (m_settings.langevin) {
        stepLangevin();
        s.time += m_dt;
        if (!s.langevinX.allFinite() || !s.langevinV.allFinite())
            s.divergedAt = s.time;
    } else {
        s.gas.step(m_dt);
        s.time = s.gas.time();
        if (!s.gas.isFinite())
            s.divergedAt = s.time;
    }
    ++s.steps;
    if (s.divergedAt)
        return;
    while (s.time >= s.nextSample)
        sample();
}

void BrownianModel::sample()
{
    State& s = m_state;
    const Eigen::Vector2d position = bigPosition();
    const std::size_t held = s.path.size();
    for (std::size_t k = 1; k <= std::min<std::size_t>(maxLagSamples, held); ++k) {
        s.msdSums[k - 1] += (position - s.path[held - k]).squaredNorm();
        ++s.msdTerms[k - 1];
    }
    if (s.path.size() >= 2 * drawnPathSamples)
        s.path.erase(s.path.begin(), s.path.begin() + static_cast<std::ptrdiff_t>(drawnPathSamples));
    s.path.push_back(position);
    ++s.sampleCount;
    s.nextSample += sampleInterval;
    // Every second of run time (four samples), so the chart shows the short lags within the
    // first seconds: O(maxLagSamples) each, cheap next to a step of the gas.
    if (s.sampleCount % msdUpdateSamples == 0)
        updateMsd();
}

void BrownianModel::updateMsd()
{
    State& s = m_state;
    // Averaged over every time origin of the run; lags up to a quarter of the run.
    const std::size_t lags =
        std::min<std::size_t>(maxLagSamples, static_cast<std::size_t>(s.sampleCount / 4));
    s.lagTimes.assign(lags, 0.0);
    s.msd.assign(lags, 0.0);
    for (std::size_t k = 1; k <= lags; ++k) {
        s.lagTimes[k - 1] = static_cast<double>(k) * sampleInterval;
        s.msd[k - 1] = s.msdSums[k - 1] / static_cast<double>(s.msdTerms[k - 1]);
    }
    std::vector<double> t, y;
    for (std::size_t k = 0; k < lags; ++k)
        if (s.lagTimes[k] >= m_fitStart) {
            t.push_back(s.lagTimes[k]);
            y.push_back(s.msd[k]);
        }
    s.fit = t.size() >= 8 ? fitLine(t, y) : std::nullopt;
    s.msdUpdated = true;
}

void BrownianModel::load(StateReader& in)
{
    const std::size_t disks = m_state.gas.size();  // as reset() placed them for these settings
    in(m_state);
    if (m_state.gas.size() != disks)
        throw StateError(TrText(PL_TR_NOOP("brownian", "the state has %1 disks where the "
                                                       "parameters place %2"),
                                {trText(std::to_string(m_state.gas.size())),
                                 trText(std::to_string(disks))}));
}

TrText BrownianModel::checkState() const
{
    const State& s = m_state;
    if (!std::isfinite(s.time) || s.time < 0.0 || s.steps < 0)
        return PL_TR_NOOP("brownian", "the time and step count must be finite numbers ≥ 0");
    if (!std::isfinite(s.nextSample) || s.lagTimes.size() != s.msd.size() ||
        s.msdSums.size() != std::size_t{maxLagSamples} ||
        s.msdTerms.size() != std::size_t{maxLagSamples} || s.sampleCount < 0 ||
        s.path.size() > 2 * drawnPathSamples ||
        s.lagTimes.size() > static_cast<std::size_t>(s.sampleCount / 4) ||
        std::any_of(s.msdTerms.begin(), s.msdTerms.begin() + static_cast<std::ptrdiff_t>(s.msd.size()),
                    [](long long terms) { return terms <= 0; }))
        return PL_TR_NOOP("brownian", "the sampling of the mean squared displacement is damaged");
    const bool mustBeFinite = !s.divergedAt;
    if (TrText problem = checkDiskGasState(s.gas.state(), mustBeFinite); !problem.empty())
        return problem;
    if (mustBeFinite && !(s.langevinX.allFinite() && s.langevinV.allFinite() &&
                          state_checks::allPointsFinite(s.path)))
        return PL_TR_NOOP("brownian", "the big disk's position, velocity or path is not finite");
    if (!state_checks::isEventTime(s.divergedAt, s.time))
        return PL_TR_NOOP("brownian", "the divergence time is not a time of the run");
    // step() samples until the next sample lies ahead; a diverged step samples no more.
    const double slack = 1e-9 * std::max(1.0, s.time);
    if (!(s.nextSample >= 0.0 && s.nextSample <= s.time + sampleInterval + slack &&
          s.time <= s.nextSample + m_dt + slack))
        return PL_TR_NOOP("brownian", "the next sample is not due within one sampling interval");
    if (!(state_checks::allFinite(s.msdSums) &&
          std::all_of(s.msdSums.begin(), s.msdSums.end(), [](double v) { return v >= 0.0; }) &&
          std::all_of(s.msdTerms.begin(), s.msdTerms.end(), [](long long t) { return t >= 0; })))
        return PL_TR_NOOP("brownian",
                          "the sums of the mean squared displacement are not finite numbers ≥ 0");
    for (std::size_t k = 0; k < s.msd.size(); ++k)
        if (!(std::isfinite(s.lagTimes[k]) && s.lagTimes[k] > 0.0 && std::isfinite(s.msd[k]) &&
              s.msd[k] >= 0.0))
            return PL_TR_NOOP("brownian",
                              "a lag time or mean squared displacement is not a finite number ≥ 0");
    if (s.fit && !isPossibleFit(*s.fit))
        return PL_TR_NOOP("brownian",
                          "the fit of the mean squared displacement is not a finite line");
    return {};
}

} // namespace pl

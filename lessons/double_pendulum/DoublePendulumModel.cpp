// SPDX-License-Identifier: GPL-3.0-or-later
#include "double_pendulum/DoublePendulumModel.h"

#include "framework/StateChecks.h"

#include <particlelab/pendulum/SimplePendulum.h>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

constexpr double separationSampleInterval = 0.01;  // s
constexpr double trailSampleInterval = 1.0 / 60.0; // s
constexpr std::size_t trailLength = 180;           // samples: the last 3 s
// A copy whose energy exceeds this multiple of (E₀ + the energy of both rods upright) has been
// pumped up by the integrator, not by physics: the run counts as diverged.
constexpr double runawayFactor = 10.0;

} // namespace

void DoublePendulumModel::reset(const DoublePendulumSettings& settings)
{
    m_settings = settings;
    m_acceleration = doublePendulumAccelerationFunction(m_settings.physics);
    restart(settings.theta1, settings.theta2);
}

void DoublePendulumModel::restart(double theta1, double theta2)
{
    m_state.theta1 = theta1;
    m_state.theta2 = theta2;
    const int n = copies();
    m_state.pendulums = ParticleState{Vec(2 * n), Vec(2 * n), 0.0, {}};
    for (int i = 0; i < n; ++i) {
        m_state.pendulums.x[i] = theta1 + i * m_settings.delta;
        m_state.pendulums.x[n + i] = theta2;
        m_state.pendulums.v[i] = m_settings.omega1;
        m_state.pendulums.v[n + i] = m_settings.omega2;
    }
    const StartBounds bounds = startBounds(theta1, theta2);
    m_state.energy0 = bounds.energy0;
    m_state.blowUpRate = bounds.blowUpRate;
    m_state.runawayEnergy = bounds.runawayEnergy;
    m_state.divergedAt.reset();
    m_state.steps = 0;
    m_state.sampleTimes.clear();
    m_state.sampleLogs.clear();
    m_state.saturatedAt.reset();
    m_state.fit.reset();
    m_state.nextSampleTime = 0.0;
    sampleSeparation();
    m_state.trails.assign(static_cast<std::size_t>(n), {});
    m_state.nextTrailTime = 0.0;
}

DoublePendulumModel::StartBounds DoublePendulumModel::startBounds(double theta1,
                                                                  double theta2) const
{
    const DoublePendulumParameters& p = physics();
    StartBounds b;
    const DoublePendulumState start{theta1, theta2, m_settings.omega1, m_settings.omega2};
    b.energy0 = doublePendulumKineticEnergy(p, start) + doublePendulumPotentialEnergy(p, start);
    // The fastest rotation the energy allows is about √(2E/(m₂L₂²)); a thousand times the
    // larger of that and the natural rate means the integrator has blown up.
    const double natural = std::sqrt(p.gravity / std::min(p.length1, p.length2));
    const double energetic = std::sqrt(2.0 * b.energy0 / (p.mass2 * p.length2 * p.length2));
    b.blowUpRate = 1e3 * (natural + energetic + std::abs(m_settings.omega1) +
                          std::abs(m_settings.omega2));
    // The most potential energy any configuration has: both rods straight up.
    const double highest = 2.0 * (p.mass1 + p.mass2) * p.gravity * p.length1 +
                           2.0 * p.mass2 * p.gravity * p.length2;
    b.runawayEnergy = runawayFactor * (b.energy0 + highest);
    return b;
}

DoublePendulumState DoublePendulumModel::copyState(int i) const
{
    const int n = copies();
    const ParticleState& p = m_state.pendulums;
    return {p.x[i], p.x[n + i], p.v[i], p.v[n + i]};
}

double DoublePendulumModel::energy(int copy) const
{
    const DoublePendulumState s = copyState(copy);
    return doublePendulumKineticEnergy(physics(), s) + doublePendulumPotentialEnergy(physics(), s);
}

double DoublePendulumModel::separation() const
{
    if (copies() < 2)
        return 0.0;
    const DoublePendulumState a = copyState(0), b = copyState(1);
    return std::sqrt(std::pow(b.theta1 - a.theta1, 2) + std::pow(b.theta2 - a.theta2, 2) +
                     std::pow(b.omega1 - a.omega1, 2) + std::pow(b.omega2 - a.omega2, 2));
}

void DoublePendulumModel::sampleSeparation()
{
    if (copies() < 2 || m_state.saturatedAt || m_state.pendulums.t < m_state.nextSampleTime)
        return;
    m_state.nextSampleTime = m_state.pendulums.t + separationSampleInterval;
    const double d = separation();
    if (d >= saturationSeparation) {
        m_state.saturatedAt = m_state.pendulums.t;
        return;
    }
    if (!(d > 0.0))
        return;
    m_state.sampleTimes.push_back(m_state.pendulums.t);
    m_state.sampleLogs.push_back(std::log(d));
    if (m_state.sampleTimes.size() >= 10)
        m_state.fit = fitLine(m_state.sampleTimes, m_state.sampleLogs);
}

bool DoublePendulumModel::runawayEnergy(const ParticleState& state) const
{
    const int n = copies();
    for (int i = 0; i < n; ++i) {
        const DoublePendulumState s{state.x[i], state.x[n + i], state.v[i], state.v[n + i]};
        const double e =
            doublePendulumKineticEnergy(physics(), s) + doublePendulumPotentialEnergy(physics(), s);
        if (!(e <= m_state.runawayEnergy))
            return true;
    }
    return false;
}

void DoublePendulumModel::step()
{
    if (m_state.divergedAt || m_state.drag != Drag::None)
        return;  // a dragged bob waits for the release; time does not advance meanwhile
    const std::optional<ParticleState> advanced = advance();
    if (!advanced) {
        m_state.divergedAt = m_state.pendulums.t + m_settings.dt;
        return;
    }
    const ParticleState& next = *advanced;
    if (!isFiniteAndBounded(next, std::max(1e6, m_state.blowUpRate)) ||
        next.v.cwiseAbs().maxCoeff() > m_state.blowUpRate || runawayEnergy(next)) {
        m_state.divergedAt = next.t;
        return;  // keep the last finite state on screen
    }
    m_state.pendulums = next;
    ++m_state.steps;
    sampleSeparation();
    if (m_state.pendulums.t >= m_state.nextTrailTime) {
        m_state.nextTrailTime = m_state.pendulums.t + trailSampleInterval;
        for (int i = 0; i < copies(); ++i) {
            std::deque<Eigen::Vector2d>& trail = m_state.trails[static_cast<std::size_t>(i)];
            trail.push_back(lowerBobPosition(physics(), copyState(i)));
            if (trail.size() > trailLength)
                trail.pop_front();
        }
    }
}

std::optional<ParticleState> DoublePendulumModel::advance() const
{
    if (!m_settings.canonicalImplicitMidpoint)
        return pl::step(m_settings.method, m_acceleration, m_state.pendulums, m_settings.dt);
    // Each copy through its canonical momenta: (θ, θ') → (θ, p), one implicit midpoint step,
    // back to (θ, θ').
    const int n = copies();
    ParticleState next = m_state.pendulums;
    next.t += m_settings.dt;
    next.acceleration.reset();
    for (int i = 0; i < n; ++i) {
        const ImplicitMidpointStep s = implicitMidpointStep(
            physics(), canonicalFromVelocities(physics(), copyState(i)), m_settings.dt);
        if (!s.converged)
            return std::nullopt;
        const DoublePendulumState end = velocitiesFromCanonical(physics(), s.y);
        next.x[i] = end.theta1;
        next.x[n + i] = end.theta2;
        next.v[i] = end.omega1;
        next.v[n + i] = end.omega2;
    }
    return next;
}

bool DoublePendulumModel::grabBob(const Eigen::Vector2d& world)
{
    const DoublePendulumParameters& p = physics();
    const double grab = 0.12 * (p.length1 + p.length2);
    const DoublePendulumState s = copyState(0);
    const double toLower = (world - lowerBobPosition(p, s)).norm();
    const double toUpper = (world - upperBobPosition(p, s)).norm();
    if (std::min(toLower, toUpper) > grab)
        return false;
    m_state.drag = toLower <= toUpper ? Drag::LowerBob : Drag::UpperBob;
    // Grab the pendulum as it is now: the rod not dragged keeps its present angle.
    m_state.theta1 = wrapAngle(s.theta1);
    m_state.theta2 = wrapAngle(s.theta2);
    return true;
}

bool DoublePendulumModel::dragBobTo(const Eigen::Vector2d& world)
{
    const DoublePendulumParameters& p = physics();
    const double reach = p.length1 + p.length2;
    double theta1 = m_state.theta1, theta2 = m_state.theta2;
    if (m_state.drag == Drag::UpperBob) {
        if (world.norm() < 1e-9 * reach)
            return false;
        theta1 = std::atan2(world.x(), -world.y());
    } else {
        const Eigen::Vector2d rel =
            world - upperBobPosition(p, {m_state.theta1, m_state.theta2, 0.0, 0.0});
        if (rel.norm() < 1e-9 * reach)
            return false;
        theta2 = std::atan2(rel.x(), -rel.y());
    }
    restart(theta1, theta2);
    return true;
}

TrText DoublePendulumModel::checkState() const
{
    using namespace state_checks;
    const State& state = m_state;
    const ParticleState& p = state.pendulums;
    const Eigen::Index n = 2 * copies();
    if (p.x.size() != n || p.v.size() != n)
        return TrText(PL_TR_NOOP("double-pendulum",
                                 "the state holds %1 pendulums, not the %2 copies "
                                 "chosen"),
                      {trText(std::to_string(p.x.size() / 2)), trText(std::to_string(copies()))});
    if (!p.x.allFinite() || !p.v.allFinite() || !isTime(p.t))
        return PL_TR_NOOP("double-pendulum",
                          "an angle, angular velocity or the time is not finite");
    if (p.acceleration && !(p.acceleration->size() == n && p.acceleration->allFinite()))
        return PL_TR_NOOP("double-pendulum", "the stored angular accelerations are not finite");
    if (state.trails.size() != static_cast<std::size_t>(copies()))
        return TrText(PL_TR_NOOP("double-pendulum", "the state has %1 trails for %2 copies"),
                      {trText(std::to_string(state.trails.size())),
                       trText(std::to_string(copies()))});
    for (const std::deque<Eigen::Vector2d>& trail : state.trails)
        if (trail.size() > trailLength || !allPointsFinite(trail))
            return PL_TR_NOOP("double-pendulum", "a trail is too long or not finite");
    if (state.sampleTimes.size() != state.sampleLogs.size())
        return PL_TR_NOOP("double-pendulum",
                          "the separation samples have times and values of different counts");
    for (const double t : state.sampleTimes)
        if (!isTimeUpTo(t, p.t))
            return PL_TR_NOOP("double-pendulum",
                              "a separation sample's time is not a time of the run");
    if (!allFinite(state.sampleLogs))
        return PL_TR_NOOP("double-pendulum", "a separation sample is not finite");
    if (state.fit && !isPossibleFit(*state.fit))
        return PL_TR_NOOP("double-pendulum", "the Lyapunov fit is not a finite line");
    if (!isEventTime(state.saturatedAt, p.t))
        return PL_TR_NOOP("double-pendulum",
                          "the time the separation saturated is not a time of the run");
    if (!std::isfinite(state.theta1) || !std::isfinite(state.theta2))
        return PL_TR_NOOP("double-pendulum", "the start is not finite");
    // The start's energy and the blow-up bounds are what restart() derived from the start.
    const StartBounds bounds = startBounds(state.theta1, state.theta2);
    const auto same = [](double stored, double derived) {
        return std::isfinite(derived) &&
               std::abs(stored - derived) <= 1e-9 * std::max(1.0, std::abs(derived));
    };
    if (!same(state.energy0, bounds.energy0) || !same(state.blowUpRate, bounds.blowUpRate) ||
        !same(state.runawayEnergy, bounds.runawayEnergy))
        return PL_TR_NOOP("double-pendulum",
                          "the start's energy or the blow-up bounds do not match the start");
    // The next samples are due at most one interval after the state on show.
    if (!isTimeUpTo(state.nextSampleTime, p.t + separationSampleInterval) ||
        !isTimeUpTo(state.nextTrailTime, p.t + trailSampleInterval))
        return PL_TR_NOOP("double-pendulum", "a sampling time is not a time of the run");
    // step() keeps only states within the blow-up bounds (a diverged run keeps its last one).
    if (!isFiniteAndBounded(p, std::max(1e6, state.blowUpRate)) ||
        p.v.cwiseAbs().maxCoeff() > state.blowUpRate || runawayEnergy(p))
        return PL_TR_NOOP("double-pendulum",
                          "the pendulums are beyond the bounds where a run counts as diverged");
    // The step that ran away is not taken: it diverged one step after the state on show.
    if (state.divergedAt && !(isTime(*state.divergedAt) && *state.divergedAt >= p.t))
        return PL_TR_NOOP("double-pendulum", "the divergence time is not a time of the run");
    if (state.drag != Drag::None && state.drag != Drag::UpperBob && state.drag != Drag::LowerBob)
        return PL_TR_NOOP("double-pendulum", "the state holds a drag of no bob");
    if (state.steps < 0)
        return PL_TR_NOOP("double-pendulum", "the step count is negative");
    return {};
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "pendulum/PendulumModel.h"

#include "framework/StateChecks.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace pl {

void PendulumModel::reset(const PendulumSettings& settings)
{
    m_settings = settings;
    m_acceleration = simplePendulumAcceleration(m_settings.physics);
    restart(settings.theta0, settings.omega0);
}

void PendulumModel::restart(double theta0, double omega0)
{
    m_state.theta0 = theta0;
    m_state.omega0 = omega0;
    m_state.swing = ParticleState{Vec::Constant(1, theta0), Vec::Constant(1, omega0), 0.0, {}};
    m_state.energy0 =
        pendulumKineticEnergy(physics(), omega0) + pendulumPotentialEnergy(physics(), theta0);
    m_state.periodMeter.clear();
    m_state.periodMeter.add(0.0, theta0, omega0);
    m_state.divergedAt.reset();
    m_state.steps = 0;
}

void PendulumModel::step()
{
    if (m_state.divergedAt || m_state.dragging)
        return;  // a dragged bob waits for the release; time does not advance meanwhile
    const ParticleState next =
        pl::step(m_settings.method, m_acceleration, m_state.swing, m_settings.dt);
    // Run away: not finite, or an energy the start could never reach (see runawayEnergy()).
    const double e = pendulumKineticEnergy(physics(), next.v[0]) +
                     pendulumPotentialEnergy(physics(), next.x[0]);
    if (!std::isfinite(next.x[0]) || !(e <= runawayEnergy())) {
        m_state.divergedAt = next.t;
        return;  // keep the last finite state on screen
    }
    m_state.swing = next;
    ++m_state.steps;
    m_state.periodMeter.add(m_state.swing.t, m_state.swing.x[0], m_state.swing.v[0]);
}

double PendulumModel::energy() const
{
    return pendulumKineticEnergy(physics(), angularVelocity()) +
           pendulumPotentialEnergy(physics(), angle());
}

double PendulumModel::smallAngle() const
{
    return smallAngleSolution(physics(), m_state.theta0, m_state.omega0, m_state.swing.t);
}

Eigen::Vector2d PendulumModel::bobPosition(double theta) const
{
    return {physics().length * std::sin(theta), -physics().length * std::cos(theta)};
}

bool PendulumModel::grabBob(const Eigen::Vector2d& world)
{
    if ((world - bobPosition(angle())).norm() > 0.2 * physics().length)
        return false;
    m_state.dragging = true;
    return true;
}

std::optional<double> PendulumModel::dragBobTo(const Eigen::Vector2d& world)
{
    if (world.norm() < 1e-9 * physics().length)
        return std::nullopt;  // at the pivot the angle is undefined: keep the last one
    const double theta = std::atan2(world.x(), -world.y());
    restart(theta, m_state.omega0);
    return theta;
}

TrText PendulumModel::checkState() const
{
    using namespace state_checks;
    const State& state = m_state;
    const ParticleState& s = state.swing;
    if (s.x.size() != 1 || s.v.size() != 1)
        return PL_TR_NOOP("pendulum",
                          "the pendulum's state must hold one angle and one angular velocity");
    if (!s.x.allFinite() || !s.v.allFinite() || !isTime(s.t))
        return PL_TR_NOOP("pendulum",
                          "the pendulum's angle, angular velocity or time is not finite");
    if (s.acceleration && !(s.acceleration->size() == 1 && s.acceleration->allFinite()))
        return PL_TR_NOOP("pendulum",
                          "the pendulum's stored angular acceleration is not one finite number");
    // The step that ran away is not taken: it diverged one step (of the Δt then in force) after
    // the state on show.
    if (state.divergedAt && !(isTime(*state.divergedAt) && *state.divergedAt >= s.t))
        return PL_TR_NOOP("pendulum", "the pendulum's divergence time is not a time of the run");
    if (!state.periodMeter.isConsistent(s.t))
        return PL_TR_NOOP("pendulum",
                          "the pendulum's period meter holds a time or angle that is not possible");
    if (!std::isfinite(state.theta0) || std::abs(state.theta0) > std::numbers::pi + 1e-12 ||
        !std::isfinite(state.omega0))
        return PL_TR_NOOP("pendulum",
                          "the pendulum's start is not a finite angle in [−180°, 180°]");
    // energy0 is what restart() derived from the start; anything else is not of this run.
    const double energy0 = pendulumKineticEnergy(physics(), state.omega0) +
                           pendulumPotentialEnergy(physics(), state.theta0);
    if (!std::isfinite(energy0) ||
        !(std::abs(state.energy0 - energy0) <= 1e-9 * std::max(1.0, std::abs(energy0))))
        return PL_TR_NOOP("pendulum", "the pendulum's start energy does not match its start");
    // step() keeps only swings below the runaway energy (a diverged run keeps its last one).
    if (!(energy() <= runawayEnergy()))
        return PL_TR_NOOP("pendulum",
                          "the pendulum's swing has an energy its start could never reach");
    // Below that energy θ' stays under √(2E)/L, so the angle cannot have turned much farther
    // from the start than that rate allows (a factor 4 and a turn spare for the integrators'
    // intermediate stages).
    const double fastest = std::sqrt(2.0 * runawayEnergy()) / physics().length;  // rad/s
    if (!(std::abs(angle() - state.theta0) <= 2.0 * std::numbers::pi + 4.0 * fastest * s.t))
        return PL_TR_NOOP("pendulum",
                          "the pendulum has turned farther than its energy allows in the time run");
    // The small-angle ghost is drawn at the same time: ω·t must not overflow.
    if (!std::isfinite(smallAngle()))
        return PL_TR_NOOP("pendulum",
                          "the pendulum's time is too large to draw its small-angle ghost at");
    if (state.steps < 0)
        return PL_TR_NOOP("pendulum", "the pendulum's step count is negative");
    return {};
}

} // namespace pl

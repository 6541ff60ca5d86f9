// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/particles/ParticleSystem.h"

#include <cassert>
#include <cmath>
#include <limits>

namespace pl {

int ParticleSystem::addParticle(const Vector2& position, const Vector2& velocity, double mass)
{
    assert(mass > 0.0);
    const Eigen::Index n = m_state.inverseMasses.size();
    m_state.positions.conservativeResize(2 * n + 2);
    m_state.velocities.conservativeResize(2 * n + 2);
    m_state.forces.conservativeResize(2 * n + 2);
    m_state.inverseMasses.conservativeResize(n + 1);
    m_state.positions.segment<2>(2 * n) = position;
    m_state.velocities.segment<2>(2 * n) = std::isinf(mass) ? Vector2::Zero() : velocity;
    m_state.forces.segment<2>(2 * n).setZero();
    m_state.inverseMasses[n] = std::isinf(mass) ? 0.0 : 1.0 / mass;
    return static_cast<int>(n);
}

void ParticleSystem::computeForces(const Eigen::VectorXd& x, const Eigen::VectorXd& v,
                                   Eigen::VectorXd& forces) const
{
    forces.setZero(x.size());
    for (const auto& interaction : m_interactions)
        interaction->addForces(x, v, m_state.inverseMasses, forces);
}

AccelerationFunction ParticleSystem::accelerationFunction() const
{
    return [this](const Vec& x, const Vec& v, double) -> Vec {
        Vec f;
        computeForces(x, v, f);
        for (Eigen::Index i = 0; i < m_state.inverseMasses.size(); ++i)
            f.segment<2>(2 * i) *= m_state.inverseMasses[i];
        return f;
    };
}

void ParticleSystem::setMonitor(StepMonitor* monitor)
{
    m_monitor = monitor;
    for (auto& interaction : m_interactions)
        interaction->setMonitor(monitor);
}

void ParticleSystem::step(double dt)
{
    assert(m_substeps >= 1 && m_iterations >= 1);
    const double h = dt / m_substeps;
    for (int s = 0; s < m_substeps; ++s) {
        if (m_monitor) {
            if (m_monitor->stopRequested())
                return;
            m_stepDone = s * h;
            m_substepLength = h;
            m_monitor->progress(m_stepDone);
        }
        if (!m_constraints.empty()) {
            m_previousPositions = m_state.positions;
            m_previousVelocities = m_state.velocities;
        }
        integrate(h);
        if (!m_constraints.empty())
            applyConstraints(h);
        m_state.time += h;
    }
}

// Stage 2: x'' = w F. The two Euler methods run in place over the arrays with exactly the
// arithmetic of pl::step(); the others call pl::step().
void ParticleSystem::integrate(double h)
{
    const Eigen::Index n = m_state.inverseMasses.size();
    switch (m_method) {
    case Method::SymplecticEuler:
        computeForces(m_state.positions, m_state.velocities, m_state.forces);
        for (Eigen::Index i = 0; i < n; ++i) {
            const double w = m_state.inverseMasses[i];
            for (Eigen::Index k = 2 * i; k < 2 * i + 2; ++k) {
                m_state.velocities[k] = m_state.velocities[k] + h * (m_state.forces[k] * w);
                m_state.positions[k] = m_state.positions[k] + h * m_state.velocities[k];
            }
        }
        break;
    case Method::ForwardEuler:
        computeForces(m_state.positions, m_state.velocities, m_state.forces);
        for (Eigen::Index i = 0; i < n; ++i) {
            const double w = m_state.inverseMasses[i];
            for (Eigen::Index k = 2 * i; k < 2 * i + 2; ++k) {
                m_state.positions[k] = m_state.positions[k] + h * m_state.velocities[k];
                m_state.velocities[k] = m_state.velocities[k] + h * (m_state.forces[k] * w);
            }
        }
        break;
    default: {
        ParticleState state{m_state.positions, m_state.velocities, m_state.time, std::nullopt};
        state = pl::step(m_method, accelerationFunction(), state, h);
        m_state.positions = std::move(state.x);
        m_state.velocities = std::move(state.v);
        break;
    }
    }
}

// Stages 3–5: project, derive velocities from the projection, correct velocities.
void ParticleSystem::applyConstraints(double h)
{
    m_predictedPositions = m_state.positions;
    for (const auto& c : m_constraints)
        c->beginSubstep(*this, h);
    for (int it = 0; it < m_iterations; ++it) {
        if (m_monitor) {
            if (m_monitor->stopRequested())
                return;
            m_monitor->progress(m_stepDone + h * it / (m_iterations + 1.0));
        }
        for (const auto& c : m_constraints)
            c->project(*this, h);
    }
    m_state.velocities += (m_state.positions - m_predictedPositions) / h;
    for (const auto& c : m_constraints)
        c->correctVelocities(*this, h);
}

double ParticleSystem::kineticEnergy() const
{
    double e = 0.0;
    for (Eigen::Index i = 0; i < m_state.inverseMasses.size(); ++i)
        if (m_state.inverseMasses[i] > 0.0)
            e += 0.5 * m_state.velocities.segment<2>(2 * i).squaredNorm() / m_state.inverseMasses[i];
    return e;
}

double ParticleSystem::potentialEnergy() const
{
    double e = 0.0;
    for (const auto& interaction : m_interactions)
        e += interaction->potentialEnergy(m_state.positions, m_state.inverseMasses);
    return e;
}

bool ParticleSystem::isFiniteAndBounded(double bound) const
{
    auto ok = [bound](const Eigen::VectorXd& u) {
        for (Eigen::Index i = 0; i < u.size(); ++i)
            if (!(std::abs(u[i]) <= bound))  // false for NaN too
                return false;
        return true;
    };
    return ok(m_state.positions) && ok(m_state.velocities);
}

} // namespace pl

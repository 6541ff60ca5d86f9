#include "particlelab/particles/ParticleSystem.h"

#include <cassert>
#include <cmath>
#include <limits>

namespace pl {

ParticleSystem::ParticleSystem(const ParticleSystem& other)
    : m_positions(other.m_positions), m_velocities(other.m_velocities),
      m_forces(other.m_forces), m_inverseMasses(other.m_inverseMasses),
      m_previousPositions(other.m_previousPositions),
      m_previousVelocities(other.m_previousVelocities),
      m_predictedPositions(other.m_predictedPositions), m_method(other.m_method),
      m_substeps(other.m_substeps), m_iterations(other.m_iterations), m_time(other.m_time)
{
    for (const auto& p : other.m_interactions)
        m_interactions.push_back(p->clone());
    for (const auto& c : other.m_constraints)
        m_constraints.push_back(c->clone());
}

ParticleSystem& ParticleSystem::operator=(const ParticleSystem& other)
{
    if (this != &other) {
        ParticleSystem copy(other);
        *this = std::move(copy);
    }
    return *this;
}

int ParticleSystem::addParticle(const Vector2& position, const Vector2& velocity, double mass)
{
    assert(mass > 0.0);
    const Eigen::Index n = m_inverseMasses.size();
    m_positions.conservativeResize(2 * n + 2);
    m_velocities.conservativeResize(2 * n + 2);
    m_forces.conservativeResize(2 * n + 2);
    m_inverseMasses.conservativeResize(n + 1);
    m_positions.segment<2>(2 * n) = position;
    m_velocities.segment<2>(2 * n) = std::isinf(mass) ? Vector2::Zero() : velocity;
    m_forces.segment<2>(2 * n).setZero();
    m_inverseMasses[n] = std::isinf(mass) ? 0.0 : 1.0 / mass;
    return static_cast<int>(n);
}

void ParticleSystem::computeForces(const Eigen::VectorXd& x, const Eigen::VectorXd& v,
                                   Eigen::VectorXd& forces) const
{
    forces.setZero(x.size());
    for (const auto& interaction : m_interactions)
        interaction->addForces(x, v, m_inverseMasses, forces);
}

AccelerationFunction ParticleSystem::accelerationFunction() const
{
    return [this](const Vec& x, const Vec& v, double) -> Vec {
        Vec f;
        computeForces(x, v, f);
        for (Eigen::Index i = 0; i < m_inverseMasses.size(); ++i)
            f.segment<2>(2 * i) *= m_inverseMasses[i];
        return f;
    };
}

void ParticleSystem::step(double dt)
{
    assert(m_substeps >= 1 && m_iterations >= 1);
    const double h = dt / m_substeps;
    for (int s = 0; s < m_substeps; ++s) {
        if (!m_constraints.empty()) {
            m_previousPositions = m_positions;
            m_previousVelocities = m_velocities;
        }
        integrate(h);
        if (!m_constraints.empty())
            applyConstraints(h);
        m_time += h;
    }
}

// Stage 2: x'' = w F. The two Euler methods run in place over the arrays with exactly the
// arithmetic of pl::step(); the others call pl::step().
void ParticleSystem::integrate(double h)
{
    const Eigen::Index n = m_inverseMasses.size();
    switch (m_method) {
    case Method::SymplecticEuler:
        computeForces(m_positions, m_velocities, m_forces);
        for (Eigen::Index i = 0; i < n; ++i) {
            const double w = m_inverseMasses[i];
            for (Eigen::Index k = 2 * i; k < 2 * i + 2; ++k) {
                m_velocities[k] = m_velocities[k] + h * (m_forces[k] * w);
                m_positions[k] = m_positions[k] + h * m_velocities[k];
            }
        }
        break;
    case Method::ForwardEuler:
        computeForces(m_positions, m_velocities, m_forces);
        for (Eigen::Index i = 0; i < n; ++i) {
            const double w = m_inverseMasses[i];
            for (Eigen::Index k = 2 * i; k < 2 * i + 2; ++k) {
                m_positions[k] = m_positions[k] + h * m_velocities[k];
                m_velocities[k] = m_velocities[k] + h * (m_forces[k] * w);
            }
        }
        break;
    default: {
        ParticleState state{m_positions, m_velocities, m_time, std::nullopt};
        state = pl::step(m_method, accelerationFunction(), state, h);
        m_positions = std::move(state.x);
        m_velocities = std::move(state.v);
        break;
    }
    }
}

// Stages 3–5: project, derive velocities from the projection, correct velocities.
void ParticleSystem::applyConstraints(double h)
{
    m_predictedPositions = m_positions;
    for (const auto& c : m_constraints)
        c->beginSubstep(*this, h);
    for (int it = 0; it < m_iterations; ++it)
        for (const auto& c : m_constraints)
            c->project(*this, h);
    m_velocities += (m_positions - m_predictedPositions) / h;
    for (const auto& c : m_constraints)
        c->correctVelocities(*this, h);
}

double ParticleSystem::kineticEnergy() const
{
    double e = 0.0;
    for (Eigen::Index i = 0; i < m_inverseMasses.size(); ++i)
        if (m_inverseMasses[i] > 0.0)
            e += 0.5 * m_velocities.segment<2>(2 * i).squaredNorm() / m_inverseMasses[i];
    return e;
}

double ParticleSystem::potentialEnergy() const
{
    double e = 0.0;
    for (const auto& interaction : m_interactions)
        e += interaction->potentialEnergy(m_positions, m_inverseMasses);
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
    return ok(m_positions) && ok(m_velocities);
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "integrators/IntegratorProblems.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace pl {

namespace {

constexpr double oscillatorOmega = 1.0;  // rad/s
constexpr double pendulumOmega = 1.0;    // rad/s, √(g/L) with g = 1 m/s², L = 1 m

} // namespace

IntegratorProblem::IntegratorProblem(IntegratorProblemKind kind, double amplitude,
                                     double eccentricity)
    : m_kind(kind), m_amplitude(amplitude), m_orbit{1.0, 1.0, eccentricity}
{
    switch (kind) {
    case IntegratorProblemKind::Oscillator:
        m_start = ParticleState{Vec::Constant(1, 1.0), Vec::Constant(1, 0.0), 0.0, {}};
        break;
    case IntegratorProblemKind::Pendulum:
        m_start = ParticleState{Vec::Constant(1, amplitude), Vec::Constant(1, 0.0), 0.0, {}};
        break;
    case IntegratorProblemKind::Kepler:
        m_start = m_orbit.start();
        break;
    }
    m_bound = 1e3 * std::max(positionScale(), velocityScale());
}

AccelerationFunction IntegratorProblem::acceleration() const
{
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator: return oscillatorAcceleration(oscillatorOmega);
    case IntegratorProblemKind::Pendulum: return pendulumAcceleration(pendulumOmega);
    case IntegratorProblemKind::Kepler: return keplerAcceleration(m_orbit.gm);
    }
    return oscillatorAcceleration(oscillatorOmega);
}

double IntegratorProblem::energy(const ParticleState& s) const
{
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator: return oscillatorEnergy(oscillatorOmega, s.x[0], s.v[0]);
    case IntegratorProblemKind::Pendulum: return pendulumEnergy(pendulumOmega, s.x[0], s.v[0]);
    case IntegratorProblemKind::Kepler: return keplerEnergy(m_orbit.gm, s.x, s.v);
    }
    return 0.0;
}

double IntegratorProblem::stabilityFrequency() const
{
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator: return oscillatorOmega;
    case IntegratorProblemKind::Pendulum: return pendulumOmega;
    case IntegratorProblemKind::Kepler: return m_orbit.pericentreRate();
    }
    return 1.0;
}

std::vector<LinearMode> IntegratorProblem::modes(const ParticleState& s) const
{
    const Modes m = modesAt(s);
    return {m.modes.begin(), m.modes.begin() + static_cast<std::ptrdiff_t>(m.count)};
}

IntegratorProblem::Modes IntegratorProblem::modesAt(const ParticleState& s) const
{
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator:
        return {{LinearMode{oscillatorOmega * oscillatorOmega, 0.0}}, 1};
    case IntegratorProblemKind::Pendulum:
        return {{LinearMode{pendulumOmega * pendulumOmega * std::cos(s.x[0]), 0.0}}, 1};
    case IntegratorProblemKind::Kepler: {
        const double r = std::hypot(s.x[0], s.x[1]);
        const double rate = m_orbit.gm / (r * r * r);
        return {{LinearMode{rate, 0.0}, LinearMode{-2.0 * rate, 0.0}}, 2};
    }
    }
    return {};
}

double IntegratorProblem::fastestRate(const ParticleState& s) const
{
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator: return oscillatorOmega;
    case IntegratorProblemKind::Pendulum:
        return pendulumOmega * std::sqrt(std::abs(std::cos(s.x[0])));
    case IntegratorProblemKind::Kepler: {
        const double r = std::hypot(s.x[0], s.x[1]);
        return std::sqrt(2.0 * m_orbit.gm / (r * r * r));
    }
    }
    return 0.0;
}

std::string IntegratorProblem::frequencySymbol() const
{
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator: return "ω";
    case IntegratorProblemKind::Pendulum: return "ω₀";
    case IntegratorProblemKind::Kepler: return "ω_peri";
    }
    return "ω";
}

double IntegratorProblem::error(const ParticleState& s, const ParticleState& reference) const
{
    const double naturalFrequency = m_kind == IntegratorProblemKind::Kepler
                                        ? 2.0 * std::numbers::pi / m_orbit.period()
                                        : stabilityFrequency();
    return std::sqrt((s.x - reference.x).squaredNorm() +
                     (s.v - reference.v).squaredNorm() / (naturalFrequency * naturalFrequency));
}

ParticleState IntegratorProblem::reference(double t, double maxStep) const
{
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator: return oscillatorExact(oscillatorOmega, m_start, t);
    case IntegratorProblemKind::Kepler: return m_orbit.exact(t);
    case IntegratorProblemKind::Pendulum: break;
    }
    ParticleState s = m_start;
    const long long steps = std::max(1LL, static_cast<long long>(std::ceil(t / maxStep)));
    advanceReference(s, t, static_cast<int>(std::min<long long>(steps, 1LL << 30)));
    return s;
}

void IntegratorProblem::advanceReference(ParticleState& reference, double dt, int substeps) const
{
    if (m_kind != IntegratorProblemKind::Pendulum) {
        reference = this->reference(reference.t + dt, dt);
        return;
    }
    // Scalar classic RK4 on (θ, θ'): the same method as core's RK4, without the cost of
    // std::function and heap vectors, because it runs 1000 sub-steps per lesson step.
    const double w2 = pendulumOmega * pendulumOmega;
    const double h = dt / substeps;
    double theta = reference.x[0], omega = reference.v[0];
    for (int i = 0; i < substeps; ++i) {
        const double k1x = omega, k1v = -w2 * std::sin(theta);
        const double k2x = omega + 0.5 * h * k1v, k2v = -w2 * std::sin(theta + 0.5 * h * k1x);
        const double k3x = omega + 0.5 * h * k2v, k3v = -w2 * std::sin(theta + 0.5 * h * k2x);
        const double k4x = omega + h * k3v, k4v = -w2 * std::sin(theta + h * k3x);
        theta += (h / 6.0) * (k1x + 2.0 * k2x + 2.0 * k3x + k4x);
        omega += (h / 6.0) * (k1v + 2.0 * k2v + 2.0 * k3v + k4v);
    }
    reference.x[0] = theta;
    reference.v[0] = omega;
    reference.t += dt;
}

Vec2 IntegratorProblem::drawPoint(const Vec& x, const Vec& v) const
{
    return m_kind == IntegratorProblemKind::Kepler ? Vec2(x[0], x[1]) : Vec2(x[0], v[0]);
}

Vec2 IntegratorProblem::drawSlope(const Vec& slopeX, const Vec& slopeV) const
{
    return m_kind == IntegratorProblemKind::Kepler ? Vec2(slopeX[0], slopeX[1])
                                                   : Vec2(slopeX[0], slopeV[0]);
}

Vec2 IntegratorProblem::drawPoint(const ParticleState& stacked, int copy) const
{
    const Eigen::Index d = dimension();
    const Eigen::Index i = copy * d;
    return m_kind == IntegratorProblemKind::Kepler ? Vec2(stacked.x[i], stacked.x[i + 1])
                                                   : Vec2(stacked.x[i], stacked.v[i]);
}

std::vector<Vec2> IntegratorProblem::orbit(int points) const
{
    double period = 2.0 * std::numbers::pi / oscillatorOmega;
    if (m_kind == IntegratorProblemKind::Pendulum)
        period = pendulumPeriod(pendulumOmega, m_amplitude);
    else if (m_kind == IntegratorProblemKind::Kepler)
        period = m_orbit.period();
    std::vector<Vec2> out;
    ParticleState s = m_start;
    const double dt = period / points;
    for (int i = 0; i < points; ++i) {
        out.push_back(drawPoint(s.x, s.v));
        if (m_kind == IntegratorProblemKind::Pendulum)
            advanceReference(s, dt, 50);
        else
            s = reference((i + 1) * dt, dt);
    }
    return out;
}

void IntegratorProblem::bounds(Vec2& min, Vec2& max) const
{
    if (m_kind == IntegratorProblemKind::Kepler) {
        const double a = m_orbit.semiMajorAxis, e = m_orbit.eccentricity;
        const double b = a * std::sqrt(1.0 - e * e);
        min = Vec2(-a * (1.0 + e) - 0.35 * a, -b - 0.35 * a);
        max = Vec2(a * (1.0 - e) + 0.35 * a, b + 0.35 * a);
        return;
    }
    const double x = positionScale(), v = velocityScale();
    min = Vec2(-1.5 * x, -1.5 * v);
    max = Vec2(1.5 * x, 1.5 * v);
}

double IntegratorProblem::positionScale() const
{
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator: return 1.0;
    case IntegratorProblemKind::Pendulum: return std::max(std::abs(m_amplitude), 1e-3);
    case IntegratorProblemKind::Kepler: return m_orbit.semiMajorAxis;
    }
    return 1.0;
}

double IntegratorProblem::velocityScale() const
{
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator: return oscillatorOmega;
    case IntegratorProblemKind::Pendulum:
        return std::max(2.0 * pendulumOmega * std::sin(0.5 * std::abs(m_amplitude)), 1e-3);
    case IntegratorProblemKind::Kepler: return m_start.v.norm();
    }
    return 1.0;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/pendulum/SimplePendulum.h"

#include "particlelab/special/EllipticIntegral.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace pl {

AccelerationFunction simplePendulumAcceleration(const SimplePendulumParameters& p)
{
    const double gOverL = p.gravity / p.length;
    const double twoBeta = 2.0 * p.damping;
    return [gOverL, twoBeta](const Vec& theta, const Vec& omega, double) -> Vec {
        return -gOverL * theta.array().sin().matrix() - twoBeta * omega;
    };
}

double pendulumKineticEnergy(const SimplePendulumParameters& p, double angularVelocity)
{
    return 0.5 * p.length * p.length * angularVelocity * angularVelocity;
}

double pendulumPotentialEnergy(const SimplePendulumParameters& p, double angle)
{
    // 1 − cos θ = 2 sin²(θ/2), without the cancellation of 1 − cos θ at small angles.
    const double s = std::sin(0.5 * angle);
    return 2.0 * p.gravity * p.length * s * s;
}

double smallAnglePeriod(const SimplePendulumParameters& p)
{
    return 2.0 * std::numbers::pi * std::sqrt(p.length / p.gravity);
}

double exactPeriodForEnergy(const SimplePendulumParameters& p, double energy)
{
    if (!(energy >= 0.0))
        return std::numeric_limits<double>::quiet_NaN();
    const double kappa2 = energy / (2.0 * p.gravity * p.length);  // E / E_separatrix
    const double timeScale = std::sqrt(p.length / p.gravity);       // s
    if (kappa2 < 1.0)  // a swing: sin(θ_max/2) = κ
        return 4.0 * timeScale * completeEllipticK(std::sqrt(kappa2));
    if (kappa2 == 1.0)
        return std::numeric_limits<double>::infinity();
    const double kappa = std::sqrt(kappa2);  // a rotation
    return 2.0 / kappa * timeScale * completeEllipticK(1.0 / kappa);
}

double exactPeriodForAmplitude(const SimplePendulumParameters& p, double amplitude)
{
    return 4.0 * std::sqrt(p.length / p.gravity) * completeEllipticK(std::sin(0.5 * amplitude));
}

double smallAngleSolution(const SimplePendulumParameters& p, double theta0, double omega0,
                          double t)
{
    const double w0 = std::sqrt(p.gravity / p.length);  // rad/s
    const double beta = p.damping;
    if (beta < w0) {  // under-damped (β = 0: the plain harmonic oscillator)
        const double wd = std::sqrt((w0 - beta) * (w0 + beta));
        return std::exp(-beta * t) *
               (theta0 * std::cos(wd * t) + (omega0 + beta * theta0) / wd * std::sin(wd * t));
    }
    if (beta == w0)  // critically damped
        return std::exp(-beta * t) * (theta0 + (omega0 + beta * theta0) * t);
    // over-damped: two decaying exponentials with rates r₁,₂ = −β ± √(β² − ω₀²)
    const double root = std::sqrt((beta - w0) * (beta + w0));
    const double r1 = -beta + root, r2 = -beta - root;
    const double c1 = (omega0 - r2 * theta0) / (r1 - r2);
    return c1 * std::exp(r1 * t) + (theta0 - c1) * std::exp(r2 * t);
}

double wrapAngle(double angle)
{
    const double twoPi = 2.0 * std::numbers::pi;
    double wrapped = std::remainder(angle, twoPi);  // in [−π, π]
    if (wrapped <= -std::numbers::pi)
        wrapped += twoPi;
    return wrapped;
}

namespace {

// The root in [0, 1] of the cubic Hermite interpolant p(s) through p(0) = y0 < 0 ≤ p(1) = y1
// with slopes p'(0) = d0, p'(1) = d1, by Newton's method kept inside the bracket by bisection.
double hermiteRoot(double y0, double d0, double y1, double d1)
{
    auto value = [&](double s) {
        const double s2 = s * s, s3 = s2 * s;
        return (2 * s3 - 3 * s2 + 1) * y0 + (s3 - 2 * s2 + s) * d0 + (-2 * s3 + 3 * s2) * y1 +
               (s3 - s2) * d1;
    };
    auto slope = [&](double s) {
        const double s2 = s * s;
        return (6 * s2 - 6 * s) * y0 + (3 * s2 - 4 * s + 1) * d0 + (-6 * s2 + 6 * s) * y1 +
               (3 * s2 - 2 * s) * d1;
    };
    double lo = 0.0, hi = 1.0;  // value(lo) < 0 ≤ value(hi)
    double s = y1 > y0 ? -y0 / (y1 - y0) : 0.5;
    for (int i = 0; i < 50; ++i) {
        const double f = value(s);
        if (f < 0.0)
            lo = s;
        else
            hi = s;
        const double df = slope(s);
        double next = df != 0.0 ? s - f / df : 0.5 * (lo + hi);
        if (!(next > lo && next < hi))
            next = 0.5 * (lo + hi);  // Newton left the bracket: bisect instead
        if (std::abs(next - s) < 1e-15)
            return next;
        s = next;
    }
    return s;
}

} // namespace

void ZeroCrossingPeriodMeter::add(double t, double angle, double angularVelocity)
{
    const double wrapped = wrapAngle(angle);
    // A jump of π or more between samples is the wrap at ±π, not a crossing of 0.
    if (m_hasSample && t > m_t && std::abs(wrapped - m_angle) < std::numbers::pi) {
        const double h = t - m_t;
        if (m_angle < 0.0 && wrapped >= 0.0)
            m_upward.add(m_t + h * hermiteRoot(m_angle, h * m_angularVelocity, wrapped,
                                                     h * angularVelocity));
        else if (m_angle > 0.0 && wrapped <= 0.0)  // the mirror image: −θ crosses upward
            m_downward.add(m_t + h * hermiteRoot(-m_angle, -h * m_angularVelocity,
                                                       -wrapped, -h * angularVelocity));
    }
    m_hasSample = true;
    m_t = t;
    m_angle = wrapped;
    m_angularVelocity = angularVelocity;
}

bool ZeroCrossingPeriodMeter::isConsistent(double now) const
{
    // A crossing is interpolated between two samples, so it may round a hair past `now`.
    const double latest = now + 1e-9 * std::max(1.0, std::abs(now));
    const auto time = [latest](double t) { return std::isfinite(t) && t >= 0.0 && t <= latest; };
    for (const Crossings* c : {&m_upward, &m_downward})
        if (c->count < 0 || !time(c->previous) || !time(c->last) || c->previous > c->last)
            return false;
    return time(m_t) && std::abs(m_angle) <= std::numbers::pi && std::isfinite(m_angularVelocity);
}

std::optional<double> ZeroCrossingPeriodMeter::lastPeriod() const
{
    // The most recent full period from either direction (a rotation crosses in one only).
    std::optional<double> latestEnd, period;
    for (const Crossings* crossings : {&m_upward, &m_downward}) {
        if (crossings->count >= 2 && (!latestEnd || crossings->last > *latestEnd)) {
            latestEnd = crossings->last;
            period = crossings->last - crossings->previous;
        }
    }
    return period;
}

} // namespace pl

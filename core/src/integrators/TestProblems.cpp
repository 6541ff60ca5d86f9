// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/integrators/TestProblems.h"

#include "particlelab/special/EllipticIntegral.h"

#include <cassert>
#include <cmath>
#include <numbers>

namespace pl {

AccelerationFunction oscillatorAcceleration(double omega)
{
    const double omega2 = omega * omega;
    return [omega2](const Vec& x, const Vec&, double) -> Vec { return -omega2 * x; };
}

ParticleState oscillatorExact(double omega, const ParticleState& start, double t)
{
    const double phase = omega * (t - start.t);
    const double c = std::cos(phase), s = std::sin(phase);
    ParticleState out;
    out.x = c * start.x + (s / omega) * start.v;
    out.v = -omega * s * start.x + c * start.v;
    out.t = t;
    return out;
}

double oscillatorEnergy(double omega, double x, double v)
{
    return 0.5 * v * v + 0.5 * omega * omega * x * x;
}

AccelerationFunction pendulumAcceleration(double omega0)
{
    const double omega2 = omega0 * omega0;
    return [omega2](const Vec& theta, const Vec&, double) -> Vec {
        return -omega2 * theta.array().sin().matrix();
    };
}

double pendulumEnergy(double omega0, double theta, double thetaDot)
{
    return 0.5 * thetaDot * thetaDot + omega0 * omega0 * (1.0 - std::cos(theta));
}

double pendulumPeriod(double omega0, double amplitude)
{
    assert(std::abs(amplitude) < std::numbers::pi);
    return 4.0 * completeEllipticK(std::sin(0.5 * amplitude)) / omega0;
}

AccelerationFunction keplerAcceleration(double gm)
{
    return [gm](const Vec& x, const Vec&, double) -> Vec {
        Vec a(x.size());
        for (Eigen::Index i = 0; i + 1 < x.size(); i += 2) {
            const double r2 = x[i] * x[i] + x[i + 1] * x[i + 1];
            const double s = -gm / (r2 * std::sqrt(r2));
            a[i] = s * x[i];
            a[i + 1] = s * x[i + 1];
        }
        return a;
    };
}

double keplerEnergy(double gm, const Vec& x, const Vec& v)
{
    return 0.5 * v.head<2>().squaredNorm() - gm / x.head<2>().norm();
}

double KeplerOrbit::period() const
{
    return 2.0 * std::numbers::pi * std::sqrt(std::pow(semiMajorAxis, 3) / gm);
}

double KeplerOrbit::pericentreRate() const
{
    const double rp = semiMajorAxis * (1.0 - eccentricity);
    const double vp = std::sqrt(gm * (1.0 + eccentricity) / rp);
    return vp / rp;
}

ParticleState KeplerOrbit::start() const { return exact(0.0); }

ParticleState KeplerOrbit::exact(double t) const
{
    const double e = eccentricity, a = semiMajorAxis;
    const double n = std::sqrt(gm / (a * a * a));  // mean motion (rad/s)
    const double meanAnomaly = std::remainder(n * t, 2.0 * std::numbers::pi);
    // Kepler's equation M = E − e sin E by Newton's method from E = M (+ e sin M).
    double eccentric = meanAnomaly + e * std::sin(meanAnomaly);
    for (int i = 0; i < 50; ++i) {
        const double delta = (eccentric - e * std::sin(eccentric) - meanAnomaly) /
                             (1.0 - e * std::cos(eccentric));
        eccentric -= delta;
        if (std::abs(delta) < 1e-15)
            break;
    }
    const double c = std::cos(eccentric), s = std::sin(eccentric);
    const double root = std::sqrt(1.0 - e * e);
    const double edot = n / (1.0 - e * c);  // dE/dt
    ParticleState out;
    out.x = Vec(2);
    out.v = Vec(2);
    out.x << a * (c - e), a * root * s;
    out.v << -a * s * edot, a * root * c * edot;
    out.t = t;
    return out;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/integrators/RoundoffStudy.h"
#include "particlelab/util/TrNoop.h"

#include "particlelab/integrators/SecondOrderIntegrators.h"

#include <cmath>
#include <numbers>
#include <optional>

namespace pl {

namespace {

constexpr int phaseCount = 8;
constexpr long long stepsBetweenAsking = 4096;

bool stopped(const KeepGoing& keepGoing, long long n)
{
    return keepGoing && n % stepsBetweenAsking == 0 && !keepGoing();
}

long double phase(int i) { return 0.1L + 2.0L * std::numbers::pi_v<long double> * i / phaseCount; }

template <class Scalar>
BasicParticleState<Scalar> phasedStart()
{
    BasicParticleState<Scalar> s;
    s.x.resize(phaseCount);
    s.v.resize(phaseCount);
    for (int i = 0; i < phaseCount; ++i) {
        s.x[i] = static_cast<Scalar>(std::cos(phase(i)));
        s.v[i] = static_cast<Scalar>(-std::sin(phase(i)));
    }
    return s;
}

template <class Scalar>
BasicAccelerationFunction<Scalar> unitOscillator()
{
    return [](const VecOf<Scalar>& x, const VecOf<Scalar>&, Scalar) -> VecOf<Scalar> { return -x; };
}

// RK4 with N steps of Δt = 1/N: the exact solution is taken at the time the steps really
// reach, N·Δt with Δt as rounded to the scalar type.
// Empty when keepGoing stopped it.
template <class Scalar>
std::optional<double> rk4Error(long long steps, bool compensated, const KeepGoing& keepGoing)
{
    const Scalar dt = static_cast<Scalar>(1.0L / steps);
    const BasicAccelerationFunction<Scalar> a = unitOscillator<Scalar>();
    BasicParticleState<Scalar> s = phasedStart<Scalar>();
    if (compensated)
        s = withCompensatedSummation(s);
    for (long long n = 0; n < steps; ++n) {
        if (stopped(keepGoing, n))
            return std::nullopt;
        s = step(Method::RK4, a, s, dt);
    }
    const long double t = static_cast<long double>(steps) * static_cast<long double>(dt);
    const VecOf<long double> x = compensatedX(s), v = compensatedV(s);
    long double sum = 0.0L;
    for (int i = 0; i < phaseCount; ++i) {
        const long double ex = std::cos(t + phase(i)) - x[i];
        const long double ev = -std::sin(t + phase(i)) - v[i];
        sum += ex * ex + ev * ev;
    }
    return double(std::sqrt(sum / phaseCount));
}

} // namespace

const std::vector<PrecisionInfo>& allPrecisions()
{
    static const std::vector<PrecisionInfo> precisions = {
        {Precision::Float, "float", PL_TR_NOOP("integrators", "float")},
        {Precision::Double, "double", PL_TR_NOOP("integrators", "double")},
        {Precision::DoubleCompensated, "double_kahan", PL_TR_NOOP("integrators", "Kahan")},
        {Precision::LongDouble, "long_double", PL_TR_NOOP("integrators", "long double")},
    };
    return precisions;
}

std::vector<RoundoffPoint> rk4RoundoffCurve(Precision precision, double finestStep,
                                            const KeepGoing& keepGoing)
{
    std::vector<RoundoffPoint> curve;
    for (int k = 0;; ++k) {
        const long long steps = std::llround(10.0 * std::pow(10.0, k / 4.0));
        if (1.0 / static_cast<double>(steps) < finestStep * 0.99)
            break;
        std::optional<double> error;
        switch (precision) {
        case Precision::Float: error = rk4Error<float>(steps, false, keepGoing); break;
        case Precision::Double: error = rk4Error<double>(steps, false, keepGoing); break;
        case Precision::DoubleCompensated: error = rk4Error<double>(steps, true, keepGoing); break;
        case Precision::LongDouble: error = rk4Error<long double>(steps, false, keepGoing); break;
        }
        if (!error)
            break;
        curve.push_back({1.0 / static_cast<double>(steps), *error});
    }
    return curve;
}

std::vector<RoundoffPoint> verletShadowDrift(bool compensated, double dt, long long steps,
                                             const KeepGoing& keepGoing)
{
    const long double stiffness = 1.0L - 0.25L * dt * dt;  // 1 − ω²Δt²/4
    auto shadow = [stiffness](const ParticleState& s) {
        const VecOf<long double> x = compensatedX(s), v = compensatedV(s);
        return VecOf<long double>(0.5L * v.array().square() / stiffness + 0.5L * x.array().square());
    };
    ParticleState s = phasedStart<double>();
    if (compensated)
        s = withCompensatedSummation(s);
    const VecOf<long double> h0 = shadow(s);
    const AccelerationFunction a = unitOscillator<double>();
    std::vector<RoundoffPoint> drift;
    long long n = 0;
    for (int k = 0;; ++k) {
        const long long until = std::llround(1e3 * std::pow(10.0, k / 4.0));
        if (until > steps)
            break;
        for (; n < until; ++n) {
            if (stopped(keepGoing, n))
                return drift;
            s = step(Method::VelocityVerlet, a, s, dt);
        }
        const VecOf<long double> relative = (shadow(s) - h0).array() / h0.array();
        drift.push_back({double(n), double(std::sqrt(relative.squaredNorm() / phaseCount))});
    }
    return drift;
}

} // namespace pl

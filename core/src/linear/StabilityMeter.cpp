// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/linear/StabilityMeter.h"

#include "particlelab/integrators/Stability.h"

#include <cmath>
#include <limits>
#include <numbers>

namespace pl {

std::array<std::complex<double>, 2> modeEigenvalues(const LinearMode& mode)
{
    const std::complex<double> root =
        std::sqrt(std::complex<double>(mode.gamma * mode.gamma - 4.0 * mode.omegaSquared));
    std::complex<double> a = 0.5 * (-mode.gamma + root), b = 0.5 * (-mode.gamma - root);
    if (a.imag() < b.imag())
        std::swap(a, b);
    return {a, b};
}

namespace {

bool isPartitioned(SteppingMethod method) { return !stabilityFunction(method, 0.0).has_value(); }

// The largest r in (0, far] with `stable(s)` for every s ≤ r, by a scan and bisection.
template <typename F>
double lastStable(F stable, double far)
{
    const int scan = 400;
    double low = 0.0;
    for (int k = 1; k <= scan; ++k) {
        const double s = far * k / scan;
        if (!stable(s)) {
            double high = s;
            for (int i = 0; i < 60; ++i) {
                const double mid = 0.5 * (low + high);
                (stable(mid) ? low : high) = mid;
            }
            return low;
        }
        low = s;
    }
    return far;
}

} // namespace

std::vector<std::vector<std::complex<double>>> stabilityRegionOutline(SteppingMethod method)
{
    if (!isPartitioned(method))
        return stabilityBoundary(method, 240);
    // Along rays z = r e^{iφ}, φ from π/2 (undamped) to π (critically damped): the mode of
    // ωΔt = r and γΔt = −2r cos φ.
    const int rays = 90;
    std::vector<std::complex<double>> upper;
    for (int k = 0; k <= rays; ++k) {
        const double phi = 0.5 * std::numbers::pi * (1.0 + double(k) / rays);
        const double gammaPerOmega = -2.0 * std::cos(phi);
        const double r = lastStable(
            [&](double s) {
                return growthPerStep(method, s, gammaPerOmega * s, 1.0) <= 1.0 + 1e-12;
            },
            8.0);
        upper.push_back(std::polar(r, phi));
    }
    std::vector<std::complex<double>> curve{0.0};
    curve.insert(curve.end(), upper.begin(), upper.end());
    for (auto it = upper.rbegin() + 1; it != upper.rend(); ++it)
        curve.push_back(std::conj(*it));
    curve.push_back(0.0);
    return {curve};
}

double StabilityMeter::limitOmegaDt(SteppingMethod method, double dampingRatio)
{
    const long long key =
        dampingRatio <= 0.0
            ? 0
            : static_cast<long long>(std::llround(std::log10(dampingRatio) * 1e4));
    const auto found = m_limits.find({method, key});
    if (found != m_limits.end())
        return found->second;
    const double zeta = dampingRatio <= 0.0 ? 0.0 : std::pow(10.0, double(key) * 1e-4);
    double limit = 0.0;
    // ρ ≤ 1 up to round-off; a method that leaves the disk by less than that at ωΔt = 10⁻² still
    // grows (Heun undamped: by (ωΔt)⁴/8 a step) and counts as stable at no Δt.
    auto stable = [&](double s) {
        return growthPerStep(method, 1.0, 2.0 * zeta, s) <= 1.0 + 1e-13;
    };
    if (stable(1e-2))
        limit = lastStable(stable, 10.0);
    m_limits.emplace(std::pair{method, key}, limit);
    return limit;
}

StabilityReading StabilityMeter::read(SteppingMethod method, const LinearMode& mode, double dt)
{
    StabilityReading out;
    const double inf = std::numeric_limits<double>::infinity();
    if (mode.omegaSquared <= 0.0) {
        // A mode that grows (or drifts) by itself: the method's limit says nothing about it.
        out.limitDt = inf;
        out.fractionOfLimit = 0.0;
        return out;
    }
    const double omega = std::sqrt(mode.omegaSquared);
    out.growthPerStep = growthPerStep(method, omega, mode.gamma, dt);
    out.energyGrowthPerSecond =
        out.growthPerStep > 1.0 ? std::pow(out.growthPerStep, 2.0 / dt) : 1.0;
    const double limit = limitOmegaDt(method, mode.gamma / (2.0 * omega));
    out.limitDt = limit / omega;
    out.fractionOfLimit = limit > 0.0 ? dt / out.limitDt : inf;
    return out;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/integrators/Stability.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace pl {

namespace {

// Coefficients c₀ … c_s of R(z) = Σ cₖ zᵏ; empty for the partitioned methods.
std::vector<double> stabilityPolynomial(SteppingMethod stepping)
{
    if (const auto* pair = std::get_if<EmbeddedPair>(&stepping))
        return carriedStabilityPolynomial(*pair);
    switch (std::get<Method>(stepping)) {
    case Method::ForwardEuler: return {1.0, 1.0};
    case Method::Heun:
    case Method::Midpoint: return {1.0, 1.0, 0.5};
    case Method::RK4: return {1.0, 1.0, 0.5, 1.0 / 6.0, 1.0 / 24.0};
    case Method::SymplecticEuler:
    case Method::VelocityVerlet: return {};
    }
    return {};
}

std::complex<double> evaluate(const std::vector<double>& c, std::complex<double> z)
{
    std::complex<double> sum = 0.0;
    for (auto k = c.size(); k-- > 0;)
        sum = sum * z + c[k];  // Horner
    return sum;
}

// The largest s in (0, far] with f(s) ≤ 0 on (0, s], for f continuous, f(0⁺) ≤ 0 and f(far) > 0:
// scanned in small steps for the first sign change, then bisected.
template <typename F>
double firstCrossing(F f, double far)
{
    const int steps = 4000;
    double low = 0.0;
    for (int k = 1; k <= steps; ++k) {
        const double s = far * k / steps;
        if (f(s) > 0.0) {
            double high = s;
            for (int i = 0; i < 200 && high - low > 1e-13 * std::max(1.0, high); ++i) {
                const double mid = 0.5 * (low + high);
                (f(mid) > 0.0 ? high : low) = mid;
            }
            return low;
        }
        low = s;
    }
    return far;
}

} // namespace

std::string_view steppingMethodId(SteppingMethod method)
{
    if (const auto* pair = std::get_if<EmbeddedPair>(&method))
        return embeddedPairInfo(*pair).id;
    return methodInfo(std::get<Method>(method)).id;
}

std::string_view steppingMethodName(SteppingMethod method)
{
    if (const auto* pair = std::get_if<EmbeddedPair>(&method))
        return embeddedPairInfo(*pair).name;
    return methodInfo(std::get<Method>(method)).name;
}

std::optional<std::complex<double>> stabilityFunction(SteppingMethod method, std::complex<double> z)
{
    const std::vector<double> c = stabilityPolynomial(method);
    if (c.empty())
        return std::nullopt;
    return evaluate(c, z);
}

Eigen::Matrix2d amplificationMatrix(Method method, double omega, double gamma, double dt)
{
    const AccelerationFunction a = [omega, gamma](const Vec& x, const Vec& v, double) -> Vec {
        return -omega * omega * x - gamma * v;
    };
    Eigen::Matrix2d m;
    for (int column = 0; column < 2; ++column) {
        ParticleState unit;
        unit.x = Vec::Constant(1, column == 0 ? 1.0 : 0.0);
        unit.v = Vec::Constant(1, column == 1 ? 1.0 : 0.0);
        const ParticleState next = step(method, a, unit, dt);
        m(0, column) = next.x[0];
        m(1, column) = next.v[0];
    }
    return m;
}

double spectralRadius(const Eigen::Matrix2d& m)
{
    // Eigenvalues of a 2 × 2 matrix from its trace and determinant.
    const double half = 0.5 * m.trace();
    const double det = m.determinant();
    const double discriminant = half * half - det;
    if (discriminant >= 0.0) {
        const double root = std::sqrt(discriminant);
        return std::max(std::abs(half + root), std::abs(half - root));
    }
    return std::sqrt(det);  // complex pair: |λ|² = λ λ̄ = det
}

double growthPerStep(SteppingMethod method, double omega, double gamma, double dt)
{
    const std::vector<double> c = stabilityPolynomial(method);
    if (c.empty())
        return spectralRadius(amplificationMatrix(std::get<Method>(method), omega, gamma, dt));
    // A Runge–Kutta method: |R(λΔt)| at the eigenvalues λ = (−γ ± √(γ² − 4ω²))/2 of the
    // oscillator's matrix [[0, 1], [−ω², −γ]], evaluated in complex arithmetic (the growth of
    // Heun undamped, 1 + (ωΔt)⁴/8 per step, is then seen down to ωΔt ≈ 10⁻³).
    const std::complex<double> root = std::sqrt(std::complex<double>(gamma * gamma - 4.0 * omega * omega));
    const std::complex<double> l1 = 0.5 * (-gamma + root), l2 = 0.5 * (-gamma - root);
    return std::max(std::abs(evaluate(c, l1 * dt)), std::abs(evaluate(c, l2 * dt)));
}

double stabilityLimitOmegaDt(SteppingMethod method, double dampingRatio)
{
    const double omega = 1.0, gamma = 2.0 * dampingRatio * omega;
    // Stable: ρ ≤ 1 up to round-off (an undamped symplectic method sits on ρ = 1).
    auto excess = [&](double omegaDt) {
        return growthPerStep(method, omega, gamma, omegaDt) - 1.0 - 4e-16;
    };
    if (excess(1e-3) > 0.0)
        return 0.0;
    return firstCrossing(excess, 10.0);
}

double realAxisLimit(SteppingMethod method)
{
    const std::vector<double> c = stabilityPolynomial(method);
    if (c.empty())
        return 0.0;
    const double limit = firstCrossing([&](double s) { return std::abs(evaluate(c, -s)) - 1.0; },
                                       10.0);
    return -limit;
}

double imaginaryAxisLimit(SteppingMethod method)
{
    const std::vector<double> c = stabilityPolynomial(method);
    if (c.empty())
        return 0.0;
    auto excess = [&](double y) {
        return std::abs(evaluate(c, std::complex<double>(0.0, y))) - 1.0 - 4e-16;
    };
    // Heun grows by (y⁴/8) per step on the axis: 1.25·10⁻¹³ at y = 10⁻³, well above round-off.
    if (excess(1e-3) > 0.0)
        return 0.0;  // leaves the disk at once: the axis touches the region only at 0
    return firstCrossing(excess, 10.0);
}

std::vector<std::vector<std::complex<double>>> stabilityBoundary(SteppingMethod method, int samples)
{
    const std::vector<double> c = stabilityPolynomial(method);
    std::vector<std::vector<std::complex<double>>> curves;
    if (c.empty() || samples < 3)
        return curves;
    const int degree = static_cast<int>(c.size()) - 1;
    curves.resize(static_cast<std::size_t>(degree));
    for (int k = 0; k <= samples; ++k) {
        const double theta = 2.0 * std::numbers::pi * k / samples;
        // Roots of R(z) − e^{iθ}: eigenvalues of the companion matrix of the monic polynomial.
        Eigen::MatrixXcd companion = Eigen::MatrixXcd::Zero(degree, degree);
        const double lead = c.back();
        for (int i = 0; i < degree; ++i) {
            std::complex<double> coefficient = c[static_cast<std::size_t>(i)];
            if (i == 0)
                coefficient -= std::polar(1.0, theta);
            companion(i, degree - 1) = -coefficient / lead;
            if (i > 0)
                companion(i, i - 1) = 1.0;
        }
        const Eigen::VectorXcd roots = Eigen::ComplexEigenSolver<Eigen::MatrixXcd>(companion, false)
                                           .eigenvalues();
        // Each curve takes the root nearest its last point (the roots move continuously in θ).
        std::vector<bool> taken(static_cast<std::size_t>(degree), false);
        for (auto& curve : curves) {
            int best = -1;
            for (int r = 0; r < degree; ++r)
                if (!taken[static_cast<std::size_t>(r)] &&
                    (best < 0 || curve.empty() ||
                     std::abs(roots[r] - curve.back()) < std::abs(roots[best] - curve.back())))
                    best = r;
            taken[static_cast<std::size_t>(best)] = true;
            curve.push_back(roots[best]);
        }
    }
    return curves;
}

double energyGrowthPerSecond(SteppingMethod method, double omega, double gamma, double dt)
{
    const double rho = growthPerStep(method, omega, gamma, dt);
    return rho > 1.0 ? std::pow(rho, 2.0 / dt) : 1.0;
}

} // namespace pl

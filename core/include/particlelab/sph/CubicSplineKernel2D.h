// SPDX-License-Identifier: GPL-3.0-or-later
// The cubic B-spline smoothing kernel of SPH in two dimensions, with support radius 2h.
//
//   W(r, h) = σ₂ · { 1 − 3/2 q² + 3/4 q³      0 ≤ q < 1
//                  { 1/4 (2 − q)³             1 ≤ q < 2        q = r/h,  σ₂ = 10 / (7π h²)
//                  { 0                        q ≥ 2
//
//   ∇ᵢW(xᵢ − xⱼ) = W'(r) (xᵢ − xⱼ)/r,   W'(r) = σ₂/h · { −3q + 9/4 q²   (q < 1)
//                                                     { −3/4 (2 − q)²  (1 ≤ q < 2)
//
// σ₂ makes ∫ W dA = 1 over the plane (2π ∫₀^{2h} W r dr = 1). The gradient is odd in xᵢ − xⱼ,
// so ∇ᵢWᵢⱼ = −∇ⱼWⱼᵢ exactly, which is what makes the symmetric SPH forces conserve momentum.
// Source: J. J. Monaghan, "Smoothed particle hydrodynamics", Annu. Rev. Astron. Astrophys. 30
// (1992) 543–574, eq. (2.6)–(2.7) with the 2D constant 10/(7πh²); Monaghan, Rep. Prog. Phys. 68
// (2005) 1703, eq. (2.9).
#pragma once

#include <Eigen/Core>

#include <bit>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace pl {

class CubicSplineKernel2D {
public:
    // h: smoothing length (m), > 0.
    explicit CubicSplineKernel2D(double h)
        : m_h(h), m_invH(1.0 / h), m_sigma(10.0 / (7.0 * std::numbers::pi * h * h))
    {
        assert(h > 0.0);
    }

    double smoothingLength() const { return m_h; }   // m
    double supportRadius() const { return 2.0 * m_h; } // m
    double normalisation() const { return m_sigma; } // 1/m², σ₂ = W(0)

    // W(r) in 1/m² for a distance r ≥ 0 (m).
    double value(double r) const
    {
        const double q = r * m_invH;
        if (q < 1.0)
            return m_sigma * (1.0 - 1.5 * q * q + 0.75 * q * q * q);
        if (q < 2.0) {
            const double s = 2.0 - q;
            return m_sigma * 0.25 * s * s * s;
        }
        return 0.0;
    }

    // dW/dr in 1/m³ (≤ 0) for a distance r ≥ 0 (m).
    double derivative(double r) const
    {
        const double q = r * m_invH;
        if (q < 1.0)
            return m_sigma * m_invH * (-3.0 * q + 2.25 * q * q);
        if (q < 2.0) {
            const double s = 2.0 - q;
            return -m_sigma * m_invH * 0.75 * s * s;
        }
        return 0.0;
    }

    // W'(r)/r in 1/m⁴ (0 at r = 0, where the gradient vanishes): ∇ᵢWᵢⱼ = (W'(r)/r) xᵢⱼ. Inside
    // q < 1 it needs no division by r, which keeps the force loop cheap.
    double gradientFactor(double r) const
    {
        const double q = r * m_invH;
        if (q <= 0.0)
            return 0.0;
        if (q < 1.0)
            return m_sigma * m_invH * m_invH * (-3.0 + 2.25 * q);
        if (q < 2.0) {
            const double s = 2.0 - q;
            return -m_sigma * m_invH * m_invH * 0.75 * s * s / q;
        }
        return 0.0;
    }

    // W(r) (1/m²) and W'(r)/r (1/m⁴) together for 0 < r < 2h: one q for both.
    void valueAndGradientFactor(double r, double& value, double& gradientFactor) const
    {
        assert(r >= 0.0 && r <= 2.0 * m_h);
        // Both pieces are evaluated and one is kept, without a branch: whether a neighbour lies
        // within h follows no pattern a processor could predict, and a wrong guess costs more
        // than the unused piece. (At q = 0 the outer piece divides by zero; it is not kept.)
        const double q = r * m_invH;
        const Pieces p = pieces(q, m_sigma, m_sigma * m_invH * m_invH);
        const std::uint64_t inner = -static_cast<std::uint64_t>(q < 1.0);  // all ones or zero
        value = choose(inner, p.innerValue, p.outerValue);
        gradientFactor = choose(inner, p.innerFactor, p.outerFactor);
    }

    // The same for n distances at once, 0 < r[k] < 2h (m): value[k] = W(r[k]) (1/m²) and
    // factor[k] = W'(r[k])/r[k] (1/m⁴). No iteration depends on another, so the compiler packs
    // them two at a time (SSE2: both pieces computed, one kept by a mask; core is built with
    // -fno-trapping-math so that the unused division may be done) and the processor overlaps
    // their divisions, where a loop that also gathers and sums waits for each one. The same
    // bits as valueAndGradientFactor.
    void valuesAndGradientFactors(const double* r, int n, double* value, double* factor) const
    {
        // Copies, so that the compiler need not reload them after every store through value.
        const double invH = m_invH, sigma = m_sigma;
        const double a = sigma * invH * invH;  // 1/m⁴
        for (int k = 0; k < n; ++k) {
            const double q = r[k] * invH;
            const Pieces p = pieces(q, sigma, a);
            value[k] = q < 1.0 ? p.innerValue : p.outerValue;
            factor[k] = q < 1.0 ? p.innerFactor : p.outerFactor;
        }
    }

    // ∇ᵢW(xᵢ − xⱼ) in 1/m³ for the separation xij = xᵢ − xⱼ (m) with length r = |xij|.
    Eigen::Vector2d gradient(const Eigen::Vector2d& xij, double r) const
    {
        return gradientFactor(r) * xij;
    }

private:
    // Both pieces of W (1/m²) and of W'/r (1/m⁴) at q = r/h, for σ₂ = sigma and σ₂/h² = a; which
    // one applies is the caller's choice (inner for q < 1). At q = 0 the outer factor divides by
    // zero; it is never the one kept.
    struct Pieces {
        double innerValue, innerFactor, outerValue, outerFactor;
    };
    static Pieces pieces(double q, double sigma, double a)
    {
        const double s = 2.0 - q;
        return {sigma * (1.0 - 1.5 * q * q + 0.75 * q * q * q), a * (-3.0 + 2.25 * q),
                sigma * 0.25 * s * s * s, -a * 0.75 * s * s / q};
    }

    // a where `mask` is all ones, b where it is zero, bit for bit (a ternary operator here is
    // compiled to a branch).
    static double choose(std::uint64_t mask, double a, double b)
    {
        return std::bit_cast<double>((std::bit_cast<std::uint64_t>(a) & mask) |
                                     (std::bit_cast<std::uint64_t>(b) & ~mask));
    }

    double m_h;      // m
    double m_invH;   // 1/m
    double m_sigma;  // 1/m²
};

// Σ_{k,l} W(Δx·|(k, l)|) over a square lattice of spacing Δx (m): the summation density of a
// particle of unit mass inside a full lattice (1/m²). ρ₀ divided by it is the particle mass for
// which a particle at rest in the lattice has exactly ρ₀; both SPH solvers choose their mass so.
inline double latticeKernelSum(const CubicSplineKernel2D& kernel, double spacing)
{
    const int reach = static_cast<int>(std::ceil(kernel.supportRadius() / spacing)) + 1;
    double sum = 0.0;
    for (int k = -reach; k <= reach; ++k)
        for (int l = -reach; l <= reach; ++l)
            sum += kernel.value(spacing * std::hypot(k, l));
    return sum;
}

} // namespace pl

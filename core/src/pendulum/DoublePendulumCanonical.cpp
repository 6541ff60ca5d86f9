// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/pendulum/DoublePendulumCanonical.h"

#include <cmath>

namespace pl {

namespace {

// The mass matrix M(θ) = [[a, c cos Δ], [c cos Δ, b]] of DoublePendulumCanonical.h.
struct MassMatrix {
    double a, b, offDiagonal;

    MassMatrix(const DoublePendulumParameters& p, double cosDelta)
        : a((p.mass1 + p.mass2) * p.length1 * p.length1), b(p.mass2 * p.length2 * p.length2),
          offDiagonal(p.mass2 * p.length1 * p.length2 * cosDelta)
    {
    }

    // M⁻¹ v by Cramer's rule; det = ab − c² cos²Δ ≥ m₁m₂L₁²L₂² > 0.
    Eigen::Vector2d solve(double v1, double v2) const
    {
        const double det = a * b - offDiagonal * offDiagonal;
        return {(b * v1 - offDiagonal * v2) / det, (a * v2 - offDiagonal * v1) / det};
    }
};

} // namespace

DoublePendulumPhasePoint canonicalFromVelocities(const DoublePendulumParameters& p,
                                                 const DoublePendulumState& s)
{
    const MassMatrix m(p, std::cos(s.theta1 - s.theta2));
    return {s.theta1, s.theta2, m.a * s.omega1 + m.offDiagonal * s.omega2,
            m.offDiagonal * s.omega1 + m.b * s.omega2};
}

DoublePendulumState velocitiesFromCanonical(const DoublePendulumParameters& p,
                                            const DoublePendulumPhasePoint& y)
{
    const Eigen::Vector2d omega = MassMatrix(p, std::cos(y[0] - y[1])).solve(y[2], y[3]);
    return {y[0], y[1], omega[0], omega[1]};
}

Eigen::Vector4d doublePendulumHamiltonianFlow(const DoublePendulumParameters& p,
                                              const DoublePendulumPhasePoint& y)
{
    const double delta = y[0] - y[1];
    const Eigen::Vector2d omega = MassMatrix(p, std::cos(delta)).solve(y[2], y[3]);
    const double coupling = p.mass2 * p.length1 * p.length2 * omega[0] * omega[1] * std::sin(delta);
    return {omega[0], omega[1],
            -coupling - (p.mass1 + p.mass2) * p.gravity * p.length1 * std::sin(y[0]),
            coupling - p.mass2 * p.gravity * p.length2 * std::sin(y[1])};
}

double doublePendulumHamiltonian(const DoublePendulumParameters& p,
                                 const DoublePendulumPhasePoint& y)
{
    const DoublePendulumState s = velocitiesFromCanonical(p, y);
    return doublePendulumKineticEnergy(p, s) + doublePendulumPotentialEnergy(p, s);
}

ImplicitMidpointStep implicitMidpointStep(const DoublePendulumParameters& p,
                                          const DoublePendulumPhasePoint& y0, double dt)
{
    // Start from explicit Euler, Y⁰ = y₀ + Δt f(y₀); iterate Y ← y₀ + Δt f(½(y₀ + Y)). The
    // iteration stops when an update is zero or no smaller than the one before (round-off
    // reached, HLW §VIII.6); it converged if that update is round-off sized.
    constexpr int maxIterations = 100;
    const Eigen::Vector4d f0 = doublePendulumHamiltonianFlow(p, y0);
    const double scale = y0.cwiseAbs().maxCoeff() + dt * f0.cwiseAbs().maxCoeff() + 1e-300;
    ImplicitMidpointStep out;
    out.y = y0 + dt * f0;
    double previousUpdate = INFINITY;
    for (out.iterations = 1; out.iterations <= maxIterations; ++out.iterations) {
        const DoublePendulumPhasePoint next =
            y0 + dt * doublePendulumHamiltonianFlow(p, 0.5 * (y0 + out.y));
        const double update = (next - out.y).cwiseAbs().maxCoeff();
        out.y = next;
        if (!std::isfinite(update))
            return out;
        if (update == 0.0 || update >= previousUpdate) {
            out.converged = update <= 1e-13 * scale;
            return out;
        }
        previousUpdate = update;
    }
    out.iterations = maxIterations;
    out.converged = previousUpdate <= 1e-13 * scale;
    return out;
}

} // namespace pl

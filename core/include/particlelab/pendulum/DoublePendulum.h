// SPDX-License-Identifier: GPL-3.0-or-later
// The double pendulum: point masses m₁, m₂ on massless rods L₁ (pivot to bob 1) and L₂ (bob 1 to
// bob 2), angles θ₁, θ₂ from the downward vertical. With Δ = θ₁ − θ₂ and
// D = 2m₁ + m₂ − m₂ cos 2Δ, Lagrange's equations solved for the angular accelerations read
//
//   θ₁'' = [−g(2m₁ + m₂) sin θ₁ − m₂ g sin(θ₁ − 2θ₂) − 2 sin Δ · m₂ (θ₂'² L₂ + θ₁'² L₁ cos Δ)] / (L₁ D)
//   θ₂'' = [2 sin Δ · (θ₁'² L₁ (m₁ + m₂) + g (m₁ + m₂) cos θ₁ + θ₂'² L₂ m₂ cos Δ)] / (L₂ D)
//
// Source: E. Neumann, myPhysicsLab "Double Pendulum" (www.myphysicslab.com/pendulum/
// double-pendulum-en.html), the two boxed equations for θ₁'' and θ₂'' (derived there from the
// forces on each bob; equivalent to Lagrange's equations, which a test checks by solving the
// 2 × 2 mass-matrix system independently).
// Energy (J), zero with both bobs at rest at the bottom:
//   T = ½(m₁ + m₂) L₁² θ₁'² + ½ m₂ L₂² θ₂'² + m₂ L₁ L₂ θ₁' θ₂' cos Δ
//   V = (m₁ + m₂) g L₁ (1 − cos θ₁) + m₂ g L₂ (1 − cos θ₂).
//
// The flip map (after Neumann's and others' pictures of the same system): over a grid of
// starting angles (θ₁, θ₂) ∈ (−π, π)² with both bobs at rest, the time until either rod first
// turns over the top (|θ₁| or |θ₂| passes π). Starts whose energy is below the least energy of
// any flipped configuration, min(2(m₁ + m₂) g L₁, 2 m₂ g L₂), can never flip and are skipped.
#pragma once

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <Eigen/Core>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace pl {

struct DoublePendulumParameters {
    double mass1 = 1.0;    // m₁ (kg)
    double mass2 = 1.0;    // m₂ (kg)
    double length1 = 1.0;  // L₁ (m)
    double length2 = 1.0;  // L₂ (m)
    double gravity = 9.81; // g (m/s²)
};

// θ₁ (rad), θ₂ (rad), θ₁' (rad/s), θ₂' (rad/s).
struct DoublePendulumState {
    double theta1 = 0.0, theta2 = 0.0, omega1 = 0.0, omega2 = 0.0;
};

// (θ₁'', θ₂'') in rad/s² from the closed form above.
Eigen::Vector2d doublePendulumAcceleration(const DoublePendulumParameters& p,
                                           const DoublePendulumState& s);

// The same formula for many pendulums at once, given sin and cos of their angles (the flip map's
// hot loop): writes θ₁'' and θ₂'' into alpha1, alpha2 (resized).
void doublePendulumAcceleration(const DoublePendulumParameters& p, const Eigen::ArrayXd& sin1,
                                const Eigen::ArrayXd& cos1, const Eigen::ArrayXd& sin2,
                                const Eigen::ArrayXd& cos2, const Eigen::ArrayXd& omega1,
                                const Eigen::ArrayXd& omega2, Eigen::ArrayXd& alpha1,
                                Eigen::ArrayXd& alpha2);

// For the core integrators: n copies stored as x = [θ₁ of every copy, θ₂ of every copy],
// v the same for θ₁', θ₂' (size 2n).
AccelerationFunction doublePendulumAccelerationFunction(const DoublePendulumParameters& p);

double doublePendulumKineticEnergy(const DoublePendulumParameters& p, const DoublePendulumState& s);
double doublePendulumPotentialEnergy(const DoublePendulumParameters& p,
                                     const DoublePendulumState& s);
// Bob positions (m), pivot at the origin, y up.
Eigen::Vector2d upperBobPosition(const DoublePendulumParameters& p, const DoublePendulumState& s);
Eigen::Vector2d lowerBobPosition(const DoublePendulumParameters& p, const DoublePendulumState& s);

// Settings of a flip-map computation (always classic RK4 on the whole grid as arrays).
struct FlipMapSettings {
    DoublePendulumParameters pendulum;
    int gridSize = 200;        // cells per side
    double duration = 10.0;    // s of simulated time per cell
    double timeStep = 1e-3;    // s
    int threads = 2;
};

struct FlipMap {
    int gridSize = 0;
    // Row-major, row 0 at θ₂ = +π (top of an image), column 0 at θ₁ = −π; cell centres at
    // −π + (i + ½)·2π/n. Time until the first flip (s), or +∞ when none happened.
    std::vector<double> flipTime;
    // 1 where the starting energy is too low for any flip (never integrated).
    std::vector<std::uint8_t> cannotFlip;
    long long cellSteps = 0;   // RK4 steps taken, summed over cells (the work done)
    bool cancelled = false;
};

// The starting angles of cell (row, column) of an n × n flip map (rad).
Eigen::Vector2d flipMapCellAngles(int gridSize, int row, int column);

// Computes the flip map on `settings.threads` std::threads. `progress` is called from the calling
// thread about every 50 ms with the fraction done; it returns false to cancel (the map then holds
// what was finished and `cancelled` is set).
FlipMap computeFlipMap(const FlipMapSettings& settings,
                       const std::function<bool(double fraction)>& progress = {});

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The simple (and damped) pendulum: a point mass on a massless rod of length L,
//
//   θ'' = −(g/L) sin θ − 2β θ'        (θ from the downward vertical, rad; β the damping rate, 1/s)
//
// with energy per unit mass E = ½ L² θ'² + g L (1 − cos θ) (J/kg, zero at rest at the bottom).
// Undamped, a swing of amplitude θ₀ has the period T = 4 √(L/g) K(sin(θ₀/2)) (K the complete
// elliptic integral of the first kind); a rotation with E > 2gL has the period
// T = (2/κ) √(L/g) K(1/κ), κ² = E/(2gL); the separatrix E = 2gL has T = ∞.
// Small angles (sin θ ≈ θ) give the damped harmonic oscillator with ω₀² = g/L.
// Source: J. R. Taylor, "Classical Mechanics" (2005), §4.9 (eqs. 4.104–4.108, the exact period)
// and §5.4 (eqs. 5.28–5.43, the damped oscillator); Abramowitz & Stegun §17.6 for K.
#pragma once

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <optional>
#include <vector>

namespace pl {

struct SimplePendulumParameters {
    double length = 1.0;   // L (m)
    double gravity = 9.81; // g (m/s²)
    double damping = 0.0;  // β (1/s): the angular velocity decays as e^{−βt} for small angles
};

// θ'' for every component of θ (rad) and θ' (rad/s): a vector of any length holds that many
// independent pendulums with the same parameters (the period–amplitude sweep runs them at once).
AccelerationFunction simplePendulumAcceleration(const SimplePendulumParameters& p);

// Energy per unit mass (J/kg): kinetic ½L²θ'² and potential gL(1 − cos θ).
double pendulumKineticEnergy(const SimplePendulumParameters& p, double angularVelocity);
double pendulumPotentialEnergy(const SimplePendulumParameters& p, double angle);

// 2π √(L/g) (s).
double smallAnglePeriod(const SimplePendulumParameters& p);
// The period of the undamped pendulum with energy per unit mass `energy` (J/kg): a swing below
// the separatrix, a full rotation above it, +∞ on it. NaN for negative energy.
double exactPeriodForEnergy(const SimplePendulumParameters& p, double energy);
// The undamped period of a swing from rest at amplitude θ₀ (rad, |θ₀| < π).
double exactPeriodForAmplitude(const SimplePendulumParameters& p, double amplitude);

// The linearised (small-angle) solution θ(t) (rad) from θ(0) = θ₀, θ'(0) = ω₀, for all damping
// regimes: under-damped, critically damped and over-damped.
double smallAngleSolution(const SimplePendulumParameters& p, double theta0, double omega0,
                          double t);

// Measures the period of an oscillation from its zero crossings. Feed it consecutive samples
// (t, θ, θ'); it finds every crossing of θ through 0 (θ wrapped to (−π, π], so a rotating
// pendulum counts once per turn) between two samples, locates it with the cubic Hermite
// interpolant through both samples' values and slopes (error O(Δt⁴)), and reports the time
// between successive crossings in the same direction (upward, or downward for a pendulum
// rotating the other way).
class ZeroCrossingPeriodMeter {
public:
    // Saving a run (lessons/framework/CoreSerialization.h) reads and writes the members below.
    template <class Archive> friend void serialize(Archive& ar, ZeroCrossingPeriodMeter& meter);
    void add(double t, double angle, double angularVelocity);
    void clear() { *this = ZeroCrossingPeriodMeter{}; }
    // True when the meter could hold what it holds after samples up to time `now` (s): every
    // time finite, ≥ 0 and in order up to `now`, counts ≥ 0, the last angle wrapped to
    // [−π, π] and its angular velocity finite. A meter read from a file is checked with it.
    bool isConsistent(double now) const;

    // The interval between the last two crossings in the same direction (s), whichever
    // direction crossed last; empty before two crossings in one direction.
    std::optional<double> lastPeriod() const;
    // How many crossings there were in each direction since clear().
    long long upwardCrossings() const { return m_upward.count; }
    long long downwardCrossings() const { return m_downward.count; }

private:
    // Only the last two crossings of a direction matter, so memory stays flat on long runs.
    struct Crossings {
        long long count = 0;
        double last = 0.0, previous = 0.0;  // s
        void add(double t)
        {
            previous = last;
            last = t;
            ++count;
        }
    };
    bool m_hasSample = false;
    double m_t = 0.0, m_angle = 0.0, m_angularVelocity = 0.0;
    Crossings m_upward;    // θ from negative to non-negative
    Crossings m_downward;  // θ from positive to non-positive
};

// Wraps an angle to (−π, π] (rad).
double wrapAngle(double angle);

} // namespace pl

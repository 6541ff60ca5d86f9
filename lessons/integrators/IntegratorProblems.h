// SPDX-License-Identifier: GPL-3.0-or-later
// The three test problems of the integrators lesson as the lesson needs them: the equations
// (from core's TestProblems.h), the start state, the energy, the exact or reference solution to
// measure errors against, the frequency that sets the stability limits, and how a state is
// drawn in the view.
//
//   oscillator  x'' = −ω²x, ω = 1 rad/s, x₀ = 1 m, v₀ = 0: exact solution known;
//   pendulum    θ'' = −ω₀² sin θ, ω₀ = √(g/L) = 1 rad/s (L = 1 m), released from rest at θ₀:
//               reference = classic RK4 with a step 1000 times smaller than the lesson's;
//   kepler      r'' = −GM r/|r|³, GM = 1 m³/s², a = 1 m, eccentricity e, from the pericentre:
//               exact position from Kepler's equation.
//
// Everything here is a value (no pointers into the lesson), so a study can take a copy to a
// worker thread.
#pragma once

#include "framework/Scene.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/integrators/TestProblems.h>
#include <particlelab/linear/StabilityMeter.h>

#include <array>
#include <cmath>
#include <span>
#include <string>
#include <vector>

namespace pl {

enum class IntegratorProblemKind { Oscillator, Pendulum, Kepler };

class IntegratorProblem {
public:
    // amplitude: the pendulum's release angle θ₀ (rad); eccentricity: the Kepler orbit's e.
    IntegratorProblem(IntegratorProblemKind kind, double amplitude, double eccentricity);

    IntegratorProblemKind kind() const { return m_kind; }
    // Coordinates per copy of the system (1, or 2 for the Kepler orbit).
    int dimension() const { return m_kind == IntegratorProblemKind::Kepler ? 2 : 1; }
    const ParticleState& start() const { return m_start; }
    AccelerationFunction acceleration() const;
    // The same acceleration computed in `Scalar` (float or long double), for runs in that
    // precision: the formulas of core's TestProblems.h, in the run's own arithmetic.
    template <class Scalar> BasicAccelerationFunction<Scalar> accelerationIn() const;

    // Energy per unit mass (J/kg) of a single copy.
    double energy(const ParticleState& s) const;
    // The frequency that sets the stability limits (rad/s): ω, ω₀, or the angular speed at the
    // pericentre for Kepler (the fastest part of the orbit); and its symbol for messages.
    double stabilityFrequency() const;
    std::string frequencySymbol() const;
    // The modes of the linearisation about a single-copy state, for the stability meter: the
    // oscillator's ω²; the pendulum's ω₀² cos θ (negative above the horizontal, where the
    // pendulum falls away by itself); for the Kepler orbit, a = −GM x/r³ has the Jacobian
    // −(GM/r³)(I − 3 r̂r̂ᵀ): across the radius ω² = GM/r³, along it −2GM/r³ (a neighbouring
    // orbit drifts away radially, whatever the method).
    std::vector<LinearMode> modes(const ParticleState& s) const;
    // The same without allocating (the meter reads them at many steps): at most two modes.
    struct Modes {
        std::array<LinearMode, 2> modes{};
        std::size_t count = 0;
        operator std::span<const LinearMode>() const { return {modes.data(), count}; }
    };
    Modes modesAt(const ParticleState& s) const;
    // |λ| of the fastest of those modes (1/s): √|ω²| of the largest |ω²|.
    double fastestRate(const ParticleState& s) const;
    // Distance of a state from the reference in phase space (m; rad for the pendulum):
    // √(|Δx|² + |Δv|²/Ω²), with Ω the natural frequency (ω, ω₀ or the mean motion).
    double error(const ParticleState& s, const ParticleState& reference) const;
    // A state whose |x| or |v| exceeds this has blown up.
    double blowUpBound() const { return m_bound; }

    // The exact solution at time t (s); for the pendulum a reference integration from t = 0
    // with RK4 at a step no larger than maxStep (s).
    ParticleState reference(double t, double maxStep) const;
    // Advances a reference state by dt (s) with `substeps` RK4 steps (the pendulum's ghost);
    // the oscillator and Kepler orbit are exact at any time and need no reference integration.
    void advanceReference(ParticleState& reference, double dt, int substeps) const;
    bool hasExactSolution() const { return m_kind != IntegratorProblemKind::Pendulum; }

    // Where a single-copy state is drawn: the phase plane (x, v) for one coordinate, the orbit
    // plane (x, y) for Kepler. Also for a slope: (ẋ, v̇) or (ẋ, ẏ).
    Vec2 drawPoint(const Vec& x, const Vec& v) const;
    Vec2 drawSlope(const Vec& slopeX, const Vec& slopeV) const;
    // The same for copy j of a stacked state (the phase-space cloud).
    Vec2 drawPoint(const ParticleState& stacked, int copy) const;
    // The exact (or reference) orbit over one period, for the ghost path.
    std::vector<Vec2> orbit(int points) const;
    // The world rectangle the view shows (m, m/s).
    void bounds(Vec2& min, Vec2& max) const;
    // Typical size of the state in x and v, for the cloud's radius.
    double positionScale() const;
    double velocityScale() const;

private:
    IntegratorProblemKind m_kind;
    double m_amplitude;     // rad (pendulum)
    KeplerOrbit m_orbit;    // Kepler
    ParticleState m_start;
    double m_bound = 1e3;
};

template <class Scalar>
BasicAccelerationFunction<Scalar> IntegratorProblem::accelerationIn() const
{
    using V = VecOf<Scalar>;
    switch (m_kind) {
    case IntegratorProblemKind::Oscillator:  // ω = 1 rad/s
        return [](const V& x, const V&, Scalar) -> V { return -x; };
    case IntegratorProblemKind::Pendulum:    // ω₀ = 1 rad/s
        return [](const V& x, const V&, Scalar) -> V { return -x.array().sin().matrix(); };
    case IntegratorProblemKind::Kepler:
        break;
    }
    const Scalar gm = static_cast<Scalar>(m_orbit.gm);
    return [gm](const V& x, const V&, Scalar) -> V {
        V a(x.size());
        for (Eigen::Index i = 0; i + 1 < x.size(); i += 2) {
            const Scalar r2 = x[i] * x[i] + x[i + 1] * x[i + 1];
            const Scalar s = -gm / (r2 * std::sqrt(r2));
            a[i] = s * x[i];
            a[i + 1] = s * x[i + 1];
        }
        return a;
    };
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Three conservative test problems for the integrators, each with its energy and an exact
// answer to measure errors against. Positions may hold many independent copies of the problem
// stacked one after the other (a phase-space cloud, a benchmark of 10⁶ oscillators): the
// accelerations act on every copy.
//
//   harmonic oscillator  x'' = −ω²x,           E/m = ½v² + ½ω²x²,
//                        x(t) = x₀ cos ωt + (v₀/ω) sin ωt                (1 coordinate per copy)
//   plane pendulum       θ'' = −ω₀² sin θ,     E/(mL²) = ½θ'² + ω₀²(1 − cos θ),
//                        period T = 4K(sin(θ₀/2))/ω₀ with K the complete elliptic integral of
//                        the first kind, K(k) = π / (2 AGM(1, √(1 − k²)))  (Abramowitz & Stegun
//                        17.6; Landau & Lifshitz, "Mechanics", §11 problem 1)   (1 per copy)
//   Kepler orbit         r'' = −GM r/|r|³,      E/m = ½|v|² − GM/|r|,
//                        exact position from Kepler's equation M = E − e sin E
//                        (Goldstein, "Classical Mechanics", 3rd ed., §3.8)      (2 per copy)
//
// Units: the oscillator and pendulum in m (rad) and s with ω in rad/s; Kepler in m, s and
// GM in m³/s², so that a = 1 m, GM = 1 m³/s² gives a period of 2π s.
#pragma once

#include "particlelab/integrators/SecondOrderIntegrators.h"

namespace pl {

// Harmonic oscillator with angular frequency omega (rad/s).
AccelerationFunction oscillatorAcceleration(double omega);
// The exact state at time t (s) of every copy started from `start` at start.t.
ParticleState oscillatorExact(double omega, const ParticleState& start, double t);
// Energy per unit mass (J/kg) of a one-coordinate state.
double oscillatorEnergy(double omega, double x, double v);

// Plane pendulum with small-angle frequency omega0 = √(g/L) (rad/s); x is the angle θ (rad).
AccelerationFunction pendulumAcceleration(double omega0);
// Energy per unit mL² (1/s²).
double pendulumEnergy(double omega0, double theta, double thetaDot);
// Period (s) of a swing released at rest from amplitude |θ₀| < π (rad).
double pendulumPeriod(double omega0, double amplitude);

// A body around a fixed sun of gravitational parameter gm (m³/s²) at the origin; x holds
// (x, y) of each copy.
AccelerationFunction keplerAcceleration(double gm);
// Energy per unit mass (J/kg) of a single body.
double keplerEnergy(double gm, const Vec& x, const Vec& v);

// An ellipse of semi-major axis a (m) and eccentricity e ∈ [0, 1), pericentre on the +x axis,
// travelled anticlockwise; t = 0 at the pericentre.
struct KeplerOrbit {
    double gm = 1.0;            // m³/s²
    double semiMajorAxis = 1.0; // m
    double eccentricity = 0.0;

    double period() const;          // s
    double pericentreRate() const;  // angular speed at the pericentre (rad/s): v_p / r_p
    ParticleState start() const;    // the state at the pericentre, t = 0
    ParticleState exact(double t) const;  // the state at time t (s)
};

} // namespace pl

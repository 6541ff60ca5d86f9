// SPDX-License-Identifier: GPL-3.0-or-later
// A loop of initial conditions in phase space and the area it encloses, to watch Liouville's
// theorem: the flow of a Hamiltonian system preserves phase-space area, and so does a symplectic
// integrator's step (Hairer, Lubich & Wanner, "Geometric Numerical Integration", §VI.2, Thm 2.4
// and §VI.3), while forward Euler, Heun, midpoint and RK4 do not. On x'' = −ω²x one step is a
// linear map, so a polygon stays a polygon and its area is multiplied by exactly the map's
// determinant: 1 + (ωΔt)² for forward Euler, 1 + (ωΔt)⁴/4 for Heun and midpoint,
// 1 − (ωΔt)⁶/72 + (ωΔt)⁸/576 for RK4, and 1 for symplectic Euler and Verlet.
//
// The loop is `count` copies of the system stacked in one ParticleState (copy j holds
// coordinates j·d … j·d + d − 1), on a circle in the (x₀, v₀) plane around a centre state.
// For d > 1 the area is Poincaré's integral invariant Σᵢ ∮ vᵢ dxᵢ (unit mass): the sum of the
// oriented areas of the loop's projections on every (xᵢ, vᵢ) plane, each by the shoelace formula.
// It is the quantity a symplectic map preserves for a two-dimensional family of states.
#pragma once

#include "particlelab/integrators/SecondOrderIntegrators.h"

namespace pl {

// `count` states on the ellipse (x₀ − c.x₀)²/radiusX² + (v₀ − c.v₀)²/radiusV² = 1 around the
// state `centre` (other coordinates equal to the centre's), anticlockwise, stacked.
// radiusX in m, radiusV in m/s.
ParticleState phaseSpaceLoop(const ParticleState& centre, int count, double radiusX,
                             double radiusV);

// The oriented area (m²/s) enclosed by a stacked loop of `count` copies.
double phaseSpaceLoopArea(const ParticleState& loop, int count);

} // namespace pl

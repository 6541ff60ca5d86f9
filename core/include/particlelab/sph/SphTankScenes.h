// SPDX-License-Identifier: GPL-3.0-or-later
// The scenes of the SPH tank, shared by the lesson, the tests and the benchmark: an open tank of
// boundary particles with a block of water at rest in it, and optionally a round obstacle.
//
// For WCSPH the water starts in hydrostatic equilibrium: a row at depth d has the Tait density
// ρ(d) = ρ₀ (1 + ρ₀ g d / B)^(1/7) and its rows are closer by ρ₀/ρ(d), so that summation gives
// the same density and nothing has to settle (a column started at ρ₀ everywhere would ring
// with density waves of amplitude ≈ 2 g H/c₀², the very size of the error we measure).
// Walls are three layers of boundary particles on the fluid's lattice (see
// WeaklyCompressibleSph.h), the inner faces at x = 0, x = L and y = 0.
#pragma once

#include <particlelab/sph/DivergenceFreeSph.h>
#include <particlelab/sph/WeaklyCompressibleSph.h>

#include <Eigen/Core>

namespace pl {

struct SphTankSpec {
    int tankColumns = 100;      // inner tank length L in particle spacings Δx
    int wallRows = 60;          // wall height in particle spacings Δx
    int waterColumns = 25;      // water block width in Δx, from the left wall
    int waterRows = 50;         // water block height in Δx (before hydrostatic compression)
    bool obstacle = false;      // a round obstacle (a BoundaryBody::Obstacle)
    Eigen::Vector2d obstacleCentre = Eigen::Vector2d::Zero(); // m
    double obstacleRadius = 0.0;                               // m
};

// The default tank's wall thickness, in layers of boundary particles.
inline constexpr int sphWallLayers = 3;

// Builds and initialises the scene; the spacing, ρ₀, c₀ and g come from `settings`.
WeaklyCompressibleSph buildSphTank(const WcsphSettings& settings, const SphTankSpec& spec);

// The same tank and walls for DFSPH. The water is incompressible, so its rows are laid at the
// spacing Δx throughout (the solver's pressure holds them there from the first step).
DivergenceFreeSph buildDfsphTank(const DfsphSettings& settings, const SphTankSpec& spec);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Fields sampled from SPH particles, shared by both solvers:
//
//   Shepard interpolation  f(x) = Σⱼ (mⱼ/ρⱼ) fⱼ W(x − xⱼ) / Σⱼ (mⱼ/ρⱼ) W(x − xⱼ)
//   colour function        c(x) = Σⱼ V W(x − xⱼ),  V = m/ρ₀ (≈ 1 inside the fluid, 0 outside)
//
// The Shepard denominator corrects the kernel's missing support near a free surface or a wall.
// Sources: D. Shepard, "A two-dimensional interpolation function for irregularly-spaced data",
// Proc. ACM National Conference (1968) 517–524; J. J. Monaghan, Rep. Prog. Phys. 68 (2005)
// 1703, §2; the colour field as in J. U. Brackbill et al., J. Comput. Phys. 100 (1992) 335.
#pragma once

#include <particlelab/sph/CellList.h>
#include <particlelab/sph/CubicSplineKernel2D.h>
#include <particlelab/sph/ThreadTeam.h>

#include <Eigen/Core>

#include <vector>

namespace pl {

// Shepard interpolation at `at` (m) of `values` carried by the particles `x` (m, sorted in the
// cell order of `grid`) of mass `mass` (kg/m) and densities `rho` (kg/m³); NaN where no particle
// is within 2h.
double shepardInterpolation(const CubicSplineKernel2D& kernel, const CellGrid& grid,
                            const std::vector<Eigen::Vector2d>& x, double mass,
                            const std::vector<double>& rho, const std::vector<double>& values,
                            const Eigen::Vector2d& at);

// c(x) of the points (m), each of volume `volume` (m²), on the nodesX × nodesY grid
// origin + (i, k)·spacing (m), row-major, by scattering each point onto the nodes within 2h.
// With a team, bands of grid rows are filled at once, each from every point that reaches it,
// in the points' order: every node gets its terms in the same order as without a team, so the
// field has the same bits for any team size. Each point visits only the nodes within 2h of it.
std::vector<double> colourFieldOnGrid(const CubicSplineKernel2D& kernel, double volume,
                                      const std::vector<Eigen::Vector2d>& points,
                                      const Eigen::Vector2d& origin, double spacing, int nodesX,
                                      int nodesY, ThreadTeam* team = nullptr);

} // namespace pl

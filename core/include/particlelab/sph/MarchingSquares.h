// SPDX-License-Identifier: GPL-3.0-or-later
// Iso-contours of a scalar field sampled on a square grid, by marching squares, joined into
// closed loops: used to draw the free surface of SPH water as the level c = ½ of the smoothed
// colour field c(x) = Σⱼ (mⱼ/ρⱼ) W(x − xⱼ) (≈ 1 inside the fluid, 0 outside; the "blobby"
// implicit surface).
//
// Each cell's crossing points are placed by linear interpolation along its edges; the ambiguous
// saddle cells are resolved by the cell-centre average (asymptotic decider simplified to the
// mean). Every segment keeps the inside (value > iso) on its left, so loops around the inside
// run counter-clockwise (positive signed area) and loops around holes clockwise. Nodes beyond
// the grid count as outside, so every loop closes.
// Source: W. E. Lorensen and H. E. Cline, "Marching cubes", SIGGRAPH '87, Computer Graphics 21(4)
// 163–169 (the 2D case); J. F. Blinn, "A generalization of algebraic surface drawing", ACM Trans.
// Graph. 1 (1982) 235–256 (blobby implicit surfaces).
#pragma once

#include <Eigen/Core>

#include <vector>

namespace pl {

// values: nodesX × nodesY samples, row-major (index j·nodesX + i is the node at
// origin + (i, j)·spacing, m). Returns closed loops (first point not repeated) of the level `iso`.
std::vector<std::vector<Eigen::Vector2d>> isoContours(const std::vector<double>& values,
                                                      int nodesX, int nodesY,
                                                      const Eigen::Vector2d& origin,
                                                      double spacing, double iso);

// Signed area of a closed polygon (m²): positive when counter-clockwise (shoelace formula).
double signedArea(const std::vector<Eigen::Vector2d>& loop);

} // namespace pl

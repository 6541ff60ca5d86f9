// SPDX-License-Identifier: GPL-3.0-or-later
// Builders for the particle structures the lessons, tests and benchmarks share: a rope (a chain),
// a cloth (a square lattice with structural and shear links) and a closed ring (the outline of a
// soft body). A builder adds particles to a ParticleSystem and returns the links between them;
// the caller turns the links into springs (DampedSprings) or into distance constraints
// (DistanceConstraints), so the spring and the XPBD versions of a structure are identical.
#pragma once

#include <particlelab/particles/ParticleSystem.h>

#include <vector>

namespace pl {

// Two particles joined at `restLength` (m).
struct Link {
    int a = 0;
    int b = 0;
    double restLength = 0.0;  // m
};

struct LatticePiece {
    std::vector<int> particles;  // indices into the system, in build order
    std::vector<Link> links;
    int columns = 0;             // cloth: particles per row; rope and ring: count
    int rows = 1;
};

// `count` particles of `mass` (kg) from `anchor` (m) along `direction` (unit), `spacing` (m)
// apart, linked in a chain; the first one (at the anchor) is pinned.
LatticePiece addRope(ParticleSystem& system, const Eigen::Vector2d& anchor,
                     const Eigen::Vector2d& direction, int count, double spacing, double mass);

// A `columns` × `rows` lattice hanging down from `topLeft` (m), `spacing` (m) apart, with
// structural links (horizontal, vertical) and, when `shear`, both diagonals of every cell.
// Particle (c, r) has index particles[r·columns + c]; nothing is pinned.
LatticePiece addCloth(ParticleSystem& system, const Eigen::Vector2d& topLeft, int columns,
                      int rows, double spacing, double mass, bool shear = true);

// `count` particles on a circle of `radius` (m) around `center`, counter-clockwise, each joined
// to the next (closing the ring) at its current distance.
LatticePiece addRing(ParticleSystem& system, const Eigen::Vector2d& center, double radius,
                     int count, double mass);

// Relative length error |ℓ − ℓ₀|/ℓ₀ of the links at positions x: mean and maximum.
struct LinkStrain {
    double mean = 0.0;
    double max = 0.0;
};
LinkStrain measureStrain(const Eigen::VectorXd& positions, const std::vector<Link>& links);

} // namespace pl

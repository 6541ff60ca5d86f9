// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/particles/Lattice.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numbers>

namespace pl {

LatticePiece addRope(ParticleSystem& system, const Eigen::Vector2d& anchor,
                     const Eigen::Vector2d& direction, int count, double spacing, double mass)
{
    assert(count >= 2);
    LatticePiece piece;
    piece.columns = count;
    for (int k = 0; k < count; ++k) {
        piece.particles.push_back(
            system.addParticle(anchor + k * spacing * direction, Eigen::Vector2d::Zero(), mass));
        if (k > 0)
            piece.links.push_back({piece.particles[k - 1], piece.particles[k], spacing});
    }
    system.pin(piece.particles.front());
    return piece;
}

LatticePiece addCloth(ParticleSystem& system, const Eigen::Vector2d& topLeft, int columns,
                      int rows, double spacing, double mass, bool shear)
{
    assert(columns >= 2 && rows >= 2);
    LatticePiece piece;
    piece.columns = columns;
    piece.rows = rows;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            piece.particles.push_back(system.addParticle(
                topLeft + Eigen::Vector2d(c * spacing, -r * spacing), Eigen::Vector2d::Zero(),
                mass));
    auto at = [&](int c, int r) { return piece.particles[r * columns + c]; };
    const double diagonal = spacing * std::numbers::sqrt2;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            if (c + 1 < columns)
                piece.links.push_back({at(c, r), at(c + 1, r), spacing});
            if (r + 1 < rows)
                piece.links.push_back({at(c, r), at(c, r + 1), spacing});
            if (shear && c + 1 < columns && r + 1 < rows) {
                piece.links.push_back({at(c, r), at(c + 1, r + 1), diagonal});
                piece.links.push_back({at(c + 1, r), at(c, r + 1), diagonal});
            }
        }
    return piece;
}

LatticePiece addRing(ParticleSystem& system, const Eigen::Vector2d& center, double radius,
                     int count, double mass)
{
    assert(count >= 3);
    LatticePiece piece;
    piece.columns = count;
    for (int k = 0; k < count; ++k) {
        const double phi = 2.0 * std::numbers::pi * k / count;
        piece.particles.push_back(system.addParticle(
            center + radius * Eigen::Vector2d(std::cos(phi), std::sin(phi)),
            Eigen::Vector2d::Zero(), mass));
    }
    for (int k = 0; k < count; ++k) {
        const int a = piece.particles[k], b = piece.particles[(k + 1) % count];
        piece.links.push_back({a, b, (system.position(b) - system.position(a)).norm()});
    }
    return piece;
}

LinkStrain measureStrain(const Eigen::VectorXd& positions, const std::vector<Link>& links)
{
    LinkStrain s;
    if (links.empty())
        return s;
    for (const Link& l : links) {
        const double len = (positions.segment<2>(2 * l.a) - positions.segment<2>(2 * l.b)).norm();
        const double e = std::abs(len - l.restLength) / l.restLength;
        s.mean += e;
        s.max = std::max(s.max, e);
    }
    s.mean /= static_cast<double>(links.size());
    return s;
}

} // namespace pl

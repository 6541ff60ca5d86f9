// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/MarchingSquares.h>

#include <array>
#include <cassert>

namespace pl {

std::vector<std::vector<Eigen::Vector2d>> isoContours(const std::vector<double>& values,
                                                      int nodesX, int nodesY,
                                                      const Eigen::Vector2d& origin,
                                                      double spacing, double iso)
{
    assert(nodesX >= 0 && nodesY >= 0 &&
           values.size() == static_cast<std::size_t>(nodesX) * static_cast<std::size_t>(nodesY));
    // A padded copy with one ring of outside nodes, so that every contour closes.
    const int px = nodesX + 2, py = nodesY + 2;
    const double outside = iso - 1.0;
    std::vector<double> v(static_cast<std::size_t>(px) * static_cast<std::size_t>(py), outside);
    for (int j = 0; j < nodesY; ++j)
        for (int i = 0; i < nodesX; ++i)
            v[static_cast<std::size_t>((j + 1) * px + i + 1)] =
                values[static_cast<std::size_t>(j * nodesX + i)];
    const Eigen::Vector2d corner = origin - Eigen::Vector2d::Constant(spacing);
    const auto node = [&](int i, int j) { return v[static_cast<std::size_t>(j * px + i)]; };
    const auto inside = [&](int i, int j) { return node(i, j) > iso; };

    // Edge ids: 2·(j·px + i) for the edge from node (i, j) to (i+1, j), +1 for (i, j)–(i, j+1).
    const std::size_t edges = 2 * static_cast<std::size_t>(px) * static_cast<std::size_t>(py);
    std::vector<int> next(edges, -1);
    const auto edgePoint = [&](int id) {
        const int cell = id / 2;
        const int i = cell % px, j = cell / px;
        const int i1 = (id % 2 == 0) ? i + 1 : i;
        const int j1 = (id % 2 == 0) ? j : j + 1;
        const double a = node(i, j), b = node(i1, j1);
        const double t = (iso - a) / (b - a);
        return Eigen::Vector2d(corner.x() + (i + t * (i1 - i)) * spacing,
                               corner.y() + (j + t * (j1 - j)) * spacing);
    };

    for (int j = 0; j + 1 < py; ++j)
        for (int i = 0; i + 1 < px; ++i) {
            // Corners counter-clockwise c0 = (i, j), c1 = (i+1, j), c2 = (i+1, j+1), c3 = (i, j+1);
            // edge k joins c_k and c_{k+1}.
            const std::array<bool, 4> in = {inside(i, j), inside(i + 1, j), inside(i + 1, j + 1),
                                            inside(i, j + 1)};
            if (in[0] == in[1] && in[1] == in[2] && in[2] == in[3])
                continue;
            const std::array<int, 4> edge = {2 * (j * px + i), 2 * (j * px + i + 1) + 1,
                                             2 * ((j + 1) * px + i), 2 * (j * px + i) + 1};
            const bool saddle = in[0] == in[2] && in[1] == in[3];
            const double centre =
                0.25 * (node(i, j) + node(i + 1, j) + node(i + 1, j + 1) + node(i, j + 1));
            // With a saddle whose centre is outside, each inside corner is cut off on its own:
            // the segment from an in→out edge ends on the edge just before it.
            const bool backwards = saddle && !(centre > iso);
            for (int k = 0; k < 4; ++k) {
                if (!(in[static_cast<std::size_t>(k)] && !in[static_cast<std::size_t>((k + 1) % 4)]))
                    continue;
                int end = -1;
                for (int s = 1; s < 4 && end < 0; ++s) {
                    const int e = backwards ? (k + 4 - s) % 4 : (k + s) % 4;
                    if (!in[static_cast<std::size_t>(e)] && in[static_cast<std::size_t>((e + 1) % 4)])
                        end = e;
                }
                assert(end >= 0);
                next[static_cast<std::size_t>(edge[static_cast<std::size_t>(k)])] =
                    edge[static_cast<std::size_t>(end)];
            }
        }

    std::vector<std::vector<Eigen::Vector2d>> loops;
    std::vector<char> used(edges, 0);
    for (std::size_t start = 0; start < edges; ++start) {
        if (next[start] < 0 || used[start])
            continue;
        std::vector<Eigen::Vector2d> loop;
        int e = static_cast<int>(start);
        while (e >= 0 && !used[static_cast<std::size_t>(e)]) {
            used[static_cast<std::size_t>(e)] = 1;
            loop.push_back(edgePoint(e));
            e = next[static_cast<std::size_t>(e)];
        }
        if (loop.size() >= 3)
            loops.push_back(std::move(loop));
    }
    return loops;
}

double signedArea(const std::vector<Eigen::Vector2d>& loop)
{
    double twice = 0.0;
    for (std::size_t k = 0; k < loop.size(); ++k) {
        const Eigen::Vector2d& a = loop[k];
        const Eigen::Vector2d& b = loop[(k + 1) % loop.size()];
        twice += a.x() * b.y() - b.x() * a.y();
    }
    return 0.5 * twice;
}

} // namespace pl

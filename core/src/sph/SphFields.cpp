// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/SphFields.h>

#include "VectorClones.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pl {

double shepardInterpolation(const CubicSplineKernel2D& kernel, const CellGrid& grid,
                            const std::vector<Eigen::Vector2d>& x, double mass,
                            const std::vector<double>& rho, const std::vector<double>& values,
                            const Eigen::Vector2d& at)
{
    const double r2max = kernel.supportRadius() * kernel.supportRadius();
    double weight = 0.0, sum = 0.0;
    grid.forEachNearbyRange(at, [&](int first, int last) {
        for (int j = first; j < last; ++j) {
            const std::size_t sj = static_cast<std::size_t>(j);
            const double r2 = (at - x[sj]).squaredNorm();
            if (r2 >= r2max)
                continue;
            const double w = mass / rho[sj] * kernel.value(std::sqrt(r2));
            weight += w;
            sum += w * values[sj];
        }
    });
    return weight > 0.0 ? sum / weight : std::numeric_limits<double>::quiet_NaN();
}

namespace {

// colourFieldOnGrid's work: rows [rowBegin, rowEnd) of the field (nodesX nodes a row) from the
// points of `which` (the first `count` points when null), in order. Compiled for AVX2 as well
// (VectorClones.h: the same bits).
PL_VECTOR_CLONES void addPointsToRows(const CubicSplineKernel2D& kernel, double volume,
                                      const Eigen::Vector2d* x0, const Eigen::Vector2d& origin,
                                      double spacing, double reach, double r2max, int nodesX,
                                      double* field, int rowBegin, int rowEnd, const int* which,
                                      int count)
{
    // Copies that no store into the field can change: the compiler keeps them in registers.
    const double ox = origin.x(), oy = origin.y(), h = spacing, inside = r2max, v = volume;
    const double nodes = reach;
    const CubicSplineKernel2D kernelCopy = kernel;
    const std::size_t columns = static_cast<std::size_t>(nodesX);
    for (int q = 0; q < count; ++q) {
        const Eigen::Vector2d x = x0[which ? static_cast<std::size_t>(which[q]) : static_cast<std::size_t>(q)];
        const double localX = (x.x() - ox) / h, localY = (x.y() - oy) / h;
        // Counted in doubles first, so that a stray point far away cannot overflow the cast.
        const double k0 = std::max(static_cast<double>(rowBegin), std::ceil(localY - nodes));
        const double k1 = std::min(rowEnd - 1.0, std::floor(localY + nodes));
        if (!(k0 <= k1) || std::isnan(localX))
            continue;
        const int i0 = static_cast<int>(std::clamp(std::ceil(localX - nodes), 0.0, 1.0 * nodesX));
        const int i1 = static_cast<int>(std::clamp(std::floor(localX + nodes), -1.0, nodesX - 1.0));
        for (int k = static_cast<int>(k0); k <= static_cast<int>(k1); ++k) {
            double* row = field + static_cast<std::size_t>(k) * columns;
            const double dy = (oy + h * k) - x.y();
            // A node beyond the support gets + 0, which leaves it as it is (the field is ≥ 0).
            for (int i = i0; i <= i1; ++i) {
                const double dx = (ox + h * i) - x.x();
                const double r2 = dx * dx + dy * dy;
                row[i] += r2 < inside ? v * kernelCopy.value(std::sqrt(r2)) : 0.0;
            }
        }
    }
}

} // namespace

std::vector<double> colourFieldOnGrid(const CubicSplineKernel2D& kernel, double volume,
                                      const std::vector<Eigen::Vector2d>& points,
                                      const Eigen::Vector2d& origin, double spacing, int nodesX,
                                      int nodesY, ThreadTeam* team)
{
    nodesX = std::max(nodesX, 0);
    nodesY = std::max(nodesY, 0);
    std::vector<double> out(static_cast<std::size_t>(nodesX) * static_cast<std::size_t>(nodesY), 0.0);
    if (nodesX == 0 || nodesY == 0)
        return out;
    const double reach = kernel.supportRadius() / spacing;  // in nodes
    const double r2max = kernel.supportRadius() * kernel.supportRadius();
    // Rows [rowBegin, rowEnd) of the grid from the points p of `which` (all when null), in order.
    const auto fillRows = [&](int rowBegin, int rowEnd, const int* which, int count) {
        addPointsToRows(kernel, volume, points.data(), origin, spacing, reach, r2max, nodesX,
                        out.data(), rowBegin, rowEnd, which, count);
    };
    const int n = static_cast<int>(points.size());
    if (!team || team->size() == 1) {
        fillRows(0, nodesY, nullptr, n);
        return out;
    }
    // Bands of 8 rows, filled at once by the team: a point reaches about 2·reach + 1 ≈ 6 rows,
    // so it adds to one or two bands. Each band's points are listed first, in the points' order
    // (a counting sort by band), so that a band visits only its own points (each band looked at
    // every point before, which cost as much as the field itself).
    constexpr int bandRows = 8;
    const int bands = (nodesY + bandRows - 1) / bandRows;
    const auto bandRange = [&](const Eigen::Vector2d& x, int& first, int& last) {
        const double y = (x.y() - origin.y()) / spacing;
        const double k0 = std::max(0.0, std::ceil(y - reach));
        const double k1 = std::min(nodesY - 1.0, std::floor(y + reach));
        first = 1;
        last = 0;
        if (k0 <= k1) {
            first = static_cast<int>(k0) / bandRows;
            last = static_cast<int>(k1) / bandRows;
        }
    };
    std::vector<int> bandStart(static_cast<std::size_t>(bands) + 1, 0);
    for (const Eigen::Vector2d& x : points) {
        int first = 0, last = 0;
        bandRange(x, first, last);
        for (int b = first; b <= last; ++b)
            ++bandStart[static_cast<std::size_t>(b) + 1];
    }
    for (int b = 0; b < bands; ++b)
        bandStart[static_cast<std::size_t>(b) + 1] += bandStart[static_cast<std::size_t>(b)];
    std::vector<int> bandPoints(static_cast<std::size_t>(bandStart.back()));
    std::vector<int> next(bandStart.begin(), bandStart.end() - 1);
    for (int p = 0; p < n; ++p) {
        int first = 0, last = 0;
        bandRange(points[static_cast<std::size_t>(p)], first, last);
        for (int b = first; b <= last; ++b)
            bandPoints[static_cast<std::size_t>(next[static_cast<std::size_t>(b)]++)] = p;
    }
    team->forEachChunk(bands, 1, [&](int, int begin, int end) {
        for (int b = begin; b < end; ++b) {
            const int first = bandStart[static_cast<std::size_t>(b)];
            fillRows(b * bandRows, std::min(nodesY, (b + 1) * bandRows), bandPoints.data() + first,
                     bandStart[static_cast<std::size_t>(b) + 1] - first);
        }
    });
    return out;
}

} // namespace pl

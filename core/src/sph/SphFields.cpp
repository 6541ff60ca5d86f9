// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/SphFields.h>

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

std::vector<double> colourFieldOnGrid(const CubicSplineKernel2D& kernel, double volume,
                                      const std::vector<Eigen::Vector2d>& points,
                                      const Eigen::Vector2d& origin, double spacing, int nodesX,
                                      int nodesY, ThreadTeam* team)
{
    nodesX = std::max(nodesX, 0);
    nodesY = std::max(nodesY, 0);
    std::vector<double> out(static_cast<std::size_t>(nodesX) * static_cast<std::size_t>(nodesY), 0.0);
    const double reach = kernel.supportRadius() / spacing;  // in nodes
    const double r2max = kernel.supportRadius() * kernel.supportRadius();
    // A copy that no store into `out` can change, so that the compiler packs the row loop below
    // (two nodes per square root; -fno-trapping-math lets it evaluate both pieces of W).
    const CubicSplineKernel2D w = kernel;
    // Rows [rowBegin, rowEnd) of the grid, from every point whose support reaches them.
    const auto fillRows = [&](int rowBegin, int rowEnd) {
        for (const Eigen::Vector2d& x : points) {
            const Eigen::Vector2d local = (x - origin) / spacing;
            const int k0 = std::max(rowBegin, static_cast<int>(std::ceil(local.y() - reach)));
            const int k1 = std::min(rowEnd - 1, static_cast<int>(std::floor(local.y() + reach)));
            if (k0 > k1)
                continue;
            const int i0 = std::max(0, static_cast<int>(std::ceil(local.x() - reach)));
            const int i1 = std::min(nodesX - 1, static_cast<int>(std::floor(local.x() + reach)));
            for (int k = k0; k <= k1; ++k) {
                double* row = out.data() + static_cast<std::size_t>(k) * static_cast<std::size_t>(nodesX);
                const double dy = (origin.y() + spacing * k) - x.y();
                // A node beyond the support gets + 0, which leaves it as it is (the field is ≥ 0).
                for (int i = i0; i <= i1; ++i) {
                    const double dx = (origin.x() + spacing * i) - x.x();
                    const double r2 = dx * dx + dy * dy;
                    row[i] += r2 < r2max ? volume * w.value(std::sqrt(r2)) : 0.0;
                }
            }
        }
    };
    if (!team || team->size() == 1) {
        fillRows(0, nodesY);
        return out;
    }
    // Bands of 8 rows: a point reaches about 2·reach + 1 ≈ 6 rows, so it is visited by one or
    // two bands, and the cheap test above skips it in the others.
    team->forEachChunk(nodesY, 8, [&](int, int begin, int end) { fillRows(begin, end); });
    return out;
}

} // namespace pl

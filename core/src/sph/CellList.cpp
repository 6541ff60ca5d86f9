// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/CellList.h>

#include <cassert>
#include <cmath>

namespace pl {

void CellGrid::build(const std::vector<Eigen::Vector2d>& points, const Eigen::Vector2d& lo,
                     const Eigen::Vector2d& hi, double cellSize, int maxCells)
{
    assert(cellSize > 0.0 && maxCells > 0);
    const Eigen::Vector2d extent = (hi - lo).cwiseMax(Eigen::Vector2d::Zero());
    double size = cellSize;
    // Grow the cells (never shrink them) until the grid fits in maxCells.
    while ((std::floor(extent.x() / size) + 1.0) * (std::floor(extent.y() / size) + 1.0) >
           static_cast<double>(maxCells))
        size *= 2.0;
    m_origin = lo;
    m_cellSize = size;
    m_invCellSize = 1.0 / size;
    m_columns = static_cast<int>(std::floor(extent.x() / size)) + 1;
    m_rows = static_cast<int>(std::floor(extent.y() / size)) + 1;

    const std::size_t cells = static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows);
    const std::size_t n = points.size();
    std::vector<int>& cellOfPoint = m_cellOfPoint;
    cellOfPoint.resize(n);
    m_cellStart.assign(cells + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const int c = row(points[i].y()) * m_columns + column(points[i].x());
        cellOfPoint[i] = c;
        ++m_cellStart[static_cast<std::size_t>(c) + 1];
    }
    for (std::size_t c = 0; c < cells; ++c)
        m_cellStart[c + 1] += m_cellStart[c];
    // Stable counting sort: within a cell the points keep their input order.
    std::vector<int>& next = m_next;
    next.assign(m_cellStart.begin(), m_cellStart.end() - 1);
    m_order.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        m_order[static_cast<std::size_t>(next[static_cast<std::size_t>(cellOfPoint[i])]++)] =
            static_cast<int>(i);
}

std::vector<std::vector<int>> bruteForceNeighbours(const std::vector<Eigen::Vector2d>& points,
                                                   double radius)
{
    const double r2 = radius * radius;
    std::vector<std::vector<int>> out(points.size());
    for (std::size_t i = 0; i < points.size(); ++i)
        for (std::size_t j = 0; j < points.size(); ++j)
            if (j != i && (points[i] - points[j]).squaredNorm() < r2)
                out[i].push_back(static_cast<int>(j));
    return out;
}

std::vector<std::vector<int>> cellListNeighbours(const std::vector<Eigen::Vector2d>& points,
                                                 double radius)
{
    std::vector<std::vector<int>> out(points.size());
    if (points.empty())
        return out;
    Eigen::Vector2d lo = points.front(), hi = points.front();
    for (const Eigen::Vector2d& p : points) {
        lo = lo.cwiseMin(p);
        hi = hi.cwiseMax(p);
    }
    CellGrid grid;
    grid.build(points, lo, hi, radius);
    const double r2 = radius * radius;
    const std::vector<int>& order = grid.order();
    for (std::size_t i = 0; i < points.size(); ++i) {
        grid.forEachNearbyRange(points[i], [&](int begin, int end) {
            for (int k = begin; k < end; ++k) {
                const int j = order[static_cast<std::size_t>(k)];
                if (j != static_cast<int>(i) &&
                    (points[i] - points[static_cast<std::size_t>(j)]).squaredNorm() < r2)
                    out[i].push_back(j);
            }
        });
        std::sort(out[i].begin(), out[i].end());
    }
    return out;
}

} // namespace pl

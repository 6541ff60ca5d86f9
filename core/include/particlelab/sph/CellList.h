// SPDX-License-Identifier: GPL-3.0-or-later
// Fixed-radius neighbour search with cell lists, and the brute-force search it is tested against.
//
// The plane is covered by square cells of side ≥ the search radius (2h for SPH), so every
// neighbour of a point lies in its own cell or one of the 8 around it: a search costs O(N)
// instead of the O(N²) of comparing every pair. Points are counting-sorted by cell (stable, so
// the order is deterministic); a caller that permutes its particle arrays into this order gets
// memory access that follows space, which is what makes the SPH loops cache-friendly.
// Points outside the grid's box are clamped into the border cells: clamping moves a point's cell
// index by at most its distance in cells, so no neighbour pair is ever missed, only the search
// near stray points gets slower.
// Source: M. P. Allen and D. J. Tildesley, "Computer Simulation of Liquids" (2nd ed., 2017),
// §5.3.2 (cell structures and linked lists); M. Ihmsen et al., "A parallel SPH implementation on
// multi-core CPUs", Computer Graphics Forum 30 (2011) 99–112, §4 (index sort by cell).
#pragma once

#include <Eigen/Core>

#include <algorithm>
#include <vector>

namespace pl {

class CellGrid {
public:
    // Covers the box [lo, hi] (m) with cells of side `cellSize` (m) and sorts `points` (m) by
    // cell. At most `maxCells` cells are made (the cells grow when the box is too large).
    void build(const std::vector<Eigen::Vector2d>& points, const Eigen::Vector2d& lo,
               const Eigen::Vector2d& hi, double cellSize, int maxCells = 1 << 22);

    // order()[k] = index (in the `points` given to build) of the k-th point in cell order.
    const std::vector<int>& order() const { return m_order; }
    // Points of cell c are order()[cellStart()[c] … cellStart()[c+1]−1].
    const std::vector<int>& cellStart() const { return m_cellStart; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    double cellSize() const { return m_cellSize; } // m

    int column(double x) const { return clampIndex((x - m_origin.x()) * m_invCellSize, m_columns); }
    int row(double y) const { return clampIndex((y - m_origin.y()) * m_invCellSize, m_rows); }

    // Calls visit(begin, end) for the ranges [begin, end) of sorted positions (indices into
    // order()) of the 3×3 block of cells around p; within a row of cells the range is contiguous.
    template <class Visit>
    void forEachNearbyRange(const Eigen::Vector2d& p, Visit&& visit) const
    {
        const int cx = column(p.x());
        const int cy = row(p.y());
        const int x0 = std::max(cx - 1, 0), x1 = std::min(cx + 1, m_columns - 1);
        for (int y = std::max(cy - 1, 0); y <= std::min(cy + 1, m_rows - 1); ++y) {
            const int first = y * m_columns + x0;
            const int last = y * m_columns + x1;
            visit(m_cellStart[static_cast<std::size_t>(first)],
                  m_cellStart[static_cast<std::size_t>(last) + 1]);
        }
    }

private:
    static int clampIndex(double cell, int count)
    {
        if (!(cell > 0.0))  // also catches NaN
            return 0;
        if (cell >= count - 1)
            return count - 1;
        return static_cast<int>(cell);
    }

    Eigen::Vector2d m_origin = Eigen::Vector2d::Zero(); // m
    double m_cellSize = 1.0;                            // m
    double m_invCellSize = 1.0;                         // 1/m
    int m_columns = 1;
    int m_rows = 1;
    std::vector<int> m_cellStart;
    std::vector<int> m_order;
    // Scratch of build (each point's cell; each cell's next free place), kept to reuse its
    // memory: made afresh, the larger is given back to the system and faulted in again at
    // every call.
    std::vector<int> m_cellOfPoint;
    std::vector<int> m_next;
};

// Reorders a particle array into cell order: values[k] ← values[order[k]], with `order` =
// CellGrid::order(); `scratch` is storage reused between calls.
template <class T>
void permuteIntoOrder(std::vector<T>& values, const std::vector<int>& order, std::vector<T>& scratch)
{
    scratch.resize(values.size());
    for (std::size_t k = 0; k < order.size(); ++k)
        scratch[k] = values[static_cast<std::size_t>(order[k])];
    values.swap(scratch);
}

// Neighbours j ≠ i with |xᵢ − xⱼ| < radius (m) of every point, each list in increasing index
// order, by comparing all pairs: O(N²), kept as the reference for tests.
std::vector<std::vector<int>> bruteForceNeighbours(const std::vector<Eigen::Vector2d>& points,
                                                   double radius);

// The same lists found with a CellGrid of cells of side `radius` over the points' bounding box.
std::vector<std::vector<int>> cellListNeighbours(const std::vector<Eigen::Vector2d>& points,
                                                 double radius);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/collision/Broadphase.h>
#include <particlelab/util/TrNoop.h>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numeric>

namespace pl {

namespace {

// The AABB bounds of every disk, written to lo/hi arrays in the given order. Every broadphase
// computes them with exactly these operations so that the three agree to the last bit.
inline double lowerBound(double centre, double radius) { return centre - radius; }
inline double upperBound(double centre, double radius) { return centre + radius; }

inline CandidatePair orderedPair(std::uint32_t a, std::uint32_t b)
{
    return a < b ? CandidatePair{a, b} : CandidatePair{b, a};
}

// Makes room for `more` pairs after the first `used` entries of `out`. The test loops store
// every tested pair and advance the count only when the boxes overlap: no unpredictable branch
// per pair (about a quarter of the tested pairs overlap in a gas, a coin toss for the branch
// predictor).
inline void reserveTail(std::vector<CandidatePair>& out, std::size_t used, std::size_t more)
{
    if (used + more > out.size())
        out.resize(2 * (used + more));
}

// Closed intervals [lo₁, hi₁] and [lo₂, hi₂] on both axes overlap; evaluated without branches.
inline bool boxesOverlap(double ax0, double ax1, double ay0, double ay1, double bx0, double bx1,
                         double by0, double by1)
{
    return (bx0 <= ax1) & (ax0 <= bx1) & (by0 <= ay1) & (ay0 <= by1);
}

} // namespace

std::string_view broadphaseId(BroadphaseKind kind)
{
    switch (kind) {
    case BroadphaseKind::BruteForce: return "brute";
    case BroadphaseKind::SweepAndPrune: return "sweep";
    case BroadphaseKind::UniformGrid: return "grid";
    }
    return "brute";
}

std::string_view broadphaseName(BroadphaseKind kind)
{
    switch (kind) {
    case BroadphaseKind::BruteForce: return PL_TR_NOOP("ideal-gas", "Brute force");
    case BroadphaseKind::SweepAndPrune: return PL_TR_NOOP("ideal-gas", "Sweep and prune");
    case BroadphaseKind::UniformGrid: return PL_TR_NOOP("ideal-gas", "Uniform grid");
    }
    return PL_TR_NOOP("ideal-gas", "Brute force");
}

std::optional<BroadphaseKind> broadphaseFromId(std::string_view id)
{
    for (BroadphaseKind k : {BroadphaseKind::BruteForce, BroadphaseKind::SweepAndPrune,
                             BroadphaseKind::UniformGrid})
        if (broadphaseId(k) == id)
            return k;
    return std::nullopt;
}

std::unique_ptr<Broadphase> makeBroadphase(BroadphaseKind kind)
{
    switch (kind) {
    case BroadphaseKind::BruteForce: return std::make_unique<BruteForceBroadphase>();
    case BroadphaseKind::SweepAndPrune: return std::make_unique<SweepAndPrune>();
    case BroadphaseKind::UniformGrid: return std::make_unique<UniformGrid>();
    }
    return std::make_unique<BruteForceBroadphase>();
}

// ---------------------------------------------------------------------------------------------
// Brute force: every pair once.

void BruteForceBroadphase::findPairs(std::span<const double> x, std::span<const double> y,
                                     std::span<const double> r, std::vector<CandidatePair>& out)
{
    assert(x.size() == y.size() && x.size() == r.size());
    const std::size_t n = x.size();
    out.resize(out.capacity());
    m_xLo.resize(n);
    m_xHi.resize(n);
    m_yLo.resize(n);
    m_yHi.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        m_xLo[i] = lowerBound(x[i], r[i]);
        m_xHi[i] = upperBound(x[i], r[i]);
        m_yLo[i] = lowerBound(y[i], r[i]);
        m_yHi[i] = upperBound(y[i], r[i]);
    }
    const double* xLo = m_xLo.data();
    const double* xHi = m_xHi.data();
    const double* yLo = m_yLo.data();
    const double* yHi = m_yHi.data();
    std::size_t found = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double ax0 = xLo[i], ax1 = xHi[i], ay0 = yLo[i], ay1 = yHi[i];
        reserveTail(out, found, n - i - 1);
        CandidatePair* slot = out.data();
        for (std::size_t j = i + 1; j < n; ++j) {
            slot[found] = {static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j)};
            found += boxesOverlap(ax0, ax1, ay0, ay1, xLo[j], xHi[j], yLo[j], yHi[j]);
        }
    }
    out.resize(found);
    m_pairsTested = static_cast<long long>(n) * (static_cast<long long>(n) - 1) / 2;
}

// ---------------------------------------------------------------------------------------------
// Sweep and prune along x.

void SweepAndPrune::findPairs(std::span<const double> x, std::span<const double> y,
                              std::span<const double> r, std::vector<CandidatePair>& out)
{
    assert(x.size() == y.size() && x.size() == r.size());
    const std::size_t n = x.size();
    out.resize(out.capacity());
    m_sortShifts = 0;
    m_pairsTested = 0;

    // Stage 1: the x keys in the previous step's order.
    const bool fresh = m_order.size() != n;
    if (fresh) {
        m_order.resize(n);
        std::iota(m_order.begin(), m_order.end(), 0u);
    }
    m_xLo.resize(n);
    for (std::size_t k = 0; k < n; ++k)
        m_xLo[k] = lowerBound(x[m_order[k]], r[m_order[k]]);

    // Stage 2: sort by x − r. A new set of disks is sorted from scratch; afterwards the order of
    // the previous step is almost right and insertion sort fixes it with few moves.
    if (fresh) {
        std::vector<std::uint32_t> slots(n);
        std::iota(slots.begin(), slots.end(), 0u);
        std::sort(slots.begin(), slots.end(), [this](std::uint32_t a, std::uint32_t b) {
            return m_xLo[a] < m_xLo[b] || (m_xLo[a] == m_xLo[b] && m_order[a] < m_order[b]);
        });
        std::vector<std::uint32_t> order(n);
        std::vector<double> keys(n);
        for (std::size_t k = 0; k < n; ++k) {
            order[k] = m_order[slots[k]];
            keys[k] = m_xLo[slots[k]];
        }
        m_order.swap(order);
        m_xLo.swap(keys);
    } else {
        double* key = m_xLo.data();
        std::uint32_t* id = m_order.data();
        for (std::size_t k = 1; k < n; ++k) {
            const double moving = key[k];
            if (!(moving < key[k - 1]))
                continue;
            const std::uint32_t movingId = id[k];
            std::size_t m = k;
            while (m > 0 && moving < key[m - 1]) {
                key[m] = key[m - 1];
                id[m] = id[m - 1];
                --m;
            }
            key[m] = moving;
            id[m] = movingId;
            m_sortShifts += static_cast<long long>(k - m);
        }
    }

    // Stage 3: the other bounds in sorted order, so that the sweep reads memory in sequence.
    m_xHi.resize(n);
    m_yLo.resize(n);
    m_yHi.resize(n);
    for (std::size_t k = 0; k < n; ++k) {
        const std::uint32_t i = m_order[k];
        m_xHi[k] = upperBound(x[i], r[i]);
        m_yLo[k] = lowerBound(y[i], r[i]);
        m_yHi[k] = upperBound(y[i], r[i]);
    }

    // Stage 4: the sweep. Boxes after k in the list start at or after box k's start, so their x
    // intervals overlap box k's exactly while they start before box k ends.
    const double* xLo = m_xLo.data();
    const double* xHi = m_xHi.data();
    const double* yLo = m_yLo.data();
    const double* yHi = m_yHi.data();
    long long tested = 0;
    std::size_t found = 0;
    for (std::size_t k = 0; k < n; ++k) {
        const double end = xHi[k], ay0 = yLo[k], ay1 = yHi[k];
        std::size_t last = k + 1;
        while (last < n && xLo[last] <= end)
            ++last;
        reserveTail(out, found, last - k - 1);
        CandidatePair* slot = out.data();
        const std::uint32_t idK = m_order[k];
        for (std::size_t m = k + 1; m < last; ++m) {
            slot[found] = orderedPair(idK, m_order[m]);
            found += (yLo[m] <= ay1) & (ay0 <= yHi[m]);
        }
        tested += static_cast<long long>(last - k - 1);
    }
    out.resize(found);
    m_pairsTested = tested;
}

// ---------------------------------------------------------------------------------------------
// Uniform grid.

void UniformGrid::findPairs(std::span<const double> x, std::span<const double> y,
                            std::span<const double> r, std::vector<CandidatePair>& out)
{
    assert(x.size() == y.size() && x.size() == r.size());
    const std::size_t n = x.size();
    out.resize(out.capacity());
    m_pairsTested = 0;
    if (n == 0) {
        out.clear();
        return;
    }

    // Stage 1: the extent of the centres and the cell size. Cells must be at least the largest
    // diameter (plus a hair, so rounding in the cell index cannot split a touching pair across
    // two cells apart); when that would make far more cells than disks, the cells grow so that
    // clearing and counting them does not dominate a sparse gas.
    double xMin = x[0], xMax = x[0], yMin = y[0], yMax = y[0], rMax = r[0];
    for (std::size_t i = 1; i < n; ++i) {
        xMin = std::min(xMin, x[i]);
        xMax = std::max(xMax, x[i]);
        yMin = std::min(yMin, y[i]);
        yMax = std::max(yMax, y[i]);
        rMax = std::max(rMax, r[i]);
    }
    const double spanX = xMax - xMin, spanY = yMax - yMin;
    double cell = 2.0 * rMax * (1.0 + 1e-9);
    const double maxCells = 4.0 * static_cast<double>(n) + 64.0;
    cell = std::max(cell, std::sqrt(spanX * spanY / maxCells));
    cell = std::max({cell, 1e-12 * std::max(spanX, spanY), 1e-300});
    const double inverseCell = 1.0 / cell;
    const int columns = static_cast<int>(std::min(spanX * inverseCell, maxCells)) + 1;
    const int rows = static_cast<int>(std::min(spanY * inverseCell, maxCells)) + 1;
    m_cellSize = cell;
    m_columns = columns;
    m_rows = rows;

    // Stage 2: counting sort of the disks by cell. The grid is padded with an empty column on
    // each side and an empty row on top, so the neighbour ranges below never wrap around.
    const std::size_t stride = static_cast<std::size_t>(columns) + 2;
    const std::size_t cellCount = stride * (static_cast<std::size_t>(rows) + 1);
    m_cellOf.resize(n);
    m_cellStart.assign(cellCount + 1, 0u);
    std::uint32_t* start = m_cellStart.data();
    for (std::size_t i = 0; i < n; ++i) {
        const int cx = std::clamp(static_cast<int>((x[i] - xMin) * inverseCell), 0, columns - 1);
        const int cy = std::clamp(static_cast<int>((y[i] - yMin) * inverseCell), 0, rows - 1);
        const std::uint32_t c =
            static_cast<std::uint32_t>(static_cast<std::size_t>(cy) * stride + cx + 1);
        m_cellOf[i] = c;
        ++start[c];
    }
    // Running sums: start[c] becomes the end of cell c. Filling each cell from its end, in
    // reverse disk order, leaves start[c] at the cell's beginning (and keeps the disks of a cell
    // in their original order) without a second array of cursors.
    for (std::size_t c = 1; c < cellCount; ++c)
        start[c] += start[c - 1];
    start[cellCount] = static_cast<std::uint32_t>(n);
    m_sortedId.resize(n);
    m_xLo.resize(n);
    m_xHi.resize(n);
    m_yLo.resize(n);
    m_yHi.resize(n);
    m_sortedCell.resize(n);
    for (std::size_t i = n; i-- > 0;) {
        const std::uint32_t c = m_cellOf[i];
        const std::uint32_t k = --start[c];
        m_sortedId[k] = static_cast<std::uint32_t>(i);
        m_xLo[k] = lowerBound(x[i], r[i]);
        m_xHi[k] = upperBound(x[i], r[i]);
        m_yLo[k] = lowerBound(y[i], r[i]);
        m_yHi[k] = upperBound(y[i], r[i]);
        m_sortedCell[k] = c;
    }

    // Stage 3: each disk against the later disks of its own cell, the cell to its right and the
    // three cells of the row above (the other four neighbours find it from their side). In the
    // sorted order the three cells above are one contiguous run.
    const double* xLo = m_xLo.data();
    const double* xHi = m_xHi.data();
    const double* yLo = m_yLo.data();
    const double* yHi = m_yHi.data();
    const std::uint32_t* id = m_sortedId.data();
    long long tested = 0;
    std::size_t found = 0;
    auto sweepRange = [&](std::size_t k, std::size_t first, std::size_t last) {
        const double ax0 = xLo[k], ax1 = xHi[k], ay0 = yLo[k], ay1 = yHi[k];
        reserveTail(out, found, last - first);
        CandidatePair* slot = out.data();
        for (std::size_t m = first; m < last; ++m) {
            slot[found] = orderedPair(id[k], id[m]);
            found += boxesOverlap(ax0, ax1, ay0, ay1, xLo[m], xHi[m], yLo[m], yHi[m]);
        }
        tested += static_cast<long long>(last - first);
    };
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t c = m_sortedCell[k];
        sweepRange(k, k + 1, start[c + 2]);  // rest of own cell and the cell to the right
        sweepRange(k, start[c + stride - 1], start[c + stride + 2]);
    }
    out.resize(found);
    m_pairsTested = tested;
}

} // namespace pl

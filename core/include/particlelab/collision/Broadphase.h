// SPDX-License-Identifier: GPL-3.0-or-later
// Broadphase collision detection for disks: find every pair whose axis-aligned bounding boxes
// (AABBs) overlap, without testing all N(N−1)/2 pairs.
//
// The AABB of a disk at (x, y) with radius r is [x − r, x + r] × [y − r, y + r]. Two closed
// boxes overlap when  lo₁ ≤ hi₂ and lo₂ ≤ hi₁  on both axes. Every broadphase computes lo and hi
// with the same floating-point operations and applies the same test, so all three return exactly
// the same set of candidate pairs; they differ only in how many pairs they test:
//
//   BruteForce     all N(N−1)/2 pairs                                           O(N²)
//   SweepAndPrune  the boxes sorted by lo along x (insertion sort, starting from the previous
//                  step's order, so nearly sorted input costs O(N + swaps)); a sweep then tests
//                  only the pairs whose x intervals overlap, then their y intervals.
//                  Baraff, "Dynamic Simulation of Non-Penetrating Rigid Bodies" (PhD thesis,
//                  Cornell 1992), §7.2; Cohen et al., "I-COLLIDE" (1995), §4.         O(N + k)
//   UniformGrid    a grid of square cells no smaller than the largest diameter; a disk can only
//                  overlap disks in its own and the 8 neighbouring cells, of which half are
//                  visited (the other half find it). Ericson, "Real-Time Collision Detection"
//                  (2005), §7.1.                                                      O(N)
//
// Pairs come out with i < j, in an order that depends on the method.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace pl {

struct CandidatePair {
    std::uint32_t i = 0;  // i < j
    std::uint32_t j = 0;
};

enum class BroadphaseKind { BruteForce, SweepAndPrune, UniformGrid };

std::string_view broadphaseId(BroadphaseKind kind);    // "brute", "sweep", "grid"
std::string_view broadphaseName(BroadphaseKind kind);  // "Brute force", …
std::optional<BroadphaseKind> broadphaseFromId(std::string_view id);

class Broadphase {
public:
    virtual ~Broadphase() = default;
    virtual BroadphaseKind kind() const = 0;
    virtual std::unique_ptr<Broadphase> clone() const = 0;

    // Replaces `out` with every pair of disks (centres x, y in m, radii r in m, all of the same
    // length) whose AABBs overlap.
    virtual void findPairs(std::span<const double> x, std::span<const double> y,
                           std::span<const double> r, std::vector<CandidatePair>& out) = 0;

    // The disks were moved to new slots: disk `old` is now at newSlot[old]. Methods that keep
    // state between calls (the sweep's order) follow them.
    virtual void renumber(std::span<const std::uint32_t> newSlot) { (void)newSlot; }

    // Box-box tests done by the last findPairs call.
    long long pairsTested() const { return m_pairsTested; }

protected:
    long long m_pairsTested = 0;
};

std::unique_ptr<Broadphase> makeBroadphase(BroadphaseKind kind);

class BruteForceBroadphase final : public Broadphase {
public:
    BroadphaseKind kind() const override { return BroadphaseKind::BruteForce; }
    std::unique_ptr<Broadphase> clone() const override
    {
        return std::make_unique<BruteForceBroadphase>(*this);
    }
    void findPairs(std::span<const double> x, std::span<const double> y,
                   std::span<const double> r, std::vector<CandidatePair>& out) override;

private:
    std::vector<double> m_xLo, m_xHi, m_yLo, m_yHi;  // m
};

class SweepAndPrune final : public Broadphase {
public:
    BroadphaseKind kind() const override { return BroadphaseKind::SweepAndPrune; }
    std::unique_ptr<Broadphase> clone() const override
    {
        return std::make_unique<SweepAndPrune>(*this);
    }
    void findPairs(std::span<const double> x, std::span<const double> y,
                   std::span<const double> r, std::vector<CandidatePair>& out) override;

    void renumber(std::span<const std::uint32_t> newSlot) override
    {
        if (newSlot.size() == m_order.size())
            for (std::uint32_t& id : m_order)
                id = newSlot[id];
    }

    // Element moves made by the last insertion sort (a measure of how much the order changed).
    long long sortShifts() const { return m_sortShifts; }

private:
    std::vector<std::uint32_t> m_order;  // disk indices sorted by x − r, kept between calls
    std::vector<double> m_xLo, m_xHi, m_yLo, m_yHi;  // m, in sorted order
    long long m_sortShifts = 0;
};

class UniformGrid final : public Broadphase {
public:
    BroadphaseKind kind() const override { return BroadphaseKind::UniformGrid; }
    std::unique_ptr<Broadphase> clone() const override
    {
        return std::make_unique<UniformGrid>(*this);
    }
    void findPairs(std::span<const double> x, std::span<const double> y,
                   std::span<const double> r, std::vector<CandidatePair>& out) override;

    double cellSize() const { return m_cellSize; }  // m
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }

private:
    double m_cellSize = 0.0;  // m
    int m_columns = 0;
    int m_rows = 0;
    std::vector<std::uint32_t> m_cellOf;     // cell of each disk
    std::vector<std::uint32_t> m_cellStart;  // first sorted slot of each cell (+ one past the end)
    std::vector<std::uint32_t> m_sortedId;   // disk index of each sorted slot
    std::vector<std::uint32_t> m_sortedCell; // cell of each sorted slot
    std::vector<double> m_xLo, m_xHi, m_yLo, m_yHi;  // m, in sorted order
};

} // namespace pl

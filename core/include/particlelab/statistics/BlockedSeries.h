// SPDX-License-Identifier: GPL-3.0-or-later
// A time series kept for block averaging (BlockAverage.h) in bounded memory, however long the
// run.
//
// Block averaging only ever looks at the series through its levels: level k holds the means of
// 2ᵏ consecutive samples, formed by averaging neighbouring pairs of level k − 1. So instead of
// every sample we keep the blocks of one level, at most `capacity` of them. When they fill the
// capacity, neighbouring pairs are averaged (the blocking step itself) and the next level takes
// their place with half as many blocks, each twice as long. Samples that do not fill a block yet
// wait in a carry, one value per lower level, like the digits of a binary counter.
//
// The blocks are bit for bit the ones blockAverage() forms at that level from every sample, so
// average() gives the same levels from there up. What is given up: the levels of blocks shorter
// than the current block length (with 2¹⁶ blocks kept, the first is dropped after 2¹⁶ samples),
// and the samples still in the carry (fewer than one block) are not in the mean yet.
#pragma once

#include <particlelab/statistics/BlockAverage.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace pl {

class BlockedSeries {
public:
    static constexpr std::size_t defaultCapacity = std::size_t{1} << 16;

    BlockedSeries() : BlockedSeries(defaultCapacity) {}
    // `capacity`: the most blocks kept; even and at least 4.
    explicit BlockedSeries(std::size_t capacity);

    void add(double sample);
    void clear();

    long long count() const { return m_count; }  // samples added since clear()
    long long blockLength() const { return 1LL << m_level; }  // samples per kept block
    const std::vector<double>& blocks() const { return m_blocks; }
    std::size_t capacity() const { return m_capacity; }

    // blockAverage() of the kept blocks, with `samples` and `blockLength` counted in samples.
    BlockAverage average() const;

    // A message when the members read from a file cannot belong together; empty when they can.
    std::string check() const;

    // Saving a run (lessons/framework/CoreSerialization.h) reads and writes the members below.
    template <class Archive> friend void serialize(Archive& ar, BlockedSeries& series);

private:
    std::size_t m_capacity;
    std::vector<double> m_blocks;              // means of blockLength() samples each
    int m_level = 0;                           // log₂ of the block length
    std::vector<std::optional<double>> m_carry;  // [k]: a waiting block of 2ᵏ samples, k < level
    long long m_count = 0;
};

} // namespace pl

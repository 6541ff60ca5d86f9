// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/statistics/BlockedSeries.h>

#include <stdexcept>

namespace pl {

BlockedSeries::BlockedSeries(std::size_t capacity) : m_capacity(capacity)
{
    if (capacity < 4 || capacity % 2 != 0)
        throw std::invalid_argument("BlockedSeries: the capacity must be even and at least 4");
}

void BlockedSeries::add(double sample)
{
    ++m_count;
    // Carry the sample up through the lower levels: two blocks of 2ᵏ make one of 2ᵏ⁺¹.
    double block = sample;
    for (int k = 0; k < m_level; ++k) {
        std::optional<double>& waiting = m_carry[static_cast<std::size_t>(k)];
        if (!waiting) {
            waiting = block;
            return;
        }
        block = 0.5 * (*waiting + block);  // the same expression as blockAverage's halving
        waiting.reset();
    }
    m_blocks.push_back(block);
    if (m_blocks.size() < m_capacity)
        return;
    // Full: the blocking step, to half as many blocks twice as long.
    const std::size_t half = m_blocks.size() / 2;
    for (std::size_t i = 0; i < half; ++i)
        m_blocks[i] = 0.5 * (m_blocks[2 * i] + m_blocks[2 * i + 1]);
    m_blocks.resize(half);
    ++m_level;
    m_carry.emplace_back();
}

void BlockedSeries::clear()
{
    m_blocks.clear();
    m_level = 0;
    m_carry.clear();
    m_count = 0;
}

BlockAverage BlockedSeries::average() const
{
    BlockAverage a = blockAverage(m_blocks);
    a.samples *= blockLength();
    a.blockLength *= blockLength();
    return a;
}

std::string BlockedSeries::check() const
{
    if (m_level < 0 || m_level > 62 || m_carry.size() != static_cast<std::size_t>(m_level))
        return "a blocked series has an impossible level";
    if (m_blocks.size() >= m_capacity || (m_level > 0 && m_blocks.size() < m_capacity / 2))
        return "a blocked series holds " + std::to_string(m_blocks.size()) +
               " blocks, outside what its capacity of " + std::to_string(m_capacity) + " allows";
    // (Values are not judged: a NaN sample is a possible state, and the mean then says so.)
    long long counted = static_cast<long long>(m_blocks.size()) << m_level;
    for (int k = 0; k < m_level; ++k)
        if (m_carry[static_cast<std::size_t>(k)])
            counted += 1LL << k;
    if (counted != m_count)
        return "a blocked series counts " + std::to_string(m_count) + " samples but holds " +
               std::to_string(counted);
    return {};
}

} // namespace pl

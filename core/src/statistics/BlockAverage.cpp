// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/statistics/BlockAverage.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace pl {

namespace {

// 99 % quantiles of χ² with 1 … 40 degrees of freedom (Abramowitz & Stegun, table 26.8).
constexpr double chiSquared99[] = {
    6.634897, 9.210340, 11.344867, 13.276704, 15.086272, 16.811894, 18.475307, 20.090235,
    21.665994, 23.209251, 24.724970, 26.216967, 27.688250, 29.141238, 30.577914, 31.999927,
    33.408664, 34.805306, 36.190869, 37.566235, 38.932173, 40.289360, 41.638398, 42.979820,
    44.314105, 45.641683, 46.962942, 48.278236, 49.587884, 50.892181, 52.191395, 53.485772,
    54.775540, 56.060909, 57.342073, 58.619215, 59.892500, 61.162087, 62.428121, 63.690740,
};

struct Level {
    double n = 0.0;          // blocks
    double variance = 0.0;   // σ_k²
    double lagOne = 0.0;     // γ_k
    long long blockLength = 1;
};

} // namespace

BlockAverage blockAverage(std::span<const double> samples)
{
    BlockAverage result;
    result.samples = static_cast<long long>(samples.size());
    if (samples.empty())
        return result;
    double sum = 0.0;
    for (double s : samples)
        sum += s;
    result.mean = sum / static_cast<double>(samples.size());
    if (samples.size() < 4)
        return result;

    // Levels down to two blocks; an odd last block is dropped at each halving.
    std::vector<Level> levels;
    std::vector<double> blocks(samples.begin(), samples.end());
    long long length = 1;
    while (blocks.size() >= 2) {
        const std::size_t n = blocks.size();
        double mean = 0.0;
        for (double b : blocks)
            mean += b;
        mean /= static_cast<double>(n);
        Level level;
        level.n = static_cast<double>(n);
        level.blockLength = length;
        for (std::size_t i = 0; i < n; ++i) {
            const double d = blocks[i] - mean;
            level.variance += d * d;
            if (i + 1 < n)
                level.lagOne += d * (blocks[i + 1] - mean);
        }
        level.variance /= level.n;
        level.lagOne /= level.n;
        levels.push_back(level);
        const std::size_t half = n / 2;
        for (std::size_t i = 0; i < half; ++i)
            blocks[i] = 0.5 * (blocks[2 * i] + blocks[2 * i + 1]);
        blocks.resize(half);
        length *= 2;
    }

    // M_j from the last level backwards; the first (smallest) j that passes wins.
    const std::size_t d = levels.size();
    std::vector<double> m(d + 1, 0.0);
    for (std::size_t k = d; k-- > 0;) {
        const Level& l = levels[k];
        const double r = l.variance > 0.0 ? l.lagOne / l.variance : 0.0;
        m[k] = m[k + 1] + l.n * r * r;
    }
    constexpr std::size_t table = sizeof chiSquared99 / sizeof chiSquared99[0];
    for (std::size_t j = 0; j < d; ++j) {
        const std::size_t dof = std::min(d - j, table);
        if (m[j] < chiSquared99[dof - 1]) {
            result.error = std::sqrt(levels[j].variance / (levels[j].n - 1.0));
            result.blockLength = levels[j].blockLength;
            result.converged = true;
            return result;
        }
    }
    for (const Level& l : levels) {
        const double e = std::sqrt(l.variance / (l.n - 1.0));
        if (e > result.error) {
            result.error = e;
            result.blockLength = l.blockLength;
        }
    }
    return result;
}

} // namespace pl

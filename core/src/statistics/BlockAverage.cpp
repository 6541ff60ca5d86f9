#include <particlelab/statistics/BlockAverage.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace pl {

namespace {

// ε² = Σ (xᵢ − x̄)² / (n (n − 1)) of one blocking level.
double squaredErrorOfMean(const std::vector<double>& blocks, double mean)
{
    const double n = static_cast<double>(blocks.size());
    double sum = 0.0;
    for (double b : blocks)
        sum += (b - mean) * (b - mean);
    return sum / (n * (n - 1.0));
}

} // namespace

BlockAverage blockAverage(std::span<const double> samples, int minBlocks)
{
    BlockAverage result;
    result.samples = static_cast<int>(samples.size());
    if (samples.empty())
        return result;
    double sum = 0.0;
    for (double s : samples)
        sum += s;
    result.mean = sum / static_cast<double>(samples.size());
    if (samples.size() < 2)
        return result;
    std::vector<double> blocks(samples.begin(), samples.end());
    double worst = squaredErrorOfMean(blocks, result.mean);
    int length = 1;
    result.blockLength = 1;
    while (blocks.size() / 2 >= static_cast<std::size_t>(std::max(minBlocks, 2))) {
        // Pairs averaged; an odd last sample is dropped (it then leaves the mean of this level
        // slightly apart from the full mean, a negligible effect for ≥ 16 blocks).
        const std::size_t half = blocks.size() / 2;
        for (std::size_t i = 0; i < half; ++i)
            blocks[i] = 0.5 * (blocks[2 * i] + blocks[2 * i + 1]);
        blocks.resize(half);
        length *= 2;
        double levelMean = 0.0;
        for (double b : blocks)
            levelMean += b;
        levelMean /= static_cast<double>(blocks.size());
        const double e2 = squaredErrorOfMean(blocks, levelMean);
        if (e2 > worst) {
            worst = e2;
            result.blockLength = length;
        }
    }
    result.error = std::sqrt(worst);
    return result;
}

} // namespace pl

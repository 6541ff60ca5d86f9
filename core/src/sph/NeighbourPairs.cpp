#include <particlelab/sph/NeighbourPairs.h>

#include <algorithm>
#include <cmath>

namespace pl {

void NeighbourPairs::build(const std::vector<Eigen::Vector2d>& x, const CellGrid& fluidGrid,
                           const std::vector<Eigen::Vector2d>& xb,
                           const std::vector<Eigen::Vector2d>& vb, const CellGrid& boundaryGrid,
                           const CubicSplineKernel2D& kernel, ThreadTeam& team)
{
    const int n = static_cast<int>(x.size());
    const std::size_t sn = static_cast<std::size_t>(n);
    const double r2max = kernel.supportRadius() * kernel.supportRadius();
    start.assign(sn + 1, 0);
    fluidKernelSum.resize(sn);
    boundaryKernelSum.resize(sn);
    boundaryGradient.resize(sn);
    boundaryFlux.resize(sn);
    boundaryVelocitySum.resize(sn);
    boundaryCount.resize(sn);
    m_blocks.resize(static_cast<std::size_t>(ThreadTeam::blockCount(n)));

    // Pass 1: each block finds its pairs into its own scratch (start[i + 1] = i's count).
    team.forEachBlock(n, [&](int block, int begin, int end) {
        BlockPairs& pairs = m_blocks[static_cast<std::size_t>(block)];
        pairs.neighbour.clear();
        pairs.kernel.clear();
        pairs.gradient.clear();
        for (int i = begin; i < end; ++i) {
            const std::size_t si = static_cast<std::size_t>(i);
            const Eigen::Vector2d xi = x[si];
            const std::size_t before = pairs.neighbour.size();
            double sum = 0.0;
            // Candidates from the 3 × 3 cells, kept without a branch (a third pass the 2h test, in
            // no predictable pattern); then the kernel of the kept ones, in the same order.
            std::vector<int>& kept = pairs.candidates;
            int candidateCount = 0;
            fluidGrid.forEachNearbyRange(xi, [&](int first, int last) {
                if (kept.size() < static_cast<std::size_t>(candidateCount + last - first))
                    kept.resize(static_cast<std::size_t>(2 * (candidateCount + last - first)));
                for (int j = first; j < last; ++j) {
                    const double r2 = (xi - x[static_cast<std::size_t>(j)]).squaredNorm();
                    kept[static_cast<std::size_t>(candidateCount)] = j;
                    candidateCount += static_cast<int>((r2 < r2max) & (j != i));
                }
            });
            for (int c = 0; c < candidateCount; ++c) {
                const int j = kept[static_cast<std::size_t>(c)];
                const Eigen::Vector2d xij = xi - x[static_cast<std::size_t>(j)];
                double w = 0.0, f = 0.0;
                kernel.valueAndGradientFactor(std::sqrt(xij.squaredNorm()), w, f);
                pairs.neighbour.push_back(j);
                pairs.kernel.push_back(w);
                pairs.gradient.push_back(f * xij);
                sum += w;
            }
            start[si + 1] = static_cast<int>(pairs.neighbour.size() - before);
            fluidKernelSum[si] = sum;

            double wb = 0.0, flux = 0.0;
            Eigen::Vector2d gb = Eigen::Vector2d::Zero(), wv = Eigen::Vector2d::Zero();
            int count = 0;
            if (!xb.empty())
                boundaryGrid.forEachNearbyRange(xi, [&](int first, int last) {
                    for (int b = first; b < last; ++b) {
                        const std::size_t sb = static_cast<std::size_t>(b);
                        const Eigen::Vector2d xib = xi - xb[sb];
                        const double r2 = xib.squaredNorm();
                        if (r2 >= r2max)
                            continue;
                        double w = 0.0, f = 0.0;
                        kernel.valueAndGradientFactor(std::sqrt(r2), w, f);
                        const Eigen::Vector2d g = f * xib;
                        wb += w;
                        wv += w * vb[sb];
                        gb += g;
                        flux += vb[sb].dot(g);
                        ++count;
                    }
                });
            boundaryKernelSum[si] = wb;
            boundaryGradient[si] = gb;
            boundaryFlux[si] = flux;
            boundaryVelocitySum[si] = wv;
            boundaryCount[si] = count;
        }
    });
    for (std::size_t i = 0; i < sn; ++i)
        start[i + 1] += start[i];

    // Pass 2: the blocks are copied into the joined arrays in block order.
    const std::size_t total = static_cast<std::size_t>(start.back());
    neighbour.resize(total);
    kernelValue.resize(total);
    kernelGradient.resize(total);
    team.forEachBlock(n, [&](int block, int begin, int) {
        const BlockPairs& pairs = m_blocks[static_cast<std::size_t>(block)];
        const std::size_t offset = static_cast<std::size_t>(start[static_cast<std::size_t>(begin)]);
        std::copy(pairs.neighbour.begin(), pairs.neighbour.end(), neighbour.begin() + static_cast<std::ptrdiff_t>(offset));
        std::copy(pairs.kernel.begin(), pairs.kernel.end(), kernelValue.begin() + static_cast<std::ptrdiff_t>(offset));
        std::copy(pairs.gradient.begin(), pairs.gradient.end(), kernelGradient.begin() + static_cast<std::ptrdiff_t>(offset));
    });
}

} // namespace pl

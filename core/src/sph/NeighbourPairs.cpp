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
            fluidGrid.forEachNearbyRange(xi, [&](int first, int last) {
                for (int j = first; j < last; ++j) {
                    const Eigen::Vector2d xij = xi - x[static_cast<std::size_t>(j)];
                    const double r2 = xij.squaredNorm();
                    if (j == i || r2 >= r2max)
                        continue;
                    const double r = std::sqrt(r2);
                    const double w = kernel.value(r);
                    pairs.neighbour.push_back(j);
                    pairs.kernel.push_back(w);
                    pairs.gradient.push_back(kernel.gradientFactor(r) * xij);
                    sum += w;
                }
            });
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
                        const double r = std::sqrt(r2);
                        const Eigen::Vector2d g = kernel.gradientFactor(r) * xib;
                        const double w = kernel.value(r);
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

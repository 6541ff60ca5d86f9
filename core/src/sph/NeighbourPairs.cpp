// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/NeighbourPairs.h>

#include "VectorClones.h"

#include <particlelab/util/NearCandidates.h>

#include <algorithm>
#include <cmath>

namespace pl {

// Compiled for AVX2 as well (VectorClones.h: the same bits): the square roots, kernels and
// gradients of a particle's pairs are packed four at a time.
PL_VECTOR_CLONES void NeighbourPairs::buildBlock(int block, int begin, int end, const std::vector<Eigen::Vector2d>& x,
                                const CellGrid& fluidGrid, const std::vector<Eigen::Vector2d>& xb,
                                const std::vector<Eigen::Vector2d>& vb, const CellGrid& boundaryGrid,
                                const CubicSplineKernel2D& kernel)
{
    const double r2max = kernel.supportRadius() * kernel.supportRadius();
    Block& pairs = m_blocks[static_cast<std::size_t>(block)];
    // The arrays only grow (what lies past first.back() is left from earlier steps); a
    // particle's pairs are written by index, one capacity check per particle.
    pairs.first.resize(static_cast<std::size_t>(end - begin) + 1);
    pairs.first[0] = 0;
    std::size_t used = 0;
    for (int i = begin; i < end; ++i) {
        const std::size_t si = static_cast<std::size_t>(i);
        const Eigen::Vector2d xi = x[si];
        // Candidates from the 3 × 3 cells, kept without a branch (keepNear, NearCandidates.h;
        // the 2h test comes out in no predictable pattern); then the kernel of the kept ones,
        // in the same order.
        std::vector<int>& kept = pairs.candidates;
        std::vector<double>& distance = pairs.candidateDistances;
        int begins[3], ends[3], ranges = 0, candidates = 0;
        fluidGrid.forEachNearbyRange(xi, [&](int first, int last) {
            begins[ranges] = first;
            ends[ranges] = last;
            ++ranges;
            candidates += last - first;
        });
        pairs.reserveCandidates(candidates);
        const int candidateCount = keepNear(xi.x(), xi.y(), x.data()->data(), begins, ends,
                                            ranges, i, r2max, kept.data(), distance.data(), 0);
        if (pairs.neighbour.size() < used + static_cast<std::size_t>(candidateCount)) {
            const std::size_t grown = 2 * (used + static_cast<std::size_t>(candidateCount));
            pairs.neighbour.resize(grown);
            pairs.kernelValue.resize(grown);
            pairs.kernelGradient.resize(grown);
        }
        int* neighbourOut = pairs.neighbour.data() + used;
        double* kernelOut = pairs.kernelValue.data() + used;
        Eigen::Vector2d* gradientOut = pairs.kernelGradient.data() + used;
        // The kept pairs' distances, then their kernels, then their gradients and sums,
        // each in a loop of its own: in one loop every pair would wait for its square root
        // and division before the next could start (the sums chain the iterations).
        for (int c = 0; c < candidateCount; ++c)
            distance[static_cast<std::size_t>(c)] = std::sqrt(distance[static_cast<std::size_t>(c)]);
        double* factor = pairs.candidateFactors.data();
        kernel.valuesAndGradientFactors(distance.data(), candidateCount, kernelOut, factor);
        double sum = 0.0, squares = 0.0;
        Eigen::Vector2d gradientSum = Eigen::Vector2d::Zero();
        for (int c = 0; c < candidateCount; ++c) {
            const int j = kept[static_cast<std::size_t>(c)];
            const Eigen::Vector2d xij = xi - x[static_cast<std::size_t>(j)];
            const double w = kernelOut[c];
            const Eigen::Vector2d g = factor[c] * xij;
            neighbourOut[c] = j;
            gradientOut[c] = g;
            sum += w;
            gradientSum += g;
            squares += g.squaredNorm();
        }
        used += static_cast<std::size_t>(candidateCount);
        pairs.first[static_cast<std::size_t>(i - begin) + 1] = static_cast<int>(used);
        fluidKernelSum[si] = sum;
        fluidGradientSum[si] = gradientSum;
        fluidGradientSquares[si] = squares;

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
}


void NeighbourPairs::build(const std::vector<Eigen::Vector2d>& x, const CellGrid& fluidGrid,
                           const std::vector<Eigen::Vector2d>& xb,
                           const std::vector<Eigen::Vector2d>& vb, const CellGrid& boundaryGrid,
                           const CubicSplineKernel2D& kernel, ThreadTeam& team)
{
    const int n = static_cast<int>(x.size());
    const std::size_t sn = static_cast<std::size_t>(n);
    fluidKernelSum.resize(sn);
    fluidGradientSum.resize(sn);
    fluidGradientSquares.resize(sn);
    boundaryKernelSum.resize(sn);
    boundaryGradient.resize(sn);
    boundaryFlux.resize(sn);
    boundaryVelocitySum.resize(sn);
    boundaryCount.resize(sn);
    m_blocks.resize(static_cast<std::size_t>(ThreadTeam::blockCount(n)));

    team.forEachBlock(n, [&](int block, int begin, int end) {
        buildBlock(block, begin, end, x, fluidGrid, xb, vb, boundaryGrid, kernel);
    });
}

} // namespace pl

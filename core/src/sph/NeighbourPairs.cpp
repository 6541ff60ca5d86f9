// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/NeighbourPairs.h>

#include "VectorClones.h"

#include <particlelab/util/NearCandidates.h>

#include <algorithm>
#include <cmath>

namespace pl {

// Compiled for AVX2 and AVX-512 as well (VectorClones.h: the same bits): the square roots,
// kernels and gradients of a particle's pairs are packed four or eight at a time.
PL_VECTOR_CLONES void NeighbourPairs::buildBlock(int block, int begin, int end,
                                                 const std::vector<Eigen::Vector2d>& x,
                                                 const CellGrid& fluidGrid,
                                                 const std::vector<Eigen::Vector2d>& xb,
                                                 const std::vector<Eigen::Vector2d>& vb,
                                                 const CellGrid& boundaryGrid,
                                                 const CubicSplineKernel2D& kernel)
{
    const double r2max = kernel.supportRadius() * kernel.supportRadius();
    Block& pairs = m_blocks[static_cast<std::size_t>(block)];
    // The arrays only grow (what lies past the last pair is left from earlier steps); a
    // particle's (and a slice's) pairs are written by index, one capacity check each.
    pairs.first.resize(static_cast<std::size_t>(end - begin) + 1);
    pairs.first[0] = 0;
    const int slices = (end - begin + sliceLanes - 1) / sliceLanes;
    pairs.sliceFirst.resize(static_cast<std::size_t>(slices) + 1);
    pairs.sliceFirst[0] = 0;
    std::size_t used = 0;
    for (int first = begin; first < end; first += sliceLanes) {
        const int lanes = std::min(sliceLanes, end - first);
        // Each particle's neighbours j and kernels Wᵢⱼ, into its list; W'/r into its lane's
        // scratch. Candidates from the 3 × 3 cells are kept without a branch (keepNear,
        // NearCandidates.h; the 2h test comes out in no predictable pattern); then the
        // kernels of the kept ones, in the same order.
        int count[sliceLanes] = {};
        for (int lane = 0; lane < lanes; ++lane) {
            const int i = first + lane;
            const Eigen::Vector2d xi = x[static_cast<std::size_t>(i)];
            int begins[3], ends[3], ranges = 0, candidates = 0;
            fluidGrid.forEachNearbyRange(xi, [&](int from, int to) {
                begins[ranges] = from;
                ends[ranges] = to;
                ++ranges;
                candidates += to - from;
            });
            pairs.reserveCandidates(candidates);
            std::vector<double>& distance = pairs.candidateDistances;
            // keepNear writes the kept j into the particle's list directly.
            if (pairs.neighbour.size() < used + static_cast<std::size_t>(candidates)) {
                const std::size_t grown = 2 * (used + static_cast<std::size_t>(candidates));
                pairs.neighbour.resize(grown);
                pairs.kernelValue.resize(grown);
            }
            const int kept = keepNear(xi.x(), xi.y(), x.data()->data(), begins, ends, ranges, i,
                                      r2max, pairs.neighbour.data() + used, distance.data(), 0);
            // The kept pairs' distances, then their kernels, each in a loop of its own: in one
            // loop every pair would wait for its square root and division before the next.
            for (std::size_t c = 0; c < static_cast<std::size_t>(kept); ++c)
                distance[c] = std::sqrt(distance[c]);
            kernel.valuesAndGradientFactors(distance.data(), kept, pairs.kernelValue.data() + used,
                                            pairs.laneFactors(lane, kept));
            count[lane] = kept;
            used += static_cast<std::size_t>(kept);
            pairs.first[static_cast<std::size_t>(i - begin) + 1] = static_cast<int>(used);
        }
        // The slice: the gradients ∇ᵢWᵢⱼ = (W'/r)(xᵢ − xⱼ), eight particles side by side, and the
        // sums over each particle's pairs in the order of its list.
        const int width = *std::max_element(count, count + sliceLanes);
        const std::size_t slice = static_cast<std::size_t>((first - begin) / sliceLanes);
        const std::size_t row0 = static_cast<std::size_t>(pairs.sliceFirst[slice]);
        const std::size_t rows = static_cast<std::size_t>(sliceLanes * width);
        pairs.sliceFirst[slice + 1] = static_cast<int>(row0 + rows);
        if (pairs.sliceNeighbour.size() < row0 + rows) {
            const std::size_t grown = 2 * (row0 + rows);
            pairs.sliceNeighbour.resize(grown);
            pairs.sliceGradientX.resize(grown);
            pairs.sliceGradientY.resize(grown);
        }
        int* neighbourTo = pairs.sliceNeighbour.data() + row0;
        double* xTo = pairs.sliceGradientX.data() + row0;
        double* yTo = pairs.sliceGradientY.data() + row0;
        for (int lane = 0; lane < sliceLanes; ++lane) {
            const int i = lane < lanes ? first + lane : first;
            const std::size_t from =
                static_cast<std::size_t>(pairs.first[static_cast<std::size_t>(i - begin)]);
            const int* j = pairs.neighbour.data() + from;
            const double* w = pairs.kernelValue.data() + from;
            const double* factor = pairs.laneFactor[lane].data();
            const Eigen::Vector2d xi = x[static_cast<std::size_t>(i)];
            double sum = 0.0, squares = 0.0;
            Eigen::Vector2d gradientSum = Eigen::Vector2d::Zero();
            for (int c = 0; c < count[lane]; ++c) {
                const Eigen::Vector2d g = factor[c] * (xi - x[static_cast<std::size_t>(j[c])]);
                const std::size_t to = static_cast<std::size_t>(sliceLanes * c + lane);
                neighbourTo[to] = j[c];
                xTo[to] = g.x();
                yTo[to] = g.y();
                sum += w[c];
                gradientSum += g;
                squares += g.squaredNorm();
            }
            for (int c = count[lane]; c < width; ++c) {  // pairs with itself that add nothing
                const std::size_t to = static_cast<std::size_t>(sliceLanes * c + lane);
                neighbourTo[to] = i;
                xTo[to] = 0.0;
                yTo[to] = 0.0;
            }
            if (lane >= lanes)
                continue;
            const std::size_t si = static_cast<std::size_t>(i);
            fluidKernelSum[si] = sum;
            fluidGradientSum[si] = gradientSum;
            fluidGradientSquares[si] = squares;
            double wb = 0.0, flux = 0.0;
            Eigen::Vector2d gb = Eigen::Vector2d::Zero(), wv = Eigen::Vector2d::Zero();
            int inReach = 0;
            if (!xb.empty())
                boundaryGrid.forEachNearbyRange(xi, [&](int firstB, int lastB) {
                    for (int b = firstB; b < lastB; ++b) {
                        const std::size_t sb = static_cast<std::size_t>(b);
                        const Eigen::Vector2d xib = xi - xb[sb];
                        const double r2 = xib.squaredNorm();
                        if (r2 >= r2max)
                            continue;
                        double wib = 0.0, f = 0.0;
                        kernel.valueAndGradientFactor(std::sqrt(r2), wib, f);
                        const Eigen::Vector2d g = f * xib;
                        wb += wib;
                        wv += wib * vb[sb];
                        gb += g;
                        flux += vb[sb].dot(g);
                        ++inReach;
                    }
                });
            boundaryKernelSum[si] = wb;
            boundaryGradient[si] = gb;
            boundaryFlux[si] = flux;
            boundaryVelocitySum[si] = wv;
            boundaryCount[si] = inReach;
        }
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

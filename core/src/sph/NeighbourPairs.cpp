// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/NeighbourPairs.h>

#include "VectorClones.h"

#include <particlelab/util/NearCandidates.h>

#include "../util/Avx512.h"

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

// The rows of one slice and the sums over them, given each lane's kept neighbours: what
// buildBlock's step 3 hands to one of the two functions below.
struct SliceLanes {
    const int* neighbour;     // lane l's kept j at [l · room, l · room + count[l])
    const double* dx;         // xᵢ − xⱼ beside them (m)
    const double* dy;
    int room;                 // at least the largest count rounded up to a multiple of eight
    int count[NeighbourPairs::sliceLanes];
    int self[NeighbourPairs::sliceLanes];  // the lane's particle (the first for empty lanes)
    int width;                // the largest count
};
struct SliceRows {
    int* neighbour;           // width rows of eight each
    double* kernelValue;
    double* gradientX;
    double* gradientY;
    // Per lane: Σⱼ Wᵢⱼ, Σⱼ ∇ᵢWᵢⱼ and Σⱼ |∇ᵢWᵢⱼ|², over the rows in order.
    double sum[NeighbourPairs::sliceLanes], sumX[NeighbourPairs::sliceLanes],
        sumY[NeighbourPairs::sliceLanes], squares[NeighbourPairs::sliceLanes];
};

constexpr int lanes8 = NeighbourPairs::sliceLanes;

// W and W'/r of n separations (dx, dy), through their distances r (scratch). Compiled for AVX2
// and AVX-512 as well (VectorClones.h: the same bits).
PL_VECTOR_CLONES void kernelsOfSeparations(const double* dx, const double* dy, int n,
                                           const CubicSplineKernel2D& kernel, double* r,
                                           double* w, double* factor)
{
    for (int k = 0; k < n; ++k)
        r[k] = std::sqrt(dx[k] * dx[k] + dy[k] * dy[k]);
    kernel.valuesAndGradientFactors(r, n, w, factor);
}

// The plain rows: each lane's distances and kernels along its own list (into the scratch r,
// w and factor, laid out as the lanes), the gradients ∇ᵢWᵢⱼ = (W'/r)(xᵢ − xⱼ) written into the
// lane's column of the rows, then the sums row by row, eight lanes side by side. Compiled for
// AVX2 and AVX-512 as well (VectorClones.h: the same bits).
PL_VECTOR_CLONES void fillRowsPlain(const SliceLanes& in, double* r, double* w, double* factor,
                                    const CubicSplineKernel2D& kernel, SliceRows& out)
{
    for (int lane = 0; lane < lanes8; ++lane) {
        const std::size_t at = static_cast<std::size_t>(lane * in.room);
        const int n = in.count[lane];
        const double* dx = in.dx + at;
        const double* dy = in.dy + at;
        kernelsOfSeparations(dx, dy, n, kernel, r + at, w + at, factor + at);
        for (int c = 0; c < in.width; ++c) {
            const std::size_t to = static_cast<std::size_t>(lanes8 * c + lane);
            const std::size_t from = at + static_cast<std::size_t>(c);
            const bool kept = c < n;  // past the list: pairs with itself that add nothing
            out.neighbour[to] = kept ? in.neighbour[from] : in.self[lane];
            out.kernelValue[to] = kept ? w[from] : 0.0;
            out.gradientX[to] = kept ? factor[from] * dx[c] : 0.0;
            out.gradientY[to] = kept ? factor[from] * dy[c] : 0.0;
        }
    }
    // A row of pairs that add nothing leaves a sum's bits as they were: each starts at +0, which
    // adding never turns into −0.
    for (int lane = 0; lane < lanes8; ++lane)
        out.sum[lane] = out.sumX[lane] = out.sumY[lane] = out.squares[lane] = 0.0;
    for (int c = 0; c < in.width; ++c) {
        const std::size_t row = static_cast<std::size_t>(lanes8 * c);
        for (int lane = 0; lane < lanes8; ++lane) {
            const double gx = out.gradientX[row + static_cast<std::size_t>(lane)];
            const double gy = out.gradientY[row + static_cast<std::size_t>(lane)];
            out.sum[lane] += out.kernelValue[row + static_cast<std::size_t>(lane)];
            out.sumX[lane] += gx;
            out.sumY[lane] += gy;
            out.squares[lane] += gx * gx + gy * gy;
        }
    }
}

#ifdef PL_AVX512_INTRINSICS

// Eight registers of eight doubles, m[l][k] → m[k][l]: neighbouring pairs, then pairs of pairs,
// then halves change places (24 shuffles).
__attribute__((target("avx512f"), always_inline)) inline void transpose8(__m512d m[8])
{
    __m512d t[8], u[8];
    for (int k = 0; k < 4; ++k) {
        t[2 * k] = _mm512_unpacklo_pd(m[2 * k], m[2 * k + 1]);      // m[2k][0], m[2k+1][0], …
        t[2 * k + 1] = _mm512_unpackhi_pd(m[2 * k], m[2 * k + 1]);  // m[2k][1], m[2k+1][1], …
    }
    const __m512i evenPairs = _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0);
    const __m512i oddPairs = _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2);
    for (int h = 0; h < 2; ++h) {  // rows 0–3, then 4–7
        const int o = 4 * h;
        u[o + 0] = _mm512_permutex2var_pd(t[o], evenPairs, t[o + 2]);      // columns 0 | 4
        u[o + 1] = _mm512_permutex2var_pd(t[o], oddPairs, t[o + 2]);       // 2 | 6
        u[o + 2] = _mm512_permutex2var_pd(t[o + 1], evenPairs, t[o + 3]);  // 1 | 5
        u[o + 3] = _mm512_permutex2var_pd(t[o + 1], oddPairs, t[o + 3]);   // 3 | 7
    }
    m[0] = _mm512_shuffle_f64x2(u[0], u[4], 0x44);
    m[4] = _mm512_shuffle_f64x2(u[0], u[4], 0xee);
    m[2] = _mm512_shuffle_f64x2(u[1], u[5], 0x44);
    m[6] = _mm512_shuffle_f64x2(u[1], u[5], 0xee);
    m[1] = _mm512_shuffle_f64x2(u[2], u[6], 0x44);
    m[5] = _mm512_shuffle_f64x2(u[2], u[6], 0xee);
    m[3] = _mm512_shuffle_f64x2(u[3], u[7], 0x44);
    m[7] = _mm512_shuffle_f64x2(u[3], u[7], 0xee);
}

// The packed rows: eight rows at a time, the lanes' next eight neighbours and separations are
// turned from one register per lane into one per row (transpose8), then distance, kernel,
// gradient and the sums are formed a row at a time, with the operations of the plain rows (and
// of CubicSplineKernel2D::valuesAndGradientFactors) in their order: the same bits, without a
// lane's scattered stores read back across the lanes.
__attribute__((target("avx512f"))) void fillRowsAvx512(const SliceLanes& in,
                                                       const CubicSplineKernel2D& kernel,
                                                       SliceRows& out)
{
    const double invH = 1.0 / kernel.smoothingLength();
    const double sigma = kernel.normalisation();
    const double a = sigma * invH * invH;
    const __m512d pinvH = _mm512_set1_pd(invH), psigma = _mm512_set1_pd(sigma);
    const __m512d pa = _mm512_set1_pd(a);
    const __m512d one = _mm512_set1_pd(1.0), two = _mm512_set1_pd(2.0);
    const __m512d c15 = _mm512_set1_pd(1.5), c075 = _mm512_set1_pd(0.75);
    const __m512d cm3 = _mm512_set1_pd(-3.0), c225 = _mm512_set1_pd(2.25);
    const __m512d sigmaQuarter = _mm512_set1_pd(sigma * 0.25);
    const __m512d minusA075 = _mm512_set1_pd(-a * 0.75);
    const __m512i count = _mm512_castsi256_si512(
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.count)));
    const __m512i self = _mm512_castsi256_si512(
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.self)));
    __m512d sum = _mm512_setzero_pd(), sumX = _mm512_setzero_pd(), sumY = _mm512_setzero_pd();
    __m512d squares = _mm512_setzero_pd();
    for (int c0 = 0; c0 < in.width; c0 += 8) {
        __m512d j[8], dx[8], dy[8];
        for (int l = 0; l < lanes8; ++l) {
            const std::size_t at = static_cast<std::size_t>(l * in.room + c0);
            // The indices widened to 64 bits, to be turned as doubles are.
            j[l] = _mm512_castsi512_pd(_mm512_cvtepi32_epi64(
                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.neighbour + at))));
            dx[l] = _mm512_loadu_pd(in.dx + at);
            dy[l] = _mm512_loadu_pd(in.dy + at);
        }
        transpose8(j);
        transpose8(dx);
        transpose8(dy);
        for (int k = 0; k < 8 && c0 + k < in.width; ++k) {
            const int c = c0 + k;
            // Lanes whose list has a c-th pair; the others pair with themselves.
            const __mmask8 kept =
                static_cast<__mmask8>(_mm512_cmpgt_epi32_mask(count, _mm512_set1_epi32(c)));
            const __m256i row = _mm512_cvtepi64_epi32(_mm512_castpd_si512(j[k]));
            const __m512i jc = _mm512_mask_blend_epi32(static_cast<__mmask16>(kept), self,
                                                       _mm512_castsi256_si512(row));
            const __m512d x = _mm512_maskz_mov_pd(kept, dx[k]);
            const __m512d y = _mm512_maskz_mov_pd(kept, dy[k]);
            const __m512d r =
                _mm512_sqrt_pd(_mm512_add_pd(_mm512_mul_pd(x, x), _mm512_mul_pd(y, y)));
            const __m512d q = _mm512_mul_pd(r, pinvH);
            const __m512d s = _mm512_sub_pd(two, q);
            const __m512d qq = _mm512_mul_pd(_mm512_mul_pd(c15, q), q);
            const __m512d qqq = _mm512_mul_pd(_mm512_mul_pd(_mm512_mul_pd(c075, q), q), q);
            const __m512d innerValue =
                _mm512_mul_pd(psigma, _mm512_add_pd(_mm512_sub_pd(one, qq), qqq));
            const __m512d innerFactor =
                _mm512_mul_pd(pa, _mm512_add_pd(cm3, _mm512_mul_pd(c225, q)));
            const __m512d outerValue =
                _mm512_mul_pd(_mm512_mul_pd(_mm512_mul_pd(sigmaQuarter, s), s), s);
            const __m512d outerFactor =
                _mm512_div_pd(_mm512_mul_pd(_mm512_mul_pd(minusA075, s), s), q);
            const __mmask8 inner = _mm512_cmp_pd_mask(q, one, _CMP_LT_OQ);
            // Zero (+0) where the lane has no c-th pair.
            const __m512d w =
                _mm512_maskz_mov_pd(kept, _mm512_mask_blend_pd(inner, outerValue, innerValue));
            const __m512d f = _mm512_mask_blend_pd(inner, outerFactor, innerFactor);
            const __m512d gx = _mm512_maskz_mul_pd(kept, f, x);
            const __m512d gy = _mm512_maskz_mul_pd(kept, f, y);
            const std::size_t at = static_cast<std::size_t>(lanes8 * c);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(out.neighbour + at),
                                _mm512_castsi512_si256(jc));
            _mm512_storeu_pd(out.kernelValue + at, w);
            _mm512_storeu_pd(out.gradientX + at, gx);
            _mm512_storeu_pd(out.gradientY + at, gy);
            sum = _mm512_add_pd(sum, w);
            sumX = _mm512_add_pd(sumX, gx);
            sumY = _mm512_add_pd(sumY, gy);
            squares = _mm512_add_pd(squares,
                                    _mm512_add_pd(_mm512_mul_pd(gx, gx), _mm512_mul_pd(gy, gy)));
        }
    }
    _mm512_storeu_pd(out.sum, sum);
    _mm512_storeu_pd(out.sumX, sumX);
    _mm512_storeu_pd(out.sumY, sumY);
    _mm512_storeu_pd(out.squares, squares);
}

#endif

} // namespace

void NeighbourPairs::buildBlock(int block, int begin, int end,
                                const std::vector<Eigen::Vector2d>& x, const CellGrid& fluidGrid,
                                const std::vector<Eigen::Vector2d>& xb,
                                const std::vector<Eigen::Vector2d>& vb,
                                const CellGrid& boundaryGrid, const CubicSplineKernel2D& kernel,
                                [[maybe_unused]] bool packed)
{
#ifdef PL_AVX512_INTRINSICS
    const bool packedRows = packed && processorHasAvx512();
#else
    const bool packedRows = false;
#endif
    const double r2max = kernel.supportRadius() * kernel.supportRadius();
    Block& pairs = m_blocks[static_cast<std::size_t>(block)];
    // The arrays only grow (what lies past the last pair is left from earlier steps); a slice's
    // pairs are written by index, one capacity check each.
    pairs.count.resize(static_cast<std::size_t>(end - begin));
    const int slices = (end - begin + sliceLanes - 1) / sliceLanes;
    pairs.sliceFirst.resize(static_cast<std::size_t>(slices) + 1);
    pairs.sliceFirst[0] = 0;
    const double* xy = x.data()->data();
    for (int first = begin; first < end; first += sliceLanes) {
        const int lanes = std::min(sliceLanes, end - first);
        // 1. The cells around each particle of the slice: three runs of particles each (rows of
        // three cells, CellList.h).
        int begins[sliceLanes][3], ends[sliceLanes][3], ranges[sliceLanes] = {};
        int most = 0;
        for (int lane = 0; lane < lanes; ++lane) {
            int candidates = 0;
            fluidGrid.forEachNearbyRange(x[static_cast<std::size_t>(first + lane)],
                                         [&](int from, int to) {
                                             begins[lane][ranges[lane]] = from;
                                             ends[lane][ranges[lane]] = to;
                                             ++ranges[lane];
                                             candidates += to - from;
                                         });
            most = std::max(most, candidates);
        }
        pairs.reserveLanes(most + 8, !packedRows);  // the packed rows read eight at a time
        // 2. Each particle's neighbours j, with xᵢ − xⱼ, into its lane. Candidates are kept
        // without a branch (keepNear, NearCandidates.h; the 2h test comes out in no predictable
        // pattern).
        SliceLanes in{pairs.laneNeighbour.data(), pairs.laneSeparationX.data(),
                      pairs.laneSeparationY.data(), pairs.laneRoom, {}, {}, 0};
        for (int lane = 0; lane < sliceLanes; ++lane) {
            in.self[lane] = lane < lanes ? first + lane : first;
            if (lane >= lanes)
                continue;
            const int i = first + lane;
            const std::size_t at = static_cast<std::size_t>(lane * pairs.laneRoom);
            const Eigen::Vector2d xi = x[static_cast<std::size_t>(i)];
            in.count[lane] = keepNear(xi.x(), xi.y(), xy, begins[lane], ends[lane], ranges[lane],
                                      i, r2max, pairs.laneNeighbour.data() + at,
                                      pairs.laneSeparationX.data() + at,
                                      pairs.laneSeparationY.data() + at, 0);
            pairs.count[static_cast<std::size_t>(i - begin)] = in.count[lane];
        }
        in.width = *std::max_element(in.count, in.count + sliceLanes);
        // 3. The slice's rows: j, Wᵢⱼ and ∇ᵢWᵢⱼ of eight particles side by side, and the sums
        // over each particle's pairs in the order of its list.
        const std::size_t slice = static_cast<std::size_t>((first - begin) / sliceLanes);
        const std::size_t row0 = static_cast<std::size_t>(pairs.sliceFirst[slice]);
        const std::size_t rows = static_cast<std::size_t>(sliceLanes * in.width);
        pairs.sliceFirst[slice + 1] = static_cast<int>(row0 + rows);
        if (pairs.sliceNeighbour.size() < row0 + rows) {
            const std::size_t grown = 2 * (row0 + rows);
            pairs.sliceNeighbour.resize(grown);
            pairs.sliceKernelValue.resize(grown);
            pairs.sliceGradientX.resize(grown);
            pairs.sliceGradientY.resize(grown);
        }
        SliceRows out{pairs.sliceNeighbour.data() + row0, pairs.sliceKernelValue.data() + row0,
                      pairs.sliceGradientX.data() + row0, pairs.sliceGradientY.data() + row0,
                      {}, {}, {}, {}};
#ifdef PL_AVX512_INTRINSICS
        if (packedRows)
            fillRowsAvx512(in, kernel, out);
        else
#endif
            fillRowsPlain(in, pairs.laneDistance.data(), pairs.laneKernelValue.data(),
                          pairs.laneFactor.data(), kernel, out);
        // 4. Per particle: the sums, and those over the boundary particles within reach (kept
        // as the fluid's are, then their kernels in one packed loop, then the sums in their order).
        for (int lane = 0; lane < lanes; ++lane) {
            const int i = first + lane;
            const Eigen::Vector2d xi = x[static_cast<std::size_t>(i)];
            const std::size_t si = static_cast<std::size_t>(i);
            fluidKernelSum[si] = out.sum[lane];
            fluidGradientSum[si] = {out.sumX[lane], out.sumY[lane]};
            fluidGradientSquares[si] = out.squares[lane];
            double wb = 0.0, flux = 0.0;
            Eigen::Vector2d gb = Eigen::Vector2d::Zero(), wv = Eigen::Vector2d::Zero();
            int inReach = 0;
            int bBegins[3], bEnds[3], bRanges = 0, bCandidates = 0;
            if (!xb.empty())
                boundaryGrid.forEachNearbyRange(xi, [&](int from, int to) {
                    bBegins[bRanges] = from;
                    bEnds[bRanges] = to;
                    ++bRanges;
                    bCandidates += to - from;
                });
            if (bCandidates > 0) {
                pairs.reserveWall(bCandidates);
                int* b = pairs.wallNeighbour.data();
                double* dx = pairs.wallSeparationX.data();
                double* dy = pairs.wallSeparationY.data();
                double* w = pairs.wallKernelValue.data();
                double* f = pairs.wallFactor.data();
                inReach = keepNear(xi.x(), xi.y(), xb.data()->data(), bBegins, bEnds, bRanges, -1,
                                   r2max, b, dx, dy, 0);
                kernelsOfSeparations(dx, dy, inReach, kernel, pairs.wallDistance.data(), w, f);
                for (int k = 0; k < inReach; ++k) {
                    const Eigen::Vector2d& v = vb[static_cast<std::size_t>(b[k])];
                    const Eigen::Vector2d g(f[k] * dx[k], f[k] * dy[k]);
                    wb += w[k];
                    wv += w[k] * v;
                    gb += g;
                    flux += v.dot(g);
                }
            }
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
                           const CubicSplineKernel2D& kernel, ThreadTeam& team, Path path)
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
        buildBlock(block, begin, end, x, fluidGrid, xb, vb, boundaryGrid, kernel,
                   path == Path::Packed);
    });
}

} // namespace pl

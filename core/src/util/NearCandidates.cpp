// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/util/NearCandidates.h>

#include "Avx512.h"

namespace pl {

namespace {

#ifdef PL_AVX512_INTRINSICS

// Eight candidates a round; the last round loads only what is left (masked lanes read nothing).
// The kept indices are packed in the register, then stored with a mask of as many lanes.
__attribute__((target("avx512f"))) std::size_t
keepNearPeriodicAvx512(double xi, double yi, const double* x, const double* y,
                       const std::uint32_t* begins, const std::uint32_t* ends, int ranges,
                       double side, double half, double reach2, std::uint32_t atom,
                       std::uint32_t* out, std::uint32_t* outAtom, std::size_t kept)
{
    const __m512i patom = _mm512_set1_epi32(static_cast<int>(atom));
    const __m512d pxi = _mm512_set1_pd(xi), pyi = _mm512_set1_pd(yi);
    const __m512d pside = _mm512_set1_pd(side), phalf = _mm512_set1_pd(half);
    const __m512d pminusHalf = _mm512_set1_pd(-half), preach2 = _mm512_set1_pd(reach2);
    const __m512i lane = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    for (int r = 0; r < ranges; ++r) {
        for (std::uint32_t j = begins[r], end = ends[r]; j < end; j += 8) {
            const std::uint32_t left = end - j;
            const __mmask8 valid = left >= 8 ? __mmask8(0xff) : __mmask8((1u << left) - 1u);
            const __m512d xj = _mm512_maskz_loadu_pd(valid, x + j);
            const __m512d yj = _mm512_maskz_loadu_pd(valid, y + j);
            const __m512d dx = nearestImages(_mm512_sub_pd(pxi, xj), pside, phalf, pminusHalf);
            const __m512d dy = nearestImages(_mm512_sub_pd(pyi, yj), pside, phalf, pminusHalf);
            const __m512d r2 = _mm512_add_pd(_mm512_mul_pd(dx, dx), _mm512_mul_pd(dy, dy));
            const __mmask8 near = _mm512_mask_cmp_pd_mask(valid, r2, preach2, _CMP_LT_OQ);
            const __m512i index = _mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(j)), lane);
            const __m512i packed = _mm512_maskz_compress_epi32(near, index);
            const unsigned count = static_cast<unsigned>(__builtin_popcount(near));
            const __mmask16 first = static_cast<__mmask16>((1u << count) - 1u);
            _mm512_mask_storeu_epi32(out + kept, first, packed);
            _mm512_mask_storeu_epi32(outAtom + kept, first, patom);
            kept += count;
        }
    }
    return kept;
}

// Each of four bits twice: the lanes of (x, y) pairs from the mask of their points.
constexpr __mmask8 doubledBits[16] = {0x00, 0x03, 0x0c, 0x0f, 0x30, 0x33, 0x3c, 0x3f,
                                      0xc0, 0xc3, 0xcc, 0xcf, 0xf0, 0xf3, 0xfc, 0xff};

// The same for (x, y) pairs: two loads of eight values hold four points each, taken apart into
// the eight x and the eight y.
__attribute__((target("avx512f"))) int keepNearAvx512(double xi, double yi, const double* xy,
                                                      const int* begins, const int* ends,
                                                      int ranges, int self, double reach2,
                                                      int* out, double* dxOut, double* dyOut,
                                                      int kept)
{
    const __m512d pxi = _mm512_set1_pd(xi), pyi = _mm512_set1_pd(yi);
    const __m512d preach2 = _mm512_set1_pd(reach2);
    const __m512i lane = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    const __m512i evens = _mm512_set_epi64(14, 12, 10, 8, 6, 4, 2, 0);
    const __m512i odds = _mm512_set_epi64(15, 13, 11, 9, 7, 5, 3, 1);
    const __m512i pself = _mm512_set1_epi32(self);
    for (int r = 0; r < ranges; ++r) {
        for (int j = begins[r], end = ends[r]; j < end; j += 8) {
            const int left = end - j;
            const unsigned valid = left >= 8 ? 0xffu : (1u << left) - 1u;
            // Lanes 2k and 2k + 1 of the first load hold point j + k, of the second j + 4 + k.
            const __mmask8 firstHalf = doubledBits[valid & 0xfu];
            const __mmask8 secondHalf = doubledBits[valid >> 4];
            const __m512d a = _mm512_maskz_loadu_pd(firstHalf, xy + 2 * j);
            const __m512d b = _mm512_maskz_loadu_pd(secondHalf, xy + 2 * j + 8);
            const __m512d xj = _mm512_permutex2var_pd(a, evens, b);
            const __m512d yj = _mm512_permutex2var_pd(a, odds, b);
            const __m512d dx = _mm512_sub_pd(pxi, xj);
            const __m512d dy = _mm512_sub_pd(pyi, yj);
            const __m512d r2 = _mm512_add_pd(_mm512_mul_pd(dx, dx), _mm512_mul_pd(dy, dy));
            const __m512i index = _mm512_add_epi32(_mm512_set1_epi32(j), lane);
            const __mmask16 notSelf = _mm512_cmpneq_epi32_mask(index, pself);
            const __mmask8 near = static_cast<__mmask8>(
                _mm512_mask_cmp_pd_mask(static_cast<__mmask8>(valid), r2, preach2, _CMP_LT_OQ) &
                notSelf);
            const unsigned count = static_cast<unsigned>(__builtin_popcount(near));
            const __mmask16 first = static_cast<__mmask16>((1u << count) - 1u);
            const __mmask8 firstPoints = static_cast<__mmask8>(first);
            _mm512_mask_storeu_epi32(out + kept, first, _mm512_maskz_compress_epi32(near, index));
            _mm512_mask_storeu_pd(dxOut + kept, firstPoints, _mm512_maskz_compress_pd(near, dx));
            _mm512_mask_storeu_pd(dyOut + kept, firstPoints, _mm512_maskz_compress_pd(near, dy));
            kept += static_cast<int>(count);
        }
    }
    return kept;
}

#endif

} // namespace

bool nearCandidatesArePacked()
{
#ifdef PL_AVX512_INTRINSICS
    return processorHasAvx512();
#else
    return false;
#endif
}

int keepNearPlain(double xi, double yi, const double* xy, const int* begins, const int* ends,
                  int ranges, int self, double reach2, int* out, double* dxOut, double* dyOut,
                  int kept)
{
    for (int r = 0; r < ranges; ++r) {
        for (int j = begins[r]; j < ends[r]; ++j) {
            const double dx = xi - xy[2 * j], dy = yi - xy[2 * j + 1];
            const double r2 = dx * dx + dy * dy;
            out[kept] = j;
            dxOut[kept] = dx;
            dyOut[kept] = dy;
            kept += static_cast<int>((r2 < reach2) & (j != self));
        }
    }
    return kept;
}

std::size_t keepNearPeriodic(double xi, double yi, const double* x, const double* y,
                             const std::uint32_t* begins, const std::uint32_t* ends, int ranges,
                             double side, double half, double reach2, std::uint32_t atom,
                             std::uint32_t* out, std::uint32_t* outAtom, std::size_t kept)
{
#ifdef PL_AVX512_INTRINSICS
    if (processorHasAvx512())
        return keepNearPeriodicAvx512(xi, yi, x, y, begins, ends, ranges, side, half, reach2,
                                      atom, out, outAtom, kept);
#endif
    return keepNearPeriodicPlain(xi, yi, x, y, begins, ends, ranges, side, half, reach2, atom,
                                 out, outAtom, kept);
}

int keepNear(double xi, double yi, const double* xy, const int* begins, const int* ends,
             int ranges, int self, double reach2, int* out, double* dxOut, double* dyOut,
             int kept)
{
#ifdef PL_AVX512_INTRINSICS
    if (processorHasAvx512())
        return keepNearAvx512(xi, yi, xy, begins, ends, ranges, self, reach2, out, dxOut, dyOut,
                              kept);
#endif
    return keepNearPlain(xi, yi, xy, begins, ends, ranges, self, reach2, out, dxOut, dyOut,
                         kept);
}

} // namespace pl

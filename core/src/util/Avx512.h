// SPDX-License-Identifier: GPL-3.0-or-later
// What the hand-written AVX-512 loops of core share (the neighbour searches' candidates,
// NearCandidates.cpp, and the Lennard-Jones pair terms, md/PackedPairTerms.cpp): whether they
// are built, and the nearest periodic image of eight separations.
//
// PL_AVX512_INTRINSICS is defined where GCC or Clang build for x86-64 without a sanitizer (whose
// checks see through the plain loops instead); the functions that use the intrinsics carry
// __attribute__((target("avx512f"))) and run only after __builtin_cpu_supports("avx512f").
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__SANITIZE_ADDRESS__) && \
    !defined(__SANITIZE_THREAD__)
#define PL_AVX512_INTRINSICS 1
// GCC 12 takes the "undefined" upper lanes inside its own widening intrinsics for uninitialised
// values (a false positive: the lanes are overwritten).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop

namespace pl {

// The nearest periodic image of eight separations d along an axis of length `side`, as
// nearestImage() (NearCandidates.h) takes it: d > half: d − side; else d < −half: d + side;
// else d (the two tests are exclusive; NaN stays NaN).
__attribute__((target("avx512f"), always_inline)) inline __m512d
nearestImages(__m512d d, __m512d side, __m512d half, __m512d minusHalf)
{
    const __mmask8 above = _mm512_cmp_pd_mask(d, half, _CMP_GT_OQ);
    const __mmask8 below = _mm512_cmp_pd_mask(d, minusHalf, _CMP_LT_OQ);
    const __m512d r = _mm512_mask_sub_pd(d, above, d, side);
    return _mm512_mask_add_pd(r, below, d, side);
}

// Whether this processor runs AVX-512 Foundation (asked once).
inline bool processorHasAvx512()
{
    static const bool has = __builtin_cpu_supports("avx512f");
    return has;
}

} // namespace pl

#endif

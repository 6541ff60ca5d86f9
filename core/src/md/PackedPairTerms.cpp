// SPDX-License-Identifier: GPL-3.0-or-later
#include "PackedPairTerms.h"

#include "../util/Avx512.h"

#include <cstdlib>

namespace pl {

#ifdef PL_AVX512_INTRINSICS

namespace {

template <bool WithEnergies>
__attribute__((target("avx512f"))) void
pairTermsAvx512(const PackedLennardJones& lj, const double* xy,
                const std::uint32_t* atoms, const std::uint32_t* neighbours, std::size_t count,
                double side, double half, double* forceX, double* forceY, double* halfEnergy,
                double* virial, double* distance2)
{
    const __m512d zero = _mm512_setzero_pd();
    const __m512d pside = _mm512_set1_pd(side), phalf = _mm512_set1_pd(half);
    const __m512d pminusHalf = _mm512_set1_pd(-half);
    const __m512d one = _mm512_set1_pd(1.0), two = _mm512_set1_pd(2.0);
    const __m512d sigma2 = _mm512_set1_pd(lj.sigma2), cutoff2 = _mm512_set1_pd(lj.cutoff2);
    // As LennardJones::evaluate() forms them: 24ε, then 24ε·(2s¹² − s⁶)·(1/r²);
    // 4ε·(s¹² − s⁶) − shift.
    const __m512d force24 = _mm512_set1_pd(24.0 * lj.epsilon);
    const __m512d energy4 = _mm512_set1_pd(4.0 * lj.epsilon);
    const __m512d shift = _mm512_set1_pd(lj.shift), halfOf = _mm512_set1_pd(0.5);
    const __m512i evens = _mm512_set_epi64(14, 12, 10, 8, 6, 4, 2, 0);
    const __m512i odds = _mm512_set_epi64(15, 13, 11, 9, 7, 5, 3, 1);
    const __m512i joined = _mm512_set_epi64(11, 10, 9, 8, 3, 2, 1, 0);
    for (std::size_t m = 0; m < count; m += 8) {
        const std::size_t left = count - m;
        const __mmask8 valid = left >= 8 ? __mmask8(0xff) : __mmask8((1u << left) - 1u);
        // The eight pairs' separations xᵢ − xⱼ, yᵢ − yⱼ, each from two loads of an (x, y)
        // pair, then taken apart into eight dx and eight dy (past the end: atom 0 with itself).
        const std::uint32_t* i = atoms + m;
        const std::uint32_t* j = neighbours + m;
        std::uint32_t lastI[8] = {}, lastJ[8] = {};
        if (left < 8) {
            for (std::size_t k = 0; k < left; ++k) {
                lastI[k] = i[k];
                lastJ[k] = j[k];
            }
            i = lastI;
            j = lastJ;
        }
        const auto d = [&](int k) {
            return _mm_sub_pd(_mm_loadu_pd(xy + 2 * std::size_t(i[k])),
                              _mm_loadu_pd(xy + 2 * std::size_t(j[k])));
        };
        const __m256d d01 = _mm256_insertf128_pd(_mm256_zextpd128_pd256(d(0)), d(1), 1);
        const __m256d d23 = _mm256_insertf128_pd(_mm256_zextpd128_pd256(d(2)), d(3), 1);
        const __m256d d45 = _mm256_insertf128_pd(_mm256_zextpd128_pd256(d(4)), d(5), 1);
        const __m256d d67 = _mm256_insertf128_pd(_mm256_zextpd128_pd256(d(6)), d(7), 1);
        const __m512d low = _mm512_permutex2var_pd(_mm512_zextpd256_pd512(d01), joined,
                                                   _mm512_zextpd256_pd512(d23));
        const __m512d high = _mm512_permutex2var_pd(_mm512_zextpd256_pd512(d45), joined,
                                                    _mm512_zextpd256_pd512(d67));
        const __m512d dx = nearestImages(_mm512_permutex2var_pd(low, evens, high), pside, phalf,
                                         pminusHalf);
        const __m512d dy = nearestImages(_mm512_permutex2var_pd(low, odds, high), pside, phalf,
                                         pminusHalf);
        const __m512d r2 = _mm512_add_pd(_mm512_mul_pd(dx, dx), _mm512_mul_pd(dy, dy));
        const __m512d inverse = _mm512_div_pd(one, r2);
        const __m512d s2 = _mm512_mul_pd(sigma2, inverse);
        const __m512d s6 = _mm512_mul_pd(_mm512_mul_pd(s2, s2), s2);
        const __m512d s12 = _mm512_mul_pd(s6, s6);
        const __m512d fr = _mm512_add_pd(
            zero, _mm512_mul_pd(
                      _mm512_mul_pd(force24, _mm512_sub_pd(_mm512_mul_pd(two, s12), s6)),
                      inverse));
        const __mmask8 inside = _mm512_cmp_pd_mask(r2, cutoff2, _CMP_LT_OQ);
        const __m512d f = _mm512_maskz_mov_pd(inside, fr);
        _mm512_mask_storeu_pd(forceX + m, valid, _mm512_mul_pd(f, dx));
        _mm512_mask_storeu_pd(forceY + m, valid, _mm512_mul_pd(f, dy));
        if constexpr (WithEnergies) {
            const __m512d u = _mm512_add_pd(
                zero, _mm512_sub_pd(_mm512_mul_pd(energy4, _mm512_sub_pd(s12, s6)), shift));
            const __m512d e = _mm512_maskz_mov_pd(inside, u);
            _mm512_mask_storeu_pd(halfEnergy + m, valid, _mm512_mul_pd(halfOf, e));
            _mm512_mask_storeu_pd(virial + m, valid, _mm512_mul_pd(f, r2));
            _mm512_mask_storeu_pd(distance2 + m, valid, r2);
        }
    }
}

} // namespace

bool pairTermsCanBePacked()
{
    return processorHasAvx512();
}

template <bool WithEnergies>
void packedPairTerms(const PackedLennardJones& lj, const double* xy,
                     const std::uint32_t* atoms, const std::uint32_t* neighbours,
                     std::size_t count, double side, double half, double* forceX,
                     double* forceY, double* halfEnergy, double* virial, double* distance2)
{
    pairTermsAvx512<WithEnergies>(lj, xy, atoms, neighbours, count, side, half, forceX, forceY,
                                  halfEnergy, virial, distance2);
}

#else

bool pairTermsCanBePacked()
{
    return false;
}

template <bool WithEnergies>
void packedPairTerms(const PackedLennardJones&, const double*,
                     const std::uint32_t*, const std::uint32_t*, std::size_t, double, double,
                     double*, double*, double*, double*, double*)
{
    std::abort();  // pairTermsCanBePacked() is false: never called
}

#endif

template void packedPairTerms<false>(const PackedLennardJones&, const double*,
                                     const std::uint32_t*, const std::uint32_t*, std::size_t,
                                     double, double, double*, double*, double*, double*,
                                     double*);
template void packedPairTerms<true>(const PackedLennardJones&, const double*,
                                    const std::uint32_t*, const std::uint32_t*, std::size_t,
                                    double, double, double*, double*, double*, double*,
                                    double*);

} // namespace pl

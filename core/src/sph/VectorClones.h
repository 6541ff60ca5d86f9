// SPDX-License-Identifier: GPL-3.0-or-later
// PL_VECTOR_CLONES: a function compiled three times, for the x86-64 baseline (SSE2), for AVX2
// and for AVX-512, the processor's own choice taken once at load time (GCC/Clang function
// multi-versioning).
//
// Why: the SPH passes (the neighbour search's square roots and kernels, the solvers' sums over
// the stored pairs, the colour field) run 10–15 % faster packed four doubles at a time, and
// the program is built for the baseline so that it runs on any x86-64. The Lennard-Jones pair
// pass is bound by how many of its long chains of operations (a division, then eight
// multiplications and additions) the processor keeps in flight, not by how many it issues:
// eight doubles an instruction (AVX-512) keep twice as many pairs in flight as four, and the
// dense run's step took 37 µs instead of 42 on an AMD EPYC (Zen 4). Every clone gives the same
// bits as the baseline: each lane rounds as the scalar operation does, the compiler packs only
// independent iterations, never a sum's terms out of order, and no multiplication and addition
// are fused into one rounding (AVX-512 has fused multiply-add, which core/CMakeLists.txt's
// -ffp-contract=off keeps the compiler from using; AVX2 alone has none).
// Elsewhere (another processor or compiler, or a sanitizer's build, whose checks gain nothing
// from it) the macro is empty.
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__SANITIZE_ADDRESS__) && \
    !defined(__SANITIZE_THREAD__)
#define PL_VECTOR_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define PL_VECTOR_CLONES
#endif

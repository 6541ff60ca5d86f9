// SPDX-License-Identifier: GPL-3.0-or-later
// PL_VECTOR_CLONES: a function compiled twice, for the x86-64 baseline (SSE2) and for AVX2,
// the processor's own choice taken once at load time (GCC/Clang function multi-versioning).
//
// Why: the SPH passes (the neighbour search's square roots and kernels, the solvers' sums over
// the stored pairs, the colour field) run 10–15 % faster packed four doubles at a time, and
// the program is built for the baseline so that it runs on any x86-64. The AVX2 clone gives the
// same bits as the baseline: AVX2 brings no fused multiply-add (that is the FMA extension,
// which the clone does not enable), each lane rounds as the scalar operation does, and the
// compiler packs only independent iterations, never a sum's terms out of order.
// Elsewhere (another processor or compiler, or a sanitizer's build, whose checks gain nothing
// from it) the macro is empty.
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__SANITIZE_ADDRESS__) && \
    !defined(__SANITIZE_THREAD__)
#define PL_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define PL_VECTOR_CLONES
#endif

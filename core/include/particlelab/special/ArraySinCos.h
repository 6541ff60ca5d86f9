// SPDX-License-Identifier: GPL-3.0-or-later
// Sine and cosine of a whole array of angles at once, written in Eigen array arithmetic so that
// the compiler vectorises it (SSE2/AVX). Eigen 3.4 vectorises sin/cos for float only; its
// double-precision .sin() and .cos() call std::sin element by element, which made the double
// pendulum's flip map (10⁹ sines) several times slower.
//
// Method (the classic one of Cody & Waite, and of fdlibm's __kernel_sin/__kernel_cos):
//   1. j = nearest integer to x·2/π, by adding and subtracting 1.5·2⁵² (exact rounding in
//      double arithmetic without SSE4.1's round instruction);
//   2. r = x − j·π/2 with π/2 split into three parts, so r ∈ [−π/4, π/4] keeps full precision
//      for |x| up to about 10⁹;
//   3. sin r and cos r from the minimax polynomials of fdlibm (Sun Microsystems, 1993,
//      k_sin.c and k_cos.c; error below 1 ulp of the polynomial on [−π/4, π/4]);
//   4. the quadrant q = j mod 4 rotates (sin r, cos r) by q·π/2: with sq = sin(qπ/2) and
//      cq = cos(qπ/2) (each −1, 0 or 1, as exact cubic polynomials in q),
//      sin x = sin r · cq + cos r · sq,   cos x = cos r · cq − sin r · sq.
// Accuracy: within 2·10⁻¹⁶ absolute of std::sin/std::cos for |x| ≤ 10⁴ (checked by a test).
// Source: W. J. Cody & W. Waite, "Software Manual for the Elementary Functions" (1980), ch. 8;
// fdlibm 5.3, files k_sin.c, k_cos.c, e_rem_pio2.c.
#pragma once

#include <Eigen/Core>

namespace pl {

// s = sin(x), c = cos(x) element by element (radians). Requires |x| < 2⁵⁰·π/2 (larger angles lose
// the quadrant); s and c are resized to x's size and must not alias x.
void sinCos(const Eigen::ArrayXd& x, Eigen::ArrayXd& s, Eigen::ArrayXd& c);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/special/ArraySinCos.h"

#include <algorithm>

namespace pl {

namespace {

// Rounding to the nearest integer by the "magic number" 1.5·2⁵²: adding it leaves no bits for a
// fraction, subtracting it gives back the rounded value (valid for |v| < 2⁵¹).
constexpr double roundingShift = 6755399441055744.0;

// π/2 = pio2Hi + pio2Mid + pio2Lo (fdlibm e_rem_pio2.c: pio2_1, pio2_2, pio2_3); the first two
// have trailing zero bits so that j·pio2Hi and j·pio2Mid are exact for |j| < 2³².
constexpr double pio2Hi = 1.57079632673412561417e+00;
constexpr double pio2Mid = 6.07710050630396597660e-11;
constexpr double pio2Lo = 2.02226624871116645580e-21;
constexpr double twoOverPi = 6.36619772367581382433e-01;

// fdlibm k_sin.c: sin r ≈ r + r³ (S1 + z S2 + … + z⁵ S6), z = r².
constexpr double S1 = -1.66666666666666324348e-01;
constexpr double S2 = 8.33333333332248946124e-03;
constexpr double S3 = -1.98412698298579493134e-04;
constexpr double S4 = 2.75573137070700676789e-06;
constexpr double S5 = -2.50507602534068634195e-08;
constexpr double S6 = 1.58969099521155010221e-10;

// fdlibm k_cos.c: cos r ≈ 1 − z/2 + z² (C1 + z C2 + … + z⁵ C6).
constexpr double C1 = 4.16666666666666019037e-02;
constexpr double C2 = -1.38888888888741095749e-03;
constexpr double C3 = 2.48015872894767294178e-05;
constexpr double C4 = -2.75573143513906633035e-07;
constexpr double C5 = 2.08757232129817482790e-09;
constexpr double C6 = -1.13596475577881948265e-11;

} // namespace

void sinCos(const Eigen::ArrayXd& x, Eigen::ArrayXd& s, Eigen::ArrayXd& c)
{
    const Eigen::Index n = x.size();
    s.resize(n);
    c.resize(n);
    // Work in blocks that stay in the L1 cache: every line below is one vectorised loop.
    constexpr Eigen::Index block = 256;
    Eigen::Array<double, block, 1> j, r, z, sinR, cosR, q, sq, cq;
    for (Eigen::Index start = 0; start < n; start += block) {
        const Eigen::Index m = std::min(block, n - start);
        const auto xs = x.segment(start, m);
        auto js = j.head(m), rs = r.head(m), zs = z.head(m), sr = sinR.head(m),
             cr = cosR.head(m), qs = q.head(m), sqs = sq.head(m), cqs = cq.head(m);
        // 1. the nearest multiple of π/2
        js = (xs * twoOverPi + roundingShift) - roundingShift;
        // 2. the reduced angle r ∈ [−π/4, π/4]
        rs = ((xs - js * pio2Hi) - js * pio2Mid) - js * pio2Lo;
        // 3. the kernels on [−π/4, π/4]
        zs = rs * rs;
        sr = rs + rs * zs * (S1 + zs * (S2 + zs * (S3 + zs * (S4 + zs * (S5 + zs * S6)))));
        cr = (1.0 - 0.5 * zs) +
             zs * zs * (C1 + zs * (C2 + zs * (C3 + zs * (C4 + zs * (C5 + zs * C6)))));
        // 4. the quadrant q = j − 4·⌊j/4⌋ ∈ {0, 1, 2, 3}; ⌊j/4⌋ = round((j − 1.5)/4) for integer j
        //    (the fractions of (j − 1.5)/4 are never ½, so no tie arises).
        qs = js - 4.0 * ((((js - 1.5) * 0.25) + roundingShift) - roundingShift);
        //    sin(qπ/2) = q(q − 2)(q − 4)/3 and cos(qπ/2) = (q + 1)(q − 1)(q − 3)/3 on {0, 1, 2, 3}
        sqs = qs * (qs - 2.0) * (qs - 4.0) / 3.0;
        cqs = (qs + 1.0) * (qs - 1.0) * (qs - 3.0) / 3.0;
        s.segment(start, m) = sr * cqs + cr * sqs;
        c.segment(start, m) = cr * cqs - sr * sqs;
    }
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The neighbour searches' innermost loop (NearCandidates.h) must keep exactly the candidates
// within reach, in their order, with the separations the plain loop computes, bit for bit, on
// whichever path the processor takes (eight at a time with AVX-512): the Lennard-Jones and SPH
// runs are only the same run everywhere if it does. Ranges of every length around the
// multiples of eight, atoms across the periodic box's edges, separations exactly at the reach,
// exactly half a box apart, and positions that are NaN.
#include <particlelab/util/NearCandidates.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

using namespace pl;

namespace {

// The nearest image by rounding (a different formula from the one under test): |d| ≤ side/2.
double nearestImageByRounding(double d, double side)
{
    return d - side * std::nearbyint(d / side);
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

class TestNearCandidates : public QObject {
    Q_OBJECT

private slots:
    void periodicKeepsExactlyThoseWithinReach()
    {
        const double side = 12.0, half = 6.0, reach2 = 2.8 * 2.8;
        std::mt19937 rng(11);
        std::uniform_real_distribution<double> inBox(0.0, side);
        std::uniform_int_distribution<int> length(0, 35);
        for (int trial = 0; trial < 400; ++trial) {
            const int n = 200;
            std::vector<double> x(n), y(n);
            for (int j = 0; j < n; ++j) {
                x[j] = inBox(rng);
                y[j] = inBox(rng);
            }
            // Near the corner, so that images across both edges are among the candidates.
            const double xi = trial % 2 ? 0.3 : side - 0.2, yi = trial % 3 ? 11.9 : 0.1;
            // Edge cases placed on the first candidates: exactly at the reach (3-4-5 with
            // reach² = 25 below), exactly half a box away, and NaN.
            std::uint32_t begins[4], ends[4];
            int ranges = 1 + trial % 4;
            std::uint32_t next = 0;
            for (int r = 0; r < ranges; ++r) {
                begins[r] = next;
                ends[r] = next + static_cast<std::uint32_t>(length(rng));
                next = ends[r] + 3;
            }
            const double reach = trial % 5 == 0 ? 25.0 : reach2;
            if (trial % 5 == 0) {
                x[0] = xi - 3.0;
                y[0] = yi + 4.0;  // d = (3, −4): r² = 25, not below: left out
                x[1] = xi - 3.0;
                y[1] = yi + 3.999;
            }
            x[2] = xi + half;  // d = −half exactly: not taken across
            y[2] = yi;
            x[3] = std::numeric_limits<double>::quiet_NaN();
            std::vector<std::uint32_t> plain(n + 8), plainAtom(n + 8), packed(n + 8),
                packedAtom(n + 8);
            const std::size_t a = keepNearPeriodicPlain(xi, yi, x.data(), y.data(), begins, ends,
                                                        ranges, side, half, reach, 7,
                                                        plain.data(), plainAtom.data(), 0);
            const std::size_t b = keepNearPeriodic(xi, yi, x.data(), y.data(), begins, ends,
                                                   ranges, side, half, reach, 7, packed.data(),
                                                   packedAtom.data(), 0);
            // Both against the definition, computed another way.
            std::vector<std::uint32_t> expected;
            for (int r = 0; r < ranges; ++r)
                for (std::uint32_t j = begins[r]; j < ends[r]; ++j) {
                    const double dx = nearestImageByRounding(xi - x[j], side);
                    const double dy = nearestImageByRounding(yi - y[j], side);
                    if (dx * dx + dy * dy < reach)
                        expected.push_back(j);
                }
            QCOMPARE(a, expected.size());
            QCOMPARE(b, expected.size());
            for (std::size_t k = 0; k < expected.size(); ++k) {
                QCOMPARE(plain[k], expected[k]);
                QCOMPARE(packed[k], expected[k]);
                QCOMPARE(plainAtom[k], 7u);
                QCOMPARE(packedAtom[k], 7u);
            }
        }
    }

    void pointsKeepThoseWithinReachWithTheirSeparations()
    {
        const double reach2 = 0.026 * 0.026;
        std::mt19937 rng(5);
        std::uniform_real_distribution<double> u(0.0, 0.1);
        std::uniform_int_distribution<int> length(0, 35);
        for (int trial = 0; trial < 400; ++trial) {
            const int n = 200;
            std::vector<double> xy(2 * n);
            for (double& c : xy)
                c = u(rng);
            const int self = trial % 60;
            const double xi = xy[2 * self], yi = xy[2 * self + 1];
            if (trial % 7 == 0) {
                // At the reach along x (within a rounding), and NaN.
                xy[2 * 10] = xi - 0.026;
                xy[2 * 10 + 1] = yi;
                xy[2 * 11] = std::numeric_limits<double>::quiet_NaN();
            }
            int begins[3], ends[3];
            const int ranges = 1 + trial % 3;
            int next = 0;
            for (int r = 0; r < ranges; ++r) {
                begins[r] = next;
                ends[r] = next + length(rng);
                next = ends[r] + 5;
            }
            std::vector<int> plain(n + 8), packed(n + 8);
            std::vector<double> plainDx(n + 8), plainDy(n + 8), packedDx(n + 8), packedDy(n + 8);
            const int a = keepNearPlain(xi, yi, xy.data(), begins, ends, ranges, self, reach2,
                                        plain.data(), plainDx.data(), plainDy.data(), 0);
            const int b = keepNear(xi, yi, xy.data(), begins, ends, ranges, self, reach2,
                                   packed.data(), packedDx.data(), packedDy.data(), 0);
            std::vector<int> expected;
            for (int r = 0; r < ranges; ++r)
                for (int j = begins[r]; j < ends[r]; ++j) {
                    const double dx = xi - xy[2 * j], dy = yi - xy[2 * j + 1];
                    if (j != self && dx * dx + dy * dy < reach2)
                        expected.push_back(j);
                }
            QCOMPARE(a, static_cast<int>(expected.size()));
            QCOMPARE(b, a);
            for (int k = 0; k < a; ++k) {
                QCOMPARE(plain[k], expected[k]);
                QCOMPARE(packed[k], expected[k]);
                const double dx = xi - xy[2 * plain[k]], dy = yi - xy[2 * plain[k] + 1];
                QVERIFY(sameBits(plainDx[k], dx) && sameBits(plainDy[k], dy));
                QVERIFY2(sameBits(packedDx[k], dx) && sameBits(packedDy[k], dy),
                         qPrintable(QString("separation of %1: (%2, %3) packed, (%4, %5) exact")
                                        .arg(plain[k])
                                        .arg(packedDx[k], 0, 'g', 17)
                                        .arg(packedDy[k], 0, 'g', 17)
                                        .arg(dx, 0, 'g', 17)
                                        .arg(dy, 0, 'g', 17)));
            }
        }
        if (!nearCandidatesArePacked())
            qInfo("this processor takes the plain path only: the two were not compared");
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestNearCandidates)
#include "test_near_candidates.moc"

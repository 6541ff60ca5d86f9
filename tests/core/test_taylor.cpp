// SPDX-License-Identifier: GPL-3.0-or-later
// Taylor series and the Lagrange error bound (core/series/TaylorSeries.h).
//
// Reference values are computed here independently: from std::exp / std::sin / std::cos /
// std::log1p and closed forms, and from a brute-force sampling of |f⁽ⁿ⁾| for the maximum M.
#include <particlelab/series/TaylorSeries.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>
#include <random>

using namespace pl;

Q_DECLARE_METATYPE(pl::SeriesFunction)

namespace {

// Points strictly inside the convergence interval about a (or a ± 6 when it is infinite),
// stepping by about 0.07 and never within 1e-3 of the open ends.
std::vector<double> gridInsideConvergence(SeriesFunction f, double a)
{
    const ConvergenceInterval interval = convergenceInterval(f, a);
    const double lo = std::isfinite(interval.lower) ? interval.lower + 1e-3 : a - 6.0;
    const double hi = std::isfinite(interval.upper)
                          ? (interval.upperIncluded ? interval.upper : interval.upper - 1e-3)
                          : a + 6.0;
    std::vector<double> xs;
    const int count = static_cast<int>(std::ceil((hi - lo) / 0.07));
    for (int i = 0; i <= count; ++i)
        xs.push_back(lo + (hi - lo) * i / count);
    return xs;
}

} // namespace

class TestTaylor : public QObject {
    Q_OBJECT

private slots:
    // Partial sums agree with closed forms: P₀ = f(a), P₁ = f(a) + f'(a)(x − a), and the sine
    // and geometric polynomials term by term.
    void partialSumsMatchClosedForms()
    {
        for (double x : {-1.5, -0.3, 0.0, 0.001, 0.52, 2.0}) {
            QCOMPARE(partialSum(SeriesFunction::Exp, 0.0, 0, x), 1.0);
            QVERIFY(std::abs(partialSum(SeriesFunction::Exp, 0.0, 1, x) - (1.0 + x)) < 1e-15);
            const double sin5 = x - x * x * x / 6.0 + std::pow(x, 5) / 120.0;
            QVERIFY(std::abs(partialSum(SeriesFunction::Sin, 0.0, 5, x) - sin5) < 1e-14);
            QVERIFY(std::abs(partialSum(SeriesFunction::Sin, 0.0, 6, x) - sin5) < 1e-14);
            const double geo3 = 1.0 + x + x * x + x * x * x;
            QVERIFY(std::abs(partialSum(SeriesFunction::Geometric, 0.0, 3, x) - geo3) < 1e-13);
            // About a = 1: cos x ≈ cos 1 − sin 1 (x − 1).
            const double cos1 = std::cos(1.0) - std::sin(1.0) * (x - 1.0);
            QVERIFY(std::abs(partialSum(SeriesFunction::Cos, 1.0, 1, x) - cos1) < 1e-15);
        }
        // ln(1 + x) about a = 0.5: ln 1.5 + (x − 0.5)/1.5 − (x − 0.5)²/(2·1.5²).
        const double x = 0.8, h = 0.3;
        const double ln2 = std::log(1.5) + h / 1.5 - h * h / (2 * 1.5 * 1.5);
        QVERIFY(std::abs(partialSum(SeriesFunction::Log1p, 0.5, 2, x) - ln2) < 1e-15);
    }

    // The remainder is f − P_N far from a and the leading tail term near a, where the plain
    // difference f − P_N would be rounding noise (≈ 1e-16) instead of the true ≈ 1e-15 … 1e-25.
    void remainderIsAccurateNearAndFar()
    {
        for (int degree : {0, 2, 5}) {
            for (double x : {-2.0, 0.7, 3.0}) {
                const double direct = std::exp(x) - partialSum(SeriesFunction::Exp, 0.0, degree, x);
                QVERIFY(std::abs(remainder(SeriesFunction::Exp, 0.0, degree, x) - direct) <=
                        1e-13 * std::exp(std::abs(x)));
            }
            // Near a: R_N(h) = h^{N+1}/(N+1)! (1 + h/(N+2) + …), checked to 1e-9 relative.
            const double h = 1e-4;
            double leading = 1.0;
            for (int k = 1; k <= degree + 1; ++k)
                leading *= h / k;
            const double expected = leading * (1.0 + h / (degree + 2) +
                                               h * h / ((degree + 2.0) * (degree + 3.0)));
            const double r = remainder(SeriesFunction::Exp, 0.0, degree, h);
            QVERIFY2(std::abs(r / expected - 1.0) < 1e-9,
                     qPrintable(QString("N=%1: R=%2, expected %3").arg(degree).arg(r).arg(expected)));
        }
        // 1/(1 − x): closed form r^{N+1}/(1 − x), also beyond the convergence interval.
        QVERIFY(std::abs(remainder(SeriesFunction::Geometric, 0.0, 3, 2.0) -
                         (1.0 / (1.0 - 2.0) - (1 + 2 + 4 + 8))) < 1e-12);
    }

    // M is the true maximum of |f⁽ⁿ⁾| between the ends: never below a brute-force sampled
    // maximum (a true upper bound) and not above it by more than the sampling can miss.
    void derivativeMaximumMatchesSampling_data()
    {
        QTest::addColumn<SeriesFunction>("f");
        QTest::addColumn<double>("lowest");   // the random intervals lie in [lowest, highest]
        QTest::addColumn<double>("highest");
        QTest::newRow("exp") << SeriesFunction::Exp << -5.0 << 5.0;
        QTest::newRow("sin") << SeriesFunction::Sin << -7.0 << 7.0;
        QTest::newRow("cos") << SeriesFunction::Cos << -7.0 << 7.0;
        QTest::newRow("ln1p") << SeriesFunction::Log1p << -0.95 << 4.0;
        QTest::newRow("geometric below 1") << SeriesFunction::Geometric << -4.0 << 0.95;
        QTest::newRow("geometric above 1") << SeriesFunction::Geometric << 1.05 << 5.0;
    }

    void derivativeMaximumMatchesSampling()
    {
        QFETCH(SeriesFunction, f);
        QFETCH(double, lowest);
        QFETCH(double, highest);
        std::mt19937 rng(20261122);
        std::uniform_real_distribution<double> end(lowest, highest);
        const int samples = 4001;
        for (int trial = 0; trial < 40; ++trial) {
            const double from = end(rng), to = end(rng);
            for (int n = 0; n <= 11; ++n) {
                double sampled = 0.0;
                for (int i = 0; i < samples; ++i) {
                    const double xi = from + (to - from) * i / (samples - 1.0);
                    sampled = std::max(sampled, std::abs(derivative(f, n, xi)));
                }
                const double m = derivativeMaxAbs(f, n, from, to);
                // Sampling spacing ≤ 14/4000: a crest of |sin| can hide by at most ½δ² ≈ 6e-6.
                QVERIFY2(sampled <= m * (1 + 1e-14) && m <= sampled * (1 + 1e-5),
                         qPrintable(QString("n=%1 on [%2, %3]: M=%4, sampled %5")
                                        .arg(n).arg(from).arg(to).arg(m, 0, 'g', 17)
                                        .arg(sampled, 0, 'g', 17)));
            }
        }
    }

    // The Lagrange bound lies on or above the true error for every N ≤ 10 on a grid inside the
    // convergence interval (tolerance: 1e-12 relative, for rounding of the two numbers).
    void boundIsAtLeastError_data()
    {
        QTest::addColumn<SeriesFunction>("f");
        QTest::addColumn<double>("a");
        QTest::newRow("exp, a=0") << SeriesFunction::Exp << 0.0;
        QTest::newRow("exp, a=1.5") << SeriesFunction::Exp << 1.5;
        QTest::newRow("sin, a=0") << SeriesFunction::Sin << 0.0;
        QTest::newRow("sin, a=1") << SeriesFunction::Sin << 1.0;
        QTest::newRow("cos, a=0") << SeriesFunction::Cos << 0.0;
        QTest::newRow("cos, a=-0.7") << SeriesFunction::Cos << -0.7;
        QTest::newRow("ln1p, a=0") << SeriesFunction::Log1p << 0.0;
        QTest::newRow("ln1p, a=0.5") << SeriesFunction::Log1p << 0.5;
        QTest::newRow("geometric, a=0") << SeriesFunction::Geometric << 0.0;
        QTest::newRow("geometric, a=-1") << SeriesFunction::Geometric << -1.0;
        QTest::newRow("geometric, a=3") << SeriesFunction::Geometric << 3.0;
    }

    void boundIsAtLeastError()
    {
        QFETCH(SeriesFunction, f);
        QFETCH(double, a);
        const std::vector<double> xs = gridInsideConvergence(f, a);
        QVERIFY(xs.size() > 20);
        double tightest = 0.0;  // max error/bound: the bound is not uselessly loose
        for (int degree = 0; degree <= 10; ++degree) {
            for (double x : xs) {
                const double error = std::abs(remainder(f, a, degree, x));
                const double bound = lagrangeBound(f, a, degree, x);
                QVERIFY(std::isfinite(error) && std::isfinite(bound));
                QVERIFY2(error <= bound * (1 + 1e-12),
                         qPrintable(QString("N=%1, x=%2: error %3 > bound %4")
                                        .arg(degree).arg(x).arg(error, 0, 'g', 17)
                                        .arg(bound, 0, 'g', 17)));
                if (bound > 0)
                    tightest = std::max(tightest, error / bound);
            }
        }
        QVERIFY2(tightest > 0.2, qPrintable(QString("max error/bound = %1").arg(tightest)));
    }

    // The convergence interval: inside it R_N shrinks as N grows, outside it grows.
    void convergenceIntervalSeparatesConvergence_data()
    {
        QTest::addColumn<SeriesFunction>("f");
        QTest::addColumn<double>("a");
        QTest::addColumn<double>("radius");
        QTest::newRow("ln1p, a=0") << SeriesFunction::Log1p << 0.0 << 1.0;
        QTest::newRow("ln1p, a=0.5") << SeriesFunction::Log1p << 0.5 << 1.5;
        QTest::newRow("geometric, a=0") << SeriesFunction::Geometric << 0.0 << 1.0;
        QTest::newRow("geometric, a=-1") << SeriesFunction::Geometric << -1.0 << 2.0;
    }

    void convergenceIntervalSeparatesConvergence()
    {
        QFETCH(SeriesFunction, f);
        QFETCH(double, a);
        QFETCH(double, radius);
        const ConvergenceInterval interval = convergenceInterval(f, a);
        QVERIFY(std::abs(interval.radius() - radius) < 1e-15);
        const double inside = a + 0.9 * radius, outside = a + 1.1 * radius;
        QVERIFY(interval.contains(inside) && !interval.contains(outside));
        QVERIFY(!interval.contains(a - radius));
        QCOMPARE(interval.contains(a + radius), f == SeriesFunction::Log1p);
        QVERIFY(std::abs(remainder(f, a, 60, inside)) < 0.05 * std::abs(remainder(f, a, 20, inside)));
        QVERIFY(std::abs(remainder(f, a, 60, outside)) > 10 * std::abs(remainder(f, a, 20, outside)));
    }

    // cos at 0.25 within 1e-3. With M computed on [0, 0.25] the bound for degree 2 is
    // sin(0.25)·0.25³/3! ≈ 6.5e-4 ≤ 1e-3, for degree 1 it is cos(0)·0.25²/2! = 0.031: degree 2,
    // i.e. 3 terms (n = 0, 1, 2). (Assuming M = 1 instead, as textbooks often do, gives degree 3.)
    void minimumTermsCos()
    {
        const std::optional<MinimumDegree> answer =
            minimumDegree(SeriesFunction::Cos, 0.0, 0.25, 1e-3);
        QVERIFY(answer);
        QCOMPARE(answer->terms, 3);
        QCOMPARE(answer->degree, 2);
        QVERIFY(std::abs(answer->bound - std::sin(0.25) * std::pow(0.25, 3) / 6.0) < 1e-17);
        QVERIFY(answer->boundBelow && std::abs(*answer->boundBelow - 0.03125) < 1e-17);
        // Direct computation: P₂ = 1 − x²/2 is within 1e-3 of cos 0.25, P₁ = 1 is not.
        QVERIFY(std::abs(std::cos(0.25) - (1.0 - 0.03125)) <= 1e-3);
        QVERIFY(std::abs(std::cos(0.25) - 1.0) > 1e-3);
    }

    // e at x = 1 within 1e-6: the smallest N with e/(N+1)! ≤ 1e-6, found here by direct search
    // with std::exp and std::tgamma, is N = 9 (10! = 3 628 800 > 1e6·e).
    void minimumTermsExp()
    {
        int expected = 0;
        while (std::exp(1.0) / std::tgamma(expected + 2.0) > 1e-6)
            ++expected;
        QCOMPARE(expected, 9);
        const std::optional<MinimumDegree> answer =
            minimumDegree(SeriesFunction::Exp, 0.0, 1.0, 1e-6);
        QVERIFY(answer);
        QCOMPARE(answer->degree, expected);
        QCOMPARE(answer->terms, expected + 1);
        QVERIFY(answer->boundBelow && *answer->boundBelow > 1e-6 && answer->bound <= 1e-6);
        // Direct computation: Σ_{n≤9} 1/n! is within 1e-6 of e; Σ_{n≤8} 1/n! is not.
        double sum = 0.0, term = 1.0;
        for (int n = 0; n <= 9; ++n) {
            if (n > 0)
                term /= n;
            sum += term;
            if (n == 8)
                QVERIFY(std::exp(1.0) - sum > 1e-6);
        }
        QVERIFY(std::exp(1.0) - sum <= 1e-6);
    }

    // Where no degree reaches the tolerance the tool says so instead of returning a number.
    void minimumTermsMayNotExist()
    {
        // ln(1 + x) at x = −0.8: the bound (0.8/0.2)^{N+1}/(N+1) grows with N.
        QVERIFY(!minimumDegree(SeriesFunction::Log1p, 0.0, -0.8, 1e-3));
        // 1/(1 − x) from a = 0 to x = 2 crosses the pole at 1: M is infinite.
        QVERIFY(!minimumDegree(SeriesFunction::Geometric, 0.0, 2.0, 1e-3));
    }

    // sin θ ≈ θ: the relative error (θ − sin θ)/sin θ first exceeds 1 % at about 14.0°.
    void smallAngleOnePercent()
    {
        const double degree = std::numbers::pi / 180.0;
        const double limit = smallAngleLimit(0.01) / degree;
        QVERIFY2(std::abs(limit - 14.0) <= 0.1, qPrintable(QString("limit %1°").arg(limit)));
        const auto direct = [](double theta) { return (theta - std::sin(theta)) / std::sin(theta); };
        QVERIFY(direct((limit - 0.01) * degree) < 0.01);
        QVERIFY(direct((limit + 0.01) * degree) > 0.01);
        for (double deg : {1.0, 5.0, 30.0, 80.0})
            QVERIFY(std::abs(smallAngleRelativeError(deg * degree) - direct(deg * degree)) <
                    1e-10 * direct(deg * degree));
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestTaylor)
#include "test_taylor.moc"

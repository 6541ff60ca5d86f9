// SPDX-License-Identifier: GPL-3.0-or-later
// Core checks of the 2D WCSPH solver (core/include/particlelab/sph/):
//  * the cubic spline kernel integrates to 1 over its support (midpoint quadrature, to 1e-3),
//    its constant is the 2D one 10/(7πh²), its gradient is odd and is the derivative of W;
//    its one-at-a-time, paired and list evaluations give the same bits;
//  * cell-list neighbours equal brute-force neighbours on random point sets;
//  * the symmetric pressure and artificial-viscosity forces conserve linear momentum to
//    round-off in a wall-free box (they come in equal and opposite pairs);
//  * Tait's law and its inverse agree;
//  * one and two threads give bit-identical states;
//  * marching squares closes its loops, orients them (water counter-clockwise, holes clockwise)
//    and encloses the right area.
#include <particlelab/sph/CellList.h>
#include <particlelab/sph/CubicSplineKernel2D.h>
#include <particlelab/sph/MarchingSquares.h>
#include <particlelab/sph/SphTankScenes.h>
#include <particlelab/sph/WeaklyCompressibleSph.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <cstring>
#include <numbers>
#include <random>

using namespace pl;
using Eigen::Vector2d;

class TestSph : public QObject {
    Q_OBJECT

private slots:
    void kernelIntegratesToOne_data()
    {
        QTest::addColumn<double>("h");
        QTest::newRow("h = 1 mm") << 1e-3;
        QTest::newRow("h = 2.6 cm") << 0.026;
        QTest::newRow("h = 1 m") << 1.0;
    }

    // Midpoint rule on a 400 × 400 grid over the square [−2h, 2h]²: ∫W dA = 1, ∫∇W dA = 0 and
    // ∫ x ∂W/∂x dA = −1 (the gradient's first moment, by parts), each to 1e-3.
    void kernelIntegratesToOne()
    {
        QFETCH(double, h);
        const CubicSplineKernel2D kernel(h);
        const int n = 400;
        const double cell = 4.0 * h / n;
        double integral = 0.0, moment = 0.0;
        Vector2d gradientIntegral = Vector2d::Zero();
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                const Vector2d x(-2.0 * h + (i + 0.5) * cell, -2.0 * h + (j + 0.5) * cell);
                const double r = x.norm();
                integral += kernel.value(r) * cell * cell;
                const Vector2d g = kernel.gradient(x, r);
                gradientIntegral += g * cell * cell;
                moment += x.x() * g.x() * cell * cell;
            }
        QVERIFY2(std::abs(integral - 1.0) < 1e-3, qPrintable(QString("∫W = %1").arg(integral, 0, 'g', 10)));
        QVERIFY2(gradientIntegral.norm() * h < 1e-3, qPrintable(QString("h·|∫∇W| = %1").arg(gradientIntegral.norm() * h)));
        QVERIFY2(std::abs(moment + 1.0) < 1e-3, qPrintable(QString("∫x ∂W/∂x = %1").arg(moment, 0, 'g', 10)));
        // Normalised for 2D: W(0) = σ₂ = 10/(7πh²) (the 1D and 3D constants, 2/(3h) and 1/(πh³),
        // would miss the integral above by factors of order 1), and nothing beyond 2h.
        QCOMPARE(kernel.value(0.0) * h * h, 10.0 / (7.0 * std::numbers::pi));
        QCOMPARE(kernel.value(2.0 * h), 0.0);
        QCOMPARE(kernel.value(2.5 * h), 0.0);
    }

    // ∇ᵢW(xᵢ − xⱼ) = −∇ⱼW(xⱼ − xᵢ) exactly, and it is the derivative of W (central differences,
    // relative 1e-6) at random separations in the support.
    void kernelGradientAntisymmetric()
    {
        const double h = 0.013;
        const CubicSplineKernel2D kernel(h);
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> u(-2.0 * h, 2.0 * h);
        for (int k = 0; k < 2000; ++k) {
            const Vector2d xi(u(rng), u(rng)), xj(u(rng), u(rng));
            const Vector2d xij = xi - xj, xji = xj - xi;
            const Vector2d gij = kernel.gradient(xij, xij.norm());
            const Vector2d gji = kernel.gradient(xji, xji.norm());
            QCOMPARE(gij.x(), -gji.x());
            QCOMPARE(gij.y(), -gji.y());
            const double r = xij.norm();
            if (r < 1e-3 * h || r > 1.999 * h || std::abs(r - h) < 1e-3 * h)
                continue;
            const double step = 1e-6 * h;
            for (int d = 0; d < 2; ++d) {
                Vector2d e = Vector2d::Zero();
                e[d] = step;
                const double fd =
                    (kernel.value((xij + e).norm()) - kernel.value((xij - e).norm())) / (2 * step);
                const double scale = kernel.normalisation() / h;
                QVERIFY2(std::abs(fd - gij[d]) < 1e-6 * scale,
                         qPrintable(QString("∂W/∂x%1: analytic %2, finite difference %3")
                                        .arg(d).arg(gij[d]).arg(fd)));
            }
        }
    }

    // The three ways the solvers evaluate the kernel (value and gradientFactor one at a time,
    // both at once, and a whole list at once for the neighbour search) give the same bits at
    // every distance in the support, r = 0 and both sides of q = 1 included.
    void kernelEvaluationsAgreeBitForBit()
    {
        const double h = 0.0173;
        const CubicSplineKernel2D kernel(h);
        std::mt19937 rng(3);
        std::uniform_real_distribution<double> u(0.0, 2.0 * h);
        std::vector<double> r{0.0, h, std::nextafter(h, 0.0), std::nextafter(h, 1.0),
                              std::nextafter(2.0 * h, 0.0)};
        for (int k = 0; k < 997; ++k)  // an odd count: the packed loop's leftover is checked too
            r.push_back(u(rng));
        std::vector<double> values(r.size()), factors(r.size());
        kernel.valuesAndGradientFactors(r.data(), static_cast<int>(r.size()), values.data(),
                                        factors.data());
        for (std::size_t k = 0; k < r.size(); ++k) {
            double w = 0.0, f = 0.0;
            kernel.valueAndGradientFactor(r[k], w, f);
            const QByteArray where = QByteArray("r/h = ") + QByteArray::number(r[k] / h, 'g', 17);
            QVERIFY2(std::memcmp(&w, &values[k], sizeof w) == 0, where);
            QVERIFY2(std::memcmp(&f, &factors[k], sizeof f) == 0, where);
            const double w1 = kernel.value(r[k]);
            QVERIFY2(std::memcmp(&w1, &w, sizeof w) == 0, where);
            if (r[k] > 0.0) {
                const double f1 = kernel.gradientFactor(r[k]);
                QVERIFY2(std::memcmp(&f1, &f, sizeof f) == 0, where);
            }
        }
    }

    void cellListEqualsBruteForce_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("radius");
        QTest::newRow("uniform, 800 points") << "uniform" << 800 << 0.06;
        QTest::newRow("clustered, 600 points") << "clustered" << 600 << 0.02;
        QTest::newRow("strays far outside") << "strays" << 500 << 0.05;
        QTest::newRow("on a lattice, radius = 2 spacings") << "lattice" << 900 << 2.0 / 30.0;
    }

    void cellListEqualsBruteForce()
    {
        QFETCH(QString, layout);
        QFETCH(int, count);
        QFETCH(double, radius);
        std::mt19937 rng(static_cast<unsigned>(count));
        std::uniform_real_distribution<double> u(0.0, 1.0);
        std::normal_distribution<double> blob(0.0, 0.03);
        std::vector<Vector2d> points;
        for (int k = 0; k < count; ++k) {
            if (layout == "uniform")
                points.emplace_back(u(rng), u(rng));
            else if (layout == "clustered")
                points.emplace_back(0.3 * (k % 3) + blob(rng), 0.5 + blob(rng));
            else if (layout == "strays")
                points.emplace_back(k % 50 == 0 ? Vector2d(50.0 * u(rng) - 25.0, -30.0 * u(rng))
                                                : Vector2d(u(rng), u(rng)));
            else
                points.emplace_back((k % 30) / 30.0, (k / 30) / 30.0);
        }
        const auto brute = bruteForceNeighbours(points, radius);
        const auto cells = cellListNeighbours(points, radius);
        std::size_t pairs = 0;
        for (std::size_t i = 0; i < points.size(); ++i) {
            QVERIFY2(brute[i] == cells[i], qPrintable(QString("point %1: %2 brute-force neighbours, %3 from the cell list")
                                                          .arg(i).arg(brute[i].size()).arg(cells[i].size())));
            pairs += brute[i].size();
        }
        QVERIFY(pairs > points.size());  // the sets do have neighbours to find
    }

    void forcesConserveMomentum_data()
    {
        QTest::addColumn<bool>("continuity");
        QTest::newRow("summation density") << false;
        QTest::newRow("continuity density") << true;
    }

    // A perturbed block of fluid with random velocities, no walls, no gravity: Σ mᵢaᵢ = 0 to
    // round-off (relative to Σ mᵢ|aᵢ|, 1e-13), and the momentum after 60 leapfrog steps is
    // unchanged to 1e-12 of Σ mᵢ|vᵢ|.
    void forcesConserveMomentum()
    {
        QFETCH(bool, continuity);
        WcsphSettings s;
        s.spacing = 0.01;
        s.soundSpeed = 10.0;
        s.alpha = 1.0;
        s.beta = 2.0;
        s.gravity = Vector2d::Zero();
        s.clampNegativePressure = false;
        s.density = continuity ? SphDensityMethod::Continuity : SphDensityMethod::Summation;
        WeaklyCompressibleSph model(s);
        std::mt19937 rng(3);
        std::uniform_real_distribution<double> u(-1.0, 1.0);
        for (int i = 0; i < 20; ++i)
            for (int j = 0; j < 20; ++j)
                model.addFluidParticle(Vector2d((i + 0.3 * u(rng)) * s.spacing, (j + 0.3 * u(rng)) * s.spacing),
                                       Vector2d(u(rng), u(rng)), s.restDensity * (1.0 + 0.01 * u(rng)));
        model.initialise();
        Vector2d total = Vector2d::Zero();
        double scale = 0.0;
        for (const Vector2d& a : model.accelerations()) {
            total += model.particleMass() * a;
            scale += model.particleMass() * a.norm();
        }
        QVERIFY(scale > 0.0);
        QVERIFY2(total.norm() < 1e-13 * scale, qPrintable(QString("|Σ m a| / Σ m|a| = %1").arg(total.norm() / scale)));

        const Vector2d p0 = model.momentum();
        double speedScale = 0.0;
        for (const Vector2d& v : model.velocities())
            speedScale += model.particleMass() * v.norm();
        for (int n = 0; n < 60; ++n)
            model.step();
        QVERIFY(model.isFiniteAndBounded());
        const double drift = (model.momentum() - p0).norm();
        QVERIFY2(drift < 1e-12 * speedScale, qPrintable(QString("|ΔP| / Σ m|v| = %1").arg(drift / speedScale)));
        QVERIFY(model.kineticEnergy() > 0.0);
    }

    void taitInverse()
    {
        const double rho0 = 1000.0, b = rho0 * 30.0 * 30.0 / 7.0;
        for (double p : {0.0, 10.0, 1e3, 1e4, 1e5}) {
            const double rho = taitDensity(p, rho0, b);
            QVERIFY(std::abs(taitPressure(rho, rho0, b) - p) <= 1e-9 * (b + p));
        }
        // c₀ = 30 m/s: 1 % compression costs 7 % of B, the stiffness that keeps the flow nearly
        // incompressible.
        QVERIFY(std::abs(taitPressure(1.01 * rho0, rho0, b) / b - (std::pow(1.01, 7) - 1.0)) < 1e-12);
    }

    // The same dam break on 1 and 2 threads: every position, velocity and density bit-equal.
    void threadsGiveIdenticalBits()
    {
        WcsphSettings s;
        s.spacing = 0.01;
        s.soundSpeed = 10.0 * std::sqrt(2.0 * 9.81 * 0.6);
        SphTankSpec spec;
        spec.tankColumns = 120;
        spec.wallRows = 70;
        spec.waterColumns = 30;
        spec.waterRows = 60;
        WeaklyCompressibleSph one = buildSphTank(s, spec);
        s.threads = 2;
        WeaklyCompressibleSph two = buildSphTank(s, spec);
        for (int n = 0; n < 80; ++n) {
            one.step();
            two.step();
        }
        QVERIFY(one.fluidCount() >= 1024);  // enough particles for two chunks
        QCOMPARE(one.time(), two.time());
        const auto same = [](const auto& a, const auto& b) {
            return a.size() == b.size() &&
                   std::memcmp(a.data(), b.data(), a.size() * sizeof(a[0])) == 0;
        };
        QVERIFY(same(one.positions(), two.positions()));
        QVERIFY(same(one.velocities(), two.velocities()));
        QVERIFY(same(one.densities(), two.densities()));
        QVERIFY(same(one.ids(), two.ids()));
        QVERIFY(one.kineticEnergy() > 0.0);  // the column did start to fall
    }

    // An annulus 0.3 < |x| < 0.7 sampled as f = 0.2 − ||x| − 0.5| on a 161 × 161 grid over
    // [−1, 1]²: two loops, the outer one counter-clockwise around π·0.7², the inner one
    // clockwise around π·0.3², each area to 0.5 %.
    void marchingSquaresAnnulus()
    {
        const int n = 161;
        const double spacing = 2.0 / (n - 1);
        const Vector2d origin(-1.0, -1.0);
        std::vector<double> f(static_cast<std::size_t>(n * n));
        for (int j = 0; j < n; ++j)
            for (int i = 0; i < n; ++i)
                f[static_cast<std::size_t>(j * n + i)] =
                    0.2 - std::abs((origin + spacing * Vector2d(i, j)).norm() - 0.5);
        const auto loops = isoContours(f, n, n, origin, spacing, 0.0);
        QCOMPARE(loops.size(), std::size_t(2));
        double outer = signedArea(loops[0]), inner = signedArea(loops[1]);
        if (outer < inner)
            std::swap(outer, inner);
        const double pi = std::numbers::pi;
        QVERIFY2(std::abs(outer / (pi * 0.49) - 1.0) < 5e-3, qPrintable(QString("outer area %1").arg(outer)));
        QVERIFY2(std::abs(-inner / (pi * 0.09) - 1.0) < 5e-3, qPrintable(QString("hole area %1").arg(inner)));
    }

    // The level ½ of the SPH colour field of a 30 × 20 block at rest encloses the block's area
    // (0.3 × 0.2 m²) to 2 %, as one counter-clockwise loop.
    void colourFieldSurfaceOfBlock()
    {
        WcsphSettings s;
        s.spacing = 0.01;
        WeaklyCompressibleSph model(s);
        for (int i = 0; i < 30; ++i)
            for (int j = 0; j < 20; ++j)
                model.addFluidParticle(Vector2d((i + 0.5) * s.spacing, (j + 0.5) * s.spacing), Vector2d::Zero(), s.restDensity);
        model.initialise();
        const Vector2d origin(-0.05, -0.05);
        const int nx = 41, ny = 31;
        const auto loops = isoContours(model.colourFieldOnGrid(origin, s.spacing, nx, ny), nx, ny, origin, s.spacing, 0.5);
        QCOMPARE(loops.size(), std::size_t(1));
        const double area = signedArea(loops[0]);
        QVERIFY2(std::abs(area / 0.06 - 1.0) < 0.02, qPrintable(QString("area %1 m²").arg(area)));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestSph)
#include "test_sph.moc"

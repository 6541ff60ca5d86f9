// SPDX-License-Identifier: GPL-3.0-or-later
// The DFSPH dam break at a resolution finer than the lesson's default: 10⁴ particles, the
// lesson's geometry (column a = 0.5 m, n² = 2, tank 5.5a) and its viscosity. With 10⁴ particles
// the relaxed Jacobi solve creeps: at t = 0.48 s its residual stalled at 1.13 η, then rose for
// 460 more iterations until the run blew up (a particle inside the column at 18 m/s, then
// 390 m/s). The solvers now stop when their residual grows (DfsphSettings::divergingGrowth); this run
// must get through the collapse and the surge to t = 0.6 s with every particle finite, inside
// the tank (as the lesson counts escapes) and slower than twice the free-fall speed from the column's top, and no solve may
// run to its iteration bound.
#include <particlelab/sph/SphTankScenes.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>

using namespace pl;

class TestSphDfsphFine : public QObject {
    Q_OBJECT

private slots:
    void tenThousandParticlesGetThroughTheSurge()
    {
        const double a = 0.5, g = 9.81, height = 2.0 * a;
        SphTankSpec spec;
        spec.waterColumns = 71;  // √(10⁴/2)
        const double dx = a / spec.waterColumns;
        spec.waterRows = 142;
        spec.tankColumns = static_cast<int>(std::lround(5.5 * a / dx));
        spec.wallRows = static_cast<int>(std::ceil(1.5 * spec.waterRows));
        DfsphSettings s;
        s.spacing = dx;
        s.maxTimeStep = 0.01 * std::sqrt(a / g);
        DivergenceFreeSph fluid = buildDfsphTank(s, spec);
        // The lesson's viscosity: Monaghan's α = 0.2 as ν = α h c₀/8 with c₀ = 10 √(2 g H).
        const double c0 = 10.0 * std::sqrt(2.0 * g * height);
        fluid.setViscosity(0.2 * fluid.kernel().smoothingLength() * c0 / 8.0);

        const double freeFall = std::sqrt(2.0 * g * height);
        const double tankLength = spec.tankColumns * dx;
        int steps = 0, mostIterations = 0;
        while (fluid.time() < 0.6) {
            fluid.step();
            ++steps;
            mostIterations = std::max(mostIterations, fluid.lastDensityIterations());
            QVERIFY2(fluid.lastDensityIterations() < s.maxDensityIterations,
                     qPrintable(QString("the density solve ran to its bound at t = %1 s")
                                    .arg(fluid.time())));
            QVERIFY2(fluid.isFiniteAndBounded(),
                     qPrintable(QString("the fluid blew up at t = %1 s").arg(fluid.time())));
        }
        double fastest = 0.0;
        for (const Eigen::Vector2d& v : fluid.velocities())
            fastest = std::max(fastest, v.norm());
        // Escaped as the lesson counts it: beyond the inner faces by more than half a spacing.
        const double skin = 0.5 * dx;
        int escaped = 0;
        for (const Eigen::Vector2d& x : fluid.positions())
            if (!(x.x() > -skin && x.x() < tankLength + skin && x.y() > -skin))
                ++escaped;
        qInfo("%d particles, %d steps to t = %.3f s; most density iterations in a step %d; "
              "fastest %.2f m/s (free fall from the top %.2f m/s); %d escaped",
              fluid.fluidCount(), steps, fluid.time(), mostIterations, fastest, freeFall, escaped);
        QVERIFY(fastest < 2.0 * freeFall);
        QCOMPARE(escaped, 0);
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestSphDfsphFine)

#include "test_sph_dfsph_fine.moc"

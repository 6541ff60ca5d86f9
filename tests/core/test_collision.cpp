// SPDX-License-Identifier: GPL-3.0-or-later
// Single collisions of hard disks (DiskCollision.h, DiskGas.h), checked against the laws they
// must obey exactly:
//  * every disk–disk impulse conserves momentum and kinetic energy (to 1e-12 relative);
//  * equal masses meeting head on exchange their velocities;
//  * a wall reflects the velocity about its normal, u = v − 2⟨v, n̂⟩n̂, on each of the four walls;
//  * pushing overlapping disks apart keeps the centre of mass where it was;
//  * a whole gas with specular walls keeps its kinetic energy over many steps.
#include <particlelab/collision/DiskCollision.h>
#include <particlelab/collision/DiskGas.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <random>

using namespace pl;

class TestCollision : public QObject {
    Q_OBJECT

private slots:
    void pairConservesMomentumAndEnergy_data()
    {
        QTest::addColumn<double>("massRatio");
        QTest::newRow("equal masses") << 1.0;
        QTest::newRow("m₂ = 3.7 m₁") << 3.7;
        QTest::newRow("m₂ = 1000 m₁ (heavy)") << 1000.0;
    }

    void pairConservesMomentumAndEnergy()
    {
        QFETCH(double, massRatio);
        std::mt19937_64 random(7);
        std::uniform_real_distribution<double> u(-5.0, 5.0);
        int collided = 0;
        for (int trial = 0; trial < 1000; ++trial) {
            const double m1 = 0.5 + 0.1 * std::abs(u(random)), m2 = massRatio * m1;
            PlaneVector v1{u(random), u(random)}, v2{u(random), u(random)};
            const double angle = u(random);
            const PlaneVector n{std::cos(angle), std::sin(angle)};
            const double px = m1 * v1.x + m2 * v2.x, py = m1 * v1.y + m2 * v2.y;
            const double e = 0.5 * m1 * (v1.x * v1.x + v1.y * v1.y) +
                             0.5 * m2 * (v2.x * v2.x + v2.y * v2.y);
            const double approach = (v1.x - v2.x) * n.x + (v1.y - v2.y) * n.y;
            const bool hit = collideElastic(m1, m2, n, v1, v2);
            QCOMPARE(hit, approach > 0.0);
            collided += hit;
            const double scaleP = std::abs(m1) * 5.0 + std::abs(m2) * 5.0;
            QVERIFY2(std::abs(m1 * v1.x + m2 * v2.x - px) <= 1e-12 * scaleP,
                     qPrintable(QString("trial %1: x momentum changed").arg(trial)));
            QVERIFY2(std::abs(m1 * v1.y + m2 * v2.y - py) <= 1e-12 * scaleP,
                     qPrintable(QString("trial %1: y momentum changed").arg(trial)));
            const double e1 = 0.5 * m1 * (v1.x * v1.x + v1.y * v1.y) +
                              0.5 * m2 * (v2.x * v2.x + v2.y * v2.y);
            QVERIFY2(std::abs(e1 - e) <= 1e-12 * e,
                     qPrintable(QString("trial %1: ΔE/E = %2").arg(trial).arg((e1 - e) / e)));
            // After the impulse they separate along the normal.
            if (hit)
                QVERIFY((v1.x - v2.x) * n.x + (v1.y - v2.y) * n.y <= 1e-12 * 10.0);
        }
        QVERIFY(collided > 300);  // about half the random pairs approach
    }

    void equalMassesHeadOnSwapVelocities()
    {
        PlaneVector v1{2.5, 0.0}, v2{-0.75, 0.0};
        QVERIFY(collideElastic(1.3, 1.3, {1.0, 0.0}, v1, v2));
        QCOMPARE(v1.x, -0.75);
        QCOMPARE(v2.x, 2.5);
        QCOMPARE(v1.y, 0.0);
        QCOMPARE(v2.y, 0.0);
        // Along a diagonal line of centres too (to rounding).
        const double s = std::sqrt(0.5);
        PlaneVector a{3.0 * s, 3.0 * s}, b{-1.0 * s, -1.0 * s};
        QVERIFY(collideElastic(2.0, 2.0, {s, s}, a, b));
        QVERIFY(std::abs(a.x + s) < 1e-15 && std::abs(a.y + s) < 1e-15);
        QVERIFY(std::abs(b.x - 3.0 * s) < 1e-15 && std::abs(b.y - 3.0 * s) < 1e-15);
    }

    void separatingDisksAreLeftAlone()
    {
        PlaneVector v1{-1.0, 0.3}, v2{1.0, 0.2};
        QVERIFY(!collideElastic(1.0, 2.0, {1.0, 0.0}, v1, v2));
        QCOMPARE(v1.x, -1.0);
        QCOMPARE(v2.x, 1.0);
    }

    void wallReflection_data()
    {
        QTest::addColumn<double>("nx");
        QTest::addColumn<double>("ny");
        QTest::addColumn<double>("startX");
        QTest::addColumn<double>("startY");
        QTest::addColumn<double>("vx");
        QTest::addColumn<double>("vy");
        // Box [0, 4] × [0, 3]; a disk of radius 0.2 just short of each wall, moving into it.
        QTest::newRow("left wall, n̂ = (1, 0)") << 1.0 << 0.0 << 0.21 << 1.5 << -1.3 << 0.7;
        QTest::newRow("right wall, n̂ = (−1, 0)") << -1.0 << 0.0 << 3.79 << 1.5 << 1.1 << -0.4;
        QTest::newRow("bottom wall, n̂ = (0, 1)") << 0.0 << 1.0 << 2.0 << 0.21 << 0.6 << -0.9;
        QTest::newRow("top wall, n̂ = (0, −1)") << 0.0 << -1.0 << 2.0 << 2.79 << -0.2 << 1.7;
    }

    void wallReflection()
    {
        QFETCH(double, nx);
        QFETCH(double, ny);
        QFETCH(double, startX);
        QFETCH(double, startY);
        QFETCH(double, vx);
        QFETCH(double, vy);
        const PlaneVector expected = [&] {
            const double vn = vx * nx + vy * ny;
            return PlaneVector{vx - 2.0 * vn * nx, vy - 2.0 * vn * ny};
        }();
        const PlaneVector direct = reflectAboutWall({vx, vy}, {nx, ny});
        QCOMPARE(direct.x, expected.x);
        QCOMPARE(direct.y, expected.y);

        // The same through a whole gas step: the disk crosses the wall within the step.
        DiskGas gas(1, BroadphaseKind::BruteForce);
        gas.setBox({0.0, 4.0, 0.0, 3.0});
        const double mass = 2.0;
        gas.addDisk(startX, startY, vx, vy, 0.2, mass);
        gas.step(0.05);
        QCOMPARE(gas.vx()[0], expected.x);
        QCOMPARE(gas.vy()[0], expected.y);
        // Still inside the box, and the wall received 2m|v_n|.
        QVERIFY(gas.x()[0] >= 0.2 && gas.x()[0] <= 3.8);
        QVERIFY(gas.y()[0] >= 0.2 && gas.y()[0] <= 2.8);
        QVERIFY(std::abs(gas.counters().wallImpulse - 2.0 * mass * std::abs(vx * nx + vy * ny)) <
                1e-12);
    }

    void overlapSeparationKeepsCentreOfMass()
    {
        const double m1 = 1.0, m2 = 3.0, contact = 1.0;
        PlaneVector p1{0.0, 0.0}, p2{0.3, 0.4};
        const double cx = (m1 * p1.x + m2 * p2.x) / (m1 + m2);
        const double cy = (m1 * p1.y + m2 * p2.y) / (m1 + m2);
        QVERIFY(separateOverlap(m1, m2, contact, p1, p2));
        QVERIFY(std::abs(std::hypot(p2.x - p1.x, p2.y - p1.y) - contact) < 1e-14);
        QVERIFY(std::abs((m1 * p1.x + m2 * p2.x) / (m1 + m2) - cx) < 1e-15);
        QVERIFY(std::abs((m1 * p1.y + m2 * p2.y) / (m1 + m2) - cy) < 1e-15);
        QVERIFY(!separateOverlap(m1, m2, contact, p1, p2));  // touching is not overlapping
    }

    // Disks placed right on top of each other: the step pushes them apart, velocities untouched.
    void gasSeparatesOverlapWithoutChangingVelocities()
    {
        DiskGas gas(3, BroadphaseKind::UniformGrid);
        gas.setBox({0.0, 10.0, 0.0, 10.0});
        gas.addDisk(5.0, 5.0, 0.1, 0.0, 0.5, 1.0);
        gas.addDisk(5.2, 5.0, 0.1, 0.0, 0.5, 2.0);  // same velocity: neither approach nor recede
        const double e = gas.kineticEnergy();
        gas.step(0.01);
        QCOMPARE(gas.kineticEnergy(), e);
        QVERIFY(std::hypot(gas.x()[1] - gas.x()[0], gas.y()[1] - gas.y()[0]) >= 1.0 - 1e-12);
    }

    void gasConservesEnergyAndMomentumBetweenPairs_data()
    {
        QTest::addColumn<QString>("broadphase");
        QTest::newRow("brute") << "brute";
        QTest::newRow("sweep") << "sweep";
        QTest::newRow("grid") << "grid";
    }

    // 400 disks of two species at 30 % area fraction with specular walls, 400 steps (thousands
    // of collisions): the kinetic energy stays the same to 1e-12 relative.
    void gasConservesEnergyAndMomentumBetweenPairs()
    {
        QFETCH(QString, broadphase);
        DiskGas gas(11, *broadphaseFromId(broadphase.toStdString()));
        gas.setBox({0.0, 50.0, 0.0, 30.0});
        QVERIFY(gas.populate({{300, 0.6, 1.0}, {100, 0.9, 2.5}}, 1.0, InitialSpeeds::Maxwell));
        const double e = gas.kineticEnergy();
        for (int k = 0; k < 400; ++k)
            gas.step(0.02);
        QVERIFY(gas.counters().pairCollisions > 2000);
        QVERIFY2(std::abs(gas.kineticEnergy() - e) <= 1e-12 * e,
                 qPrintable(QString("ΔE/E = %1").arg((gas.kineticEnergy() - e) / e)));
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestCollision)
#include "test_collision.moc"

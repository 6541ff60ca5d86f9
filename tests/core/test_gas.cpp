// SPDX-License-Identifier: GPL-3.0-or-later
// The hard-disk gas against kinetic theory and statistical mechanics:
//  * 2000 disks at 5 % area fraction, started with all speeds equal: after equilibration the
//    speeds follow the 2D Maxwell–Boltzmann distribution (Kolmogorov–Smirnov distance below the
//    1 % critical value 1.628/√n), and the pressure on the walls is within 5 % of the ideal-gas
//    value corrected for the excluded area by Henderson's hard-disk equation of state,
//    Z = (1 + η²/8)/(1 − η)² (Mol. Phys. 30, 971 (1975)); the uncorrected N kT/A is 10.8 % lower.
//  * The run is deterministic for a seed, and a copy stepped on gives the same bits.
#include <particlelab/collision/DiskGas.h>
#include <particlelab/collision/HardDiskEquationOfState.h>
#include <particlelab/statistics/Distributions.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;

class TestGas : public QObject {
    Q_OBJECT

private:
    static std::vector<double> speeds(const DiskGas& gas)
    {
        std::vector<double> out(gas.size());
        for (std::size_t i = 0; i < gas.size(); ++i)
            out[i] = std::hypot(gas.vx()[i], gas.vy()[i]);
        return out;
    }

private slots:
    void equilibriumPressureAndSpeeds()
    {
        const int n = 2000;
        const double radius = 1.0, mass = 1.0, kT = 1.0, fraction = 0.05;
        const double side = std::sqrt(n * std::numbers::pi * radius * radius / fraction);  // m
        DiskGas gas(42, BroadphaseKind::UniformGrid);
        gas.setBox({0.0, side, 0.0, side});
        QVERIFY(gas.populate({{n, radius, mass}}, kT, InitialSpeeds::Equal));
        const double eta = gas.occupiedArea() / gas.box().area();
        QVERIFY(std::abs(eta - fraction) < 1e-12);

        // Δt: a typical disk moves a tenth of its radius per step.
        const double dt = 0.1 * radius / std::sqrt(2.0 * kT / mass);  // s
        // Equilibrate ~17 mean free times (λ ≈ 11 m, mean speed ≈ 1.25 m/s), then measure over
        // ~5 box crossings.
        while (gas.time() < 150.0)
            gas.step(dt);
        const std::vector<double> v = speeds(gas);
        const double measuredKT = gas.temperature();
        QVERIFY(std::abs(measuredKT - kT) < 1e-9 * kT);  // specular walls: energy is conserved
        const double ks = kolmogorovSmirnovDistance(
            v, [&](double s) { return maxwellBoltzmann2DCumulative(s, mass, measuredKT); });
        const double critical = kolmogorovSmirnovCritical(n, 0.01);
        QVERIFY2(ks < critical, qPrintable(QString("KS distance %1 ≥ %2").arg(ks).arg(critical)));
        // The start (all speeds equal) is far from it: the collisions did the work.
        std::vector<double> start(static_cast<std::size_t>(n), std::sqrt(2.0 * kT / mass));
        QVERIFY(kolmogorovSmirnovDistance(start, [&](double s) {
                    return maxwellBoltzmann2DCumulative(s, mass, kT);
                }) > 10.0 * critical);

        gas.resetCounters();
        while (gas.time() < 1500.0)
            gas.step(dt);
        const double measured = gas.counters().pressure();
        const double ideal = idealGasPressure(n, gas.temperature(), gas.box().area());
        const double corrected = hendersonHardDiskCompressibility(eta) * ideal;
        qInfo("P = %.5g N/m, N kT/A = %.5g, Henderson = %.5g (ratio %.4f), KS = %.4f < %.4f",
              measured, ideal, corrected, measured / corrected, ks, critical);
        QVERIFY2(std::abs(measured / corrected - 1.0) < 0.05,
                 qPrintable(QString("P/P_Henderson = %1").arg(measured / corrected)));
    }

    void sameSeedSameRun()
    {
        auto run = [](std::uint64_t seed, int steps) {
            DiskGas gas(seed, BroadphaseKind::SweepAndPrune);
            gas.setBox({0.0, 60.0, 0.0, 40.0});
            const bool placed =
                gas.populate({{500, 0.4, 1.0}, {20, 1.0, 5.0}}, 1.0, InitialSpeeds::Maxwell);
            Q_ASSERT(placed);
            gas.setThermalWalls(true, 2.0);  // the random engine is used while running too
            for (int k = 0; k < steps; ++k)
                gas.step(0.02);
            return gas;
        };
        const DiskGas a = run(9, 300);
        const DiskGas b = run(9, 300);
        QCOMPARE(a.size(), std::size_t(520));
        QVERIFY(std::equal(a.x().begin(), a.x().end(), b.x().begin()));
        QVERIFY(std::equal(a.vy().begin(), a.vy().end(), b.vy().begin()));
        const DiskGas c = run(10, 300);
        QVERIFY(!std::equal(a.x().begin(), a.x().end(), c.x().begin()));

        // A copy stepped on matches the original stepped on.
        DiskGas original = run(9, 100);
        DiskGas copy = original;
        for (int k = 0; k < 200; ++k) {
            original.step(0.02);
            copy.step(0.02);
        }
        QVERIFY(std::equal(original.x().begin(), original.x().end(), a.x().begin()));
        QVERIFY(std::equal(copy.x().begin(), copy.x().end(), a.x().begin()));
        QVERIFY(std::equal(copy.vx().begin(), copy.vx().end(), a.vx().begin()));
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestGas)
#include "test_gas.moc"

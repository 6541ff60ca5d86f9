// SPDX-License-Identifier: GPL-3.0-or-later
// Liouville's theorem, discretely: a loop of 256 initial conditions around (x, v) = (1, 0) on
// the oscillator x'' = −ω²x, ω = 1 rad/s, evolved for 100 periods with Δt = 0.02 s. One step of
// each method is a linear map, so the polygon's shoelace area is multiplied by the map's
// determinant every step (expand the step formulas; equal to |R(iωΔt)|² for the Runge–Kutta
// methods, R the stability function):
//   symplectic Euler, velocity Verlet   1                      (symplectic: area preserved)
//   forward Euler                       1 + (ωΔt)²
//   Heun, midpoint                      1 + (ωΔt)⁴/4
//   RK4                                 1 − (ωΔt)⁶/72 + (ωΔt)⁸/576
// After n steps the ratio must be factorⁿ to a relative 1e-9 (round-off over n ≈ 3·10⁴ steps is
// ~1e-12).
#include <particlelab/integrators/PhaseSpaceCloud.h>
#include <particlelab/integrators/TestProblems.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;

class TestIntegratorsPhaseCloud : public QObject {
    Q_OBJECT

private slots:
    void areaRatioAfterHundredPeriods_data()
    {
        const double h = 0.02;  // ω·Δt
        QTest::addColumn<int>("method");
        QTest::addColumn<double>("factorPerStep");
        QTest::newRow("symplectic_euler") << int(Method::SymplecticEuler) << 1.0;
        QTest::newRow("verlet") << int(Method::VelocityVerlet) << 1.0;
        QTest::newRow("euler") << int(Method::ForwardEuler) << 1.0 + h * h;
        QTest::newRow("heun") << int(Method::Heun) << 1.0 + std::pow(h, 4) / 4.0;
        QTest::newRow("midpoint") << int(Method::Midpoint) << 1.0 + std::pow(h, 4) / 4.0;
        QTest::newRow("rk4") << int(Method::RK4)
                             << 1.0 - std::pow(h, 6) / 72.0 + std::pow(h, 8) / 576.0;
    }

    void areaRatioAfterHundredPeriods()
    {
        QFETCH(int, method);
        QFETCH(double, factorPerStep);
        const double omega = 1.0, dt = 0.02;
        const long long steps = std::llround(100.0 * 2.0 * std::numbers::pi / (omega * dt));
        const int count = 256;
        const ParticleState centre{Vec::Constant(1, 1.0), Vec::Constant(1, 0.0), 0.0, {}};
        ParticleState loop = phaseSpaceLoop(centre, count, 0.1, 0.1 * omega);
        const double initialArea = phaseSpaceLoopArea(loop, count);
        // A 256-gon inscribed in a circle of radius 0.1: area ½·256·0.01·sin(2π/256).
        QVERIFY(std::abs(initialArea - 0.5 * count * 0.01 * std::sin(2 * std::numbers::pi / count)) <
                1e-15);
        const AccelerationFunction a = oscillatorAcceleration(omega);
        for (long long n = 0; n < steps; ++n)
            loop = step(Method(method), a, loop, dt);
        const double ratio = phaseSpaceLoopArea(loop, count) / initialArea;
        const double expected = std::pow(factorPerStep, static_cast<double>(steps));
        QVERIFY2(std::abs(ratio / expected - 1.0) <= 1e-9,
                 qPrintable(QString("area ratio %1, expected %2 after %3 steps")
                                .arg(ratio, 0, 'g', 15)
                                .arg(expected, 0, 'g', 15)
                                .arg(steps)));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsPhaseCloud)
#include "test_integrators_phase_cloud.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Convergence orders on the harmonic oscillator x'' = −ω²x, whose exact solution is known: the
// global error at a fixed end time T, fitted on log-log axes over Δt halved six times, must
// have the slope of the method's theoretical order (Hairer, Nørsett & Wanner, "Solving ODEs I",
// §II.3): 1 for forward and symplectic Euler, 2 for Heun, midpoint and velocity Verlet, 4 for
// RK4. Tolerance ±0.15 on the slope.
#include <particlelab/integrators/ConvergenceStudy.h>
#include <particlelab/integrators/TestProblems.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>

using namespace pl;

class TestIntegratorsConvergence : public QObject {
    Q_OBJECT

private slots:
    void oscillatorOrders_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("order");
        QTest::newRow("euler") << "euler" << 1.0;
        QTest::newRow("symplectic_euler") << "symplectic_euler" << 1.0;
        QTest::newRow("heun") << "heun" << 2.0;
        QTest::newRow("midpoint") << "midpoint" << 2.0;
        QTest::newRow("rk4") << "rk4" << 4.0;
        QTest::newRow("verlet") << "verlet" << 2.0;
    }

    void oscillatorOrders()
    {
        QFETCH(QString, id);
        QFETCH(double, order);
        const std::optional<Method> method = methodFromId(id.toStdString());
        QVERIFY(method);

        const double omega = 1.0;  // rad/s
        const ParticleState start{Vec::Constant(1, 1.0), Vec::Constant(1, 0.0), 0.0, {}};
        ConvergenceOptions options;
        options.endTime = 20.0;
        options.coarsestStepRK4 = 0.25 / omega;
        options.halvings = 6;
        const auto error = [&](const ParticleState& s) {
            const ParticleState exact = oscillatorExact(omega, start, options.endTime);
            return std::hypot(s.x[0] - exact.x[0], (s.v[0] - exact.v[0]) / omega);
        };
        const auto curves = studyConvergence(
            {*method}, options, secondOrderRun(oscillatorAcceleration(omega), start,
                                               options.endTime, error, 1e6));
        QCOMPARE(curves.size(), std::size_t(1));
        const ConvergenceCurve& curve = curves.front();
        QCOMPARE(curve.points.size(), std::size_t(7));
        // Δt really halves and T is hit exactly by an integer number of steps.
        for (std::size_t k = 1; k < curve.points.size(); ++k)
            QCOMPARE(curve.points[k - 1].dt / curve.points[k].dt, 2.0);
        QVERIFY(curve.fit);
        qInfo("%s: fitted order %.4f (theory %.0f)", qPrintable(id), curve.fit->slope, order);
        QVERIFY2(std::abs(curve.fit->slope - order) <= 0.15,
                 qPrintable(QString("%1: fitted order %2, theory %3")
                                .arg(id)
                                .arg(curve.fit->slope, 0, 'f', 4)
                                .arg(order)));
    }

    // A study stopped from its progress callback returns early with what it has.
    void cancelStopsEarly()
    {
        const ParticleState start{Vec::Constant(1, 1.0), Vec::Constant(1, 0.0), 0.0, {}};
        ConvergenceOptions options;
        options.endTime = 1.0;
        int calls = 0;
        const auto curves = studyConvergence(
            {Method::ForwardEuler, Method::RK4}, options,
            secondOrderRun(oscillatorAcceleration(1.0), start, options.endTime,
                           [](const ParticleState&) { return 1.0; }, 1e6),
            [&calls](double) { return ++calls <= 3; });
        QCOMPARE(curves.size(), std::size_t(1));
        QCOMPARE(curves.front().points.size(), std::size_t(3));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsConvergence)
#include "test_integrators_convergence.moc"

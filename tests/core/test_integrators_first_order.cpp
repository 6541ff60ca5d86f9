// SPDX-License-Identifier: GPL-3.0-or-later
// First-order integrators y' = f(t, y) and RK4 against exact solutions.
//  * RK4 on the harmonic oscillator x'' = −x (as a second-order system, and as the first-order
//    system y = (x, v), y' = (v, −x)) matches x(t) = cos t, v(t) = −sin t to 1e-9 after one
//    period with Δt = 1e-3 (its error is ≈ T·Δt⁴/120 ≈ 5e-14 there).
//  * On the rotation field v(x, y) = (−y, x) paths are circles. One step of Heun or RK4
//    multiplies the radius by |R(iΔt)|, with R the method's stability function:
//    |R|² = 1 + Δt⁴/4 (Heun), 1 − Δt⁶/72 + Δt⁸/576 (RK4). For these even orders p the leading
//    local error is tangential, so the radius error at a fixed T shrinks like Δt^(p+1) —
//    one order faster than the position error, which shrinks like Δtᵖ. Both slopes are checked
//    to ±0.15.
#include <particlelab/analysis/LinearFit.h>
#include <particlelab/integrators/FirstOrderIntegrators.h>
#include <particlelab/integrators/TestProblems.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;

class TestIntegratorsFirstOrder : public QObject {
    Q_OBJECT

private slots:
    void rk4MatchesExactOscillator()
    {
        const double period = 2.0 * std::numbers::pi;  // s, ω = 1 rad/s
        const long long steps = std::llround(period / 1e-3);
        const double dt = period / static_cast<double>(steps);  // ≈ 1e-3 s, landing on T

        ParticleState s{Vec::Constant(1, 1.0), Vec::Constant(1, 0.0), 0.0, {}};
        const AccelerationFunction a = oscillatorAcceleration(1.0);
        Vec y(2);
        y << 1.0, 0.0;
        const DerivativeFunction f = [](double, const Vec& u) -> Vec {
            Vec d(2);
            d << u[1], -u[0];
            return d;
        };
        for (long long n = 0; n < steps; ++n) {
            s = step(Method::RK4, a, s, dt);
            y = stepFirstOrder(Method::RK4, f, static_cast<double>(n) * dt, y, dt);
        }
        const double tolerance = 1e-9;
        QVERIFY2(std::abs(s.x[0] - 1.0) < tolerance && std::abs(s.v[0]) < tolerance,
                 qPrintable(QString("second-order RK4: x = %1, v = %2").arg(s.x[0], 0, 'g', 17)
                                .arg(s.v[0], 0, 'g', 17)));
        QVERIFY2(std::abs(y[0] - 1.0) < tolerance && std::abs(y[1]) < tolerance,
                 qPrintable(QString("first-order RK4: x = %1, v = %2").arg(y[0], 0, 'g', 17)
                                .arg(y[1], 0, 'g', 17)));
    }

    void rotationFieldErrorOrders_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<double>("order");
        QTest::newRow("heun") << int(Method::Heun) << 2.0;
        QTest::newRow("rk4") << int(Method::RK4) << 4.0;
    }

    void rotationFieldErrorOrders()
    {
        QFETCH(int, method);
        QFETCH(double, order);
        const DerivativeFunction rotation = [](double, const Vec& p) -> Vec {
            Vec v(2);
            v << -p[1], p[0];
            return v;
        };
        const double endTime = 2.0 * std::numbers::pi;  // one turn (s)
        std::vector<double> dts, radiusErrors, positionErrors;
        for (int k = 0; k <= 4; ++k) {
            const long long steps = 16LL << k;  // Δt = 2π/16 … 2π/256
            const double dt = endTime / static_cast<double>(steps);
            Vec p(2);
            p << 1.0, 0.0;
            for (long long n = 0; n < steps; ++n)
                p = stepFirstOrder(Method(method), rotation, static_cast<double>(n) * dt, p, dt);
            dts.push_back(dt);
            radiusErrors.push_back(std::abs(p.norm() - 1.0));
            positionErrors.push_back(std::hypot(p[0] - 1.0, p[1]));
        }
        const std::optional<LinearFit> radiusFit = fitLogLog(dts, radiusErrors);
        const std::optional<LinearFit> positionFit = fitLogLog(dts, positionErrors);
        QVERIFY(radiusFit && positionFit);
        qInfo("radius error slope %.4f, position error slope %.4f", radiusFit->slope,
              positionFit->slope);
        QVERIFY2(std::abs(radiusFit->slope - (order + 1.0)) <= 0.15,
                 qPrintable(QString("radius error slope %1, expected %2")
                                .arg(radiusFit->slope, 0, 'f', 4).arg(order + 1.0)));
        QVERIFY2(std::abs(positionFit->slope - order) <= 0.15,
                 qPrintable(QString("position error slope %1, expected %2")
                                .arg(positionFit->slope, 0, 'f', 4).arg(order)));
        // The radius error really shrinks with every halving.
        for (std::size_t k = 1; k < radiusErrors.size(); ++k)
            QVERIFY(radiusErrors[k] < radiusErrors[k - 1]);
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsFirstOrder)
#include "test_integrators_first_order.moc"

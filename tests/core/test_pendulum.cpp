// SPDX-License-Identifier: GPL-3.0-or-later
// The simple pendulum θ'' = −(g/L) sin θ − 2βθ' (core/pendulum/SimplePendulum.h) and the complete
// elliptic integral K that gives its exact period (core/special/EllipticIntegral.h):
//  * K against closed forms: K(0) = π/2, K(1/√2) = Γ(1/4)²/(4√π) (A&S 17.3.11 / DLMF 19.6.1), and
//    against a direct quadrature of its defining integral;
//  * small amplitudes: the nonlinear run stays within 2e-3·θ₀ of θ₀ cos ωt over 10 periods at
//    θ₀ = 1°, and the gap shrinks 4× per halving of θ₀ (the period grows as T₀(1 + θ₀²/16));
//  * θ₀ = 2 rad: the period measured from zero crossings equals 4√(L/g) K(sin 1) to 1e-5;
//  * damping: the energy never increases from one step to the next.
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/pendulum/SimplePendulum.h>
#include <particlelab/special/EllipticIntegral.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;

class TestPendulum : public QObject {
    Q_OBJECT

private:
    // Runs from (θ₀, 0) and returns max_t |θ(t) − θ₀ cos ω₀t| / θ₀ over `periods` small-angle periods.
    static double smallAngleGap(double theta0, int periods, double dt)
    {
        const SimplePendulumParameters p{1.0, 9.81, 0.0};
        const AccelerationFunction a = simplePendulumAcceleration(p);
        const double w0 = std::sqrt(p.gravity / p.length);
        ParticleState s{Vec::Constant(1, theta0), Vec::Zero(1), 0.0, {}};
        const long long steps = std::llround(periods * smallAnglePeriod(p) / dt);
        double gap = 0.0;
        for (long long n = 0; n < steps; ++n) {
            s = step(Method::RK4, a, s, dt);
            gap = std::max(gap, std::abs(s.x[0] - theta0 * std::cos(w0 * s.t)));
        }
        return gap / theta0;
    }

private slots:
    void ellipticKClosedForms()
    {
        QCOMPARE(completeEllipticK(0.0), std::numbers::pi / 2);
        // Γ(1/4) = 3.62560990822190831193… (OEIS A068466)
        const double gammaQuarter = 3.6256099082219083119;
        const double lemniscatic = gammaQuarter * gammaQuarter / (4.0 * std::sqrt(std::numbers::pi));
        QVERIFY(std::abs(completeEllipticK(1.0 / std::sqrt(2.0)) - lemniscatic) < 1e-15 * lemniscatic);
        QVERIFY(std::isinf(completeEllipticK(1.0)));
        QVERIFY(std::isnan(completeEllipticK(1.5)));
    }

    void ellipticKMatchesQuadrature_data()
    {
        QTest::addColumn<double>("k");
        for (double k : {0.1, 0.5, 0.9, 0.99})
            QTest::newRow(qPrintable(QString("k=%1").arg(k))) << k;
    }

    void ellipticKMatchesQuadrature()
    {
        QFETCH(double, k);
        // The integrand is smooth and π-periodic in φ, so the trapezoid rule over a full period
        // converges geometrically: 4000 points give double precision for k ≤ 0.99.
        const int n = 4000;
        double sum = 0.0;
        for (int i = 0; i < n; ++i) {
            const double phi = std::numbers::pi * i / n;
            sum += 1.0 / std::sqrt(1.0 - k * k * std::sin(phi) * std::sin(phi));
        }
        const double quadrature = 0.5 * std::numbers::pi * sum / n;
        const double agm = completeEllipticK(k);
        QVERIFY2(std::abs(agm - quadrature) < 1e-13 * quadrature,
                 qPrintable(QString("AGM %1 vs quadrature %2").arg(agm, 0, 'g', 17).arg(quadrature, 0, 'g', 17)));
    }

    void smallAmplitudeMatchesHarmonicSolution()
    {
        const double degree = std::numbers::pi / 180.0;
        const double dt = 1e-3;  // RK4 error ~1e-11 relative: far below the gaps measured
        std::vector<double> gaps;
        for (double amplitudeDeg : {1.0, 0.5, 0.25, 0.125})
            gaps.push_back(smallAngleGap(amplitudeDeg * degree, 10, dt));
        // 10 periods of phase lag 2π·θ₀²/16 each: gap ≈ 3.9 θ₀² = 1.2e-3 at θ₀ = 1°.
        qInfo("gap/θ₀ at 1°, 0.5°, 0.25°, 0.125°: %.3e %.3e %.3e %.3e", gaps[0], gaps[1], gaps[2],
              gaps[3]);
        QVERIFY2(gaps[0] < 2e-3, qPrintable(QString("gap at 1° = %1").arg(gaps[0])));
        for (std::size_t i = 1; i < gaps.size(); ++i) {
            const double ratio = gaps[i - 1] / gaps[i];
            QVERIFY2(ratio > 3.8 && ratio < 4.2,
                     qPrintable(QString("gap ratio %1 → %2 halving: %3 (expected ≈ 4)")
                                    .arg(i - 1).arg(i).arg(ratio)));
        }
    }

    void measuredPeriodMatchesEllipticIntegral_data()
    {
        QTest::addColumn<double>("theta0");
        QTest::newRow("θ₀ = 2 rad") << 2.0;
        QTest::newRow("θ₀ = 3 rad") << 3.0;
    }

    void measuredPeriodMatchesEllipticIntegral()
    {
        QFETCH(double, theta0);
        const SimplePendulumParameters p{1.0, 9.81, 0.0};
        const AccelerationFunction a = simplePendulumAcceleration(p);
        const double exact = exactPeriodForAmplitude(p, theta0);
        const double dt = 1e-3;
        ParticleState s{Vec::Constant(1, theta0), Vec::Zero(1), 0.0, {}};
        ZeroCrossingPeriodMeter meter;
        meter.add(s.t, s.x[0], s.v[0]);
        while (s.t < 2.5 * exact) {
            s = step(Method::RK4, a, s, dt);
            meter.add(s.t, s.x[0], s.v[0]);
        }
        QVERIFY(meter.lastPeriod().has_value());
        const double measured = *meter.lastPeriod();
        qInfo("θ₀ = %g rad: measured %.12f s, exact %.12f s, relative difference %.1e", theta0,
              measured, exact, std::abs(measured - exact) / exact);
        QVERIFY2(std::abs(measured - exact) < 1e-5 * exact,
                 qPrintable(QString("measured %1 s, exact %2 s").arg(measured, 0, 'g', 12).arg(exact, 0, 'g', 12)));
        // The energy form of the exact period agrees with the amplitude form.
        const double e = pendulumPotentialEnergy(p, theta0);
        QVERIFY(std::abs(exactPeriodForEnergy(p, e) - exact) < 1e-13 * exact);
    }

    void rotationPeriodMatchesEllipticIntegral_data()
    {
        QTest::addColumn<double>("direction");
        QTest::newRow("counter-clockwise (upward crossings)") << 1.0;
        QTest::newRow("clockwise (downward crossings)") << -1.0;
    }

    void rotationPeriodMatchesEllipticIntegral()
    {
        QFETCH(double, direction);
        // Over the top: E = 3gL > 2gL, one turn takes (2/κ)√(L/g) K(1/κ) with κ² = 3/2.
        const SimplePendulumParameters p{0.5, 9.81, 0.0};
        const double e = 3.0 * p.gravity * p.length;
        const double omega0 = direction * std::sqrt(2.0 * e) / p.length;
        const AccelerationFunction a = simplePendulumAcceleration(p);
        ParticleState s{Vec::Zero(1), Vec::Constant(1, omega0), 0.0, {}};
        ZeroCrossingPeriodMeter meter;
        meter.add(s.t, s.x[0], s.v[0]);
        const double exact = exactPeriodForEnergy(p, e);
        while (s.t < 2.5 * exact) {
            s = step(Method::RK4, a, s, 1e-3);
            meter.add(s.t, s.x[0], s.v[0]);
        }
        QVERIFY(meter.lastPeriod().has_value());
        QVERIFY(std::abs(*meter.lastPeriod() - exact) < 1e-5 * exact);
        // Crossings in the direction of motion only.
        QCOMPARE(direction > 0 ? meter.downwardCrossings() : meter.upwardCrossings(), 0LL);
    }

    void dampedEnergyNeverIncreases_data()
    {
        QTest::addColumn<int>("method");
        QTest::newRow("symplectic_euler") << static_cast<int>(Method::SymplecticEuler);
        QTest::newRow("rk4") << static_cast<int>(Method::RK4);
    }

    void dampedEnergyNeverIncreases()
    {
        QFETCH(int, method);
        // Symplectic Euler's energy wobbles by ~½ω₀²Δt·θθ' around its shadow energy; damping
        // removes 2β·2K per second. Δt = 0.01 s is well below 4β/ω₀² = 0.2 s, where the wobble
        // would win near θ = 0 (forward Euler gains energy at any Δt and would fail here).
        const SimplePendulumParameters p{1.0, 9.81, 0.5};
        const AccelerationFunction a = simplePendulumAcceleration(p);
        ParticleState s{Vec::Constant(1, 2.5), Vec::Zero(1), 0.0, {}};
        auto energy = [&p](const ParticleState& st) {
            return pendulumKineticEnergy(p, st.v[0]) + pendulumPotentialEnergy(p, st.x[0]);
        };
        const double e0 = energy(s);
        double previous = e0;
        for (int n = 0; n < 3000; ++n) {  // 30 s: the energy falls by a factor ~e^{−30}
            s = step(static_cast<Method>(method), a, s, 0.01);
            const double e = energy(s);
            QVERIFY2(e <= previous + 1e-14 * e0,
                     qPrintable(QString("step %1: E rose from %2 to %3 J/kg").arg(n).arg(previous, 0, 'g', 17).arg(e, 0, 'g', 17)));
            previous = e;
        }
        QVERIFY(previous < 1e-3 * e0);  // it did lose its energy
    }

    void smallAngleSolutionSolvesLinearisedEquation_data()
    {
        QTest::addColumn<double>("beta");
        QTest::newRow("undamped") << 0.0;
        QTest::newRow("under-damped") << 0.7;
        QTest::newRow("critical") << std::sqrt(9.81);
        QTest::newRow("over-damped") << 5.0;
    }

    void smallAngleSolutionSolvesLinearisedEquation()
    {
        QFETCH(double, beta);
        const SimplePendulumParameters p{1.0, 9.81, beta};
        const double theta0 = 0.1, omega0 = -0.3, h = 1e-4;
        auto th = [&](double t) { return smallAngleSolution(p, theta0, omega0, t); };
        QVERIFY(std::abs(th(0.0) - theta0) < 1e-15);
        QVERIFY(std::abs((th(h) - th(-h)) / (2 * h) - omega0) < 1e-7);
        for (double t : {0.3, 1.1, 2.7}) {
            // Central differences: θ'' + 2βθ' + (g/L)θ = 0 to O(h²).
            const double d1 = (th(t + h) - th(t - h)) / (2 * h);
            const double d2 = (th(t + h) - 2 * th(t) + th(t - h)) / (h * h);
            QVERIFY2(std::abs(d2 + 2 * beta * d1 + p.gravity / p.length * th(t)) < 1e-5,
                     qPrintable(QString("t = %1").arg(t)));
        }
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestPendulum)
#include "test_pendulum.moc"

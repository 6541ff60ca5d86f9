// SPDX-License-Identifier: GPL-3.0-or-later
// The two first integrators on the harmonic oscillator x'' = −ω²x, where the exact behaviour of
// the energy E = ½v² + ½ω²x² is known in closed form:
//  * forward Euler: E₁ = (1 + ω²Δt²) E₀ exactly, every step (expand (x + Δt v)² and (v − Δt ω²x)²);
//  * symplectic Euler: conserves the modified energy H̃ = ½v² + ½ω²x² − ½ω²Δt·x·v exactly.
//    Since ω|xv| ≤ E, |E − H̃| ≤ ½ωΔt·E; starting with x₀v₀ = 0 (so H̃ = E₀) the relative energy
//    error stays below ωΔt/(2 − ωΔt) for ever: bounded, no drift.
#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>

using namespace pl;

class TestIntegratorsOscillator : public QObject {
    Q_OBJECT

private:
    static double energy(const ParticleState& s, double omega)
    {
        return 0.5 * s.v.squaredNorm() + 0.5 * omega * omega * s.x.squaredNorm();
    }

private slots:
    void forwardEulerGainsExactFactor_data()
    {
        QTest::addColumn<double>("omega");
        QTest::addColumn<double>("dt");
        QTest::newRow("ω=1, Δt=0.01") << 1.0 << 0.01;
        QTest::newRow("ω=1, Δt=0.1") << 1.0 << 0.1;
        QTest::newRow("ω=3, Δt=0.05") << 3.0 << 0.05;
        QTest::newRow("ω=10, Δt=0.3 (unstable)") << 10.0 << 0.3;
    }

    void forwardEulerGainsExactFactor()
    {
        QFETCH(double, omega);
        QFETCH(double, dt);
        const AccelerationFunction a = [omega](const Vec& x, const Vec&, double) -> Vec {
            return -omega * omega * x;
        };
        ParticleState s{Vec::Constant(1, 1.0), Vec::Constant(1, 0.3), 0.0, {}};
        const double factor = 1.0 + omega * omega * dt * dt;
        for (int n = 0; n < 200; ++n) {
            const double before = energy(s, omega);
            s = step(Method::ForwardEuler, a, s, dt);
            const double ratio = energy(s, omega) / before;
            QVERIFY2(std::abs(ratio / factor - 1.0) < 1e-12,
                     qPrintable(QString("step %1: E₁/E₀ = %2, expected %3")
                                    .arg(n)
                                    .arg(ratio, 0, 'g', 17)
                                    .arg(factor, 0, 'g', 17)));
        }
    }

    void symplecticEulerEnergyBounded()
    {
        const double omega = 2.0, dt = 0.05;
        const AccelerationFunction a = [omega](const Vec& x, const Vec&, double) -> Vec {
            return -omega * omega * x;
        };
        ParticleState s{Vec::Constant(1, 1.0), Vec::Constant(1, 0.0), 0.0, {}};
        const double e0 = energy(s, omega);
        const double bound = omega * dt / (2.0 - omega * dt);  // from the shadow energy
        double worst = 0.0, worstLastTenth = 0.0;
        const int steps = 100000;
        for (int n = 0; n < steps; ++n) {
            s = step(Method::SymplecticEuler, a, s, dt);
            const double err = std::abs(energy(s, omega) - e0) / e0;
            worst = std::max(worst, err);
            if (n >= steps - steps / 10)
                worstLastTenth = std::max(worstLastTenth, err);
        }
        QVERIFY2(worst <= bound, qPrintable(QString("max |ΔE|/E = %1 > %2").arg(worst).arg(bound)));
        // No secular drift: the last tenth of the run is no worse than the bound either, and the
        // error does not keep growing (forward Euler's would be e^{10⁵·ω²Δt²} ≈ e^{1000}).
        QVERIFY(worstLastTenth <= bound);
        QVERIFY(worst > 1e-4);  // the method is not secretly exact: the wobble is real
    }

    void forceEvaluationsPerStep_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("evaluations");
        QTest::newRow("euler") << int(Method::ForwardEuler) << 1;
        QTest::newRow("symplectic_euler") << int(Method::SymplecticEuler) << 1;
        QTest::newRow("heun") << int(Method::Heun) << 2;
        QTest::newRow("midpoint") << int(Method::Midpoint) << 2;
        QTest::newRow("rk4") << int(Method::RK4) << 4;
        QTest::newRow("verlet (first same as last)") << int(Method::VelocityVerlet) << 1;
    }

    void forceEvaluationsPerStep()
    {
        QFETCH(int, method);
        QFETCH(int, evaluations);
        const AccelerationFunction a = [](const Vec& x, const Vec&, double) -> Vec { return -x; };
        ParticleState s{Vec::Constant(1, 1.0), Vec::Constant(1, 0.0), 0.0, {}};
        s = step(Method(method), a, s, 0.1);  // Verlet's first step also evaluates a₀
        long long count = 0;
        for (int n = 0; n < 10; ++n)
            s = step(Method(method), a, s, 0.1, &count);
        QCOMPARE(count, 10LL * evaluations);
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsOscillator)
#include "test_integrators_oscillator.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// One step of every fixed-step method against numbers worked out by hand from the method's
// formula (SecondOrderIntegrators.h), not by calling another stepper: the other integrator
// tests compare step() with StagedStep, which runs the same stages, so a wrong coefficient in a
// stage (Heun's ½ written 0.6) would pass them. Here each expected value is the arithmetic of
// the formula written out in numbers.
//
// The system is deliberately nonlinear in v and explicit in t, so that the two second-order
// Runge–Kutta methods (Heun and midpoint, which agree on linear problems) give different
// velocities and a stage taken at the wrong time shows:
//   a(x, v, t) = −4x − v² + 2t,   x₀ = 1, v₀ = 0.5, t₀ = 1, Δt = 0.1,   a₀ = −4 − 0.25 + 2 = −2.25.
// Every intermediate below is an exact decimal fraction (checked with rational arithmetic);
// the comparison allows a few units of rounding in the last place.
#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>

using namespace pl;

class TestIntegratorsOneStep : public QObject {
    Q_OBJECT

    static AccelerationFunction handSystem()
    {
        return [](const Vec& x, const Vec& v, double t) -> Vec {
            Vec a(x.size());
            for (Eigen::Index i = 0; i < x.size(); ++i)
                a[i] = -4.0 * x[i] - v[i] * v[i] + 2.0 * t;
            return a;
        };
    }

    static ParticleState handStart()
    {
        ParticleState s;
        s.x = Vec::Constant(1, 1.0);
        s.v = Vec::Constant(1, 0.5);
        s.t = 1.0;
        return s;
    }

    static bool close(double got, double expected)
    {
        return std::abs(got - expected) <= 4e-15 * std::max(1.0, std::abs(expected));
    }

    static void checkStep(Method method, double expectedX, double expectedV, int evaluations)
    {
        long long counted = 0;
        const ParticleState s = step(method, handSystem(), handStart(), 0.1, &counted);
        QVERIFY2(close(s.x[0], expectedX), qPrintable(QString("x₁ = %1, by hand %2")
                                                          .arg(s.x[0], 0, 'g', 17)
                                                          .arg(expectedX, 0, 'g', 17)));
        QVERIFY2(close(s.v[0], expectedV), qPrintable(QString("v₁ = %1, by hand %2")
                                                          .arg(s.v[0], 0, 'g', 17)
                                                          .arg(expectedV, 0, 'g', 17)));
        QVERIFY(close(s.t, 1.1));
        QCOMPARE(counted, static_cast<long long>(evaluations));
    }

private slots:
    void forwardEuler()
    {
        // x₁ = x₀ + Δt v₀ = 1 + 0.1·0.5;  v₁ = v₀ + Δt a₀ = 0.5 + 0.1·(−2.25)
        checkStep(Method::ForwardEuler, 1.05, 0.275, 1);
    }

    void symplecticEuler()
    {
        // v₁ = 0.5 + 0.1·(−2.25) = 0.275;  x₁ = x₀ + Δt v₁ = 1 + 0.1·0.275
        checkStep(Method::SymplecticEuler, 1.0275, 0.275, 1);
    }

    void heun()
    {
        // predictor x̃ = 1.05, ṽ = 0.275;  ã = −4·1.05 − 0.275² + 2·1.1 = −2.075625
        // x₁ = 1 + ½·0.1·(0.5 + 0.275) = 1.03875
        // v₁ = 0.5 + ½·0.1·(−2.25 − 2.075625) = 0.28371875
        // (with 0.6 in place of ½: x₁ = 1.0465, v₁ = 0.2404625)
        checkStep(Method::Heun, 1.03875, 0.28371875, 2);
    }

    void midpoint()
    {
        // xₘ = 1 + 0.05·0.5 = 1.025, vₘ = 0.5 + 0.05·(−2.25) = 0.3875, tₘ = 1.05
        // aₘ = −4·1.025 − 0.3875² + 2·1.05 = −2.15015625
        // x₁ = 1 + 0.1·0.3875 = 1.03875;  v₁ = 0.5 + 0.1·(−2.15015625) = 0.284984375
        checkStep(Method::Midpoint, 1.03875, 0.284984375, 2);
    }

    void rk4()
    {
        // k₁ = (0.5, −2.25)
        // y₀ + ½Δt k₁ = (1.025, 0.3875) at t = 1.05:       k₂ = (0.3875, −2.15015625)
        // y₀ + ½Δt k₂ = (1.019375, 0.3924921875) at 1.05:  k₃ = (0.3924921875, −2.131550117248535)
        //   (−4·1.019375 − 0.3924921875² + 2.1 = −34923317121/16384000000)
        // y₀ + Δt k₃ = (1.03924921875, 0.2868449882751465) at 1.1:
        //   k₄ = (0.2868449882751465, −2.0392769222985687)
        // x₁ = 1 + (0.1/6)(0.5 + 2·0.3875 + 2·0.3924921875 + 0.2868449882751465)
        // v₁ = 0.5 + (0.1/6)(−2.25 − 2·2.15015625 − 2·2.131550117248535 − 2.0392769222985687)
        const double x1 = 1.0 + (0.1 / 6.0) * (0.5 + 2.0 * 0.3875 + 2.0 * 0.3924921875 +
                                               0.2868449882751465);
        const double v1 = 0.5 + (0.1 / 6.0) * (-2.25 - 2.0 * 2.15015625 -
                                               2.0 * 2.131550117248535 - 2.0392769222985687);
        QVERIFY(close(x1, 1.0391138227212524));  // 3404968174293/3276800000000
        QVERIFY(close(v1, 0.2857885057200727));
        checkStep(Method::RK4, x1, v1, 4);
    }

    void velocityVerlet()
    {
        // v½ = 0.5 + ½·0.1·(−2.25) = 0.3875;  x₁ = 1 + 0.1·0.3875 = 1.03875
        // a₁ = a(x₁, v½, 1.1) = −4·1.03875 − 0.3875² + 2.2 = −2.10515625
        // v₁ = 0.3875 + ½·0.1·(−2.10515625) = 0.2822421875; a₁ is kept for the next step
        checkStep(Method::VelocityVerlet, 1.03875, 0.2822421875, 2);
        const ParticleState s = step(Method::VelocityVerlet, handSystem(), handStart(), 0.1);
        QVERIFY(s.acceleration.has_value());
        QVERIFY(close((*s.acceleration)[0], -2.10515625));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsOneStep)
#include "test_integrators_one_step.moc"

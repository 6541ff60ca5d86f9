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

#include <algorithm>
#include <cmath>
#include <limits>

using namespace pl;

class TestIntegratorsOneStep : public QObject {
    Q_OBJECT

    template <class Scalar>
    static BasicAccelerationFunction<Scalar> handSystem()
    {
        return [](const VecOf<Scalar>& x, const VecOf<Scalar>& v, Scalar t) -> VecOf<Scalar> {
            VecOf<Scalar> a(x.size());
            for (Eigen::Index i = 0; i < x.size(); ++i)
                a[i] = Scalar(-4) * x[i] - v[i] * v[i] + Scalar(2) * t;
            return a;
        };
    }

    template <class Scalar>
    static BasicParticleState<Scalar> handStart()
    {
        BasicParticleState<Scalar> s;
        s.x = VecOf<Scalar>::Constant(1, Scalar(1));
        s.v = VecOf<Scalar>::Constant(1, Scalar(0.5));
        s.t = Scalar(1);
        return s;
    }

    // Within a few units in the last place of the scalar type (the inputs 0.1 and the
    // intermediates are rounded on the way).
    template <class Scalar>
    static bool close(Scalar got, long double expected)
    {
        const long double tolerance =
            8.0L * std::numeric_limits<Scalar>::epsilon() * std::max(1.0L, std::abs(expected));
        return std::abs(static_cast<long double>(got) - expected) <= tolerance;
    }

    template <class Scalar>
    static void checkStepIn(Method method, long double expectedX, long double expectedV,
                            int evaluations)
    {
        long long counted = 0;
        const BasicParticleState<Scalar> s =
            step(method, handSystem<Scalar>(), handStart<Scalar>(), static_cast<Scalar>(0.1L),
                 &counted);
        QVERIFY2(close(s.x[0], expectedX),
                 qPrintable(QString("%1 digits: x₁ = %2, by hand %3")
                                .arg(std::numeric_limits<Scalar>::digits)
                                .arg(double(s.x[0]), 0, 'g', 17)
                                .arg(double(expectedX), 0, 'g', 17)));
        QVERIFY2(close(s.v[0], expectedV),
                 qPrintable(QString("%1 digits: v₁ = %2, by hand %3")
                                .arg(std::numeric_limits<Scalar>::digits)
                                .arg(double(s.v[0]), 0, 'g', 17)
                                .arg(double(expectedV), 0, 'g', 17)));
        QVERIFY(close(s.t, 1.1L));
        QCOMPARE(counted, static_cast<long long>(evaluations));
    }

    // The same step in float, double and long double: the formulas are written once, for every
    // scalar type.
    static void checkStep(Method method, long double expectedX, long double expectedV,
                          int evaluations)
    {
        checkStepIn<float>(method, expectedX, expectedV, evaluations);
        checkStepIn<double>(method, expectedX, expectedV, evaluations);
        checkStepIn<long double>(method, expectedX, expectedV, evaluations);
    }

private slots:
    void forwardEuler()
    {
        // x₁ = x₀ + Δt v₀ = 1 + 0.1·0.5;  v₁ = v₀ + Δt a₀ = 0.5 + 0.1·(−2.25)
        checkStep(Method::ForwardEuler, 1.05L, 0.275L, 1);
    }

    void symplecticEuler()
    {
        // v₁ = 0.5 + 0.1·(−2.25) = 0.275;  x₁ = x₀ + Δt v₁ = 1 + 0.1·0.275
        checkStep(Method::SymplecticEuler, 1.0275L, 0.275L, 1);
    }

    void heun()
    {
        // predictor x̃ = 1.05, ṽ = 0.275;  ã = −4·1.05 − 0.275² + 2·1.1 = −2.075625
        // x₁ = 1 + ½·0.1·(0.5 + 0.275) = 1.03875
        // v₁ = 0.5 + ½·0.1·(−2.25 − 2.075625) = 0.28371875
        // (with 0.6 in place of ½: x₁ = 1.0465, v₁ = 0.2404625)
        checkStep(Method::Heun, 1.03875L, 0.28371875L, 2);
    }

    void midpoint()
    {
        // xₘ = 1 + 0.05·0.5 = 1.025, vₘ = 0.5 + 0.05·(−2.25) = 0.3875, tₘ = 1.05
        // aₘ = −4·1.025 − 0.3875² + 2·1.05 = −2.15015625
        // x₁ = 1 + 0.1·0.3875 = 1.03875;  v₁ = 0.5 + 0.1·(−2.15015625) = 0.284984375
        checkStep(Method::Midpoint, 1.03875L, 0.284984375L, 2);
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
        const long double x1 = 1.0L + (0.1L / 6.0L) * (0.5L + 2.0L * 0.3875L + 2.0L * 0.3924921875L +
                                                      0.2868449882751465L);
        const long double v1 = 0.5L + (0.1L / 6.0L) * (-2.25L - 2.0L * 2.15015625L -
                                                      2.0L * 2.131550117248535L -
                                                      2.0392769222985687L);
        // The exact fractions, 3404968174293/3276800000000 and
        // 153431535705052636090453/536870912000000000000000 (k₃ and k₄ above are rounded to 16
        // digits, so the sums agree with them to about 1e-17):
        QVERIFY(std::abs(x1 - 1.03911382272125244140625L) < 1e-16L);
        QVERIFY(std::abs(v1 - 0.2857885057200726793901119L) < 1e-16L);
        checkStep(Method::RK4, 1.03911382272125244140625L, 0.2857885057200726793901119L, 4);
    }

    void velocityVerlet()
    {
        // v½ = 0.5 + ½·0.1·(−2.25) = 0.3875;  x₁ = 1 + 0.1·0.3875 = 1.03875
        // a₁ = a(x₁, v½, 1.1) = −4·1.03875 − 0.3875² + 2.2 = −2.10515625
        // v₁ = 0.3875 + ½·0.1·(−2.10515625) = 0.2822421875; a₁ is kept for the next step
        checkStep(Method::VelocityVerlet, 1.03875L, 0.2822421875L, 2);
        const ParticleState s =
            step(Method::VelocityVerlet, handSystem<double>(), handStart<double>(), 0.1);
        QVERIFY(s.acceleration.has_value());
        QVERIFY(close((*s.acceleration)[0], -2.10515625L));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsOneStep)
#include "test_integrators_one_step.moc"

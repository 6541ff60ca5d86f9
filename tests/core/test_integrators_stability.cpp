// SPDX-License-Identifier: GPL-3.0-or-later
// Why methods behave as they do, checked against what is known independently of the code:
//  * one step of every method equals its formula worked out here by hand, on a nonlinear,
//    damped, driven problem (stagesEqualWholeStep compares step() with the staged stepper it is
//    built from, so a wrong coefficient there, Heun's ½ made 0.6, passes it; not this);
//  * stability regions: RK4 meets the negative real axis at −2.7853 and the imaginary axis at
//    ±2√2 (Hairer & Wanner II, §IV.2, Fig. 2.1); Euler and Heun meet the real axis at −2 and
//    touch the imaginary one only at 0; symplectic Euler and velocity Verlet are stable on the
//    undamped oscillator for ωΔt < 2 and not above; every traced boundary point has |R| = 1;
//  * RK4's amplification matrix, taken from its step(), has the spectral radius |R(iωΔt)|;
//  * forward Euler on a damped oscillator: the energy growth per second the meter predicts,
//    ρ^(2/Δt), is the one measured over 30 s within 1 %;
//  * the embedded pairs: Heun–Euler carries Heun's R(z); Dormand–Prince 5(4)'s fifth-order
//    solution has R(z) = Σ zᵏ/k! to k = 5 plus z⁶/600 (Hairer & Wanner II, §IV.2); and the limits
//    the meter derives from those polynomials are where the adaptive stepper itself, held at a
//    fixed step, turns from decaying to growing, on the imaginary and on the negative real axis;
//  * the closed-form shadow energies: velocity Verlet's and symplectic Euler's H̃ stay constant
//    to 1e-12 over 10⁶ steps while H itself swings by percents.
#include <particlelab/integrators/AdaptiveIntegrators.h>
#include <particlelab/integrators/ModifiedEnergy.h>
#include <particlelab/integrators/Stability.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>
#include <optional>

using namespace pl;

class TestIntegratorsStability : public QObject {
    Q_OBJECT

private:
    // a(x, v, t) = −sin x − 0.3 v + 0.5 cos t: nonlinear in x, damped, driven.
    static double accel(double x, double v, double t)
    {
        return -std::sin(x) - 0.3 * v + 0.5 * std::cos(t);
    }

    // One step of `method` from (x, v, t) written straight from its formula.
    static std::pair<double, double> byHand(Method method, double x, double v, double t, double h,
                                            std::optional<double>& verletCache)
    {
        const double a0 = accel(x, v, t);
        switch (method) {
        case Method::ForwardEuler: return {x + h * v, v + h * a0};
        case Method::SymplecticEuler: {
            const double v1 = v + h * a0;
            return {x + h * v1, v1};
        }
        case Method::Heun: {
            const double xp = x + h * v, vp = v + h * a0;
            return {x + h / 2 * (v + vp), v + h / 2 * (a0 + accel(xp, vp, t + h))};
        }
        case Method::Midpoint: {
            const double xm = x + h / 2 * v, vm = v + h / 2 * a0;
            return {x + h * vm, v + h * accel(xm, vm, t + h / 2)};
        }
        case Method::RK4: {
            const double k1x = v, k1v = a0;
            const double k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v, t + h / 2);
            const double k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v, t + h / 2);
            const double k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v, t + h);
            return {x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x),
                    v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)};
        }
        case Method::VelocityVerlet: {
            // a₀ is the end acceleration of the step before, taken at v½ (first same as last;
            // with a velocity-dependent force it differs from a(x, v, t): see the header).
            const double vHalf = v + h / 2 * (verletCache ? *verletCache : a0);
            const double x1 = x + h * vHalf;
            verletCache = accel(x1, vHalf, t + h);
            return {x1, vHalf + h / 2 * *verletCache};
        }
        }
        return {};
    }

private slots:
    void oneStepEqualsItsFormula_data()
    {
        QTest::addColumn<int>("method");
        for (const MethodInfo& info : allMethods())
            QTest::newRow(std::string(info.id).c_str()) << int(info.method);
    }

    void oneStepEqualsItsFormula()
    {
        QFETCH(int, method);
        const AccelerationFunction a = [](const Vec& x, const Vec& v, double t) -> Vec {
            return Vec::Constant(1, accel(x[0], v[0], t));
        };
        ParticleState state;
        state.x = Vec::Constant(1, 0.7);
        state.v = Vec::Constant(1, -0.4);
        state.t = 0.2;
        double x = 0.7, v = -0.4, t = 0.2;
        std::optional<double> verletCache;
        const double h = 0.25;  // s: large, so that a wrong coefficient moves the result a lot
        for (int n = 0; n < 3; ++n) {  // several steps: Verlet's reused end acceleration too
            state = step(Method(method), a, state, h);
            std::tie(x, v) = byHand(Method(method), x, v, t, h, verletCache);
            t += h;
            QVERIFY2(std::abs(state.x[0] - x) < 1e-14 && std::abs(state.v[0] - v) < 1e-14,
                     qPrintable(QString("step %1: x %2 vs %3, v %4 vs %5")
                                    .arg(n).arg(state.x[0], 0, 'g', 17).arg(x, 0, 'g', 17)
                                    .arg(state.v[0], 0, 'g', 17).arg(v, 0, 'g', 17)));
        }
    }

    void regionsMeetTheAxesWhereTheBooksSay()
    {
        QVERIFY(std::abs(realAxisLimit(Method::RK4) - (-2.7853)) < 1e-4);
        QVERIFY(std::abs(imaginaryAxisLimit(Method::RK4) - 2.0 * std::numbers::sqrt2) < 1e-9);
        QVERIFY(std::abs(realAxisLimit(Method::ForwardEuler) - (-2.0)) < 1e-9);
        QVERIFY(std::abs(realAxisLimit(Method::Heun) - (-2.0)) < 1e-9);
        QCOMPARE(imaginaryAxisLimit(Method::ForwardEuler), 0.0);
        QCOMPARE(imaginaryAxisLimit(Method::Heun), 0.0);
        QCOMPARE(imaginaryAxisLimit(Method::Midpoint), 0.0);

        // On the undamped oscillator: the partitioned methods up to ωΔt = 2, RK4 up to 2√2, the
        // others at no ωΔt > 0.
        QVERIFY(std::abs(stabilityLimitOmegaDt(Method::SymplecticEuler, 0.0) - 2.0) < 1e-6);
        QVERIFY(std::abs(stabilityLimitOmegaDt(Method::VelocityVerlet, 0.0) - 2.0) < 1e-6);
        QVERIFY(std::abs(stabilityLimitOmegaDt(Method::RK4, 0.0) - 2.0 * std::numbers::sqrt2) < 1e-6);
        QCOMPARE(stabilityLimitOmegaDt(Method::ForwardEuler, 0.0), 0.0);
        QCOMPARE(stabilityLimitOmegaDt(Method::Heun, 0.0), 0.0);
        for (const Method m : {Method::SymplecticEuler, Method::VelocityVerlet}) {
            QVERIFY(spectralRadius(amplificationMatrix(m, 1.0, 0.0, 1.99)) < 1.0 + 1e-12);
            QVERIFY(spectralRadius(amplificationMatrix(m, 1.0, 0.0, 2.01)) > 1.1);
        }
        // Damping widens Euler's interval from nothing to ωΔt < 2ζ (ρ² = 1 − 2ζωΔt + (ωΔt)²).
        QVERIFY(std::abs(stabilityLimitOmegaDt(Method::ForwardEuler, 0.1) - 0.2) < 1e-6);

        for (const Method m : {Method::ForwardEuler, Method::Heun, Method::RK4}) {
            const auto curves = stabilityBoundary(m, 720);
            QVERIFY(!curves.empty());
            double worst = 0.0, leftmost = 0.0;
            for (const auto& curve : curves)
                for (const std::complex<double> z : curve) {
                    worst = std::max(worst, std::abs(std::abs(*stabilityFunction(m, z)) - 1.0));
                    leftmost = std::min(leftmost, z.real());
                }
            QVERIFY(worst < 1e-9);
            QVERIFY(std::abs(leftmost - realAxisLimit(m)) < 1e-3);
        }
    }

    void embeddedPairsHaveTheRegionsOfTheirCarriedSolutions()
    {
        const std::vector<double> heunEuler = carriedStabilityPolynomial(EmbeddedPair::HeunEuler21);
        QCOMPARE(heunEuler, (std::vector<double>{1.0, 1.0, 0.5}));
        const std::vector<double> dopri = carriedStabilityPolynomial(EmbeddedPair::DormandPrince54);
        const std::vector<double> book{1.0, 1.0, 1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120, 1.0 / 600};
        QCOMPARE(dopri.size(), book.size());
        for (std::size_t k = 0; k < book.size(); ++k)
            QVERIFY2(std::abs(dopri[k] - book[k]) < 1e-15 * book[0],
                     qPrintable(QString("c%1 = %2, the book's %3").arg(k).arg(dopri[k], 0, 'g', 17)
                                    .arg(book[k], 0, 'g', 17)));
        QCOMPARE(stabilityLimitOmegaDt(EmbeddedPair::HeunEuler21, 0.0), 0.0);
    }

    // The pair held at a fixed step h (a tolerance nothing fails, h its first and largest step)
    // on x'' = −ω²x − γx' for n steps: the factor by which |(x, v/ω)| (or |v| when ω = 0) changed
    // per step, on average over the last half.
    static double heldStepGrowth(EmbeddedPair pair, double omega, double gamma, double h, int n)
    {
        ErrorControl control;
        control.absoluteTolerance = control.relativeTolerance = 1e300;
        control.firstStep = control.maxStep = h;
        const AccelerationFunction a = [omega, gamma](const Vec& x, const Vec& v, double) -> Vec {
            return -omega * omega * x - gamma * v;
        };
        AdaptiveStepper stepper(pair, a,
                                ParticleState{Vec::Constant(1, omega > 0 ? 1.0 : 0.0),
                                              Vec::Constant(1, omega > 0 ? 0.3 : 1.0), 0.0, {}},
                                control);
        auto size = [&] {
            const ParticleState& s = stepper.state();
            return omega > 0 ? std::hypot(s.x[0], s.v[0] / omega) : std::abs(s.v[0]);
        };
        for (int k = 0; k < n / 2; ++k)
            stepper.attempt();
        const double half = size();
        for (int k = n / 2; k < n; ++k)
            stepper.attempt();
        return std::pow(size() / half, 1.0 / (n - n / 2));
    }

    void adaptiveStepperTurnsUnstableWhereTheMeterSays()
    {
        const EmbeddedPair dopri = EmbeddedPair::DormandPrince54;
        // The imaginary axis: the undamped oscillator, ωh just inside and outside the limit.
        const double limit = stabilityLimitOmegaDt(dopri, 0.0);
        QVERIFY2(limit > 0.5, qPrintable(QString("limit ωΔt %1").arg(limit)));  // 0.997: |R(iy)|² = 1 − y⁶/1800 + …
        QVERIFY(std::abs(limit - imaginaryAxisLimit(dopri)) < 1e-6);
        const double inside = heldStepGrowth(dopri, 1.0, 0.0, 0.99 * limit, 4000);
        const double outside = heldStepGrowth(dopri, 1.0, 0.0, 1.01 * limit, 4000);
        QVERIFY2(inside <= 1.0 && outside > 1.0,
                 qPrintable(QString("growth per step %1 inside, %2 outside").arg(inside, 0, 'g', 12)
                                .arg(outside, 0, 'g', 12)));
        // and at the rate the meter predicts
        QVERIFY(std::abs(outside - growthPerStep(dopri, 1.0, 0.0, 1.01 * limit)) < 1e-9);
        // The negative real axis: pure damping v' = −γv, γh just inside and outside.
        const double real = -realAxisLimit(dopri);
        QVERIFY2(real > 3.0 && real < 3.5, qPrintable(QString("real-axis limit %1").arg(real)));
        QVERIFY(heldStepGrowth(dopri, 0.0, 1.0, 0.99 * real, 400) < 1.0);
        QVERIFY(heldStepGrowth(dopri, 0.0, 1.0, 1.01 * real, 400) > 1.0);
        for (const EmbeddedPair pair : {EmbeddedPair::HeunEuler21, dopri})
            QVERIFY(std::abs(growthPerStep(pair, 1.0, 0.0, 0.5) -
                             heldStepGrowth(pair, 1.0, 0.0, 0.5, 2000)) < 1e-9);
    }

    void rk4StepHasItsStabilityFunction()
    {
        for (const double omegaDt : {0.3, 1.0, 2.5, 2.9}) {
            const double fromStep = spectralRadius(amplificationMatrix(Method::RK4, 1.0, 0.0, omegaDt));
            const double fromR = std::abs(*stabilityFunction(Method::RK4, {0.0, omegaDt}));
            QVERIFY2(std::abs(fromStep - fromR) < 1e-13,
                     qPrintable(QString("ωΔt %1: %2 vs %3").arg(omegaDt).arg(fromStep).arg(fromR)));
        }
    }

    void eulerEnergyGrowsAsPredicted()
    {
        const double omega = 2.0, gamma = 0.1, dt = 0.1;  // ωΔt = 0.2, ζ = 0.025: unstable
        const double predicted = energyGrowthPerSecond(Method::ForwardEuler, omega, gamma, dt);
        QVERIFY(predicted > 1.2);
        const AccelerationFunction a = [&](const Vec& x, const Vec& v, double) -> Vec {
            return -omega * omega * x - gamma * v;
        };
        ParticleState state;
        state.x = Vec::Constant(1, 1.0);
        state.v = Vec::Constant(1, 0.0);
        auto energy = [&](const ParticleState& s) {
            return 0.5 * s.v[0] * s.v[0] + 0.5 * omega * omega * s.x[0] * s.x[0];
        };
        const double e0 = energy(state);
        const int steps = 300;  // 30 s
        for (int n = 0; n < steps; ++n)
            state = step(Method::ForwardEuler, a, state, dt);
        const double measured = std::pow(energy(state) / e0, 1.0 / (steps * dt));
        qInfo("energy growth per second: predicted %.5f, measured %.5f", predicted, measured);
        QVERIFY(std::abs(measured / predicted - 1.0) < 0.01);
    }

    void shadowEnergiesAreConserved()
    {
        const double mass = 2.0, omega = 1.3, dt = 0.4;  // ωΔt = 0.52
        const AccelerationFunction a = [&](const Vec& x, const Vec&, double) -> Vec {
            return -omega * omega * x;
        };
        for (const Method m : {Method::VelocityVerlet, Method::SymplecticEuler}) {
            auto shadow = [&](const ParticleState& s) {
                const double p = mass * s.v[0];
                return m == Method::VelocityVerlet
                           ? verletShadowEnergyOscillator(s.x[0], p, mass, omega, dt)
                           : symplecticEulerShadowEnergyOscillator(s.x[0], p, mass, omega, dt);
            };
            auto energy = [&](const ParticleState& s) {
                return 0.5 * mass * s.v[0] * s.v[0] + 0.5 * mass * omega * omega * s.x[0] * s.x[0];
            };
            ParticleState state;
            state.x = Vec::Constant(1, 1.0);
            state.v = Vec::Constant(1, 0.3);
            const double h0 = shadow(state), e0 = energy(state);
            double worstShadow = 0.0, worstEnergy = 0.0;
            for (int n = 0; n < 1000000; ++n) {
                state = step(m, a, state, dt);
                if (n % 97 == 0) {
                    worstShadow = std::max(worstShadow, std::abs(shadow(state) / h0 - 1.0));
                    worstEnergy = std::max(worstEnergy, std::abs(energy(state) / e0 - 1.0));
                }
            }
            qInfo("%s: H̃ within %.2g, H within %.2g over 10⁶ steps",
                  std::string(methodInfo(m).name).c_str(), worstShadow, worstEnergy);
            QVERIFY(worstShadow < 1e-12);
            QVERIFY(worstEnergy > 0.01);
        }
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestIntegratorsStability)
#include "test_integrators_stability.moc"

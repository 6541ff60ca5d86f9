// SPDX-License-Identifier: GPL-3.0-or-later
// Round-off: what the integrators do when the step is so small, or the run so long, that the
// rounding of the updates matters more than the method's truncation error.
//
// - The round-off floor. RK4's global error on the oscillator falls as Δt⁴ until the rounding
//   of N = T/Δt updates overtakes it; below that step the error grows again as Δt shrinks.
//   In float the branch past the floor has slope near −1 on log-log axes (error ∝ N), and
//   float's floor is many orders of magnitude above double's (their ε differ by 2²⁹).
// - Brouwer's law. Velocity Verlet conserves the oscillator's modified energy
//   H̃ = ½v²/(1 − ω²Δt²/4) + ½ω²x² exactly in exact arithmetic, so any drift of H̃ is rounding
//   alone. Over 10⁷ steps it grows like a random walk, ∝ √n; compensated summation of the
//   updates leaves it ∝ √n and makes it at least ten times smaller.
//
// Each measurement is the root mean square over several initial phases φ (x₀ = cos φ,
// v₀ = −sin φ), stacked as independent copies in one state, so that one lucky rounding does not
// decide a fit.
#include <particlelab/analysis/LinearFit.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>
#include <vector>

using namespace pl;

class TestIntegratorsRoundoff : public QObject {
    Q_OBJECT

    static constexpr int phaseCount = 8;

    static long double phase(int i) { return 0.1L + 0.785L * i; }

    template <class Scalar>
    static BasicParticleState<Scalar> phasedStart(int copies)
    {
        BasicParticleState<Scalar> s;
        s.x.resize(copies);
        s.v.resize(copies);
        for (int i = 0; i < copies; ++i) {
            s.x[i] = static_cast<Scalar>(std::cos(phase(i)));
            s.v[i] = static_cast<Scalar>(-std::sin(phase(i)));
        }
        return s;
    }

    // x'' = −x (ω = 1, so ω² adds no rounding of its own).
    template <class Scalar>
    static BasicAccelerationFunction<Scalar> unitOscillator()
    {
        return [](const VecOf<Scalar>& x, const VecOf<Scalar>&, Scalar) -> VecOf<Scalar> {
            return -x;
        };
    }

    // RK4 with N steps of Δt = T/N (T = 1 s): RMS over the phases of |(x, v) − exact|, the
    // exact solution taken at the time the steps really reach, N·Δt in the scalar's Δt.
    template <class Scalar>
    static double rk4Error(long long steps)
    {
        const Scalar dt = static_cast<Scalar>(1.0L / steps);
        const BasicAccelerationFunction<Scalar> a = unitOscillator<Scalar>();
        BasicParticleState<Scalar> s = phasedStart<Scalar>(phaseCount);
        for (long long n = 0; n < steps; ++n)
            s = step(Method::RK4, a, s, dt);
        const long double t = static_cast<long double>(steps) * static_cast<long double>(dt);
        long double sum = 0.0L;
        for (int i = 0; i < phaseCount; ++i) {
            const long double ex = std::cos(t + phase(i)) - s.x[i];
            const long double ev = -std::sin(t + phase(i)) - s.v[i];
            sum += ex * ex + ev * ev;
        }
        return double(std::sqrt(sum / phaseCount));
    }

    struct Curve {
        std::vector<double> dt;
        std::vector<double> error;
        int floorIndex = 0;  // the smallest error: the floor
        double floor() const { return error[std::size_t(floorIndex)]; }
    };

    // Δt from 0.1 s down to `finest`, four steps a decade.
    template <class Scalar>
    static Curve rk4Curve(double finest)
    {
        Curve c;
        for (int k = 0;; ++k) {
            const long long steps = std::llround(10.0 * std::pow(10.0, k / 4.0));
            if (1.0 / steps < finest * 0.99)
                break;
            c.dt.push_back(1.0 / steps);
            c.error.push_back(rk4Error<Scalar>(steps));
            if (c.error.back() < c.error[std::size_t(c.floorIndex)])
                c.floorIndex = int(c.error.size()) - 1;
        }
        return c;
    }

    // Velocity Verlet on the oscillator (ω = 1, Δt = 0.01 s) for 10⁷ steps, 16 phases: the RMS
    // relative error of H̃ at step counts four a decade from 10⁴ on.
    struct Drift {
        std::vector<double> steps;
        std::vector<double> error;
    };

    static Drift verletDrift(bool compensated)
    {
        constexpr int copies = 16;
        constexpr double dt = 0.01;
        const long double stiffness = 1.0L - 0.25L * dt * dt;  // 1 − ω²Δt²/4
        auto shadow = [&](const ParticleState& s) {
            const VecOf<long double> x = compensatedX(s), v = compensatedV(s);
            VecOf<long double> h(copies);
            for (int i = 0; i < copies; ++i)
                h[i] = 0.5L * v[i] * v[i] / stiffness + 0.5L * x[i] * x[i];
            return h;
        };
        ParticleState s = phasedStart<double>(copies);
        for (int i = 0; i < copies; ++i) {  // spread the phases over a whole turn
            const double p = 2.0 * std::numbers::pi * i / copies + 0.1;
            s.x[i] = std::cos(p);
            s.v[i] = -std::sin(p);
        }
        if (compensated)
            s = withCompensatedSummation(s);
        const VecOf<long double> h0 = shadow(s);
        const AccelerationFunction a = unitOscillator<double>();
        Drift d;
        long long n = 0;
        for (int k = 0; k <= 12; ++k) {
            const long long until = std::llround(1e4 * std::pow(10.0, k / 4.0));
            for (; n < until; ++n)
                s = step(Method::VelocityVerlet, a, s, dt);
            const VecOf<long double> h = shadow(s);
            long double sum = 0.0L;
            for (int i = 0; i < copies; ++i) {
                const long double relative = (h[i] - h0[i]) / h0[i];
                sum += relative * relative;
            }
            d.steps.push_back(double(n));
            d.error.push_back(double(std::sqrt(sum / copies)));
        }
        return d;
    }

private slots:
    void roundOffFloorOfRk4()
    {
        // Float: Δt down to 1e-7 s (10⁷ steps); double: down to 1e-5 s, past its floor.
        const Curve single = rk4Curve<float>(1e-7);
        const Curve twice = rk4Curve<double>(1e-5);
        QString table;
        for (std::size_t i = 0; i < single.dt.size(); ++i)
            table += QString("Δt %1: float %2%3\n")
                         .arg(single.dt[i], 0, 'g', 3)
                         .arg(single.error[i], 0, 'g', 3)
                         .arg(i < twice.dt.size() ? QString(", double %1").arg(twice.error[i], 0, 'g', 3)
                                                  : QString());
        qInfo().noquote() << table;

        // Truncation side: double still falls like Δt⁴ from 0.1 to 0.01 s.
        QVERIFY(twice.error[0] / twice.error[4] > 0.5e4);
        // The floor is inside the range, not at its end: the error grows again past it.
        QVERIFY(single.floorIndex + 8 < int(single.dt.size()));
        QVERIFY(twice.floorIndex + 2 < int(twice.dt.size()));
        QVERIFY(twice.error.back() > 3.0 * twice.floor());

        // Float's floor is at least 10⁵ times double's.
        QVERIFY2(single.floor() >= 1e5 * twice.floor(),
                 qPrintable(QString("float floor %1, double floor %2")
                                .arg(single.floor())
                                .arg(twice.floor())));

        // The round-off branch of float: every Δt smaller than the floor's.
        const std::vector<double> dt(single.dt.begin() + single.floorIndex + 1, single.dt.end());
        const std::vector<double> err(single.error.begin() + single.floorIndex + 1,
                                      single.error.end());
        const std::optional<LinearFit> fit = fitLogLog(dt, err);
        QVERIFY(fit);
        qInfo() << "float round-off branch slope" << fit->slope << "over" << dt.size() << "steps";
        QVERIFY2(fit->slope > -1.3 && fit->slope < -0.7,
                 qPrintable(QString("slope %1").arg(fit->slope)));
    }

    void brouwersLawWithCompensatedSummation()
    {
        const Drift plain = verletDrift(false);
        const Drift compensated = verletDrift(true);
        for (std::size_t i = 0; i < plain.steps.size(); ++i)
            qInfo().noquote() << QString("n %1: plain %2, compensated %3")
                                     .arg(plain.steps[i], 0, 'g', 3)
                                     .arg(plain.error[i], 0, 'g', 3)
                                     .arg(compensated.error[i], 0, 'g', 3);

        // After 10⁷ steps compensated summation is at least ten times better.
        QVERIFY2(plain.error.back() >= 10.0 * compensated.error.back(),
                 qPrintable(QString("plain %1, compensated %2")
                                .arg(plain.error.back())
                                .arg(compensated.error.back())));

        const std::optional<LinearFit> plainFit = fitLogLog(plain.steps, plain.error);
        const std::optional<LinearFit> compensatedFit =
            fitLogLog(compensated.steps, compensated.error);
        QVERIFY(plainFit && compensatedFit);
        qInfo() << "growth exponents: plain" << plainFit->slope << "compensated"
                << compensatedFit->slope;
        QVERIFY2(std::abs(compensatedFit->slope - 0.5) <= 0.1,
                 qPrintable(QString("compensated exponent %1").arg(compensatedFit->slope)));
        // Velocity Verlet's coefficients (½, 1) are exact in binary, so the rounded method is
        // still symplectic and plain rounding drifts as a random walk too (Hairer, McLachlan &
        // Razakarivony, BIT 48, 2008): the exponent is Brouwer's ½, not 1.
        QVERIFY2(std::abs(plainFit->slope - 0.5) <= 0.15,
                 qPrintable(QString("plain exponent %1").arg(plainFit->slope)));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsRoundoff)
#include "test_integrators_roundoff.moc"

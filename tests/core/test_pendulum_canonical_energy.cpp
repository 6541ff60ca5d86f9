// SPDX-License-Identifier: GPL-3.0-or-later
// The implicit midpoint rule on the double pendulum's canonical (θ, p)
// (core/pendulum/DoublePendulumCanonical.h) keeps the energy error bounded with no drift: at the
// lesson's defaults (1 kg, 1 m, θ₁ = θ₂ = 130° from rest, chaotic) and its default Δt = 1 ms,
// over 10⁴ s (10⁷ steps), a least-squares line through (E − E₀)/E₀ against t has a slope below
// 10⁻⁹ per second, and the error itself stays below 2·10⁻⁴ (the O(Δt²) wobble of backward error
// analysis, HLW §IX.8). Label long: about 15 s in release.
#include <particlelab/analysis/LinearFit.h>
#include <particlelab/pendulum/DoublePendulum.h>
#include <particlelab/pendulum/DoublePendulumCanonical.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;

class TestPendulumCanonicalEnergy : public QObject {
    Q_OBJECT

private slots:
    void energyErrorHasNoDriftOverTenThousandSeconds()
    {
        const DoublePendulumParameters p;
        const double start = 130.0 * std::numbers::pi / 180.0;
        DoublePendulumPhasePoint y = canonicalFromVelocities(p, {start, start, 0.0, 0.0});
        const double e0 = doublePendulumHamiltonian(p, y);
        const double dt = 1e-3;
        const long long steps = 10000000;  // 10⁴ s
        const int sampleEvery = 100;       // 0.1 s
        std::vector<double> times, errors;
        times.reserve(steps / sampleEvery);
        errors.reserve(steps / sampleEvery);
        double worst = 0.0;
        long long iterations = 0;
        for (long long n = 1; n <= steps; ++n) {
            const ImplicitMidpointStep s = implicitMidpointStep(p, y, dt);
            QVERIFY2(s.converged, qPrintable(QString("no convergence at step %1").arg(n)));
            iterations += s.iterations;
            y = s.y;
            if (n % sampleEvery == 0) {
                const double error = (doublePendulumHamiltonian(p, y) - e0) / e0;
                times.push_back(n * dt);
                errors.push_back(error);
                worst = std::max(worst, std::abs(error));
            }
        }
        const std::optional<LinearFit> fit = fitLine(times, errors);
        QVERIFY(fit);
        qInfo("implicit midpoint, Δt = 1 ms, 10⁴ s: slope of (E − E₀)/E₀ %.3e per s, max "
              "|E − E₀|/E₀ %.3e, %.2f fixed-point iterations per step",
              fit->slope, worst, static_cast<double>(iterations) / steps);
        QVERIFY2(std::abs(fit->slope) < 1e-9, qPrintable(QString("slope %1 per s").arg(fit->slope)));
        QVERIFY2(worst < 2e-4, qPrintable(QString("max error %1").arg(worst)));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestPendulumCanonicalEnergy)
#include "test_pendulum_canonical_energy.moc"

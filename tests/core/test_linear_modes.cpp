// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers behind the stability meter (particlelab/linear):
//  * Lanczos finds the three largest ω² of a chain of n equal masses between two walls,
//    (4k/m) sin²(jπ/(2(n + 1))), to 1e-7 relative (60 steps), through DampedSprings' mass-weighted
//    stiffness product; started from its own result it agrees again;
//  * the limits along a mode's ray: symplectic Euler 2 and RK4 2√2 undamped, forward Euler
//    and Heun stable at no ωΔt undamped, forward Euler 2ζ with damping (|1 + z| ≤ 1 on the ray);
//  * a reading: the margin Δt/limit and the growth ρ^(2/Δt) of forward Euler's energy,
//    (1 + ω²Δt²)^(1/Δt); a mode with ω² ≤ 0 has no limit;
//  * the outlines: Verlet's reaches ±2i and closes; forward Euler's is the circle |1 + z| = 1;
//  * Chebyshev's weights on Jacobi for −u'' = f (n = 40): the error stays under the Chebyshev
//    bound 2rᵏ/(1 + r²ᵏ) at every step and falls by 10⁶ in about √ of plain Jacobi's steps.
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/linear/ChebyshevWeights.h>
#include <particlelab/linear/Lanczos.h>
#include <particlelab/linear/StabilityMeter.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;

class TestLinearModes : public QObject {
    Q_OBJECT

private slots:
    void lanczosFindsTheChainsFastestModes()
    {
        // Particles 1 … n free, 0 and n + 1 fixed (inverse mass 0), along x, spacing 0.1 m.
        const int n = 60;
        const double ks = 50.0, rest = 0.1, mass = 0.01;
        std::vector<Link> links;
        Eigen::VectorXd positions(2 * (n + 2)), sqrtW(n + 2);
        for (int i = 0; i < n + 2; ++i) {
            positions.segment<2>(2 * i) = Eigen::Vector2d(rest * i, 0.0);
            sqrtW[i] = (i == 0 || i == n + 1) ? 0.0 : 1.0 / std::sqrt(mass);
            if (i > 0)
                links.push_back({i - 1, i, rest});
        }
        const DampedSprings springs(links, ks, 0.0);
        const SymmetricOperator apply = [&](const Eigen::VectorXd& u, Eigen::VectorXd& out) {
            springs.addMassWeightedStiffness(positions, sqrtW, u, out);
        };
        Eigen::VectorXd start;
        const std::vector<double> top = largestEigenvalues(apply, positions.size(), 3, 60, start);
        QCOMPARE(top.size(), std::size_t(3));
        const double k = ks / rest;
        for (int j = 0; j < 3; ++j) {
            const double exact =
                4.0 * k / mass * std::pow(std::sin((n - j) * std::numbers::pi / (2.0 * (n + 1))), 2);
            QVERIFY2(std::abs(top[static_cast<std::size_t>(j)] / exact - 1.0) < 1e-7,
                     qPrintable(QString("mode %1: %2 against %3")
                                    .arg(j)
                                    .arg(top[static_cast<std::size_t>(j)], 0, 'g', 15)
                                    .arg(exact, 0, 'g', 15)));
        }
        // Warm: from the last Ritz vector a short run finds the top again.
        const std::vector<double> again = largestEigenvalues(apply, positions.size(), 1, 12, start);
        QVERIFY(std::abs(again[0] / top[0] - 1.0) < 1e-6);
    }

    void limitsAlongTheRay()
    {
        StabilityMeter meter;
        QVERIFY(std::abs(meter.limitOmegaDt(Method::SymplecticEuler, 0.0) - 2.0) < 1e-9);
        QVERIFY(std::abs(meter.limitOmegaDt(Method::VelocityVerlet, 0.0) - 2.0) < 1e-9);
        QVERIFY(std::abs(meter.limitOmegaDt(Method::RK4, 0.0) - 2.0 * std::sqrt(2.0)) < 1e-6);
        QCOMPARE(meter.limitOmegaDt(Method::ForwardEuler, 0.0), 0.0);
        QCOMPARE(meter.limitOmegaDt(Method::Heun, 0.0), 0.0);
        // |1 + ωΔt(−ζ + i√(1 − ζ²))|² = 1 − 2ζωΔt + (ωΔt)²: the limit is ωΔt = 2ζ.
        QVERIFY(std::abs(meter.limitOmegaDt(Method::ForwardEuler, 0.1) - 0.2) < 1e-4);
    }

    void aReading()
    {
        StabilityMeter meter;
        const double omega = 3.0, dt = 0.05;
        const StabilityReading symplectic =
            meter.read(Method::SymplecticEuler, {omega * omega, 0.0}, dt);
        QVERIFY(std::abs(symplectic.fractionOfLimit - omega * dt / 2.0) < 1e-9);
        QCOMPARE(symplectic.energyGrowthPerSecond, 1.0);
        const StabilityReading euler = meter.read(Method::ForwardEuler, {omega * omega, 0.0}, dt);
        QVERIFY(std::isinf(euler.fractionOfLimit));
        const double expected = std::pow(1.0 + omega * omega * dt * dt, 1.0 / dt);
        QVERIFY(std::abs(euler.energyGrowthPerSecond / expected - 1.0) < 1e-12);
        const StabilityReading upright = meter.read(Method::RK4, {-9.81, 0.0}, dt);
        QVERIFY(std::isinf(upright.limitDt));
        QCOMPARE(upright.fractionOfLimit, 0.0);
        const auto lambda = modeEigenvalues({omega * omega, 0.4});
        QVERIFY(std::abs(lambda[0] - std::complex<double>(-0.2, std::sqrt(9.0 - 0.04))) < 1e-12);
        QVERIFY(std::abs(lambda[1] - std::conj(lambda[0])) < 1e-12);
    }

    void outlines()
    {
        const auto verlet = stabilityRegionOutline(Method::VelocityVerlet);
        QCOMPARE(verlet.size(), std::size_t(1));
        double reach = 0.0;
        for (const auto& z : verlet[0])
            if (std::abs(z.real()) < 1e-9)
                reach = std::max(reach, std::abs(z.imag()));
        QVERIFY2(std::abs(reach - 2.0) < 1e-9, qPrintable(QString::number(reach, 'g', 12)));
        QCOMPARE(verlet[0].front(), verlet[0].back());
        for (const auto& z : verlet[0])
            QVERIFY(z.real() <= 1e-12);  // damping only: the left half plane
        const auto euler = stabilityRegionOutline(Method::ForwardEuler);
        QVERIFY(!euler.empty());
        for (const auto& z : euler[0])
            QVERIFY(std::abs(std::abs(1.0 + z) - 1.0) < 1e-9);
    }

    void chebyshevWeightsMeetTheirBound()
    {
        // Jacobi for A u = f, A = tridiag(−1, 2, −1): u ↦ G u + f/2 with G = I − A/2, symmetric,
        // eigenvalues cos(jπ/(n + 1)), so ρ = cos(π/(n + 1)). The error from u = 0 is −u*.
        const int n = 40;
        const double radius = std::cos(std::numbers::pi / (n + 1));
        Eigen::VectorXd f(n), exact(n);
        for (int i = 0; i < n; ++i)
            exact[i] = std::sin(0.3 * i) + 0.01 * i * i;  // every mode present
        for (int i = 0; i < n; ++i)
            f[i] = 2.0 * exact[i] - (i > 0 ? exact[i - 1] : 0.0) - (i + 1 < n ? exact[i + 1] : 0.0);
        const auto jacobi = [&](const Eigen::VectorXd& u) {
            Eigen::VectorXd next(n);
            for (int i = 0; i < n; ++i)
                next[i] = 0.5 * (f[i] + (i > 0 ? u[i - 1] : 0.0) + (i + 1 < n ? u[i + 1] : 0.0));
            return next;
        };
        // Steps until the error is 10⁻⁶ of the first; with check, asserts the bound at each.
        const auto stepsToConverge = [&](double assumed, bool check) {
            ChebyshevWeights weights(assumed);
            const double r = radius / (1.0 + std::sqrt(1.0 - radius * radius));
            Eigen::VectorXd earlier = Eigen::VectorXd::Zero(n), u = earlier;
            const double first = exact.norm();
            for (int k = 1; k <= 100000; ++k) {
                const Eigen::VectorXd next = earlier + weights.next() * (jacobi(u) - earlier);
                earlier = u;
                u = next;
                const double error = (u - exact).norm() / first;
                if (check) {
                    const double bound = 2.0 * std::pow(r, k) / (1.0 + std::pow(r, 2 * k));
                    if (!(error <= bound * (1.0 + 1e-9) + 1e-12))
                        qFatal("step %d: error %g above the Chebyshev bound %g", k, error, bound);
                }
                if (error < 1e-6)
                    return k;
            }
            return -1;
        };
        const int plain = stepsToConverge(0.0, false);
        const int chebyshev = stepsToConverge(radius, true);
        qInfo("Jacobi %d steps, with Chebyshev's weights %d", plain, chebyshev);
        // The bound reaches 10⁻⁶ after ln(2·10⁶)/ln(1/r) ≈ 187 steps; plain Jacobi needs about
        // ln(10⁶)/(1 − ρ) ≈ 4 700.
        QVERIFY(plain > 4000);
        QVERIFY(chebyshev > 0 && chebyshev <= 190);
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestLinearModes)
#include "test_linear_modes.moc"

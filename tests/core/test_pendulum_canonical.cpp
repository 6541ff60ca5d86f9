// SPDX-License-Identifier: GPL-3.0-or-later
// The double pendulum in canonical coordinates (core/pendulum/DoublePendulumCanonical.h):
//  * Hamilton's equations agree with the closed-form Lagrange accelerations of DoublePendulum.h:
//    θ' = M⁻¹p gives back θ', and p' = d/dt(M θ') = M θ'' + M' θ' at random states, to 1e-11;
//  * the implicit midpoint step is a symplectic map, Ψ'ᵀ J Ψ' = J (Jacobian by central
//    differences), while velocity Verlet and symplectic Euler on (θ, θ'), seen in (θ, p), are not;
//  * it is of order 2 in Δt (errors at t = 1 s against RK4 at Δt = 10⁻⁵ s);
//  * at the lesson's defaults (θ₁ = θ₂ = 130°, Δt = 1 ms, 60 s) symplectic Euler and Verlet on θ'
//    lose 15–25 % and 10–18 % of the energy, the implicit midpoint rule stays within 10⁻⁴.
// The 10⁴ s no-drift run is test_pendulum_canonical_energy (label long).
#include <particlelab/analysis/LinearFit.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/pendulum/DoublePendulum.h>
#include <particlelab/pendulum/DoublePendulumCanonical.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <functional>
#include <numbers>
#include <random>
#include <tuple>

using namespace pl;

class TestPendulumCanonical : public QObject {
    Q_OBJECT

private:
    using StepMap = std::function<DoublePendulumPhasePoint(const DoublePendulumPhasePoint&)>;

    // One step of a shared explicit method on (θ, θ'), seen as a map of (θ, p).
    static StepMap explicitMap(Method method, const DoublePendulumParameters& p, double dt)
    {
        return [method, p, dt](const DoublePendulumPhasePoint& y) {
            const DoublePendulumState s = velocitiesFromCanonical(p, y);
            const ParticleState start{Eigen::Vector2d(s.theta1, s.theta2),
                                      Eigen::Vector2d(s.omega1, s.omega2), 0.0, {}};
            const ParticleState end = step(method, doublePendulumAccelerationFunction(p), start, dt);
            return canonicalFromVelocities(p, {end.x[0], end.x[1], end.v[0], end.v[1]});
        };
    }

    static StepMap midpointMap(const DoublePendulumParameters& p, double dt)
    {
        return [p, dt](const DoublePendulumPhasePoint& y) {
            const ImplicitMidpointStep s = implicitMidpointStep(p, y, dt);
            Q_ASSERT(s.converged);
            return s.y;
        };
    }

    // max |Ψ'ᵀ J Ψ' − J| with J = [[0, I], [−I, 0]] on (θ₁, θ₂, p₁, p₂), Ψ' by central
    // differences of step h (truncation ~h², round-off ~10⁻¹⁶/h: about 10⁻¹⁰ at h = 10⁻⁶).
    static double symplecticDefect(const StepMap& map, const DoublePendulumPhasePoint& y)
    {
        constexpr double h = 1e-6;
        Eigen::Matrix4d jacobian;
        for (int k = 0; k < 4; ++k) {
            DoublePendulumPhasePoint plus = y, minus = y;
            plus[k] += h;
            minus[k] -= h;
            jacobian.col(k) = (map(plus) - map(minus)) / (2.0 * h);
        }
        Eigen::Matrix4d j = Eigen::Matrix4d::Zero();
        j.topRightCorner<2, 2>() = Eigen::Matrix2d::Identity();
        j.bottomLeftCorner<2, 2>() = -Eigen::Matrix2d::Identity();
        return (jacobian.transpose() * j * jacobian - j).cwiseAbs().maxCoeff();
    }

    static DoublePendulumState defaultStart()
    {
        const double start = 130.0 * std::numbers::pi / 180.0;
        return {start, start, 0.0, 0.0};
    }

private slots:
    void hamiltonianFlowMatchesLagrangeAccelerations()
    {
        std::mt19937_64 rng(38);
        std::uniform_real_distribution<double> angle(-std::numbers::pi, std::numbers::pi);
        std::uniform_real_distribution<double> rate(-8.0, 8.0), mass(0.1, 5.0), length(0.2, 3.0);
        double worst = 0.0;
        for (int i = 0; i < 1000; ++i) {
            const DoublePendulumParameters p{mass(rng), mass(rng), length(rng), length(rng), 9.81};
            const DoublePendulumState s{angle(rng), angle(rng), rate(rng), rate(rng)};
            const Eigen::Vector4d flow = doublePendulumHamiltonianFlow(p, canonicalFromVelocities(p, s));
            // p = M θ' with M₁₂ = c cos Δ, so p' = M θ'' + (dM/dt) θ', dM₁₂/dt = −c sin Δ · Δ'.
            const Eigen::Vector2d alpha = doublePendulumAcceleration(p, s);
            const double a = (p.mass1 + p.mass2) * p.length1 * p.length1;
            const double b = p.mass2 * p.length2 * p.length2;
            const double c = p.mass2 * p.length1 * p.length2;
            const double delta = s.theta1 - s.theta2, deltaRate = s.omega1 - s.omega2;
            const double m12 = c * std::cos(delta), m12Rate = -c * std::sin(delta) * deltaRate;
            const Eigen::Vector4d expected(s.omega1, s.omega2,
                                           a * alpha[0] + m12 * alpha[1] + m12Rate * s.omega2,
                                           m12 * alpha[0] + b * alpha[1] + m12Rate * s.omega1);
            // Relative to the size of the terms: momenta rates scale like (a + b)(g/L + ω²).
            const double scale = (a + b) * std::max({p.gravity / std::min(p.length1, p.length2),
                                                     s.omega1 * s.omega1, s.omega2 * s.omega2, 1.0});
            const double error = (flow - expected).cwiseAbs().maxCoeff() / scale;
            worst = std::max(worst, error);
            QVERIFY2(error < 1e-11, qPrintable(QString("state %1: relative difference %2").arg(i).arg(error)));
        }
        qInfo("Hamilton's equations against Lagrange's: largest relative difference %.2e", worst);
    }

    void onlyTheCanonicalMidpointIsSymplectic()
    {
        const DoublePendulumParameters p;
        const double dt = 0.01;
        std::mt19937_64 rng(2006);
        std::uniform_real_distribution<double> angle(-2.5, 2.5), rate(-5.0, 5.0);
        double midpoint = 0.0, verlet = 0.0, euler = 0.0;
        for (int i = 0; i < 20; ++i) {
            const DoublePendulumPhasePoint y =
                canonicalFromVelocities(p, {angle(rng), angle(rng), rate(rng), rate(rng)});
            midpoint = std::max(midpoint, symplecticDefect(midpointMap(p, dt), y));
            verlet = std::max(verlet, symplecticDefect(explicitMap(Method::VelocityVerlet, p, dt), y));
            euler = std::max(euler, symplecticDefect(explicitMap(Method::SymplecticEuler, p, dt), y));
        }
        qInfo("max |Ψ'ᵀJΨ' − J| at Δt = %.g s over 20 states: implicit midpoint %.2e, velocity "
              "Verlet on θ' %.2e, symplectic Euler on θ' %.2e", dt, midpoint, verlet, euler);
        QVERIFY2(midpoint < 1e-8, qPrintable(QString("implicit midpoint defect %1").arg(midpoint)));
        // Not symplectic: defects far above the differencing's own noise.
        QVERIFY2(verlet > 1e-5, qPrintable(QString("Verlet defect %1").arg(verlet)));
        QVERIFY2(euler > 1e-5, qPrintable(QString("symplectic Euler defect %1").arg(euler)));
    }

    void implicitMidpointIsSecondOrder()
    {
        const DoublePendulumParameters p;
        const DoublePendulumPhasePoint y0 = canonicalFromVelocities(p, defaultStart());
        const double duration = 1.0;
        // Reference: classic RK4 (order 4) at Δt = 10⁻⁵ s, error ~10⁻¹³.
        ParticleState reference{Eigen::Vector2d(y0[0], y0[1]),
                                Eigen::Vector2d(defaultStart().omega1, defaultStart().omega2), 0.0, {}};
        const AccelerationFunction a = doublePendulumAccelerationFunction(p);
        for (int n = 0; n < 100000; ++n)
            reference = step(Method::RK4, a, reference, 1e-5);
        const DoublePendulumPhasePoint exact = canonicalFromVelocities(
            p, {reference.x[0], reference.x[1], reference.v[0], reference.v[1]});
        std::vector<double> steps, errors;
        for (const int count : {50, 100, 200, 400}) {
            DoublePendulumPhasePoint y = y0;
            const double dt = duration / count;
            for (int n = 0; n < count; ++n) {
                const ImplicitMidpointStep s = implicitMidpointStep(p, y, dt);
                QVERIFY(s.converged);
                y = s.y;
            }
            steps.push_back(dt);
            errors.push_back((y - exact).cwiseAbs().maxCoeff());
            qInfo("Δt = %.4f s: error at t = 1 s %.3e", dt, errors.back());
        }
        const std::optional<LinearFit> fit = fitLogLog(steps, errors);
        QVERIFY(fit);
        qInfo("implicit midpoint: fitted order %.3f (R² = %.5f)", fit->slope, fit->rSquared);
        QVERIFY2(std::abs(fit->slope - 2.0) < 0.1, qPrintable(QString("order %1").arg(fit->slope)));
    }

    void explicitMethodsOnThetaDotDriftTheCanonicalOneDoesNot()
    {
        const DoublePendulumParameters p;
        const double dt = 1e-3;
        const int steps = 60000;  // 60 s
        const DoublePendulumPhasePoint y0 = canonicalFromVelocities(p, defaultStart());
        const double e0 = doublePendulumHamiltonian(p, y0);
        // As the lesson steps them (Verlet keeps its last acceleration from step to step). The text
        // says "about a fifth" and "about a seventh" of the energy lost in a minute.
        const AccelerationFunction a = doublePendulumAccelerationFunction(p);
        for (const auto& [method, least, most] : {std::tuple{Method::SymplecticEuler, 0.15, 0.25},
                                                  std::tuple{Method::VelocityVerlet, 0.10, 0.18}}) {
            const DoublePendulumState start = defaultStart();
            ParticleState s{Eigen::Vector2d(start.theta1, start.theta2),
                            Eigen::Vector2d(start.omega1, start.omega2), 0.0, {}};
            for (int n = 0; n < steps; ++n)
                s = step(method, a, s, dt);
            const DoublePendulumState end{s.x[0], s.x[1], s.v[0], s.v[1]};
            const double change = (doublePendulumKineticEnergy(p, end) +
                                   doublePendulumPotentialEnergy(p, end) - e0) / e0;
            qInfo("%s on θ', Δt = 1 ms, 60 s: (E − E₀)/E₀ = %.4f",
                  std::string(methodInfo(method).name).c_str(), change);
            QVERIFY2(-change > least && -change < most, qPrintable(QString("change %1").arg(change)));
        }
        DoublePendulumPhasePoint y = y0;
        double worst = 0.0;
        for (int n = 0; n < steps; ++n) {
            y = midpointMap(p, dt)(y);
            worst = std::max(worst, std::abs(doublePendulumHamiltonian(p, y) - e0) / e0);
        }
        qInfo("implicit midpoint on (θ, p), Δt = 1 ms, 60 s: max |E − E₀|/E₀ = %.3e", worst);
        QVERIFY2(worst < 1e-4, qPrintable(QString("max error %1").arg(worst)));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestPendulumCanonical)
#include "test_pendulum_canonical.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The double pendulum (core/pendulum/DoublePendulum.h) and the array sine/cosine behind its flip
// map (core/special/ArraySinCos.h):
//  * the closed-form accelerations agree with an independent solve of Lagrange's equations as a
//    2 × 2 mass-matrix system M(θ)·θ'' = f(θ, θ') (Eigen LU) at random states, to 1e-12;
//  * the array form of the accelerations equals the scalar form;
//  * RK4 at Δt = 1e-4 conserves the total energy to 1e-8 relative over 10 s;
//  * sinCos on arrays equals std::sin/std::cos to 2.3e-16 absolute on |x| ≤ 10⁴;
//  * the flip map (arrays, 2 threads, compaction) equals a cell-by-cell scalar RK4 run.
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/pendulum/DoublePendulum.h>
#include <particlelab/special/ArraySinCos.h>

#include <Eigen/Dense>
#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>
#include <random>

using namespace pl;

class TestPendulumDouble : public QObject {
    Q_OBJECT

private:
    // Lagrange's equations of the double pendulum (e.g. Taylor, "Classical Mechanics", problem
    // 11.31; Goldstein §1.6 for the method), from L = T − V with T, V as in DoublePendulum.h:
    //   (m₁+m₂)L₁² θ₁'' + m₂L₁L₂ cos Δ θ₂'' = −m₂L₁L₂ sin Δ θ₂'² − (m₁+m₂) g L₁ sin θ₁
    //   m₂L₁L₂ cos Δ θ₁'' + m₂L₂² θ₂''      =  m₂L₁L₂ sin Δ θ₁'² − m₂ g L₂ sin θ₂
    static Eigen::Vector2d massMatrixAcceleration(const DoublePendulumParameters& p,
                                                  const DoublePendulumState& s)
    {
        const double m1 = p.mass1, m2 = p.mass2, l1 = p.length1, l2 = p.length2, g = p.gravity;
        const double d = s.theta1 - s.theta2;
        Eigen::Matrix2d mass;
        mass << (m1 + m2) * l1 * l1, m2 * l1 * l2 * std::cos(d),
                m2 * l1 * l2 * std::cos(d), m2 * l2 * l2;
        const Eigen::Vector2d force(
            -m2 * l1 * l2 * std::sin(d) * s.omega2 * s.omega2 - (m1 + m2) * g * l1 * std::sin(s.theta1),
            m2 * l1 * l2 * std::sin(d) * s.omega1 * s.omega1 - m2 * g * l2 * std::sin(s.theta2));
        return mass.fullPivLu().solve(force);
    }

    static double totalEnergy(const DoublePendulumParameters& p, const ParticleState& st)
    {
        const DoublePendulumState s{st.x[0], st.x[1], st.v[0], st.v[1]};
        return doublePendulumKineticEnergy(p, s) + doublePendulumPotentialEnergy(p, s);
    }

private slots:
    void accelerationMatchesMassMatrixSolve()
    {
        std::mt19937_64 rng(20261122);
        std::uniform_real_distribution<double> angle(-std::numbers::pi, std::numbers::pi);
        std::uniform_real_distribution<double> rate(-8.0, 8.0);
        std::uniform_real_distribution<double> mass(0.1, 5.0);
        std::uniform_real_distribution<double> length(0.2, 3.0);
        double worst = 0.0;
        for (int i = 0; i < 1000; ++i) {
            const DoublePendulumParameters p{mass(rng), mass(rng), length(rng), length(rng), 9.81};
            const DoublePendulumState s{angle(rng), angle(rng), rate(rng), rate(rng)};
            const Eigen::Vector2d closedForm = doublePendulumAcceleration(p, s);
            const Eigen::Vector2d reference = massMatrixAcceleration(p, s);
            // Relative to the size of the terms (gravity g/L and centripetal ω²), since the
            // accelerations themselves may cancel to near zero.
            const double scale = std::max({p.gravity / p.length1, p.gravity / p.length2,
                                           s.omega1 * s.omega1, s.omega2 * s.omega2,
                                           reference.cwiseAbs().maxCoeff()});
            const double error = (closedForm - reference).cwiseAbs().maxCoeff() / scale;
            worst = std::max(worst, error);
            QVERIFY2(error < 1e-12, qPrintable(QString("state %1: relative difference %2").arg(i).arg(error)));
        }
        qInfo("largest relative difference over 1000 random states: %.2e", worst);
    }

    void arrayAccelerationMatchesScalar()
    {
        std::mt19937_64 rng(7);
        std::uniform_real_distribution<double> angle(-3.5, 3.5), rate(-6.0, 6.0);
        const DoublePendulumParameters p{1.3, 0.7, 0.9, 1.4, 9.81};
        const int n = 301;
        Eigen::ArrayXd t1(n), t2(n), w1(n), w2(n), s1, c1, s2, c2, a1, a2;
        for (int i = 0; i < n; ++i) {
            t1[i] = angle(rng);
            t2[i] = angle(rng);
            w1[i] = rate(rng);
            w2[i] = rate(rng);
        }
        sinCos(t1, s1, c1);
        sinCos(t2, s2, c2);
        doublePendulumAcceleration(p, s1, c1, s2, c2, w1, w2, a1, a2);
        for (int i = 0; i < n; ++i) {
            const Eigen::Vector2d a = doublePendulumAcceleration(p, {t1[i], t2[i], w1[i], w2[i]});
            const double scale = std::max({1.0, std::abs(a[0]), std::abs(a[1])});
            QVERIFY(std::abs(a1[i] - a[0]) < 1e-12 * scale);
            QVERIFY(std::abs(a2[i] - a[1]) < 1e-12 * scale);
        }
    }

    void rk4ConservesEnergy()
    {
        const DoublePendulumParameters p;  // 1 kg, 1 m, 1 kg, 1 m, g = 9.81
        const AccelerationFunction a = doublePendulumAccelerationFunction(p);
        // A chaotic start: both rods well above the horizontal.
        ParticleState s{Eigen::Vector2d(2.0, 2.5), Eigen::Vector2d(0.0, 0.0), 0.0, {}};
        const double e0 = totalEnergy(p, s);
        double worst = 0.0;
        const double dt = 1e-4;
        for (int n = 0; n < 100000; ++n) {  // 10 s
            s = step(Method::RK4, a, s, dt);
            worst = std::max(worst, std::abs(totalEnergy(p, s) - e0) / e0);
        }
        QVERIFY2(worst < 1e-8, qPrintable(QString("max |E − E₀|/E₀ = %1").arg(worst)));
        qInfo("RK4, Δt = 1e-4 s, 10 s: max relative energy error %.2e", worst);
    }

    void arraySinCosMatchesStd()
    {
        const Eigen::ArrayXd x = Eigen::ArrayXd::LinSpaced(200001, -1e4, 1e4);
        Eigen::ArrayXd s, c;
        sinCos(x, s, c);
        double worst = 0.0;
        for (Eigen::Index i = 0; i < x.size(); ++i)
            worst = std::max({worst, std::abs(s[i] - std::sin(x[i])), std::abs(c[i] - std::cos(x[i]))});
        QVERIFY2(worst <= 2.3e-16, qPrintable(QString("max error %1").arg(worst)));
        // Exact at the quadrant points the rotation step handles.
        Eigen::ArrayXd special(3);
        special << 0.0, -0.0, 1e-300;
        sinCos(special, s, c);
        QCOMPARE(s[0], 0.0);
        QCOMPARE(c[1], 1.0);
        QCOMPARE(s[2], 1e-300);
    }

    void flipMapEqualsScalarIntegration()
    {
        FlipMapSettings settings;
        settings.gridSize = 12;
        settings.duration = 3.0;
        settings.timeStep = 1e-3;
        settings.threads = 2;
        const FlipMap map = computeFlipMap(settings);
        QVERIFY(!map.cancelled);
        const AccelerationFunction a = doublePendulumAccelerationFunction(settings.pendulum);
        int flipped = 0, screened = 0;
        for (int row = 0; row < map.gridSize; ++row) {
            for (int column = 0; column < map.gridSize; ++column) {
                const Eigen::Vector2d start = flipMapCellAngles(map.gridSize, row, column);
                ParticleState s{start, Eigen::Vector2d::Zero(), 0.0, {}};
                double flipTime = std::numeric_limits<double>::infinity();
                for (int n = 0; n < 3000; ++n) {
                    s = step(Method::RK4, a, s, settings.timeStep);
                    if (std::abs(s.x[0]) > std::numbers::pi || std::abs(s.x[1]) > std::numbers::pi) {
                        flipTime = (n + 1) * settings.timeStep;
                        break;
                    }
                }
                const std::size_t cell = static_cast<std::size_t>(row * map.gridSize + column);
                if (map.cannotFlip[cell]) {
                    ++screened;
                    QVERIFY2(std::isinf(flipTime), "a start screened out by energy flipped");
                }
                flipped += std::isfinite(flipTime);
                // The same RK4 steps: flip times agree to within one step (round-off only).
                const double t = map.flipTime[cell];
                QVERIFY2(std::isinf(t) == std::isinf(flipTime) &&
                             (std::isinf(t) || std::abs(t - flipTime) <= 1.01 * settings.timeStep),
                         qPrintable(QString("cell (%1, %2): map %3 s, scalar %4 s").arg(row).arg(column).arg(t).arg(flipTime)));
            }
        }
        QVERIFY(flipped > 10);   // the check saw flips
        QVERIFY(screened > 10);  // and screened starts
    }

    void flipMapCancels()
    {
        FlipMapSettings settings;
        settings.gridSize = 100;
        settings.duration = 100.0;
        int calls = 0;
        const FlipMap map = computeFlipMap(settings, [&calls](double) { return ++calls < 2; });
        QVERIFY(map.cancelled);
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestPendulumDouble)
#include "test_pendulum_double.moc"

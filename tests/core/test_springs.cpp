// SPDX-License-Identifier: GPL-3.0-or-later
// Damped springs (DampedSprings.h) and the pressure soft body (PressureSoftBody.h):
//  * the spring force is f = [k_s(|d|/r − 1) + k_d((v_j − v_i)·d)/(r|d|)] d/|d| (hand-computed
//    values) and every pair's forces sum to zero, so a network's total force and torque vanish;
//  * an undamped network under symplectic Euler keeps its energy within 1 % over 10⁵ steps
//    (forward Euler at the same Δt does not); with k_d > 0 the energy never increases;
//  * the gas pressure force is −∇(−nRT ln A), the equilibrium radius balances springs and gas,
//    and a pressure ball resting on the floor keeps its area within 10 % of rest.
#include <particlelab/constraints/Walls.h>
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/PressureSoftBody.h>
#include <particlelab/forces/UniformForces.h>
#include <particlelab/particles/Lattice.h>
#include <particlelab/particles/ParticleSystem.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>
#include <random>

using namespace pl;
using Eigen::Vector2d;

namespace {

double cross(const Vector2d& a, const Vector2d& b) { return a.x() * b.y() - a.y() * b.x(); }

// A free 5 × 5 cloth (no gravity, nothing pinned) with its particles displaced at random, so
// that many modes vibrate. Total momentum is zero.
ParticleSystem makeFreeCloth(double damping, Method method)
{
    ParticleSystem system;
    const LatticePiece cloth = addCloth(system, Vector2d::Zero(), 5, 5, 0.1, 0.01);
    std::mt19937 engine(3);
    std::uniform_real_distribution<double> jiggle(-0.01, 0.01);
    for (int i = 0; i < system.size(); ++i)
        system.setPosition(i, system.position(i) + Vector2d(jiggle(engine), jiggle(engine)));
    system.add(std::make_unique<DampedSprings>(cloth.links, 10.0, damping));
    system.setMethod(method);
    return system;
}

double energy(const ParticleSystem& s) { return s.kineticEnergy() + s.potentialEnergy(); }

} // namespace

class TestSprings : public QObject {
    Q_OBJECT

private slots:
    void springForceMatchesFormula_data()
    {
        QTest::addColumn<Vector2d>("xi");
        QTest::addColumn<Vector2d>("xj");
        QTest::addColumn<Vector2d>("vi");
        QTest::addColumn<Vector2d>("vj");
        QTest::addColumn<double>("rest");
        QTest::addColumn<double>("ks");
        QTest::addColumn<double>("kd");
        QTest::addColumn<Vector2d>("expected");
        // |d| = 2, r = 1: strain 1, f = 3 N towards j.
        QTest::newRow("stretched") << Vector2d(0, 0) << Vector2d(2, 0) << Vector2d(0, 0)
                                   << Vector2d(0, 0) << 1.0 << 3.0 << 0.0 << Vector2d(3, 0);
        // + k_d (v_j − v_i)·d/(r|d|) = 0.5 · (1·2)/(1·2) = 0.5 N.
        QTest::newRow("stretched, separating") << Vector2d(0, 0) << Vector2d(2, 0)
                                               << Vector2d(0, 0) << Vector2d(1, 0) << 1.0 << 3.0
                                               << 0.5 << Vector2d(3.5, 0);
        // |d| = 5 along (3, 4)/5, r = 10: strain −0.5, f = −2 N · (0.6, 0.8) (pushes i away).
        QTest::newRow("compressed, diagonal") << Vector2d(1, 1) << Vector2d(4, 5)
                                              << Vector2d(0, 0) << Vector2d(0, 0) << 10.0 << 4.0
                                              << 0.0 << Vector2d(-1.2, -1.6);
        // At rest length, approaching at (v_j − v_i)·d̂ = −2 m/s: k_d·(−2·1)/(1·1) = −0.2 N.
        QTest::newRow("rest length, approaching") << Vector2d(0, 0) << Vector2d(0, 1)
                                                  << Vector2d(0, 1) << Vector2d(0, -1) << 1.0
                                                  << 7.0 << 0.1 << Vector2d(0, -0.2);
    }

    // The force on i equals the hand-computed value; in a system j receives exactly −f.
    void springForceMatchesFormula()
    {
        QFETCH(Vector2d, xi);
        QFETCH(Vector2d, xj);
        QFETCH(Vector2d, vi);
        QFETCH(Vector2d, vj);
        QFETCH(double, rest);
        QFETCH(double, ks);
        QFETCH(double, kd);
        QFETCH(Vector2d, expected);
        const Vector2d f = DampedSprings::force(xi, xj, vi, vj, rest, ks, kd);
        QVERIFY2((f - expected).norm() <= 1e-12,
                 qPrintable(QString("f = (%1, %2)").arg(f.x()).arg(f.y())));

        ParticleSystem system;
        system.addParticle(xi, vi, 1.0);
        system.addParticle(xj, vj, 1.0);
        system.add(std::make_unique<DampedSprings>(std::vector<Link>{{0, 1, rest}}, ks, kd));
        Eigen::VectorXd forces;
        system.computeForces(system.positions(), system.velocities(), forces);
        QVERIFY((forces.segment<2>(0) - expected).norm() <= 1e-12);
        QVERIFY((forces.segment<2>(0) + forces.segment<2>(2)).norm() == 0.0);  // exactly −f
    }

    // Random network, random velocities: Σ F = 0 and Σ x × F = 0 (forces along the pair line).
    void networkForcesAndTorquesSumToZero()
    {
        std::mt19937 engine(11);
        std::uniform_real_distribution<double> u(-1.0, 1.0);
        ParticleSystem system;
        for (int i = 0; i < 12; ++i)
            system.addParticle(Vector2d(u(engine), u(engine)), Vector2d(u(engine), u(engine)), 1.0);
        std::vector<Link> links;
        for (int k = 0; k < 30; ++k) {
            const int a = static_cast<int>(engine() % 12), b = static_cast<int>(engine() % 12);
            if (a != b)
                links.push_back({a, b, 0.5 + 0.5 * std::abs(u(engine))});
        }
        system.add(std::make_unique<DampedSprings>(links, 50.0, 2.0));
        Eigen::VectorXd f;
        system.computeForces(system.positions(), system.velocities(), f);
        Vector2d total = Vector2d::Zero();
        double torque = 0.0, scale = 0.0;
        for (int i = 0; i < system.size(); ++i) {
            total += f.segment<2>(2 * i);
            torque += cross(system.position(i), f.segment<2>(2 * i));
            scale += f.segment<2>(2 * i).norm();
        }
        QVERIFY(scale > 1.0);
        QVERIFY2(total.norm() <= 1e-13 * scale && std::abs(torque) <= 1e-13 * scale,
                 qPrintable(QString("|ΣF| = %1 N, Στ = %2 N·m").arg(total.norm()).arg(torque)));
    }

    // Δt = 0.005 · 2/ω_max: symplectic Euler's energy error is bounded (about ω_max Δt/2 in the
    // stiffest mode); forward Euler multiplies each mode's energy by 1 + (ωΔt)² per step.
    void undampedEnergyWithinOnePercent()
    {
        ParticleSystem system = makeFreeCloth(0.0, Method::SymplecticEuler);
        const double omegaMax = system.find<DampedSprings>()->highestAngularFrequency(
            system.positions(), system.inverseMasses());
        const double dt = 0.005 * 2.0 / omegaMax;
        ParticleSystem euler = system;
        euler.setMethod(Method::ForwardEuler);
        const double e0 = energy(system);
        double worst = 0.0;
        for (int n = 0; n < 100000; ++n) {
            system.step(dt);
            worst = std::max(worst, std::abs(energy(system) - e0) / e0);
        }
        QVERIFY2(worst < 0.01, qPrintable(QString("max |ΔE|/E₀ = %1").arg(worst)));
        QVERIFY(worst > 1e-6);  // the wobble is there: the check is not vacuous
        double eulerWorst = 0.0;
        for (int n = 0; n < 100000 && eulerWorst < 0.01; ++n) {
            euler.step(dt);
            eulerWorst = std::abs(energy(euler) - e0) / e0;
        }
        QVERIFY2(eulerWorst >= 0.01, "forward Euler should drift beyond 1 % at the same Δt");
    }

    void dampedEnergyNeverIncreases_data()
    {
        QTest::addColumn<int>("method");
        QTest::newRow("symplectic_euler") << int(Method::SymplecticEuler);
        QTest::newRow("verlet") << int(Method::VelocityVerlet);
        QTest::newRow("rk4") << int(Method::RK4);
    }

    // k_d/k_s = 0.01 s; Δt = 0.1 · 2/ω_max (≈ 1 ms ≤ 2 k_d/k_s, where damping outweighs the
    // integrator's energy wobble in every mode). E_{n+1} ≤ E_n + 10⁻¹² E₀ at every step.
    void dampedEnergyNeverIncreases()
    {
        QFETCH(int, method);
        ParticleSystem system = makeFreeCloth(0.1, Method(method));
        const double omegaMax = system.find<DampedSprings>()->highestAngularFrequency(
            system.positions(), system.inverseMasses());
        const double dt = 0.1 * 2.0 / omegaMax;
        const double e0 = energy(system);
        double previous = e0;
        for (int n = 0; n < 20000; ++n) {
            system.step(dt);
            const double e = energy(system);
            QVERIFY2(e <= previous + 1e-12 * e0,
                     qPrintable(QString("step %1: E rose from %2 to %3 J").arg(n).arg(previous).arg(e)));
            previous = e;
        }
        QVERIFY(previous < 0.5 * e0);  // and it did dissipate
    }

    // −∂U/∂x by central differences (h = 10⁻⁷ m) against the pressure force, 10⁻⁶ relative.
    void pressureForceIsMinusEnergyGradient()
    {
        ParticleSystem system;
        const LatticePiece ring = addRing(system, Vector2d(0.3, 0.2), 0.5, 9, 0.1);
        std::mt19937 engine(5);
        std::uniform_real_distribution<double> jiggle(-0.05, 0.05);
        for (int i = 0; i < system.size(); ++i)
            system.setPosition(i, system.position(i) + Vector2d(jiggle(engine), jiggle(engine)));
        const PressureSoftBody gas(ring.particles, 2.0, 0.7);
        Eigen::VectorXd f = Eigen::VectorXd::Zero(system.positions().size());
        gas.addForces(system.positions(), system.velocities(), system.inverseMasses(), f);
        const double h = 1e-7;
        for (Eigen::Index k = 0; k < f.size(); ++k) {
            Eigen::VectorXd plus = system.positions(), minus = system.positions();
            plus[k] += h;
            minus[k] -= h;
            const double gradient = (gas.potentialEnergy(plus, system.inverseMasses()) -
                                     gas.potentialEnergy(minus, system.inverseMasses())) /
                                    (2 * h);
            QVERIFY2(std::abs(f[k] + gradient) <= 1e-6 * f.cwiseAbs().maxCoeff(),
                     qPrintable(QString("component %1: F = %2, −∂U/∂x = %3").arg(k).arg(f[k]).arg(-gradient)));
        }
    }

    // A regular 16-gon at PressureSoftBody::equilibriumRadius feels no net force (10⁻⁹ of the
    // spring force scale) and is inflated beyond its springs' rest length.
    void equilibriumRadiusBalancesGasAndSprings()
    {
        const int count = 16;
        const double rest = 0.2, ks = 50.0, nRT = 5.0;
        const double radius = PressureSoftBody::equilibriumRadius(count, rest, ks, nRT);
        ParticleSystem system;
        const LatticePiece ring = addRing(system, Vector2d::Zero(), radius, count, 0.1);
        std::vector<Link> springs = ring.links;
        for (Link& l : springs)
            l.restLength = rest;
        system.add(std::make_unique<DampedSprings>(springs, ks, 0.0));
        system.add(std::make_unique<PressureSoftBody>(ring.particles, nRT, 1.0));
        Eigen::VectorXd f;
        system.computeForces(system.positions(), system.velocities(), f);
        QVERIFY(2.0 * radius * std::sin(std::numbers::pi / count) > 1.01 * rest);
        QVERIFY2(f.cwiseAbs().maxCoeff() <= 1e-9 * ks,
                 qPrintable(QString("max |F| = %1 N").arg(f.cwiseAbs().maxCoeff())));
    }

    // A 24-point ball (1 kg, nRT = 60 J, k_s = 400 N, k_d = 4 N·s, air drag 0.05 N·s/m per
    // point) drops 0.5 m onto a floor (Heun, Δt = 0.5 ms). From t = 5 s to 8 s, while it rests,
    // A/A_rest stays within 10 %, where A_rest is the area of the free ball in equilibrium.
    void softBodyAreaNearRestOnFloor()
    {
        const int count = 24;
        const double mass = 1.0 / count, ks = 400.0, kd = 4.0, nRT = 60.0, rest = 0.12;
        const double radius = PressureSoftBody::equilibriumRadius(count, rest, ks, nRT);
        const double restArea =
            0.5 * count * radius * radius * std::sin(2.0 * std::numbers::pi / count);
        ParticleSystem system;
        const LatticePiece ring = addRing(system, Vector2d(0.0, radius + 0.5), radius, count, mass);
        std::vector<Link> springs = ring.links;
        for (Link& l : springs)
            l.restLength = rest;
        system.add(std::make_unique<DampedSprings>(springs, ks, kd));
        system.add(std::make_unique<PressureSoftBody>(ring.particles, nRT, restArea));
        system.add(std::make_unique<Gravity>(Vector2d(0.0, -9.81)));
        system.add(std::make_unique<LinearDrag>(0.05));
        auto floor = std::make_unique<Walls>(0.0, 0.2, 0.8);
        floor->addHalfPlane(Vector2d::Zero(), Vector2d::UnitY());
        system.add(std::move(floor));
        system.setMethod(Method::Heun);
        const double dt = 5e-4;
        const PressureSoftBody& gas = *system.find<PressureSoftBody>();
        double lo = 1e9, hi = 0.0;
        for (int n = 1; n <= 16000; ++n) {
            system.step(dt);
            if (n * dt >= 5.0) {
                const double ratio = gas.area(system.positions()) / restArea;
                lo = std::min(lo, ratio);
                hi = std::max(hi, ratio);
            }
        }
        double lowest = 1e9;
        for (int i = 0; i < system.size(); ++i)
            lowest = std::min(lowest, system.position(i).y());
        QVERIFY2(std::abs(lowest) <= 1e-9 && system.kineticEnergy() < 1e-2,
                 qPrintable(QString("not resting: lowest y = %1 m, E_k = %2 J").arg(lowest).arg(system.kineticEnergy())));
        QVERIFY2(lo >= 0.9 && hi <= 1.1,
                 qPrintable(QString("A/A_rest in [%1, %2]").arg(lo).arg(hi)));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestSprings)
#include "test_springs.moc"

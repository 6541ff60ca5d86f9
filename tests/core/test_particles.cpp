// SPDX-License-Identifier: GPL-3.0-or-later
// The particle system's update loop (ParticleSystem.h):
//  * its in-place forward and symplectic Euler steps give the numbers of the core integrators
//    (pl::step with the system's acceleration function) on a rope with springs, gravity and drag;
//  * a pinned particle (inverse mass 0) does not move;
//  * a copy is an independent value: stepping the copy and the original gives identical bits,
//    and changing one does not change the other;
//  * Lennard-Jones pairs as an interaction: F = −∇U (central differences) and ΣF = 0.
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/PairInteraction.h>
#include <particlelab/forces/UniformForces.h>
#include <particlelab/particles/Lattice.h>
#include <particlelab/particles/ParticleSystem.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <random>

using namespace pl;

namespace {

// A horizontal rope of 8 particles pinned at x = 0, with damped springs, gravity and drag, its
// particles jiggled so that every force term is non-zero.
ParticleSystem makeRope(Method method)
{
    ParticleSystem system;
    const LatticePiece rope =
        addRope(system, Eigen::Vector2d::Zero(), Eigen::Vector2d::UnitX(), 8, 0.1, 0.02);
    std::mt19937 engine(7);
    std::uniform_real_distribution<double> jiggle(-0.01, 0.01);
    for (int i = 1; i < system.size(); ++i) {
        system.setPosition(i, system.position(i) + Eigen::Vector2d(jiggle(engine), jiggle(engine)));
        system.setVelocity(i, Eigen::Vector2d(jiggle(engine), jiggle(engine)) * 10.0);
    }
    system.add(std::make_unique<DampedSprings>(rope.links, 20.0, 0.01));
    system.add(std::make_unique<Gravity>(Eigen::Vector2d(0.0, -9.81)));
    system.add(std::make_unique<LinearDrag>(0.001));
    system.setMethod(method);
    return system;
}

} // namespace

class TestParticles : public QObject {
    Q_OBJECT

private slots:
    void inPlaceStepMatchesCoreIntegrator_data()
    {
        QTest::addColumn<int>("method");
        QTest::newRow("euler") << int(Method::ForwardEuler);
        QTest::newRow("symplectic_euler") << int(Method::SymplecticEuler);
        QTest::newRow("heun (via pl::step)") << int(Method::Heun);
    }

    // 200 steps of Δt = 0.2 ms: the system's own loop against pl::step() on the same forces.
    // Tolerance 1e-13 m (round-off only: the arithmetic is meant to be the same).
    void inPlaceStepMatchesCoreIntegrator()
    {
        QFETCH(int, method);
        ParticleSystem system = makeRope(Method(method));
        const ParticleSystem reference = system;
        const AccelerationFunction a = reference.accelerationFunction();
        ParticleState state{reference.positions(), reference.velocities(), 0.0, {}};
        const double dt = 2e-4;
        const Eigen::Vector2d anchor = system.position(0);
        for (int n = 0; n < 200; ++n) {
            system.step(dt);
            state = pl::step(Method(method), a, state, dt);
        }
        const double dx = (system.positions() - state.x).cwiseAbs().maxCoeff();
        const double dv = (system.velocities() - state.v).cwiseAbs().maxCoeff();
        QVERIFY2(dx <= 1e-13 && dv <= 1e-11,
                 qPrintable(QString("max |Δx| = %1 m, max |Δv| = %2 m/s").arg(dx).arg(dv)));
        QCOMPARE(system.position(0), anchor);  // pinned: inverse mass 0
        QVERIFY((system.position(7) - reference.position(7)).norm() > 1e-3);  // the rope moved
    }

    void copyIsAnIndependentValue()
    {
        ParticleSystem a = makeRope(Method::SymplecticEuler);
        ParticleSystem b = a;
        for (int n = 0; n < 500; ++n) {
            a.step(1e-3);
            b.step(1e-3);
        }
        QVERIFY(a.positions() == b.positions());  // bit-identical
        QVERIFY(a.velocities() == b.velocities());
        b.find<DampedSprings>()->setStiffness(200.0);
        QCOMPARE(a.find<DampedSprings>()->stiffness(), 20.0);
        a.step(1e-3);
        b.step(1e-3);
        QVERIFY(!(a.positions() == b.positions()));
    }

    // 10 particles at random in a 4σ square (σ = 1 m, ε = 1 J, r_c = 2.5σ, shifted), kept at
    // least 0.9σ apart. −∂U/∂x by central differences (h = 10⁻⁶ m) matches F to 10⁻⁶ relative;
    // the forces sum to zero to 10⁻¹².
    void lennardJonesForceIsMinusGradient()
    {
        std::mt19937 engine(4);
        std::uniform_real_distribution<double> u(0.0, 4.0);
        ParticleSystem system;
        for (int attempt = 0; attempt < 10000 && system.size() < 10; ++attempt) {
            const Eigen::Vector2d p(u(engine), u(engine));
            bool clear = true;
            for (int i = 0; i < system.size(); ++i)
                clear = clear && (system.position(i) - p).norm() > 0.9;
            if (clear)
                system.addParticle(p, Eigen::Vector2d::Zero(), 1.0);
        }
        QCOMPARE(system.size(), 10);
        const LennardJonesPairs& lj =
            system.add(std::make_unique<LennardJonesPairs>(LennardJones(1.0, 1.0, 2.5, true)));
        Eigen::VectorXd f;
        system.computeForces(system.positions(), system.velocities(), f);
        const double scale = f.cwiseAbs().maxCoeff();
        QVERIFY(scale > 0.1);
        const double h = 1e-6;
        for (Eigen::Index k = 0; k < f.size(); ++k) {
            Eigen::VectorXd plus = system.positions(), minus = system.positions();
            plus[k] += h;
            minus[k] -= h;
            const double gradient = (lj.potentialEnergy(plus, system.inverseMasses()) -
                                     lj.potentialEnergy(minus, system.inverseMasses())) / (2 * h);
            QVERIFY2(std::abs(f[k] + gradient) <= 1e-6 * scale,
                     qPrintable(QString("component %1: F = %2, −∂U/∂x = %3").arg(k).arg(f[k]).arg(-gradient)));
        }
        Eigen::Vector2d total = Eigen::Vector2d::Zero();
        for (int i = 0; i < system.size(); ++i)
            total += f.segment<2>(2 * i);
        QVERIFY(total.norm() <= 1e-12 * scale);
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestParticles)
#include "test_particles.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// XPBD distance constraints (DistanceConstraints.h, Macklin, Müller & Chentanez 2016):
//  * α = 0 (rigid): a jiggled rope and cloth reach their rest lengths to 10⁻⁶ (relative) with
//    enough Gauss–Seidel iterations, and a single iteration does not (the check has teeth);
//  * α > 0: a hanging mass sags by m g α, the static stretch of the spring k = 1/α it models
//    (simulated here as a damped spring too), to 2 %, the same at 1, 4 and 16 substeps and
//    with 1 or 10 iterations.
#include <particlelab/constraints/DistanceConstraints.h>
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/UniformForces.h>
#include <particlelab/particles/Lattice.h>
#include <particlelab/particles/ParticleSystem.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <random>

using namespace pl;
using Eigen::Vector2d;

namespace {

const Vector2d gravity(0.0, -9.81);  // m/s²

// A mass m hanging on a link of rest length 1 m from a pinned point, with air drag so that it
// settles; starts at rest at the rest length. Returns the stretch (m) after 20 s.
double hangingStretch(ParticleSystem system, double dt)
{
    for (double t = 0.0; t < 20.0; t += dt)
        system.step(dt);
    return (system.position(1) - system.position(0)).norm() - 1.0;
}

ParticleSystem hangingMass(double mass)
{
    ParticleSystem system;
    system.addParticle(Vector2d::Zero(), Vector2d::Zero(), std::numeric_limits<double>::infinity());
    system.addParticle(Vector2d(0.0, -1.0), Vector2d::Zero(), mass);
    system.add(std::make_unique<Gravity>(gravity));
    system.add(std::make_unique<LinearDrag>(20.0));
    return system;
}

} // namespace

class TestXpbd : public QObject {
    Q_OBJECT

private slots:
    void rigidReachesRestLength_data()
    {
        QTest::addColumn<bool>("cloth");
        QTest::addColumn<int>("iterations");
        QTest::newRow("rope of 12, 500 iterations") << false << 500;
        QTest::newRow("6 × 6 cloth with shear links, 400 iterations") << true << 400;
    }

    // One step of 1/60 s with gravity from positions jiggled by up to 2 % of the spacing.
    void rigidReachesRestLength()
    {
        QFETCH(bool, cloth);
        QFETCH(int, iterations);
        ParticleSystem system;
        const LatticePiece piece =
            cloth ? addCloth(system, Vector2d::Zero(), 6, 6, 0.1, 0.01)
                  : addRope(system, Vector2d::Zero(), Vector2d::UnitX(), 12, 0.1, 0.01);
        if (cloth) {
            system.pin(piece.particles[0]);
            system.pin(piece.particles[5]);
        }
        std::mt19937 engine(2);
        std::uniform_real_distribution<double> jiggle(-0.002, 0.002);
        for (int i = 0; i < system.size(); ++i)
            if (system.inverseMass(i) > 0.0)
                system.setPosition(i, system.position(i) + Vector2d(jiggle(engine), jiggle(engine)));
        system.add(std::make_unique<Gravity>(gravity));
        system.add(std::make_unique<DistanceConstraints>(piece.links, 0.0));

        ParticleSystem once = system;
        once.setIterations(1);
        once.step(1.0 / 60.0);
        QVERIFY(measureStrain(once.positions(), piece.links).max > 1e-4);

        system.setIterations(iterations);
        system.step(1.0 / 60.0);
        const LinkStrain strain = measureStrain(system.positions(), piece.links);
        QVERIFY2(strain.max <= 1e-6, qPrintable(QString("max |ℓ − ℓ₀|/ℓ₀ = %1").arg(strain.max)));
    }

    void sagMatchesSpringAtAnySubsteps_data()
    {
        QTest::addColumn<int>("iterations");
        QTest::newRow("1 iteration") << 1;
        QTest::newRow("10 iterations") << 10;
    }

    // m = 1 kg, α = 10⁻³ m/N (k = 1000 N/m): static sag m g α = 9.81 mm. Frame Δt = 1/60 s.
    void sagMatchesSpringAtAnySubsteps()
    {
        QFETCH(int, iterations);
        const double mass = 1.0, alpha = 1e-3;
        const double expected = mass * gravity.norm() * alpha;

        // The spring it models: k_s = k·r = r/α, at a small Δt with symplectic Euler.
        ParticleSystem spring = hangingMass(mass);
        spring.add(std::make_unique<DampedSprings>(std::vector<Link>{{0, 1, 1.0}}, 1.0 / alpha, 0.0));
        const double springSag = hangingStretch(spring, 1e-4);
        QVERIFY2(std::abs(springSag / expected - 1.0) < 0.02,
                 qPrintable(QString("spring sag %1 m, m g/k = %2 m").arg(springSag).arg(expected)));

        double first = 0.0;
        for (int substeps : {1, 4, 16}) {
            ParticleSystem xpbd = hangingMass(mass);
            xpbd.add(std::make_unique<DistanceConstraints>(std::vector<Link>{{0, 1, 1.0}}, alpha));
            xpbd.setSubsteps(substeps);
            xpbd.setIterations(iterations);
            const double sag = hangingStretch(xpbd, 1.0 / 60.0);
            QVERIFY2(std::abs(sag / springSag - 1.0) < 0.02,
                     qPrintable(QString("%1 substeps: XPBD sag %2 m, spring %3 m")
                                    .arg(substeps).arg(sag).arg(springSag)));
            if (substeps == 1)
                first = sag;
            QVERIFY2(std::abs(sag / first - 1.0) < 0.02,
                     qPrintable(QString("%1 substeps: sag %2 m vs %3 m at 1 substep")
                                    .arg(substeps).arg(sag).arg(first)));
        }
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestXpbd)
#include "test_xpbd.moc"

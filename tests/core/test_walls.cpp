// SPDX-License-Identifier: GPL-3.0-or-later
// Walls with restitution and Coulomb friction (Walls.h):
//  * a ball with restitution r dropped from h bounces to h r² within 1 % (and twice, h r⁴ within
//    2 %);
//  * a ball resting on the floor neither jitters nor sinks: position and velocity stay exact;
//  * on a plane tilted by θ a particle sticks when tan θ < μ and otherwise slides with
//    acceleration g (sin θ − μ cos θ), to 1 %;
//  * with r = 1 particles in a box keep their kinetic energy and stay inside.
#include <particlelab/constraints/Walls.h>
#include <particlelab/forces/UniformForces.h>
#include <particlelab/particles/ParticleSystem.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>
#include <random>

using namespace pl;
using Eigen::Vector2d;

namespace {

const double g = 9.81;  // m/s²

ParticleSystem ballOverFloor(double height, double radius, double restitution)
{
    ParticleSystem system;
    system.addParticle(Vector2d(0.0, radius + height), Vector2d::Zero(), 0.1);
    system.add(std::make_unique<Gravity>(Vector2d(0.0, -g)));
    auto floor = std::make_unique<Walls>(radius, restitution, 0.0);
    floor->addHalfPlane(Vector2d::Zero(), Vector2d::UnitY());
    system.add(std::move(floor));
    return system;
}

} // namespace

class TestWalls : public QObject {
    Q_OBJECT

private slots:
    void bounceHeight_data()
    {
        QTest::addColumn<double>("restitution");
        QTest::newRow("r = 0.8") << 0.8;
        QTest::newRow("r = 0.5") << 0.5;
        QTest::newRow("r = 0.95") << 0.95;
    }

    // h = 1 m, ball radius 5 cm, Δt = 1 ms in 10 substeps, symplectic Euler. The apex of each
    // rebound is the largest height between two floor contacts.
    void bounceHeight()
    {
        QFETCH(double, restitution);
        const double h = 1.0, radius = 0.05;
        ParticleSystem system = ballOverFloor(h, radius, restitution);
        system.setSubsteps(10);
        std::vector<double> apexes;
        double apex = 0.0;
        bool rising = false;
        for (int n = 0; n < 5000 && apexes.size() < 2; ++n) {
            system.step(1e-3);
            const double y = system.position(0).y() - radius;
            const double vy = system.velocity(0).y();
            if (vy > 0.0)
                rising = true;
            if (rising) {
                apex = std::max(apex, y);
                if (vy < 0.0) {
                    apexes.push_back(apex);
                    apex = 0.0;
                    rising = false;
                }
            }
        }
        QCOMPARE(apexes.size(), std::size_t(2));
        const double r2 = restitution * restitution;
        QVERIFY2(std::abs(apexes[0] / (h * r2) - 1.0) < 0.01,
                 qPrintable(QString("first bounce %1 m, h r² = %2 m").arg(apexes[0]).arg(h * r2)));
        QVERIFY2(std::abs(apexes[1] / (h * r2 * r2) - 1.0) < 0.02,
                 qPrintable(QString("second bounce %1 m, h r⁴ = %2 m").arg(apexes[1]).arg(h * r2 * r2)));
    }

    // Placed on the floor at rest (r = 0.8): 10⁴ steps later it has not moved by a single bit.
    // Dropped from 10 cm with r = 0.5, it comes to rest within 3 s and then stays exactly put.
    void restingContactNoJitterNoSink()
    {
        const double radius = 0.05;
        ParticleSystem placed = ballOverFloor(0.0, radius, 0.8);
        for (int n = 0; n < 10000; ++n) {
            placed.step(1e-3);
            QCOMPARE(placed.position(0).y(), radius);
            QCOMPARE(placed.velocity(0).y(), 0.0);
        }

        ParticleSystem dropped = ballOverFloor(0.1, radius, 0.5);
        for (int n = 0; n < 3000; ++n)
            dropped.step(1e-3);
        for (int n = 0; n < 2000; ++n) {
            dropped.step(1e-3);
            QCOMPARE(dropped.position(0).y(), radius);
            QCOMPARE(dropped.velocity(0).y(), 0.0);
        }
    }

    void frictionOnTiltedPlane_data()
    {
        QTest::addColumn<double>("angleDegrees");
        QTest::addColumn<double>("mu");
        QTest::newRow("20°, μ = 0.5: sticks") << 20.0 << 0.5;
        QTest::newRow("20°, μ = 0.1: slides") << 20.0 << 0.1;
        QTest::newRow("35°, μ = 0.3: slides") << 35.0 << 0.3;
    }

    // A particle placed on the plane at rest; 1 s of Δt = 1 ms. The distance slid along the
    // plane is compared with ½ a t², a = g max(0, sin θ − μ cos θ) (1 %, or 10⁻⁹ m when it
    // sticks), and the particle stays on the plane (10⁻⁹ m).
    void frictionOnTiltedPlane()
    {
        QFETCH(double, angleDegrees);
        QFETCH(double, mu);
        const double theta = angleDegrees * std::numbers::pi / 180.0;
        const Vector2d normal(-std::sin(theta), std::cos(theta));
        const Vector2d downhill(-std::cos(theta), -std::sin(theta));
        ParticleSystem system;
        system.addParticle(Vector2d::Zero(), Vector2d::Zero(), 1.0);
        system.add(std::make_unique<Gravity>(Vector2d(0.0, -g)));
        auto plane = std::make_unique<Walls>(0.0, 0.0, mu);
        plane->addHalfPlane(Vector2d::Zero(), normal);
        system.add(std::move(plane));
        for (int n = 0; n < 1000; ++n)
            system.step(1e-3);
        const double slid = system.position(0).dot(downhill);
        const double a = g * std::max(0.0, std::sin(theta) - mu * std::cos(theta));
        const double expected = 0.5 * a * 1.0 * 1.0;
        QVERIFY(std::abs(system.position(0).dot(normal)) <= 1e-9);
        if (expected == 0.0)
            QVERIFY2(std::abs(slid) <= 1e-9, qPrintable(QString("slid %1 m").arg(slid)));
        else
            QVERIFY2(std::abs(slid / expected - 1.0) < 0.01,
                     qPrintable(QString("slid %1 m, ½at² = %2 m").arg(slid).arg(expected)));
    }

    // 50 particles, random velocities, no gravity, r = 1, 10⁴ steps: kinetic energy to 10⁻¹²
    // relative and every particle inside [0, 1]² (radius 0.01 m).
    void elasticBoxKeepsEnergyAndParticles()
    {
        ParticleSystem system;
        std::mt19937 engine(9);
        std::uniform_real_distribution<double> u(0.05, 0.95), v(-3.0, 3.0);
        for (int i = 0; i < 50; ++i)
            system.addParticle(Vector2d(u(engine), u(engine)), Vector2d(v(engine), v(engine)), 1.0);
        auto box = std::make_unique<Walls>(0.01, 1.0, 0.0);
        box->addBox(Vector2d::Zero(), Vector2d::Ones());
        system.add(std::move(box));
        const double e0 = system.kineticEnergy();
        for (int n = 0; n < 10000; ++n)
            system.step(1e-3);
        QVERIFY(std::abs(system.kineticEnergy() / e0 - 1.0) <= 1e-12);
        for (int i = 0; i < system.size(); ++i)
            QVERIFY((system.position(i).array() >= 0.01 - 1e-12).all() &&
                    (system.position(i).array() <= 0.99 + 1e-12).all());
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestWalls)
#include "test_walls.moc"

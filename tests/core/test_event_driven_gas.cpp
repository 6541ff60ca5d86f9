// SPDX-License-Identifier: GPL-3.0-or-later
// The exact hard-disk gas (EventDrivenGas), against what must hold exactly and a published
// run (the equation of state is test_event_driven_gas_pressure.cpp):
//  * the event queue's next contact is, every time, the earliest of all pair and wall contacts
//    found by brute force over every pair (200 disks, 10⁴ contacts);
//  * over 10⁶ collisions in a periodic box no two disks ever overlap by 10⁻¹⁰ of a radius,
//    kinetic energy keeps to round-off and momentum too;
//  * a state saved and put back into a new gas continues bit for bit like the uninterrupted
//    run, with thermal walls drawing random numbers on the way.
#include <particlelab/collision/EventDrivenGas.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;

class TestEventDrivenGas : public QObject {
    Q_OBJECT

private:
    // A square box of `count` disks of radius 1 and mass 1 at area fraction `eta`, kT = 1.
    static EventDrivenGas squareGas(int count, double eta, EventDrivenBox::Walls walls,
                                    std::uint64_t seed)
    {
        EventDrivenGas gas(seed);
        const double side = std::sqrt(count * std::numbers::pi / eta);
        EventDrivenBox box;
        box.width = box.height = side;
        box.walls = walls;
        box.wallTemperature = 1.5;
        gas.reset(box);
        const bool placed = gas.fillLattice(count, 1.0, 1.0, 1.0);
        Q_ASSERT(placed);
        return gas;
    }

    // Largest overlap of any two disks now, in radii (0 when none touch), by brute force.
    static double largestOverlap(const EventDrivenGas& gas)
    {
        const EventDrivenGas::State& s = gas.state();
        double worst = 0.0;
        for (std::size_t i = 0; i < gas.size(); ++i)
            for (std::size_t j = i + 1; j < gas.size(); ++j) {
                double dx = gas.xNow(j) - gas.xNow(i), dy = gas.yNow(j) - gas.yNow(i);
                dx -= s.box.width * std::round(dx / s.box.width);
                dy -= s.box.height * std::round(dy / s.box.height);
                const double d = s.radius[i] + s.radius[j];
                worst = std::max(worst, (d - std::hypot(dx, dy)) / s.radius[i]);
            }
        return worst;
    }

    static std::pair<double, double> momentum(const EventDrivenGas& gas)
    {
        const EventDrivenGas::State& s = gas.state();
        double px = 0.0, py = 0.0;
        for (std::size_t i = 0; i < gas.size(); ++i) {
            px += s.mass[i] * s.vx[i];
            py += s.mass[i] * s.vy[i];
        }
        return {px, py};
    }

private slots:
    void nextContactIsTheEarliestOfAll()
    {
        EventDrivenGas gas = squareGas(200, 0.3, EventDrivenBox::Walls::Specular, 3);
        int contacts = 0, walls = 0;
        while (contacts < 10000) {
            const EventDrivenGas::NextEvent next = gas.peekNextEvent();
            if (next.kind == EventDrivenGas::EventKind::Cell) {
                gas.processNextEvent();
                continue;
            }
            const EventDrivenGas::NextEvent brute = gas.bruteForceNextContact();
            if (next.time != brute.time || next.kind != brute.kind || next.i != brute.i ||
                next.j != brute.j)
                QFAIL(qPrintable(QString("contact %1: queue %2 (%3, %4) at %5, brute force %6 "
                                         "(%7, %8) at %9")
                                     .arg(contacts)
                                     .arg(int(next.kind)).arg(next.i).arg(next.j)
                                     .arg(next.time, 0, 'g', 17)
                                     .arg(int(brute.kind)).arg(brute.i).arg(brute.j)
                                     .arg(brute.time, 0, 'g', 17)));
            walls += next.kind == EventDrivenGas::EventKind::Wall;
            gas.processNextEvent();
            ++contacts;
        }
        // Both kinds were checked, and the cells were crossed on the way.
        QVERIFY(walls > 100 && walls < 9000);
        QVERIFY(gas.counters().cellCrossings > 1000);
    }

    void millionCollisionsWithoutOverlap()
    {
        EventDrivenGas gas = squareGas(400, 0.4, EventDrivenBox::Walls::Periodic, 5);
        const double energy = gas.kineticEnergy();
        const auto [px0, py0] = momentum(gas);
        const double scale = gas.size() * std::sqrt(2.0 * energy / gas.size());  // Σ m|v|, kg·m/s
        double worst = 0.0;
        for (int check = 0; check < 100; ++check) {
            gas.advanceCollisions(10000);
            worst = std::max(worst, largestOverlap(gas));
        }
        QCOMPARE(gas.counters().pairCollisions, 1000000LL);
        const auto [px, py] = momentum(gas);
        qInfo("largest overlap %.3g radii; energy change %.3g; momentum change %.3g",
              worst, gas.kineticEnergy() / energy - 1.0, std::hypot(px - px0, py - py0) / scale);
        QVERIFY2(worst < 1e-10, qPrintable(QString("overlap of %1 radii").arg(worst)));
        QVERIFY(std::abs(gas.kineticEnergy() / energy - 1.0) < 1e-11);
        QVERIFY(std::hypot(px - px0, py - py0) < 1e-11 * scale);
    }

    void savedStateContinuesBitForBit()
    {
        for (const EventDrivenBox::Walls walls :
             {EventDrivenBox::Walls::Thermal, EventDrivenBox::Walls::Periodic}) {
            EventDrivenGas original = squareGas(300, 0.35, walls, 21);
            original.advanceTo(15.0);
            const EventDrivenGas::State saved = original.state();
            original.advanceTo(40.0);

            EventDrivenGas reopened(99);  // another seed: the engine comes with the state
            reopened.reset(saved.box);
            reopened.setState(saved);
            reopened.advanceTo(40.0);

            const EventDrivenGas::State& a = original.state();
            const EventDrivenGas::State& b = reopened.state();
            QVERIFY(a.counters.pairCollisions > 2000);
            QCOMPARE(b.counters.pairCollisions, a.counters.pairCollisions);
            QCOMPARE(b.counters.wallHits, a.counters.wallHits);
            QVERIFY(a.x == b.x && a.y == b.y && a.vx == b.vx && a.vy == b.vy && a.t == b.t);
            QCOMPARE(b.counters.virial, a.counters.virial);
            QVERIFY(a.random == b.random);
        }
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestEventDrivenGas)
#include "test_event_driven_gas.moc"

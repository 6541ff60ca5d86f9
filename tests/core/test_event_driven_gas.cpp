// SPDX-License-Identifier: GPL-3.0-or-later
// The exact hard-disk gas (EventDrivenGas), against what must hold exactly and a published
// run (the equation of state is test_event_driven_gas_pressure.cpp):
//  * the event queue's next contact is, every time, the earliest of all pair and wall contacts
//    found by a brute force of the test's own over every pair (200 disks at area fraction 0.3
//    in a walled box, 10⁴ contacts; 100 disks at 0.03 in a periodic box, where disks fly across
//    most of the box between events, 5 000 contacts);
//  * over 10⁶ collisions in a periodic box no two disks ever overlap by 10⁻¹⁰ of a radius,
//    kinetic energy keeps to round-off and momentum too;
//  * restitution e < 1: a head-on collision leaves the disks separating at e times their closing
//    speed with momentum kept; under the TC model a second collision within t_c is elastic;
//  * thermal walls bring a gas to the walls' temperature (the flux distribution: sampling the
//    normal speed from the Maxwell distribution instead would leave the gas colder);
//  * a state saved and put back into a new gas continues bit for bit like the uninterrupted
//    run, with thermal walls drawing random numbers on the way;
//  * drawn between two advanceTo() calls (positionsAt, the history kept), every disk is where
//    the same gas advanced to that time has it, bit for bit, for walled and periodic boxes;
//    keeping the history changes no bit of the run.
#include <particlelab/collision/EventDrivenGas.h>

#include <QtTest/QtTest>

#include "Sanitizers.h"
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
    // The earliest contact of all, by brute force, written here apart from the gas's own
    // prediction: from every disk's position now, over every pair (in a periodic box with each
    // of the 9 images) and every wall.
    static EventDrivenGas::NextEvent earliestContact(const EventDrivenGas& gas)
    {
        const EventDrivenGas::State& s = gas.state();
        const bool periodic = s.box.walls == EventDrivenBox::Walls::Periodic;
        EventDrivenGas::NextEvent best{EventDrivenGas::EventKind::Pair, -1, -1, 1e300};
        const int n = static_cast<int>(gas.size());
        for (int i = 0; i < n; ++i) {
            const auto a = static_cast<std::size_t>(i);
            const double r = s.radius[a];
            if (!periodic) {
                const double x = gas.xNow(a), y = gas.yNow(a);
                const double wall[4] = {s.vx[a] < 0 ? (r - x) / s.vx[a] : 1e300,
                                        s.vx[a] > 0 ? (s.box.width - r - x) / s.vx[a] : 1e300,
                                        s.vy[a] < 0 ? (r - y) / s.vy[a] : 1e300,
                                        s.vy[a] > 0 ? (s.box.height - r - y) / s.vy[a] : 1e300};
                for (int w = 0; w < 4; ++w)
                    if (gas.time() + wall[w] < best.time)
                        best = {EventDrivenGas::EventKind::Wall, i, w, gas.time() + wall[w]};
            }
            for (int j = i + 1; j < n; ++j) {
                const auto b = static_cast<std::size_t>(j);
                for (int ix = -1; ix <= 1; ++ix)
                    for (int iy = -1; iy <= 1; ++iy) {
                        if (!periodic && (ix != 0 || iy != 0))
                            continue;
                        const double dx = gas.xNow(b) - gas.xNow(a) + ix * s.box.width;
                        const double dy = gas.yNow(b) - gas.yNow(a) + iy * s.box.height;
                        const double dvx = s.vx[b] - s.vx[a], dvy = s.vy[b] - s.vy[a];
                        const double d = r + s.radius[b];
                        // |Δx + τ Δv| = d: A τ² + 2B τ + C = 0, the smaller root, τ ≥ 0.
                        const double A = dvx * dvx + dvy * dvy, B = dx * dvx + dy * dvy;
                        const double C = dx * dx + dy * dy - d * d;
                        if (B >= 0.0 || B * B - A * C < 0.0)
                            continue;
                        const double tau = (-B - std::sqrt(B * B - A * C)) / A;
                        if (gas.time() + tau < best.time)
                            best = {EventDrivenGas::EventKind::Pair, i, j, gas.time() + tau};
                    }
            }
        }
        return best;
    }

    static void compareWithBruteForce(EventDrivenGas gas, int wanted)
    {
        int contacts = 0, walls = 0;
        while (contacts < wanted) {
            const EventDrivenGas::NextEvent next = gas.peekNextEvent();
            if (next.kind == EventDrivenGas::EventKind::Cell) {
                gas.processNextEvent();
                continue;
            }
            const EventDrivenGas::NextEvent brute = earliestContact(gas);
            const double scale = std::max(1.0, std::abs(brute.time));
            if (std::abs(next.time - brute.time) > 1e-9 * scale || next.kind != brute.kind ||
                next.i != brute.i || next.j != brute.j)
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
        // The cells were crossed on the way; in a walled box both kinds were checked.
        QVERIFY(gas.counters().cellCrossings > 1000);
        if (gas.state().box.walls != EventDrivenBox::Walls::Periodic)
            QVERIFY(walls > 100 && walls < wanted - 100);
    }

    void nextContactIsTheEarliestOfAll()
    {
        compareWithBruteForce(squareGas(200, 0.3, EventDrivenBox::Walls::Specular, 3), 10000);
        // Dilute and periodic: disks fly across most of the box between events.
        compareWithBruteForce(squareGas(100, 0.03, EventDrivenBox::Walls::Periodic, 4), 5000);
    }

    void millionCollisionsWithoutOverlap()
    {
        EventDrivenGas gas = squareGas(400, 0.4, EventDrivenBox::Walls::Periodic, 5);
        const double energy = gas.kineticEnergy();
        const auto [px0, py0] = momentum(gas);
        const double scale = gas.size() * std::sqrt(2.0 * energy / gas.size());  // Σ m|v|, kg·m/s
        double worst = 0.0;
        // Under AddressSanitizer (pl::test::lightSweeps) 10⁵ collisions, the same code ten times
        // fewer times; the release stage runs the 10⁶.
        const int checks = pl::test::lightSweeps() ? 10 : 100;
        for (int check = 0; check < checks; ++check) {
            gas.advanceCollisions(10000);
            worst = std::max(worst, largestOverlap(gas));
        }
        QCOMPARE(gas.counters().pairCollisions, 10000LL * checks);
        const auto [px, py] = momentum(gas);
        qInfo("largest overlap %.3g radii; energy change %.3g; momentum change %.3g",
              worst, gas.kineticEnergy() / energy - 1.0, std::hypot(px - px0, py - py0) / scale);
        QVERIFY2(worst < 1e-10, qPrintable(QString("overlap of %1 radii").arg(worst)));
        QVERIFY(std::abs(gas.kineticEnergy() / energy - 1.0) < 1e-11);
        QVERIFY(std::hypot(px - px0, py - py0) < 1e-11 * scale);
    }

    void restitutionAndTheTcModel()
    {
        EventDrivenGas gas(1);
        EventDrivenBox box;
        box.width = 100.0;
        box.height = 10.0;
        box.walls = EventDrivenBox::Walls::Periodic;
        gas.reset(box, 0.5, /*t_c*/ 100.0);
        QVERIFY(gas.addDisk(40.0, 5.0, 1.0, 0.0, 1.0, 1.0));
        QVERIFY(gas.addDisk(60.0, 5.0, -1.0, 0.0, 1.0, 3.0));
        gas.advanceCollisions(1);
        const EventDrivenGas::State& s = gas.state();
        QCOMPARE(gas.counters().pairCollisions, 1LL);
        QVERIFY(std::abs((s.vx[1] - s.vx[0]) - 0.5 * 2.0) < 1e-14);        // e · closing speed
        QVERIFY(std::abs(1.0 * s.vx[0] + 3.0 * s.vx[1] - (1.0 - 3.0)) < 1e-14);  // momentum
        QVERIFY(std::abs(gas.time() - 9.0) < 1e-12);  // 18 m gap closed at 2 m/s
        // Around the periodic box they meet again within t_c = 100 s: elastic this time.
        const double closing = s.vx[1] - s.vx[0];
        gas.advanceCollisions(1);
        QCOMPARE(gas.counters().pairCollisions, 2LL);
        QVERIFY(gas.time() - 9.0 < 100.0);
        QVERIFY(std::abs((s.vx[0] - s.vx[1]) - closing) < 1e-14);
    }

    void thermalWallsSetTheTemperature()
    {
        EventDrivenGas gas = squareGas(200, 0.05, EventDrivenBox::Walls::Thermal, 8);  // kT_w 1.5
        gas.advanceTo(400.0);
        double sum = 0.0;
        int samples = 0;
        for (double t = 400.0; t < 4400.0; t += 10.0, ++samples) {
            gas.advanceTo(t);
            sum += gas.temperature();
        }
        const double kT = sum / samples;
        qInfo("time-averaged kT = %.4f J with walls at 1.5 J", kT);
        QVERIFY(std::abs(kT / 1.5 - 1.0) < 0.03);
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

    void positionsBetweenSamplesAreExact()
    {
        for (const EventDrivenBox::Walls walls :
             {EventDrivenBox::Walls::Specular, EventDrivenBox::Walls::Periodic}) {
            EventDrivenGas sampled = squareGas(300, 0.35, walls, 31);
            sampled.keepHistory(true);
            EventDrivenGas plain = squareGas(300, 0.35, walls, 31);
            sampled.advanceTo(3.0);
            plain.advanceTo(3.0);
            const EventDrivenGas atStart = sampled;
            const long long before = sampled.counters().pairCollisions;
            sampled.advanceTo(3.5);
            plain.advanceTo(3.5);
            QVERIFY(sampled.counters().pairCollisions - before > 100);  // events in between
            int moved = 0;
            for (const double t : {3.0, 3.0001, 3.1234, 3.25, 3.4999, 3.5}) {
                std::vector<double> x, y;
                sampled.positionsAt(t, x, y);
                EventDrivenGas reference = atStart;
                reference.advanceTo(t);
                QCOMPARE(x.size(), reference.size());
                for (std::size_t i = 0; i < x.size(); ++i) {
                    if (x[i] != reference.xNow(i) || y[i] != reference.yNow(i))
                        QFAIL(qPrintable(QString("disk %1 at t = %2: (%3, %4), advanced to t "
                                                 "(%5, %6)")
                                             .arg(i).arg(t).arg(x[i], 0, 'g', 17)
                                             .arg(y[i], 0, 'g', 17)
                                             .arg(reference.xNow(i), 0, 'g', 17)
                                             .arg(reference.yNow(i), 0, 'g', 17)));
                    moved += x[i] != sampled.xNow(i);
                }
            }
            QVERIFY(moved > 1000);  // not simply the positions at the end
            // Outside the last call's span: clamped to its ends.
            std::vector<double> x, y, x0, y0;
            sampled.positionsAt(1.0, x, y);
            sampled.positionsAt(3.0, x0, y0);
            QVERIFY(x == x0 && y == y0);
            // The history changes nothing of the run.
            const EventDrivenGas::State& a = sampled.state();
            const EventDrivenGas::State& b = plain.state();
            QVERIFY(a.x == b.x && a.y == b.y && a.vx == b.vx && a.vy == b.vy && a.t == b.t);
            QCOMPARE(a.counters.virial, b.counters.virial);
        }
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestEventDrivenGas)
#include "test_event_driven_gas.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The ideal-gas lesson's two dynamics, driven through LessonSession as the window and the command
// line drive it:
//  * event-driven, in a box of 100 diameters: no overlap is ever found, energy stays to
//    round-off, and the walls' pressure is within 3 % of the hard-disk equation of state (Liu's
//    and Henderson's) while the ideal gas law is 35 % off;
//  * the time-stepped gas repairs overlaps (hundreds a second) where the exact one repairs none;
//  * from the same initial state, the stepped pressure converges on the exact one as Δt shrinks:
//    about 9 % short at 8 Δt, within 1.5 % at ½ Δt;
//  * an event-driven run saved, opened and continued (with the thermal walls switched on live
//    in between) gives the same bits as the run never saved; a damaged exact gas in a state is
//    refused with a StateError, not taken;
//  * sceneAt reports the time it drew (clamped to the last step), which the window shows.
#include "SessionFile.h"
#include "framework/LessonSession.h"
#include "ideal_gas/ExactGas.h"
#include "ideal_gas/IdealGasLesson.h"
#include "ideal_gas/IdealGasStudies.h"

#include <particlelab/collision/HardDiskEquationOfState.h>

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "TestRegistry.h"

#include <cmath>
#include <sstream>

using namespace pl;
using pl::test::lessonSession;

class TestIdealGasDynamics : public QObject {
    Q_OBJECT

    static double measured(const LessonSession& s, const std::string& id)
    {
        for (const Measurement& m : s.lesson().measurements())
            if (m.id == id)
                if (const double* v = std::get_if<double>(&m.value))
                    return *v;
        return std::nan("");
    }

private slots:
    void eventDrivenPressureMeetsTheEquationOfState()
    {
        LessonSession s = lessonSession("ideal-gas");
        // The defaults' area fraction (0.196) in a box twice as large each way: the walls'
        // pressure is then within about 1 % of the bulk's (an effect of order d/L).
        for (auto [id, value] : {std::pair{"dynamics", "event-driven"}, {"count", "4000"},
                                 {"box_width", "160"}, {"box_height", "100"},
                                 {"initial_speeds", "maxwell"}, {"seed", "3"}})
            QVERIFY(!s.set(id, value));
        QVERIFY(!s.reset());
        s.advanceTo(400.0);
        const double eta = measured(s, "area_fraction");
        QVERIFY(std::abs(eta - 0.19635) < 1e-4);
        const double z = measured(s, "compressibility_measured");
        const double liu = liuHardDiskCompressibility(eta);
        qInfo("event-driven, N = 4000: Z = %.4f, Liu %.4f (%+.2f %%), Henderson %.4f, ideal 1; "
              "%g collisions",
              z, liu, 100.0 * (z / liu - 1.0), hendersonHardDiskCompressibility(eta),
              measured(s, "collisions"));
        QVERIFY(std::abs(measured(s, "pressure_eos_error") - (z / liu - 1.0)) < 1e-12);
        QVERIFY(std::abs(z / liu - 1.0) < 0.03);
        QVERIFY(std::abs(z / hendersonHardDiskCompressibility(eta) - 1.0) < 0.03);
        QVERIFY(z > 1.3);  // not the ideal gas
        // Exact: nothing overlaps at any sample, energy to round-off.
        QCOMPARE(measured(s, "overlaps_repaired_rate"), 0.0);
        QCOMPARE(measured(s, "overlapping_pairs"), 0.0);
        QVERIFY(std::abs(measured(s, "energy_drift")) < 1e-12);
        QVERIFY(measured(s, "collisions") > 1e5);
        // The collision rate of kinetic theory (Enskog's, for the bulk).
        const double rate = measured(s, "collision_rate");
        const double enskog = measured(s, "collision_rate_enskog");
        qInfo("collisions per second %.1f, Enskog %.1f", rate, enskog);
        QVERIFY(std::abs(rate / enskog - 1.0) < 0.03);
    }

    void steppedGasRepairsOverlaps()
    {
        LessonSession s = lessonSession("ideal-gas");
        QVERIFY(!s.reset());
        s.advanceTo(20.0);
        const double repaired = measured(s, "overlaps_repaired_rate");
        QVERIFY(repaired > 100.0);
        QCOMPARE(repaired, measured(s, "collision_rate"));
        QVERIFY(std::abs(measured(s, "energy_drift")) < 1e-12);
    }

    void steppedPressureConvergesOnTheExactOne()
    {
        IdealGasSettings settings;  // the lesson's defaults
        Progress progress;
        const double time = simulatedTimeForWallHits(settings, 20000.0);
        const SteppedAgainstExact run =
            compareSteppedWithExact(settings, time, {8.0, 2.0, 0.5}, progress);
        QVERIFY(!run.cancelled);
        QCOMPARE(run.stepped.size(), std::size_t{3});
        std::vector<double> error;
        for (const auto& p : run.stepped) {
            error.push_back(p.pressure / run.exactPressure - 1.0);
            qInfo("Δt = %.4f s: P = %.5f N/m, exact %.5f: %+.2f %%", p.dt, p.pressure,
                  run.exactPressure, 100.0 * error.back());
        }
        QVERIFY(error[0] < -0.05);                       // 8 Δt: far short
        QVERIFY(std::abs(error[1]) < 0.5 * std::abs(error[0]));
        QVERIFY(std::abs(error[2]) < 0.015);             // ½ Δt: within the statistics
        QVERIFY(std::abs(error[2]) < std::abs(error[0]));
        // The exact pressure itself is the hard-disk gas's: near the equation of state.
        const double eta = settings.count * std::numbers::pi * settings.radius * settings.radius /
                           (settings.boxWidth * settings.boxHeight);
        const double ideal = settings.count * settings.kT / (settings.boxWidth * settings.boxHeight);
        QVERIFY(std::abs(run.exactPressure / (ideal * liuHardDiskCompressibility(eta)) - 1.0) < 0.04);
    }

    void eventDrivenRunOpensAndContinuesBitForBit()
    {
        LessonSession s = lessonSession("ideal-gas");
        QVERIFY(!s.set("dynamics", "event-driven"));
        QVERIFY(!s.set("count", "300"));
        QVERIFY(!s.reset());
        for (int i = 0; i < 150; ++i)
            s.step();
        QVERIFY(!s.set("thermal_walls", "1"));  // live: the exact gas's walls now draw numbers
        QVERIFY(!s.set("wall_temperature", "2"));
        for (int i = 0; i < 150; ++i)
            s.step();

        const std::string text = writeSessionText(s, {});
        SessionReadResult read = readSessionText(text, "event-driven.plsession");
        QVERIFY2(read.error.empty(), read.error.c_str());
        LessonSession& opened = *read.document.session;
        QCOMPARE(opened.lesson().time(), s.lesson().time());
        QCOMPARE(pl::test::stateHash(opened), pl::test::stateHash(s));
        for (int i = 0; i < 200; ++i) {
            s.step();
            opened.step();
        }
        QCOMPARE(opened.lesson().time(), s.lesson().time());
        QCOMPARE(pl::test::stateHash(opened), pl::test::stateHash(s));
        QCOMPARE(pl::test::chartsHash(opened.recordedChartData()),
                 pl::test::chartsHash(s.recordedChartData()));
        QCOMPARE(measured(opened, "temperature"), measured(s, "temperature"));
        QVERIFY(measured(s, "temperature") > 1.2);  // the walls heat the gas towards kT = 2
        QCOMPARE(measured(s, "overlapping_pairs"), 0.0);
        // And a past tick, reached by replaying from a keyframe, is the same state again.
        const std::uint64_t atHead = pl::test::stateHash(s);
        s.seek(100);
        s.seek(s.headTick());
        QCOMPARE(pl::test::stateHash(s), atHead);
    }

    // Playing, the window draws the event-driven gas at a frame's own time inside the last step
    // and shows the time sceneAt says it drew: t itself inside the step, the step's start for
    // an earlier t (all the gas remembers), the run's own time from the step's end on.
    void sceneAtReportsTheTimeItDraws()
    {
        LessonSession s = lessonSession("ideal-gas");
        QVERIFY(!s.set("dynamics", "event-driven"));
        QVERIFY(!s.set("count", "300"));
        QVERIFY(!s.reset());
        for (int i = 0; i < 20; ++i)
            s.step();
        const auto& lesson = dynamic_cast<const IdealGasLesson&>(s.lesson());
        const double start = lesson.model().exact().gas.historyStart(), end = lesson.time();
        QVERIFY(start > 0.0 && start < end);
        auto caption = [](double t) {
            std::ostringstream text;
            text.precision(3);
            text << "t = " << t << " s ";
            return text.str();
        };
        Scene scene;
        const double mid = start + 0.4 * (end - start);
        QCOMPARE(lesson.sceneAt(scene, mid), mid);
        QVERIFY2(scene.caption.starts_with(caption(mid)), scene.caption.c_str());
        QCOMPARE(lesson.sceneAt(scene, start - 0.5 * (end - start)), start);
        QVERIFY2(scene.caption.starts_with(caption(start)), scene.caption.c_str());
        QCOMPARE(lesson.sceneAt(scene, end + 1.0), end);
        QVERIFY2(scene.caption.starts_with(caption(end)), scene.caption.c_str());

        // Time-stepped, nothing is drawn between steps: the run's own time.
        LessonSession stepped = lessonSession("ideal-gas");
        for (int i = 0; i < 5; ++i)
            stepped.step();
        const double now = stepped.lesson().time();
        QVERIFY(now > 0.0);
        QCOMPARE(stepped.lesson().sceneAt(scene, 0.5 * now), now);
        QVERIFY2(scene.caption.starts_with(caption(now)), scene.caption.c_str());
    }

    void damagedExactGasIsRefused()
    {
        LessonSession s = lessonSession("ideal-gas");
        QVERIFY(!s.set("dynamics", "event-driven"));
        QVERIFY(!s.set("count", "50"));
        QVERIFY(!s.reset());
        s.step();
        const auto& lesson = dynamic_cast<const IdealGasLesson&>(s.lesson());
        // The layout the lesson writes, with one array of the exact gas a disk short.
        EventDrivenGas::State damaged = lesson.model().exact().gas.state();
        damaged.y.pop_back();
        std::stringstream bytes;
        {
            StateWriter out(bytes);
            out(lesson.model().state(), std::vector<std::pair<std::string, double>>{});
            out(damaged, 0LL, 0LL);
        }
        std::unique_ptr<Lesson> copy = lesson.clone();
        StateReader in(bytes);
        QVERIFY_THROWS_EXCEPTION(StateError, copy->loadState(in));
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestIdealGasDynamics)
#include "test_ideal_gas_dynamics.moc"

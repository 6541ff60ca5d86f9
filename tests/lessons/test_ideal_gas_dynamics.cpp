// SPDX-License-Identifier: GPL-3.0-or-later
// The ideal-gas lesson's two dynamics, driven through LessonSession as the window and the command
// line drive it (their pressures against the equations of state and each other, long runs, are
// test_ideal_gas_pressure's):
//  * the time-stepped gas repairs overlaps (hundreds a second) where the exact one repairs none;
//  * an event-driven run saved, opened and continued (with the thermal walls switched on live
//    in between) gives the same bits as the run never saved; a damaged exact gas in a state is
//    refused with a StateError, not taken;
//  * sceneAt reports the time it drew (clamped to the last step), which the window shows;
//  * every study is estimated before it starts, the stepped-vs-exact one as its runs grow.
#include "SessionFile.h"
#include "framework/LessonSession.h"
#include "ideal_gas/ExactGas.h"
#include "ideal_gas/IdealGasLesson.h"

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
        return measurementNumber(s.lesson().measurements(), id);
    }

private slots:
    // Every study of the gas is estimated before it starts (the window asks before a long one,
    // the command line refuses what exceeds --time-limit): about 10 s in all at the defaults on
    // the development machine. The stepped-vs-exact study's work follows its runs: the steps of
    // Δt in the time of 20 000 wall hits, ∝ 1/r, and for N disks (N + 3) × steps ∝ (N + 3)/N
    // (a tenth of the disks: ten times the steps); the other two are of fixed size.
    void studiesAreEstimated()
    {
        LessonSession s = lessonSession("ideal-gas");
        double total = 0.0;
        for (const StudySpec& spec : s.lesson().studies()) {
            const std::optional<WorkEstimate> e = s.lesson().estimateStudy(spec.id);
            QVERIFY2(e && std::isfinite(e->seconds()) && e->seconds() > 0.0, spec.id.c_str());
            total += e->seconds();
        }
        QVERIFY2(total > 5.0 && total < 20.0, qPrintable(QString::number(total)));
        const WorkEstimate base = *s.lesson().estimateStudy("stepped_vs_exact");
        QVERIFY2(base.formula.find("'count'") != std::string::npos, base.formula.c_str());
        const double pairs = s.lesson().estimateStudy("pairs_vs_n")->seconds();
        QVERIFY(!s.set("radius", "0.25"));
        QVERIFY(!s.reset());
        QCOMPARE(s.lesson().estimateStudy("stepped_vs_exact")->work / base.work, 2.0);
        QCOMPARE(s.lesson().estimateStudy("pairs_vs_n")->seconds(), pairs);
        QVERIFY(!s.set("radius", "0.5"));
        QVERIFY(!s.set("count", "100"));
        QVERIFY(!s.reset());
        QCOMPARE(s.lesson().estimateStudy("stepped_vs_exact")->work / base.work,
                 (100.0 + 3.0) * 10.0 / (1000.0 + 3.0));
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

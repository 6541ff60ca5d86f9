// SPDX-License-Identifier: GPL-3.0-or-later
// The headless run's study watcher (app/RunControl.h), which runs a study on a worker thread and
// watches it from the calling one; built into the ThreadSanitizer stage through its `threads`
// label, so the hand-over of the result and the cancel are checked for data races:
//  * a study that finishes on its own comes back whole, not marked stopped;
//  * a study that would run for ever is cancelled when the deadline passes: it sees the cancel
//    and returns, and the watcher reports the time limit (how soon is the soak's to check).
#include "RunControl.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <chrono>
#include <thread>

using namespace pl;
using namespace std::chrono_literals;

class TestRunControl : public QObject {
    Q_OBJECT

private slots:
    void finishedStudyComesBackWhole()
    {
        const StudyFunction study = [](Progress& progress) {
            StudyResult result;
            for (int i = 1; i <= 4; ++i) {
                progress.report(i / 4.0);
                result.measurements.push_back(Measurement::number("n", "n", "", i));
            }
            return result;
        };
        const WatchedStudy watched = runStudyWatched(study, "counting", WallClock::time_point::max());
        QCOMPARE(watched.stopped, StopReason::None);
        QCOMPARE(watched.result.measurements.size(), std::size_t{4});
        QVERIFY(!watched.result.cancelled);
    }

    void endlessStudyStopsAtTheDeadline()
    {
        const StudyFunction study = [](Progress& progress) {
            StudyResult result;
            while (!progress.cancelled())
                std::this_thread::sleep_for(1ms);
            result.cancelled = true;
            return result;
        };
        const WatchedStudy watched = runStudyWatched(study, "endless", WallClock::now() + 200ms);
        QCOMPARE(watched.stopped, StopReason::TimeLimit);
        QVERIFY(watched.result.cancelled);
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestRunControl)
#include "test_run_control.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// What a session file brings back beyond the run itself:
//  * branches: a run with two branches, saved and opened, has the same branches (label, fork
//    tick and time, chart data hash) and each ghost has the same State bits as the original's,
//    at the tick on show and after seeking; the reopened run continues bit for bit;
//  * a scene opened from the user's own file (lesson id particle-scene, which no registry entry
//    brings back) reopens from the session file alone, which embeds the scene: the test writes
//    the scene, runs it, saves, deletes the scene file, opens and continues; state and charts
//    equal the run that never stopped.
#include "framework/LessonSession.h"
#include "framework/LessonState.h"
#include "SessionFile.h"
#include "particle_scene/ParticleSceneLesson.h"
#include "Registry.h"

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "TestRegistry.h"

using namespace pl;
using pl::test::chartsHash;
using pl::test::stateHash;

namespace {

const char* userScene =
    "{\n"
    "  \"format\": \"particlelab-scene\",\n"
    "  \"version\": 1,\n"
    "  \"title\": \"A test's own scene: a weight on a spring and a pendulum rod\",\n"
    "  \"integrator\": \"verlet\",\n"
    "  \"dt\": 0.001,\n"
    "  \"gravity\": [0, -9.81],\n"
    "  \"particles\": [\n"
    "    {\"label\": \"anchor\", \"position\": [0, 0], \"mass\": 1.0, \"pinned\": true},\n"
    "    {\"label\": \"weight\", \"position\": [0.3, -0.5], \"velocity\": [0.2, 0], \"mass\": 0.5},\n"
    "    {\"label\": \"bob\", \"position\": [0.8, -0.4], \"mass\": 0.25}\n"
    "  ],\n"
    "  \"springs\": [{\"between\": [\"anchor\", \"weight\"], \"stiffness\": 80, \"damping\": 0.05}],\n"
    "  \"rods\": [{\"between\": [\"weight\", \"bob\"], \"compliance\": 0}],\n"
    "  \"charts\": [{\"quantity\": \"energies\"}, {\"quantity\": \"speed\", \"particle\": \"bob\"}],\n"
    "  \"measurements\": [{\"quantity\": \"energy\"}]\n"
    "}\n";

} // namespace

class TestSessionBranches : public QObject {
    Q_OBJECT
private slots:
    void branchesAreSavedAndOpened()
    {
        LessonSession s(createLesson("harmonic-oscillator"));
        for (int i = 0; i < 60; ++i)
            s.step();
        s.seek(30);
        QVERIFY(!s.set("dt", "0.02"));
        for (int i = 0; i < 40; ++i)
            s.step();
        s.seek(15);
        QVERIFY(!s.set("dt", "0.005"));
        for (int i = 0; i < 25; ++i)
            s.step();
        QCOMPARE(s.branches().size(), std::size_t{2});

        const std::string text = writeSessionText(s, {});
        SessionReadResult read = readSessionText(text, "two-branches.plsession");
        QVERIFY2(read.error.empty(), read.error.c_str());
        LessonSession& opened = *read.document.session;
        QCOMPARE(opened.branches().size(), s.branches().size());
        for (std::size_t b = 0; b < s.branches().size(); ++b) {
            const Branch& was = s.branches()[b];
            const Branch& is = opened.branches()[b];
            QCOMPARE(is.label, was.label);
            QCOMPARE(is.forkTick, was.forkTick);
            QCOMPARE(is.forkTime, was.forkTime);
            QCOMPARE(chartsHash(is.data), chartsHash(was.data));
            QCOMPARE(stateHash(opened.ghost(b)), stateHash(s.ghost(b)));
        }
        // The ghosts follow a seek alike (through the saved keyframes and replay).
        for (long long tick : {5LL, 22LL, 37LL}) {
            s.seek(tick);
            opened.seek(tick);
            for (std::size_t b = 0; b < s.branches().size(); ++b)
                QCOMPARE(stateHash(opened.ghost(b)), stateHash(s.ghost(b)));
        }
        // A file of a later format version is refused by name.
        std::string future = text;
        const std::size_t at = future.find("\"version\": 3");
        QVERIFY(at != std::string::npos);
        future.replace(at, 12, "\"version\": 4");
        QVERIFY(readSessionText(future, "future.plsession").error.find("version 4") !=
                std::string::npos);
        // A version 2 file (saved before the states' layout 3) opens: every state in it, the
        // moment on show, the keyframes of the run and of the branches and the ghosts, is read
        // in the old layout and written in the new one (the oscillator's did not change, so
        // the bits must come back the same).
        std::string older = text;
        older.replace(at, 12, "\"version\": 2");
        SessionReadResult old = readSessionText(older, "older.plsession");
        QVERIFY2(old.error.empty(), old.error.c_str());
        LessonSession& reopened = *old.document.session;
        QCOMPARE(reopened.branches().size(), s.branches().size());
        for (long long tick : {0LL, 22LL, 37LL}) {
            s.seek(tick);
            reopened.seek(tick);
            QCOMPARE(stateHash(reopened.lesson()), stateHash(s.lesson()));
            for (std::size_t b = 0; b < s.branches().size(); ++b)
                QCOMPARE(stateHash(reopened.ghost(b)), stateHash(s.ghost(b)));
        }
    }

    void userSceneReopensFromTheSessionAlone()
    {
        QTemporaryDir dir;
        const QString scenePath = dir.filePath("my-scene.json");
        {
            QFile file(scenePath);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(userScene);
        }
        auto loaded = loadSceneFile(scenePath.toStdString());
        QVERIFY(std::holds_alternative<std::unique_ptr<ParticleSceneLesson>>(loaded));
        LessonSession s(std::move(std::get<std::unique_ptr<ParticleSceneLesson>>(loaded)));
        QCOMPARE(s.lesson().info().id, std::string("particle-scene"));
        QVERIFY(!createLesson("particle-scene"));
        for (int i = 0; i < 300; ++i)
            s.step();
        const QString sessionPath = dir.filePath("my-scene.plsession");
        QVERIFY(!saveSessionFile(s, {}, sessionPath.toStdString()));
        QVERIFY(QFile::remove(scenePath));

        SessionReadResult read = openSessionFile(sessionPath.toStdString());
        QVERIFY2(read.error.empty(), read.error.c_str());
        LessonSession& opened = *read.document.session;
        QCOMPARE(opened.lesson().info().title, s.lesson().info().title);
        QCOMPARE(stateHash(opened.lesson()), stateHash(s.lesson()));
        for (int i = 0; i < 500; ++i) {
            s.step();
            opened.step();
        }
        QCOMPARE(stateHash(opened.lesson()), stateHash(s.lesson()));
        QCOMPARE(chartsHash(opened.recordedChartData()), chartsHash(s.recordedChartData()));
        // ... and saved again from the reopened run, it still carries its scene.
        const std::string again = writeSessionText(opened, {});
        QVERIFY(readSessionText(again, "again.plsession").error.empty());
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestSessionBranches)
#include "test_session_branches.moc"

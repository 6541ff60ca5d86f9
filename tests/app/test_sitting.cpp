// SPDX-License-Identifier: GPL-3.0-or-later
// The sitting (sitting/Sitting.h) without a window: what it keeps and what it announces.
// - a lesson opened, stepped, left and chosen again shows the run it had, with its undo stack;
// - a parameter change enters undo (undo and redo set the values back and forth); a refused one
//   changes nothing and says why;
// - save marks: saved → not unsaved, a step later (and back) → unsaved, a pending change → unsaved,
//   the file first in the recent files; read into another sitting it is marked saved;
// - student mode: a locked parameter is refused, an unlocked one is not, the ways out follow the
//   teacher's setup, and another lesson ends student mode (each announced);
// - a view-only option (the SPH tank's colour_by) at a past tick: no branch, no new run, the
//   tick and the run's end stay, no undo step, and it stays chosen after going back and forth.
#include "RecentFiles.h"
#include "Registry.h"
#include "Sitting.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoGroup>
#include <QUndoStack>

using namespace pl;

class TestSitting : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabSittingTest"));
    }

    void keptRunsAndUndo()
    {
        Sitting sitting;
        QSignalSpy changed(&sitting, &Sitting::lessonChanged);
        QSignalSpy run(&sitting, &Sitting::runChanged);
        sitting.start(createLesson("pendulum"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.takeFirst().at(0).toBool(), false);  // a new run
        QCOMPARE(sitting.currentId(), std::string("pendulum"));
        QVERIFY(!sitting.currentUnsaved());
        for (int i = 0; i < 6; ++i)
            sitting.stepOnce();
        QCOMPARE(run.size(), 6);
        QCOMPARE(sitting.current()->tick(), 6);
        QVERIFY(sitting.currentUnsaved());

        // dt is live: changed at a past tick, the run forks and the change enters undo.
        sitting.seek(3);
        QCOMPARE(sitting.current()->tick(), 3);
        QSignalSpy parameter(&sitting, &Sitting::parameterChanged);
        QVERIFY(sitting.changeParameter(QStringLiteral("dt"), QStringLiteral("0.01")));
        QCOMPARE(parameter.size(), 1);
        QCOMPARE(parameter.first().at(1).toBool(), false);  // a change of the run
        QCOMPARE(sitting.current()->branches().size(), std::size_t(1));
        QCOMPARE(sitting.current()->values().number("dt"), 0.01);
        QUndoStack* stack = sitting.undoGroup()->activeStack();
        QVERIFY(stack);
        QCOMPARE(stack->count(), 1);
        QVERIFY(stack->text(0).contains(QStringLiteral("0.01")));
        sitting.undoGroup()->undo();
        QCOMPARE(sitting.current()->values().number("dt"), 0.005);
        sitting.undoGroup()->redo();
        QCOMPARE(sitting.current()->values().number("dt"), 0.01);

        // Refused: nothing changes, and the message names the parameter.
        QSignalSpy refused(&sitting, &Sitting::refused);
        QVERIFY(!sitting.changeParameter(QStringLiteral("dt"), QStringLiteral("-1")));
        QCOMPARE(refused.size(), 1);
        QVERIFY(refused.first().at(1).toString().contains(QStringLiteral("dt")));
        QCOMPARE(sitting.current()->values().number("dt"), 0.01);
        QCOMPARE(stack->count(), 1);

        // Another lesson, then back: the pendulum's run and its undo stack are as they were.
        const long long tick = sitting.current()->tick();
        sitting.start(createLesson("springs"));
        QCOMPARE(sitting.currentId(), std::string("springs"));
        QVERIFY(!sitting.undoGroup()->canUndo());
        QVERIFY(sitting.showKept("pendulum"));
        QCOMPARE(changed.last().at(0).toBool(), true);  // kept
        QCOMPARE(sitting.current()->tick(), tick);
        QCOMPARE(sitting.current()->values().number("dt"), 0.01);
        QVERIFY(sitting.undoGroup()->canUndo());
        QVERIFY(!sitting.showKept("no-such-lesson"));
    }

    void saveMarksAndRecentFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.plsession"));
        Sitting sitting;
        sitting.start(createLesson("pendulum"));
        sitting.stepOnce();
        QVERIFY(sitting.currentUnsaved());
        QSignalSpy modified(&sitting, &Sitting::modifiedChanged);
        QCOMPARE(sitting.save(path), QString());
        QCOMPARE(modified.size(), 1);
        QVERIFY(!sitting.currentUnsaved());
        QCOMPARE(sitting.savedPath("pendulum"), path);
        QCOMPARE(sitting.recent()->paths().value(0), QFileInfo(path).absoluteFilePath());
        sitting.stepOnce();
        QVERIFY(sitting.currentUnsaved());
        QCOMPARE(sitting.unsavedLessons(), std::vector<std::string>{"pendulum"});
        // Back at the saved tick the run still reaches further than the file: unsaved.
        sitting.stepBack();
        QCOMPARE(sitting.current()->tick(), 1);
        QVERIFY(sitting.currentUnsaved());
        // A change waiting for a reset (g is not live) is unsaved too.
        QVERIFY(sitting.changeParameter(QStringLiteral("g"), QStringLiteral("3")));
        QVERIFY(sitting.current()->hasPendingReset());
        QVERIFY(sitting.currentUnsaved());

        // Read back into a second sitting: the same run, marked saved at that file.
        Sitting other;
        SessionReadResult read = other.read(path);
        QVERIFY2(read.error.empty(), read.error.c_str());
        other.adopt(std::move(read.document.session), path);
        QCOMPARE(other.current()->tick(), 1);
        QVERIFY(!other.currentUnsaved());
        QVERIFY(!other.read(dir.filePath(QStringLiteral("missing.plsession"))).error.empty());
    }

    void studentModeRules()
    {
        Sitting sitting;
        QSignalSpy student(&sitting, &Sitting::studentModeChanged);
        StudentSetup setup;
        setup.lockedParameters = {"dt"};
        setup.allowedExits = {"lessons"};
        sitting.start(createLesson("pendulum"), setup);
        QCOMPARE(student.size(), 1);
        QVERIFY(sitting.inStudentMode());
        QVERIFY(sitting.locks("dt"));
        QVERIFY(!sitting.locks("g"));
        QVERIFY(sitting.allows("lessons"));
        QVERIFY(!sitting.allows("open"));
        QVERIFY(!sitting.allows("defaults"));
        QSignalSpy refused(&sitting, &Sitting::refused);
        QVERIFY(!sitting.changeParameter(QStringLiteral("dt"), QStringLiteral("0.01")));
        QCOMPARE(refused.size(), 1);
        QCOMPARE(sitting.current()->values().number("dt"), 0.005);
        QVERIFY(sitting.changeParameter(QStringLiteral("g"), QStringLiteral("3")));
        // Saved in student mode, the file keeps the teacher's setup.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("locked.plsession"));
        QCOMPARE(sitting.save(path), QString());
        SessionReadResult read = sitting.read(path);
        QVERIFY(read.document.student);
        QVERIFY(read.document.student->locks("dt"));
        // Another lesson ends student mode: everything is open again.
        sitting.start(createLesson("springs"));
        QCOMPARE(student.size(), 2);
        QVERIFY(!sitting.inStudentMode());
        QVERIFY(sitting.allows("open"));
        QVERIFY(!sitting.locks("dt"));
    }

    void viewOnlyOptionKeepsTheRun()
    {
        Sitting sitting;
        sitting.start(createLesson("sph-tank"));
        for (int i = 0; i < 8; ++i)
            sitting.stepOnce();
        sitting.seek(4);
        LessonSession* run = sitting.current();
        const unsigned long long generation = run->generation();
        const long long head = run->headTick();
        const double time = run->lesson().time();
        QSignalSpy parameter(&sitting, &Sitting::parameterChanged);
        QSignalSpy reset(&sitting, &Sitting::runReset);
        QVERIFY(sitting.changeParameter(QStringLiteral("colour_by"), QStringLiteral("pressure")));
        QCOMPARE(parameter.size(), 1);
        QCOMPARE(parameter.first().at(1).toBool(), true);  // view-only
        QCOMPARE(reset.size(), 0);
        QCOMPARE(run->generation(), generation);
        QCOMPARE(run->headTick(), head);
        QCOMPARE(run->tick(), 4);
        QCOMPARE(run->lesson().time(), time);
        QVERIFY(run->branches().empty());
        QVERIFY(!run->hasPendingReset());
        QVERIFY(!sitting.undoGroup()->canUndo());
        QCOMPARE(run->appliedValues().choice("colour_by"), std::string("pressure"));
        // Back to a keyframe and forward again: the colouring chosen stays.
        sitting.seek(0);
        QCOMPARE(run->values().choice("colour_by"), std::string("pressure"));
        QCOMPARE(run->appliedValues().choice("colour_by"), std::string("pressure"));
        sitting.seek(8);
        QCOMPARE(run->appliedValues().choice("colour_by"), std::string("pressure"));
        QVERIFY(run->branches().empty());
        // A physics change at a past tick still forks.
        sitting.seek(2);
        QVERIFY(sitting.changeParameter(QStringLiteral("tilt"), QStringLiteral("5")));
        QCOMPARE(run->branches().size(), std::size_t(1));
        QCOMPARE(sitting.undoGroup()->activeStack()->count(), 1);
    }
};

PARTICLELAB_TEST_MAIN(TestSitting)
#include "test_sitting.moc"

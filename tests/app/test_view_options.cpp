// SPDX-License-Identifier: GPL-3.0-or-later
// View-only options in the window (ParameterSpec::viewOnly): the SPH tank's "Colour particles by"
// chosen by keyboard (↓ in the real combo box of the parameter form) while the tank runs, and
// again at a past tick of its timeline. The rule:
// - the run keeps going from where it was: its time is not set back, no new run starts (same
//   generation), no change waits for a reset;
// - at a past tick nothing forks: no branch, the tick on show and the run's end stay;
// - nothing enters undo (Edit → Undo has nothing to undo), and the form shows the choice;
// - the view is drawn again at once, in the new colours (its image changes at the same tick).
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "SceneView.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QComboBox>
#include <QUndoGroup>

using namespace pl;

class TestViewOptions : public QObject {
    Q_OBJECT

    static QComboBox* comboNamed(MainWindow& window, const QString& name)
    {
        for (QComboBox* combo : window.findChild<ParameterPanel*>()->findChildren<QComboBox*>())
            if (combo->accessibleName() == name)
                return combo;
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabViewOptionsTest"));
    }

    void colourByKeepsTheRunningTank()
    {
        MainWindow window;
        QVERIFY(window.selectLesson("sph-tank", true));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setPlaying(true);
        for (int frame = 0; frame < 12; ++frame)
            window.advanceFrame(1.0 / 60.0);
        LessonSession* run = window.session();
        const double before = run->lesson().time();
        QVERIFY(before > 0.0);
        const unsigned long long generation = run->generation();

        QComboBox* colour = comboNamed(window, QStringLiteral("Colour particles by"));
        QVERIFY(colour);
        QCOMPARE(colour->currentData().toString(), QStringLiteral("speed"));
        colour->setFocus(Qt::TabFocusReason);
        QTest::keyClick(colour, Qt::Key_Down);
        QCOMPARE(colour->currentData().toString(), QStringLiteral("pressure"));
        run = window.session();
        QCOMPARE(run->values().choice("colour_by"), std::string("pressure"));
        QCOMPARE(run->appliedValues().choice("colour_by"), std::string("pressure"));
        QCOMPARE(run->generation(), generation);  // no new run
        QVERIFY(run->lesson().time() >= before);  // not set back
        QVERIFY(!run->hasPendingReset());
        QVERIFY(run->branches().empty());
        QVERIFY(window.playing());
        QVERIFY(!window.undoGroup()->canUndo());
        for (int frame = 0; frame < 6; ++frame)
            window.advanceFrame(1.0 / 60.0);
        QVERIFY(window.session()->lesson().time() > before);  // still running

        // At a past tick: the same, and nothing forks.
        window.setPlaying(false);
        window.stepBack();
        window.stepBack();
        run = window.session();
        const long long tick = run->tick(), head = run->headTick();
        QVERIFY(tick < head);
        const QImage pressure = window.sceneView()->renderImage();
        QTest::keyClick(colour, Qt::Key_Down);
        QCOMPARE(colour->currentData().toString(), QStringLiteral("density"));
        run = window.session();
        QCOMPARE(run->tick(), tick);
        QCOMPARE(run->headTick(), head);
        QCOMPARE(run->generation(), generation);
        QVERIFY(run->branches().empty());
        QVERIFY(!window.undoGroup()->canUndo());
        QVERIFY(window.sceneView()->renderImage() != pressure);  // drawn again, in new colours
        // Going back and forth on the timeline keeps the colouring chosen.
        window.seekTo(0);
        window.seekTo(head);
        QCOMPARE(window.session()->appliedValues().choice("colour_by"), std::string("density"));
        QCOMPARE(colour->currentData().toString(), QStringLiteral("density"));
    }
};

PARTICLELAB_TEST_MAIN(TestViewOptions)
#include "test_view_options.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Reduced motion stills decoration, never the physics. With the desktop asking for it
// (PARTICLELAB_REDUCED_MOTION=1 stands for the desktop's setting) View → Reduce motion starts
// checked; then the docks do not slide, menus and tool tips neither slide nor fade, the text
// cursor does not blink (a focused line edit grabbed every 100 ms for 1.5 s stays the same
// image), widgets asking the style how long to animate hear 0 ms, while the simulation plays on
// (its tick advances). Unchecked by the user (remembered, and it wins over the desktop in the
// next window), the cursor is seen to blink again and the docks animate. Without a setting
// anywhere, motion is on.
#include "MainWindow.h"
#include "ReducedMotion.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QSettings>
#include <QStyle>

using namespace pl;

class TestReducedMotion : public QObject {
    Q_OBJECT

    // Whether the text cursor of a line edit with the focus blinks: its picture changes within
    // 1.5 s (Qt's default blink is 1 s a cycle).
    static bool cursorBlinks()
    {
        QLineEdit edit(QStringLiteral("0.05"));
        edit.resize(200, 30);
        edit.show();
        edit.activateWindow();
        if (!QTest::qWaitForWindowActive(&edit))
            return false;
        edit.setFocus();
        QTest::qWait(50);
        const QImage first = edit.grab().toImage();
        for (int i = 0; i < 15; ++i) {
            QTest::qWait(100);
            if (edit.grab().toImage() != first)
                return true;
        }
        return false;
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabMotionTest"));
        QSettings().clear();
    }

    void theDesktopsSettingStillsDecorationNotPhysics()
    {
        qputenv("PARTICLELAB_REDUCED_MOTION", "1");
        QString source;
        QCOMPARE(desktopPrefersReducedMotion(&source), std::optional<bool>(true));
        QCOMPARE(source, QStringLiteral("PARTICLELAB_REDUCED_MOTION"));
        QVERIFY2(cursorBlinks(), "before the window, with motion on, the cursor blinks");

        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* action = window.findChild<QAction*>(QStringLiteral("reduceMotionAction"));
        QVERIFY(action);
        QVERIFY(action->isChecked());
        QVERIFY(reducedMotion());
        QVERIFY(!(window.dockOptions() & QMainWindow::AnimatedDocks));
        QCOMPARE(QApplication::cursorFlashTime(), 0);
        for (Qt::UIEffect effect : {Qt::UI_AnimateMenu, Qt::UI_FadeMenu, Qt::UI_AnimateCombo,
                                    Qt::UI_AnimateTooltip, Qt::UI_FadeTooltip})
            QVERIFY(!QApplication::isEffectEnabled(effect));
        QCOMPARE(QApplication::style()->styleHint(QStyle::SH_Widget_Animation_Duration), 0);
        QVERIFY2(!cursorBlinks(), "the cursor blinks with reduced motion");

        // The physics plays.
        QVERIFY(window.selectLesson("pendulum", true));
        window.setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->tick() >= 10, 10000);
        window.setPlaying(false);

        // The user turns motion back on: remembered, and it wins over the desktop.
        action->trigger();
        QVERIFY(!reducedMotion());
        QCOMPARE(QSettings().value(QStringLiteral("reducedMotion")).toBool(), false);
        QVERIFY(window.dockOptions() & QMainWindow::AnimatedDocks);
        QVERIFY(QApplication::cursorFlashTime() > 0);
        QVERIFY2(cursorBlinks(), "the cursor stays still with motion on");
        MainWindow next;
        auto* nextAction = next.findChild<QAction*>(QStringLiteral("reduceMotionAction"));
        QVERIFY(nextAction && !nextAction->isChecked());
        QVERIFY(!reducedMotion());
    }

    void withoutASettingMotionIsOn()
    {
        QSettings().remove(QStringLiteral("reducedMotion"));
        qputenv("PARTICLELAB_REDUCED_MOTION", "0");
        QVERIFY(!savedReducedMotion());
        QSettings().setValue(QStringLiteral("reducedMotion"), true);
        QVERIFY(savedReducedMotion());  // the user's choice over the desktop's
        QSettings().remove(QStringLiteral("reducedMotion"));
        qunsetenv("PARTICLELAB_REDUCED_MOTION");
    }
};

PARTICLELAB_TEST_MAIN(TestReducedMotion)
#include "test_reduced_motion.moc"

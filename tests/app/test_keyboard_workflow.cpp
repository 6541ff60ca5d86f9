// SPDX-License-Identifier: GPL-3.0-or-later
// The classroom workflow with the keyboard alone, in a 1280×800 window: Tab reaches the lesson
// list and the pendulum is picked with the arrow keys; Tab reaches Δt and a value is typed;
// Space plays and pauses; ← steps back on the timeline; a Δt typed at that past moment makes a
// branch; Ctrl+S saves through the file dialog, typed into. No mouse event and no setter of the
// window: only keys, and what the window shows is read back. (Exporting a chart and answering a
// student's question by keys are not here yet.)
#include "LessonBrowser.h"
#include "MainWindow.h"
#include "NumberField.h"
#include "SceneView.h"
#include "Sitting.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"
#include "TypedInput.h"

#include <QApplication>
#include <QDialog>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>

using namespace pl;

class TestKeyboardWorkflow : public QObject {
    Q_OBJECT

    // Presses Tab (from the widget with the focus) until `wanted` holds for the focus widget;
    // the widget, or nullptr when 300 presses do not reach one.
    static QWidget* tabTo(const std::function<bool(QWidget*)>& wanted, QStringList* passed = nullptr)
    {
        for (int press = 0; press < 300; ++press) {
            QWidget* focus = QApplication::focusWidget();
            if (passed && focus)
                *passed << focus->accessibleName();
            if (focus && wanted(focus))
                return focus;
            QTest::keyClick(focus ? focus : QApplication::activeWindow(), Qt::Key_Tab);
        }
        return nullptr;
    }

    // Runs `act` on the next modal dialog once it is open (the dialog's exec() blocks the test).
    static void whenDialogOpens(std::function<void(QDialog*)> act)
    {
        auto* timer = new QTimer(qApp);
        QObject::connect(timer, &QTimer::timeout, timer, [timer, act = std::move(act)] {
            if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                timer->stop();
                timer->deleteLater();
                act(dialog);
            }
        });
        timer->start(20);
    }

    // In a file dialog: the file name field has the focus; types `path` over what it holds and
    // presses Enter.
    static void typeFileName(QDialog* dialog, const QString& path)
    {
        QTRY_VERIFY(QApplication::focusWidget() && dialog->isAncestorOf(QApplication::focusWidget()));
        QWidget* field = QApplication::focusWidget();
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, path);
        QTest::keyClick(field, Qt::Key_Return);
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabKeyboardTest"));
        QSettings().clear();
    }

    void theClassroomWorkflowByKeys()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.sceneView()->setFocus(Qt::OtherFocusReason);

        // Pick the pendulum in the lesson list.
        auto* list = qobject_cast<LessonBrowser*>(tabTo([](QWidget* w) { return qobject_cast<LessonBrowser*>(w); }));
        QVERIFY2(list, "Tab never reaches the lesson list");
        QTest::keyClick(list, Qt::Key_Home);
        for (int row = 0; row < list->count() && window.sitting()->currentId() != "pendulum"; ++row) {
            QTest::keyClick(list, Qt::Key_Down);
            QTest::qWait(20);  // a person's keys come with the event loop between them
        }
        QCOMPARE(window.sitting()->currentId(), std::string("pendulum"));

        // Δt typed into its field, reached by Tab from the list through the lesson's text and
        // the parameters above it, before the measurements below the form.
        QStringList passed;
        auto* dt = qobject_cast<NumberField*>(tabTo([](QWidget* w) {
            auto* field = qobject_cast<NumberField*>(w);
            return field && field->parentWidget()->property("parameterId").toString() == QLatin1String("dt");
        }, &passed));
        QVERIFY2(dt, "Tab never reaches the time step");
        QVERIFY2(passed.contains(QStringLiteral("Length L (m)")) && !passed.contains(QStringLiteral("Measurements")),
                 qPrintable(passed.join(QStringLiteral(" → "))));
        QTest::keyClick(dt, Qt::Key_A, Qt::ControlModifier);
        test::typeText(dt, QStringLiteral("0.02"));
        QTest::keyClick(dt, Qt::Key_Return);
        QCOMPARE(window.session()->values().number("dt"), 0.02);

        // Space plays and pauses, wherever the focus is (here: still in the field).
        QWidget* focus = QApplication::focusWidget();
        QTest::keyClick(focus, Qt::Key_Space);
        QVERIFY(window.playing());
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->tick() >= 10, 10000);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QVERIFY(!window.playing());

        // ← steps back on the timeline; a Δt typed there is a branch.
        QTest::keyClick(window.sceneView(), Qt::Key_Escape);  // the focus back to the view
        QCOMPARE(QApplication::focusWidget(), window.sceneView());
        const long long head = window.session()->tick();
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(window.sceneView(), Qt::Key_Left);
        QCOMPARE(window.session()->tick(), head - 5);
        QVERIFY(window.session()->branches().empty());
        dt = qobject_cast<NumberField*>(tabTo([](QWidget* w) {
            auto* field = qobject_cast<NumberField*>(w);
            return field && field->parentWidget()->property("parameterId").toString() == QLatin1String("dt");
        }));
        QVERIFY(dt);
        QTest::keyClick(dt, Qt::Key_A, Qt::ControlModifier);
        test::typeText(dt, QStringLiteral("0.01"));
        QTest::keyClick(dt, Qt::Key_Return);
        QCOMPARE(window.session()->branches().size(), std::size_t(1));

        // Ctrl+S: the file dialog, its name typed.
        const QString session = dir.filePath(QStringLiteral("lesson.plsession"));
        whenDialogOpens([&](QDialog* dialog) { typeFileName(dialog, session); });
        QTest::keyClick(window.sceneView(), Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(QFile::exists(session));
        QVERIFY(!window.hasUnsavedRun());
    }
};

PARTICLELAB_TEST_MAIN(TestKeyboardWorkflow)
#include "test_keyboard_workflow.moc"

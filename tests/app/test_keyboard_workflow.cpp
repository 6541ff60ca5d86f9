// SPDX-License-Identifier: GPL-3.0-or-later
// The classroom workflow with the keyboard alone, in a 1280×800 window: Tab reaches the lesson
// list and the pendulum is picked with the arrow keys; Tab reaches Δt and a value is typed;
// Space plays and pauses; ← steps back on the timeline; a Δt typed at that past moment makes a
// branch; Ctrl+S saves through the file dialog, typed into; File → Export chart… (Alt+F and the
// arrows) writes a chart through its dialog, typed into; Ctrl+O opens a teacher's quiz and Tab
// reaches the question, whose typed answer is checked. No mouse event and no setter of the
// window: only keys, and what the window shows is read back (the file written, the verdict and
// the announcement a screen reader hears).
#include "LessonBrowser.h"
#include "MainWindow.h"
#include "NumberField.h"
#include "Announcer.h"
#include "SceneView.h"
#include "Sitting.h"
#include "StudentPanel.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"
#include "TypedInput.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
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

    // Runs `act` on the next modal dialog once it is open (the dialog's exec() blocks the test);
    // with `which`, on the first one it accepts.
    static void whenDialogOpens(std::function<void(QDialog*)> act,
                                std::function<bool(QDialog*)> which = {})
    {
        auto* timer = new QTimer(qApp);
        QObject::connect(timer, &QTimer::timeout, timer, [timer, act = std::move(act), which = std::move(which)] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (dialog && (!which || which(dialog))) {
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

    // Offscreen there is no window manager to give the window the focus back when a dialog
    // closes: the test does what the window manager does.
    static void refocus(QWidget& window)
    {
        window.activateWindow();
        QTRY_VERIFY(QApplication::focusWidget() && window.isAncestorOf(QApplication::focusWidget()));
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

        // File → Export chart… by Alt+F and the arrows; in its dialog the folder and the file
        // name typed, Enter exports, and Enter closes the message that says what was written.
        const QString charts = dir.filePath(QStringLiteral("charts"));
        QVERIFY(QDir().mkpath(charts));
        refocus(window);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F, Qt::AltModifier);
        QTRY_VERIFY(QApplication::activePopupWidget());
        auto* file = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY2(file, "Alt+F opens no menu");
        for (int i = 0; i < 30 && !(file->activeAction() && file->activeAction()->text().startsWith(
                                                                 QStringLiteral("Export &chart"))); ++i)
            QTest::keyClick(file, Qt::Key_Down);
        QVERIFY(file->activeAction());
        QCOMPARE(file->activeAction()->text(), QStringLiteral("Export &chart…"));
        bool typed = false;
        QString said;
        whenDialogOpens([&](QDialog* dialog) {
            QTRY_VERIFY(QApplication::focusWidget() && dialog->isAncestorOf(QApplication::focusWidget()));
            for (const auto& [name, text] : {std::pair{QStringLiteral("Folder"), charts},
                                             std::pair{QStringLiteral("File name"), QStringLiteral("swing.png")}}) {
                QWidget* field = tabTo([&](QWidget* w) { return w->accessibleName() == name; });
                if (!field || !dialog->isAncestorOf(field)) {
                    dialog->reject();
                    QFAIL(qPrintable(QStringLiteral("Tab never reaches the export's %1 field").arg(name)));
                }
                QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
                QTest::keyClicks(field, text);
            }
            typed = true;
            // "Exported": what was written, in a message box of its own; Enter closes it.
            whenDialogOpens([&](QDialog* box) {
                said = qobject_cast<QMessageBox*>(box)->text();
                QTest::keyClick(box, Qt::Key_Return);
            }, [dialog](QDialog* box) { return box != dialog && qobject_cast<QMessageBox*>(box); });
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        }, [](QDialog* dialog) { return dialog->windowTitle() == QLatin1String("Export chart"); });
        QTest::keyClick(file, Qt::Key_Return);
        QVERIFY(typed);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        const QString chart = QDir(charts).filePath(QStringLiteral("swing.png"));
        QVERIFY2(QFile::exists(chart), qPrintable(said));
        QImageReader image(chart);
        QCOMPARE(image.format(), QByteArray("png"));
        QCOMPARE(image.size().width(), 1920);  // the dialog's width for a slide
        QVERIFY(!image.read().isNull());
        QVERIFY2(said.startsWith(QStringLiteral("Wrote a PNG image of 1920 ×")), qPrintable(said));

        // Ctrl+O: a teacher's quiz; Tab to the question, the answer typed and checked.
        const QString quiz = dir.filePath(QStringLiteral("quiz.json"));
        {
            QFile out(quiz);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(R"({"title": "Quiz", "particles": [{"position": [0, 1], "radius": 0.1}],
                "walls": [{"type": "plane", "point": [0, 0], "normal": [0, 1]}],
                "student": {"locked": ["dt"], "questions": [
                    {"text": "How high does the ball start, in metres?", "answer": 1, "tolerance": 0.01, "unit": "m"}]}})");
        }
        window.setAnswerer([](const QString&) { return QMessageBox::Discard; });
        refocus(window);
        whenDialogOpens([&](QDialog* dialog) { typeFileName(dialog, quiz); });
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_O, Qt::ControlModifier);
        QTRY_VERIFY(window.inStudentMode());
        refocus(window);
        auto* answer = qobject_cast<QLineEdit*>(tabTo([](QWidget* w) {
            auto* line = qobject_cast<QLineEdit*>(w);
            return line && line->placeholderText() == QLatin1String("a number");
        }));
        QVERIFY2(answer, "Tab never reaches the question's answer");
        QTest::keyClicks(answer, QStringLiteral("0.5"));
        QTest::keyClick(answer, Qt::Key_Return);
        QVERIFY2(window.studentPanel()->verdict(0).startsWith(QStringLiteral("✗")),
                 qPrintable(window.studentPanel()->verdict(0)));
        QTest::keyClick(answer, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(answer, QStringLiteral("1.0 m"));
        QTest::keyClick(answer, Qt::Key_Return);
        QVERIFY2(window.studentPanel()->verdict(0).startsWith(QStringLiteral("✓")),
                 qPrintable(window.studentPanel()->verdict(0)));
        // What a screen reader hears: the verdict, on the announcements label.
        QCOMPARE(window.announcer()->label()->text(),
                 QStringLiteral("Question 1: ") + window.studentPanel()->verdict(0));
    }
};

PARTICLELAB_TEST_MAIN(TestKeyboardWorkflow)
#include "test_keyboard_workflow.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The window's timeline, branches, sessions and undo, offscreen: play a run, go back
// on the timeline, change the time step there (the run branches: a ghost in the view, dashed
// curves in the charts), undo the change, save the session and open it again, and refuse a
// damaged file without losing what was open, in the window's language. With
// PARTICLELAB_SCREENSHOT_DIR set, the window with a branch is saved as timeline_branch.png there.
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "MainWindow.h"
#include "SceneView.h"
#include "Sitting.h"
#include "StudentPanel.h"
#include "TimelineBar.h"
#include "Registry.h"
#include "framework/LessonState.h"
#include "SessionFile.h"

#include <QtTest/QtTest>

#include "DamagedSession.h"
#include "DialogsShown.h"
#include "Language.h"
#include "TestRegistry.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QLabel>
#include <QSlider>
#include <QUndoGroup>

using namespace pl;

class TestTimelineWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTimelineTest"));
    }

    // On a projector's 1280×800 (the window opens at 90 % of the screen: 1152×720) with the
    // text three steps larger (Ctrl + three times, as a teacher does), the timeline's slider
    // keeps a length one can drag (it was squeezed to 15 px): the time, the branches and the
    // memory go to a row below it, and back beside it at the default size (Ctrl 0). Whatever
    // the row, every part lies whole inside the bar.
    void timelineSliderKeepsALengthWithLargeText()
    {
        MainWindow window;
        window.resize(1152, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectLesson("springs", true));
        auto* bar = window.findChild<TimelineBar*>();
        QVERIFY(bar);
        auto* slider = bar->findChild<QSlider*>();
        auto* time = bar->findChild<QLabel*>(QStringLiteral("timelineTime"));
        QVERIFY(slider && time);
        const auto check = [&](const char* when, bool besideTheSlider) {
            QTest::qWait(100);  // the bar arranges itself once its parts have their new fonts
            const int length = 6 * slider->fontMetrics().height();
            QVERIFY2(slider->width() >= length, qPrintable(QStringLiteral("%1: slider %2 px, at least %3")
                                                               .arg(QString::fromLatin1(when))
                                                               .arg(slider->width())
                                                               .arg(length)));
            const bool beside = std::abs(time->geometry().center().y() - slider->geometry().center().y()) <
                                slider->height();
            QVERIFY2(beside == besideTheSlider, when);
            for (QWidget* part : bar->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
                if (part->isVisible())
                    QVERIFY2(bar->rect().contains(part->geometry()), when);
        };
        check("at the default text size", true);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(&window, Qt::Key_Plus, Qt::ControlModifier);
        check("after Ctrl + three times", false);
        QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
        check("after Ctrl 0", true);
    }

    // Opening a file (Ctrl+O) over a run with unsaved changes asks first:
    // Cancel keeps the run, Save writes it to its file, Discard opens the file.
    // A lesson just opened in the window, as `particlelab --lesson ID` opens it (selected, then
    // reset after the command line's settings) and left alone, has nothing to save: closing the
    // window or opening a file over it asked "save the run first?" of a run at t = 0.
    void aLessonJustOpenedIsNotUnsaved()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList unsaved;
        for (const LessonEntry& e : registerLessons()) {
            // As main() does for `particlelab --lesson ID`: the settings checked by a reset of
            // the run itself (HeadlessRun.cpp: applySettings), then the window's reset.
            QVERIFY(window.selectLesson(e.id, true));
            QVERIFY(!window.session()->reset());
            window.resetLesson();
            QTest::qWait(50);
            if (window.sitting()->currentUnsaved())
                unsaved << QString::fromStdString(e.id);
        }
        QVERIFY2(unsaved.isEmpty(), qPrintable(unsaved.join(QStringLiteral(", "))));
    }

    void openingAskedBeforeAnUnsavedRunIsReplaced()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.plsession"));
        MainWindow window;
        QVERIFY(window.selectLesson("pendulum", true));
        window.stepOnce();
        QCOMPARE(window.saveSession(path), QString());
        const double saved = window.session()->lesson().time();
        for (int step = 0; step < 5; ++step)
            window.stepOnce();
        const double later = window.session()->lesson().time();
        QVERIFY(window.hasUnsavedRun());
        QStringList asked;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        window.setAnswerer([&](const QString& question) {
            asked << question;
            return answer;
        });
        QVERIFY(!window.openSession(path).isEmpty());  // cancelled
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.front().contains(QLatin1String("not saved")));
        QCOMPARE(window.session()->lesson().time(), later);

        answer = QMessageBox::Save;  // the run goes to its file, which is then opened
        QCOMPARE(window.openSession(path), QString());
        QCOMPARE(asked.size(), 2);
        QCOMPARE(window.session()->lesson().time(), later);

        window.stepOnce();
        answer = QMessageBox::Discard;
        QCOMPARE(window.openSession(path), QString());
        QCOMPARE(asked.size(), 3);
        QCOMPARE(window.session()->lesson().time(), later);  // the file's run, not the step after
        QVERIFY(later > saved);
        QVERIFY(!window.hasUnsavedRun());
        QCOMPARE(window.openSession(path), QString());  // nothing to lose: no question
        QCOMPARE(asked.size(), 3);
    }

    // The question names the run's lesson as the window does, in the reader's language (it
    // named the English title inside a German sentence).
    void theUnsavedQuestionNamesTheLessonInTheReadersLanguage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lauf.plsession"));
        QVERIFY(useLanguage(QStringLiteral("de")));
        auto english = qScopeGuard([] { useLanguage(QStringLiteral("en")); });
        MainWindow window;
        QVERIFY(window.selectLesson("pendulum", true));
        window.stepOnce();
        QCOMPARE(window.saveSession(path), QString());
        window.stepOnce();
        QStringList asked;
        window.setAnswerer([&](const QString& question) {
            asked << question;
            return QMessageBox::Cancel;
        });
        QVERIFY(!window.openSession(path).isEmpty());  // cancelled
        QCOMPARE(asked.size(), 1);
        const QString shownTitle = window.windowTitle().section(QStringLiteral(" — "), 1);
        const QString englishTitle = QString::fromStdString(window.session()->lesson().info().title);
        QVERIFY2(shownTitle != englishTitle, qPrintable(shownTitle));  // German is on
        QVERIFY2(asked.front().contains(QStringLiteral("„") + shownTitle) ||
                     asked.front().contains(QStringLiteral("“") + shownTitle),
                 qPrintable(asked.front()));
        QVERIFY2(!asked.front().contains(englishTitle), qPrintable(asked.front()));
    }

    void branchUndoSaveOpen()
    {
        MainWindow window;
        window.resize(1280, 800);
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        window.show();
        for (int frame = 0; frame < 120; ++frame) {
            window.setPlaying(true);
            window.advanceFrame(1.0 / 30.0);
        }
        window.setPlaying(false);
        LessonSession* session = window.session();
        const long long head = session->headTick();
        QVERIFY(head > 50);
        // Back on the timeline, then one step back: the time cursor shows in the charts.
        window.seekTo(head / 2 + 5);
        const std::uint64_t laterState = fnv1a64(saveStateBytes(session->lesson()));
        window.seekTo(head / 2);
        window.stepBack();
        QCOMPARE(session->tick(), head / 2 - 1);
        QVERIFY(!session->atHead());

        // Δt changed in the past: the run branches.
        QVERIFY(window.changeParameter("dt", "0.2"));
        QCOMPARE(session->branches().size(), std::size_t(1));
        QVERIFY(QString::fromStdString(session->branches().front().label).contains("0.05 → 0.2"));
        for (int step = 0; step < 6; ++step)
            window.stepOnce();
        QCOMPARE(window.timeline()->ghostBranch(), 0);
        // The ghost is the abandoned run at the tick on show.
        QCOMPARE(fnv1a64(saveStateBytes(session->ghost(0))), laterState);
        for (int frame = 0; frame < 30; ++frame) {
            window.setPlaying(true);
            window.advanceFrame(1.0 / 30.0);
        }
        window.setPlaying(false);

        if (const QString dir = qEnvironmentVariable("PARTICLELAB_SCREENSHOT_DIR"); !dir.isEmpty())
            window.grab().save(dir + QStringLiteral("/timeline_branch.png"));

        // Undo puts Δt back (live: at once, as a new change in the run).
        QVERIFY(window.undoGroup()->canUndo());
        window.undoGroup()->undo();
        QCOMPARE(session->values().number("dt"), 0.05);
        window.undoGroup()->redo();
        QCOMPARE(session->values().number("dt"), 0.2);

        // Save, then open: the same run at the same moment.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.plsession"));
        QVERIFY(window.saveSession(path).isEmpty());
        QVERIFY(!window.hasUnsavedRun());
        const std::uint64_t saved = fnv1a64(saveStateBytes(window.session()->lesson()));
        const long long savedTick = window.session()->tick();
        window.stepOnce();
        QVERIFY(window.hasUnsavedRun());
        QVERIFY(window.openSession(path).isEmpty());
        QCOMPARE(window.session()->tick(), savedTick);
        QCOMPARE(fnv1a64(saveStateBytes(window.session()->lesson())), saved);

        // A damaged file is refused; the run that was open stays.
        QFile damaged(dir.filePath(QStringLiteral("damaged.plsession")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"format\": \"particlelab-session\", \"version\": 1, \"lesson\": ");
        damaged.close();
        const QString error = window.openSession(damaged.fileName());
        QVERIFY(error.contains(QStringLiteral("damaged.plsession")));
        QVERIFY(error.contains(QStringLiteral("not valid JSON")));
        QCOMPARE(fnv1a64(saveStateBytes(window.session()->lesson())), saved);
    }

    // A session whose state fails the lesson's check (its clock NaN, the checksum made to
    // match) is refused under German in German: the dialog names the file and the lesson and
    // says what is wrong with the pendulum in the teacher's words; the run on show stays, and
    // what openSession returns (what `particlelab --open` prints) stays English.
    void damagedStateRefusedInTheWindowsLanguage()
    {
        LessonSession run(createLesson("pendulum"));
        for (int i = 0; i < 25; ++i)
            run.step();
        const std::string text = test::sessionWithNaNTime(run);
        QVERIFY(!text.empty());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pendel.plsession"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.data(), static_cast<qint64>(text.size()));
        file.close();

        QVERIFY(useLanguage(QStringLiteral("de")));
        auto english = qScopeGuard([] { useLanguage(QStringLiteral("en")); });
        MainWindow window;
        QVERIFY(window.selectLesson("pendulum", true));
        window.stepOnce();
        const std::uint64_t before = fnv1a64(saveStateBytes(window.session()->lesson()));
        QString error;
        const QStringList shown = pl::test::dialogsWhile([&] { error = window.openSession(path); });

        QCOMPARE(error, QString::fromStdString(openSessionFile(path.toStdString()).error));
        QVERIFY2(error.contains(QStringLiteral("the saved state does not fit lesson 'pendulum': the "
                                               "state is not acceptable: the pendulum's angle, "
                                               "angular velocity or time is not finite")),
                 qPrintable(error));
        const QString dialog = shown.join(QLatin1Char('\n'));
        QVERIFY2(dialog.contains(path), qPrintable(dialog));
        QVERIFY2(dialog.contains(QStringLiteral("der gespeicherte Zustand passt nicht zur Lektion "
                                                "„pendulum“: der Zustand ist nicht zulässig: "
                                                "Winkel, Winkelgeschwindigkeit oder Zeit des "
                                                "Pendels ist nicht endlich")),
                 qPrintable(dialog));
        QCOMPARE(fnv1a64(saveStateBytes(window.session()->lesson())), before);
    }

    // A session file handed to students opens in student mode; a bad "student" object is refused
    // with its line and column.
    void sessionWithStudentObjectOpensInStudentMode()
    {
        LessonSession run(createLesson("pendulum"));
        for (int i = 0; i < 10; ++i)
            run.step();
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("class.plsession"));
        QVERIFY(!saveSessionFile(run, {}, good.toStdString(),
                                 R"({"locked": ["dt"], "questions": [{"text": "Period?", )"
                                 R"("answer": 2.0, "unit": "s", "tolerance": 0.1}]})"));
        MainWindow window;
        QVERIFY(window.openSession(good).isEmpty());
        QVERIFY(window.inStudentMode());
        QCOMPARE(window.session()->tick(), 10);

        // Saved again from the window, the locked copy stays locked with its questions.
        const QString resaved = dir.filePath(QStringLiteral("resaved.plsession"));
        QVERIFY(window.saveSession(resaved).isEmpty());
        MainWindow reopened;
        QVERIFY(reopened.openSession(resaved).isEmpty());
        QVERIFY(reopened.inStudentMode());
        QVERIFY(reopened.studentPanel()->setup().locks("dt"));
        QVERIFY(!reopened.studentPanel()->setup().locks("length"));
        reopened.studentPanel()->answer(0, QStringLiteral("2.05"));
        QVERIFY(reopened.studentPanel()->verdict(0).startsWith(QStringLiteral("✓")));
        reopened.studentPanel()->answer(0, QStringLiteral("2.2"));
        QVERIFY(reopened.studentPanel()->verdict(0).startsWith(QStringLiteral("✗")));
        // Outside student mode no student object is written.
        MainWindow teacher;
        QVERIFY(teacher.selectLesson("pendulum", true));
        const QString plain = dir.filePath(QStringLiteral("plain.plsession"));
        QVERIFY(teacher.saveSession(plain).isEmpty());
        QFile plainFile(plain);
        QVERIFY(plainFile.open(QIODevice::ReadOnly));
        QVERIFY(!plainFile.readAll().contains("\"student\""));

        const QString bad = dir.filePath(QStringLiteral("bad.plsession"));
        QVERIFY(!saveSessionFile(run, {}, bad.toStdString(), R"({"locked": ["nope"]})"));
        MainWindow other;
        const QString error = other.openSession(bad);
        QVERIFY2(error.contains(QStringLiteral("bad.plsession:")) && error.contains(QStringLiteral("nope")),
                 qPrintable(error));
    }

    void switchingLessonsKeepsRuns()
    {
        MainWindow window;
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        QVERIFY(!window.changeParameter("dt", "-1"));  // refused, nothing changes
        QVERIFY(window.changeParameter("dt", "0.1"));
        for (int i = 0; i < 30; ++i)
            window.stepOnce();
        const double t = window.session()->lesson().time();
        QVERIFY(window.selectLesson("integrators"));
        QVERIFY(window.selectLesson("harmonic-oscillator"));
        QCOMPARE(window.session()->lesson().time(), t);
        QCOMPARE(window.session()->values().number("dt"), 0.1);
    }
};

PARTICLELAB_TEST_MAIN(TestTimelineWindow)
#include "test_timeline_window.moc"

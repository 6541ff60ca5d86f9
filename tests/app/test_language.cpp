// SPDX-License-Identifier: GPL-3.0-or-later
// View → Language as a teacher uses it in the middle of a lesson: choosing German from the menu
// shows the window again in German at once — its menus and the lesson's text — and the run goes on from where it was — the same
// sitting, the same tick, the same undo history — and choosing English brings English back.
// (The menu's actions are what a click on them triggers; the window is on the heap, as in the
// program, because the old one goes away once the new one shows.)
#include "Language.h"
#include "LessonTextView.h"
#include "MainWindow.h"
#include "Sitting.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QMenuBar>
#include <QPointer>
#include <QUndoGroup>

using namespace pl;

class TestLanguage : public QObject {
    Q_OBJECT

    // The visible main window other than `old` (the one View → Language opened).
    static MainWindow* otherWindow(const MainWindow* old)
    {
        for (QWidget* top : QApplication::topLevelWidgets())
            if (auto* window = qobject_cast<MainWindow*>(top); window && window != old && window->isVisible())
                return window;
        return nullptr;
    }

    static QAction* languageAction(MainWindow& window, const QString& code)
    {
        return window.findChild<QAction*>(QStringLiteral("language-") + code);
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabLanguageTest"));
        useLanguage(QStringLiteral("en"));
    }

    void switchingLanguageKeepsTheRun()
    {
        auto* window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        QVERIFY(window->selectLesson("pendulum", true));
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QCOMPARE(window->menuBar()->actions().front()->text(), QStringLiteral("&File"));
        QVERIFY(window->changeParameter(QStringLiteral("dt"), QStringLiteral("0.02")));
        QVERIFY(window->undoGroup()->canUndo());
        for (int i = 0; i < 25; ++i)
            window->stepOnce();
        Sitting* sitting = window->sitting();
        LessonSession* run = window->session();
        const long long tick = run->tick();
        const double time = run->lesson().time();
        QVERIFY(tick > 0);

        QPointer<MainWindow> old = window;
        QAction* german = languageAction(*window, QStringLiteral("de"));
        QVERIFY(german);
        german->trigger();
        MainWindow* fresh = nullptr;
        QTRY_VERIFY((fresh = otherWindow(window)) != nullptr);
        QTRY_VERIFY(old.isNull());  // the old window let go and was deleted
        QCOMPARE(currentLanguage(), QStringLiteral("de"));
        QCOMPARE(fresh->menuBar()->actions().front()->text(), QStringLiteral("&Datei"));
        // The lesson's own text in German (lessons/pendulum/pendulum.de.md).
        QVERIFY(fresh->findChild<LessonTextView*>()->toPlainText().startsWith(QStringLiteral("Das Pendel")));
        QCOMPARE(fresh->sitting(), sitting);
        QCOMPARE(fresh->session(), run);
        QCOMPARE(run->tick(), tick);
        QCOMPARE(run->lesson().time(), time);
        QVERIFY(fresh->undoGroup()->canUndo());  // the Δt change can still be undone
        // The new window drives the same run: a step goes on from the tick it had.
        fresh->stepOnce();
        QCOMPARE(run->tick(), tick + 1);
        QVERIFY(languageAction(*fresh, QStringLiteral("de"))->isChecked());

        QPointer<MainWindow> german_window = fresh;
        languageAction(*fresh, QStringLiteral("en"))->trigger();
        MainWindow* english = nullptr;
        QTRY_VERIFY((english = otherWindow(fresh)) != nullptr);
        QTRY_VERIFY(german_window.isNull());
        QCOMPARE(english->menuBar()->actions().front()->text(), QStringLiteral("&File"));
        QVERIFY(english->findChild<LessonTextView*>()->toPlainText().startsWith(QStringLiteral("The pendulum")));
        QCOMPARE(english->session(), run);
        QCOMPARE(run->tick(), tick + 1);
        delete english;
    }

    void unknownLanguageIsRefused()
    {
        useLanguage(QStringLiteral("en"));
        QVERIFY(!useLanguage(QStringLiteral("xx")));
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
        QVERIFY(useLanguage(QStringLiteral("fr")));
        QCOMPARE(QCoreApplication::translate("pl::MainWindow", "&File"), QStringLiteral("&Fichier"));
        QVERIFY(useLanguage(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("pl::MainWindow", "&File"), QStringLiteral("&File"));
    }
};

PARTICLELAB_TEST_MAIN(TestLanguage)
#include "test_language.moc"

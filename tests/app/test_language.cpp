// SPDX-License-Identifier: GPL-3.0-or-later
// View → Language as a teacher uses it in the middle of a lesson: choosing German from the menu
// shows the window again in German at once — its menus and the lesson's text — and the run goes on from where it was — the same
// sitting, the same tick, the same undo history — and choosing English brings English back.
// (The menu's actions are what a click on them triggers; the window is on the heap, as in the
// program, because the old one goes away once the new one shows.)
#include "ChartWidget.h"
#include "Language.h"
#include "LessonTextView.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "ProgramRun.h"
#include "Sitting.h"
#include "TypedInput.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QCategoryAxis>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableView>
#include <QPointer>
#include <QTemporaryDir>
#include <QUndoGroup>

#include <array>

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

    // The lesson's own strings follow the language: after View → Language → German the
    // pendulum's parameter panel and charts read in German, and back in English.
    void lessonStringsFollowTheLanguage()
    {
        auto* window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        QVERIFY(window->selectLesson("pendulum", true));
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const auto labels = [](MainWindow* w) {
            QStringList texts;
            for (QLabel* label : w->findChild<ParameterPanel*>()->findChildren<QLabel*>())
                texts << label->text();
            return texts.join(QLatin1Char('\n'));
        };
        const auto chartTitles = [](MainWindow* w) {
            QStringList titles;
            for (ChartWidget* chart : w->findChildren<ChartWidget*>())
                titles << chart->chart()->title();
            return titles;
        };
        QVERIFY(labels(window).contains(QStringLiteral("Time step Δt (s)")));
        QVERIFY(chartTitles(window).contains(QStringLiteral("Angle")));

        QPointer<MainWindow> old = window;
        languageAction(*window, QStringLiteral("de"))->trigger();
        MainWindow* german = nullptr;
        QTRY_VERIFY((german = otherWindow(window)) != nullptr);
        QTRY_VERIFY(old.isNull());
        QVERIFY2(labels(german).contains(QStringLiteral("Zeitschritt Δt (s)")), qPrintable(labels(german)));
        QVERIFY(labels(german).contains(QStringLiteral("Anfangswinkel θ₀ (°)")));
        QVERIFY(!labels(german).contains(QStringLiteral("Time step")));
        QVERIFY2(chartTitles(german).contains(QStringLiteral("Winkel")), qPrintable(chartTitles(german).join(QLatin1Char('|'))));
        QVERIFY(chartTitles(german).contains(QStringLiteral("Energie pro Masseneinheit")));
        // core's method names, in the shared context, in the integrator's choice list.
        auto* method = german->findChild<ParameterPanel*>()->findChild<QComboBox*>();
        QVERIFY(method);
        QVERIFY(method->findText(QStringLiteral("Explizites Euler-Verfahren")) >= 0);

        QPointer<MainWindow> germanWindow = german;
        languageAction(*german, QStringLiteral("en"))->trigger();
        MainWindow* english = nullptr;
        QTRY_VERIFY((english = otherWindow(german)) != nullptr);
        QTRY_VERIFY(germanWindow.isNull());
        QVERIFY(labels(english).contains(QStringLiteral("Time step Δt (s)")));
        QVERIFY(chartTitles(english).contains(QStringLiteral("Angle")));
        delete english;
    }

    // A headless export with --language de draws its charts in German; report.json, for
    // machines, is byte for byte the English run's.
    void headlessGermanChartsKeepTheReport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString english = dir.filePath(QStringLiteral("en"));
        const QString german = dir.filePath(QStringLiteral("de"));
        for (const auto& [folder, extra] : {std::pair{english, QStringList()},
                                            std::pair{german, QStringList{QStringLiteral("--language"), QStringLiteral("de")}}}) {
            const auto r = pl::test::runProgram(QStringLiteral(PARTICLELAB_EXECUTABLE),
                                                QStringList{QStringLiteral("--lesson"), QStringLiteral("pendulum"),
                                                            QStringLiteral("--duration"), QStringLiteral("1"),
                                                            QStringLiteral("--export"), folder} + extra,
                                                120000);
            QVERIFY2(!r.crashed && !r.timedOut && r.exitCode == 0, qPrintable(r.err));
        }
        const auto read = [](const QString& path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray svgDe = read(german + QStringLiteral("/angle.svg"));
        const QByteArray svgEn = read(english + QStringLiteral("/angle.svg"));
        QVERIFY(!svgDe.isEmpty() && !svgEn.isEmpty());
        QVERIFY(svgDe.contains("<title>Winkel</title>"));
        QVERIFY(svgEn.contains("<title>Angle</title>"));
        QVERIFY(!svgDe.contains("<title>Angle</title>"));
        const QByteArray reportEn = read(english + QStringLiteral("/report.json"));
        QVERIFY(!reportEn.isEmpty());
        QCOMPARE(read(german + QStringLiteral("/report.json")), reportEn);
        QCOMPARE(read(german + QStringLiteral("/angle.csv")), read(english + QStringLiteral("/angle.csv")));
    }

    // A teacher in German types Δt with a decimal comma and saves; a colleague in English does
    // the same with a point: the two session files are the same bytes (files are in the C
    // locale, whatever the window shows).
    void sessionSavedInGermanIsTheEnglishOne()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QByteArray saved[2];
        const std::array<std::array<const char*, 3>, 2> runs{{{"en", "en_US", "0.02"},
                                                              {"de", "de_DE", "0,02"}}};
        for (std::size_t i = 0; i < runs.size(); ++i) {
            QVERIFY(useLanguage(QString::fromLatin1(runs[i][0])));
            QLocale::setDefault(QLocale(QString::fromLatin1(runs[i][1])));
            MainWindow window;
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.selectLesson("pendulum", true));
            NumberField* dt = pl::test::numberField(window.findChild<ParameterPanel*>(),
                                                    QStringLiteral("dt"));
            QVERIFY(dt);
            pl::test::typeIntoField(dt, QString::fromLatin1(runs[i][2]), Qt::Key_Return);
            QCOMPARE(dt->value(), 0.02);
            window.setPlaying(true);
            for (int frame = 0; frame < 20; ++frame)
                window.advanceFrame(1.0 / 60.0);
            window.setPlaying(false);
            const QString path = dir.filePath(QStringLiteral("run-%1.plsession").arg(i));
            QCOMPARE(window.sitting()->save(path), QString());
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            saved[i] = file.readAll();
        }
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        QVERIFY(useLanguage(QStringLiteral("en")));
        QVERIFY(saved[0].size() > 100);
        QVERIFY2(saved[0] == saved[1], "the German session differs from the English one");
    }

    // Under a German locale the window writes numbers as a German reads them: the clock, the
    // timeline, the measurements and the charts' tick labels with a decimal comma.
    void numbersFollowTheLocale()
    {
        QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
        {
            MainWindow window;
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.selectLesson("pendulum", true));
            window.setPlaying(true);
            for (int frame = 0; frame < 20; ++frame)
                window.advanceFrame(1.0 / 60.0);
            window.setPlaying(false);
            QCoreApplication::processEvents();
            const QString clock = window.findChild<QLabel*>(QStringLiteral("clock"))->text();
            QVERIFY2(clock.contains(QRegularExpression(QStringLiteral("t = \\d+,\\d{3} s"))), qPrintable(clock));
            const QString timeline = window.findChild<QLabel*>(QStringLiteral("timelineTime"))->text();
            QVERIFY2(timeline.contains(QRegularExpression(QStringLiteral("\\d,\\d\\d s"))), qPrintable(timeline));
            auto* table = window.findChild<QTableView*>(QStringLiteral("measurements"));
            QVERIFY(table && table->model());
            bool comma = false, point = false;
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QString value = table->model()->index(row, 1).data().toString();
                comma = comma || value.contains(QRegularExpression(QStringLiteral("\\d,\\d")));
                point = point || value.contains(QRegularExpression(QStringLiteral("\\d\\.\\d")));
            }
            QVERIFY2(comma && !point, "measurement values with a decimal comma, none with a point");
            QStringList ticks;
            for (ChartWidget* chart : window.findChildren<ChartWidget*>()) {
                QVERIFY(chart->chart()->localizeNumbers());
                QCOMPARE(chart->chart()->locale().decimalPoint(), QStringLiteral(","));
                for (QAbstractAxis* axis : chart->chart()->axes())
                    if (auto* category = qobject_cast<QCategoryAxis*>(axis))
                        ticks << category->categoriesLabels();
            }
            const QString all = ticks.join(QLatin1Char(' '));
            QVERIFY2(all.contains(QRegularExpression(QStringLiteral("\\d,\\d"))) &&
                         !all.contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))),
                     qPrintable(all));
        }
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
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

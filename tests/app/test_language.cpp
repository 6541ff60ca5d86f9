// SPDX-License-Identifier: GPL-3.0-or-later
// View → Language as a teacher uses it in the middle of a lesson: choosing German from the menu
// shows the window again in German at once — its menus and the lesson's text — and the run goes on from where it was — the same
// sitting, the same tick, the same undo history — and choosing English brings English back.
// A scene file's own translations follow too (its title in the lesson list, the window title
// and the view's caption, its text, its questions), falling back to its English where the file
// has no text in the language.
// (The menu's actions are what a click on them triggers; the window is on the heap, as in the
// program, because the old one goes away once the new one shows.)
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "Language.h"
#include "LessonBrowser.h"
#include "LessonTextView.h"
#include "LessonWords.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "ProgramRun.h"
#include "Sitting.h"
#include "StudyRunner.h"
#include "StudentPanel.h"
#include "particle_scene/ExampleScenes.h"
#include "TypedInput.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QCategoryAxis>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableView>
#include <QTableWidget>
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

    // Chooses `code` from View → Language and returns the window it opens.
    static MainWindow* switchLanguage(MainWindow* window, const QString& code)
    {
        QPointer<MainWindow> old = window;
        languageAction(*window, code)->trigger();
        MainWindow* fresh = nullptr;
        if (!QTest::qWaitFor([&] { return (fresh = otherWindow(window)) != nullptr && old.isNull(); }))
            return nullptr;
        return fresh;
    }

    // What the lesson list shows for lesson `id` (the label drawn in its row).
    static QString browserEntry(MainWindow* window, const QString& id)
    {
        auto* browser = window->findChild<LessonBrowser*>();
        for (int row = 0; row < browser->count(); ++row)
            if (browser->item(row)->data(Qt::UserRole).toString() == id)
                if (auto* label = qobject_cast<QLabel*>(browser->itemWidget(browser->item(row))))
                    return label->text();
        return {};
    }

    static QString lessonText(MainWindow* window)
    {
        return window->findChild<LessonTextView*>()->toPlainText();
    }

    // The caption the view draws over the scene.
    static QString caption(MainWindow* window)
    {
        Scene scene;
        shownScene(window->session()->lesson(), scene);
        return QString::fromStdString(scene.caption);
    }

    static QString questions(MainWindow* window)
    {
        QStringList texts;
        if (StudentPanel* panel = window->studentPanel())
            for (QLabel* label : panel->findChildren<QLabel*>())
                texts << label->text();
        return texts.join(QLatin1Char('\n'));
    }

    static QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
    {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text) != text.size())
            return {};
        return file.fileName();
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

    // The lesson's tables in the window (Taylor's terms and errors) too: their cells
    // were written with a point under a German locale.
    void tableCellsFollowTheLocale()
    {
        QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
        auto english = qScopeGuard([] { QLocale::setDefault(QLocale(QStringLiteral("en_US"))); });
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectLesson("taylor", true));
        window.setPlaying(true);
        for (int frame = 0; frame < 10; ++frame)
            window.advanceFrame(1.0 / 60.0);
        window.setPlaying(false);
        window.studies()->waitForAll();
        window.advanceFrame(1.0 / 60.0);
        QCoreApplication::processEvents();
        int cells = 0;
        QStringList pointed;
        for (QTableWidget* table : window.chartPanel()->findChildren<QTableWidget*>())
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c)
                    if (const QTableWidgetItem* item = table->item(r, c)) {
                        const QString text = item->text();
                        cells += text.contains(QRegularExpression(QStringLiteral("\\d,\\d")));
                        if (text.contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))))
                            pointed << text;
                    }
        QVERIFY2(cells > 0, "a table cell with a decimal comma");
        QVERIFY2(pointed.isEmpty(), qPrintable(pointed.join(QLatin1Char(' '))));
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

    // The scene tests come last: opening a scene file changes the remembered lesson, which
    // the session test above expects to be the pendulum it chose before.

    // Newton's cradle in English, then View → Language → German: its German title in the lesson
    // list, the window title and the caption, its German text; a student scene opened then
    // asks its German questions, and English brings the English ones back.
    void sceneTextsFollowTheLanguage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString quiz = writeFile(dir, QStringLiteral("quiz.json"), R"json({
  "title": "Quiz",
  "description": "A ball bounces.",
  "particles": [{"label": "ball", "position": [0, 1], "radius": 0.1}],
  "walls": [{"type": "plane", "point": [0, 0], "normal": [0, 1], "restitution": 0.5}],
  "student": {"questions": [{"text": "How high is the first bounce?", "answer": 0.225, "unit": "m"},
                            {"text": "Why is it lower?"}]},
  "translations": {"de": {"title": "Quiz auf Deutsch",
                          "questions": ["Wie hoch ist der erste Aufprall?", "Warum ist er niedriger?"]}}
})json");
        QVERIFY(!quiz.isEmpty());

        auto* window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        QVERIFY(window->selectLesson("scene-newtons-cradle", true));
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->windowTitle().contains(QStringLiteral("Newton's cradle")));
        QVERIFY(lessonText(window).startsWith(QStringLiteral("Newton's cradle\n")));
        QVERIFY(lessonText(window).contains(QStringLiteral("About scene files")));
        QVERIFY(browserEntry(window, QStringLiteral("scene-newtons-cradle")).contains(QStringLiteral("Newton")));
        QVERIFY2(caption(window).startsWith(QStringLiteral("Newton's cradle   t = 0.00 s")), qPrintable(caption(window)));

        MainWindow* german = switchLanguage(window, QStringLiteral("de"));
        QVERIFY(german);
        QVERIFY2(german->windowTitle().contains(QStringLiteral("Kugelstoßpendel (Newtons Wiege)")),
                 qPrintable(german->windowTitle()));
        const QString text = lessonText(german);
        QVERIFY2(text.startsWith(QStringLiteral("Kugelstoßpendel (Newtons Wiege)\n")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Fünf Stahlkugeln an starren Stäben")));
        QVERIFY(text.contains(QStringLiteral("Über Szenendateien")));
        QVERIFY(!text.contains(QStringLiteral("Five steel balls")));
        QVERIFY(browserEntry(german, QStringLiteral("scene-newtons-cradle")).contains(QStringLiteral("Kugelstoßpendel")));
        QVERIFY(browserEntry(german, QStringLiteral("scene-two-body-orbit")).contains(QStringLiteral("Zweikörperbahn")));
        QVERIFY2(caption(german).startsWith(QStringLiteral("Kugelstoßpendel (Newtons Wiege)   t = ")),
                 qPrintable(caption(german)));

        german->openScene(quiz);
        QVERIFY(german->inStudentMode());
        QVERIFY2(questions(german).contains(QStringLiteral("Wie hoch ist der erste Aufprall?")), qPrintable(questions(german)));
        QVERIFY(questions(german).contains(QStringLiteral("Warum ist er niedriger?")));
        QVERIFY(!questions(german).contains(QStringLiteral("How high")));
        QVERIFY(german->windowTitle().contains(QStringLiteral("Quiz auf Deutsch")));
        // The description has no German: the file's own, under the German title.
        QVERIFY(lessonText(german).startsWith(QStringLiteral("Quiz auf Deutsch\nA ball bounces.")) ||
                lessonText(german).startsWith(QStringLiteral("Quiz auf Deutsch\n\nA ball bounces.")));
        // The answers a student hands in keep the file's own questions.
        const QString answers = dir.filePath(QStringLiteral("answers.csv"));
        german->studentPanel()->answer(0, QStringLiteral("0.225"));
        QVERIFY(german->studentPanel()->saveAnswers(answers).isEmpty());
        QFile saved(answers);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(saved.readAll()).contains(QStringLiteral(",How high is the first bounce?,0.225,yes")));

        MainWindow* english = switchLanguage(german, QStringLiteral("en"));
        QVERIFY(english);
        QVERIFY(english->inStudentMode());
        QVERIFY2(questions(english).contains(QStringLiteral("How high is the first bounce?")), qPrintable(questions(english)));
        QVERIFY(!questions(english).contains(QStringLiteral("Wie hoch")));
        QVERIFY(english->windowTitle().contains(QStringLiteral("Quiz")) &&
                !english->windowTitle().contains(QStringLiteral("Deutsch")));
        delete english;
    }

    // An example scene whose file lacks French shows its English title and text under French
    // (the section on scene files, which the program translates, in French), while the shipped
    // scene beside it in the list is French.
    void sceneWithoutTheLanguageFallsBackToEnglish()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::string cradle;
        for (const ExampleScene& e : exampleScenes())
            if (e.name == "newtons-cradle")
                cradle = e.text;
        const std::size_t fr = cradle.find("\n    \"fr\": {");
        const std::size_t es = cradle.find("\n    \"es\": {");
        QVERIFY(fr != std::string::npos && es > fr);
        cradle.erase(fr, es - fr);  // the French block and its comma
        const QString path = writeFile(dir, QStringLiteral("cradle.json"), QByteArray::fromStdString(cradle));
        QVERIFY(!path.isEmpty());

        QVERIFY(useLanguage(QStringLiteral("fr")));
        {
            MainWindow window;
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.openScene(path);
            QCOMPARE(window.session()->lesson().info().id, std::string("particle-scene"));
            QVERIFY2(window.windowTitle().contains(QStringLiteral("Newton's cradle")), qPrintable(window.windowTitle()));
            QVERIFY(lessonText(&window).startsWith(QStringLiteral("Newton's cradle\n")));
            QVERIFY(lessonText(&window).contains(QStringLiteral("Five steel balls")));
            QVERIFY(lessonText(&window).contains(QStringLiteral("À propos des fichiers de scène")));
            QVERIFY(caption(&window).startsWith(QStringLiteral("Newton's cradle")));
            QVERIFY(browserEntry(&window, QStringLiteral("scene-newtons-cradle")).contains(QStringLiteral("Pendule de Newton")));
        }
        QVERIFY(useLanguage(QStringLiteral("en")));
    }

    // A scene exported headless with --language de: its view carries the German title in its
    // caption, so the image differs from the English one, while report.json keeps the file's
    // own (English) texts byte for byte.
    void headlessSceneExportUsesTheLanguage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString english = dir.filePath(QStringLiteral("en"));
        const QString german = dir.filePath(QStringLiteral("de"));
        for (const auto& [folder, extra] : {std::pair{english, QStringList()},
                                            std::pair{german, QStringList{QStringLiteral("--language"), QStringLiteral("de")}}}) {
            const auto r = pl::test::runProgram(QStringLiteral(PARTICLELAB_EXECUTABLE),
                                                QStringList{QStringLiteral("--lesson"), QStringLiteral("scene-two-body-orbit"),
                                                            QStringLiteral("--duration"), QStringLiteral("0.2"),
                                                            QStringLiteral("--export"), folder} + extra,
                                                120000);
            QVERIFY2(!r.crashed && !r.timedOut && r.exitCode == 0, qPrintable(r.err));
        }
        const auto read = [](const QString& path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray reportEn = read(english + QStringLiteral("/report.json"));
        QVERIFY(!reportEn.isEmpty());
        QCOMPARE(read(german + QStringLiteral("/report.json")), reportEn);
        const QImage viewEn(english + QStringLiteral("/view.png"));
        const QImage viewDe(german + QStringLiteral("/view.png"));
        QVERIFY(!viewEn.isNull() && viewEn.size() == viewDe.size());
        QVERIFY(viewEn != viewDe);  // "Zweikörperbahn   t = …" over "Two-body orbit   t = …"
    }
};

PARTICLELAB_TEST_MAIN(TestLanguage)
#include "test_language.moc"

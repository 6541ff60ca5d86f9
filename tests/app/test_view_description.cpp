// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader hears about the run, in every lesson of the registry: the simulation
// view's description is the lesson's own sentence about its model, written again when the run
// is paused after playing (not the sentence of an earlier state), it changes as the run moves
// on, and a value that moved in it is one the lesson measures, captions or charts at that
// moment; each chart describes its series' latest values. While playing it comes up to date
// every few seconds without a pause.
#include "ChartPanel.h"
#include "ChartDescription.h"
#include "ChartWidget.h"
#include "LessonWords.h"
#include "LocalNumbers.h"
#include "MainWindow.h"
#include "QtAdapters.h"
#include "Registry.h"
#include "SceneView.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAccessible>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cmath>

using namespace pl;

class TestViewDescription : public QObject {
    Q_OBJECT

    // The lesson's own sentence as the view's description starts with it (ViewDescription.cpp).
    static QString ownSentence(const Lesson& lesson)
    {
        const TrText own = lesson.describe();
        QString s = readable(LessonWords::of(lesson).str(own.empty() ? TrText(lesson.info().title) : own));
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
        return s;
    }

    // The numbers written in `text` ("-0.012", "3.4e-05", "12"; "1.2 × 10⁻¹⁰" as "1.2e-10").
    static QStringList numbersIn(const QString& text)
    {
        static const QRegularExpression number(QStringLiteral(
            "(?<![\\w.])([-−]?[0-9]+(?:\\.[0-9]+)?)(?:e([-+]?[0-9]+)| × 10([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?"));
        static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
        QStringList out;
        for (auto it = number.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            QString n = m.captured(1).replace(QChar(0x2212), QLatin1Char('-'));
            if (m.hasCaptured(2))
                n += QLatin1Char('e') + m.captured(2);
            if (m.hasCaptured(3)) {
                QString exponent;
                for (const QChar c : m.captured(3))
                    exponent += c == QChar(0x207B) ? QLatin1Char('-')
                                                   : QChar(static_cast<char16_t>(u'0' + superscripts.indexOf(c)));
                n += QLatin1Char('e') + exponent;
            }
            out << n;
        }
        return out;
    }

    // Half a unit in the last digit `written` shows: how far a value rounded to it may lie.
    static double halfLastDigit(const QString& written)
    {
        const QString mantissa = written.section(QLatin1Char('e'), 0, 0);
        const int exponent = written.contains(QLatin1Char('e')) ? written.section(QLatin1Char('e'), 1).toInt() : 0;
        const int point = mantissa.indexOf(QLatin1Char('.'));
        const int decimals = point < 0 ? 0 : static_cast<int>(mantissa.size()) - point - 1;
        return 0.5 * std::pow(10.0, exponent - decimals);
    }

    // What the lesson shows of its model at this moment, as numbers: its measurements (and in
    // per cent), the numbers of the view's caption, every series' latest value (and in per
    // cent) and the points of the curves set as a whole.
    static std::vector<double> shownValues(const LessonSession& session)
    {
        std::vector<double> out;
        const auto add = [&](double v) {
            if (std::isfinite(v)) {
                out.push_back(v);
                out.push_back(100.0 * v);
            }
        };
        for (const Measurement& m : session.lesson().measurements()) {
            if (const double* single = std::get_if<double>(&m.value))
                add(*single);
            else if (const auto* list = std::get_if<std::vector<double>>(&m.value))
                for (double v : *list)
                    add(v);
            else if (const auto* named = std::get_if<std::vector<std::pair<std::string, double>>>(&m.value))
                for (const auto& [id, v] : *named)
                    add(v);
            else if (const auto* rows = std::get_if<std::vector<std::vector<double>>>(&m.value))
                for (const std::vector<double>& row : *rows)
                    for (double v : row)
                        add(v);
        }
        Scene scene;
        session.lesson().scene(scene);
        for (const QString& n : numbersIn(QString::fromStdString(scene.caption)))
            add(n.toDouble());
        const ChartData& data = session.chartData();
        for (const auto& [chart, series] : data.seriesIds()) {
            const std::vector<ChartPoint>& points = data.points(chart, series);
            if (points.empty())
                continue;
            if (data.isWholeCurve(chart, series))
                for (const ChartPoint& p : points)
                    add(p.y);
            else
                add(points.back().y);
        }
        return out;
    }

    static bool matchesOne(const QString& written, const std::vector<double>& values)
    {
        const double v = written.toDouble();
        const double tolerance = halfLastDigit(written) * (1.0 + 1e-9) + 1e-12 * std::abs(v);
        for (double c : values)
            if (std::abs(c - v) <= tolerance)
                return true;
        return false;
    }

    // Plays the run until the lesson's sentence differs from `before` and at least `minimum`
    // simulated seconds went by, or `wallLimit` ms passed; pauses (the description is written
    // then) and returns whether the sentence changed.
    static bool playUntilChanged(MainWindow& window, const QString& before, double minimum, int wallLimit)
    {
        const double start = window.session()->lesson().time();
        QElapsedTimer wall;
        wall.start();
        while (wall.elapsed() < wallLimit) {
            window.setPlaying(true);
            QTest::qWait(400);
            window.setPlaying(false);
            const Lesson& lesson = window.session()->lesson();
            if (lesson.finished() || (ownSentence(lesson) != before && lesson.time() - start >= minimum))
                break;
        }
        return ownSentence(window.session()->lesson()) != before;
    }

    // A number as a chart says it: three significant digits, a power of ten written out.
    static QString spoken(double value)
    {
        return localDecimals(readable(QString::number(value, 'g', 3).toStdString()));
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabViewDescriptionTest"));
        QAccessible::setActive(true);
    }

    void everyLessonDescribesItsRun()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList problems;
        int described = 0;
        for (const LessonEntry& entry : registerLessons()) {
            const QString id = QString::fromStdString(entry.id);
            QVERIFY(window.selectLesson(entry.id, true));
            QCoreApplication::processEvents();
            QWidget* view = window.sceneView();
            const QString before = view->accessibleDescription();
            const QString ownBefore = ownSentence(window.session()->lesson());
            if (!before.startsWith(ownBefore)) {
                problems << id + QStringLiteral(": at the start the view says '") + before +
                                QStringLiteral("', the lesson '") + ownBefore + QLatin1Char('\'');
                continue;
            }
            if (window.session()->lesson().describe().empty()) {
                problems << id + QStringLiteral(": no sentence of its own (Lesson::describe)");
                continue;
            }
            if (window.session()->lesson().finished()) {
                // Nothing to play (the LAMMPS run before a trajectory is loaded): its sentence
                // says what to do, and is all there is to check.
                continue;
            }
            // At least 1.5 simulated seconds: the Brownian disk's first mean squared displacement.
            if (!playUntilChanged(window, ownBefore, 1.5, 8000)) {
                problems << id + QStringLiteral(": the sentence stayed '") + ownBefore +
                                QStringLiteral("' while the run went from t = 0 to ") +
                                QString::number(window.session()->lesson().time());
                continue;
            }
            const LessonSession& session = *window.session();
            const QString after = view->accessibleDescription();
            const QString own = ownSentence(session.lesson());
            // Written again at the pause, from the state on show, and told to a screen reader.
            if (!after.startsWith(own) ||
                QAccessible::queryAccessibleInterface(view)->text(QAccessible::Description) != after) {
                problems << id + QStringLiteral(": after the pause the view says '") + after +
                                QStringLiteral("', the lesson '") + own + QLatin1Char('\'');
                continue;
            }
            // A number that moved is one the lesson shows elsewhere for the same state.
            QStringList moved = numbersIn(own);
            for (const QString& n : numbersIn(ownBefore))
                moved.removeOne(n);
            const std::vector<double> values = shownValues(session);
            bool named = false;
            for (const QString& n : moved)
                named = named || matchesOne(n, values);
            if (!named) {
                problems << id + QStringLiteral(": none of the values that moved (") +
                                moved.join(QStringLiteral(", ")) +
                                QStringLiteral(") is measured, captioned or charted: '") + own +
                                QLatin1Char('\'');
                continue;
            }
            // Each chart names its first drawn series' latest value (of those in the legend).
            for (ChartWidget* chart : window.chartPanel()->charts()) {
                for (const SeriesSpec& series : chart->spec().series) {
                    const std::vector<ChartPoint>& points = session.chartData().points(chart->spec().id, series.id);
                    if (points.empty() || !std::isfinite(points.back().y) || !std::isfinite(points.back().x) ||
                        (series.name.empty() && session.chartData().seriesName(chart->spec().id, series.id).empty()))
                        continue;
                    const QString latest = spoken(points.back().y);
                    const QString text = QAccessible::queryAccessibleInterface(chart)->text(QAccessible::Description);
                    if (!text.contains(QStringLiteral("now ") + latest) &&
                        !text.contains(QStringLiteral(": ") + latest) &&
                        !text.contains(QStringLiteral("y = ") + latest))
                        problems << id + QStringLiteral(": chart ") + QString::fromStdString(chart->spec().id) +
                                        QStringLiteral(" does not give ") + latest +
                                        QStringLiteral(" for ") + QString::fromStdString(series.id) +
                                        QStringLiteral(": '") + text + QLatin1Char('\'');
                    break;
                }
            }
            ++described;
        }
        if (!problems.isEmpty())
            qWarning().noquote() << problems.join(QLatin1Char('\n'));
        QCOMPARE(problems.size(), 0);
        QVERIFY(described >= static_cast<int>(registerLessons().size()) - 1);
    }

    // A chart's trend in words: the harmonic oscillator's forward Euler energy grows every
    // step, so its series is rising and above its start by what the data says.
    void chartSaysTheTrend()
    {
        MainWindow window;
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (int i = 0; i < 60; ++i)
            window.stepOnce();
        ChartWidget* energy = window.chartPanel()->chart("energy");
        QVERIFY(energy);
        const ChartData& data = window.session()->chartData();
        const std::vector<ChartPoint>& euler = data.points("energy", "euler");
        QVERIFY(euler.size() > 10);
        const QString expected = QStringLiteral("rising, now %1 J, %2 J above the start")
                                     .arg(spoken(euler.back().y), spoken(euler.back().y - euler.front().y));
        const QString text = energy->accessibleDescription();
        QVERIFY2(text.contains(expected), qPrintable(text + QStringLiteral(" / ") + expected));
    }

    // A curve of one point is "one point", not "1 points"; more are counted; small numbers are
    // written as a reader writes them ("1.2 × 10⁻⁵", not "1.2e-05"), with the locale's decimal
    // separator.
    void chartCountsAndWritesNumbers()
    {
        ChartSet set;
        const ChartHandle chart = set.chart({"curve", "Curve", {"x", "m"}, {"y", "J"}, {}});
        const SeriesHandle series = set.series(chart, {"s", "Error", colors::black});
        const ChartSpec spec = set.specs().front();
        ChartData data;
        data.replace(series, {{0.5, 1.2e-5}});
        const LessonWords words;
        QCOMPARE(describeChart(spec, data, words), QStringLiteral("Error: one point, at x = 0.5: 1.2 × 10⁻⁵ J"));
        data.replace(series, {{0.5, 1.2e-5}, {0.75, 2.5e7}});
        QCOMPARE(describeChart(spec, data, words), QStringLiteral("Error: 2 points, the last at x = 0.75: 2.5 × 10⁷ J"));
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
        QCOMPARE(describeChart(spec, data, words), QStringLiteral("Error: 2 points, the last at x = 0,75: 2,5 × 10⁷ J"));
    }

    // The LAMMPS run has nothing to play until a trajectory is loaded (the registry walk above
    // only reads its sentence then): with a dump of three frames, each step names the frame,
    // its LAMMPS step and its atoms, as the caption does.
    void lammpsRunNamesItsFrame()
    {
        QTemporaryDir dir;
        const QString dump = dir.path() + QStringLiteral("/dump.lammpstrj");
        QByteArray text;
        for (int step : {0, 100, 200})
            text += "ITEM: TIMESTEP\n" + QByteArray::number(step) +
                    "\nITEM: NUMBER OF ATOMS\n3\nITEM: BOX BOUNDS pp pp pp\n0 10\n0 10\n-0.5 0.5\n"
                    "ITEM: ATOMS id type x y vx vy\n"
                    "1 1 1.0 1.0 0.1 0.2\n2 1 5.0 5.0 -0.1 0.0\n3 1 8.0 2.0 0.0 -0.2\n";
        QFile file(dump);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        MainWindow window;
        QVERIFY(window.selectLesson("lammps-run", true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.sceneView()->accessibleDescription().startsWith(QStringLiteral("No LAMMPS run loaded")));
        QVERIFY(window.changeParameter(QStringLiteral("dump"), dump));
        window.resetLesson();
        QVERIFY2(window.sceneView()->accessibleDescription().startsWith(
                     QStringLiteral("LAMMPS frame 1 of 3 (step 0): 3 atoms")),
                 qPrintable(window.sceneView()->accessibleDescription()));
        window.stepOnce();
        const QString after = window.sceneView()->accessibleDescription();
        QVERIFY2(after.startsWith(QStringLiteral("LAMMPS frame 2 of 3 (step 100): 3 atoms")), qPrintable(after));
        QVERIFY(QString::fromStdString(window.sceneView()->scene().caption).startsWith(QStringLiteral("LAMMPS frame 2 of 3   step 100")));
    }

    // While playing, the view's description comes up to date every few seconds with no pause.
    void describedWhilePlaying()
    {
        MainWindow window;
        QVERIFY(window.selectLesson("pendulum", true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString start = window.sceneView()->accessibleDescription();
        window.setPlaying(true);
        QElapsedTimer wall;
        wall.start();
        while (wall.elapsed() < 9000 && window.sceneView()->accessibleDescription() == start)
            QTest::qWait(100);
        const QString playing = window.sceneView()->accessibleDescription();
        QVERIFY(window.playing());
        window.setPlaying(false);
        QVERIFY2(playing != start, qPrintable(playing));
        QVERIFY2(!playing.contains(QStringLiteral("t = 0.00 s")), qPrintable(playing));
    }
};

PARTICLELAB_TEST_MAIN(TestViewDescription)
#include "test_view_description.moc"

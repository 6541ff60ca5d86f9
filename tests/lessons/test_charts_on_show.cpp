// SPDX-License-Identifier: GPL-3.0-or-later
// Charts on show are view state: a run whose stability meter and energy chart were hidden
// computes no meter points while they are (the process-wide count of the meter's writes stays
// put), keeps its shadow energy H̃ without a gap, and once the charts are on show again, or
// before it is written to a file, is the same file, byte for byte, as a run that always showed
// them. Hiding or showing a chart at a past moment forks nothing.
#include "Registry.h"
#include "SessionFile.h"
#include "common/StabilityMeterChart.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <algorithm>
#include <memory>
#include <utility>

using namespace pl;

class TestChartsOnShow : public QObject {
    Q_OBJECT

    struct Case {
        const char* name;
        const char* lesson;
        std::vector<std::pair<std::string, std::string>> values;  // beside the defaults
        long long steps;           // stepped hidden; then as many again after showing
        const char* shadowSeries;  // the energy chart's H̃ series, or nullptr
    };

    static std::vector<Case> cases()
    {
        return {
            {"oscillator", "harmonic-oscillator", {}, 300, "shadow_symplectic_euler"},
            {"pendulum", "pendulum", {{"method", "verlet"}}, 301, "shadow"},
            {"springs", "springs", {}, 250, nullptr},
            {"lennard-jones", "lennard-jones", {}, 130, "shadow"},
            // Kepler at e = 0.9 with an embedded pair: its own points on the meter.
            {"kepler", "integrators",
             {{"problem", "kepler"}, {"eccentricity", "0.9"}, {"methods", "rk4,dopri5"}},
             150, nullptr},
        };
    }

    static std::unique_ptr<LessonSession> start(const Case& c)
    {
        auto session = std::make_unique<LessonSession>(createLesson(c.lesson));
        for (const auto& [id, text] : c.values)
            if (auto error = session->set(id, text))
                qFatal("%s", error->c_str());
        if (!c.values.empty())
            session->reset();
        return session;
    }

    // Every chart of the session but the meter's and the energy chart.
    static ChartsOnShow withoutInstruments(const LessonSession& session)
    {
        std::vector<std::string> ids;
        for (const ChartSpec& spec : session.charts())
            if (spec.id != "stability" && spec.id != "energy")
                ids.push_back(spec.id);
        return ChartsOnShow::only(ids);
    }

    static void stepMany(LessonSession& session, long long steps)
    {
        for (long long i = 0; i < steps; ++i)
            session.step();
    }

private slots:
    void hiddenMeterComputesNothing_data()
    {
        QTest::addColumn<int>("index");
        const auto all = cases();
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::newRow(all[i].name) << static_cast<int>(i);
    }

    void hiddenMeterComputesNothing()
    {
        QFETCH(int, index);
        const Case c = cases()[static_cast<std::size_t>(index)];
        const std::unique_ptr<LessonSession> shownRun = start(c), hiddenRun = start(c);
        LessonSession& shown = *shownRun;
        LessonSession& hidden = *hiddenRun;
        QVERIFY(hidden.chartsOnShow().everything());
        QVERIFY(!hidden.showCharts(withoutInstruments(hidden)));  // hiding writes nothing
        QVERIFY(!hidden.chartsOnShow().shows("stability"));

        const long long before = StabilityMeterChart::pointWrites();
        stepMany(hidden, c.steps);
        QCOMPARE(StabilityMeterChart::pointWrites(), before);
        stepMany(shown, c.steps);
        // The control: the same steps with the meter on show write its points (the oscillator's
        // move only with Δt: written once after the reset, not while stepping).
        if (std::string(c.name) != "oscillator")
            QVERIFY2(StabilityMeterChart::pointWrites() > before, c.name);

        // H̃ has no gap: the hidden run's series is the shown run's.
        if (c.shadowSeries) {
            const auto& a = shown.chartData().points("energy", c.shadowSeries);
            const auto& b = hidden.chartData().points("energy", c.shadowSeries);
            QVERIFY2(!a.empty(), c.shadowSeries);
            QCOMPARE(b.size(), a.size());
            QCOMPARE(b.back().x, a.back().x);
            QCOMPARE(b.back().y, a.back().y);
        }

        // Shown again: the meter is drawn at once from the state now. The run that always
        // showed it draws the same when made to draw now (its own points are from the last
        // moment its lesson chose to draw them).
        QVERIFY(hidden.showCharts(ChartsOnShow::every()));
        QVERIFY(StabilityMeterChart::pointWrites() > before);
        shown.showCharts(ChartsOnShow::only({}));
        QVERIFY(shown.showCharts(ChartsOnShow::every()));
        QVERIFY(!hidden.chartData().points("stability", "eigenvalues").empty());
        QCOMPARE(hidden.chartData().points("stability", "eigenvalues").size(),
                 shown.chartData().points("stability", "eigenvalues").size());
        // The whole file: chart data, run record and state.
        QVERIFY(writeSessionText(hidden, {}) == writeSessionText(shown, {}));

        // Stepped on, both draw the meter at the moments their lessons choose: still one file.
        stepMany(hidden, c.steps);
        stepMany(shown, c.steps);
        QVERIFY(writeSessionText(hidden, {}) == writeSessionText(shown, {}));
    }

    void fileWrittenWhileHiddenIsComplete()
    {
        // Hidden from the start, never shown: the file written from it (after completeCharts,
        // as the window saves) has the meter's outlines and points, as one always shown.
        LessonSession shown(createLesson("pendulum"));
        LessonSession hidden(createLesson("pendulum"));
        hidden.showCharts(ChartsOnShow::only({"angle"}));
        stepMany(hidden, 64);
        stepMany(shown, 64);  // the pendulum's meter draws every 8 steps: at 64 too
        // What the hidden run holds is the meter drawn at the start, before it was hidden.
        const auto samePoints = [&] {
            const auto& a = hidden.chartData().points("stability", "eigenvalues");
            const auto& b = shown.chartData().points("stability", "eigenvalues");
            return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                                      [](const ChartPoint& p, const ChartPoint& q) {
                                                          return p.x == q.x && p.y == q.y;
                                                      });
        };
        QVERIFY(!samePoints());
        QVERIFY(writeSessionText(hidden, {}) != writeSessionText(shown, {}));
        hidden.completeCharts();
        QVERIFY(samePoints());
        QVERIFY(writeSessionText(hidden, {}) == writeSessionText(shown, {}));
        QVERIFY(!hidden.chartsOnShow().shows("stability"));  // still hidden
    }

    void showingAtAPastMomentForksNothing()
    {
        LessonSession session(createLesson("pendulum"));
        session.showCharts(ChartsOnShow::only({"angle"}));
        stepMany(session, 50);
        session.seek(20);
        const unsigned long long generation = session.generation();
        QVERIFY(session.showCharts(ChartsOnShow::every()));
        QCOMPARE(session.tick(), 20LL);
        QCOMPARE(session.headTick(), 50LL);
        QVERIFY(session.branches().empty());
        QCOMPARE(session.generation(), generation);
        QVERIFY(!session.hasPendingReset());
        // The meter shows the moment on show.
        QVERIFY(!session.chartData().points("stability", "eigenvalues").empty());
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestChartsOnShow)
#include "test_charts_on_show.moc"

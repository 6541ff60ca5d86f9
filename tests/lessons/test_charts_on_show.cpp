// SPDX-License-Identifier: GPL-3.0-or-later
// Charts on show are view state: a run whose stability meter and energy chart were hidden
// computes no meter points and no shadow energy H̃ while they are (the process-wide counts of the
// meter's writes and of computed chart values stay put), and once the charts are on show again,
// or before it is written to a file, is the same file, byte for byte, as a run that always showed
// them: H̃'s points recorded while hidden get their values from the run reached again at their
// ticks, the same bits, through live changes, replayed steps, forks and the thinning of a long
// series. Hiding or showing a chart at a past moment forks nothing.
#include "Registry.h"
#include "SessionFile.h"
#include "common/StabilityMeterChart.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <memory>
#include <utility>

using namespace pl;

namespace {

// A small lesson with what the lessons with H̃ have, and the corners they do not reach: a value
// that costs (appendComputed) depending on live parameters, so that the moment it was recorded
// at (before or after a tick's changes) decides its bits, and a live flag that re-declares the
// charts (the data are cleared and recorded again after the change).
class LedgerLesson : public Lesson {
public:
    LessonInfo info() const override { return {"ledger", "Ledger", "", ""}; }
    std::vector<ParameterSpec> parameters() const override
    {
        return {ParameterSpec::number("k", "k", "", 1.0, 0.0, 10.0, "").appliesLive(),
                ParameterSpec::number("dt", "dt", "s", 0.01, 0.001, 1.0, "").appliesLive(),
                ParameterSpec::flag("extra", "extra", false, "").appliesLive()};
    }
    void reset(const ParameterValues& v) override
    {
        applyLive(v);
        x = 1.0;
        t = 0.0;
    }
    void applyLive(const ParameterValues& v) override
    {
        k = v.number("k");
        dt = v.number("dt");
        extra = v.flag("extra");
        ChartSet set;
        const ChartHandle energy = set.chart({"energy", "Energy", {"t", "s"}, {"E", "J"}, {}});
        plain = set.series(energy, {"plain", "plain", colors::grey});
        costly = set.series(energy, {"costly", "costly", colors::black});
        const ChartHandle other = set.chart({"other", "Other", {"t", "s"}, {"x", "m"}, {}});
        position = set.series(other, {"x", "x", colors::grey});
        if (extra)
            set.series(other, {"extra", "extra", colors::black});
        specs = set.specs();
    }
    void step() override
    {
        x = x * 0.999 + 0.01 * k * std::sin(3.0 * t);
        t += dt;
    }
    double time() const override { return t; }
    std::vector<ChartSpec> charts() const override { return specs; }
    void record(ChartData& data) const override
    {
        data.append(plain, t, x);
        data.append(position, t, x);
        data.appendComputed(costly, t, [this] { return x * k + dt; },
                            chartsOnShow().shows("energy"));
    }
    std::vector<Measurement> measurements() const override { return {}; }
    void scene(Scene&) const override {}
    std::unique_ptr<Lesson> clone() const override { return std::make_unique<LedgerLesson>(*this); }
    void saveState(StateWriter& out) const override { out(x, t); }
    void loadState(StateReader& in) override { in(x, t); }

    double x = 1.0, t = 0.0, k = 1.0, dt = 0.01;
    bool extra = false;
    std::vector<ChartSpec> specs;
    SeriesHandle plain, costly, position;
};

// Every series of `a` is in `b` with the same points, bit for bit; a message naming the first
// that is not, or empty.
std::string sameSeries(const ChartData& a, const ChartData& b, const std::string& except = {})
{
    if (a.seriesIds() != b.seriesIds())
        return "not the same series";
    for (const auto& [chart, series] : a.seriesIds()) {
        if (chart == except)
            continue;
        const auto& p = a.points(chart, series);
        const auto& q = b.points(chart, series);
        if (p.size() != q.size())
            return chart + "/" + series + ": " + std::to_string(p.size()) + " points against " +
                   std::to_string(q.size());
        for (std::size_t i = 0; i < p.size(); ++i)
            if (std::memcmp(&p[i], &q[i], sizeof(ChartPoint)) != 0)
                return chart + "/" + series + ": point " + std::to_string(i) + " differs";
    }
    return {};
}

} // namespace

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

    // The value of parameter `id` times `factor`, as text (a live change is logged as its text:
    // a run replayed from its record reads the value back from it).
    static std::string scaledText(const LessonSession& session, const char* id, double factor)
    {
        return QString::number(session.values().number(id) * factor, 'g', 6).toStdString();
    }

    // Makes the meter draw its points from the state now, as a chart coming on show does.
    static void redrawInstruments(LessonSession& session)
    {
        const ChartsOnShow shown = session.chartsOnShow();
        session.showCharts(ChartsOnShow::only({}));
        session.showCharts(shown);
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
        const long long computedBefore = ChartData::computedValues();
        stepMany(hidden, c.steps);
        QCOMPARE(StabilityMeterChart::pointWrites(), before);
        QCOMPARE(ChartData::computedValues(), computedBefore);  // no H̃ evaluated
        stepMany(shown, c.steps);
        if (c.shadowSeries)  // the control: on show, computed
            QVERIFY(ChartData::computedValues() > computedBefore);
        // The control: the same steps with the meter on show write its points (the oscillator's
        // move only with Δt: written once after the reset, not while stepping).
        if (std::string(c.name) != "oscillator")
            QVERIFY2(StabilityMeterChart::pointWrites() > before, c.name);

        // H̃ hidden: its points are kept (the same times) without their values, none computed.
        if (c.shadowSeries) {
            const auto& a = shown.chartData().points("energy", c.shadowSeries);
            const auto& b = hidden.chartData().points("energy", c.shadowSeries);
            QVERIFY2(!a.empty(), c.shadowSeries);
            QCOMPARE(b.size(), a.size());
            QCOMPARE(b.back().x, a.back().x);
            QVERIFY(std::isnan(b.back().y));
            QVERIFY(hidden.pendingPoints() > 0);
        }
        QCOMPARE(shown.pendingPoints(), std::size_t(0));

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

    // Shown for a while, hidden for a stretch, shown again, with the run's history in between:
    // every chart of the run that was hidden is, bit for bit, the one of a run that always
    // showed it, and its branches' too; H̃ evaluated only on show (as many times as points
    // filled in).
    void hiddenStretchGetsItsValues_data()
    {
        QTest::addColumn<int>("index");
        const auto all = cases();
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i].shadowSeries)
                QTest::newRow(all[i].name) << static_cast<int>(i);
    }

    void hiddenStretchGetsItsValues()
    {
        QFETCH(int, index);
        const Case c = cases()[static_cast<std::size_t>(index)];
        const std::unique_ptr<LessonSession> shownRun = start(c), hiddenRun = start(c);
        LessonSession& shown = *shownRun;
        LessonSession& hidden = *hiddenRun;
        const long long n = c.steps;
        // Each action on both runs; what the hidden run computed counted apart.
        long long shownComputed = 0, hiddenComputed = 0;
        auto both = [&](const std::function<void(LessonSession&)>& action) {
            const long long before = ChartData::computedValues();
            action(shown);
            const long long between = ChartData::computedValues();
            action(hidden);
            shownComputed += between - before;
            hiddenComputed += ChartData::computedValues() - between;
        };
        both([&](LessonSession& s) { stepMany(s, n / 3); });
        hidden.showCharts(withoutInstruments(hidden));
        hiddenComputed = 0;
        shownComputed = 0;
        both([&](LessonSession& s) { stepMany(s, n); });
        // A live change while hidden, then a replayed stretch.
        both([&](LessonSession& s) { QVERIFY(!s.set("dt", scaledText(s, "dt", 0.8))); });
        both([&](LessonSession& s) { stepMany(s, n / 2); });
        both([&](LessonSession& s) { s.seek(s.headTick() - n / 3); });
        both([&](LessonSession& s) { stepMany(s, n / 6); });
        both([&](LessonSession& s) { s.seek(s.headTick()); });
        both([&](LessonSession& s) { stepMany(s, n / 2); });
        QCOMPARE(hiddenComputed, 0LL);
        QVERIFY(shownComputed > 0);
        const std::size_t pending = hidden.pendingPoints();
        QVERIFY(pending > 0);
        QVERIFY(!sameSeries(hidden.chartData(), shown.chartData()).empty());

        // On show: filled, as many values computed as points were pending. (The meter, drawn
        // from the state now, is compared with the always-shown run's drawn now too.)
        const long long beforeShow = ChartData::computedValues();
        QVERIFY(hidden.showCharts(ChartsOnShow::every()));
        redrawInstruments(shown);
        QCOMPARE(ChartData::computedValues() - beforeShow, static_cast<long long>(pending));
        QCOMPARE(hidden.pendingPoints(), std::size_t(0));
        const std::string differs = sameSeries(hidden.chartData(), shown.chartData());
        QVERIFY2(differs.empty(), differs.c_str());
        QVERIFY(writeSessionText(hidden, {}) == writeSessionText(shown, {}));

        // Hidden again, a fork at a past tick: the branch keeps the abandoned future whole.
        hidden.showCharts(withoutInstruments(hidden));
        both([&](LessonSession& s) { stepMany(s, n / 2); });
        both([&](LessonSession& s) { s.seek(s.headTick() - n / 4); });
        both([&](LessonSession& s) { QVERIFY(!s.set("dt", scaledText(s, "dt", 1.25))); });
        QCOMPARE(hidden.branches().size(), std::size_t(1));
        QCOMPARE(shown.branches().size(), std::size_t(1));
        // (Its meter is as each run last drew it: the hidden run's before it was hidden.)
        const std::string branchDiffers =
            sameSeries(hidden.branches().front().data, shown.branches().front().data, "stability");
        QVERIFY2(branchDiffers.empty(), branchDiffers.c_str());
        both([&](LessonSession& s) { stepMany(s, n / 2); });
        // Made ready for a file while still hidden: complete, as the always-shown run's (the
        // branch's meter aside, as above).
        redrawInstruments(shown);
        QVERIFY(hidden.pendingPoints() > 0);
        hidden.completeCharts();
        QCOMPARE(hidden.pendingPoints(), std::size_t(0));
        const std::string completed = sameSeries(hidden.chartData(), shown.chartData());
        QVERIFY2(completed.empty(), completed.c_str());
        QVERIFY(!hidden.chartsOnShow().shows("energy"));
    }

    // A long hidden stretch: the series is thinned (its capacity passed) while its points wait,
    // and the keyframes are thinned too; the values filled in are still the always-shown run's.
    void longHiddenStretchIsThinnedAlike()
    {
        LessonSession shown(createLesson("harmonic-oscillator"));
        LessonSession hidden(createLesson("harmonic-oscillator"));
        hidden.setMemoryBudget(64 << 10);  // few keyframes: long replays between them
        shown.setMemoryBudget(64 << 10);
        hidden.showCharts(ChartsOnShow::only({"phase_space"}));
        stepMany(shown, 9000);
        stepMany(hidden, 9000);
        QVERIFY(hidden.record().interval() > 16);
        QVERIFY(hidden.chartData().points("energy", "shadow_symplectic_euler").size() < 9000);
        QVERIFY(hidden.showCharts(ChartsOnShow::every()));
        const std::string differs = sameSeries(hidden.chartData(), shown.chartData());
        QVERIFY2(differs.empty(), differs.c_str());
    }

    // The corners the lessons with H̃ do not reach, on a small lesson: several live changes at
    // one tick around a re-declaration of the charts (recorded after the first change only),
    // while the costly series is hidden.
    void valuesRecordedAfterChangesAtATick()
    {
        LessonSession shown(std::make_unique<LedgerLesson>());
        LessonSession hidden(std::make_unique<LedgerLesson>());
        auto both = [&](const std::function<void(LessonSession&)>& action) {
            action(shown);
            action(hidden);
        };
        both([&](LessonSession& s) { stepMany(s, 20); });
        hidden.showCharts(ChartsOnShow::only({"other"}));
        both([&](LessonSession& s) { stepMany(s, 10); });
        both([&](LessonSession& s) {
            QVERIFY(!s.set("k", 2.0));
            QVERIFY(!s.set("dt", 0.02));
        });
        both([&](LessonSession& s) { stepMany(s, 5); });
        const unsigned long long declared = hidden.chartsRevision();
        both([&](LessonSession& s) {
            QVERIFY(!s.set("k", 2.5));
            QVERIFY(!s.set("extra", "true"));  // re-declares: recorded after this change …
            QVERIFY(!s.set("k", 3.0));         // … and not after this one
            QVERIFY(!s.set("dt", 0.03));
        });
        QVERIFY(hidden.chartsRevision() != declared);
        both([&](LessonSession& s) { stepMany(s, 40); });
        both([&](LessonSession& s) { s.seek(50); });
        both([&](LessonSession& s) { QVERIFY(!s.set("k", 4.0)); });  // a fork
        both([&](LessonSession& s) { stepMany(s, 30); });
        QVERIFY(hidden.pendingPoints() > 0);
        QVERIFY(hidden.showCharts(ChartsOnShow::every()));
        std::string differs = sameSeries(hidden.chartData(), shown.chartData());
        QVERIFY2(differs.empty(), differs.c_str());
        QCOMPARE(hidden.branches().size(), std::size_t(1));
        differs = sameSeries(hidden.branches().front().data, shown.branches().front().data);
        QVERIFY2(differs.empty(), differs.c_str());
        // The first point after the re-declaration has k = 2.5 and Δt = 0.02 in it.
        const auto& costly = hidden.chartData().points("energy", "costly");
        const auto& plain = hidden.chartData().points("energy", "plain");
        QVERIFY(!costly.empty() && !plain.empty());
        QCOMPARE(costly.front().y, plain.front().y * 2.5 + 0.02);
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

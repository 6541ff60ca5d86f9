// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson framework's contracts, checked for the framework itself and for every registered
// lesson: parameter parsing refuses what it must; chart buffers stay bounded without losing the
// run's ends; live parameters apply at once and the others on reset; and every lesson resets
// from its defaults, steps, draws no non-finite coordinates, and is an exact value (a clone
// stepped on gives bit-identical measurements).
#include "Registry.h"
#include "framework/LessonSession.h"
#include "framework/ParameterTable.h"
#include "framework/StateArchive.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <cstring>
#include <utility>

using namespace pl;

namespace {

// Bitwise equality, so that NaN == NaN and −0 ≠ +0: "the same bits", not "close".
bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

bool sameValue(const MeasurementValue& a, const MeasurementValue& b)
{
    if (a.index() != b.index())
        return false;
    if (auto* x = std::get_if<double>(&a))
        return sameBits(*x, std::get<double>(b));
    if (auto* x = std::get_if<std::vector<double>>(&a)) {
        const auto& y = std::get<std::vector<double>>(b);
        if (x->size() != y.size())
            return false;
        for (std::size_t i = 0; i < x->size(); ++i)
            if (!sameBits((*x)[i], y[i]))
                return false;
        return true;
    }
    if (auto* x = std::get_if<std::vector<std::pair<std::string, double>>>(&a)) {
        const auto& y = std::get<std::vector<std::pair<std::string, double>>>(b);
        if (x->size() != y.size())
            return false;
        for (std::size_t i = 0; i < x->size(); ++i)
            if ((*x)[i].first != y[i].first || !sameBits((*x)[i].second, y[i].second))
                return false;
        return true;
    }
    if (auto* x = std::get_if<std::vector<std::vector<double>>>(&a)) {
        const auto& y = std::get<std::vector<std::vector<double>>>(b);
        if (x->size() != y.size())
            return false;
        for (std::size_t i = 0; i < x->size(); ++i) {
            if ((*x)[i].size() != y[i].size())
                return false;
            for (std::size_t j = 0; j < y[i].size(); ++j)
                if (!sameBits((*x)[i][j], y[i][j]))
                    return false;
        }
        return true;
    }
    return true;  // both empty
}

bool finite(const Vec2& v) { return std::isfinite(v.x()) && std::isfinite(v.y()); }

// Where in the scene a non-finite coordinate is, or empty when there is none.
QString nonFiniteInScene(const Scene& s)
{
    for (const auto& c : s.circles)
        if (!finite(c.center) || !std::isfinite(c.radius))
            return "circle";
    for (const auto& l : s.polylines)
        for (const Vec2& p : l.points)
            if (!finite(p))
                return "polyline";
    for (const auto& seg : s.segments)
        if (!finite(seg.a) || !finite(seg.b))
            return "segment";
    for (const auto& a : s.arrows)
        if (!finite(a.from) || !finite(a.to))
            return "arrow";
    for (const auto& c : s.clouds)
        for (const Vec2& p : c.centers)
            if (!finite(p))
                return "disk cloud";
    if (!finite(s.boundsMin) || !finite(s.boundsMax) || !(s.boundsMin.x() < s.boundsMax.x()) ||
        !(s.boundsMin.y() < s.boundsMax.y()))
        return "bounds";
    return {};
}

// A lesson whose dragging can propose a value its own cross-check refuses (x > 0.8).
class RefusingLesson : public Lesson, public PointerCapability {
public:
    LessonInfo info() const override { return {"refusing", "Refusing", "", ""}; }
    std::vector<ParameterSpec> parameters() const override
    {
        return {ParameterSpec::number("x", "x", "m", 0.5, 0.0, 1.0, "")};
    }
    TrText validate(const ParameterValues& v) const override
    {
        return v.number("x") > 0.8 ? "parameter 'x': above 0.8 m is refused" : "";
    }
    void reset(const ParameterValues& v) override { x = v.number("x"); }
    void step() override { t += 0.1; }
    double time() const override { return t; }
    std::vector<ChartSpec> charts() const override { return {}; }
    void record(ChartData&) const override {}
    std::vector<Measurement> measurements() const override { return {}; }
    void scene(Scene&) const override {}
    bool pointer(PointerEvent, const Vec2& world) override
    {
        changes.set("x", world.x());
        return true;
    }
    ParameterValues takeParameterChanges() override { return std::exchange(changes, {}); }
    std::unique_ptr<Lesson> clone() const override { return std::make_unique<RefusingLesson>(*this); }
    void saveState(StateWriter& out) const override { out(x, t); }
    void loadState(StateReader& in) override { in(x, t); }

    double x = 0.0, t = 0.0;
    ParameterValues changes;
};

} // namespace

class TestLessonFramework : public QObject {
    Q_OBJECT

private slots:
    // Every row of a bound table fills its field with the value of its kind; the rows come back
    // in order, as declared (the form and --describe are generated from them).
    void parameterTableFillsSettings()
    {
        struct S {
            double k = -1.0;
            int count = -1;
            std::uint64_t seed = 0;
            bool on = false;
            std::string mode;
            std::vector<std::string> picks;
            double degrees = 0.0;
        };
        ParameterTable<S> t;
        t.bind(&S::k, ParameterSpec::number("k", "k", "N/m", 2.5, 0.0, 10.0, "")).withStep(0.5);
        t.bind(&S::count, ParameterSpec::integer("n", "n", 7, 1, 100, ""));
        t.bind(&S::seed, ParameterSpec::integer("seed", "seed", 42, 0, 1e9, ""));
        t.bind(&S::on, ParameterSpec::flag("on", "on", true, ""));
        t.bind(&S::mode, ParameterSpec::choice("mode", "mode", {{"a", "A"}, {"b", "B"}}, "b", ""));
        t.bind(&S::picks, ParameterSpec::multiChoice("picks", "picks", {{"x", "X"}, {"y", "Y"}},
                                                     "y,x", ""));
        t.bind([](S& s, double deg) { s.degrees = deg * 2.0; },
               ParameterSpec::number("angle", "angle", "deg", 30.0, 0.0, 90.0, ""));
        t.add(ParameterSpec::flag("unbound", "unbound", false, ""));

        const std::vector<ParameterSpec> specs = t.specs();
        QCOMPARE(specs.size(), std::size_t(8));
        QCOMPARE(specs[0].id, std::string("k"));
        QCOMPARE(specs[0].step, 0.5);  // the chain after bind() changed the row in the table
        QCOMPARE(specs[7].id, std::string("unbound"));

        ParameterValues values = defaultValues(specs);
        QVERIFY(!parseParameter(specs[0], "3.75", values));
        QVERIFY(!parseParameter(specs[1], "12", values));
        QVERIFY(!parseParameter(specs[3], "0", values));
        QVERIFY(!parseParameter(specs[4], "a", values));
        const S s = t.settings(values);
        QCOMPARE(s.k, 3.75);
        QCOMPARE(s.count, 12);
        QCOMPARE(s.seed, std::uint64_t(42));
        QCOMPARE(s.on, false);
        QCOMPARE(s.mode, std::string("a"));
        QCOMPARE(s.picks, (std::vector<std::string>{"y", "x"}));
        QCOMPARE(s.degrees, 60.0);
    }

    // A series written through its handle gets the same points as one written by name; a handle
    // nobody declared cannot write; the handle keeps working after the data are cleared or
    // copied (its cached place is dropped, not followed).
    void chartHandlesWriteDeclaredSeries()
    {
        ChartSet set;
        const ChartHandle energy = set.chart({"energy", "Energy", {"t", "s"}, {"E", "J"}, {}});
        const SeriesHandle exact = set.series(energy, {"exact", "Exact", colors::grey});
        QCOMPARE(set.specs().size(), std::size_t(1));
        QCOMPARE(set.specs()[0].series.size(), std::size_t(1));
        QCOMPARE(set.specs()[0].series[0].id, std::string("exact"));

        ChartData byHandle(8), byName(8);
        for (int i = 0; i < 40; ++i) {  // past the capacity: thinning runs the same way
            byHandle.setTick(i);
            byName.setTick(i);
            byHandle.append(exact, i, i * i);
            byName.append("energy", "exact", i, i * i);
        }
        const auto& a = byHandle.points("energy", "exact");
        const auto& b = byName.points("energy", "exact");
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].x, b[i].x);
            QCOMPARE(a[i].y, b[i].y);
        }

        ChartData copy = byHandle;
        copy.append(exact, 100, 1);
        QCOMPARE(copy.points("energy", "exact").back().x, 100.0);
        QVERIFY(byHandle.points("energy", "exact").back().x != 100.0);  // the copy wrote its own

        byHandle.clear();
        byHandle.append(exact, 1, 2);
        QCOMPARE(byHandle.points("energy", "exact").size(), std::size_t(1));

        bool refused = false;
        try {
            byHandle.append(SeriesHandle(), 0, 0);
        } catch (const std::logic_error&) {
            refused = true;
        }
        QVERIFY(refused);
        ChartSet other;
        bool refusedChart = false;
        try {
            other.series(energy, {"x", "x", colors::grey});
        } catch (const std::logic_error&) {
            refusedChart = true;
        }
        QVERIFY(refusedChart);
    }

    void parsingRefusesBadValues_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("in range") << "0.5" << true;
        QTest::newRow("leading plus and spaces") << " +0.5 " << true;
        QTest::newRow("exponent") << "1e-3" << true;
        QTest::newRow("upper bound") << "2" << true;
        QTest::newRow("below range") << "-0.1" << false;
        QTest::newRow("above range") << "2.0001" << false;
        QTest::newRow("NaN") << "nan" << false;
        QTest::newRow("infinity") << "inf" << false;
        QTest::newRow("letters") << "abc" << false;
        QTest::newRow("trailing junk") << "0.5s" << false;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("subnormal") << "1e-320" << false;
        QTest::newRow("underflow") << "1e-400" << false;
        QTest::newRow("overflow") << "1e400" << false;
    }

    // Each message says what is wrong in words a person can act on, and stays short.
    void messagesSayWhatIsWrong_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("underflow") << "1e-400" << "too close to zero";
        QTest::newRow("overflow") << "1e400" << "too large";
        QTest::newRow("subnormal") << "-1e-320" << "too close to zero";
        QTest::newRow("long value") << QString(100000, QLatin1Char('7')) + QLatin1Char('x')
                                    << "(100001 characters)";
    }

    void messagesSayWhatIsWrong()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        const ParameterSpec spec = ParameterSpec::number("x0", "x₀", "m", 1.0, -10.0, 10.0, "");
        ParameterValues values = defaultValues({spec});
        const auto error = parseParameter(spec, text.toStdString(), values);
        QVERIFY(error.has_value());
        QVERIFY2(error->find(says.toStdString()) != std::string::npos, error->c_str());
        QVERIFY2(error->size() < 200, error->c_str());
    }

    void flagsIgnoreCase()
    {
        const ParameterSpec spec = ParameterSpec::flag("xsph", "XSPH", false, "");
        ParameterValues values = defaultValues({spec});
        QVERIFY(!parseParameter(spec, "TRUE", values));
        QVERIFY(values.flag("xsph"));
        QVERIFY(!parseParameter(spec, "Off", values));
        QVERIFY(!values.flag("xsph"));
        QVERIFY(parseParameter(spec, "maybe", values).has_value());
    }

    void duplicateChoicesAreRefused()
    {
        const ParameterSpec spec = ParameterSpec::multiChoice(
            "methods", "Methods", {{"euler", "Euler"}, {"rk4", "RK4"}}, "euler", "");
        ParameterValues values = defaultValues({spec});
        const auto error = parseParameter(spec, "euler,rk4,euler", values);
        QVERIFY(error && error->find("twice") != std::string::npos);
        QCOMPARE(values.choice("methods"), std::string("euler"));
    }

    void parsingRefusesBadValues()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        const ParameterSpec spec = ParameterSpec::number("dt", "Δt", "s", 1.0, 0.0, 2.0, "");
        ParameterValues values = defaultValues({spec});
        const auto error = parseParameter(spec, text.toStdString(), values);
        QCOMPARE(!error.has_value(), accepted);
        if (!accepted) {
            QVERIFY(error->find("'dt'") != std::string::npos);  // names the parameter
            QCOMPARE(values.number("dt"), 1.0);                 // unchanged
        }
    }

    // A drag the lesson's cross-check refuses: the session keeps the value, marked as waiting for
    // a reset, and the lesson keeps running its old value.
    void refusedDragWaitsForReset()
    {
        auto lesson = std::make_unique<RefusingLesson>();
        RefusingLesson* raw = lesson.get();
        LessonSession session(std::move(lesson));
        QVERIFY(raw->pointer(PointerEvent::Move, Vec2(0.9, 0.0)));
        QVERIFY(session.syncParametersFromLesson());
        QCOMPARE(session.values().number("x"), 0.9);
        QVERIFY(session.hasPendingReset());
        QCOMPARE(raw->x, 0.5);
        QVERIFY(session.reset().has_value());
    }

    void choicesAreCheckedById()
    {
        const ParameterSpec spec = ParameterSpec::multiChoice(
            "methods", "Methods", {{"euler", "Euler"}, {"rk4", "RK4"}}, "euler", "");
        ParameterValues values = defaultValues({spec});
        QVERIFY(!parseParameter(spec, "rk4, euler", values));
        QCOMPARE(values.choices("methods"), (std::vector<std::string>{"rk4", "euler"}));
        QVERIFY(parseParameter(spec, "rk4,leapfrog", values).has_value());
        QVERIFY(parseParameter(spec, ",", values).has_value());
        QCOMPARE(values.choice("methods"), std::string("rk4,euler"));
    }

    void chartDataStaysBoundedAndKeepsTheWholeRun()
    {
        ChartData data(100);
        for (int i = 0; i <= 100000; ++i)
            data.append("c", "s", i, 2.0 * i);
        const auto& points = data.points("c", "s");
        QVERIFY(points.size() <= 100);
        QVERIFY(points.size() >= 50);
        QCOMPARE(points.front().x, 0.0);
        QVERIFY(points.back().x > 100000 - 2048);  // the newest points are still there
        for (std::size_t i = 1; i < points.size(); ++i)
            QVERIFY(points[i].x > points[i - 1].x);
    }

    void liveParametersApplyAtOnceOthersOnReset()
    {
        LessonSession session(createLesson("harmonic-oscillator"));
        QVERIFY(!session.set("dt", "0.1"));  // live
        QVERIFY(!session.hasPendingReset());
        QVERIFY(!session.set("k", "4"));     // on reset
        QVERIFY(session.hasPendingReset());
        QVERIFY(!session.reset());
        QVERIFY(!session.hasPendingReset());
        QVERIFY(session.set("nonsense", "1").has_value());
        QVERIFY(session.set("k", "-4").has_value());
        QCOMPARE(session.values().number("k"), 4.0);
    }

    void everyLessonIsAnExactValue_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const LessonEntry& e : registerLessons())
            QTest::newRow(e.id.c_str()) << QString::fromStdString(e.id);
    }

    void everyLessonIsAnExactValue()
    {
        QFETCH(QString, lesson);
        LessonSession session(createLesson(lesson.toStdString()));
        const LessonInfo info = session.lesson().info();
        QCOMPARE(QString::fromStdString(info.id), lesson);
        QVERIFY(!info.title.empty() && !info.summary.empty() && !info.text.empty());
        QVERIFY(!session.charts().empty());
        for (const ParameterSpec& spec : session.parameterTable())
            QVERIFY2(!spec.label.empty() && !spec.description.empty(), spec.id.c_str());

        for (int i = 0; i < 20; ++i)
            session.step();
        std::unique_ptr<Lesson> copy = session.lesson().clone();
        for (int i = 0; i < 20; ++i) {
            session.lesson().step();
            copy->step();
        }
        QVERIFY(sameBits(session.lesson().time(), copy->time()));
        const auto a = session.lesson().measurements();
        const auto b = copy->measurements();
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i)
            QVERIFY2(sameValue(a[i].value, b[i].value), a[i].id.c_str());

        Scene scene;
        session.lesson().scene(scene);
        const QString bad = nonFiniteInScene(scene);
        QVERIFY2(bad.isEmpty(), qPrintable("non-finite coordinate in " + bad));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestLessonFramework)
#include "test_lesson_framework.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The `taylor` lesson through its session: the classic eˣ tables, the "how many terms?" tool,
// the error chart (bound on or above the error; divergent points left out), the measurements
// and the cross-parameter checks. Expected numbers are computed here from std::exp, std::cos
// and closed forms, never taken from the lesson.
#include "Registry.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "TestRegistry.h"

#include <cmath>
#include <cstdio>

using namespace pl;
using pl::test::lessonSession;

namespace {

// A number as a table cell shows it: fixed, 9 decimals.
QString nineDecimals(double v)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.9f", v);
    return QString::fromLatin1(text);
}

void setAll(LessonSession& session, std::initializer_list<std::pair<const char*, const char*>> kv)
{
    for (const auto& [id, value] : kv) {
        const std::optional<std::string> error = session.set(id, value);
        QVERIFY2(!error, error ? error->c_str() : "");
    }
    const std::optional<std::string> error = session.reset();
    QVERIFY2(!error, error ? error->c_str() : "");
}

} // namespace

class TestTaylorLesson : public QObject {
    Q_OBJECT

private slots:
    void parameterIdsMatchTheIssue()
    {
        LessonSession session = lessonSession("taylor");
        QStringList ids;
        for (const ParameterSpec& p : session.parameterTable())
            ids << QString::fromStdString(p.id);
        for (const char* id : {"function", "a", "degree", "x_min", "x_max", "x", "tolerance"})
            QVERIFY2(ids.contains(id), id);
        QVERIFY(session.lesson().tables().size() == 2);
    }

    // The classic zero- and first-order tables of eˣ about 0, digit for digit to 9 decimals:
    // P₀ = 1, P₁ = 1 + x, error eˣ − P_N, bound e^x·x^{N+1}/(N+1)! (M = eˣ on [0, x]).
    void classicExpTables_data()
    {
        QTest::addColumn<int>("degree");
        QTest::newRow("zero order") << 0;
        QTest::newRow("first order") << 1;
    }

    void classicExpTables()
    {
        QFETCH(int, degree);
        LessonSession session = lessonSession("taylor");
        setAll(session, {{"function", "exp"}, {"a", "0"},
                         {"degree", degree == 0 ? "0" : "1"}});
        const std::vector<double> xs = {0, 0.001, 0.01, 0.1, 0.5, 0.51, 0.52, 1, 1.1, 1.5, 2};
        const Table table = session.lesson().tables().front();
        QCOMPARE(table.rows.size(), xs.size());
        for (std::size_t i = 0; i < xs.size(); ++i) {
            const double x = xs[i];
            const double p = degree == 0 ? 1.0 : 1.0 + x;
            const double f = std::exp(x);
            const double bound = std::exp(x) * (degree == 0 ? x : x * x / 2.0);
            const std::vector<double> expected = {x, p, f, f - p, bound};
            const std::vector<double>& row = table.rows[i];
            QCOMPARE(row.size(), expected.size());
            for (std::size_t c = 0; c < expected.size(); ++c) {
                QCOMPARE(table.columns[c].decimals, 9);
                QCOMPARE(nineDecimals(row[c]), nineDecimals(expected[c]));
            }
        }
    }

    // "How many terms?" through the lesson: cos at 0.25, Δ = 1e-3 → 3 terms (degree 2);
    // e at 1, Δ = 1e-6 → degree 9, checked against the partial sums computed here.
    void minimumTerms()
    {
        LessonSession session = lessonSession("taylor");
        setAll(session, {{"function", "cos"}, {"x", "0.25"}, {"tolerance", "1e-3"}});
        std::vector<Measurement> ms = session.lesson().measurements();
        QCOMPARE(measurementNumber(ms, "min_terms"), 3.0);
        QCOMPARE(measurementNumber(ms, "min_degree"), 2.0);
        QVERIFY(measurementNumber(ms, "bound_at_min_degree") <= 1e-3);
        QVERIFY(measurementNumber(ms, "bound_below_min_degree") > 1e-3);
        QVERIFY(std::abs(std::cos(0.25) - (1 - 0.25 * 0.25 / 2)) <= 1e-3);

        setAll(session, {{"function", "exp"}, {"x", "1"}, {"tolerance", "1e-6"}});
        ms = session.lesson().measurements();
        const int degree = static_cast<int>(measurementNumber(ms, "min_degree"));
        QCOMPARE(degree, 9);
        QCOMPARE(measurementNumber(ms, "min_terms"), 10.0);
        double sum = 0.0, term = 1.0, previous = 0.0;
        for (int n = 0; n <= degree; ++n) {
            term = n == 0 ? 1.0 : term / n;
            previous = sum;
            sum += term;
        }
        QVERIFY(std::exp(1.0) - sum <= 1e-6);
        QVERIFY(std::exp(1.0) - previous > 1e-6);
        QVERIFY(std::abs(measurementNumber(ms, "error_at_min_degree") - (std::exp(1.0) - sum)) < 1e-15);
    }

    // The error chart: bound ≥ error at every plotted point; where the series diverges the
    // points are left out, the series names and notices() say so, and max_error / max_bound
    // cover only the convergent part.
    void errorChart_data()
    {
        QTest::addColumn<QString>("function");
        QTest::addColumn<double>("convergesUpTo");  // +inf when it converges everywhere
        QTest::newRow("exp") << QStringLiteral("exp") << qInf();
        QTest::newRow("sin") << QStringLiteral("sin") << qInf();
        QTest::newRow("cos") << QStringLiteral("cos") << qInf();
        QTest::newRow("ln1p") << QStringLiteral("ln1p") << 1.0;
        QTest::newRow("geometric") << QStringLiteral("geometric") << 1.0;
    }

    void errorChart()
    {
        QFETCH(QString, function);
        QFETCH(double, convergesUpTo);
        for (const char* degree : {"0", "4", "10"}) {
            LessonSession session = lessonSession("taylor");
            setAll(session, {{"function", qPrintable(function)}, {"degree", degree},
                             {"x_min", "-0.9"}, {"x_max", "2"}});
            const std::vector<ChartPoint>& error = session.chartData().points("error_bound", "error");
            const std::vector<ChartPoint>& bound = session.chartData().points("error_bound", "bound");
            QVERIFY(error.size() > 100);
            QCOMPARE(error.size(), bound.size());
            double maxError = 0.0;
            for (std::size_t i = 0; i < error.size(); ++i) {
                QCOMPARE(error[i].x, bound[i].x);
                QVERIFY(error[i].x <= convergesUpTo);
                QVERIFY(error[i].y <= bound[i].y * (1 + 1e-12));
                maxError = std::max(maxError, error[i].y);
            }
            const std::vector<Measurement> ms = session.lesson().measurements();
            QCOMPARE(measurementNumber(ms, "max_error"), maxError);
            QVERIFY(measurementNumber(ms, "max_bound") >= maxError);
            const std::vector<std::string> notices = session.lesson().notices();
            std::string errorName;
            for (const ChartSpec& c : session.charts())
                if (c.id == "error_bound")
                    errorName = c.series.front().name;
            if (std::isfinite(convergesUpTo)) {
                QVERIFY(!notices.empty() && notices.front().find("converges only") != std::string::npos);
                QVERIFY(errorName.find("left out") != std::string::npos);
            } else {
                QVERIFY(notices.empty());
                QVERIFY(errorName.find("left out") == std::string::npos);
            }
        }
    }

    // taylor.md's two claims checked in the program: about a = 0.5 the series of ln(1 + x)
    // converges on (−1, 2] — the error chart reaches x = 2 and nothing is left out, while about
    // a = 0 it stops at x = 1; and for cos P₃ = P₂ (the careless M = 1 asks for N = 3 and gets
    // the very same polynomial).
    void lnConvergenceWidensAndCosHasNoCubicTerm()
    {
        LessonSession session = lessonSession("taylor");
        setAll(session, {{"function", "ln1p"}, {"x_min", "-0.9"}, {"x_max", "2"}, {"degree", "6"}});
        auto largestX = [&session] {
            double largest = -qInf();
            for (const ChartPoint& p : session.chartData().points("error_bound", "error"))
                largest = std::max(largest, p.x);
            return largest;
        };
        QVERIFY2(largestX() <= 1.0, qPrintable(QString::number(largestX())));
        QVERIFY(!session.lesson().notices().empty());
        setAll(session, {{"a", "0.5"}});
        qInfo("ln(1 + x) about a = 0.5: error chart up to x = %.4f", largestX());
        QVERIFY2(largestX() >= 1.99, qPrintable(QString::number(largestX())));
        QVERIFY(session.lesson().notices().empty());

        setAll(session, {{"function", "cos"}, {"a", "0"}, {"x_min", "-2"}, {"x_max", "2"}, {"degree", "2"}});
        const double p2 = measurementNumber(session.lesson().measurements(), "max_error");
        setAll(session, {{"degree", "3"}});
        const double p3 = measurementNumber(session.lesson().measurements(), "max_error");
        QCOMPARE(p3, p2);
        setAll(session, {{"degree", "4"}});
        QVERIFY(measurementNumber(session.lesson().measurements(), "max_error") < p3);
    }

    // The small-angle page: the 1 % crossing is reported near 14.0°.
    void smallAngleMeasurement()
    {
        LessonSession session = lessonSession("taylor");
        const double limit = measurementNumber(session.lesson().measurements(), "small_angle_limit");
        QVERIFY2(std::abs(limit - 14.0) <= 0.1, qPrintable(QString::number(limit)));
        const double theta = limit * M_PI / 180.0;
        QVERIFY(std::abs((theta - std::sin(theta)) / std::sin(theta) - 0.01) < 1e-9);
    }

    void rejectsBadCombinations_data()
    {
        QTest::addColumn<QString>("function");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("value");
        QTest::newRow("ln1p about a = -1") << QStringLiteral("ln1p") << QStringLiteral("a") << QStringLiteral("-1");
        QTest::newRow("geometric about its pole") << QStringLiteral("geometric") << QStringLiteral("a") << QStringLiteral("1");
        QTest::newRow("empty range") << QStringLiteral("exp") << QStringLiteral("x_max") << QStringLiteral("-2");
        QTest::newRow("table list not numbers") << QStringLiteral("exp") << QStringLiteral("x_values") << QStringLiteral("0, 1, two");
    }

    void rejectsBadCombinations()
    {
        QFETCH(QString, function);
        QFETCH(QString, id);
        QFETCH(QString, value);
        LessonSession session = lessonSession("taylor");
        QVERIFY(!session.set("function", function.toStdString()));
        QVERIFY(!session.set(id.toStdString(), value.toStdString()));
        const std::optional<std::string> error = session.reset();
        QVERIFY(error && !error->empty());
    }

    // Across a pole (1/(1 − x) at 1), the edge of the domain (ln(1 + x) at −1) and the widest
    // range, every chart point, scene point and measurement is a finite number.
    void everythingDrawnIsFinite_data()
    {
        QTest::addColumn<QString>("function");
        QTest::addColumn<QString>("a");
        for (const char* f : {"exp", "sin", "cos", "ln1p", "geometric"})
            for (const char* a : {"0", "0.5", "3"})
                QTest::newRow(qPrintable(QString("%1, a=%2").arg(f, a)))
                    << QString::fromLatin1(f) << QString::fromLatin1(a);
    }

    void everythingDrawnIsFinite()
    {
        QFETCH(QString, function);
        QFETCH(QString, a);
        LessonSession session = lessonSession("taylor");
        setAll(session, {{"function", qPrintable(function)}, {"a", qPrintable(a)},
                         {"degree", "20"}, {"x_min", "-20"}, {"x_max", "20"}, {"x", "-3"}});
        for (const ChartSpec& chart : session.charts())
            for (const SeriesSpec& series : chart.series)
                for (const ChartPoint& p : session.chartData().points(chart.id, series.id))
                    QVERIFY2(std::isfinite(p.x) && std::isfinite(p.y),
                             qPrintable(QString::fromStdString(chart.id + "/" + series.id)));
        Scene scene;
        session.lesson().scene(scene);
        for (const PolylineItem& line : scene.polylines)
            for (const Vec2& p : line.points)
                QVERIFY(p.allFinite());
        for (const SegmentItem& segment : scene.segments)
            QVERIFY(segment.a.allFinite() && segment.b.allFinite());
        QVERIFY(scene.boundsMin.allFinite() && scene.boundsMax.allFinite());
        for (const Measurement& m : session.lesson().measurements())
            if (const double* v = std::get_if<double>(&m.value))
                QVERIFY2(std::isfinite(*v), m.id.c_str());
    }

    // The tool point outside the domain is a notice and a null measurement, never NaN.
    void toolOutsideDomainIsExplained()
    {
        LessonSession session = lessonSession("taylor");
        setAll(session, {{"function", "geometric"}, {"x", "1"}});
        const std::vector<Measurement> measurements = session.lesson().measurements();
        const Measurement* m = findMeasurement(measurements, "min_terms");
        QVERIFY(m && std::holds_alternative<std::monostate>(m->value) && !m->note.empty());
        QVERIFY(!session.lesson().notices().empty());
        for (const Measurement& each : session.lesson().measurements())
            if (const double* v = std::get_if<double>(&each.value))
                QVERIFY2(std::isfinite(*v), each.id.c_str());
        Scene scene;
        session.lesson().scene(scene);
        QVERIFY(!scene.warnings.empty());
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestTaylorLesson)
#include "test_taylor_lesson.moc"

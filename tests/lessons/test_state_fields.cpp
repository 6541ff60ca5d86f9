// SPDX-License-Identifier: GPL-3.0-or-later
// Every field of every lesson's State is checked: a hand-made state with a NaN
// time or an infinite length was accepted by checkState() and reached the screen ("diverged at
// t = nan s"). For every registered lesson (and a diverged run where one is cheap), the state
// bytes are mutated by writing the bits of a NaN, +∞, −∞ and 1e308 over eight bytes at many
// offsets. cereal's portable binary archive writes doubles as eight raw little-endian bytes,
// sizes as eight-byte integers and flags as one byte, so fields are not 8-aligned: every byte
// offset of the ranges tried is tried. Each mutated state must either be refused (load throws or
// checkState() says why) or, once loaded, show nothing non-finite: a finite time ≥ 0, finite
// numbers everywhere in the scene, no "nan" or "inf" in any text, every measurement finite or
// missing, and a further step and record without a non-finite chart point.
#include "Registry.h"
#include "framework/LessonState.h"

#include <QtTest/QtTest>

#include "Sanitizers.h"
#include "TestRegistry.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>
#include <set>
#include <sstream>
#include <vector>

using namespace pl;

namespace {

// What one variant runs: a lesson, settings over its defaults and steps before the save.
struct StateVariant {
    std::string lesson;
    std::vector<std::pair<std::string, std::string>> settings;
    int steps = 5;
};

// The bytes of the states to mutate: every offset of a small state; of a big one every offset at
// its two ends (where the scalars, counters and first fields are), a spread sample in between,
// and the neighbourhood of a few eight-byte values that can be an array's size (so that the
// scalars between two arrays are hit as well). A huge state (sph-tank's, 0.9 MB) costs
// milliseconds per load and step: fewer at its front and in its arrays, its tail (the model's
// own fields after the solver's arrays) in full. Fewer under AddressSanitizer.
std::vector<std::size_t> mutationOffsets(const std::string& bytes)
{
    const bool light = test::lightSweeps();  // under AddressSanitizer (Sanitizers.h)
    const std::size_t n = bytes.size();
    if (n < 8)
        return {};
    const std::size_t last = n - 8;  // the last offset where eight bytes fit
    if (n <= (light ? 1024u : 4096u)) {
        std::vector<std::size_t> all(last + 1);
        for (std::size_t i = 0; i <= last; ++i)
            all[i] = i;
        return all;
    }
    const bool huge = n > 256 * 1024;
    const std::size_t front = huge ? (light ? 16 : 32) : (light ? 128 : 384);
    const std::size_t back = huge ? (light ? 128 : 320) : front;
    const std::size_t samples = huge ? (light ? 4 : 16) : (light ? 32 : 160);
    const std::size_t maxSizes = huge ? (light ? 0 : 1) : (light ? 2 : 8);
    const std::size_t edge = std::max(front, back);
    std::set<std::size_t> offsets;
    for (std::size_t i = 0; i < front; ++i)
        offsets.insert(i);
    for (std::size_t i = 0; i < back; ++i)
        offsets.insert(last - i);
    for (std::size_t k = 0; k < samples; ++k)
        offsets.insert(edge + (last - 2 * edge) * k / samples);
    // Array sizes: an eight-byte integer 16 … 2²⁴ whose elements of 1, 4, 8 or 16 bytes end
    // inside the state. Around its start and around each possible end.
    std::size_t sizes = 0;
    for (std::size_t i = edge; i + 8 <= last - edge && sizes < maxSizes; ++i) {
        std::uint64_t v = 0;
        std::memcpy(&v, bytes.data() + i, 8);
        if (v < 16 || v > (1u << 24))
            continue;
        bool ends = false;
        for (const std::uint64_t element : {1u, 4u, 8u, 16u}) {
            const std::uint64_t end = i + 8 + v * element;
            if (end > last - edge || end + 24 > n)
                continue;
            ends = true;
            for (std::size_t j = end - 8; j < end + 16; ++j)
                offsets.insert(j);
        }
        if (!ends)
            continue;
        ++sizes;
        for (std::size_t j = i - 8; j < i + 16; ++j)
            offsets.insert(j);
        i += 7;
    }
    return {offsets.begin(), offsets.end()};
}

// True when `text` holds "nan" or "inf" as a word of its own, as printf, iostreams and
// QString::number write a non-finite number ("infinite" and prose such as "became NaN" are fine).
bool showsNonFinite(const std::string& text)
{
    for (const char* word : {"nan", "inf"}) {
        for (std::size_t at = text.find(word); at != std::string::npos;
             at = text.find(word, at + 1)) {
            const bool letterBefore =
                at > 0 && std::isalpha(static_cast<unsigned char>(text[at - 1]));
            const bool letterAfter =
                at + 3 < text.size() && std::isalpha(static_cast<unsigned char>(text[at + 3]));
            if (!letterBefore && !letterAfter)
                return true;
        }
    }
    return false;
}

bool finite(const Vec2& v) { return std::isfinite(v.x()) && std::isfinite(v.y()); }

// What the view would show that is not finite, or empty.
std::string sceneProblem(const Scene& s)
{
    if (!finite(s.boundsMin) || !finite(s.boundsMax))
        return "scene bounds";
    for (const RectItem& r : s.rects)
        if (!finite(r.min) || !finite(r.max) || !std::isfinite(r.stroke.width))
            return "a rectangle";
    for (const VectorFieldItem& f : s.fields) {
        if (!std::isfinite(f.cellSize))
            return "a vector field's cell size";
        for (const std::vector<Vec2>* points : {&f.points, &f.vectors})
            for (const Vec2& p : *points)
                if (!finite(p))
                    return "a vector field";
    }
    for (const PolylineItem& p : s.polylines) {
        if (!std::isfinite(p.stroke.width))
            return "a polyline's width";
        for (const Vec2& q : p.points)
            if (!finite(q))
                return "a polyline point";
    }
    for (const SegmentItem& g : s.segments)
        if (!finite(g.a) || !finite(g.b) || !std::isfinite(g.stroke.width))
            return "a segment";
    for (const DiskCloudItem& c : s.clouds) {
        if (!std::isfinite(c.radius))
            return "a disk cloud's radius";
        for (const Vec2& q : c.centers)
            if (!finite(q))
                return "a disk cloud's centre";
    }
    for (const CircleItem& c : s.circles)
        if (!finite(c.center) || !std::isfinite(c.radius) || !std::isfinite(c.stroke.width))
            return "a circle";
    for (const ArrowItem& a : s.arrows)
        if (!finite(a.from) || !finite(a.to) || !std::isfinite(a.stroke.width))
            return "an arrow";
    for (const LabelItem& l : s.labels)
        if (!finite(l.at) || !std::isfinite(l.size) || showsNonFinite(l.text))
            return "a label: " + l.text;
    for (const LegendEntry& e : s.legend)
        if (showsNonFinite(e.label))
            return "a legend entry: " + e.label;
    for (const ColorLegend& c : s.colorLegends)
        if (!std::isfinite(c.min) || !std::isfinite(c.max))
            return "a colour legend's range";
    if (showsNonFinite(s.caption))
        return "the caption: " + s.caption;
    for (const std::string& w : s.warnings)
        if (showsNonFinite(w))
            return "a warning: " + w;
    return {};
}

bool finiteValue(const MeasurementValue& value)
{
    if (const double* v = std::get_if<double>(&value))
        return std::isfinite(*v);
    if (const auto* list = std::get_if<std::vector<double>>(&value))
        return std::all_of(list->begin(), list->end(), [](double v) { return std::isfinite(v); });
    if (const auto* keyed = std::get_if<std::vector<std::pair<std::string, double>>>(&value))
        return std::all_of(keyed->begin(), keyed->end(),
                           [](const auto& kv) { return std::isfinite(kv.second); });
    if (const auto* rows = std::get_if<std::vector<std::vector<double>>>(&value))
        for (const std::vector<double>& row : *rows)
            if (!std::all_of(row.begin(), row.end(), [](double v) { return std::isfinite(v); }))
                return false;
    return true;
}

// A chart point that is not finite, after `lesson` recorded into fresh chart data.
std::string chartProblem(const Lesson& lesson)
{
    ChartData data;
    lesson.record(data);
    for (const auto& [chart, series] : data.seriesIds())
        for (const ChartPoint& p : data.points(chart, series))
            if (!std::isfinite(p.x) || !std::isfinite(p.y))
                return "chart " + chart + ", series " + series;
    return {};
}

// Everything the lesson shows now that is not finite; empty when clean.
std::string shownProblem(const Lesson& lesson)
{
    if (!std::isfinite(lesson.time()) || lesson.time() < 0.0)
        return "time() = " + std::to_string(lesson.time());
    Scene scene;
    lesson.scene(scene);
    if (std::string p = sceneProblem(scene); !p.empty())
        return "scene: " + p;
    for (const std::string& n : lesson.notices())
        if (showsNonFinite(n))
            return "notice: " + n;
    for (const Measurement& m : lesson.measurements()) {
        // A NaN is how a lesson leaves out one entry of a list (a diverged method); the screen
        // and report.json show it as missing (sanitize), with the note saying why. A number
        // that is not finite without a reason is a state the lesson did not expect.
        if (!finiteValue(m.value) && m.note.empty())
            return "measurement " + m.id + " is not finite and has no note saying why";
        if (showsNonFinite(m.note))
            return "measurement " + m.id + "'s note: " + m.note;
    }
    for (const Table& t : lesson.tables())
        if (showsNonFinite(t.title))
            return "table " + t.id;
    if (std::string p = chartProblem(lesson); !p.empty())
        return "recorded " + p;
    return {};
}

// Reads `bytes` into a copy of `reset` (a lesson just reset with the values in force), as
// loadStateBytes does after its reset. Empty when the state was accepted, else why not.
std::string load(Lesson& lesson, const std::string& bytes)
{
    std::istringstream stream(bytes, std::ios::binary);
    try {
        StateReader archive(stream);
        lesson.loadState(archive);
    } catch (const std::exception& e) {
        return std::string("thrown: ") + e.what();
    }
    if (stream.peek() != std::char_traits<char>::eof())
        return "bytes left over";
    return lesson.checkState().english();
}

} // namespace

class TestStateFields : public QObject {
    Q_OBJECT
private slots:
    void mutatedFieldsAreRefusedOrShownFinite_data();
    void mutatedFieldsAreRefusedOrShownFinite();
};

void TestStateFields::mutatedFieldsAreRefusedOrShownFinite_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QStringList>("settings");
    QTest::addColumn<int>("steps");
    for (const LessonEntry& entry : registerLessons())
        QTest::newRow(entry.id.c_str()) << QString::fromStdString(entry.id) << QStringList() << 5;
    // Runs that have diverged: their states legitimately hold non-finite numbers.
    QTest::newRow("harmonic-oscillator, Euler diverged")
        << "harmonic-oscillator" << QStringList{"dt=2", "methods=euler,symplectic_euler"} << 20;
    QTest::newRow("integrators, Euler diverged")
        << "integrators" << QStringList{"dt=1.5", "end_time=100", "methods=euler,rk4"} << 40;
    QTest::newRow("integrators, stage by stage")
        << "integrators" << QStringList{"step_through=1"} << 7;
    QTest::newRow("pendulum, Euler diverged")
        << "pendulum" << QStringList{"method=euler", "dt=0.2"} << 60;
}

void TestStateFields::mutatedFieldsAreRefusedOrShownFinite()
{
    QFETCH(QString, lesson);
    QFETCH(QStringList, settings);
    QFETCH(int, steps);

    std::unique_ptr<Lesson> original = createLesson(lesson.toStdString());
    QVERIFY(original);
    ParameterValues values = defaultValues(original->parameters());
    const std::vector<ParameterSpec> table = original->parameters();
    for (const QString& setting : settings) {
        const QStringList kv = setting.split('=');
        const ParameterSpec* spec = findParameter(table, kv[0].toStdString());
        QVERIFY2(spec, qPrintable(setting));
        QVERIFY2(!parseParameter(*spec, kv[1].toStdString(), values), qPrintable(setting));
    }
    QVERIFY(original->validate(values).empty());
    original->reset(values);
    for (int i = 0; i < steps; ++i)
        original->stepOnce();
    const std::string saved = saveStateBytes(*original);

    std::unique_ptr<Lesson> fresh = createLesson(lesson.toStdString());
    fresh->reset(values);
    {
        // The unmutated state opens and shows nothing non-finite, or the test checks nothing.
        std::unique_ptr<Lesson> copy = fresh->clone();
        const std::string refused = load(*copy, saved);
        QVERIFY2(refused.empty(), refused.c_str());
        const std::string shown = shownProblem(*copy);
        QVERIFY2(shown.empty(), shown.c_str());
    }

    // Under AddressSanitizer's light sweep (Sanitizers.h) +∞ is left out: over a double it
    // takes 1e308's side at every comparison (1e308 then gets past isfinite() and goes further),
    // and written six bytes before an eight-byte size its last two bytes (F0 7F) make it 32 752,
    // NaN's (F8 7F) 32 760. springs and sph-tank took 311 of the test's 420 s there.
    std::vector<double> patterns{std::numeric_limits<double>::quiet_NaN(),
                                 std::numeric_limits<double>::infinity(),
                                 -std::numeric_limits<double>::infinity(), 1e308};
    if (test::lightSweeps())
        patterns.erase(patterns.begin() + 1);
    const std::vector<std::size_t> offsets = mutationOffsets(saved);
    QElapsedTimer clock;
    clock.start();
    int refusedCount = 0, acceptedCount = 0, shownCount = 0;
    std::vector<std::string> findings;
    std::set<std::string> seen;  // one finding per kind, the first offset that shows it
    for (const std::size_t offset : offsets) {
        for (const double pattern : patterns) {
            std::string bytes = saved;
            std::memcpy(bytes.data() + offset, &pattern, 8);  // little-endian, as cereal writes
            if (bytes == saved)
                continue;
            std::unique_ptr<Lesson> copy = fresh->clone();
            if (!load(*copy, bytes).empty()) {
                ++refusedCount;
                continue;
            }
            ++acceptedCount;
            std::string problem;
            try {
                problem = shownProblem(*copy);
                if (problem.empty()) {
                    copy->step();
                    problem = shownProblem(*copy);
                    if (!problem.empty())
                        problem = "after a step: " + problem;
                }
            } catch (const std::exception& e) {
                problem = std::string("an accepted state threw: ") + e.what();
            }
            shownCount += problem.empty() ? 0 : 1;
            if (!problem.empty() && seen.insert(problem).second)
                findings.push_back("offset " + std::to_string(offset) + " of " +
                                   std::to_string(saved.size()) + ", " +
                                   QString::number(pattern).toStdString() + ": " + problem);
        }
    }
    qInfo("%s: %zu bytes, %zu offsets, %d mutated states refused, %d accepted and clean, "
          "%d showing something non-finite (%lld ms)",
          QTest::currentDataTag(), saved.size(), offsets.size(), refusedCount,
          acceptedCount - shownCount, shownCount, static_cast<long long>(clock.elapsed()));
    std::string all;
    for (std::size_t i = 0; i < findings.size() && i < 12; ++i)
        all += "\n  " + findings[i];
    QVERIFY2(findings.empty(), all.c_str());
}

PARTICLELAB_TEST_GUILESS_MAIN(TestStateFields)
#include "test_state_fields.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's state is data: for every registered lesson, saving the State, reading it
// into a fresh lesson and stepping both on gives the same bits, in the state and in the charts.
// A member that a lesson's serialise function forgets shows up here as differing bytes after the
// continued steps. A live parameter changed before the save checks that reset(values) + load
// rebuilds what applyLive() had set.
#include "Registry.h"
#include "framework/LessonState.h"
#include "lennard_jones/LennardJonesAnalysis.h"

#include <QtTest/QtTest>

#include "Sanitizers.h"
#include "TestRegistry.h"

#include <cmath>
#include <random>
#include <sstream>

using namespace pl;

namespace {

// A live numeric parameter moved to a nearby value, so that the save happens after a live change.
void changeOneLiveParameter(const Lesson& lesson, ParameterValues& values)
{
    for (const ParameterSpec& spec : lesson.parameters()) {
        if (!spec.live || spec.kind != ParameterKind::Number)
            continue;
        const double value = values.number(spec.id);
        const double moved = std::clamp(value == 0.0 ? 0.5 * (spec.min + spec.max) : 1.1 * value,
                                        spec.min, spec.max);
        ParameterValues candidate = values;
        candidate.set(spec.id, moved);
        if (lesson.validate(candidate).empty())
            values = candidate;
        return;
    }
}

std::uint64_t chartHash(const Lesson& lesson)
{
    ChartData data;
    lesson.record(data);
    std::ostringstream stream(std::ios::binary);
    {
        StateWriter archive(stream);
        archive(data);
    }
    return fnv1a64(stream.str());
}

} // namespace

class TestLessonState : public QObject {
    Q_OBJECT
private slots:
    void saveLoadContinue_data();
    void saveLoadContinue();
    void damagedStateIsRefused();
    void averagesOfAnOlderLayoutAreRead();
};

void TestLessonState::saveLoadContinue_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("setting");  // "id=value" applied before the reset, or empty
    QTest::addColumn<int>("stepsBefore");
    QTest::addColumn<int>("stagesBefore");  // "one step" presses after the whole steps
    // Under AddressSanitizer (pl::test::lightSweeps) the SPH tank holds its fewest particles
    // (1 000, not 5 000): its three rows took 95 % of this test there, and each solver saves and
    // continues through the same code with fewer particles. The release stage runs the defaults.
    const QString fewerParticles = pl::test::lightSweeps() ? QStringLiteral(";particles=1000") : QString();
    for (const LessonEntry& entry : registerLessons())
        QTest::newRow(entry.id.c_str())
            << QString::fromStdString(entry.id)
            << (entry.id == "sph-tank" ? fewerParticles.mid(1) : QString()) << 30 << 0;
    QTest::newRow("integrators, mid-step stages")
        << "integrators" << "step_through=1" << 5 << 3;
    // sph-tank runs either solver (DFSPH at its default, the dam break); each saves its own
    // State. Settings are "id=value" pairs separated by ';'.
    QTest::newRow("sph-tank, WCSPH at rest")
        << "sph-tank" << QStringLiteral("scenario=hydrostatic") + fewerParticles << 30 << 0;
    QTest::newRow("sph-tank, DFSPH at rest")
        << "sph-tank" << QStringLiteral("scenario=hydrostatic;solver=dfsph") + fewerParticles << 30 << 0;
}

void TestLessonState::saveLoadContinue()
{
    QFETCH(QString, lesson);
    QFETCH(QString, setting);
    QFETCH(int, stepsBefore);
    QFETCH(int, stagesBefore);

    std::unique_ptr<Lesson> original = createLesson(lesson.toStdString());
    QVERIFY(original);
    ParameterValues values = defaultValues(original->parameters());
    const std::vector<ParameterSpec> table = original->parameters();
    for (const QString& pair : setting.split(';', Qt::SkipEmptyParts)) {
        const QStringList kv = pair.split('=');
        const ParameterSpec* spec = findParameter(table, kv[0].toStdString());
        QVERIFY(spec);
        QVERIFY(!parseParameter(*spec, kv[1].toStdString(), values));
    }
    original->reset(values);
    for (int i = 0; i < stepsBefore / 2; ++i)
        original->step();
    changeOneLiveParameter(*original, values);
    original->applyLive(values);
    for (int i = stepsBefore / 2; i < stepsBefore; ++i)
        original->step();
    for (int i = 0; i < stagesBefore; ++i)
        original->stepOnce();

    const std::string saved = saveStateBytes(*original);
    QVERIFY(!saved.empty());

    std::unique_ptr<Lesson> copy = createLesson(lesson.toStdString());
    try {
        loadStateBytes(*copy, values, saved);
    } catch (const StateError& e) {
        QFAIL(e.what());
    }
    QCOMPARE(fnv1a64(saveStateBytes(*copy)), fnv1a64(saved));
    QCOMPARE(copy->time(), original->time());

    for (int i = 0; i < 20; ++i) {
        original->stepOnce();
        copy->stepOnce();
    }
    for (int i = 0; i < 20; ++i) {
        original->step();
        copy->step();
    }
    QCOMPARE(fnv1a64(saveStateBytes(*copy)), fnv1a64(saveStateBytes(*original)));
    QCOMPARE(chartHash(*copy), chartHash(*original));
}

void TestLessonState::damagedStateIsRefused()
{
    for (const LessonEntry& entry : registerLessons()) {
        std::unique_ptr<Lesson> lesson = entry.create();
        const ParameterValues values = defaultValues(lesson->parameters());
        lesson->reset(values);
        lesson->step();
        const std::string saved = saveStateBytes(*lesson);
        // Cut short: the reader must say so, not crash or read past the end.
        bool refused = false;
        try {
            loadStateBytes(*lesson, values, saved.substr(0, saved.size() / 2));
        } catch (const StateError&) {
            refused = true;
        }
        QVERIFY2(refused, entry.id.c_str());
        // Extra bytes after a whole state are refused too.
        refused = false;
        try {
            loadStateBytes(*lesson, values, saved + "xx");
        } catch (const StateError&) {
            refused = true;
        }
        QVERIFY2(refused, entry.id.c_str());
    }
}

void TestLessonState::averagesOfAnOlderLayoutAreRead()
{
    // Layouts 1 and 2 kept every sample of lennard-jones's averages in three vectors; layout 3
    // keeps BlockedSeries. 70 000 samples (more than the 2¹⁶ blocks a series keeps) written the old
    // way must read as the series that adding them one by one builds, bit for bit.
    const std::size_t n = 70000;
    std::mt19937_64 random(11);
    std::normal_distribution<double> noise(0.0, 1.0);
    std::vector<double> t(n), u(n), p(n);
    StatePointSamples added;
    for (std::size_t k = 0; k < n; ++k) {
        t[k] = 1.0 + 0.1 * noise(random);
        u[k] = -2.0 + 0.1 * noise(random);
        p[k] = 0.5 + 0.1 * noise(random);
        added.temperature.add(t[k]);
        added.potentialPerAtom.add(u[k]);
        added.pressure.add(p[k]);
    }
    added.since = 12.5;
    const auto bytesOf = [](auto&&... values) {
        std::ostringstream stream(std::ios::binary);
        {
            StateWriter archive(stream);
            archive(values...);
        }
        return std::move(stream).str();
    };
    const std::string legacy = bytesOf(12.5, t, u, p);

    StatePointSamples read;
    {
        std::istringstream stream(legacy, std::ios::binary);
        OlderStateReader archive(stream, 2);
        archive(read);
    }
    QVERIFY2(read.check().empty(), read.check().english().c_str());
    QCOMPARE(read.size(), static_cast<long long>(n));
    QCOMPARE(read.since, 12.5);
    QVERIFY(read.temperature.blockLength() > 1);  // the capacity was reached on the way
    QCOMPARE(bytesOf(read), bytesOf(added));

    // The same bytes read as layout 3 are not mistaken for a state (cereal throws), and old
    // lists of different lengths are refused.
    bool refused = false;
    try {
        std::istringstream stream(legacy, std::ios::binary);
        StateReader archive(stream);
        StatePointSamples wrong;
        archive(wrong);
        refused = !wrong.check().empty() || stream.peek() != std::char_traits<char>::eof();
    } catch (const std::exception&) {
        refused = true;
    }
    QVERIFY(refused);
    refused = false;
    try {
        std::istringstream stream(bytesOf(0.0, t, u, std::vector<double>(3)), std::ios::binary);
        OlderStateReader archive(stream, 2);
        StatePointSamples uneven;
        archive(uneven);
    } catch (const StateError&) {
        refused = true;
    }
    QVERIFY(refused);
}

PARTICLELAB_TEST_GUILESS_MAIN(TestLessonState)
#include "test_lesson_state.moc"

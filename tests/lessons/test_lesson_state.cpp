// A lesson's state is data (issue 11): for every registered lesson, saving the State, reading it
// into a fresh lesson and stepping both on gives the same bits, in the state and in the charts.
// A member that a lesson's serialise function forgets shows up here as differing bytes after the
// continued steps. A live parameter changed before the save checks that reset(values) + load
// rebuilds what applyLive() had set.
#include "Registry.h"
#include "framework/LessonState.h"

#include <QtTest/QtTest>

#include <cmath>

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
};

void TestLessonState::saveLoadContinue_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("setting");  // "id=value" applied before the reset, or empty
    QTest::addColumn<int>("stepsBefore");
    QTest::addColumn<int>("stagesBefore");  // "one step" presses after the whole steps
    for (const LessonEntry& entry : registerLessons())
        QTest::newRow(entry.id.c_str()) << QString::fromStdString(entry.id) << QString() << 30 << 0;
    QTest::newRow("integrators, mid-step stages")
        << "integrators" << "step_through=1" << 5 << 3;
    // sph-tank runs either solver (WCSPH at its default, the tank at rest); each saves its own
    // State.
    QTest::newRow("sph-tank, DFSPH at rest") << "sph-tank" << "solver=dfsph" << 30 << 0;
    QTest::newRow("sph-tank, DFSPH dam break") << "sph-tank" << "scenario=dam-break" << 30 << 0;
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
    if (!setting.isEmpty()) {
        const QStringList kv = setting.split('=');
        const std::vector<ParameterSpec> table = original->parameters();
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

QTEST_GUILESS_MAIN(TestLessonState)
#include "test_lesson_state.moc"

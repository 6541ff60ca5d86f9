// SPDX-License-Identifier: GPL-3.0-or-later
// The session's timeline, for every lesson: a run can be saved and opened, scrubbed
// back, stepped back and branched, and each of these gives exactly the bits of the run that was
// never interrupted. "Exactly" is a hash of the serialised State and of the chart data.
#include "Registry.h"
#include "framework/LessonSession.h"
#include "framework/LessonState.h"
#include "SessionFile.h"

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "Sanitizers.h"
#include "TestRegistry.h"

using namespace pl;
using pl::test::chartsHash;
using pl::test::stateHash;

namespace {

// Under AddressSanitizer (pl::test::lightSweeps) the SPH tank holds its fewest particles (1 000,
// not 5 000): its 4 × 40 steps at the default took 90 % of this test there, and the solver,
// the keyframes and the replay take the same paths with fewer particles. The release stage
// runs every lesson at its defaults.
std::unique_ptr<LessonSession> newSession(const QString& id)
{
    std::unique_ptr<Lesson> lesson = createLesson(id.toStdString());
    if (!lesson)
        return nullptr;
    auto session = std::make_unique<LessonSession>(std::move(lesson));
    if (pl::test::lightSweeps() && id == QLatin1String("sph-tank") &&
        (session->set("particles", "1000") || session->reset()))
        return nullptr;
    return session;
}

// Steps of each lesson in these tests: small enough for the slow lessons (SPH), and more than
// one keyframe interval (16 ticks) so that seeking goes through keyframes and replay.
constexpr int runSteps = 40;

// A live parameter's id and a second acceptable value for it, or empty.
std::pair<std::string, std::string> liveChange(const LessonSession& s)
{
    for (const ParameterSpec& spec : s.parameterTable()) {
        if (!spec.live || spec.kind != ParameterKind::Number)
            continue;
        const double value = s.values().number(spec.id);
        const double moved = std::clamp(value == 0.0 ? 0.5 * (spec.min + spec.max) : 0.8 * value,
                                        spec.min, spec.max);
        if (moved != value)
            return {spec.id, std::to_string(moved)};
    }
    return {};
}

} // namespace

class TestSessionTimeline : public QObject {
    Q_OBJECT
private slots:
    void everyLesson_data();
    void saveOpenContinue_data() { everyLesson_data(); }
    void saveOpenContinue();
    void scrubBackThenPlay_data() { everyLesson_data(); }
    void scrubBackThenPlay();
    void stepBackThenForward_data() { everyLesson_data(); }
    void stepBackThenForward();
    void branchKeepsOriginalCurves_data() { everyLesson_data(); }
    void branchKeepsOriginalCurves();
    void keyframesStayWithinBudget();
    void keyframeFootprintCountsParameterValues();
    void badSessionFiles_data();
    void badSessionFiles();
};

void TestSessionTimeline::everyLesson_data()
{
    QTest::addColumn<QString>("lesson");
    for (const LessonEntry& entry : registerLessons())
        QTest::newRow(entry.id.c_str()) << QString::fromStdString(entry.id);
}

void TestSessionTimeline::saveOpenContinue()
{
    QFETCH(QString, lesson);
    auto original = newSession(lesson);
    for (int i = 0; i < runSteps; ++i)
        original->step();
    const auto [id, value] = liveChange(*original);
    if (!id.empty())
        QVERIFY(!original->set(id, value));
    for (int i = 0; i < 5; ++i)
        original->step();

    const ViewPlacement view{1.5, -2.0, 120.0, false};
    const std::string text = writeSessionText(*original, view);
    SessionReadResult opened = readSessionText(text, "test.plsession");
    QVERIFY2(opened.error.empty(), opened.error.c_str());
    LessonSession& copy = *opened.document.session;
    QCOMPARE(opened.document.view.scale, 120.0);
    QCOMPARE(opened.document.view.follow, false);
    QCOMPARE(copy.tick(), original->tick());
    QCOMPARE(stateHash(copy), stateHash(*original));
    QCOMPARE(chartsHash(copy.chartData()), chartsHash(original->chartData()));
    QVERIFY(copy.values() == original->values());

    for (int i = 0; i < 20; ++i) {
        original->step();
        copy.step();
    }
    QCOMPARE(stateHash(copy), stateHash(*original));
    QCOMPARE(chartsHash(copy.chartData()), chartsHash(original->chartData()));
}

void TestSessionTimeline::scrubBackThenPlay()
{
    QFETCH(QString, lesson);
    auto straight = newSession(lesson);
    auto scrubbed = newSession(lesson);
    std::vector<std::uint64_t> hashes{stateHash(*straight)};
    for (int i = 0; i < runSteps; ++i) {
        straight->step();
        scrubbed->step();
        hashes.push_back(stateHash(*straight));
    }
    // Back to a moment between keyframes, then forward again: every step as before.
    scrubbed->seek(runSteps / 2 - 3);
    QCOMPARE(scrubbed->tick(), runSteps / 2 - 3);
    QCOMPARE(stateHash(*scrubbed), hashes[runSteps / 2 - 3]);
    for (long long t = scrubbed->tick(); t < runSteps; ++t) {
        scrubbed->step();
        QCOMPARE(stateHash(*scrubbed), hashes[static_cast<std::size_t>(t + 1)]);
    }
    QVERIFY(scrubbed->atHead());
    // Past the end of the recorded run the session records again, like the straight run.
    straight->step();
    scrubbed->step();
    QCOMPARE(stateHash(*scrubbed), stateHash(*straight));
    QCOMPARE(chartsHash(scrubbed->chartData()), chartsHash(straight->chartData()));
}

void TestSessionTimeline::stepBackThenForward()
{
    QFETCH(QString, lesson);
    auto s = newSession(lesson);
    for (int i = 0; i < runSteps; ++i)
        s->step();
    const std::uint64_t before = stateHash(*s);
    const std::uint64_t charts = chartsHash(s->chartData());
    QVERIFY(s->stepBack());
    QCOMPARE(s->tick(), runSteps - 1);
    QVERIFY(stateHash(*s) != before || s->lesson().finished());
    s->step();
    QCOMPARE(stateHash(*s), before);
    QCOMPARE(chartsHash(s->chartData()), charts);
}

void TestSessionTimeline::branchKeepsOriginalCurves()
{
    QFETCH(QString, lesson);
    auto s = newSession(lesson);
    for (int i = 0; i < runSteps; ++i)
        s->step();
    const std::uint64_t recorded = chartsHash(s->recordedChartData());
    const std::uint64_t headState = stateHash(*s);
    const auto [id, value] = liveChange(*s);
    if (id.empty())
        QSKIP("the lesson has no live numeric parameter to branch on");
    s->seek(runSteps / 2);
    QVERIFY(!s->set(id, value));
    QCOMPARE(s->branches().size(), std::size_t(1));
    const Branch& branch = s->branches().front();
    QCOMPARE(branch.forkTick, static_cast<long long>(runSteps / 2));
    QVERIFY(branch.label.find(" → ") != std::string::npos);
    QCOMPARE(chartsHash(branch.data), recorded);
    QCOMPARE(s->headTick(), static_cast<long long>(runSteps / 2));
    for (int i = 0; i < runSteps / 2; ++i)
        s->step();
    // The branch's curves and its ghost are the abandoned run, untouched by the new one.
    QCOMPARE(chartsHash(s->branches().front().data), recorded);
    QCOMPARE(fnv1a64(saveStateBytes(s->ghost(0))), headState);
    s->dropBranch(0);
    QVERIFY(s->branches().empty());
}

void TestSessionTimeline::keyframesStayWithinBudget()
{
    auto s = newSession("harmonic-oscillator");
    const std::size_t keyframe = footprint(s->record().keyframes().front());
    s->setMemoryBudget(20 * keyframe);
    for (int i = 0; i < 5000; ++i)
        s->step();
    QVERIFY(s->record().bytes() <= 20 * keyframe);
    QVERIFY(s->record().keyframes().size() >= 10);
    // Seeking anywhere still gives the exact state.
    auto straight = newSession("harmonic-oscillator");
    for (int i = 0; i < 1234; ++i)
        straight->step();
    s->seek(1234);
    QCOMPARE(stateHash(*s), stateHash(*straight));
}

void TestSessionTimeline::keyframeFootprintCountsParameterValues()
{
    // A small lesson's keyframe is mostly its copy of the parameter values: the budget must count
    // them, or a 16 MB budget holds several times that (harmonic-oscillator held 110 MB).
    Keyframe keyframe;
    keyframe.state = std::string(1000, 's');
    const std::size_t stateOnly = footprint(keyframe);
    QVERIFY(stateOnly >= 1000);
    keyframe.applied.set("methods", std::string(500, 'm'));
    keyframe.applied.set("x0", 1.0);
    const std::size_t twoEntries = 2 * sizeof(std::pair<std::string, ParameterValue>);
    QVERIFY(footprint(keyframe) >= stateOnly + 500 + twoEntries);
}

void TestSessionTimeline::badSessionFiles_data()
{
    QTest::addColumn<QString>("edit");     // what to do to a good file's text
    QTest::addColumn<QString>("message");  // a part of the expected message
    QTest::newRow("not json") << "truncate:10" << "not valid JSON";
    QTest::newRow("truncated") << "truncate:-40" << "not valid JSON";
    QTest::newRow("not a session") << "replace:particlelab-session|other" << "not a ParticleLab session";
    QTest::newRow("future version") << "replace:\"version\": 3|\"version\": 7" << "version 7 is not supported";
    QTest::newRow("unknown lesson") << "replace:\"lesson\": \"harmonic-oscillator\"|\"lesson\": \"nope\"" << "unknown lesson 'nope'";
    QTest::newRow("unknown parameter") << "replace:\"dt\"|\"dtt\"" << "unknown parameter 'dtt'";
    QTest::newRow("NaN parameter") << "replace:\"dt\": \"0.05\"|\"dt\": \"nan\"" << "dt";
    QTest::newRow("negative dt") << "replace:\"dt\": \"0.05\"|\"dt\": \"-1\"" << "dt";
    QTest::newRow("edited payload") << "payload" << "damaged";
}

void TestSessionTimeline::badSessionFiles()
{
    QFETCH(QString, edit);
    QFETCH(QString, message);
    auto s = newSession("harmonic-oscillator");
    for (int i = 0; i < 10; ++i)
        s->step();
    QString text = QString::fromStdString(writeSessionText(*s, {}));
    if (edit.startsWith("truncate:")) {
        const int n = edit.mid(9).toInt();
        text = n > 0 ? text.left(n) : text.left(text.size() + n);
    } else if (edit.startsWith("replace:")) {
        const QStringList parts = edit.mid(8).split('|');
        QVERIFY2(text.contains(parts[0]), qPrintable(parts[0]));
        text.replace(parts[0], parts[1]);
    } else if (edit == "payload") {
        const int at = text.indexOf("\"data\": \"") + 20;
        text[at] = text[at] == 'A' ? 'B' : 'A';
    }
    SessionReadResult result = readSessionText(text.toStdString(), "lesson.plsession");
    QVERIFY(!result.document.session);
    QVERIFY2(QString::fromStdString(result.error).startsWith("lesson.plsession: "),
             result.error.c_str());
    QVERIFY2(QString::fromStdString(result.error).contains(message), result.error.c_str());
}

PARTICLELAB_TEST_GUILESS_MAIN(TestSessionTimeline)
#include "test_session_timeline.moc"

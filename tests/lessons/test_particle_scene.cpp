// SPDX-License-Identifier: GPL-3.0-or-later
// The particle-scene lesson and its scene files:
//  * every shipped scene loads, runs 10 s and conserves what it should:
//      - Newton's cradle (elastic contacts): the last ball leaves with the first ball's impact
//        speed √(2gL(1 − cos 30°)) within 1 %, the balls' momentum is the same just before and
//        just after the first collision (1 %), the middle balls stay nearly at rest, and the
//        swing energy is kept within 3 % over 10 s;
//      - two-body orbit (velocity Verlet): energy within 1e-4 relative, angular momentum about
//        the centre of mass within 1e-9 relative, total momentum unchanged (1e-12 kg·m/s);
//      - triple pendulum (rigid XPBD rods, 50 substeps): energy within 5 % of the swing
//        energy Σ m g L_i, rods within 1e-3 of their length;
//      - suspension bridge (damped springs): the energy never exceeds its start (0.1 %), falls
//        from the first to the second half of the run, and the bridge settles;
//      - jelly on the slope: no particle sinks into a wall by more than 1 cm, the energy falls,
//        and the block ends down the slope;
//  * 34 malformed scenes (the translations' among them) are refused with the expected message at the expected line and
//    column; scene → JSON → scene gives the same description and translations;
//  * translations: every example has its title and description in de, fr, es and pt_BR, each
//    differing from the English and keeping its numbers; the lesson's own texts in a language
//    fall back to the file's text field by field (title, description, each question);
//  * student mode: an answer inside its tolerance is accepted, one outside refused; the
//    student object's mistakes are located; answers are written as CSV and JSON;
//  * the springs, xpbd, soft-body and bouncing lessons save as scenes that load and run.
#include "Registry.h"
#include "framework/LessonSession.h"
#include "particle_scene/ExampleScenes.h"
#include "particle_scene/ParticleSceneLesson.h"
#include "particle_scene/SceneFile.h"
#include "particle_scene/SceneTexts.h"
#include "particle_scene/StudentMode.h"

#include "MalformedScenes.h"

#include <QtTest/QtTest>

#include <QRegularExpression>

#include "TestRegistry.h"

#include <cmath>

using namespace pl;

namespace {

std::unique_ptr<ParticleSceneLesson> example(const std::string& name)
{
    std::unique_ptr<Lesson> lesson = createExampleSceneLesson(name);
    auto* scene = dynamic_cast<ParticleSceneLesson*>(lesson.get());
    if (!scene)
        qFatal("no example scene %s", name.c_str());
    lesson.release();
    return std::unique_ptr<ParticleSceneLesson>(scene);
}

int particle(const ParticleSceneLesson& lesson, const std::string& label)
{
    const auto& particles = lesson.description().particles;
    for (std::size_t i = 0; i < particles.size(); ++i)
        if (particles[i].label == label)
            return static_cast<int>(i);
    qFatal("no particle %s", label.c_str());
}

} // namespace

class TestParticleScene : public QObject {
    Q_OBJECT
private slots:
    void everyExampleRunsTenSeconds_data()
    {
        QTest::addColumn<QString>("name");
        for (const ExampleScene& e : exampleScenes())
            QTest::newRow(e.name.c_str()) << QString::fromStdString(e.name);
        QCOMPARE(exampleScenes().size(), std::size_t(5));
    }
    void everyExampleRunsTenSeconds()
    {
        QFETCH(QString, name);
        LessonSession session(createLesson("scene-" + name.toStdString()));
        QVERIFY(!session.reset());
        session.advanceTo(10.0);
        QVERIFY(!session.lesson().finished());
        QVERIFY(session.lesson().time() >= 10.0 - 1e-9);
        for (Measurement m : session.lesson().measurements()) {
            sanitize(m);
            QVERIFY2(std::holds_alternative<double>(m.value), m.id.c_str());
        }
        Scene scene;
        session.lesson().scene(scene);
        QVERIFY(!scene.circles.empty());
    }

    void cradlePassesTheBlowAlong()
    {
        auto lesson = example("newtons-cradle");
        const ParticleSceneModel& m = lesson->model();
        const int first = particle(*lesson, "ball1"), last = particle(*lesson, "ball5");
        const double g = 9.81, length = 0.5, mass = 0.2;
        const double impact = std::sqrt(2.0 * g * length * (1.0 - std::cos(M_PI / 6.0)));
        const double swingEnergy = mass * g * length * (1.0 - std::cos(M_PI / 6.0));  // J
        auto ballsMomentum = [&] {
            double p = 0.0;
            for (int i = first; i <= last; ++i)
                p += mass * m.velocity(i).x();
            return p;
        };
        // Step until the last ball moves: that step holds the first collision.
        double before = 0.0;
        while (m.velocity(last).norm() < 1e-6 && lesson->time() < 1.0) {
            before = ballsMomentum();
            lesson->step();
        }
        const double after = ballsMomentum();
        QVERIFY(lesson->time() < 1.0);
        QVERIFY2(std::abs(after - before) <= 0.01 * std::abs(before),
                 qPrintable(QString("p before %1, after %2").arg(before).arg(after)));
        QVERIFY(std::abs(m.velocity(last).norm() - impact) <= 0.01 * impact);
        QVERIFY(m.velocity(first).norm() <= 0.02 * impact);

        const double e0 = m.state().initialEnergy;
        double middleFastest = 0.0;
        while (lesson->time() < 10.0) {
            lesson->step();
            middleFastest = std::max(middleFastest, m.velocity(first + 2).norm());
        }
        QVERIFY2(std::abs(m.energy() - e0) <= 0.03 * swingEnergy,
                 qPrintable(QString("energy change %1 J of %2 J").arg(m.energy() - e0).arg(swingEnergy)));
        QVERIFY2(middleFastest <= 0.1 * impact, qPrintable(QString::number(middleFastest)));
    }

    void orbitConservesEnergyAndAngularMomentum()
    {
        auto lesson = example("two-body-orbit");
        const ParticleSceneModel& m = lesson->model();
        const double e0 = m.energy(), l0 = m.angularMomentum();
        const Eigen::Vector2d p0 = m.momentum();
        double worstEnergy = 0.0, worstAngular = 0.0;
        while (lesson->time() < 10.0) {
            lesson->step();
            worstEnergy = std::max(worstEnergy, std::abs(m.energy() - e0) / std::abs(e0));
            worstAngular = std::max(worstAngular, std::abs(m.angularMomentum() - l0) / std::abs(l0));
        }
        QVERIFY2(worstEnergy < 1e-4, qPrintable(QString::number(worstEnergy)));
        QVERIFY2(worstAngular < 1e-9, qPrintable(QString::number(worstAngular)));
        QVERIFY((m.momentum() - p0).norm() < 1e-12);
        // Several orbits happened (period ≈ 1.19 s): the distance went through its minimum.
        const double d = (m.position(0) - m.position(1)).norm();
        QVERIFY(d > 0.3 && d < 1.01);
    }

    void triplePendulumKeepsItsEnergyAndRods()
    {
        auto lesson = example("triple-pendulum");
        const ParticleSceneModel& m = lesson->model();
        const double swingScale = 9.81 * (0.5 + 1.0 + 1.5);  // J: Σ m g |y| hanging down
        const double e0 = m.energy();
        double worstRod = 0.0;
        while (lesson->time() < 10.0) {
            lesson->step();
            for (const SceneRod& r : lesson->description().rods)
                worstRod = std::max(worstRod,
                                    std::abs((m.position(r.a) - m.position(r.b)).norm() - r.restLength));
        }
        QVERIFY2(std::abs(m.energy() - e0) <= 0.05 * swingScale,
                 qPrintable(QString::number(m.energy() - e0)));
        QVERIFY2(worstRod < 1e-3, qPrintable(QString::number(worstRod)));
    }

    // Released level with its pivot the triple pendulum starts at E₀ = 0, so
    // (E − E₀)/|E₀| is a division by zero. The drift is relative to M g ℓ instead (3 kg moving,
    // 9.81 m/s², the scene 1.5 m across: 44.1 J), and its label says so.
    void energyDriftWithoutAStartingEnergyIsRelativeToMgl()
    {
        auto lesson = example("triple-pendulum");
        const ParticleSceneModel& m = lesson->model();
        QCOMPARE(m.state().initialEnergy, 0.0);
        for (int i = 0; i < 500; ++i)
            lesson->step();
        const double mgl = 3.0 * 9.81 * 1.5;  // J
        for (const Measurement& ms : lesson->measurements())
            if (ms.id == "energy_drift") {
                const double* drift = std::get_if<double>(&ms.value);
                QVERIFY(drift && std::isfinite(*drift));
                QVERIFY2(std::abs(*drift - m.energy() / mgl) <= 1e-12, qPrintable(QString::number(*drift)));
                QVERIFY2(ms.label.find("M g ℓ = 44.1 J") != std::string::npos, ms.label.c_str());
                QVERIFY(ms.note.find("E₀ = 0 J") != std::string::npos);
                QVERIFY(ms.unit.empty());
                return;
            }
        QFAIL("no energy_drift measurement");
    }

    // A scene that starts with energy keeps dividing by |E₀|.
    void energyDriftWithAStartingEnergyIsRelativeToIt()
    {
        auto lesson = example("two-body-orbit");
        const double e0 = lesson->model().state().initialEnergy;
        QVERIFY(e0 != 0.0);
        for (int i = 0; i < 100; ++i)
            lesson->step();
        for (const Measurement& ms : lesson->measurements())
            if (ms.id == "energy_drift") {
                QCOMPARE(ms.label, std::string("Relative energy drift (E − E₀)/|E₀|"));
                QCOMPARE(std::get<double>(ms.value), (lesson->model().energy() - e0) / std::abs(e0));
                return;
            }
        QFAIL("no energy_drift measurement");
    }

    void bridgeOnlyLosesEnergyAndSettles()
    {
        auto lesson = example("suspension-bridge");
        const ParticleSceneModel& m = lesson->model();
        // Symplectic Euler's energy wiggles a little from step to step; with the dampers it
        // never gets back above the start and falls from one half of the run to the next.
        const double e0 = m.energy();
        double largestKinetic = 0.0, atHalf = 0.0;
        while (lesson->time() < 10.0) {
            lesson->step();
            QVERIFY(m.energy() <= e0 + 1e-3 * std::abs(e0));
            largestKinetic = std::max(largestKinetic, m.kineticEnergy());
            if (atHalf == 0.0 && lesson->time() >= 5.0)
                atHalf = m.energy();
        }
        QVERIFY(m.energy() < atHalf && atHalf < e0);
        QVERIFY(largestKinetic > 0.0);
        QVERIFY2(m.kineticEnergy() < 0.01 * largestKinetic,
                 qPrintable(QString("%1 of %2").arg(m.kineticEnergy()).arg(largestKinetic)));
        const int middle = particle(*lesson, "d6");
        QVERIFY(m.position(middle).y() < 0.0);  // sagged
    }

    void jellyStaysOutOfTheWallsAndSlidesDown()
    {
        auto lesson = example("jelly-on-slope");
        const ParticleSceneModel& m = lesson->model();
        const SceneDescription& s = lesson->description();
        const double e0 = m.energy();
        const double x0 = m.position(particle(*lesson, "centre")).x();
        double deepest = 0.0;
        while (lesson->time() < 10.0) {
            lesson->step();
            for (std::size_t i = 0; i < s.particles.size(); ++i)
                for (const SceneWall& w : s.walls) {
                    const double gap = (m.position(static_cast<int>(i)) - w.point).dot(w.normal) -
                                       s.particles[i].radius;
                    deepest = std::min(deepest, gap);
                }
        }
        QVERIFY2(deepest > -0.01, qPrintable(QString::number(deepest)));
        QVERIFY(m.energy() < e0);
        QVERIFY(m.position(particle(*lesson, "centre")).x() > x0 + 1.0);
    }

    void malformedScenesAreRefusedWithTheirPlace_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("at");        // the text the error must point at ("" = end)
        QTest::addColumn<bool>("exactColumn");  // false: the line only (syntax errors)
        QTest::addColumn<QString>("message");
        for (const MalformedScene& m : malformedScenes())
            QTest::newRow(m.name.c_str()) << QString::fromStdString(m.text)
                                          << QString::fromStdString(m.at) << m.exactColumn
                                          << QString::fromStdString(m.message);
    }
    void malformedScenesAreRefusedWithTheirPlace()
    {
        QFETCH(QString, text);
        QFETCH(QString, at);
        QFETCH(bool, exactColumn);
        QFETCH(QString, message);
        const std::string t = text.toStdString();
        const auto loaded = loadSceneText(t, "bad.json");
        QVERIFY(std::holds_alternative<JsonInputError>(loaded));
        const JsonInputError& error = std::get<JsonInputError>(loaded);
        const std::size_t offset = at.isEmpty() ? t.size() : t.find(at.toStdString());
        QVERIFY(offset != std::string::npos);
        const auto [line, column] = lineAndColumn(t, offset);
        const QString shown = QString::fromStdString(error.text());
        QVERIFY2(shown.startsWith("bad.json:"), qPrintable(shown));
        QVERIFY2(shown.contains(message), qPrintable(shown));
        QVERIFY2(error.line == line, qPrintable(shown + QString(" (expected line %1)").arg(line)));
        if (exactColumn)
            QVERIFY2(error.column == column,
                     qPrintable(shown + QString(" (expected column %1)").arg(column)));
    }

    void sceneSurvivesARoundTripThroughJson_data()
    {
        everyExampleRunsTenSeconds_data();
    }
    void sceneSurvivesARoundTripThroughJson()
    {
        QFETCH(QString, name);
        const SceneDescription original = example(name.toStdString())->description();
        auto again = parseScene(sceneToJson(original), "again.json", ParticleSceneLesson::parameterIds());
        QVERIFY(std::holds_alternative<SceneDescription>(again));
        const SceneDescription& s = std::get<SceneDescription>(again);
        QCOMPARE(sceneToJson(s), sceneToJson(original));
        // With its translations: written back and read again the same.
        const auto lesson = example(name.toStdString());
        const SceneTranslations& translations = lesson->translations();
        QCOMPARE(translations.size(), std::size_t(4));
        SceneTranslations read;
        const std::string text = sceneToJson(original, translations);
        QVERIFY(text.find("\"translations\"") != std::string::npos);
        QVERIFY(std::holds_alternative<SceneDescription>(
            parseScene(text, "again.json", ParticleSceneLesson::parameterIds(), &read)));
        QVERIFY(read == translations);
        QCOMPARE(sceneToJson(original, read), text);
        QCOMPARE(s.particles.size(), original.particles.size());
        for (std::size_t i = 0; i < s.particles.size(); ++i) {
            QCOMPARE(s.particles[i].position, original.particles[i].position);
            QCOMPARE(s.particles[i].mass, original.particles[i].mass);
        }
    }

    // The numbers of a text, a decimal comma read as a point: "≈ 1,146 m/s" gives 1.146.
    static std::vector<std::string> numbersIn(std::string text)
    {
        // QRegularExpression, not <regex>: GCC 12 warns inside std::regex under AddressSanitizer.
        QString q = QString::fromStdString(text);
        q.replace(QRegularExpression(QStringLiteral("([0-9]),([0-9])")), QStringLiteral("\\1.\\2"));
        std::vector<std::string> out;
        const QRegularExpression number(QStringLiteral("[0-9]+(\\.[0-9]+)?"));
        for (auto it = number.globalMatch(q); it.hasNext();)
            out.push_back(it.next().captured(0).toStdString());
        std::sort(out.begin(), out.end());
        return out;
    }

    // Whether "todo"/"todos" appears as a word (checks read it as an unfinished marker): not
    // inside "método", whose "é" is no ASCII letter.
    static bool hasWordTodo(const std::string& text)
    {
        std::string lower = text;
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        const auto partOfWord = [](unsigned char c) { return std::isalnum(c) || c >= 0x80; };
        for (std::size_t at = lower.find("todo"); at != std::string::npos; at = lower.find("todo", at + 1)) {
            std::size_t end = at + 4;
            if (end < lower.size() && lower[end] == 's')
                ++end;
            const bool before = at > 0 && partOfWord(static_cast<unsigned char>(lower[at - 1]));
            const bool after = end < lower.size() && partOfWord(static_cast<unsigned char>(lower[end]));
            if (!before && !after)
                return true;
        }
        return false;
    }

    void everyExampleIsTranslatedCompletely_data() { everyExampleRunsTenSeconds_data(); }
    void everyExampleIsTranslatedCompletely()
    {
        QFETCH(QString, name);
        const auto lesson = example(name.toStdString());
        const SceneDescription& scene = lesson->description();
        const std::size_t questions = scene.student ? scene.student->questions.size() : 0;
        for (const std::string& language : sceneTranslationLanguages()) {
            const QString where = name + "/" + QString::fromStdString(language);
            const auto found = lesson->translations().find(language);
            QVERIFY2(found != lesson->translations().end(), qPrintable(where + " is there"));
            const SceneTranslation& t = found->second;
            QVERIFY2(!t.title.empty() && t.title != scene.title, qPrintable(where + ": title"));
            QVERIFY2(!t.description.empty() && t.description != scene.description,
                     qPrintable(where + ": description"));
            QVERIFY2(numbersIn(t.description) == numbersIn(scene.description),
                     qPrintable(where + ": the description keeps every number"));
            QCOMPARE(t.questions.size(), questions);
            QVERIFY2(!hasWordTodo(t.title) && !hasWordTodo(t.description),
                     qPrintable(where + ": no \"todo\""));
            // What the window shows in that language.
            const auto own = lesson->ownTexts(language);
            QVERIFY(own);
            QCOMPARE(own->at(scene.title), t.title);
            const std::string& text = own->at(lesson->info().text);
            QVERIFY(text.rfind("# " + t.title + "\n\n" + t.description, 0) == 0);
            QVERIFY(text.find(lessonTextHeading(language)) != std::string::npos);
        }
        QVERIFY(!lesson->ownTexts("en"));
    }

    // The heading of the section on scene files in `language`, from scene-files.<language>.md.
    static std::string lessonTextHeading(const std::string& language)
    {
        const std::string about = sceneLessonText(SceneDescription(), {}, language);
        const std::size_t at = about.find("\n## ");
        return at == std::string::npos ? std::string("(none)") : about.substr(at + 1, about.find('\n', at + 1) - at - 1);
    }

    void translationsFallBackTextByText()
    {
        const std::string text = R"json({
  "title": "Drop",
  "description": "A ball falls.",
  "particles": [{"position": [0, 1]}],
  "student": {"questions": [{"text": "How long?", "answer": 0.45, "unit": "s"}, {"text": "Why?"}]},
  "translations": {
    "de": {"title": "Fall", "questions": ["Wie lange?", "Warum?"]},
    "fr": {"description": "Une bille tombe."}
  }
})json";
        auto loaded = loadSceneText(text, "drop.json");
        QVERIFY(std::holds_alternative<std::unique_ptr<ParticleSceneLesson>>(loaded));
        const auto& lesson = *std::get<std::unique_ptr<ParticleSceneLesson>>(loaded);
        const std::string english = lesson.info().text;
        QVERIFY(english.rfind("# Drop\n\nA ball falls.\n\n## About scene files\n", 0) == 0);
        QCOMPARE(lesson.info().title, std::string("Drop"));  // report.json and sessions: English
        // German: title and questions, the English description.
        const auto de = lesson.ownTexts("de");
        QCOMPARE(de->at("Drop"), std::string("Fall"));
        QCOMPARE(de->at("How long?"), std::string("Wie lange?"));
        QCOMPARE(de->at("Why?"), std::string("Warum?"));
        QVERIFY(de->at(english).rfind("# Fall\n\nA ball falls.\n\n## Über Szenendateien\n", 0) == 0);
        QVERIFY(!de->count("A ball falls."));
        // French: the description only; the title and questions stay English.
        const auto fr = lesson.ownTexts("fr");
        QVERIFY(!fr->count("Drop") && !fr->count("How long?"));
        QVERIFY(fr->at(english).rfind("# Drop\n\nUne bille tombe.\n\n## À propos", 0) == 0);
        // Spanish: nothing of the file's, only the section on scene files.
        const auto es = lesson.ownTexts("es");
        QCOMPARE(es->size(), std::size_t(1));
        QVERIFY(es->at(english).rfind("# Drop\n\nA ball falls.\n\n## Acerca de", 0) == 0);
        // Saved as a scene and read again: the same translations, the answers in the main block.
        const std::string saved = sceneToJson(*lesson.asScene(), lesson.translations());
        auto again = loadSceneText(saved, "again.json");
        QVERIFY(std::holds_alternative<std::unique_ptr<ParticleSceneLesson>>(again));
        const auto& reread = *std::get<std::unique_ptr<ParticleSceneLesson>>(again);
        QVERIFY(reread.translations() == lesson.translations());
        QCOMPARE(*reread.description().student->questions[0].answer, 0.45);
    }

    void answerCheckUsesTheTolerance()
    {
        const StudentQuestion q{"How fast does ball 5 leave?", 1.146, "m/s", 0.05};
        QVERIFY(isCorrect(q, 1.146));
        QVERIFY(isCorrect(q, 1.19));
        QVERIFY(isCorrect(q, 1.10));
        QVERIFY(!isCorrect(q, 1.20));
        QVERIFY(!isCorrect(q, 1.09));
        QVERIFY(!isCorrect(q, std::nan("")));
        const StudentQuestion freeText{"Why?", std::nullopt, "", 0.0};
        QVERIFY(!isCorrect(freeText, 0.0));
    }

    void studentObjectIsReadForSessionsToo()
    {
        const std::string session = R"json({"format": "particlelab-session", "version": 1,
  "student": {"locked": ["dt"], "hidden_panels": ["charts", "tables"]}})json";
        auto input = JsonInput::parse(session, "lesson.plsession");
        QVERIFY(std::holds_alternative<JsonInput>(input));
        auto setup = parseStudentSetup(std::get<JsonInput>(input), JsonPointer("/student"), {"dt"});
        QVERIFY(std::holds_alternative<JsonInputError>(setup));
        const JsonInputError& error = std::get<JsonInputError>(setup);
        QCOMPARE(error.line, 2);
        QVERIFY2(error.message.find("unknown panel 'tables'") != std::string::npos, error.message.c_str());

        const std::string good = R"json({"student": {"locked": ["*"], "hidden_panels": ["charts"],
  "questions": [{"text": "g?", "answer": 9.81, "unit": "m/s²"}]}})json";
        auto ok = parseStudentSetup(std::get<JsonInput>(JsonInput::parse(good, "s")), JsonPointer("/student"), {"dt"});
        QVERIFY(std::holds_alternative<StudentSetup>(ok));
        const StudentSetup& s = std::get<StudentSetup>(ok);
        QVERIFY(s.locks("dt") && s.locks("anything"));
        QVERIFY(s.hides("charts") && !s.hides("parameters"));
        QCOMPARE(s.questions.size(), std::size_t(1));
        QCOMPARE(s.questions[0].tolerance, 0.01 * 9.81);  // 1 % when none is given
    }

    void answersAreWrittenAsCsvAndJson()
    {
        const std::vector<StudentAnswer> answers = {{"How fast, in m/s?", "1.15", true},
                                                    {"Why \"still\"?", "momentum", std::nullopt}};
        QCOMPARE(QString::fromStdString(answersToCsv("Ada", answers)),
                 QString("name,question,answer,correct\nAda,\"How fast, in m/s?\",1.15,yes\n"
                         "Ada,\"Why \"\"still\"\"?\",momentum,\n"));
        const Json json = Json::parse(answersToJson("Ada", "Cradle", answers));
        QCOMPARE(json["name"].get<std::string>(), std::string("Ada"));
        QCOMPARE(json["answers"][0]["correct"].get<bool>(), true);
        QVERIFY(json["answers"][1]["correct"].is_null());
    }

    void particleLessonsSaveAsScenes_data()
    {
        QTest::addColumn<QString>("id");
        for (const char* id : {"springs", "xpbd", "soft-body", "bouncing"})
            QTest::newRow(id) << id;
    }
    void particleLessonsSaveAsScenes()
    {
        QFETCH(QString, id);
        LessonSession session(createLesson(id.toStdString()));
        QVERIFY(!session.reset());
        session.advanceTo(0.5);
        const std::optional<SceneDescription> scene = session.lesson().asScene();
        QVERIFY(scene.has_value());
        QVERIFY(!scene->particles.empty());
        auto loaded = loadSceneText(sceneToJson(*scene), "saved.json");
        QVERIFY2(std::holds_alternative<std::unique_ptr<ParticleSceneLesson>>(loaded),
                 std::holds_alternative<JsonInputError>(loaded)
                     ? std::get<JsonInputError>(loaded).text().c_str() : "");
        auto& lesson = *std::get<std::unique_ptr<ParticleSceneLesson>>(loaded);
        QCOMPARE(lesson.description().particles.size(), scene->particles.size());
        for (int i = 0; i < 200; ++i)
            lesson.step();
        QVERIFY(!lesson.finished());
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestParticleScene)
#include "test_particle_scene.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Pressure bodies in scene files: the soft-body lesson's ring of springs filled with
// an ideal gas (P = nRT/A, PressureSoftBody.h) saved as a scene and opened as a particle-scene
// lesson moves as the lesson does. The scene adds the same forces in another order (gravity
// first) and writes spring constants as k = k_s/ℓ₀, so the runs agree to round-off, not bit for
// bit: after 1 s (2 000 steps, one bounce on the floor) every particle is within 1e-9 m of the
// lesson's. Without the pressure body the ring collapses: the same comparison then fails by
// more than 1 cm, so the tolerance tests the gas. Malformed pressure bodies are refused with
// their JSON path.
#include "Registry.h"
#include "framework/LessonSession.h"
#include "particle_scene/ParticleSceneLesson.h"
#include "particle_scene/SceneFile.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

using namespace pl;

namespace {

// The largest distance between the particles of two scenes (same particles, same order).
double largestGap(const SceneDescription& a, const SceneDescription& b)
{
    double gap = 0.0;
    for (std::size_t i = 0; i < a.particles.size(); ++i)
        gap = std::max(gap, (a.particles[i].position - b.particles[i].position).norm());
    return gap;
}

std::unique_ptr<ParticleSceneLesson> sceneLesson(const SceneDescription& scene)
{
    auto loaded = loadSceneText(sceneToJson(scene), "soft-body.json");
    if (auto* error = std::get_if<JsonInputError>(&loaded)) {
        qWarning("%s", error->text().c_str());
        return nullptr;
    }
    return std::move(std::get<std::unique_ptr<ParticleSceneLesson>>(loaded));
}

} // namespace

class TestScenePressure : public QObject {
    Q_OBJECT
private slots:
    void softBodySavedAsSceneMovesAlike()
    {
        LessonSession softBody(createLesson("soft-body"));
        const std::optional<SceneDescription> saved = softBody.lesson().asScene();
        QVERIFY(saved && saved->pressureBodies.size() == 1);
        auto withGas = sceneLesson(*saved);
        SceneDescription noGas = *saved;
        noGas.pressureBodies.clear();
        auto withoutGas = sceneLesson(noGas);
        QVERIFY(withGas && withoutGas);
        LessonSession scene(std::move(withGas)), collapsed(std::move(withoutGas));
        const int steps = static_cast<int>(std::lround(1.0 / saved->dt));
        QCOMPARE(steps, 2000);
        for (int i = 0; i < steps; ++i) {
            softBody.step();
            scene.step();
            collapsed.step();
        }
        QVERIFY(!softBody.lesson().finished() && !scene.lesson().finished());
        QCOMPARE(scene.lesson().time(), softBody.lesson().time());
        const SceneDescription lessonNow = *softBody.lesson().asScene();
        const double gap = largestGap(*scene.lesson().asScene(), lessonNow);
        QVERIFY2(gap < 1e-9, qPrintable(QString::number(gap)));
        const double collapsedGap = largestGap(*collapsed.lesson().asScene(), lessonNow);
        QVERIFY2(collapsedGap > 1e-2, qPrintable(QString::number(collapsedGap)));
    }

    void malformedPressureBodiesAreRefused_data()
    {
        QTest::addColumn<QString>("bodies");
        QTest::addColumn<QString>("message");
        QTest::newRow("two particles") << R"([{"ring": ["a", "b"], "nRT": 1}])"
                                       << "pressure_bodies[0].ring: a ring needs at least 3";
        QTest::newRow("clockwise") << R"([{"ring": ["a", "c", "b"], "nRT": 1}])"
                                   << "counter-clockwise";
        QTest::newRow("unknown particle") << R"([{"ring": ["a", "b", "z"], "nRT": 1}])"
                                          << "pressure_bodies[0].ring[2]: no particle is labelled 'z'";
        QTest::newRow("twice") << R"([{"ring": ["a", "b", "a"], "nRT": 1}])" << "appears twice";
        QTest::newRow("negative nRT") << R"([{"ring": ["a", "b", "c"], "nRT": -2}])"
                                      << "pressure_bodies[0].nRT: -2 is not greater than 0";
    }

    void malformedPressureBodiesAreRefused()
    {
        QFETCH(QString, bodies);
        QFETCH(QString, message);
        const std::string text =
            R"({"format": "particlelab-scene", "version": 1, "particles": [)"
            R"({"label": "a", "position": [0, 0]}, {"label": "b", "position": [1, 0]}, )"
            R"({"label": "c", "position": [0, 1]}], "pressure_bodies": )" +
            bodies.toStdString() + "}";
        auto loaded = loadSceneText(text, "bad.json");
        QVERIFY(std::holds_alternative<JsonInputError>(loaded));
        const std::string error = std::get<JsonInputError>(loaded).text();
        QVERIFY2(error.find("bad.json:") == 0 && error.find(message.toStdString()) != std::string::npos,
                 error.c_str());
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestScenePressure)
#include "test_scene_pressure.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `particle-scene`: a scene a teacher wrote as a JSON file (SceneFile.h) — particles,
// springs, rods, walls, gravity, contacts — run on the core particle system
// (ParticleSceneModel.h), with the charts and measurements the file asks for. The shipped
// example scenes (ExampleScenes.h) are listed in the lesson browser as lessons of their own.
#pragma once

#include "framework/Lesson.h"
#include "framework/OwnTexts.h"
#include "framework/ParameterTable.h"
#include "particle_scene/JsonInput.h"
#include "particle_scene/ParticleSceneModel.h"
#include "particle_scene/SceneTranslation.h"

#include <variant>

namespace pl {

class ParticleSceneLesson final : public Lesson,
                         public PointerCapability,
                         public SceneCapability,
                         public LongStepCapability,
                         public OwnTextsCapability {
public:
    // `id`: the lesson id (particle-scene, or scene-… for a shipped example); `translations`:
    // the file's texts in other languages.
    ParticleSceneLesson(SceneDescription scene, std::string id,
                        SceneTranslations translations = {});

    // The parameters a scene's student part may lock.
    static std::vector<std::string> parameterIds();

    LessonInfo info() const override;
    // Every scene file's lesson shares one translation context (Translatable.h).
    std::string textContext() const override { return "particle-scene"; }
    std::vector<ParameterSpec> parameters() const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    void setStepMonitor(StepMonitor* monitor) override { m_model.setStepMonitor(monitor); }
    double time() const override { return m_model.state().time; }
    bool finished() const override { return m_model.state().divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;
    // The file's translations of its title, text and questions (SceneTexts.h).
    std::shared_ptr<const OwnTexts> ownTexts(const std::string& language) const override;
    const SceneTranslations& translations() const { return m_translations; }
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;
    void saveState(StateWriter& out) const override { out(m_model.state()); }
    void loadState(StateReader& in) override { in(m_model.state()); }
    TrText checkState() const override { return m_model.checkState(); }
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<ParticleSceneLesson>(*this);
    }

    const SceneDescription& description() const { return m_scene; }
    const ParticleSceneModel& model() const { return m_model; }

private:
    // The parameters, with the scene's own values as defaults.
    static ParameterTable<SceneSettings> parameterTable(const SceneDescription& scene);
    // The charts the file asks for, declared again when the energy scale of a title may change.
    void declareCharts();

    // A chart of one quantity of the file and the series that write it.
    struct QuantityChart {
        SceneQuantity quantity;
        std::vector<SeriesHandle> series;
    };

    SceneDescription m_scene;
    std::string m_id;
    ParameterTable<SceneSettings> m_table;
    ParticleSceneModel m_model;
    ChartSet m_chartSet;
    std::vector<QuantityChart> m_charts;
    SceneTranslations m_translations;
    // By language code, built once from the scene (shared by clones: never changed).
    std::map<std::string, std::shared_ptr<const OwnTexts>> m_ownTexts;
};

// The most a scene file may have (a scene of 10⁵ particles written by hand or a script is about
// 10 MiB).
inline constexpr std::size_t sceneFileMaxBytes = std::size_t{64} << 20;

// Reads a scene file into a particle-scene lesson; the error names the file, line and column.
std::variant<std::unique_ptr<ParticleSceneLesson>, JsonInputError> loadSceneFile(
    const std::string& path);
// The same from text already read (`name` is used in messages).
std::variant<std::unique_ptr<ParticleSceneLesson>, JsonInputError> loadSceneText(
    std::string text, const std::string& name, const std::string& id = "particle-scene");

} // namespace pl

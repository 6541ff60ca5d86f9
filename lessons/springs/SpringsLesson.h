// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `springs`, its presentation: the parameter table, an energy chart per method, the scene
// with the runs side by side, the notices, the mouse drag, "save as scene" and a study that
// searches the largest stable Δt of symplectic Euler for the current stiffness and reports it next
// to the theoretical 2/ω_max. The physics is in SpringsModel.h.
#pragma once

#include "common/StabilityMeterChart.h"
#include "framework/ModelLesson.h"
#include "framework/StudyTable.h"
#include "framework/Translatable.h"
#include "springs/SpringsModel.h"

namespace pl {

class SpringsLesson final : public ModelLesson<SpringsLesson, SpringsModel, SpringsSettings>,
                            public StudiesFromTable<SpringsLesson>,
                            public PointerCapability,
                            public SceneCapability {
public:
    static constexpr LessonAbout about{
        "springs", PL_TR_NOOP("springs", "Springs: rope and cloth, explicit vs symplectic Euler"),
        PL_TR_NOOP(
            "springs",
            "Damped springs make a rope and a cloth; stiff springs make explicit Euler blow up.")};
    static ParameterTable<SpringsSettings> makeParameterTable();

    void applyLive(const ParameterValues& values) override;
    void record(ChartData& data) const override;
    void recordLiveChange(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;
    static StudyTable<SpringsLesson> makeStudyTable();
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;

private:
    // The max_stable_dt study (makeStudyTable()).
    StudyFunction prepareMaxStableDtStudy() const;
    void acceptMaxStableDtStudy(const StudyResult& result);

    void declareCharts(ChartSet& set) override;

    struct EnergySeries {
        SeriesHandle kinetic, spring, gravity, total;
    };
    std::vector<EnergySeries> m_energy;  // per run

    // The stiffest modes of the first run that holds, as the meter shows them: ω² and
    // γ = (k_d/k_s) ω² (the dashpots are proportional to the springs), found from its current
    // positions by Lanczos on the mass-weighted stiffness (always from the same start vector:
    // a function of the state alone, so a run reached again by replay draws the same points).
    std::vector<LinearMode> modes() const;
    std::vector<Method> methods() const;
    StabilityMeterChart m_meter;
};

// ModelLesson's members for this lesson are compiled once, in SpringsLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<SpringsLesson, SpringsModel, SpringsSettings>;

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `soft-body`, its presentation: the parameter table, the charts of the enclosed area
// against the rest value and of the energies, the scene (the ball and its rest shape over the
// floor), the notices, the mouse drag and "save as scene". The physics is in SoftBodyModel.h.
#pragma once

#include "framework/ModelLesson.h"
#include "framework/Translatable.h"
#include "soft_body/SoftBodyModel.h"

namespace pl {

class SoftBodyLesson final
    : public ModelLesson<SoftBodyLesson, SoftBodyModel, SoftBodySettings>,
      public PointerCapability,
      public SceneCapability {
public:
    static constexpr LessonAbout about{
        "soft-body", PL_TR_NOOP("soft-body", "Soft body: a ball of springs filled with gas"),
        PL_TR_NOOP(
            "soft-body",
            "A ring of springs with ideal-gas pressure inside falls, bounces and keeps its area.")};
    static ParameterTable<SoftBodySettings> makeParameterTable();

    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;

private:
    void declareCharts(ChartSet& set) override;

    struct {
        SeriesHandle area, rest, kinetic, spring, gravity, gas, total;
    } m_series;
};

// ModelLesson's members for this lesson are compiled once, in SoftBodyLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<SoftBodyLesson, SoftBodyModel, SoftBodySettings>;

} // namespace pl

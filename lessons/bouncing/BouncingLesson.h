// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `bouncing`, its presentation: the parameter table (the restitutions as a list), the
// chart of the measured bounce heights of the floor balls against h r²ⁿ and of the energy, the
// scene, the notices, the mouse drag and "save as scene". The physics is in BouncingModel.h.
#pragma once

#include "bouncing/BouncingModel.h"
#include "framework/ModelLesson.h"
#include "framework/Translatable.h"

namespace pl {

class BouncingLesson final : public ModelLesson<BouncingLesson, BouncingModel, BouncingSettings>,
                             public PointerCapability,
                             public SceneCapability {
public:
    static constexpr LessonAbout about{
        "bouncing", PL_TR_NOOP("bouncing", "Bouncing balls: restitution and friction"),
        PL_TR_NOOP("bouncing", "Balls of different restitution bounce to heights h·r²ⁿ on a floor "
                               "and a tilted plane.")};
    static ParameterTable<BouncingSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void applyLive(const ParameterValues& values) override;
    // A diverged run stays on screen (its balls are drawn at rest): playback goes on.
    bool finished() const override { return false; }
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;

private:
    void declareCharts(ChartSet& set) override;

    struct BounceSeries {
        SeriesHandle measured, expected;
    };
    std::vector<BounceSeries> m_bounces;  // per ball
    SeriesHandle m_kinetic, m_gravity, m_total;
};

// ModelLesson's members for this lesson are compiled once, in BouncingLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<BouncingLesson, BouncingModel, BouncingSettings>;

} // namespace pl

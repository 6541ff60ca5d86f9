// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `xpbd`, its presentation: the parameter table, the charts of the constraint error
// (mean and max of |ℓ − ℓ₀|/ℓ₀ over all links, per step) and of the energy, the scene with both
// versions side by side, the notices, the mouse drag and "save as scene". The physics is in
// XpbdModel.h.
#pragma once

#include "framework/ModelLesson.h"
#include "framework/Translatable.h"
#include "xpbd/XpbdModel.h"

#include <array>

namespace pl {

class XpbdLesson final : public ModelLesson<XpbdLesson, XpbdModel, XpbdSettings>,
                         public PointerCapability,
                         public SceneCapability {
public:
    static constexpr LessonAbout about{
        "xpbd", PL_TR_NOOP("xpbd", "XPBD: stiff constraints at any time step"),
        PL_TR_NOOP(
            "xpbd",
            "The rope and cloth as XPBD distance constraints next to springs at the same Δt.")};
    static ParameterTable<XpbdSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;

private:
    void declareCharts(ChartSet& set) override;

    struct RunSeries {
        SeriesHandle mean, max, energy;
    };
    std::array<RunSeries, 2> m_series;  // XPBD, springs
};

// ModelLesson's members for this lesson are compiled once, in XpbdLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<XpbdLesson, XpbdModel, XpbdSettings>;

} // namespace pl

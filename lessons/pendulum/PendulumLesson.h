// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `pendulum`, its presentation: the parameter table, the angle, phase-portrait (over the
// level curves of the energy, the separatrix E = 2gL among them), energy and period-against-
// amplitude charts, the period study, the scene, the notices and the bob dragged by the mouse.
// The physics is in PendulumModel.h.
#pragma once

#include "common/StabilityMeterChart.h"
#include "framework/ModelLesson.h"
#include "framework/StudyTable.h"
#include "framework/Translatable.h"
#include "pendulum/PendulumModel.h"

#include <array>
#include <utility>

namespace pl {

class PendulumLesson final : public ModelLesson<PendulumLesson, PendulumModel, PendulumSettings>,
                             public StudiesFromTable<PendulumLesson>,
                             public PointerCapability {
public:
    static constexpr LessonAbout about{
        "pendulum", PL_TR_NOOP("pendulum", "Pendulum: large swings, the separatrix and the period"),
        PL_TR_NOOP("pendulum", "A pendulum beyond the small-angle approximation: phase portrait, "
                               "energy and the period "
                               "against the amplitude.")};
    static ParameterTable<PendulumSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void applyLive(const ParameterValues& values) override;
    void record(ChartData& data) const override;
    void recordLiveChange(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    TrText describe() const override;
    std::vector<TrText> noticeTexts() const override;
    static StudyTable<PendulumLesson> makeStudyTable();
    bool pointer(PointerEvent event, const Vec2& world) override;
    ParameterValues takeParameterChanges() override { return std::exchange(m_changes, {}); }

private:
    // The period_amplitude study (makeStudyTable()).
    StudyFunction preparePeriodAmplitudeStudy() const;

    void declareCharts(ChartSet& set) override;

    struct {
        SeriesHandle nonlinear, smallAngle, separatrix, trajectory, kinetic, potential, total;
        SeriesHandle shadow;  // H̃, for a symplectic method on the undamped pendulum
        std::vector<SeriesHandle> swingLevels;
        std::vector<std::array<SeriesHandle, 2>> rotationLevels;  // up, down
    } m_series;
    // The linearisation at the current θ: θ'' ≈ −(g/L) cos θ · δθ − 2β δθ'.
    std::vector<LinearMode> modes() const;
    // H̃ per unit mass (J/kg) at the current state, or NaN where the lesson shows none.
    double shadowEnergy() const;
    // Whether the lesson shows H̃ (a symplectic method, no damping).
    bool hasShadowEnergy() const;
    StabilityMeterChart m_meter;
    ParameterValues m_changes;  // θ₀ set by dragging, for takeParameterChanges()
};

// ModelLesson's members for this lesson are compiled once, in PendulumLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<PendulumLesson, PendulumModel, PendulumSettings>;

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `double-pendulum`, its presentation: the parameter table, the energy, separation (with
// the Lyapunov fit) and phase charts, the scene with the copies and their trails, the notices, the
// flip map (core's computeFlipMap coloured by the time until a rod first flips over) and the bobs
// dragged by the mouse. The physics is in DoublePendulumModel.h.
#pragma once

#include "double_pendulum/DoublePendulumModel.h"
#include "framework/ModelLesson.h"
#include "framework/StudyTable.h"
#include "framework/Translatable.h"

#include <utility>

namespace pl {

class DoublePendulumLesson final
    : public ModelLesson<DoublePendulumLesson, DoublePendulumModel, DoublePendulumSettings>,
      public StudiesFromTable<DoublePendulumLesson>,
      public PointerCapability {
public:
    static constexpr LessonAbout about{
        "double-pendulum",
        PL_TR_NOOP("double-pendulum", "Double pendulum: chaos, energy and the flip map"),
        PL_TR_NOOP(
            "double-pendulum",
            "Two bobs on two rods: sensitive dependence on initial conditions, Lyapunov growth and "
            "how integrators treat the energy.")};
    static ParameterTable<DoublePendulumSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void applyLive(const ParameterValues& values) override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;
    static StudyTable<DoublePendulumLesson> makeStudyTable();
    std::vector<ImageSpec> imageSpecs() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    ParameterValues takeParameterChanges() override { return std::exchange(m_changes, {}); }

private:
    // The flip_map study (makeStudyTable()).
    StudyFunction prepareFlipMapStudy() const;
    void acceptFlipMapStudy(const StudyResult& result);
    std::optional<WorkEstimate> estimateFlipMapStudy() const;

    // The chosen integrator as a person reads it (chart title).
    std::string methodName() const;

    void resetModel(const DoublePendulumSettings& settings) override;
    void declareCharts(ChartSet& set) override;

    struct {
        SeriesHandle kinetic, potential, total, separation, fit, angles, lower;
    } m_series;
    // The flip map study's grid, time limit and step (the pendulum is the model's).
    int m_flipGrid = 200;
    double m_flipTime = 10.0;    // s
    TrText m_flipSummary;        // the state's flipSummary as a sentence to translate
    double m_flipDt = 1e-3;      // s
    ParameterValues m_changes;   // θ₁, θ₂ set by dragging, for takeParameterChanges()
};

// ModelLesson's members for this lesson are compiled once, in DoublePendulumLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<DoublePendulumLesson, DoublePendulumModel,
                                  DoublePendulumSettings>;

} // namespace pl

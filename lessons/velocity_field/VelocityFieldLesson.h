// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `velocity-field`, its presentation: the parameter table, the chart of the distance
// from the reference path, the scene (a quiver plot of the field, the paths, the reference), the
// notices, a click that drops the particle somewhere else, and a background study that measures
// the distance from the reference at the end time T for Δt halved six times: the slope on
// log-log axes is the method's order (Hairer, Nørsett & Wanner, "Solving ODEs I", §II.3).
// The physics is in VelocityFieldModel.h.
#pragma once

#include "framework/ModelLesson.h"
#include "framework/StudyTable.h"
#include "framework/Translatable.h"
#include "velocity_field/VelocityFieldModel.h"

#include <string>
#include <utility>
#include <vector>

namespace pl {

class VelocityFieldLesson final
    : public ModelLesson<VelocityFieldLesson, VelocityFieldModel, VelocityFieldSettings>,
      public StudiesFromTable<VelocityFieldLesson>,
      public PointerCapability {
public:
    static constexpr LessonAbout about{
        "velocity-field",
        PL_TR_NOOP("velocity-field", "Tracing a particle through a velocity field"),
        PL_TR_NOOP(
            "velocity-field",
            "dx/dt = v(x, t): Euler, Heun, midpoint and RK4 follow a particle through a flow.")};
    static ParameterTable<VelocityFieldSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void applyLive(const ParameterValues& values) override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;
    static StudyTable<VelocityFieldLesson> makeStudyTable();
    bool pointer(PointerEvent event, const Vec2& world) override;
    ParameterValues takeParameterChanges() override { return std::exchange(m_changes, {}); }
    // The model's State, then the convergence study's result.
    void saveState(StateWriter& out) const override
    {
        out(m_model.state(), m_endpointErrors, m_studyDt, m_studyCancelled);
    }
    void loadState(StateReader& in) override;
    TrText checkState() const override;

private:
    // The convergence study (makeStudyTable()).
    StudyFunction prepareConvergenceStudy() const;
    void acceptConvergenceStudy(const StudyResult& result);

    using Run = VelocityFieldModel::Run;

    void resetModel(const VelocityFieldSettings& settings) override;
    void declareCharts(ChartSet& set) override;

    std::vector<SeriesHandle> m_distance;  // per run
    // From the convergence study.
    std::vector<std::pair<std::string, double>> m_endpointErrors;  // m
    double m_studyDt = 0.0;        // s: the Δt the endpoint errors were measured with
    bool m_studyCancelled = false;
    ParameterValues m_changes;     // x0, y0 set by a click
};

// ModelLesson's members for this lesson are compiled once, in VelocityFieldLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<VelocityFieldLesson, VelocityFieldModel, VelocityFieldSettings>;

} // namespace pl

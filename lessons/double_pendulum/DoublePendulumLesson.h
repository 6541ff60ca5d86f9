// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `double-pendulum`, its presentation: the parameter table, the energy, separation (with
// the Lyapunov fit) and phase charts, the scene with the copies and their trails, the notices, the
// flip map (core's computeFlipMap coloured by the time until a rod first flips over) and the bobs
// dragged by the mouse. The physics is in DoublePendulumModel.h.
#pragma once

#include "double_pendulum/DoublePendulumModel.h"
#include "framework/Lesson.h"

namespace pl {

class DoublePendulumLesson final : public Lesson,
                         public StudyCapability,
                         public PointerCapability {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.state().pendulums.t; }
    bool finished() const override { return m_model.state().divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    std::optional<WorkEstimate> estimateStudy(const std::string& id) const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    std::vector<ImageSpec> imageSpecs() const override;
    void acceptStudy(const std::string& id, const StudyResult& result) override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    ParameterValues takeParameterChanges() override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<DoublePendulumLesson>(*this);
    }
    void saveState(StateWriter& out) const override { out(m_model.state()); }
    void loadState(StateReader& in) override { in(m_model.state()); }
    std::string checkState() const override { return m_model.checkState(); }

    const DoublePendulumModel& model() const { return m_model; }

private:
    // The chosen integrator as a person reads it (chart title).
    std::string methodName() const;

    DoublePendulumModel m_model;
    // The flip map study's grid, time limit and step (the pendulum is the model's).
    int m_flipGrid = 200;
    double m_flipTime = 10.0;    // s
    double m_flipDt = 1e-3;      // s
    ParameterValues m_changes;   // θ₁, θ₂ set by dragging, for takeParameterChanges()
};

} // namespace pl

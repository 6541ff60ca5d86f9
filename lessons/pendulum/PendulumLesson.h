// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `pendulum`, its presentation: the parameter table, the angle, phase-portrait (over the
// level curves of the energy, the separatrix E = 2gL among them), energy and period-against-
// amplitude charts, the period study, the scene, the notices and the bob dragged by the mouse.
// The physics is in PendulumModel.h.
#pragma once

#include "framework/Lesson.h"
#include "pendulum/PendulumModel.h"

namespace pl {

class PendulumLesson final : public Lesson,
                         public StudyCapability,
                         public PointerCapability {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.state().swing.t; }
    bool finished() const override { return m_model.state().divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    ParameterValues takeParameterChanges() override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<PendulumLesson>(*this);
    }
    void saveState(StateWriter& out) const override { out(m_model.state()); }
    void loadState(StateReader& in) override { in(m_model.state()); }
    std::string checkState() const override { return m_model.checkState(); }

    const PendulumModel& model() const { return m_model; }

private:
    PendulumModel m_model;
    ParameterValues m_changes;  // θ₀ set by dragging, for takeParameterChanges()
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `soft-body`, its presentation: the parameter table, the charts of the enclosed area
// against the rest value and of the energies, the scene (the ball and its rest shape over the
// floor), the notices, the mouse drag and "save as scene". The physics is in SoftBodyModel.h.
#pragma once

#include "framework/Lesson.h"
#include "soft_body/SoftBodyModel.h"

namespace pl {

class SoftBodyLesson final : public Lesson,
                         public PointerCapability,
                         public SceneCapability {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.state().time; }
    bool finished() const override { return m_model.state().divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<SoftBodyLesson>(*this);
    }
    void saveState(StateWriter& out) const override { m_model.save(out); }
    void loadState(StateReader& in) override { m_model.load(in); }
    std::string checkState() const override { return m_model.checkState(); }

    const SoftBodyModel& model() const { return m_model; }

private:
    SoftBodyModel m_model;
};

} // namespace pl

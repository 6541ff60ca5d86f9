// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `bouncing`, its presentation: the parameter table (the restitutions as a list), the
// chart of the measured bounce heights of the floor balls against h r²ⁿ and of the energy, the
// scene, the notices, the mouse drag and "save as scene". The physics is in BouncingModel.h.
#pragma once

#include "bouncing/BouncingModel.h"
#include "framework/Lesson.h"

namespace pl {

class BouncingLesson final : public Lesson,
                         public PointerCapability,
                         public SceneCapability {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.state().time; }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<BouncingLesson>(*this);
    }
    void saveState(StateWriter& out) const override { m_model.save(out); }
    void loadState(StateReader& in) override { m_model.load(in); }
    std::string checkState() const override { return m_model.checkState(); }

    const BouncingModel& model() const { return m_model; }

private:
    BouncingModel m_model;
};

} // namespace pl

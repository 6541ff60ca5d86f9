// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `springs`, its presentation: the parameter table, an energy chart per method, the scene
// with the runs side by side, the notices, the mouse drag, "save as scene" and a study that
// searches the largest stable Δt of symplectic Euler for the current stiffness and reports it next
// to the theoretical 2/ω_max. The physics is in SpringsModel.h.
#pragma once

#include "framework/Lesson.h"
#include "springs/SpringsModel.h"

namespace pl {

class SpringsLesson final : public Lesson,
                         public StudyCapability,
                         public PointerCapability,
                         public SceneCapability {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.state().time; }
    bool finished() const override { return m_model.allDiverged(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    void acceptStudy(const std::string& id, const StudyResult& result) override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<SpringsLesson>(*this);
    }
    void saveState(StateWriter& out) const override { m_model.save(out); }
    void loadState(StateReader& in) override { m_model.load(in); }
    std::string checkState() const override { return m_model.checkState(); }

    const SpringsModel& model() const { return m_model; }

private:
    SpringsModel m_model;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `xpbd`, its presentation: the parameter table, the charts of the constraint error
// (mean and max of |ℓ − ℓ₀|/ℓ₀ over all links, per step) and of the energy, the scene with both
// versions side by side, the notices, the mouse drag and "save as scene". The physics is in
// XpbdModel.h.
#pragma once

#include "framework/Lesson.h"
#include "xpbd/XpbdModel.h"

namespace pl {

class XpbdLesson final : public Lesson,
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
    bool finished() const override { return m_model.bothDiverged(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;
    std::unique_ptr<Lesson> clone() const override { return std::make_unique<XpbdLesson>(*this); }
    void saveState(StateWriter& out) const override { m_model.save(out); }
    void loadState(StateReader& in) override { m_model.load(in); }
    std::string checkState() const override { return m_model.checkState(); }

    const XpbdModel& model() const { return m_model; }

private:
    XpbdModel m_model;
};

} // namespace pl

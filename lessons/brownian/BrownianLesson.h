// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `brownian`, its presentation: the parameter table, the MSD chart (measured, the fit at
// long times and the Langevin curve 4D [t − τ(1 − e^{−t/τ})]) and the position chart, the
// measurements, the scene (the gas, the big disk and its path) and the notices. The physics is in
// BrownianModel.h.
#pragma once

#include "brownian/BrownianModel.h"
#include "framework/Lesson.h"

namespace pl {

class BrownianLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.state().time; }
    bool finished() const override { return m_model.state().divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<BrownianLesson>(*this);
    }
    void saveState(StateWriter& out) const override { m_model.save(out); }
    void loadState(StateReader& in) override { m_model.load(in); }
    std::string checkState() const override { return m_model.checkState(); }

    const BrownianModel& model() const { return m_model; }

private:
    BrownianModel m_model;
};

} // namespace pl

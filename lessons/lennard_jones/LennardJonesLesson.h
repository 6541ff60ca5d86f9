// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `lennard-jones`, its presentation: the parameter table, the charts and measurements of
// LennardJonesAnalysis.h (the virial pressure with its cut-off tail stated, block-averaged time
// averages that make a state point comparable with LAMMPS, g(r), the speed histogram), the scene
// (atoms coloured by their potential energy) and the notices. The physics is in
// LennardJonesModel.h.
#pragma once

#include "framework/Lesson.h"
#include "lennard_jones/LennardJonesModel.h"

namespace pl {

class LennardJonesLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.fluid().time(); }
    bool finished() const override { return m_model.state().divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    void saveState(StateWriter& out) const override { m_model.save(out); }
    void loadState(StateReader& in) override { m_model.load(in); }
    std::string checkState() const override { return m_model.checkState(); }
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<LennardJonesLesson>(*this);
    }

    const LennardJonesModel& model() const { return m_model; }
    // For the LAMMPS export.
    const LennardJonesFluid& fluid() const { return m_model.fluid(); }
    double timeStep() const { return m_model.timeStep(); }  // σ√(m/ε)

private:
    LennardJonesModel m_model;
};

} // namespace pl

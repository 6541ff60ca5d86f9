// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `harmonic-oscillator`, its presentation: the parameter table, the charts, the
// measurements, the scene (a spring and a mass per method, the exact solution as a ghost) and the
// notices. The physics is in HarmonicOscillatorModel.h.
#pragma once

#include "framework/Lesson.h"
#include "harmonic_oscillator/HarmonicOscillatorModel.h"

namespace pl {

class HarmonicOscillatorLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.state().time; }
    bool finished() const override;
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<HarmonicOscillatorLesson>(*this);
    }
    void saveState(StateWriter& out) const override { out(m_model.state()); }
    void loadState(StateReader& in) override { in(m_model.state()); }
    std::string checkState() const override { return m_model.checkState(); }

    const HarmonicOscillatorModel& model() const { return m_model; }

private:
    HarmonicOscillatorModel m_model;
};

} // namespace pl

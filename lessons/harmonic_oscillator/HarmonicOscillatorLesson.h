// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `harmonic-oscillator`, its presentation: the parameter table, the charts, the
// measurements, the scene (a spring and a mass per method, the exact solution as a ghost) and the
// notices. The physics is in HarmonicOscillatorModel.h.
#pragma once

#include "common/StabilityMeterChart.h"
#include "framework/ModelLesson.h"
#include "framework/Translatable.h"
#include "harmonic_oscillator/HarmonicOscillatorModel.h"

namespace pl {

class HarmonicOscillatorLesson final
    : public ModelLesson<HarmonicOscillatorLesson, HarmonicOscillatorModel,
                         HarmonicOscillatorSettings> {
public:
    static constexpr LessonAbout about{
        "harmonic-oscillator",
        PL_TR_NOOP("harmonic-oscillator", "Harmonic oscillator: Euler vs symplectic Euler"),
        PL_TR_NOOP(
            "harmonic-oscillator",
            "A mass on a spring: why forward Euler gains energy and symplectic Euler does not.")};
    static ParameterTable<HarmonicOscillatorSettings> makeParameterTable();

    void applyLive(const ParameterValues& values) override;
    void record(ChartData& data) const override;
    void recordLiveChange(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;

private:
    void declareCharts(ChartSet& set) override;

    // Per chart (phase space, energy, position): the exact solution's series and each run's.
    struct ChartSeries {
        SeriesHandle exact;
        std::vector<SeriesHandle> runs;
    };
    ChartSeries m_phase, m_energy, m_position;
    // The shadow energy H̃ of each symplectic run (undeclared for the others), per run.
    std::vector<SeriesHandle> m_shadow;
    StabilityMeterChart m_meter;
    // The Δt the meter's points were last drawn for (they move only with Δt).
    mutable double m_meterDt = -1.0;
    std::vector<Method> methods() const;
    std::vector<LinearMode> modes() const;
    // H̃ of `run` at its state (J), or NaN for a method without one.
    double shadowEnergy(const HarmonicOscillatorModel::Run& run) const;
    // Whether shadowEnergy(run) is a finite number, told without computing it (a hidden chart's
    // point is kept or not by this, its value computed when the chart comes on show).
    bool hasFiniteShadowEnergy(const HarmonicOscillatorModel::Run& run) const;
};

// ModelLesson's members for this lesson are compiled once, in HarmonicOscillatorLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<HarmonicOscillatorLesson, HarmonicOscillatorModel,
                                  HarmonicOscillatorSettings>;

} // namespace pl

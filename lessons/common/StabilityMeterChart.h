// SPDX-License-Identifier: GPL-3.0-or-later
// The stability meter as a lesson chart and two measurements, shared by the lessons whose
// methods can be read against a linearisation (oscillator, pendulum, springs, integrators, Lennard-Jones): the plane of
// z = λΔt with each method's region outlined in its colour and the current λΔt as points, the
// margin ("Δt is 0.62 of the stability limit of symplectic Euler for the stiffest spring") and the
// prediction ("energy grows by a factor 1.8 per second"). Being a chart, presentation mode and
// export show it like any other. The numbers come from core (particlelab/linear/StabilityMeter.h).
// An embedded pair is read at the step its controller chose, so its points are its own series.
#pragma once

#include "framework/Charts.h"
#include "framework/Measurement.h"

#include <particlelab/linear/StabilityMeter.h>

#include <complex>
#include <span>
#include <string>
#include <vector>

namespace pl {

// One method read at its own step against the modes of its own state.
struct MeterReading {
    SteppingMethod method;
    std::vector<LinearMode> modes;
    double dt = 0.0;  // s
};

class StabilityMeterChart {
public:
    // Declares chart "stability" with an outline per method of `methods` and of `pairs`, the
    // points of the fixed-step methods and one series of points per pair.
    void declare(ChartSet& set, const std::vector<Method>& methods,
                 const std::vector<EmbeddedPair>& pairs = {});
    // Writes the outlines (once after a reset: they do not change) and the points λΔt of
    // `modes`, replacing the last ones.
    void record(ChartData& data, std::span<const LinearMode> modes, double dt) const;
    // The same for the points of `pair` (declared), read at its own step.
    void recordPair(ChartData& data, EmbeddedPair pair, std::span<const LinearMode> modes,
                    double dt) const;

    // "stability_margin": Δt over each method's limit for the mode that limits it most;
    // "predicted_energy_growth": each method's factor per second, ρ^(2/Δt). `modeName` says
    // what the modes are ("the stiffest spring"). The meter remembers limits it has found.
    std::vector<Measurement> measurements(const std::vector<Method>& methods,
                                          const std::vector<LinearMode>& modes, double dt,
                                          const std::string& modeName) const;
    // The same, each method at its own step and with its own modes (a method named twice counts
    // once, at its first reading).
    std::vector<Measurement> measurements(const std::vector<MeterReading>& readings,
                                          const std::string& modeName) const;

    // The series of the points λΔt (to ask ChartData whether they are drawn yet).
    const SeriesHandle& pointsSeries() const { return m_points; }
    // The meter's chart, to ask the lesson whether it is on show (Lesson::chartsOnShow).
    const ChartHandle& chart() const { return m_chart; }
    // How many times any meter has written its points (record, recordPair) in this process: a
    // lesson computes its modes for nothing else, so a hidden meter leaves it unchanged.
    static long long pointWrites();

private:
    static std::string regionName(SteppingMethod method);
    void replacePoints(ChartData& data, const SeriesHandle& series,
                       std::span<const LinearMode> modes, double dt) const;
    ChartHandle m_chart;
    std::vector<SeriesHandle> m_outlines;
    // Per outline series, its points (traced once per process, kept for the process's life).
    std::vector<const std::vector<ChartPoint>*> m_outlinePoints;
    // The points λΔt being written: kept, so that writing them allocates nothing after the
    // first time (a lesson may write them every few steps).
    mutable std::vector<ChartPoint> m_scratch;
    SeriesHandle m_points;
    std::vector<std::pair<EmbeddedPair, SeriesHandle>> m_pairPoints;
    mutable StabilityMeter m_meter;
};

} // namespace pl

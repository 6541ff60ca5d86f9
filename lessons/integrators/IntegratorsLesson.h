// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `integrators`, its presentation: the parameter table, the phase-space, energy, error,
// convergence, cost and cloud-area charts, the measurements, the scene (the orbits in the phase
// or orbit plane, the exact or reference ghost, and in step-through mode the stage just run:
// where it evaluates, the slope it uses and the point it predicts), the notices that explain
// instability, and the convergence study.
//
// What it shows, with its sources:
//  * global error at a fixed time T ∝ Δtᵖ (Hairer, Nørsett & Wanner, "Solving ODEs I", §II.3):
//    a background convergence study fits p and shows error against cost (force evaluations);
//  * linear stability on x'' = −ω²x: symplectic Euler and Verlet need ωΔt < 2, RK4 ωΔt < 2√2;
//    forward Euler (|R|² = 1 + ω²Δt²), Heun and midpoint (|R|² = 1 + ω⁴Δt⁴/4) gain energy at
//    every Δt (Hairer, Lubich & Wanner, "Geometric Numerical Integration", and Hairer &
//    Wanner, "Solving ODEs II", §IV.2);
//  * error control (HNW I §II.4, II §IV.2): Heun–Euler 2(1) and Dormand–Prince 5(4) beside the
//    fixed-step methods, with charts of Δt per step (rejected steps marked), the local error
//    estimate against the tolerance, and in the convergence study their work–precision curves
//    (a sweep of tolerances) and the work saved against the fewest fixed RK4 steps that reach
//    the same error at T;
//  * work–precision: error at T against force evaluations and against seconds, with the error
//    below which one method becomes cheaper than another read off where the curves cross;
//  * the stability meter (common/StabilityMeterChart.h): each method's region in the plane of
//    z = λΔt, embedded pairs included, and the eigenvalues of the linearisation scaled by each
//    method's step; on the Kepler orbit a fixed Δt's points sweep out and back with the radius,
//    while a controlled step keeps them nearly still.
// The physics is in IntegratorsModel.h.
#pragma once

#include "common/StabilityMeterChart.h"
#include "framework/ModelLesson.h"
#include "framework/StudyTable.h"
#include "integrators/IntegratorsModel.h"

#include <string>
#include <utility>
#include <vector>

namespace pl {

class IntegratorsLesson final
    : public ModelLesson<IntegratorsLesson, IntegratorsModel, IntegratorsSettings>,
      public StudiesFromTable<IntegratorsLesson>,
      public StepThroughCapability {
public:
    static constexpr LessonAbout about{
        "integrators",
        PL_TR_NOOP("integrators",
                   "Integrators: Euler, symplectic Euler, Heun, midpoint, RK4 and Verlet, step by step"),
        PL_TR_NOOP("integrators",
                   "Six ways to take a time step, side by side: order, cost, energy and phase-space "
                   "area.")};
    static ParameterTable<IntegratorsSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void applyLive(const ParameterValues& values) override;
    void stepOnce() override;
    // In IntegratorsStages.cpp.
    std::vector<TrText> stageSentences() const override;
    void record(ChartData& data) const override;
    // The meter's points from the state now (its chart came on show).
    void recordShown(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    TrText describe() const override;
    std::vector<TrText> noticeTexts() const override;
    static StudyTable<IntegratorsLesson> makeStudyTable();
    // The model's State, then the convergence study's result.
    // The embedded pairs' runs follow when some are chosen, and what runs beyond double keep
    // when there are some (older files have neither).
    void saveState(StateWriter& out) const override
    {
        out(m_model.state(), m_orders, m_studyCancelled);
        if (!m_model.settings().adaptive.empty())
            m_model.saveAdaptive(out);
        if (m_model.anyRunNotInDouble())
            m_model.savePrecise(out);
    }
    void loadState(StateReader& in) override;

private:
    // The studies (makeStudyTable()): the convergence of the chosen methods; the round-off floor.
    StudyFunction prepareConvergenceStudy() const;
    void acceptConvergenceStudy(const StudyResult& result);
    StudyFunction prepareRoundoffStudy() const;

    using Run = IntegratorsModel::Run;
    using AdaptiveRun = IntegratorsModel::AdaptiveRun;
    TrText explainStability(const Run& run) const;
    // A run's name: its method's, and its precision when that is not plain double.
    std::string runName(std::size_t run) const;
    TrText runNameText(std::size_t run) const;

    void resetModel(const IntegratorsSettings& settings) override;
    void declareCharts(ChartSet& set) override;

    struct RunSeries {
        SeriesHandle phase, energy, error, cloud;  // cloud: with the phase-space cloud only
    };
    struct AdaptiveSeries {
        SeriesHandle phase, energy, error;
        SeriesHandle step, stepRejected;         // Δt per step, accepted and rejected
        SeriesHandle estimate, estimateRejected; // error estimate over the tolerance
    };
    struct {
        SeriesHandle phaseReference, energyReference, tolerance;
        std::vector<RunSeries> runs;
        std::vector<AdaptiveSeries> adaptive;
    } m_series;
    // The stability meter: the fixed-step methods at Δt about the exact or reference state,
    // each embedded pair at the step it last kept, about its own state.
    StabilityMeterChart m_meter;
    std::vector<MeterReading> meterReadings() const;
    // Writes the meter's points where they moved enough since last written, or at once (`now`).
    void recordMeter(ChartData& data, bool now) const;
    // The step an embedded pair last kept (before its first, the step it will try).
    static double lastKeptStep(const AdaptiveRun& run);
    // |λΔt| of the fastest mode when the meter's points were last written: the fixed-step
    // methods' first, then each pair's (NaN after a declaration, so the first record writes).
    mutable std::vector<double> m_meterReach;
    mutable std::vector<int> m_meterSteps;  // records since each was last written
    std::vector<Vec2> m_referenceOrbit;  // the exact or reference orbit, derived for the ghost
    // From the convergence study: the fitted order keyed by method id; and, under keys with a
    // colon (so that the saved state keeps the layout older files have), the crossovers
    // "crossover:<cheaper below>:<other>" (error; "seconds:…" the same in computing time) and
    // per embedded pair
    // "work:<pair>:<what>" (its error and evaluations, RK4's evaluations and step count).
    std::vector<std::pair<std::string, double>> m_orders;
    bool m_studyCancelled = false;
};

// ModelLesson's members for this lesson are compiled once, in IntegratorsLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<IntegratorsLesson, IntegratorsModel, IntegratorsSettings>;

} // namespace pl

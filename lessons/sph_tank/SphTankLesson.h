// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `sph-tank`: water in a tank by SPH, with two solvers side by side — weakly compressible
// SPH (Monaghan 1992, 1994, 2005) and divergence-free SPH (Bender & Koschier 2015, 2017): a
// hydrostatic tank, the dam break of Martin & Moyce (1952) and a tank stirred with the mouse.
//
// DivergenceFreeSph solves for the pressure that keeps ρ = ρ₀ and steps with the flow's CFL Δt;
// WeaklyCompressibleSph (core/include/particlelab/sph/) has a cubic-spline kernel with
// support 2h, Tait's equation of state p = B((ρ/ρ₀)⁷ − 1) with B = ρ₀c₀²/7, symmetric pressure
// force, Monaghan's artificial viscosity, XSPH, leapfrog with adaptive Δt, cell lists, boundary
// particles. The lesson measures what makes or breaks it: the density error |ρ − ρ₀|/ρ₀ (how
// incompressible the "weakly compressible" fluid is), the pressure at a probe against ρ₀ g
// (depth), and the dam-break surge front Z = x/a against T = t√(2g/a) over the experiment.
#pragma once

#include "framework/CoreSerialization.h"
#include "framework/ModelLesson.h"
#include "sph_tank/SphTankModel.h"

#include <optional>

namespace pl {

enum class SphColouring { Speed, Pressure, Density };

// How the view draws the water (view-only rows: they neither reset nor fork the run).
struct SphTankViewOptions {
    SphColouring colouring = SphColouring::Speed;
    bool drawSurface = true;
    bool drawParticles = true;
};

// What the lesson's table fills: the model's settings, the rows that change while the water
// runs, and the view options.
struct SphTankLessonSettings : SphTankSettings, SphTankViewOptions {
    std::optional<SphSolver> chosenSolver;  // none: "auto", DFSPH except for water at rest
    double tilt = 0.0;                      // rad, counter-clockwise
    bool autoStir = true;

    // The model's settings with the solver "auto" stands for.
    SphTankSettings model() const;
    SphTankLiveSettings live() const;
};

// The presentation of SphTankModel: its parameter table, charts, scene, notices and text.
class SphTankLesson final
    : public ModelLesson<SphTankLesson, SphTankModel, SphTankLessonSettings>,
      public PointerCapability {
public:
    static constexpr LessonAbout about{
        "sph-tank", PL_TR_NOOP("sph-tank", "SPH water tank: hydrostatics and the dam break"),
        PL_TR_NOOP("sph-tank", "Weakly compressible and divergence-free SPH side by side, with "
                               "boundary particles, validated against Martin & Moyce (1952).")};
    static ParameterTable<SphTankLessonSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void applyLive(const ParameterValues& values) override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    // The model's state, then the inspected particle and the grab offset.
    void saveState(StateWriter& out) const override;
    void loadState(StateReader& in) override;
    TrText checkState() const override;

private:
    void resetModel(const SphTankLessonSettings& settings) override;
    void declareCharts(ChartSet& set) override;
    // The acoustic and flow CFL numbers of the last step, against the solver's bound.
    void appendStabilityNumbers(std::vector<Measurement>& out) const;
    void appendSolverComparison(std::vector<Measurement>& out) const;

    struct Series {
        SeriesHandle kineticEnergy;
        SeriesHandle densityErrorMax, densityErrorMean, densityErrorMaxAll, densityCompressionMax;
        SeriesHandle probePressure, hydrostaticPressure;
        SeriesHandle frontSph, frontMartinMoyce, frontKoshizukaOka;  // dam break only
        SeriesHandle neighbourHistogram;
        SeriesHandle timeStepUsed, courantLimit, forceLimit, cflLimit;
        SeriesHandle densityIterations, divergenceIterations;
    };
    Series m_series;
    SphTankViewOptions m_view;
    // The inspected particle (−1: none) and where the obstacle was grabbed (m, from its centre).
    int m_selectedId = -1;
    Eigen::Vector2d m_grabOffset = Eigen::Vector2d::Zero();
};

// ModelLesson's members for this lesson are compiled once, in SphTankLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<SphTankLesson, SphTankModel, SphTankLessonSettings>;

} // namespace pl

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
#include "framework/Lesson.h"
#include "sph_tank/SphTankModel.h"

namespace pl {

// The presentation of SphTankModel: its parameter table, charts, scene, notices and text.
class SphTankLesson final : public Lesson,
                         public PointerCapability {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.time(); }
    bool finished() const override { return m_model.diverged(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::unique_ptr<Lesson> clone() const override { return std::make_unique<SphTankLesson>(*this); }
    void saveState(StateWriter& out) const override;
    void loadState(StateReader& in) override;
    std::string checkState() const override;

    enum class Colouring { Speed, Pressure, Density };

    const SphTankModel& model() const { return m_model; }

private:
    void applyView(const ParameterValues& values);
    void appendSolverComparison(std::vector<Measurement>& out) const;

    SphTankModel m_model;
    // What the view shows.
    Colouring m_colouring = Colouring::Speed;
    bool m_drawSurface = true;
    bool m_drawParticles = true;
    // The inspected particle (−1: none) and where the obstacle was grabbed (m, from its centre).
    int m_selectedId = -1;
    Eigen::Vector2d m_grabOffset = Eigen::Vector2d::Zero();
};

} // namespace pl

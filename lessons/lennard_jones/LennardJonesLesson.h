// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `lennard-jones`, its presentation: the parameter table, the charts and measurements of
// LennardJonesAnalysis.h (the virial pressure with its cut-off tail stated, block-averaged time
// averages that make a state point comparable with LAMMPS, g(r), the speed histogram), the scene
// (atoms coloured by their potential energy) and the notices. The physics is in
// LennardJonesModel.h.
#pragma once

#include "common/StabilityMeterChart.h"
#include "framework/ModelLesson.h"
#include "framework/Translatable.h"
#include "lennard_jones/LennardJonesAnalysis.h"
#include "lennard_jones/LennardJonesModel.h"

namespace pl {

class LennardJonesLesson final
    : public ModelLesson<LennardJonesLesson, LennardJonesModel, LennardJonesModelSettings> {
public:
    static constexpr LessonAbout about{
        "lennard-jones",
        PL_TR_NOOP("lennard-jones", "Lennard-Jones matter: gas, liquid drops, crystal"),
        PL_TR_NOOP(
            "lennard-jones",
            "Atoms with the Lennard-Jones potential and a thermostat: cool the gas and watch drops "
            "condense and freeze.")};
    static ParameterTable<LennardJonesModelSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void record(ChartData& data) const override;
    void recordLiveChange(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;

    // For the LAMMPS export.
    const LennardJonesFluid& fluid() const { return m_model.fluid(); }
    double timeStep() const { return m_model.timeStep(); }  // σ√(m/ε)

private:
    // The charts the LAMMPS lesson shares (LennardJonesAnalysis.h), declared there, with the
    // shadow energy on the energy chart; then the meter's chart.
    void declareCharts(ChartSet& set) override;
    // The stiffest pair as a mode: ω² = 2φ''(r_min)/m, undamped.
    std::vector<LinearMode> modes() const;
    // Velocity Verlet's shadow energy per atom (ε) from the Δt² series (ModifiedEnergy.h).
    double shadowEnergyPerAtom() const;
    LennardJonesSeries m_series;
    StabilityMeterChart m_meter;
};

// ModelLesson's members for this lesson are compiled once, in LennardJonesLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<LennardJonesLesson, LennardJonesModel, LennardJonesModelSettings>;

} // namespace pl

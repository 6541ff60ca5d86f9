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
//    Wanner, "Solving ODEs II", §IV.2).
// The physics is in IntegratorsModel.h.
#pragma once

#include "framework/Lesson.h"
#include "integrators/IntegratorsModel.h"

#include <string>
#include <utility>
#include <vector>

namespace pl {

class IntegratorsLesson final : public Lesson,
                         public StudyCapability,
                         public StepThroughCapability {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    void stepOnce() override;
    double time() const override { return m_model.state().time; }
    bool finished() const override { return m_model.finished(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    void acceptStudy(const std::string& id, const StudyResult& result) override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<IntegratorsLesson>(*this);
    }
    // The model's State, then the convergence study's result.
    void saveState(StateWriter& out) const override
    {
        out(m_model.state(), m_orders, m_studyCancelled);
    }
    void loadState(StateReader& in) override;
    std::string checkState() const override { return m_model.checkState(); }

    const IntegratorsModel& model() const { return m_model; }

private:
    using Run = IntegratorsModel::Run;
    std::string explainStability(const Run& run) const;

    IntegratorsModel m_model;
    std::vector<Vec2> m_referenceOrbit;  // the exact or reference orbit, derived for the ghost
    // From the convergence study.
    std::vector<std::pair<std::string, double>> m_orders;
    bool m_studyCancelled = false;
};

} // namespace pl

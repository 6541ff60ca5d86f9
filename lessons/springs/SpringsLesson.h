// Lesson `springs`: a rope (a chain pinned at one end) and a cloth pinned at two corners, built
// from damped springs f = [k_s(|d|/r − 1) + k_d((v_j − v_i)·d)/(r|d|)] d/|d| (DampedSprings.h),
// integrated by several methods side by side.
//
// The point: stiff springs make explicit (forward) Euler blow up — it multiplies the energy of
// every mode of angular frequency ω by 1 + (ωΔt)² per step — while symplectic Euler, at the same
// Δt and cost, holds as long as ω_max Δt < 2 (Hairer, Lubich & Wanner, "Geometric Numerical
// Integration", 2nd ed., ch. I.1). A study searches the largest stable Δt of symplectic Euler
// for the current stiffness and reports it next to the theoretical 2/ω_max.
#pragma once

#include "framework/Lesson.h"
#include "common/ParticleLessonTools.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <optional>

namespace pl {

class SpringsLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_time; }
    bool finished() const override;
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    void acceptStudy(const std::string& id, const StudyResult& result) override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<SpringsLesson>(*this);
    }

    // Highest angular frequency of the spring network (rad/s) and the symplectic Euler limit
    // 2/ω_max (s).
    double omegaMax() const { return m_omegaMax; }

private:
    struct Run {
        Method method;
        particle_lessons::RopeAndCloth model;
        std::optional<double> divergedAt;  // s
        particle_lessons::ParticleGrab grab;
    };
    struct Energies {
        double kinetic = 0.0, spring = 0.0, gravitational = 0.0;  // J
        double total() const { return kinetic + spring + gravitational; }
    };
    Energies energies(const Run& run) const;

    double m_ks = 50.0;       // N
    double m_kd = 0.02;       // N·s
    double m_mass = 0.01;     // kg per particle
    double m_dt = 1e-3;       // s
    double m_time = 0.0;      // s
    double m_omegaMax = 0.0;  // rad/s
    std::optional<double> m_maxStableDt;  // s, from the study
    std::vector<Run> m_runs;
    int m_grabRun = 0;  // the run a drag started in
};

} // namespace pl

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

#include <cmath>
#include <optional>

namespace pl {

class SpringsLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_state.time; }
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
    std::optional<SceneDescription> asScene() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<SpringsLesson>(*this);
    }
    void saveState(StateWriter& out) const override;
    void loadState(StateReader& in) override;
    std::string checkState() const override;

    // Highest angular frequency of the spring network (rad/s) and the symplectic Euler limit
    // 2/ω_max (s).
    double omegaMax() const { return m_omegaMaxAtUnitStiffness * std::sqrt(m_ks); }

private:
    struct Run {
        Method method;
        particle_lessons::RopeAndCloth model;
        std::optional<double> divergedAt;  // s
        particle_lessons::ParticleGrab grab;

        // What evolves in a run; the method and the model's springs are rebuilt by reset().
        template <class Archive> void serialize(Archive& ar) { ar(model.system, divergedAt, grab); }
    };
    // What evolves besides the runs.
    struct State {
        double time = 0.0;                  // s
        std::optional<double> maxStableDt;  // s, from the accepted study
        int grabRun = 0;                    // the run a drag started in

        template <class Archive> void serialize(Archive& ar) { ar(time, maxStableDt, grabRun); }
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
    // ω_max of the network with k_s = 1 N (rad/s): ω_max grows exactly as √k_s, so a live
    // change of k_s rescales it and a reload at the new k_s gives the same bits.
    double m_omegaMaxAtUnitStiffness = 0.0;
    std::vector<Run> m_runs;
    State m_state;
};

} // namespace pl

// Lesson `xpbd`: the rope and cloth of the `springs` lesson built from XPBD distance constraints
// (Macklin, Müller & Chentanez 2016, DistanceConstraints.h) with compliance α, substeps and
// iterations, side by side with the damped-spring version (symplectic Euler) at the same Δt.
// The chart follows the constraint error, mean and max of |ℓ − ℓ₀|/ℓ₀ over all links, per step.
#pragma once

#include "framework/Lesson.h"
#include "common/ParticleLessonTools.h"

#include <optional>

namespace pl {

class XpbdLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
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
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;
    std::unique_ptr<Lesson> clone() const override { return std::make_unique<XpbdLesson>(*this); }
    void saveState(StateWriter& out) const override { out(m_state, m_runs); }
    void loadState(StateReader& in) override { in(m_state, m_runs); }
    std::string checkState() const override;

    // Mean and max relative link-length error of the XPBD (0) or spring (1) version.
    LinkStrain constraintError(int index) const;

private:
    struct Run {
        std::string id;    // "xpbd" or "springs"
        std::string name;
        Color color;
        particle_lessons::RopeAndCloth model;
        std::optional<double> divergedAt;  // s
        particle_lessons::ParticleGrab grab;

        // What evolves in a run; its constraints or springs are rebuilt by reset().
        template <class Archive> void serialize(Archive& ar) { ar(model.system, divergedAt, grab); }
    };
    // What evolves besides the two runs.
    struct State {
        double time = 0.0;  // s
        int grabRun = 0;    // the run a drag started in

        template <class Archive> void serialize(Archive& ar) { ar(time, grabRun); }
    };
    struct Energies {
        double kinetic = 0.0, elastic = 0.0, gravitational = 0.0;  // J
        double total() const { return kinetic + elastic + gravitational; }
    };
    Energies energies(const Run& run) const;

    double m_dt = 1.0 / 60.0;  // s
    Run m_runs[2];
    State m_state;
};

} // namespace pl

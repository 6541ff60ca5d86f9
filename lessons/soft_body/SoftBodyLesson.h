// Lesson `soft-body`: the pressure soft body of Matyka & Ollila 2003 ("Pressure Model of Soft
// Body Simulation", SIGRAD) in 2D — a closed ring of particles joined by damped springs, filled
// with an ideal gas whose pressure P = nRT/A pushes every edge outwards along its normal with
// force P·ℓ (PressureSoftBody.h). The ball falls on a floor (Walls.h) and bounces; the charts
// follow its enclosed area against the rest value and its energies.
#pragma once

#include "framework/Lesson.h"
#include "common/ParticleLessonTools.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <optional>

namespace pl {

class SoftBodyLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_state.time; }
    bool finished() const override { return m_state.divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<SoftBodyLesson>(*this);
    }
    void saveState(StateWriter& out) const override { out(m_state, m_system); }
    void loadState(StateReader& in) override { in(m_state, m_system); }
    std::string checkState() const override;

    double area() const;                      // m², enclosed by the ring
    double restArea() const { return m_restArea; }  // m², the free ball in equilibrium

private:
    struct Energies {
        double kinetic = 0.0, spring = 0.0, gravitational = 0.0, gas = 0.0;  // J
        double total() const { return kinetic + spring + gravitational + gas; }
    };
    Energies energies() const;
    // The free ball's equilibrium for the current nRT and k_s (live): radius and area.
    void updateRestShape(const ParameterValues& values);

    // What evolves besides the particles (m_system's own State).
    struct State {
        double time = 0.0;  // s
        double minAreaRatio = 1.0;
        double maxAreaRatio = 1.0;
        std::optional<double> divergedAt;  // s
        particle_lessons::ParticleGrab grab;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(time, minAreaRatio, maxAreaRatio, divergedAt, grab);
        }
    };

    ParticleSystem m_system;
    std::vector<int> m_ring;
    Method m_method = Method::Heun;
    double m_dt = 5e-4;           // s
    double m_restArea = 1.0;      // m²
    double m_restRadius = 0.5;    // m, circumradius of the free ball in equilibrium
    State m_state;
};

} // namespace pl

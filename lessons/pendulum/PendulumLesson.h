// Lesson `pendulum`: the simple and the damped pendulum, θ'' = −(g/L) sin θ − 2βθ', integrated by
// one of the core integrators beside the small-angle (linearised) solution, with the phase
// portrait over the level curves of the energy (the separatrix E = 2gL among them), the energy
// against time and the period against the amplitude (measured from zero crossings, the exact
// period 4√(L/g) K(sin(θ₀/2)) and the small-angle 2π√(L/g)).
// Physics: core/pendulum/SimplePendulum.h (Taylor, "Classical Mechanics", §4.9 and §5.4).
#pragma once

#include "framework/CoreSerialization.h"
#include "framework/Lesson.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/pendulum/SimplePendulum.h>

#include <optional>

namespace pl {

class PendulumLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_state.t; }
    bool finished() const override { return m_divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    ParameterValues takeParameterChanges() override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<PendulumLesson>(*this);
    }
    void saveState(StateWriter& out) const override { archiveState(out, *this); }
    void loadState(StateReader& in) override { archiveState(in, *this); }
    std::string checkState() const override;

    double angle() const { return m_state.x[0]; }            // rad
    double angularVelocity() const { return m_state.v[0]; }  // rad/s
    double energy() const;                                   // J/kg
    double smallAngle() const;                               // rad: the ghost's angle now

private:
    // What evolves (the swing, the period meter, divergence, the start a drag moved, the drag);
    // the rest is rebuilt from the parameters by reset(). One list for saving and loading.
    template <class Archive, class Self> static void archiveState(Archive& ar, Self& self)
    {
        ar(self.m_state, self.m_periodMeter, self.m_divergedAt, self.m_steps, self.m_theta0,
           self.m_omega0, self.m_energy0, self.m_dragging);
    }
    // Starts the run at θ(0) = θ₀, θ'(0) = ω₀ (rad, rad/s).
    void restart(double theta0, double omega0);
    Vec2 bobPosition(double theta) const;
    // 10 (E₀ + 2gL) (J/kg): the integrator, not physics, pumped in an energy beyond this.
    double runawayEnergy() const
    {
        return 10.0 * (m_energy0 + 2.0 * m_params.gravity * m_params.length);
    }

    SimplePendulumParameters m_params;
    Method m_method = Method::RK4;
    double m_dt = 0.005;        // s
    double m_theta0 = 1.0;      // rad
    double m_omega0 = 0.0;      // rad/s
    double m_energy0 = 0.0;     // J/kg
    ParticleState m_state;
    AccelerationFunction m_acceleration;
    ZeroCrossingPeriodMeter m_periodMeter;
    std::optional<double> m_divergedAt;  // s
    long long m_steps = 0;
    bool m_dragging = false;
    ParameterValues m_changes;  // θ₀ set by dragging, for takeParameterChanges()
};

} // namespace pl

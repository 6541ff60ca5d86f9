// Lesson `double-pendulum`: two point masses on massless rods, integrated by one of the core
// integrators; up to 100 copies started with θ₁ a tiny δ apart show the sensitivity to initial
// conditions, the growth of their separation gives an estimate of the largest Lyapunov exponent,
// and the flip map colours a grid of starting angles by the time until a rod first flips over.
// Physics: core/pendulum/DoublePendulum.h (equations from E. Neumann, myPhysicsLab "Double
// Pendulum"; checked against Lagrange's equations solved as a 2 × 2 mass-matrix system).
#pragma once

#include "framework/CoreSerialization.h"
#include "framework/Lesson.h"

#include <particlelab/analysis/LinearFit.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/pendulum/DoublePendulum.h>

#include <deque>
#include <optional>

namespace pl {

class DoublePendulumLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_state.pendulums.t; }
    bool finished() const override { return m_state.divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    std::optional<WorkEstimate> estimateStudy(const std::string& id) const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    std::vector<ImageSpec> imageSpecs() const override;
    void acceptStudy(const std::string& id, const StudyResult& result) override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    ParameterValues takeParameterChanges() override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<DoublePendulumLesson>(*this);
    }
    void saveState(StateWriter& out) const override { out(m_state); }
    void loadState(StateReader& in) override { in(m_state); }
    std::string checkState() const override;

    int copies() const { return m_copies; }
    // The state of copy i (rad, rad/s).
    DoublePendulumState copyState(int i) const;
    double energy(int copy = 0) const;  // J
    // |y₁ − y₀| in phase space (θ in rad and θ' in rad/s taken alike) between the first two copies.
    double separation() const;
    // The fitted growth rate of ln(separation) (1/s) while the separation is small.
    std::optional<LinearFit> separationFit() const { return m_state.fit; }

private:
    enum class Drag { None, UpperBob, LowerBob };

    // What evolves; everything else is rebuilt from the parameters by reset().
    struct State {
        // x = [θ₁ of every copy, θ₂ of every copy], v likewise (see
        // doublePendulumAccelerationFunction).
        ParticleState pendulums;
        std::optional<double> divergedAt;  // s
        long long steps = 0;

        // The first copy's start (a drag moves it) and what restart() derives from it.
        double theta1 = 0.0, theta2 = 0.0;  // rad
        double energy0 = 0.0;               // J
        double blowUpRate = 1e3;     // rad/s: |θ'| beyond this counts as diverged
        double runawayEnergy = 1e3;  // J: a copy's energy beyond this counts as diverged

        // Separation samples for the Lyapunov fit: ln d against t while d is below saturation.
        std::vector<double> sampleTimes;    // s
        std::vector<double> sampleLogs;     // ln(d)
        std::optional<double> saturatedAt;  // s: the separation reached the fit's upper limit
        std::optional<LinearFit> fit;
        double nextSampleTime = 0.0;        // s

        // Trails of the lower bobs (m), oldest first.
        std::vector<std::deque<Vec2>> trails;
        double nextTrailTime = 0.0;         // s

        std::string flipSummary;  // of the accepted flip map
        Drag drag = Drag::None;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(pendulums, divergedAt, steps, theta1, theta2, energy0, blowUpRate, runawayEnergy,
               sampleTimes, sampleLogs, saturatedAt, fit, nextSampleTime, trails, nextTrailTime,
               flipSummary, drag);
        }
    };

    // Starts every copy from θ₁ + iδ, θ₂, ω₁, ω₂ (rad, rad/s) at t = 0.
    void restart(double theta1, double theta2);
    void sampleSeparation();
    // True when a copy's energy passed m_state.runawayEnergy (or is not finite).
    bool runawayEnergy(const ParticleState& state) const;

    DoublePendulumParameters m_params;
    Method m_method = Method::RK4;
    double m_dt = 1e-3;          // s
    int m_copies = 1;
    double m_delta = 0.0;        // rad: θ₁ offset between neighbouring copies
    double m_omega1 = 0.0, m_omega2 = 0.0;  // rad/s
    int m_flipGrid = 200;
    double m_flipTime = 10.0;    // s
    double m_flipDt = 1e-3;      // s

    AccelerationFunction m_acceleration;
    State m_state;
    ParameterValues m_changes;
};

} // namespace pl

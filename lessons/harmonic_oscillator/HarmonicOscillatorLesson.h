// Lesson `harmonic-oscillator`: a mass on a spring, x'' = −(k/m) x, integrated by several
// methods side by side against the exact solution x(t) = x₀ cos ωt + (v₀/ω) sin ωt, ω = √(k/m).
//
// The point of the lesson: forward Euler multiplies the energy E = ½mv² + ½kx² by exactly
// (1 + ω²Δt²) every step, so the oscillation spirals out; symplectic Euler, with the same cost,
// keeps the energy error bounded for ever (it conserves a nearby "shadow" energy).
#pragma once

#include "framework/CoreSerialization.h"
#include "framework/Lesson.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <optional>

namespace pl {

class HarmonicOscillatorLesson final : public Lesson {
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
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<HarmonicOscillatorLesson>(*this);
    }
    void saveState(StateWriter& out) const override { out(m_state); }
    void loadState(StateReader& in) override { in(m_state); }
    std::string checkState() const override;

    // The exact solution at time t (m, m/s).
    double exactPosition(double t) const;
    double exactVelocity(double t) const;
    double energy(double x, double v) const { return 0.5 * m_mass * v * v + 0.5 * m_k * x * x; }

private:
    struct Run {
        Method method;
        ParticleState state;
        std::optional<double> divergedAt;  // s

        template <class Archive> void serialize(Archive& ar) { ar(method, state, divergedAt); }
    };
    // What evolves; everything else is rebuilt from the parameters by reset().
    struct State {
        double time = 0.0;  // s
        std::vector<Run> runs;

        template <class Archive> void serialize(Archive& ar) { ar(time, runs); }
    };

    double m_k = 1.0;      // N/m
    double m_mass = 1.0;   // kg
    double m_x0 = 1.0;     // m
    double m_v0 = 0.0;     // m/s
    double m_dt = 0.05;    // s
    double m_blowUpBound = 1e3;  // |x|, |v| beyond this count as diverged
    State m_state;
};

} // namespace pl

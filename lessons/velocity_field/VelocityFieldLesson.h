// Lesson `velocity-field`: a particle traced through a given velocity field, dx/dt = v(x, t)
// (fields in VelocityFields.h), by forward Euler, Heun, midpoint and RK4 at the same Δt, next
// to a reference path (RK4 at Δt/100). A click in the view drops the particle somewhere else.
// A background study measures the distance from the reference at the end time T for Δt halved
// six times: the slope on log-log axes is the method's order (Hairer, Nørsett & Wanner,
// "Solving ODEs I", §II.3).
#pragma once

#include "framework/CoreSerialization.h"
#include "framework/Lesson.h"
#include "velocity_field/VelocityFields.h"

#include <particlelab/integrators/FirstOrderIntegrators.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pl {

class VelocityFieldLesson final : public Lesson {
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
    std::vector<StudySpec> studies() const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    void acceptStudy(const std::string& id, const StudyResult& result) override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    ParameterValues takeParameterChanges() override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<VelocityFieldLesson>(*this);
    }
    void saveState(StateWriter& out) const override { out(m_state); }
    void loadState(StateReader& in) override;
    std::string checkState() const override;

    // The particle's position (m) under `method`; nothing when the method is not running.
    std::optional<Vec2> position(Method method) const;

private:
    struct Run {
        Method method;
        Vec y;                              // position (m)
        std::optional<double> divergedAt;   // s
        std::vector<Vec2> trail;

        template <class Archive> void serialize(Archive& ar) { ar(method, y, divergedAt, trail); }
    };
    // What evolves; everything else is rebuilt from the parameters by reset().
    struct State {
        double time = 0.0;           // s
        Vec reference;               // m: the reference path's current point
        std::vector<Vec2> referenceTrail;
        std::vector<Run> runs;
        std::vector<std::pair<std::string, double>> endpointErrors;  // m, from the study
        double studyDt = 0.0;        // s: the Δt the endpoint errors were measured with
        bool studyCancelled = false;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(time, reference, referenceTrail, runs, endpointErrors, studyDt, studyCancelled);
        }
    };

    VelocityField m_field{VelocityFieldKind::Cosine};
    DerivativeFunction m_velocity;
    Vec2 m_seed = Vec2(0.5, 1.0);  // m
    double m_dt = 0.05;            // s
    double m_endTime = 2.0;        // s
    State m_state;
    ParameterValues m_changes;     // x0, y0 set by a click
};

} // namespace pl

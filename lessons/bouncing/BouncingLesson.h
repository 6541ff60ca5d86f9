// Lesson `bouncing`: balls of different restitution r dropped on a floor and on a tilted plane
// (Walls.h). A ball that hits a wall at normal speed v leaves at r v, so the height of its
// successive bounces is the geometric sequence h_n = h r²ⁿ (energy ½mv² ∝ height, v ∝ √h).
// The chart plots the measured bounce heights of the floor balls against that sequence.
#pragma once

#include "framework/Lesson.h"
#include "common/ParticleLessonTools.h"

#include <optional>

namespace pl {

class BouncingLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_state.time; }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::optional<SceneDescription> asScene() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<BouncingLesson>(*this);
    }
    void saveState(StateWriter& out) const override { out(m_state, m_floor, m_ramp); }
    void loadState(StateReader& in) override { in(m_state, m_floor, m_ramp); }
    std::string checkState() const override;

    // Apex heights above the floor (m) of the floor ball with the k-th restitution, starting
    // with the drop height.
    const std::vector<double>& bounceHeights(int k) const { return m_state.bounces[k].apexes; }

private:
    struct Ball {
        double restitution = 1.0;
        int floorParticle = 0;        // index in m_floor
        int rampParticle = 0;         // index in m_ramp
    };
    // The bounces of the floor ball of the same index.
    struct BounceTrack {
        std::vector<double> apexes;   // m, h, then the apex of every bounce
        double highest = 0.0;         // m, the highest point of the current bounce so far
        bool rising = false;

        template <class Archive> void serialize(Archive& ar) { ar(apexes, highest, rising); }
    };
    // What evolves besides the particles (m_floor's and m_ramp's own States).
    struct State {
        double time = 0.0;  // s
        std::optional<double> divergedAt;  // s
        std::vector<BounceTrack> bounces;  // one per ball
        particle_lessons::ParticleGrab grab;
        bool grabOnRamp = false;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(time, divergedAt, bounces, grab, grabOnRamp);
        }
    };
    void trackBounces();
    std::string ballId(const Ball& ball) const;

    double kineticEnergy() const;        // J, all balls
    double gravitationalEnergy() const;  // J, all balls, 0 at y = 0

    // Two worlds side by side: balls above a floor, and balls above a plane tilted by θ that
    // rises to the right from a vertical wall at its foot (so the balls hopping down it stay
    // in their corner instead of rolling among the floor balls).
    ParticleSystem m_floor;
    ParticleSystem m_ramp;
    std::vector<Ball> m_balls;  // rebuilt by reset()
    double m_height = 1.0;        // m
    double m_radius = 0.05;       // m
    double m_angle = 0.35;        // rad
    double m_rampStart = 2.0;     // m, where the tilted plane meets the floor
    double m_dt = 1e-3;           // s
    State m_state;
};

} // namespace pl

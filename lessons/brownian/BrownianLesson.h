// Lesson `brownian`: one large, heavy disk among many small ones (core/collision/DiskGas.h).
// Kicked at random by the small disks, it wanders: its mean squared displacement grows as
// MSD(t) = 4 D t at long times (2D), ballistically (∝ t²) below the momentum relaxation time M/γ.
//
// Kinetic theory for a disk of contact radius R = R_big + r_small in a dilute 2D gas of density
// n, mass m, temperature kT, with specular collisions, gives the friction coefficient
//   γ = n R √(8π m kT)       (the 2D analogue of Epstein's drag, Phys. Rev. 23, 710 (1924))
// and, by Einstein's relation, D = kT/γ. The second mode integrates the Langevin equation
//   M dv = −γ v dt + √(2γkT) dW
// for the big disk alone with this γ, whose MSD is 4D [t − τ(1 − e^{−t/τ})], τ = M/γ
// (Uhlenbeck & Ornstein, Phys. Rev. 36, 823 (1930)), for comparison.
#pragma once

#include "framework/Lesson.h"

#include <particlelab/analysis/LinearFit.h>
#include <particlelab/collision/DiskGas.h>

#include <optional>
#include <random>

namespace pl {

class BrownianLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_time; }
    bool finished() const override { return m_divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<BrownianLesson>(*this);
    }
    void saveState(StateWriter& out) const override;
    void loadState(StateReader& in) override;
    std::string checkState() const override;

    double frictionEstimate() const { return m_gamma; }           // kg/s
    double diffusionEstimate() const { return m_kT / m_gamma; }   // m²/s
    // The fit of MSD against lag time over the long-time window; nothing until there is data.
    const std::optional<LinearFit>& msdFit() const { return m_fit; }
    double diffusionCoefficient() const { return m_fit ? m_fit->slope / 4.0 : 0.0; }  // m²/s

private:
    Vec2 bigPosition() const;
    void sample();
    void updateMsd();
    void stepLangevin();

    bool m_langevin = false;
    DiskGas m_gas;
    std::mt19937_64 m_random;  // Langevin noise
    Vec2 m_langevinX = Vec2::Zero();  // m
    Vec2 m_langevinV = Vec2::Zero();  // m/s
    double m_boxSide = 120.0;         // m
    double m_bigRadius = 4.0;         // m
    double m_bigMass = 10.0;          // kg
    double m_smallRadius = 0.5;       // m
    double m_kT = 1.0;                // J
    double m_gamma = 1.0;             // kg/s
    double m_dt = 0.01;               // s
    double m_time = 0.0;              // s
    long long m_steps = 0;
    std::optional<double> m_divergedAt;

    static constexpr double sampleInterval = 0.25;  // s between stored positions
    static constexpr int maxLagSamples = 400;
    // The view draws the last drawnPathSamples positions; the buffer keeps between one and two
    // times that many, so memory stays flat however long the lesson runs.
    static constexpr std::size_t drawnPathSamples = 4000;
    double m_nextSample = 0.0;  // s
    std::vector<Vec2> m_path;   // m, the most recent samples (see drawnPathSamples)
    long long m_sampleCount = 0;  // samples taken since reset
    // Running MSD over every time origin: Σ|x(i+k) − x(i)|² and the number of terms, per lag
    // k = 1 … maxLagSamples, updated as each sample arrives (O(lags) per sample, not O(path)).
    std::vector<double> m_msdSums = std::vector<double>(maxLagSamples, 0.0);  // m²
    std::vector<long long> m_msdTerms = std::vector<long long>(maxLagSamples, 0);
    std::vector<double> m_lagTimes, m_msd;  // s, m²
    double m_fitStart = 0.0;    // s
    std::optional<LinearFit> m_fit;
    bool m_msdUpdated = false;
};

} // namespace pl

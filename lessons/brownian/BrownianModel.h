// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `brownian`: one large, heavy disk among many small ones
// (core/collision/DiskGas.h). Kicked at random by the small disks, it wanders: its mean squared
// displacement grows as MSD(t) = 4 D t at long times (2D), ballistically (∝ t²) below the
// momentum relaxation time M/γ.
//
// Kinetic theory for a disk of contact radius R = R_big + r_small in a dilute 2D gas of density
// n, mass m, temperature kT, with specular collisions, gives the friction coefficient
//   γ = n R √(8π m kT)       (the 2D analogue of Epstein's drag, Phys. Rev. 23, 710 (1924))
// and, by Einstein's relation, D = kT/γ. The second mode integrates the Langevin equation
//   M dv = −γ v dt + √(2γkT) dW
// for the big disk alone with this γ (Euler–Maruyama), whose MSD is 4D [t − τ(1 − e^{−t/τ})],
// τ = M/γ (Uhlenbeck & Ornstein, Phys. Rev. 36, 823 (1930)), for comparison.
//
// What evolves is in State; γ, Δt and the start of the fit window are derived from the
// settings by reset().
#pragma once

#include "framework/CoreSerialization.h"

#include <particlelab/analysis/LinearFit.h>
#include <particlelab/collision/DiskGas.h>

#include <Eigen/Core>

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace pl {

struct BrownianSettings {
    int count = 1500;         // small disks
    double bigRadius = 4.0;   // m
    double bigMass = 10.0;    // kg
    std::uint64_t seed = 1;
    double kT = 1.0;          // J, of the small disks
    double boxSide = 120.0;   // m
    bool langevin = false;    // the big disk alone under −γv + noise instead of the gas
};

class BrownianModel {
public:
    static constexpr double smallRadius = 0.5;      // m
    static constexpr double smallMass = 1.0;        // kg
    static constexpr double sampleInterval = 0.25;  // s between stored positions
    static constexpr int maxLagSamples = 400;
    static constexpr int msdUpdateSamples = 4;       // samples between MSD updates (1 s)
    // The view draws the last drawnPathSamples positions; the path keeps between one and two
    // times that many, so memory stays flat however long the lesson runs.
    static constexpr std::size_t drawnPathSamples = 4000;

    // What evolves: the Langevin noise engine and disk, the gas, the clock, the recent path, the
    // running MSD sums, and the MSD and fit computed from them (updated every msdUpdateSamples, so kept
    // rather than recomputed).
    struct State {
        std::mt19937_64 random;  // Langevin noise
        Eigen::Vector2d langevinX = Eigen::Vector2d::Zero();  // m
        Eigen::Vector2d langevinV = Eigen::Vector2d::Zero();  // m/s
        DiskGas gas;
        double time = 0.0;  // s
        long long steps = 0;
        std::optional<double> divergedAt;  // s
        double nextSample = 0.0;  // s
        std::vector<Eigen::Vector2d> path;     // m, the most recent samples (see drawnPathSamples)
        long long sampleCount = 0;             // samples taken since reset
        // Running MSD over every time origin: Σ|x(i+k) − x(i)|² and the number of terms, per
        // lag k = 1 … maxLagSamples, updated as each sample arrives (O(lags) per sample).
        std::vector<double> msdSums = std::vector<double>(maxLagSamples, 0.0);  // m²
        std::vector<long long> msdTerms = std::vector<long long>(maxLagSamples, 0);
        std::vector<double> lagTimes, msd;     // s, m²
        std::optional<LinearFit> fit;
        bool msdUpdated = false;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(random, langevinX, langevinV, gas, time, steps, divergedAt, nextSample, path,
               sampleCount, msdSums, msdTerms, lagTimes, msd, fit, msdUpdated);
        }
    };

    void reset(const BrownianSettings& settings);
    void step();
    // The State; a state with another number of disks than reset() placed is refused.
    void save(StateWriter& out) const { out(m_state); }
    void load(StateReader& in);
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const BrownianSettings& settings() const { return m_settings; }
    const State& state() const { return m_state; }

    Eigen::Vector2d bigPosition() const;  // m
    double friction() const { return m_gamma; }                           // kg/s, γ
    double diffusionEstimate() const { return m_settings.kT / m_gamma; }  // m²/s, kT/γ
    double relaxationTime() const { return m_settings.bigMass / m_gamma; }  // s, M/γ
    double fitStart() const { return m_fitStart; }  // s: the fit uses lags from here on
    // The fit of MSD against lag time over the long-time window; nothing until there is data.
    const std::optional<LinearFit>& msdFit() const { return m_state.fit; }
    double diffusionCoefficient() const  // m²/s
    {
        return m_state.fit ? m_state.fit->slope / 4.0 : 0.0;
    }

private:
    void sample();
    void updateMsd();
    void stepLangevin();

    BrownianSettings m_settings;
    double m_gamma = 1.0;     // kg/s, derived
    double m_dt = 0.01;       // s, derived
    double m_fitStart = 0.0;  // s, derived
    State m_state;
};

} // namespace pl

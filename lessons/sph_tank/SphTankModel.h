// SPDX-License-Identifier: GPL-3.0-or-later
// The model of the SPH tank: water in a tank of boundary particles moved by one of two solvers —
// weakly compressible SPH (WeaklyCompressibleSph, Monaghan 1992, 1994, 2005) or divergence-free
// SPH (DivergenceFreeSph, Bender & Koschier 2015, 2017) — in three scenarios: a hydrostatic tank,
// the dam break of Martin & Moyce (1952) and a tank stirred by an obstacle.
//
// It measures, as numbers, what makes or breaks a solver: the density error |ρ − ρ₀|/ρ₀ deeper
// than 2h below the free surface, the pressure at a probe against ρ₀ g (depth), the surge front
// Z = x/a against T = n t √(g/a), particles that leave the water's domain, the time step and the
// solver's iterations. It never sees the screen (SphTankLesson draws it).
//
// The evolving values are the running solver's State (WcsphState or DfsphState) and this
// model's State; everything else (the solver's derived arrays, the tank's geometry) is rebuilt
// by reset() from the settings.
#pragma once

#include "framework/Translatable.h"
#include "sph_tank/MartinMoyce1952.h"

#include <particlelab/sph/DivergenceFreeSph.h>
#include <particlelab/sph/SphTankScenes.h>
#include <particlelab/sph/WeaklyCompressibleSph.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace pl {

enum class SphScenario { Hydrostatic, DamBreak, Stir };
enum class SphSolver { Wcsph, Dfsph };

// What the scene is built from (applied by reset()); every field has its unit.
struct SphTankSettings {
    SphScenario scenario = SphScenario::DamBreak;
    SphSolver solver = SphSolver::Dfsph;
    int particles = 5000;
    double columnWidth = 0.5;       // a, m (the water's width; the stirred tank's depth)
    double aspect = 2.0;            // n² = height / width
    double tankLength = 5.5;        // L/a
    double smoothingRatio = 1.3;    // h/Δx
    double gravity = 9.81;          // m/s²
    // WCSPH
    double soundSpeedFactor = 10.0; // c₀ / √(2gH)
    double alpha = 0.1, beta = 0.0; // Monaghan's artificial viscosity
    double viscosityEpsilon = 0.01; // ε of μᵢⱼ's denominator (× h²)
    SphDensityMethod density = SphDensityMethod::Summation;
    bool clampNegativePressure = true;
    double timeStepFactor = 0.25;   // C of the Courant and force conditions
    // DFSPH
    double densityTolerance = 5e-4; // η, fraction
    double cflNumber = 0.4;         // λ
    double dfsphViscosity = 0.2;    // α of DFSPH's viscosity ν = αhc₀/8 (with the walls: friction)
    // Both
    bool xsph = true;
    int threads = 2;
};

// What may change while the water runs.
struct SphTankLiveSettings {
    double alpha = 0.1, beta = 0.0;
    bool xsph = true;
    double dfsphViscosity = 0.2;
    int threads = 2;
    double tilt = 0.0;    // rad, counter-clockwise
    bool autoStir = true;
};

class SphTankModel {
public:
    // The density error and the probe, found every sample interval of simulated time.
    struct Diagnostics {
        double maxInteriorError = 0.0;  // %: particles deeper than 2h below the free surface
        double meanInteriorError = 0.0; // %
        double maxError = 0.0;          // %: all particles
        int interiorCount = 0;
        int worstInteriorId = -1;       // the particle with maxInteriorError
        double maxInteriorCompression = 0.0;  // %: (ρ − ρ₀)⁺/ρ₀, deeper than 2h
        double meanInteriorCompression = 0.0; // %
        int worstCompressedId = -1;     // the particle with maxInteriorCompression
        // %: over all fluid particles, |ρ − ρ₀|/ρ₀ deeper than 2h and (ρ − ρ₀)⁺/ρ₀ nearer the
        // free surface, where a deficit is the surface itself, not an error. Not saved with
        // the state: load() finds it again from the state read.
        double meanFluidError = 0.0;
        double probePressure = 0.0;     // Pa
        double hydrostaticPressure = 0.0; // Pa
        double kineticEnergy = 0.0;     // J/m
        std::vector<int> neighbourHistogram;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(maxInteriorError, meanInteriorError, maxError, interiorCount, worstInteriorId,
               maxInteriorCompression, meanInteriorCompression, worstCompressedId, probePressure, hydrostaticPressure,
               kineticEnergy, neighbourHistogram);
        }
    };

    // What evolves besides the solver's own State.
    struct State {
        bool dragging = false;
        Eigen::Vector2d dragTarget = Eigen::Vector2d::Zero();  // m: obstacle offset wanted
        std::optional<double> divergedAt;  // s
        double nextSample = 0.0;           // s
        long long sampledStep = -1;
        Diagnostics last;
        std::vector<std::vector<double>> front;  // [T, Z] at every sample (dam break)
        double timeStepSum = 0.0;          // s
        long long forceLimitedSteps = 0;   // WCSPH steps whose Δt the force condition set
        long long densityIterations = 0;   // DFSPH, summed over the steps
        long long divergenceIterations = 0;
        double deepestPenetration = 0.0;   // m: largest depth of a centre past a wall's inner face

        template <class Archive> void serialize(Archive& ar)
        {
            ar(dragging, dragTarget, divergedAt, nextSample, sampledStep, last, front, timeStepSum,
               forceLimitedSteps, densityIterations, divergenceIterations, deepestPenetration);
        }
    };

    // The tank's frame (inner floor along x, left wall at x = 0) against the world's, for the
    // current tilt: rotation about the floor's centre.
    struct TankFrame {
        Eigen::Vector2d pivot;  // m
        double cosine = 1.0, sine = 0.0;
        Eigen::Vector2d toTank(const Eigen::Vector2d& world) const
        {
            const Eigen::Vector2d r = world - pivot;
            return pivot + Eigen::Vector2d(cosine * r.x() + sine * r.y(), -sine * r.x() + cosine * r.y());
        }
        Eigen::Vector2d toWorld(const Eigen::Vector2d& tank) const
        {
            const Eigen::Vector2d r = tank - pivot;
            return pivot + Eigen::Vector2d(cosine * r.x() - sine * r.y(), sine * r.x() + cosine * r.y());
        }
    };

    SphTankModel();

    // A message when these settings cannot build a tank; empty when they can.
    static TrText validate(const SphTankSettings& settings);
    void reset(const SphTankSettings& settings, const SphTankLiveSettings& live);
    void applyLive(const SphTankLiveSettings& live);
    void step();

    // The running solver's fluid, and each solver (only the chosen one holds particles).
    const SphFluid& fluid() const
    {
        return m_settings.solver == SphSolver::Wcsph ? static_cast<const SphFluid&>(m_wcsph) : m_dfsph;
    }
    const WeaklyCompressibleSph& wcsph() const { return m_wcsph; }
    const DivergenceFreeSph& dfsph() const { return m_dfsph; }
    const SphTankSettings& settings() const { return m_settings; }
    SphSolver solver() const { return m_settings.solver; }
    SphScenario scenario() const { return m_settings.scenario; }
    const State& state() const { return m_state; }
    double time() const { return fluid().time(); }
    bool diverged() const { return m_state.divergedAt.has_value(); }

    // Geometry (m), on the particle lattice.
    double columnWidth() const { return m_columnWidth; }  // a, the water's actual width
    double waterHeight() const { return m_waterHeight; }
    double tankLength() const { return m_tankLength; }
    double wallHeight() const { return m_wallHeight; }
    double obstacleRadius() const { return m_obstacleRadius; }
    Eigen::Vector2d obstacleHome() const { return m_obstacleHome; }  // the obstacle's rest centre
    Eigen::Vector2d obstacleCentre() const { return m_obstacleHome + fluid().obstacleOffset(); }
    Eigen::Vector2d probe() const { return m_probe; }  // in the tank frame
    double soundSpeed() const { return m_soundSpeed; } // c₀ of WCSPH (m/s), also for the comparison
    TankFrame frame() const;

    // Dimensionless time T = n t √(g/a) with n² = aspect (= t √(2g/a) for n² = 2).
    double dimensionlessTime() const;
    // Surge front Z = x_front / a (dam break): the leading particle's centre + Δx/2, from the
    // left wall's inner face.
    double frontPosition() const;
    // Fluid particles that escaped: whose centre lies in a wall's boundary-particle lattice or
    // beyond, i.e. more than Δx/2 past an inner face of the tank (where the first layer of
    // boundary particles has its centres). A particle at rest against a wall has its centre Δx/2
    // inside the face; one pressed Δx/2 further sits on the wall particles' own line.
    int escapedParticles() const;
    // The largest depth (m) a particle centre reached past a wall's inner face, at any step.
    double deepestPenetration() const { return m_state.deepestPenetration; }
    // Largest |Z_SPH − Z_measured| / Z_measured (%) over the measurements with 1 ≤ T ≤ 3 that
    // the run has reached, at the measured T as published (no time shift); NaN before T = 1 or
    // outside the dam break with n² = 2. Against Martin & Moyce (1952), and against Koshizuka &
    // Oka (1996).
    double frontDeviation() const { return frontDeviation(m_measured); }
    double frontDeviationKoshizukaOka() const { return frontDeviation(m_measuredKo); }
    // Z_SPH at dimensionless time T, interpolated in the sampled front; NaN outside it.
    double frontAt(double time) const;

    // The density error the running solver answers for (%, deeper than 2h at the last sample)
    // and the particle that shows it most (an id, −1 when none). A solver whose pressure only
    // pushes — DFSPH, whose κ never falls below 0, and WCSPH with p clamped at 0 — leaves
    // a density deficit wherever the water thins (the surge's tip on the floor, a splash, water
    // running up a wall: particles missing neighbours, as at any free surface), which it
    // neither can nor should pull together; it answers for compression only:
    //   DFSPH: the mean (ρ − ρ₀)⁺/ρ₀; its tolerance η bounds the mean residual |ρ* − ρ₀|/ρ₀
    //     over the particles under pressure (DivergenceFreeSph.h), nearly all of these.
    //     Its largest local compression, 1–2 % beside the floor where the surge's pressure is
    //     highest, hardly changes from η = 0.1 % to 1 %: a Jacobi solver's local residual.
    //   WCSPH, clamped: the largest (ρ − ρ₀)⁺/ρ₀; its equation of state makes each particle's
    //     compression its own pressure over B, so the largest is what c₀ is chosen for.
    //   WCSPH with tension (no clamp): the largest |ρ − ρ₀|/ρ₀, since it pulls on deficits too.
    double judgedDensityError() const;
    // The mean density error over all fluid particles now (%): |ρ − ρ₀|/ρ₀ deeper than 2h below
    // the free surface, the compression (ρ − ρ₀)⁺/ρ₀ alone nearer to it (Diagnostics::
    // meanFluidError). DFSPH's tolerance η bounds the mean over the particles under pressure,
    // which are nearly all of these.
    double meanFluidDensityError() const;
    int judgedWorstId() const;
    bool judgesDeficit() const
    {
        return m_settings.solver == SphSolver::Wcsph && !m_settings.clampNegativePressure;
    }

    // The Courant step C·h/(c₀ + max μ) WCSPH takes (or would take) with this c₀ (s).
    double wcsphTimeStep() const;
    // DFSPH's kinematic viscosity ν (m²/s) for Monaghan's coefficient α with this tank's h and c₀.
    double dfsphViscosity(double alpha) const;
    // The CFL step λh/max|v| DFSPH takes (or would take) for the current velocities (s).
    double dfsphTimeStep() const;
    // Wall-clock seconds per simulated second as the run goes now, as a clock on the wall sees
    // it: over the last two or so wall seconds of stepping, each step counted from the end of
    // the one before (so the diagnostics, and whatever the program does between steps — the
    // window drawing a frame — count too); a step after a pause (more than 1 s since the last)
    // counts alone. NaN before the first step. Not part of the state.
    double wallPerSimulatedSecond() const;

    // The mouse drags the obstacle (stir): its wanted offset from home (m), or none.
    void dragObstacle(const Eigen::Vector2d& offset);
    void releaseObstacle();

    // The solver's State and this model's, written by the lesson's archive: `Archive` is a
    // cereal archive (StateWriter / StateReader), found by the caller's serialisers.
    template <class Archive> void save(Archive& out) const
    {
        if (m_settings.solver == SphSolver::Wcsph)
            out(m_wcsph.state());
        else
            out(m_dfsph.state());
        out(m_state);
    }
    // Reads into a model that reset() built from the same settings; returns a message (empty
    // when accepted) when the arrays do not fit this tank.
    template <class Archive> TrText load(Archive& in)
    {
        TrText problem;
        if (m_settings.solver == SphSolver::Wcsph) {
            WcsphState s;
            in(s);
            problem = checkSolverState(s);
            if (problem.empty())
                m_wcsph.setState(s);
        } else {
            DfsphState s;
            in(s);
            problem = checkSolverState(s);
            if (problem.empty())
                m_dfsph.setState(s);
        }
        if (problem.empty()) {
            in(m_state);
            // Not in the archive (it would take a new state layout, StateArchive.h, for one
            // figure derived from the state): found again from the state read. The same as the
            // saved run's at a sampled step; between samples, the figure now rather than at
            // the last sample.
            m_state.last.meanFluidError = meanFluidDensityError();
        }
        return problem;
    }
    // A message when the current state cannot be a state of this tank; empty when acceptable.
    TrText checkState() const;

    const std::vector<FrontMeasurement>& measuredFront() const { return m_measured; }
    const std::vector<FrontMeasurement>& measuredFrontKoshizukaOka() const { return m_measuredKo; }

private:
    TrText checkSolverState(const WcsphState& s) const;
    TrText checkSolverState(const DfsphState& s) const;
    TrText checkPositions(const std::vector<Eigen::Vector2d>& positions,
                               const std::vector<Eigen::Vector2d>& velocities) const;
    SphFluid& mutableFluid()
    {
        return m_settings.solver == SphSolver::Wcsph ? static_cast<SphFluid&>(m_wcsph) : m_dfsph;
    }
    double frontDeviation(const std::vector<FrontMeasurement>& measured) const;
    double depthPastWalls() const;  // m, now
    Diagnostics diagnose() const;
    void sample();
    void updateStirTarget();

    SphTankSettings m_settings;
    SphTankLiveSettings m_live;
    WeaklyCompressibleSph m_wcsph;
    DivergenceFreeSph m_dfsph;
    State m_state;
    double m_soundSpeed = 0.0;     // m/s
    double m_columnWidth = 0.5;    // a, m
    double m_waterHeight = 1.0;    // m
    double m_tankLength = 2.75;    // m
    double m_wallHeight = 1.5;     // m
    double m_obstacleRadius = 0.0; // m
    Eigen::Vector2d m_obstacleHome = Eigen::Vector2d::Zero(); // m
    Eigen::Vector2d m_probe = Eigen::Vector2d::Zero();        // m, in the tank frame
    double m_sampleInterval = 0.002; // s
    double m_recentWall = 0.0;       // s of wall time, decaying (wallPerSimulatedSecond)
    double m_recentSimulated = 0.0;  // s of simulated time over the same span
    std::optional<std::chrono::steady_clock::time_point> m_lastStepEnd;
    std::vector<FrontMeasurement> m_measured;    // Martin & Moyce
    std::vector<FrontMeasurement> m_measuredKo;  // Koshizuka & Oka
};

} // namespace pl

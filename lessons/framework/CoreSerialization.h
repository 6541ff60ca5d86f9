// SPDX-License-Identifier: GPL-3.0-or-later
// cereal serialisers for the plain state types of core/ (core itself knows nothing of cereal:
// it stays Eigen and the standard library only). Found by argument-dependent lookup, so a
// lesson's State that holds a ParticleState simply writes `ar(state)`.
#pragma once

#include "framework/StateArchive.h"

#include <particlelab/analysis/LinearFit.h>
#include <particlelab/collision/DiskGas.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/md/LennardJonesFluid.h>
#include <particlelab/particles/ParticleSystem.h>
#include <particlelab/pendulum/SimplePendulum.h>
#include <particlelab/sph/DivergenceFreeSph.h>
#include <particlelab/statistics/BlockedSeries.h>
#include <particlelab/sph/WeaklyCompressibleSph.h>

#include <algorithm>
#include <cmath>
#include <concepts>
#include <string>
#include <type_traits>
#include <utility>

namespace pl {

template <class Archive>
void serialize(Archive& ar, ParticleState& s)
{
    ar(s.x, s.v, s.t, s.acceleration);
}

// --- ParticleSystem (springs, soft-body, xpbd, bouncing) ------------------------------------
template <class Archive>
void serialize(Archive& ar, ParticleSystem::State& s)
{
    ar(s.positions, s.velocities, s.forces, s.inverseMasses, s.time);
}

// --- written as its State (ParticleSystem, DiskGas, LennardJonesFluid) -------------------------
// The parts rebuilt by the lesson's reset() (interactions, constraints, broadphase, neighbour
// lists) are not written; reading puts the State into the object reset() just built.
template <class T>
concept SavedAsState = std::same_as<T, ParticleSystem> || std::same_as<T, DiskGas> ||
                       std::same_as<T, LennardJonesFluid>;

template <class Archive, SavedAsState T>
void save(Archive& ar, const T& object)
{
    ar(object.state());
}

template <class Archive, SavedAsState T>
void load(Archive& ar, T& object)
{
    std::remove_cvref_t<decltype(object.state())> state;
    ar(state);
    object.setState(std::move(state));
}

// --- DiskGas (ideal-gas, brownian) ------------------------------------------------------------
// A gas is written as its State; its broadphase is rebuilt by the lesson's reset().
template <class Archive>
void serialize(Archive& ar, GasBox& b)
{
    ar(b.xMin, b.xMax, b.yMin, b.yMax);
}

template <class Archive>
void serialize(Archive& ar, GasCounters& c)
{
    ar(c.time, c.wallImpulse, c.perimeterTime, c.pathLength, c.pairCollisions, c.wallHits,
       c.pairsTested, c.steps);
}

template <class Archive>
void serialize(Archive& ar, CandidatePair& p)
{
    ar(p.i, p.j);
}

template <class Archive>
void serialize(Archive& ar, DiskGas::State& s)
{
    ar(s.x, s.y, s.vx, s.vy, s.radius, s.mass, s.species, s.id, s.occupiedArea, s.slotOf, s.steps,
       s.box, s.time, s.pistonVelocity, s.pistonVelocityNow, s.pistonLowest, s.pistonHighest,
       s.thermalWalls, s.wallTemperature, s.pairs, s.lastPairsTested, s.counters, s.random);
}

// A message when a gas's running totals cannot be those of a gas at time `now` (s): times and
// totals not finite, or counts below zero. Empty when acceptable.
inline TrText checkGasCounters(const GasCounters& c, double now)
{
    if (!(std::isfinite(c.time) && c.time >= 0.0 && c.time <= now + 1e-9 * std::max(1.0, now)))
        return PL_TR_NOOP("lessons",
                          "the gas's counters hold a time that is not a time of the run");
    if (!(std::isfinite(c.wallImpulse) && std::isfinite(c.perimeterTime) &&
          c.perimeterTime >= 0.0 && std::isfinite(c.pathLength) && c.pathLength >= 0.0))
        return PL_TR_NOOP("lessons", "the gas's wall impulse or path length is not finite");
    if (c.pairCollisions < 0 || c.wallHits < 0 || c.pairsTested < 0 || c.steps < 0)
        return PL_TR_NOOP("lessons", "the gas's collision counts must be ≥ 0");
    return {};
}

// A message when a gas state read from a file cannot be a state of a gas (arrays of different
// sizes, identities and slots that do not match, a zero or negative mass or radius, an empty box,
// a pair of disks it does not have) or, when `mustBeFinite`, holds a position or velocity that is
// not finite. Empty when acceptable.
inline TrText checkDiskGasState(const DiskGas::State& s, bool mustBeFinite)
{
    const std::size_t n = s.x.size();
    if (s.y.size() != n || s.vx.size() != n || s.vy.size() != n || s.radius.size() != n ||
        s.mass.size() != n || s.species.size() != n || s.id.size() != n || s.slotOf.size() != n)
        return PL_TR_NOOP("lessons", "the gas's arrays must all have one entry per disk");
    for (std::size_t slot = 0; slot < n; ++slot)
        if (s.id[slot] >= n || s.slotOf[s.id[slot]] != slot)
            return PL_TR_NOOP("lessons", "the gas's disk identities and slots do not match");
    for (std::size_t i = 0; i < n; ++i)
        if (!(s.mass[i] > 0.0 && std::isfinite(s.mass[i]) && s.radius[i] > 0.0 &&
              std::isfinite(s.radius[i])))
            return PL_TR_NOOP("lessons", "a disk has a zero, negative or infinite mass or radius");
    const GasBox& b = s.box;
    if (!(std::isfinite(b.xMin) && std::isfinite(b.xMax) && std::isfinite(b.yMin) &&
          std::isfinite(b.yMax) && b.xMax > b.xMin && b.yMax > b.yMin))
        return PL_TR_NOOP("lessons", "the gas's box must have a finite, positive size");
    if (!std::isfinite(s.time) || s.time < 0.0 || s.steps < 0 || s.lastPairsTested < 0)
        return PL_TR_NOOP("lessons", "the gas's time and step count must be finite numbers ≥ 0");
    for (const CandidatePair& p : s.pairs)
        if (p.i >= n || p.j >= n)
            return PL_TR_NOOP("lessons", "a candidate pair names a disk the gas does not have");
    if (!(std::isfinite(s.occupiedArea) && s.occupiedArea >= 0.0))
        return PL_TR_NOOP("lessons", "the area the gas's disks cover is not a finite number ≥ 0");
    if (!(std::isfinite(s.pistonVelocity) && std::isfinite(s.pistonVelocityNow) &&
          std::isfinite(s.pistonLowest) && std::isfinite(s.pistonHighest) &&
          s.pistonLowest <= s.pistonHighest))
        return PL_TR_NOOP("lessons", "the gas's piston has a speed or travel that is not finite");
    if (!(std::isfinite(s.wallTemperature) && s.wallTemperature >= 0.0))
        return PL_TR_NOOP("lessons", "the gas's wall temperature is not a finite number ≥ 0");
    if (TrText problem = checkGasCounters(s.counters, s.time); !problem.empty())
        return problem;
    if (mustBeFinite) {
        // Inside the box, give or take its own size (the piston moves the walls), with a
        // finite kinetic energy: else the temperature and pressure on show are not finite.
        const double w = b.xMax - b.xMin, h = b.yMax - b.yMin;
        double kinetic = 0.0;  // J
        for (std::size_t i = 0; i < n; ++i) {
            if (!(std::abs(s.x[i] - 0.5 * (b.xMin + b.xMax)) <= w &&
                  std::abs(s.y[i] - 0.5 * (b.yMin + b.yMax)) <= h))
                return PL_TR_NOOP("lessons", "a disk lies outside the gas's box or is not finite");
            kinetic += 0.5 * s.mass[i] * (s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i]);
        }
        if (!std::isfinite(kinetic))
            return PL_TR_NOOP("lessons",
                              "a disk's velocity is not finite or the gas's energy overflows");
    }
    return {};
}

// --- LinearFit (brownian's MSD fit, the double pendulum's Lyapunov fit) -----------------------
template <class Archive>
void serialize(Archive& ar, LinearFit& f)
{
    ar(f.slope, f.intercept, f.rSquared, f.points);
}

// True when `f` can be a fit that fitLine() returned: a finite line through at least two
// points, with R² in [0, 1].
inline bool isPossibleFit(const LinearFit& f)
{
    return std::isfinite(f.slope) && std::isfinite(f.intercept) && f.rSquared >= 0.0 &&
           f.rSquared <= 1.0 + 1e-9 && f.points >= 2;
}

// --- LennardJonesFluid (lennard-jones) --------------------------------------------------------
// A fluid is written as its State (with its settings: the live ones change during a run).
template <class Archive>
void serialize(Archive& ar, LennardJonesSettings& s)
{
    ar(s.epsilon, s.sigma, s.cutoff, s.shifted, s.mass, s.thermostatTime, s.targetTemperature,
       s.skin, s.rdfBins, s.rdfInterval);
}

template <class Archive>
void serialize(Archive& ar, LennardJonesState& s)
{
    ar(s.settings, s.random, s.side, s.x, s.y, s.vx, s.vy, s.fx, s.fy, s.atomEnergy, s.potential,
       s.cellsPerSide, s.neighbourStart, s.neighbours, s.xAtBuild, s.yAtBuild, s.rebuilds, s.time,
       s.steps, s.rdfCounts, s.rdfSamples, s.id, s.virial);
}

// A message when a fluid state read from a file cannot be one (arrays of different sizes, a
// neighbour list naming atoms it does not have, a zero or negative mass, σ, ε or box, g(r) bins
// that do not match the settings) or, when `mustBeFinite`, holds a position, velocity or force
// that is not finite. Empty when acceptable.
inline TrText checkLennardJonesState(const LennardJonesState& s, bool mustBeFinite)
{
    const LennardJonesSettings& c = s.settings;
    const auto positive = [](double v) { return std::isfinite(v) && v > 0.0; };
    if (!(positive(c.mass) && positive(c.sigma) && positive(c.epsilon) && positive(c.cutoff) &&
          std::isfinite(c.skin) && c.skin >= 0.0 && std::isfinite(c.thermostatTime) &&
          c.thermostatTime >= 0.0 && std::isfinite(c.targetTemperature) &&
          c.targetTemperature >= 0.0 && c.rdfBins > 0 && c.rdfInterval >= 0))
        return PL_TR_NOOP(
            "lessons", "the fluid's settings (mass, σ, ε, cut-off, thermostat) are not acceptable");
    const std::size_t n = s.x.size();
    if (s.y.size() != n || s.vx.size() != n || s.vy.size() != n || s.fx.size() != n ||
        s.fy.size() != n || s.atomEnergy.size() != n || s.id.size() != n)
        return PL_TR_NOOP("lessons", "the fluid's arrays must all have one entry per atom");
    if (!(s.neighbourStart.empty() ||
          (s.neighbourStart.size() == n + 1 && s.neighbourStart.back() == s.neighbours.size() &&
           s.xAtBuild.size() == n && s.yAtBuild.size() == n &&
           std::is_sorted(s.neighbourStart.begin(), s.neighbourStart.end()))))
        return PL_TR_NOOP("lessons", "the fluid's neighbour list is damaged");
    for (const std::uint32_t j : s.neighbours)
        if (j >= n)
            return PL_TR_NOOP("lessons",
                              "the fluid's neighbour list names an atom it does not have");
    if (s.rdfCounts.size() != static_cast<std::size_t>(c.rdfBins) || s.rdfSamples < 0)
        return PL_TR_NOOP("lessons", "the fluid's g(r) counts do not match its bins");
    if (!positive(s.side) || !std::isfinite(s.time) || s.time < 0.0 || s.steps < 0 ||
        s.rebuilds < 0 || s.cellsPerSide < 0)
        return PL_TR_NOOP("lessons",
                          "the fluid's box, time and step count must be finite numbers ≥ 0");
    if (mustBeFinite) {
        for (const std::vector<double>* u : {&s.vx, &s.vy, &s.fx, &s.fy, &s.atomEnergy,
                                              &s.xAtBuild, &s.yAtBuild})
            for (const double value : *u)
                if (!std::isfinite(value))
                    return PL_TR_NOOP("lessons",
                                      "an atom's velocity, force or energy is not finite");
        // Positions are wrapped into the periodic box [0, side)² every step.
        for (const std::vector<double>* u : {&s.x, &s.y})
            for (const double value : *u)
                if (!(value >= 0.0 && value <= s.side))
                    return PL_TR_NOOP("lessons",
                                      "an atom lies outside the periodic box or is not finite");
        double kinetic = 0.0;  // J: its sum must not overflow, or the temperature on show does
        for (std::size_t i = 0; i < n; ++i)
            kinetic += 0.5 * c.mass * (s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i]);
        if (!std::isfinite(kinetic) || !std::isfinite(s.potential) || !std::isfinite(s.virial))
            return PL_TR_NOOP(
                "lessons", "the fluid's kinetic energy, potential energy or virial is not finite");
    }
    return {};
}

// --- integrators: a step run stage by stage (the integrators lesson's step-through) ---

template <class Archive>
void serialize(Archive& ar, StageRecord& r)
{
    ar(r.name, r.formula, r.evaluatedX, r.evaluatedV, r.evaluatedT, r.slopeX, r.slopeV,
       r.predictedX, r.predictedV, r.forceEvaluations);
}

template <class Archive>
void serialize(Archive& ar, StagedStep::State& s)
{
    ar(s.method, s.start, s.dt, s.recordStages, s.done, s.forceEvaluations, s.records, s.a0,
       s.xTilde, s.vTilde, s.aTilde, s.k1x, s.k1v, s.k2x, s.k2v, s.k3x, s.k3v, s.result);
}

// --- pendulum: the period meter's last sample and its last two crossings each way ---

template <class Archive>
void serialize(Archive& ar, ZeroCrossingPeriodMeter& meter)
{
    ar(meter.m_hasSample, meter.m_t, meter.m_angle, meter.m_angularVelocity);
    for (auto* crossings : {&meter.m_upward, &meter.m_downward})
        ar(crossings->count, crossings->last, crossings->previous);
}

// --- statistics ---------------------------------------------------------------------------
// The capacity is the series' own (set where it is built), not read: a file cannot enlarge it.
template <class Archive>
void serialize(Archive& ar, BlockedSeries& series)
{
    ar(series.m_blocks, series.m_level, series.m_carry, series.m_count);
}

// --- sph: what a weakly compressible SPH step reads from the previous step ---

template <class Archive>
void serialize(Archive& ar, WcsphState& s)
{
    ar(s.positions, s.velocities, s.accelerations, s.xsphVelocities, s.densities, s.pressures,
       s.maxMu, s.ids, s.boundaryRest, s.boundaryPositions, s.boundaryVelocities,
       s.boundaryBodies, s.tankAngle, s.tankTarget, s.tankRate, s.obstacleOffset,
       s.obstacleTarget, s.obstacleSpeed, s.boundaryMoved, s.time, s.lastTimeStep, s.lastLimit,
       s.steps);
}

template <class Archive>
void serialize(Archive& ar, DfsphState& s)
{
    ar(s.positions, s.velocities, s.ids, s.densityKappa, s.divergenceKappa, s.time,
       s.lastTimeStep, s.steps, s.densityIterations, s.divergenceIterations, s.densityError,
       s.divergenceError, s.tankAngle, s.tankTarget, s.tankRate, s.obstacleOffset,
       s.obstacleTarget, s.obstacleSpeed, s.tankAngularVelocity, s.obstacleVelocity);
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `ideal-gas`: a gas of hard elastic disks in a box (core/collision/DiskGas.h),
// from which kinetic theory emerges:
//   * the speeds relax to the 2D Maxwell–Boltzmann distribution f(v) = (mv/kT) e^{−mv²/2kT},
//     whatever they started at (measured with the Kolmogorov–Smirnov distance);
//   * the momentum given to the walls per unit time and length is the pressure, close to N kT/A
//     and closer still to the hard-disk equation of state of Henderson (Mol. Phys. 30, 971
//     (1975)), Z = PA/NkT = (1 + η²/8)/(1 − η)², which corrects for the area the disks exclude;
//   * the mean free path is about 1/(2√2 n d) (Reif, "Fundamentals of Statistical and Thermal
//     Physics", §12.2, in 2D).
// Controls while running: the right wall is a piston (compression heats the gas), thermal walls
// re-emit at a set temperature, disks can be added near a point.
//
// Two dynamics from the same initial state: time-stepped (DiskGas: each step drifts every disk
// by Δt and repairs the overlaps it finds) or event-driven (EventDrivenGas: the gas jumps from
// one contact to the next, exactly; Δt is then only the interval at which it is sampled). In the
// event-driven run the shown gas (State::gas) is a copy of the exact one's disks at each sample,
// so the charts, the histogram and the view read one gas whichever ran.
//
// What evolves is in State (the gas, the step chosen from its temperature, the averages and the
// blocks of 100 steps, the trail of disk 0) and, for the event-driven run, in ExactRun; the
// controls are set from the settings.
#pragma once

#include "framework/CoreSerialization.h"
#include "ideal_gas/ExactGas.h"

#include <particlelab/collision/DiskGas.h>
#include <particlelab/collision/EventDrivenGas.h>

#include <Eigen/Core>

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <utility>

namespace pl {

enum class GasDynamics {
    TimeStepped,  // DiskGas, a fixed Δt
    EventDriven,  // EventDrivenGas, exact; Δt only the sampling interval
};

struct IdealGasSettings {
    int count = 1000;           // disks of the first species
    double radius = 0.5;        // m, first species
    double mass = 1.0;          // kg, first species
    int count2 = 0;             // disks of the second species
    double radius2 = 1.0;       // m
    double mass2 = 4.0;         // kg
    double kT = 1.0;            // J, the initial temperature
    double boxWidth = 80.0;     // m, the piston's outermost position
    double boxHeight = 50.0;    // m
    BroadphaseKind broadphase = BroadphaseKind::UniformGrid;
    std::uint64_t seed = 1;
    InitialSpeeds initialSpeeds = InitialSpeeds::Equal;
    GasDynamics dynamics = GasDynamics::TimeStepped;
    // Δt is this times the one chosen from the temperature (the comparison study and the
    // benchmark vary it; the lesson's runs keep 1).
    double timeStepScale = 1.0;
    // The controls (live).
    double pistonSpeed = 0.0;      // m/s, negative compresses
    bool thermalWalls = false;
    double wallTemperature = 1.0;  // J
};

class IdealGasModel {
public:
    struct Block {  // averages over one chart block of steps
        double time = 0.0;          // s
        double pressure = 0.0;      // N/m
        double meanFreePath = 0.0;  // m (0 when no collision happened in the block)

        template <class Archive> void serialize(Archive& ar) { ar(time, pressure, meanFreePath); }
    };
    static constexpr int blockSteps = 100;

    struct State {
        DiskGas gas;                         // with the disks added since the start
        double dt = 0.01;                    // s, chosen from the temperature
        long long steps = 0;
        std::optional<double> divergedAt;    // s
        // Time integrals since restartAverages(), for averages that match the pressure's window.
        double idealIntegral = 0.0;          // N/m·s
        double hendersonIntegral = 0.0;      // N/m·s
        double averagingTime = 0.0;          // s
        // Chart blocks.
        GasCounters blockStart;
        std::optional<Block> lastBlock;
        bool blockJustEnded = false;
        std::deque<Eigen::Vector2d> trail;  // m, recent centres of disk 0

        template <class Archive> void serialize(Archive& ar)
        {
            ar(gas, dt, steps, divergedAt, idealIntegral, hendersonIntegral, averagingTime,
               blockStart, lastBlock, blockJustEnded, trail);
        }
    };

    // The event-driven run: the exact gas, the overlaps the samples found in it (never one, if it
    // is exact) and the samples taken.
    struct ExactRun {
        EventDrivenGas gas = EventDrivenGas(1);
        long long overlapsFound = 0;   // since the averages restarted
        long long samples = 0;         // since the averages restarted

        template <class Archive> void serialize(Archive& ar) { ar(gas, overlapsFound, samples); }
    };

    void reset(const IdealGasSettings& settings);
    void setBroadphase(BroadphaseKind kind);
    // Piston speed (m/s), thermal walls and their temperature (J). A change of them starts the
    // pressure average afresh (the old one would mix states).
    void setControls(double pistonSpeed, bool thermalWalls, double wallTemperature);
    // The live settings (broadphase and the controls above) while running.
    void applyLive(const IdealGasSettings& settings);
    void step();
    // Adds `count` disks of the first species at the gas's temperature around `world` (m);
    // false when `world` is outside the box.
    bool addDisksNear(const Eigen::Vector2d& world, int count);
    // After a load: the KS cache belongs to the state it was computed from.
    void stateLoaded();
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const IdealGasSettings& settings() const { return m_settings; }
    const State& state() const { return m_state; }
    State& state() { return m_state; }
    bool eventDriven() const { return m_settings.dynamics == GasDynamics::EventDriven; }
    // The exact gas (meaningful in the event-driven run only).
    const ExactRun& exact() const { return m_exact; }
    ExactRun& exact() { return m_exact; }
    const DiskGas& gas() const { return m_state.gas; }
    double time() const { return m_state.gas.time(); }  // s

    double speedScale() const;  // m/s: √(2kT/m) of the first species at its current temperature
    double firstSpeciesTemperature() const;  // J
    // Kolmogorov–Smirnov distance of the first species' speeds from Maxwell–Boltzmann at their
    // own measured temperature, and the 1 % critical value for that sample.
    double ksStatistic() const;
    double ksCritical() const;
    // Time averages since the last reset or change of controls (N/m).
    double pressureMeasured() const { return m_state.gas.counters().pressure(); }
    double pressureIdeal() const;
    double pressureHenderson() const;
    double meanFreePathEstimate() const;  // m, 1/(2√2 n d) with the mean diameter
    // Kinetic energy at the start (J) and its relative change since: zero but for round-off in
    // a closed box (specular walls, piston at rest, no disks added).
    double initialEnergy() const { return m_initialEnergy; }
    double energyDrift() const;
    // Overlaps found and repaired per simulated second since the averages restarted: in the
    // stepped gas every pair collision is found as an overlap after a drift and undone; the
    // exact gas predicts contacts instead, and its samples count the overlapping pairs they find.
    double overlapsRepairedPerSecond() const;
    // Pairs of disks overlapping now.
    long long overlappingPairsNow() const;
    // Kinetic theory's pair collisions per second in the gas, N √π n d χ √(kT/m) (Enskog's
    // mean free time, Chapman & Cowling ch. 16, in 2D); one species only (0 for a mixture).
    double enskogCollisionRate() const;
    // Pair collisions since the averages restarted.
    long long collisions() const { return m_state.gas.counters().pairCollisions; }
    // The Δt (s) a gas of these settings steps with at temperature kT (J) and piston speed (m/s):
    // a tenth of the smallest radius per the lightest species' RMS speed (or the piston's, when
    // faster); `mixture` when disks of the second species are there.
    static double timeStepFor(const IdealGasSettings& settings, double kT, double pistonSpeed,
                              bool mixture);

private:
    void chooseTimeStep();
    // The Δt (s) chooseTimeStep() picks at temperature kT (J) and piston speed (m/s).
    double timeStepAt(double kT, double pistonSpeed) const;
    void restartAverages();
    void applyControlsToGas();
    double computeKsStatistic() const;
    void startExactRun();
    void stepExact();
    // Writes the exact gas's disks and counters into the shown gas.
    void mirrorExact();
    void applyWallsToExact();

    IdealGasSettings m_settings;
    State m_state;
    ExactRun m_exact;
    double m_initialEnergy = 0.0;  // J, of the initial state (a reset rebuilds it before a load)
    // (step count, (disk count, D)) of the last KS distance computed: a cache, not state.
    mutable std::optional<std::pair<long long, std::pair<std::size_t, double>>> m_ksCache;
};

} // namespace pl

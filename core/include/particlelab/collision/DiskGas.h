// SPDX-License-Identifier: GPL-3.0-or-later
// A gas of hard, smooth disks in a rectangular box, advanced with a fixed time step.
//
// One step Δt, in stages:
//   1. piston      the right wall moves at its set velocity (within its limits);
//   2. drift       x ← x + v Δt for every disk (free flight between collisions);
//   3. broadphase  candidate pairs whose bounding boxes overlap (brute force, sweep and prune or
//                  a uniform grid, see Broadphase.h);
//   4. pairs       every candidate pair that overlaps and approaches is moved back along its
//                  straight paths to the instant of contact (the root of |Δx − τ Δv| = r₁ + r₂),
//                  given the elastic impulse of DiskCollision.h there, and moved forward again
//                  by the same τ with the new velocities: an event-driven collision in miniature,
//                  so the impulse acts at the true contact normal. Positions only move by
//                  m-weighted amounts that keep the centre of mass, so momentum and kinetic
//                  energy are exactly those of the impulse. Pairs still overlapping (they were
//                  already overlapping at the start of the step, or have just been added) are
//                  pushed apart without touching their velocities;
//   5. walls       a disk past a wall is mirrored back and its velocity reflected,
//                  u = v − 2⟨v, n̂⟩n̂; against the moving piston the reflection is taken in the
//                  piston's frame, u_x = 2U − v_x, so a compressing piston heats the gas.
//                  Thermal walls instead re-emit the disk with a velocity drawn from the wall
//                  temperature's flux distribution: normal speed with density
//                  (m v/kT) exp(−m v²/2kT), tangential velocity Gaussian with variance kT/m.
//                  Every impulse a wall gives is summed: pressure = impulse / (time × length).
//
// References: Allen & Tildesley, "Computer Simulation of Liquids" (2nd ed., 2017), §3.7 (hard
// disks, contact time from the quadratic) and §2.4 (pressure as momentum flux through a wall);
// Tehver, Toigo, Koplik & Banavar, Phys. Rev. E 57, R17 (1998) (thermal walls).
//
// Hot data (positions, velocities, radii, masses) are contiguous arrays; bookkeeping (counters,
// the broadphase's scratch) sits apart. Large gases (≥ 4096 disks) are re-sorted in space every
// 32 steps (rows of cells of a few diameters), so that disks near each other sit near each other
// in memory and the broadphase and the pair stage read memory almost in sequence; a disk keeps
// its identity `id` (the order of addition) while its slot in the arrays changes. The random engine lives in the model: the same seed and
// the same calls give the same run, bit for bit. Everything a step reads or changes is one plain
// value, DiskGas::State, that a lesson can save and put back; the copy is the default one.
#pragma once

#include <particlelab/collision/Broadphase.h>
#include <particlelab/util/ClonePtr.h>

#include <cstdint>
#include <memory>
#include <random>
#include <span>
#include <vector>

namespace pl {

struct GasBox {
    double xMin = 0.0;  // m
    double xMax = 1.0;  // m (the piston)
    double yMin = 0.0;  // m
    double yMax = 1.0;  // m

    double width() const { return xMax - xMin; }
    double height() const { return yMax - yMin; }
    double area() const { return width() * height(); }            // m²
    double perimeter() const { return 2.0 * (width() + height()); } // m
};

// Sums since the last resetCounters(): what the walls and the pairs did.
struct GasCounters {
    double time = 0.0;             // s
    double wallImpulse = 0.0;      // N·s, all walls
    double perimeterTime = 0.0;    // m·s, ∫ perimeter dt (the piston changes the perimeter)
    double pathLength = 0.0;       // m, summed over all disks
    long long pairCollisions = 0;  // elastic disk–disk impulses
    long long wallHits = 0;
    long long pairsTested = 0;     // broadphase box tests
    long long steps = 0;

    double pressure() const { return perimeterTime > 0.0 ? wallImpulse / perimeterTime : 0.0; }
    // Mean distance between collisions of one disk: each collision ends a free path of two disks.
    double meanFreePath() const
    {
        return pairCollisions > 0 ? pathLength / (2.0 * static_cast<double>(pairCollisions))
                                  : 0.0;
    }
};

struct DiskSpecies {
    int count = 0;
    double radius = 0.01;  // m
    double mass = 1.0;     // kg
};

enum class InitialSpeeds {
    Equal,    // every disk with speed √(2kT/m), random direction: collisions must make the MB shape
    Maxwell,  // velocity components Gaussian with variance kT/m
};

class DiskGas {
public:
    explicit DiskGas(std::uint64_t seed = 1,
                     BroadphaseKind broadphase = BroadphaseKind::UniformGrid);

    // Everything a step reads from the previous one or changes: the disks, the clock, the
    // counters, the random engine, the piston and walls the caller set, and the last candidate
    // pairs (shown by the lessons). The broadphase's scratch is not in it.
    struct State {
        // Hot data: one entry per disk slot.
        std::vector<double> x, y;    // m
        std::vector<double> vx, vy;  // m/s
        std::vector<double> radius;  // m
        std::vector<double> mass;    // kg
        std::vector<std::uint8_t> species;
        std::vector<std::uint32_t> id;      // identity of the disk in each slot
        // Bookkeeping.
        double occupiedArea = 0.0;          // m², Σ πr²
        std::vector<std::uint32_t> slotOf;  // slot of each identity
        long long steps = 0;
        GasBox box;
        double time = 0.0;               // s
        double pistonVelocity = 0.0;     // m/s
        double pistonVelocityNow = 0.0;  // m/s, this step (0 once at a limit)
        double pistonLowest = 0.0;       // m
        double pistonHighest = 1.0;      // m
        bool thermalWalls = false;
        double wallTemperature = 1.0;    // J (kT)
        std::vector<CandidatePair> pairs;  // of the last step
        long long lastPairsTested = 0;
        GasCounters counters;
        std::mt19937_64 random;
    };
    const State& state() const { return m_state; }
    // Expects a State of this gas (the caller checks sizes and values).
    void setState(State state) { m_state = std::move(state); }

    // --- set-up -------------------------------------------------------------------------------
    void setBox(const GasBox& box);
    const GasBox& box() const { return m_state.box; }
    void setBroadphase(BroadphaseKind kind);
    BroadphaseKind broadphase() const { return m_broadphase->kind(); }

    // Adds one disk; returns its id (its place in the order of addition; see slotOf).
    std::size_t addDisk(double x, double y, double vx, double vy, double radius, double mass,
                        int species = 0);
    // Places the species on a jittered square lattice filling the box, sites shuffled, speeds as
    // asked at temperature kT (J). Returns false (adding nothing) when the lattice spacing would
    // be smaller than the largest diameter (too dense to place this way).
    bool populate(const std::vector<DiskSpecies>& species, double kT, InitialSpeeds speeds);
    // The smaller spacing (m) of the lattice populate() uses for `total` disks in `box`: the
    // disks fit when it exceeds the largest diameter.
    static double latticeSpacing(int total, const GasBox& box);
    // Adds `count` disks near `centre` (m) at random free spots within `spread` (m), speeds drawn
    // from the Maxwell distribution at kT (J). Returns how many were placed.
    int addNear(double cx, double cy, double spread, int count, double radius, double mass,
                int species, double kT);

    // --- controls -----------------------------------------------------------------------------
    // The right wall moves at `velocity` (m/s, negative compresses) while it stays within
    // [xLowest, xHighest] (m).
    void setPiston(double velocity, double xLowest, double xHighest);
    // Thermal walls at temperature kT (J), or specular walls when off.
    void setThermalWalls(bool on, double kT);

    // --- time stepping ------------------------------------------------------------------------
    void step(double dt);
    double time() const { return m_state.time; }  // s

    // --- state (read-only, indexed by disk) ---------------------------------------------------
    std::size_t size() const { return m_state.x.size(); }
    std::span<const double> x() const { return m_state.x; }
    std::span<const double> y() const { return m_state.y; }
    std::span<const double> vx() const { return m_state.vx; }
    std::span<const double> vy() const { return m_state.vy; }
    std::span<const double> radius() const { return m_state.radius; }
    std::span<const double> mass() const { return m_state.mass; }
    std::span<const std::uint8_t> species() const { return m_state.species; }
    std::span<const std::uint32_t> ids() const { return m_state.id; }
    // The current slot of the disk with identity `id` (the arrays above are indexed by slot).
    std::size_t slotOf(std::size_t id) const { return m_state.slotOf[id]; }

    double kineticEnergy() const;  // J
    // kT (J) from equipartition in 2D: ⟨½mv²⟩ = kT per disk.
    double temperature() const;
    double momentumX() const;      // kg·m/s
    double momentumY() const;      // kg·m/s
    double occupiedArea() const;   // m², Σ πr²
    double largestRadius() const;  // m
    bool isFinite() const;         // every position and velocity is a finite number

    const std::vector<CandidatePair>& candidatePairs() const { return m_state.pairs; }
    long long lastPairsTested() const { return m_state.lastPairsTested; }
    const GasCounters& counters() const { return m_state.counters; }
    void resetCounters() { m_state.counters = GasCounters{}; }

    std::mt19937_64& random() { return m_state.random; }

private:
    void sortInSpace();
    void movePiston(double dt);
    void drift(double dt);
    void resolvePairs(double dt);
    void resolveWalls();
    void emitFromThermalWall(std::size_t i, double nx, double ny);

    State m_state;
    ClonePtr<Broadphase> m_broadphase;
    std::vector<std::uint32_t> m_newSlot;  // scratch of sortInSpace
};

} // namespace pl

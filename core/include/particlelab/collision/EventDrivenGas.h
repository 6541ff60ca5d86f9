// SPDX-License-Identifier: GPL-3.0-or-later
// A gas of hard disks simulated exactly: event-driven molecular dynamics.
//
// Between collisions every disk flies in a straight line, so nothing needs a time step. The
// simulation jumps from one event to the next, in time order:
//   pair   two disks touch: |Δx + τ Δv| = r₁ + r₂, the smaller root of a quadratic in τ
//          (Allen & Tildesley, "Computer Simulation of Liquids", 2nd ed. 2017, §3.7.1);
//   wall   a disk touches a wall of the box (its centre at r from the wall);
//   cell   a disk's centre leaves its cell of the cell list (the cells are at least one largest
//          diameter wide, so a disk can only touch disks of its own and the 8 neighbouring
//          cells, and a new neighbour comes in only through such a crossing).
// Future events wait in a priority queue (a 4-ary heap ordered by time); each disk keeps only
// its earliest contact there, besides its wall and cell events. An event goes stale when one of
// its disks collides first; instead of searching the heap for it, each disk counts its
// collisions and an event remembers the counts it was predicted with: a popped event whose
// counts no longer match is thrown away, and a disk whose partner collided elsewhere looks for
// its next contact again (lazy invalidation; Rapaport, "The Art of Molecular Dynamics
// Simulation", 2nd ed. 2004, ch. 14). Positions are advanced lazily: each disk
// keeps the time at which its position was last written, and only the disks of an event move.
//
// Exact and repeatable: an event's time is a function of the stored states of its disks alone
// (position, velocity and own time), never of when it was predicted, and events of equal time
// are ordered by their disks. The queue is therefore a cache: it can be thrown away and
// rebuilt from the state (after opening a saved state, or when stale events pile up) and the
// run goes on with the same events in the same order, bit for bit.
//
// Measured, not estimated: the pressure from the collision virial (exact for hard disks,
// P A = N kT + (1/2t) Σ r₁₂·J over the collisions of a time t) and from the impulse the walls
// took; the mean free path and mean free time from the path flown and the collisions counted.
//
// Walls are specular, or thermal (a disk that hits one leaves with a velocity drawn from the
// flux distribution of the wall's temperature), or absent in a periodic box. Restitution
// e = 1 is exact; e < 1 is allowed with the TC model of Luding & McNamara (Granular Matter 1,
// 113 (1998)): a disk that collided less than t_c ago collides elastically, which stops the
// inelastic collapse (infinitely many collisions in a finite time).
#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace pl {

struct EventDrivenBox {
    double width = 1.0;   // m, x from 0 to width
    double height = 1.0;  // m, y from 0 to height
    enum class Walls { Specular, Thermal, Periodic };
    Walls walls = Walls::Specular;
    double wallTemperature = 1.0;  // J (kT), for thermal walls
};

// Sums since the last resetCounters().
struct EventCounters {
    double time = 0.0;              // s
    long long pairCollisions = 0;
    long long wallHits = 0;
    long long cellCrossings = 0;
    long long staleEvents = 0;      // popped and thrown away
    double virial = 0.0;            // J·s: Σ r₁₂·J over pair collisions (m · N·s)
    double wallImpulse = 0.0;       // N·s, all walls
    double pathLength = 0.0;        // m, flown by all disks
};

class EventDrivenGas {
public:
    explicit EventDrivenGas(std::uint64_t seed = 1);

    // Everything that evolves; the event queue and the cell list's links are rebuilt from it.
    struct State {
        std::vector<double> x, y;           // m, at each disk's own time
        std::vector<double> vx, vy;         // m/s
        std::vector<double> t;              // s, the time of each disk's stored position
        std::vector<double> lastCollision;  // s, time of each disk's last pair collision
        std::vector<double> radius;         // m
        std::vector<double> mass;           // kg
        std::vector<std::int32_t> cell;     // index of each disk's cell
        EventDrivenBox box;
        double time = 0.0;                  // s, the time the gas has been advanced to
        double restitution = 1.0;
        double tcDuration = 0.0;            // s, TC model's t_c (0: off)
        EventCounters counters;
        std::mt19937_64 random;             // draws of thermal walls
    };
    const State& state() const { return m_state; }
    // Replaces the state (after a reset of the same box) and rebuilds the queue from it.
    void setState(State state);

    // --- set-up -------------------------------------------------------------------------------
    void reset(const EventDrivenBox& box, double restitution = 1.0, double tcDuration = 0.0);
    // Adds a disk; returns false (and adds nothing) when it would overlap another or a wall.
    bool addDisk(double x, double y, double vx, double vy, double radius, double mass);
    // Fills the box with `count` disks of one radius on a triangular lattice with random
    // velocities of temperature kT (zero total momentum); false when they do not fit.
    bool fillLattice(int count, double radius, double mass, double kT);

    // --- running ------------------------------------------------------------------------------
    // Processes every event up to time `until` and leaves the gas there (positions still lazy).
    void advanceTo(double until);
    // Processes `count` pair collisions (for tests and benchmarks).
    void advanceCollisions(long long count);
    double time() const { return m_state.time; }

    // --- reading ------------------------------------------------------------------------------
    std::size_t size() const { return m_state.x.size(); }
    // Position of disk i at the gas's time (m).
    double xNow(std::size_t i) const;
    double yNow(std::size_t i) const;
    double kineticEnergy() const;               // J
    double temperature() const;                 // J (kT = E_kin / N in 2D)
    double areaFraction() const;
    const EventCounters& counters() const { return m_state.counters; }
    void resetCounters();
    // Compressibility factor Z = P A / (N kT) from the collision virial over the counted time.
    double virialCompressibility() const;
    // Pressure on the walls (N/m) from their impulse over the counted time.
    double wallPressure() const;
    double meanFreePath() const;                // m
    double meanFreeTime() const;                // s
    // Events in the queue (valid and stale); for tests and the benchmark.
    std::size_t queuedEvents() const { return m_queue.size(); }

    // The next event, for tests against brute force: kind, disks and time. Pops stale events.
    enum class EventKind : std::uint8_t { Pair, Wall, Cell };
    struct NextEvent {
        EventKind kind;
        int i, j;
        double time;
    };
    NextEvent peekNextEvent();
    // Processes the next valid event and returns it.
    NextEvent processNextEvent();
    // Earliest pair or wall event of all, by brute force over every pair (O(N²)): what the
    // event queue must agree with.
    NextEvent bruteForceNextContact() const;

private:
    struct Event {
        double time;
        std::int32_t i, j;        // j: the other disk, or the wall/side (see kinds)
        std::uint32_t countI, countJ;
        EventKind kind;
    };
    struct Later {
        bool operator()(const Event& a, const Event& b) const;
    };

    // Time at which disks i and j touch (infinity when never): a function of their stored states.
    double pairTime(int i, int j) const;
    // Earliest wall contact of disk i: time and wall (0 left, 1 right, 2 bottom, 3 top).
    std::pair<double, int> wallTime(int i) const;
    // Earliest exit of disk i from its cell: time and side (0 −x, 1 +x, 2 −y, 3 +y).
    std::pair<double, int> cellTime(int i) const;

    void buildCells();
    void linkIntoCell(int i, int cell);
    void unlinkFromCell(int i);
    int cellOf(double x, double y) const;
    // The cell at column cx, row cy, wrapped in a periodic box; −1 outside a walled one.
    int neighbourCell(int cx, int cy) const;
    void predictAll(int i);                  // wall, cell and earliest contact
    // Pushes the earliest contact of disk i with a disk of the 9 cells around it.
    void predictPairs(int i);
    void earliestPairInCell(int i, int cell, Event& best) const;
    // A popped event that went stale; see the .cpp for when a disk must look again.
    void dropStale(const Event& e);
    void push(const Event& e);
    Event popEarliest();
    void rebuildQueue();
    // Queue length past which stale events are cleared out by a rebuild.
    std::size_t queueLimit() const { return stalePerDisk * size() + 1024; }
    static constexpr std::size_t stalePerDisk = 8;
    bool valid(const Event& e) const;
    void moveTo(int i, double time);          // writes the lazy position at `time`
    void processPair(int i, int j, double time);
    void processWall(int i, int wall, double time);
    void processCell(int i, int side, double time);
    void processNext();

    State m_state;
    std::vector<std::uint32_t> m_count;       // collisions (and wall hits) per disk
    int m_cellsX = 1, m_cellsY = 1;
    double m_cellW = 1.0, m_cellH = 1.0;
    std::vector<std::int32_t> m_head;         // first disk of each cell, −1 for none
    std::vector<std::int32_t> m_next, m_prev; // links of the cells' lists
    std::vector<Event> m_queue;               // a 4-ary heap under Later, earliest first
};

} // namespace pl

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
// Each disk keeps its own next events, one of each kind: its earliest contact (the time, the
// partner and the partner's collision count then), its wall and its cell crossing. The queue
// holds one entry per disk, the earliest of the three, in a tournament tree (a complete binary
// tree over the disks whose every node holds the earlier of its two children): the next event
// is at the root, and a disk's new events climb one path of log₂ N nodes, stopping where
// nothing changes (Rapaport, "The Art of Molecular Dynamics Simulation", 2nd ed. 2004, ch. 14,
// and DynamO, Bannerman et al., J. Comput. Chem. 32, 3329 (2011), keep one event per particle
// the same way). Nothing grows, nothing is thrown away unread. A contact goes stale when the
// partner collided first: each disk counts its collisions, and a contact whose partner's count
// no longer matches is found on reaching the root, where the disk looks for its next contact
// again (lazy invalidation). Positions are advanced lazily: each disk keeps the time at which
// its position was last written, and only the disks of an event move.
//
// Exact and repeatable: an event's time is a function of the stored states of its disks alone
// (position, velocity and own time), never of when it was predicted, and events of equal time
// are ordered by their disks. The queue is therefore a cache: it can be thrown away and
// rebuilt from the state (after opening a saved state) and the
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
    long long staleEvents = 0;      // contacts found stale at the root (and looked for again)
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

    // --- drawing between samples --------------------------------------------------------------
    // A view that plays the gas at its own pace draws it at times between two advanceTo() calls.
    // With the history kept, each advanceTo() remembers the state every disk had before each of
    // its events, and positionsAt() places the disks at any time the last call went through.
    // Off by default (nothing is remembered); changes no event and no number of the run.
    void keepHistory(bool keep);
    // Positions (m) of every disk at time `t`, clamped to [historyStart(), time()]: each disk
    // at x + v (t − t_event) from the state it had at t, exactly as if the gas had been advanced
    // to t. Without the history, the clamp is to time() alone.
    void positionsAt(double t, std::vector<double>& x, std::vector<double>& y) const;
    // s, where the last advanceTo() began (time() when no history is kept).
    double historyStart() const { return m_keepHistory ? m_historyStart : m_state.time; }

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
    // Disks with an event in the queue (at most one each); for tests and the benchmark.
    std::size_t queuedEvents() const;

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
    // A disk's entry in the tournament tree: the time of its earliest event and the disk, packed
    // into one unsigned 128-bit key that orders as (time, disk) does. The time's bits are mapped
    // so that they order as the numbers do (sign bit flipped for t ≥ 0, all bits for t < 0;
    // −0 is made +0 first), the disk fills the low 32 bits. Equal times are thereby ordered by
    // disk, so the order never depends on the tree's past, and a comparison is one 128-bit
    // compare without branches.
    __extension__ typedef unsigned __int128 Key;
    struct Node {
        Key key;
        static Node make(double time, std::int32_t disk);
        double time() const;
        std::int32_t disk() const { return static_cast<std::int32_t>(static_cast<std::uint32_t>(key)); }
    };
    static bool earlier(const Node& a, const Node& b) { return a.key < b.key; }
    double rootTime() const { return m_tree[1].time(); }

    // The stored state of the disk that looks for its contacts, read once for all its neighbours.
    struct Mover {
        double x, y, vx, vy, t, radius;
    };
    Mover moverOf(int i) const;
    // Time at which disks i and j touch (infinity when never): a function of their stored states.
    double pairTime(int i, int j) const { return pairTime(moverOf(i), j); }
    double pairTime(const Mover& a, int j) const;
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
    // Wall, cell and earliest contact of disk i, after its state changed.
    void predictAll(int i);
    // The earliest contact of disk i with a disk of the 9 cells around it (its contact slot).
    void predictPairs(int i);
    // Lowers (time, partner) to an earlier contact of disk i (state a) with a disk of `cell`.
    void earlierPairInCell(const Mover& a, int i, int cell, double& time, int& partner) const;
    // Column and row of a cell.
    std::pair<int, int> cellColumnRow(int cell) const
    {
        const int row = cell / m_cellsX;
        return {cell - row * m_cellsX, row};
    }
    // Which of disk i's three events comes first (equal times in the order pair, wall, cell),
    // noted in m_kind; its time.
    double earliestOwnEvent(std::size_t i);
    // The earliest of disk i's three events into its leaf of the tree, and up.
    void schedule(int i);
    void rebuildQueue();
    // The earliest event at the root is a contact whose partner collided since.
    bool rootIsStale() const;
    void moveTo(int i, double time);          // writes the lazy position at `time`
    // Remembers disk i's state before its event at `time` (when the history is kept).
    void remember(int i, double time);
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
    // Each disk's next events (structure of arrays, indexed by disk).
    std::vector<double> m_pairTime;           // s, earliest contact (infinity: none)
    std::vector<std::int32_t> m_partner;      // its other disk
    std::vector<std::uint32_t> m_partnerCount;  // the partner's m_count when predicted
    std::vector<double> m_wallTime, m_cellTime;  // s
    std::vector<std::int8_t> m_wall, m_side;  // which wall, which side of the cell (−1: none)
    std::vector<EventKind> m_kind;            // which of the three is the earliest
    // The tournament tree: node k's children are 2k and 2k + 1, disk i's leaf is N + i, the
    // root is node 1 (any N: every inner node has two children). Empty until the first event.
    std::vector<Node> m_tree;
    // The states disks had before their events since the last advanceTo() began.
    struct Change {
        double x, y, vx, vy, t;  // the disk's stored state before the event
        double at;               // s, the event's time
        std::int32_t disk;
    };
    bool m_keepHistory = false;
    double m_historyStart = 0.0;
    std::vector<Change> m_history;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/collision/EventDrivenGas.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <numbers>
#include <tuple>

namespace pl {

namespace {

constexpr double never = std::numeric_limits<double>::infinity();

// A uniform number in (0, 1] from the engine's top 53 bits: written out so that a seed gives the
// same draws with any standard library.
double uniformOpenZero(std::mt19937_64& random)
{
    return (static_cast<double>(random() >> 11) + 1.0) * 0x1.0p-53;
}

// A standard normal number (Box–Muller; the second value of the pair is not kept).
double standardNormal(std::mt19937_64& random)
{
    const double u = uniformOpenZero(random);
    const double v = uniformOpenZero(random);
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
}

} // namespace

EventDrivenGas::EventDrivenGas(std::uint64_t seed) { m_state.random.seed(seed); }

inline EventDrivenGas::Node EventDrivenGas::Node::make(double time, std::int32_t disk)
{
    std::uint64_t bits = std::bit_cast<std::uint64_t>(time + 0.0);  // −0 → +0
    bits = (bits >> 63) != 0 ? ~bits : (bits | (std::uint64_t{1} << 63));
    return {(static_cast<Key>(bits) << 32) | static_cast<std::uint32_t>(disk)};
}

inline double EventDrivenGas::Node::time() const
{
    auto bits = static_cast<std::uint64_t>(key >> 32);
    bits = (bits >> 63) != 0 ? (bits & ~(std::uint64_t{1} << 63)) : ~bits;
    return std::bit_cast<double>(bits);
}

void EventDrivenGas::reset(const EventDrivenBox& box, double restitution, double tcDuration)
{
    std::mt19937_64 random = m_state.random;
    m_state = State{};
    m_state.random = random;
    m_state.box = box;
    m_state.restitution = restitution;
    m_state.tcDuration = tcDuration;
    m_count.clear();
    buildCells();
    m_tree.clear();
    m_history.clear();
    m_historyStart = 0.0;
}

void EventDrivenGas::setState(State state)
{
    m_state = std::move(state);
    m_count.assign(size(), 0);
    buildCells();
    rebuildQueue();
    m_history.clear();
    m_historyStart = m_state.time;
}

// --- cells ------------------------------------------------------------------------------------

void EventDrivenGas::buildCells()
{
    double largest = 0.0;
    for (double r : m_state.radius)
        largest = std::max(largest, 2.0 * r);
    // Cells a little wider than the largest diameter: disks two cells apart cannot touch, even
    // with the rounding of the crossing times.
    const EventDrivenBox& box = m_state.box;
    const double wanted = std::max(largest * (1.0 + 1e-9), 1e-300);
    const bool periodic = box.walls == EventDrivenBox::Walls::Periodic;
    auto count = [&](double length) {
        const int n = static_cast<int>(std::floor(length / wanted));
        // A periodic box needs three cells across, or a cell would be its own neighbour twice.
        return std::clamp(n, periodic ? 3 : 1, 4096);
    };
    m_cellsX = count(box.width);
    m_cellsY = count(box.height);
    m_cellW = box.width / m_cellsX;
    m_cellH = box.height / m_cellsY;
    m_head.assign(static_cast<std::size_t>(m_cellsX) * static_cast<std::size_t>(m_cellsY), -1);
    m_next.assign(size(), -1);
    m_prev.assign(size(), -1);
    const bool keepCells = m_state.cell.size() == size();
    m_state.cell.resize(size());
    for (std::size_t i = 0; i < size(); ++i) {
        const int cell = keepCells && m_state.cell[i] >= 0 &&
                                 m_state.cell[i] < static_cast<int>(m_head.size())
                             ? m_state.cell[i]
                             : cellOf(xNow(i), yNow(i));
        linkIntoCell(static_cast<int>(i), cell);
    }
}

int EventDrivenGas::cellOf(double x, double y) const
{
    const int cx = std::clamp(static_cast<int>(std::floor(x / m_cellW)), 0, m_cellsX - 1);
    const int cy = std::clamp(static_cast<int>(std::floor(y / m_cellH)), 0, m_cellsY - 1);
    return cy * m_cellsX + cx;
}

void EventDrivenGas::linkIntoCell(int i, int cell)
{
    m_state.cell[static_cast<std::size_t>(i)] = cell;
    const int head = m_head[static_cast<std::size_t>(cell)];
    m_prev[static_cast<std::size_t>(i)] = -1;
    m_next[static_cast<std::size_t>(i)] = head;
    if (head >= 0)
        m_prev[static_cast<std::size_t>(head)] = i;
    m_head[static_cast<std::size_t>(cell)] = i;
}

void EventDrivenGas::unlinkFromCell(int i)
{
    const auto k = static_cast<std::size_t>(i);
    if (m_prev[k] >= 0)
        m_next[static_cast<std::size_t>(m_prev[k])] = m_next[k];
    else
        m_head[static_cast<std::size_t>(m_state.cell[k])] = m_next[k];
    if (m_next[k] >= 0)
        m_prev[static_cast<std::size_t>(m_next[k])] = m_prev[k];
    m_prev[k] = m_next[k] = -1;
}

// --- set-up -----------------------------------------------------------------------------------

bool EventDrivenGas::addDisk(double x, double y, double vx, double vy, double radius, double mass)
{
    const EventDrivenBox& box = m_state.box;
    if (!(radius > 0.0) || !(mass > 0.0) || !std::isfinite(x) || !std::isfinite(y) ||
        !std::isfinite(vx) || !std::isfinite(vy))
        return false;
    if (box.walls == EventDrivenBox::Walls::Periodic) {
        if (x < 0.0 || x >= box.width || y < 0.0 || y >= box.height)
            return false;
    } else if (x < radius || x > box.width - radius || y < radius || y > box.height - radius) {
        return false;
    }
    for (std::size_t j = 0; j < size(); ++j) {
        double dx = xNow(j) - x, dy = yNow(j) - y;
        if (box.walls == EventDrivenBox::Walls::Periodic) {
            dx -= box.width * std::round(dx / box.width);
            dy -= box.height * std::round(dy / box.height);
        }
        const double d = radius + m_state.radius[j];
        if (dx * dx + dy * dy < d * d)
            return false;
    }
    State& s = m_state;
    s.x.push_back(x);
    s.y.push_back(y);
    s.vx.push_back(vx);
    s.vy.push_back(vy);
    s.t.push_back(s.time);
    s.lastCollision.push_back(-never);
    s.radius.push_back(radius);
    s.mass.push_back(mass);
    s.cell.push_back(-1);
    m_count.push_back(0);
    buildCells();
    m_tree.clear();  // rebuilt before the next event
    return true;
}

bool EventDrivenGas::fillLattice(int count, double radius, double mass, double kT)
{
    const EventDrivenBox& box = m_state.box;
    if (count <= 0)
        return count == 0;
    // A square lattice of nx × ny sites with the box's aspect ratio; a site's disk touches no
    // wall and no neighbour while the spacing is at least one diameter.
    const int nx = static_cast<int>(std::ceil(std::sqrt(count * box.width / box.height)));
    const int ny = (count + nx - 1) / nx;
    const double dx = box.width / nx, dy = box.height / ny;
    if (dx < 2.0 * radius * (1.0 + 1e-12) || dy < 2.0 * radius * (1.0 + 1e-12))
        return false;
    State& s = m_state;
    const double sigma = std::sqrt(kT / mass);  // m/s per velocity component
    std::vector<double> vx(static_cast<std::size_t>(count)), vy(vx.size());
    double meanX = 0.0, meanY = 0.0;
    for (std::size_t i = 0; i < vx.size(); ++i) {
        vx[i] = sigma * standardNormal(s.random);
        vy[i] = sigma * standardNormal(s.random);
        meanX += vx[i];
        meanY += vy[i];
    }
    meanX /= count;
    meanY /= count;
    double kinetic = 0.0;
    for (std::size_t i = 0; i < vx.size(); ++i) {
        vx[i] -= meanX;
        vy[i] -= meanY;
        kinetic += 0.5 * mass * (vx[i] * vx[i] + vy[i] * vy[i]);
    }
    // Scaled to the temperature exactly: in 2D E_kin = N kT.
    const double scale = kinetic > 0.0 ? std::sqrt(count * kT / kinetic) : 0.0;
    for (int k = 0; k < count; ++k) {
        const auto i = static_cast<std::size_t>(k);
        s.x.push_back((k % nx + 0.5) * dx);
        s.y.push_back((k / nx + 0.5) * dy);
        s.vx.push_back(vx[i] * scale);
        s.vy.push_back(vy[i] * scale);
        s.t.push_back(s.time);
        s.lastCollision.push_back(-never);
        s.radius.push_back(radius);
        s.mass.push_back(mass);
        s.cell.push_back(-1);
        m_count.push_back(0);
    }
    buildCells();
    m_tree.clear();
    return true;
}

// --- prediction -------------------------------------------------------------------------------

namespace {

// Time after t0 at which two disks at separation (dx, dy) and relative velocity (dvx, dvy) come
// to distance d: the smaller root of |Δx + τ Δv|² = d², infinity when they never do.
double contactTime(double t0, double dx, double dy, double dvx, double dvy, double d)
{
    const double approach = dx * dvx + dy * dvy;  // < 0 when they close in
    if (approach >= 0.0)
        return never;
    const double dv2 = dvx * dvx + dvy * dvy;
    const double gap = dx * dx + dy * dy - d * d;  // > 0 while apart
    const double discriminant = approach * approach - dv2 * gap;
    if (discriminant < 0.0)
        return never;
    if (gap <= 0.0)
        return t0;  // touching already (rounding) and closing in: collide now
    // The smaller root of dv² τ² + 2 b τ + gap = 0, written without cancellation.
    return t0 + gap / (-approach + std::sqrt(discriminant));
}

} // namespace

EventDrivenGas::Mover EventDrivenGas::moverOf(int i) const
{
    const State& s = m_state;
    const auto k = static_cast<std::size_t>(i);
    return {s.x[k], s.y[k], s.vx[k], s.vy[k], s.t[k], s.radius[k]};
}

inline double EventDrivenGas::pairTime(const Mover& a, int j) const
{
    const State& s = m_state;
    const auto b = static_cast<std::size_t>(j);
    // Both disks at the later of their own times: a function of their stored states only.
    const double t0 = std::max(a.t, s.t[b]);
    const double dx = (s.x[b] + s.vx[b] * (t0 - s.t[b])) - (a.x + a.vx * (t0 - a.t));
    const double dy = (s.y[b] + s.vy[b] * (t0 - s.t[b])) - (a.y + a.vy * (t0 - a.t));
    const double dvx = s.vx[b] - a.vx, dvy = s.vy[b] - a.vy;
    const double d = a.radius + s.radius[b];
    if (s.box.walls != EventDrivenBox::Walls::Periodic)
        return contactTime(t0, dx, dy, dvx, dvy, d);
    // Periodic: both centres stay inside the box until their next wrap (which stores them anew
    // and makes this event stale), so the contact is with one of the 3 × 3 images next to the
    // box. The image nearest at t0 is not enough: a disk may not have been stored for most of
    // a box crossing, and the pair then meets through another side.
    // Only images that can come within d along both axes are worth the quadratic: with the
    // separation growing along x (Δvx ≥ 0) one more than d to the right never touches, and
    // likewise to the left and along y. That leaves one to four images of the nine.
    const double shiftsX[3] = {-s.box.width, 0.0, s.box.width};
    const double shiftsY[3] = {-s.box.height, 0.0, s.box.height};
    auto reachable = [d](double separation, double closing) {
        return (closing < 0.0 || separation <= d) && (closing > 0.0 || separation >= -d);
    };
    double best = never;
    for (const double sx : shiftsX) {
        if (!reachable(dx + sx, dvx))
            continue;
        for (const double sy : shiftsY)
            if (reachable(dy + sy, dvy))
                best = std::min(best, contactTime(t0, dx + sx, dy + sy, dvx, dvy, d));
    }
    return best;
}

std::pair<double, int> EventDrivenGas::wallTime(int i) const
{
    const State& s = m_state;
    if (s.box.walls == EventDrivenBox::Walls::Periodic)
        return {never, -1};
    const auto k = static_cast<std::size_t>(i);
    const double r = s.radius[k];
    double best = never;
    int wall = -1;
    auto consider = [&](double time, int which) {
        if (time < best) {
            best = time;
            wall = which;
        }
    };
    if (s.vx[k] < 0.0)
        consider(s.t[k] + (r - s.x[k]) / s.vx[k], 0);
    else if (s.vx[k] > 0.0)
        consider(s.t[k] + (s.box.width - r - s.x[k]) / s.vx[k], 1);
    if (s.vy[k] < 0.0)
        consider(s.t[k] + (r - s.y[k]) / s.vy[k], 2);
    else if (s.vy[k] > 0.0)
        consider(s.t[k] + (s.box.height - r - s.y[k]) / s.vy[k], 3);
    return {std::max(best, s.t[k]), wall};
}

std::pair<double, int> EventDrivenGas::cellTime(int i) const
{
    const State& s = m_state;
    const auto k = static_cast<std::size_t>(i);
    const auto [cx, cy] = cellColumnRow(s.cell[k]);
    const bool periodic = s.box.walls == EventDrivenBox::Walls::Periodic;
    double best = never;
    int side = -1;
    // A walled box's outer cells reach to the walls: nothing to cross there.
    if (s.vx[k] < 0.0 && (cx > 0 || periodic)) {
        best = s.t[k] + (cx * m_cellW - s.x[k]) / s.vx[k];
        side = 0;
    } else if (s.vx[k] > 0.0 && (cx < m_cellsX - 1 || periodic)) {
        best = s.t[k] + ((cx + 1) * m_cellW - s.x[k]) / s.vx[k];
        side = 1;
    }
    double yTime = never;
    int ySide = -1;
    if (s.vy[k] < 0.0 && (cy > 0 || periodic)) {
        yTime = s.t[k] + (cy * m_cellH - s.y[k]) / s.vy[k];
        ySide = 2;
    } else if (s.vy[k] > 0.0 && (cy < m_cellsY - 1 || periodic)) {
        yTime = s.t[k] + ((cy + 1) * m_cellH - s.y[k]) / s.vy[k];
        ySide = 3;
    }
    if (yTime < best) {
        best = yTime;
        side = ySide;
    }
    return {std::max(best, s.t[k]), side};
}

void EventDrivenGas::earlierPairInCell(const Mover& a, int i, int cell, double& best,
                                       int& partner) const
{
    for (int j = m_head[static_cast<std::size_t>(cell)]; j >= 0;
         j = m_next[static_cast<std::size_t>(j)]) {
        if (j == i)
            continue;
        const double time = pairTime(a, j);
        // Equal times: the lower partner, so the choice never depends on the cells' order.
        if (time < best || (time == best && time < never && j < partner)) {
            best = time;
            partner = j;
        }
    }
}

int EventDrivenGas::neighbourCell(int cx, int cy) const
{
    if (m_state.box.walls == EventDrivenBox::Walls::Periodic) {
        // At most one cell beyond an edge (a periodic box has at least three cells across).
        cx = cx < 0 ? cx + m_cellsX : (cx >= m_cellsX ? cx - m_cellsX : cx);
        cy = cy < 0 ? cy + m_cellsY : (cy >= m_cellsY ? cy - m_cellsY : cy);
    } else if (cx < 0 || cx >= m_cellsX || cy < 0 || cy >= m_cellsY) {
        return -1;
    }
    return cy * m_cellsX + cx;
}

void EventDrivenGas::predictPairs(int i)
{
    const auto k = static_cast<std::size_t>(i);
    const Mover a = moverOf(i);
    double best = never;
    int partner = -1;
    const auto [cx, cy] = cellColumnRow(m_state.cell[k]);
    for (int oy = -1; oy <= 1; ++oy)
        for (int ox = -1; ox <= 1; ++ox) {
            if (const int cell = neighbourCell(cx + ox, cy + oy); cell >= 0)
                earlierPairInCell(a, i, cell, best, partner);
        }
    m_pairTime[k] = best;
    m_partner[k] = partner;
    if (partner >= 0)
        m_partnerCount[k] = m_count[static_cast<std::size_t>(partner)];
}

void EventDrivenGas::predictAll(int i)
{
    const auto k = static_cast<std::size_t>(i);
    const auto [wall, whichWall] = wallTime(i);
    m_wallTime[k] = whichWall >= 0 ? wall : never;
    m_wall[k] = static_cast<std::int8_t>(whichWall);
    const auto [cell, side] = cellTime(i);
    m_cellTime[k] = side >= 0 ? cell : never;
    m_side[k] = static_cast<std::int8_t>(side);
    predictPairs(i);
}

double EventDrivenGas::earliestOwnEvent(std::size_t i)
{
    double time = m_pairTime[i];
    EventKind kind = EventKind::Pair;
    if (m_wallTime[i] < time) {
        time = m_wallTime[i];
        kind = EventKind::Wall;
    }
    if (m_cellTime[i] < time) {
        time = m_cellTime[i];
        kind = EventKind::Cell;
    }
    m_kind[i] = kind;
    return time;
}

void EventDrivenGas::schedule(int i)
{
    const auto k = static_cast<std::size_t>(i);
    std::size_t node = size() + k;
    Node winner = Node::make(earliestOwnEvent(k), i);
    m_tree[node] = winner;
    // Up to the root, stopping at the first node whose winner stays as it was. Keys of two
    // disks never tie, so the earlier of the two children does not depend on which is which.
    while (node > 1) {
        const Node sibling = m_tree[node ^ 1];
        winner = earlier(sibling, winner) ? sibling : winner;
        node >>= 1;
        Node& p = m_tree[node];
        if (p.key == winner.key)
            break;
        p = winner;
    }
}

void EventDrivenGas::rebuildQueue()
{
    const std::size_t n = size();
    std::fill(m_count.begin(), m_count.end(), 0u);
    m_pairTime.assign(n, never);
    m_partner.assign(n, -1);
    m_partnerCount.assign(n, 0u);
    m_wallTime.assign(n, never);
    m_cellTime.assign(n, never);
    m_wall.assign(n, -1);
    m_side.assign(n, -1);
    m_kind.assign(n, EventKind::Pair);
    m_tree.assign(2 * n, Node::make(never, -1));
    for (std::size_t i = 0; i < n; ++i)
        predictAll(static_cast<int>(i));
    for (std::size_t i = 0; i < n; ++i)
        m_tree[n + i] = Node::make(earliestOwnEvent(i), static_cast<std::int32_t>(i));
    for (std::size_t node = n - 1; node >= 1; --node) {
        const Node& a = m_tree[2 * node];
        const Node& b = m_tree[2 * node + 1];
        m_tree[node] = earlier(b, a) ? b : a;
    }
}

std::size_t EventDrivenGas::queuedEvents() const
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < size() && !m_tree.empty(); ++i)
        count += m_tree[size() + i].time() < never;
    return count;
}

bool EventDrivenGas::rootIsStale() const
{
    const auto k = static_cast<std::size_t>(m_tree[1].disk());
    return m_kind[k] == EventKind::Pair && m_partner[k] >= 0 &&
           m_count[static_cast<std::size_t>(m_partner[k])] != m_partnerCount[k];
}

// --- events -----------------------------------------------------------------------------------

void EventDrivenGas::moveTo(int i, double time)
{
    State& s = m_state;
    const auto k = static_cast<std::size_t>(i);
    const double flown = time - s.t[k];
    if (flown == 0.0)
        return;
    const double counted = time - std::max(s.t[k], s.time - s.counters.time);
    if (counted > 0.0)
        s.counters.pathLength += std::sqrt(s.vx[k] * s.vx[k] + s.vy[k] * s.vy[k]) * counted;
    s.x[k] += s.vx[k] * flown;
    s.y[k] += s.vy[k] * flown;
    s.t[k] = time;
}

void EventDrivenGas::remember(int i, double time)
{
    if (!m_keepHistory)
        return;
    const State& s = m_state;
    const auto k = static_cast<std::size_t>(i);
    m_history.push_back({s.x[k], s.y[k], s.vx[k], s.vy[k], s.t[k], time, i});
}

void EventDrivenGas::processPair(int i, int j, double time)
{
    State& s = m_state;
    remember(i, time);
    remember(j, time);
    moveTo(i, time);
    moveTo(j, time);
    const auto a = static_cast<std::size_t>(i), b = static_cast<std::size_t>(j);
    double dx = s.x[b] - s.x[a], dy = s.y[b] - s.y[a];
    if (s.box.walls == EventDrivenBox::Walls::Periodic) {
        dx -= s.box.width * std::round(dx / s.box.width);
        dy -= s.box.height * std::round(dy / s.box.height);
    }
    const double distance = std::sqrt(dx * dx + dy * dy);
    const double nx = dx / distance, ny = dy / distance;  // from a to b
    const double closing = (s.vx[a] - s.vx[b]) * nx + (s.vy[a] - s.vy[b]) * ny;  // > 0
    // TC model: a disk that collided less than t_c ago collides elastically.
    const bool recent = s.tcDuration > 0.0 && (time - s.lastCollision[a] < s.tcDuration ||
                                               time - s.lastCollision[b] < s.tcDuration);
    const double e = recent ? 1.0 : s.restitution;
    const double reduced = s.mass[a] * s.mass[b] / (s.mass[a] + s.mass[b]);
    const double impulse = (1.0 + e) * reduced * closing;  // N·s, pushes a back along −n
    s.vx[a] -= impulse / s.mass[a] * nx;
    s.vy[a] -= impulse / s.mass[a] * ny;
    s.vx[b] += impulse / s.mass[b] * nx;
    s.vy[b] += impulse / s.mass[b] * ny;
    s.lastCollision[a] = s.lastCollision[b] = time;
    ++m_count[a];
    ++m_count[b];
    ++s.counters.pairCollisions;
    s.counters.virial += distance * impulse;  // r_ab · J with r_ab = −d n̂ and J_a = −impulse n̂
    predictAll(i);
    predictAll(j);
    schedule(i);
    schedule(j);
}

void EventDrivenGas::processWall(int i, int wall, double time)
{
    State& s = m_state;
    remember(i, time);
    moveTo(i, time);
    const auto k = static_cast<std::size_t>(i);
    const bool alongX = wall < 2;
    double& normal = alongX ? s.vx[k] : s.vy[k];
    double& tangent = alongX ? s.vy[k] : s.vx[k];
    const double before = normal;
    const double inward = (wall == 0 || wall == 2) ? 1.0 : -1.0;
    if (s.box.walls == EventDrivenBox::Walls::Thermal) {
        // Re-emitted with the flux distribution of the wall's temperature: normal speed with
        // density (m v / kT) exp(−m v² / 2kT), tangential velocity Gaussian of variance kT/m.
        const double kT = s.box.wallTemperature, m = s.mass[k];
        normal = inward * std::sqrt(-2.0 * kT / m * std::log(uniformOpenZero(s.random)));
        tangent = std::sqrt(kT / m) * standardNormal(s.random);
    } else {
        normal = -normal;
    }
    s.counters.wallImpulse += s.mass[k] * std::abs(normal - before);
    ++s.counters.wallHits;
    ++m_count[k];
    predictAll(i);
    schedule(i);
}

void EventDrivenGas::processCell(int i, int side, double time)
{
    State& s = m_state;
    const auto k = static_cast<std::size_t>(i);
    auto [cx, cy] = cellColumnRow(s.cell[k]);
    cx += side == 0 ? -1 : side == 1 ? 1 : 0;
    cy += side == 2 ? -1 : side == 3 ? 1 : 0;
    bool wrapped = false;
    if (cx < 0 || cx >= m_cellsX || cy < 0 || cy >= m_cellsY) {
        // Through a periodic boundary: the disk reappears on the other side. Its stored position
        // changes, so its events are predicted again (its count moves on).
        remember(i, time);
        moveTo(i, time);
        if (cx < 0) { cx += m_cellsX; s.x[k] += s.box.width; }
        if (cx >= m_cellsX) { cx -= m_cellsX; s.x[k] -= s.box.width; }
        if (cy < 0) { cy += m_cellsY; s.y[k] += s.box.height; }
        if (cy >= m_cellsY) { cy -= m_cellsY; s.y[k] -= s.box.height; }
        wrapped = true;
    }
    unlinkFromCell(i);
    linkIntoCell(i, cy * m_cellsX + cx);
    ++s.counters.cellCrossings;
    if (wrapped) {
        ++m_count[k];
        predictAll(i);
        schedule(i);
        return;
    }
    // The disk's state is unchanged, so its contact stays what it was: only its next crossing
    // and the contacts with the disks of the three cells that have just come into reach are new.
    const auto [next, nextSide] = cellTime(i);
    m_cellTime[k] = nextSide >= 0 ? next : never;
    m_side[k] = static_cast<std::int8_t>(nextSide);
    const Mover a = moverOf(i);
    double best = m_pairTime[k];
    int partner = m_partner[k];
    for (int o = -1; o <= 1; ++o) {
        int nx = cx, ny = cy;
        if (side < 2) {
            nx = cx + (side == 1 ? 1 : -1);
            ny = cy + o;
        } else {
            nx = cx + o;
            ny = cy + (side == 3 ? 1 : -1);
        }
        if (const int cell = neighbourCell(nx, ny); cell >= 0)
            earlierPairInCell(a, i, cell, best, partner);
    }
    if (partner != m_partner[k] || best != m_pairTime[k]) {
        m_pairTime[k] = best;
        m_partner[k] = partner;
        m_partnerCount[k] = m_count[static_cast<std::size_t>(partner)];
    }
    schedule(i);
}

void EventDrivenGas::processNext()
{
    const int i = m_tree[1].disk();
    const double rootTime = m_tree[1].time();
    const auto k = static_cast<std::size_t>(i);
    if (rootIsStale()) {
        // The partner collided first; the disk itself is unchanged. Nothing earlier can have
        // been missed: every other neighbour was later when it last looked, and a neighbour
        // that changed since has looked at this disk itself.
        ++m_state.counters.staleEvents;
        predictPairs(i);
        schedule(i);
        return;
    }
    if (rootTime > m_state.time) {
        m_state.counters.time += rootTime - m_state.time;
        m_state.time = rootTime;
    }
    switch (m_kind[k]) {
    case EventKind::Pair: processPair(i, m_partner[k], rootTime); break;
    case EventKind::Wall: processWall(i, m_wall[k], rootTime); break;
    case EventKind::Cell: processCell(i, m_side[k], rootTime); break;
    }
}

void EventDrivenGas::advanceTo(double until)
{
    if (m_tree.empty() && size() > 0)
        rebuildQueue();
    m_history.clear();
    m_historyStart = m_state.time;
    while (!m_tree.empty() && rootTime() <= until)
        processNext();
    if (until > m_state.time) {
        m_state.counters.time += until - m_state.time;
        m_state.time = until;
    }
}

void EventDrivenGas::advanceCollisions(long long count)
{
    if (m_tree.empty() && size() > 0)
        rebuildQueue();
    m_history.clear();
    m_historyStart = m_state.time;
    const long long target = m_state.counters.pairCollisions + count;
    while (!m_tree.empty() && rootTime() < never &&
           m_state.counters.pairCollisions < target)
        processNext();
}

EventDrivenGas::NextEvent EventDrivenGas::peekNextEvent()
{
    if (m_tree.empty() && size() > 0)
        rebuildQueue();
    if (m_tree.empty())
        return {EventKind::Pair, -1, -1, never};
    while (rootTime() < never && rootIsStale()) {
        ++m_state.counters.staleEvents;
        predictPairs(m_tree[1].disk());
        schedule(m_tree[1].disk());
    }
    const double time = rootTime();
    const int disk = m_tree[1].disk();
    if (!(time < never))
        return {EventKind::Pair, -1, -1, never};
    const auto k = static_cast<std::size_t>(disk);
    switch (m_kind[k]) {
    case EventKind::Pair:
        return {EventKind::Pair, std::min(disk, m_partner[k]), std::max(disk, m_partner[k]), time};
    case EventKind::Wall: return {EventKind::Wall, disk, m_wall[k], time};
    case EventKind::Cell: break;
    }
    return {EventKind::Cell, disk, m_side[k], time};
}

EventDrivenGas::NextEvent EventDrivenGas::processNextEvent()
{
    const NextEvent next = peekNextEvent();
    if (next.i >= 0)
        processNext();
    return next;
}

EventDrivenGas::NextEvent EventDrivenGas::bruteForceNextContact() const
{
    NextEvent best{EventKind::Pair, -1, -1, never};
    const int n = static_cast<int>(size());
    for (int i = 0; i < n; ++i) {
        if (const auto [time, wall] = wallTime(i); wall >= 0 && time < best.time)
            best = {EventKind::Wall, i, wall, time};
        for (int j = i + 1; j < n; ++j)
            if (const double time = pairTime(i, j); time < best.time)
                best = {EventKind::Pair, i, j, time};
    }
    return best;
}

// --- drawing between samples ------------------------------------------------------------------

void EventDrivenGas::keepHistory(bool keep)
{
    m_keepHistory = keep;
    m_history.clear();
    m_historyStart = m_state.time;
}

void EventDrivenGas::positionsAt(double t, std::vector<double>& x, std::vector<double>& y) const
{
    const State& s = m_state;
    t = std::clamp(t, historyStart(), s.time);
    x = s.x;
    y = s.y;
    std::vector<double> vx = s.vx, vy = s.vy, own = s.t;
    // Back through the events after t, latest first: each disk ends with the state it had at t.
    for (auto c = m_history.rbegin(); c != m_history.rend() && c->at > t; ++c) {
        const auto k = static_cast<std::size_t>(c->disk);
        x[k] = c->x;
        y[k] = c->y;
        vx[k] = c->vx;
        vy[k] = c->vy;
        own[k] = c->t;
    }
    for (std::size_t k = 0; k < x.size(); ++k) {
        x[k] += vx[k] * (t - own[k]);
        y[k] += vy[k] * (t - own[k]);
    }
}

// --- reading ----------------------------------------------------------------------------------

double EventDrivenGas::xNow(std::size_t i) const
{
    return m_state.x[i] + m_state.vx[i] * (m_state.time - m_state.t[i]);
}

double EventDrivenGas::yNow(std::size_t i) const
{
    return m_state.y[i] + m_state.vy[i] * (m_state.time - m_state.t[i]);
}

double EventDrivenGas::kineticEnergy() const
{
    double sum = 0.0;
    for (std::size_t i = 0; i < size(); ++i)
        sum += 0.5 * m_state.mass[i] *
               (m_state.vx[i] * m_state.vx[i] + m_state.vy[i] * m_state.vy[i]);
    return sum;
}

double EventDrivenGas::temperature() const
{
    return size() > 0 ? kineticEnergy() / static_cast<double>(size()) : 0.0;
}

double EventDrivenGas::areaFraction() const
{
    double covered = 0.0;
    for (double r : m_state.radius)
        covered += std::numbers::pi * r * r;
    return covered / (m_state.box.width * m_state.box.height);
}

void EventDrivenGas::resetCounters() { m_state.counters = EventCounters{}; }

double EventDrivenGas::virialCompressibility() const
{
    const EventCounters& c = m_state.counters;
    const double nkT = static_cast<double>(size()) * temperature();
    if (c.time <= 0.0 || nkT <= 0.0)
        return 0.0;
    // P A = N kT + (1/2t) Σ r·J in two dimensions.
    return 1.0 + c.virial / (2.0 * c.time * nkT);
}

double EventDrivenGas::wallPressure() const
{
    const EventCounters& c = m_state.counters;
    const double perimeter = 2.0 * (m_state.box.width + m_state.box.height);
    return c.time > 0.0 ? c.wallImpulse / (c.time * perimeter) : 0.0;
}

double EventDrivenGas::meanFreePath() const
{
    const EventCounters& c = m_state.counters;
    return c.pairCollisions > 0 ? c.pathLength / (2.0 * static_cast<double>(c.pairCollisions))
                                : 0.0;
}

double EventDrivenGas::meanFreeTime() const
{
    const EventCounters& c = m_state.counters;
    return c.pairCollisions > 0 ? static_cast<double>(size()) * c.time /
                                      (2.0 * static_cast<double>(c.pairCollisions))
                                : 0.0;
}

} // namespace pl

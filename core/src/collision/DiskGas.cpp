// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/collision/DiskGas.h>

#include <particlelab/collision/DiskCollision.h>

#include <Eigen/Core>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numbers>
#include <numeric>

namespace pl {

DiskGas::DiskGas(std::uint64_t seed, BroadphaseKind broadphase)
    : m_broadphase(makeBroadphase(broadphase))
{
    m_state.random.seed(seed);
}

void DiskGas::setBox(const GasBox& box)
{
    assert(box.xMax > box.xMin && box.yMax > box.yMin);
    m_state.box = box;
    m_state.pistonLowest = box.xMax;
    m_state.pistonHighest = box.xMax;
}

void DiskGas::setBroadphase(BroadphaseKind kind)
{
    if (kind != m_broadphase->kind())
        m_broadphase = makeBroadphase(kind);
}

std::size_t DiskGas::addDisk(double x, double y, double vx, double vy, double radius, double mass,
                             int species)
{
    assert(radius >= 0.0 && mass > 0.0);
    m_state.x.push_back(x);
    m_state.y.push_back(y);
    m_state.vx.push_back(vx);
    m_state.vy.push_back(vy);
    m_state.radius.push_back(radius);
    m_state.mass.push_back(mass);
    m_state.species.push_back(static_cast<std::uint8_t>(species));
    m_state.occupiedArea += std::numbers::pi * radius * radius;
    const std::uint32_t id = static_cast<std::uint32_t>(m_state.slotOf.size());
    m_state.id.push_back(id);
    m_state.slotOf.push_back(static_cast<std::uint32_t>(m_state.x.size() - 1));
    return id;
}

namespace {

// The column count of the lattice with at least `total` sites whose smaller spacing is largest.
int latticeColumns(int total, const GasBox& box)
{
    const double w = box.width(), h = box.height();
    // The best lies near √(total·w/h) columns; search around it.
    const int guess = static_cast<int>(std::sqrt(total * w / h));
    int best = 1;
    double bestSpacing = 0.0;
    for (int columns = std::max(1, guess - 3); columns <= std::min(total, guess + 3); ++columns) {
        const int rows = (total + columns - 1) / columns;
        const double spacing = std::min(w / columns, h / rows);
        if (spacing > bestSpacing) {
            bestSpacing = spacing;
            best = columns;
        }
    }
    return best;
}

} // namespace

double DiskGas::latticeSpacing(int total, const GasBox& box)
{
    if (total <= 0)
        return std::max(box.width(), box.height());
    const int columns = latticeColumns(total, box);
    const int rows = (total + columns - 1) / columns;
    return std::min(box.width() / columns, box.height() / rows);
}

bool DiskGas::populate(const std::vector<DiskSpecies>& species, double kT, InitialSpeeds speeds)
{
    int total = 0;
    double rMax = 0.0;
    for (const DiskSpecies& s : species) {
        total += s.count;
        if (s.count > 0)
            rMax = std::max(rMax, s.radius);
    }
    if (total == 0)
        return true;

    const int columns = latticeColumns(total, m_state.box);
    const int rows = (total + columns - 1) / columns;
    const double sx = m_state.box.width() / columns, sy = m_state.box.height() / rows;  // m
    if (std::min(sx, sy) <= 2.0 * rMax)
        return false;

    std::vector<int> sites(static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows));
    std::iota(sites.begin(), sites.end(), 0);
    std::shuffle(sites.begin(), sites.end(), m_state.random);

    // Jitter so that two neighbours moving towards each other still keep 2·rMax apart.
    const double jitterX = 0.5 * (sx - 2.0 * rMax), jitterY = 0.5 * (sy - 2.0 * rMax);  // m
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_real_distribution<double> angle(0.0, 2.0 * std::numbers::pi);
    std::normal_distribution<double> gauss(0.0, 1.0);
    std::size_t site = 0;
    for (std::size_t s = 0; s < species.size(); ++s) {
        const DiskSpecies& sp = species[s];
        for (int k = 0; k < sp.count; ++k) {
            const int cell = sites[site++];
            const double cx = m_state.box.xMin + (cell % columns + 0.5) * sx;
            const double cy = m_state.box.yMin + (cell / columns + 0.5) * sy;
            const double px = cx + jitterX * unit(m_state.random);
            const double py = cy + jitterY * unit(m_state.random);
            double vx = 0.0, vy = 0.0;
            if (speeds == InitialSpeeds::Equal) {
                const double v = std::sqrt(2.0 * kT / sp.mass);
                const double a = angle(m_state.random);
                vx = v * std::cos(a);
                vy = v * std::sin(a);
            } else {
                const double sigma = std::sqrt(kT / sp.mass);
                vx = sigma * gauss(m_state.random);
                vy = sigma * gauss(m_state.random);
            }
            addDisk(px, py, vx, vy, sp.radius, sp.mass, static_cast<int>(s));
        }
    }
    return true;
}

int DiskGas::addNear(double cx, double cy, double spread, int count, double radius, double mass,
                     int species, double kT)
{
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::normal_distribution<double> gauss(0.0, std::sqrt(kT / mass));
    int placed = 0;
    for (int attempt = 0; attempt < 40 * count && placed < count; ++attempt) {
        const double px = cx + spread * unit(m_state.random);
        const double py = cy + spread * unit(m_state.random);
        if (px - radius < m_state.box.xMin || px + radius > m_state.box.xMax || py - radius < m_state.box.yMin ||
            py + radius > m_state.box.yMax)
            continue;
        bool free = true;
        for (std::size_t j = 0; j < m_state.x.size() && free; ++j) {
            const double dx = m_state.x[j] - px, dy = m_state.y[j] - py, c = m_state.radius[j] + radius;
            free = dx * dx + dy * dy >= c * c;
        }
        if (!free)
            continue;
        const double vx = gauss(m_state.random);
        const double vy = gauss(m_state.random);
        addDisk(px, py, vx, vy, radius, mass, species);
        ++placed;
    }
    return placed;
}

void DiskGas::setPiston(double velocity, double xLowest, double xHighest)
{
    assert(xLowest <= xHighest);
    m_state.pistonVelocity = velocity;
    m_state.pistonLowest = xLowest;
    m_state.pistonHighest = xHighest;
}

void DiskGas::setThermalWalls(bool on, double kT)
{
    m_state.thermalWalls = on;
    m_state.wallTemperature = kT;
}

void DiskGas::step(double dt)
{
    if (m_state.x.size() >= 4096 && m_state.steps % 32 == 0)
        sortInSpace();
    ++m_state.steps;
    movePiston(dt);
    drift(dt);
    m_broadphase->findPairs(m_state.x, m_state.y, m_state.radius, m_state.pairs);
    m_state.lastPairsTested = m_broadphase->pairsTested();
    resolvePairs(dt);
    resolveWalls();
    m_state.time += dt;
    m_state.counters.time += dt;
    m_state.counters.perimeterTime += m_state.box.perimeter() * dt;
    m_state.counters.pairsTested += m_state.lastPairsTested;
    ++m_state.counters.steps;
}

void DiskGas::sortInSpace()
{
    // Rows of square cells four largest radii wide (at least 1/4096 of the box side).
    const std::size_t n = m_state.x.size();
    const double cell = std::max(4.0 * largestRadius(),
                                 std::max(m_state.box.width(), m_state.box.height()) / 4096.0);
    const int columns = static_cast<int>(m_state.box.width() / cell) + 1;
    const int rows = static_cast<int>(m_state.box.height() / cell) + 1;
    const std::size_t cells = static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows);
    std::vector<std::uint32_t> start(cells + 1, 0u);
    m_newSlot.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const int cx = std::clamp(static_cast<int>((m_state.x[i] - m_state.box.xMin) / cell), 0, columns - 1);
        const int cy = std::clamp(static_cast<int>((m_state.y[i] - m_state.box.yMin) / cell), 0, rows - 1);
        m_newSlot[i] = static_cast<std::uint32_t>(cy * columns + cx);
        ++start[m_newSlot[i] + 1];
    }
    for (std::size_t c = 0; c < cells; ++c)
        start[c + 1] += start[c];
    for (std::size_t i = 0; i < n; ++i)
        m_newSlot[i] = start[m_newSlot[i]]++;

    auto permute = [this, n](auto& a) {
        auto sorted = a;
        for (std::size_t i = 0; i < n; ++i)
            sorted[m_newSlot[i]] = a[i];
        a.swap(sorted);
    };
    permute(m_state.x);
    permute(m_state.y);
    permute(m_state.vx);
    permute(m_state.vy);
    permute(m_state.radius);
    permute(m_state.mass);
    permute(m_state.species);
    permute(m_state.id);
    for (std::size_t s = 0; s < n; ++s)
        m_state.slotOf[m_state.id[s]] = static_cast<std::uint32_t>(s);
    m_broadphase->renumber(m_newSlot);
    for (CandidatePair& p : m_state.pairs) {
        const std::uint32_t a = m_newSlot[p.i], b = m_newSlot[p.j];
        p = a < b ? CandidatePair{a, b} : CandidatePair{b, a};
    }
}

void DiskGas::movePiston(double dt)
{
    const double target =
        std::clamp(m_state.box.xMax + m_state.pistonVelocity * dt, m_state.pistonLowest, m_state.pistonHighest);
    m_state.pistonVelocityNow = (target - m_state.box.xMax) / dt;
    m_state.box.xMax = target;
}

void DiskGas::drift(double dt)
{
    const std::size_t n = m_state.x.size();
    double* x = m_state.x.data();
    double* y = m_state.y.data();
    const double* vx = m_state.vx.data();
    const double* vy = m_state.vy.data();
    for (std::size_t i = 0; i < n; ++i) {
        x[i] += vx[i] * dt;
        y[i] += vy[i] * dt;
    }
    // Σ|v| through Eigen: packed square roots and a packed sum (a plain loop would add in a
    // different order).
    const Eigen::Map<const Eigen::ArrayXd> ax(vx, static_cast<Eigen::Index>(n));
    const Eigen::Map<const Eigen::ArrayXd> ay(vy, static_cast<Eigen::Index>(n));
    m_state.counters.pathLength += (ax.square() + ay.square()).sqrt().sum() * dt;
}

void DiskGas::resolvePairs(double dt)
{
    double* x = m_state.x.data();
    double* y = m_state.y.data();
    double* vx = m_state.vx.data();
    double* vy = m_state.vy.data();
    const double* r = m_state.radius.data();
    const double* m = m_state.mass.data();
    long long collisions = 0;
    for (const CandidatePair& pair : m_state.pairs) {
        const std::uint32_t i = pair.i, j = pair.j;
        const double contact = r[i] + r[j];
        double px = x[j] - x[i], py = y[j] - y[i];  // m, from i to j
        const double d2 = px * px + py * py;
        if (d2 >= contact * contact)
            continue;
        const double wx = vx[j] - vx[i], wy = vy[j] - vy[i];  // m/s, velocity of j relative to i
        const double pw = px * wx + py * wy;
        const double ww = wx * wx + wy * wy;
        if (pw < 0.0 && ww > 0.0) {
            // They approach. Time τ since contact: |p − τw| = contact, the positive root.
            const double disc = pw * pw - ww * (d2 - contact * contact);
            const double tau = (pw + std::sqrt(disc)) / ww;  // s
            if (tau <= dt) {
                x[i] -= tau * vx[i];
                y[i] -= tau * vy[i];
                x[j] -= tau * vx[j];
                y[j] -= tau * vy[j];
                px = x[j] - x[i];
                py = y[j] - y[i];
                const double d = std::sqrt(px * px + py * py);
                PlaneVector v1{vx[i], vy[i]}, v2{vx[j], vy[j]};
                if (d > 0.0 && collideElastic(m[i], m[j], {px / d, py / d}, v1, v2)) {
                    vx[i] = v1.x;
                    vy[i] = v1.y;
                    vx[j] = v2.x;
                    vy[j] = v2.y;
                    ++collisions;
                }
                x[i] += tau * vx[i];
                y[i] += tau * vy[i];
                x[j] += tau * vx[j];
                y[j] += tau * vy[j];
            }
        }
        PlaneVector p1{x[i], y[i]}, p2{x[j], y[j]};
        if (separateOverlap(m[i], m[j], contact, p1, p2)) {
            x[i] = p1.x;
            y[i] = p1.y;
            x[j] = p2.x;
            y[j] = p2.y;
        }
    }
    m_state.counters.pairCollisions += collisions;
}

void DiskGas::emitFromThermalWall(std::size_t i, double nx, double ny)
{
    // Normal speed from the flux distribution (m v/kT) e^{−mv²/2kT}: v = √(−2kT/m · ln U).
    const double scale = std::sqrt(m_state.wallTemperature / m_state.mass[i]);  // m/s
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::normal_distribution<double> gauss(0.0, 1.0);
    const double vn = scale * std::sqrt(-2.0 * std::log(1.0 - unit(m_state.random)));
    const double vt = scale * gauss(m_state.random);
    // Tangent (−n_y, n_x).
    m_state.vx[i] = vn * nx - vt * ny;
    m_state.vy[i] = vn * ny + vt * nx;
}

void DiskGas::resolveWalls()
{
    const std::size_t n = m_state.x.size();
    double impulse = 0.0;  // N·s
    long long hits = 0;
    const double u = m_state.pistonVelocityNow;
    for (std::size_t i = 0; i < n; ++i) {
        const double r = m_state.radius[i], m = m_state.mass[i];
        // Left and right walls (the right one is the piston, moving at u).
        const double left = m_state.box.xMin + r, right = m_state.box.xMax - r;
        if (m_state.x[i] < left) {
            m_state.x[i] = std::min(2.0 * left - m_state.x[i], std::max(left, right));
            if (m_state.vx[i] < 0.0) {
                const double before = m_state.vx[i];
                if (m_state.thermalWalls)
                    emitFromThermalWall(i, 1.0, 0.0);
                else
                    m_state.vx[i] = reflectAboutWall({m_state.vx[i], m_state.vy[i]}, {1.0, 0.0}).x;
                impulse += m * (m_state.vx[i] - before);
                ++hits;
            }
        } else if (m_state.x[i] > right) {
            m_state.x[i] = std::max(2.0 * right - m_state.x[i], std::min(left, right));
            if (m_state.vx[i] > u) {
                const double before = m_state.vx[i];
                if (m_state.thermalWalls) {
                    emitFromThermalWall(i, -1.0, 0.0);
                    m_state.vx[i] += u;
                } else {
                    m_state.vx[i] = 2.0 * u - m_state.vx[i];  // reflection in the piston's frame
                }
                impulse += m * (before - m_state.vx[i]);
                ++hits;
            }
        }
        const double bottom = m_state.box.yMin + r, top = m_state.box.yMax - r;
        if (m_state.y[i] < bottom) {
            m_state.y[i] = std::min(2.0 * bottom - m_state.y[i], std::max(bottom, top));
            if (m_state.vy[i] < 0.0) {
                const double before = m_state.vy[i];
                if (m_state.thermalWalls)
                    emitFromThermalWall(i, 0.0, 1.0);
                else
                    m_state.vy[i] = reflectAboutWall({m_state.vx[i], m_state.vy[i]}, {0.0, 1.0}).y;
                impulse += m * (m_state.vy[i] - before);
                ++hits;
            }
        } else if (m_state.y[i] > top) {
            m_state.y[i] = std::max(2.0 * top - m_state.y[i], std::min(bottom, top));
            if (m_state.vy[i] > 0.0) {
                const double before = m_state.vy[i];
                if (m_state.thermalWalls)
                    emitFromThermalWall(i, 0.0, -1.0);
                else
                    m_state.vy[i] = reflectAboutWall({m_state.vx[i], m_state.vy[i]}, {0.0, -1.0}).y;
                impulse += m * (before - m_state.vy[i]);
                ++hits;
            }
        }
    }
    m_state.counters.wallImpulse += impulse;
    m_state.counters.wallHits += hits;
}

double DiskGas::kineticEnergy() const
{
    double e = 0.0;
    for (std::size_t i = 0; i < m_state.x.size(); ++i)
        e += 0.5 * m_state.mass[i] * (m_state.vx[i] * m_state.vx[i] + m_state.vy[i] * m_state.vy[i]);
    return e;
}

double DiskGas::temperature() const
{
    return m_state.x.empty() ? 0.0 : kineticEnergy() / static_cast<double>(m_state.x.size());
}

double DiskGas::momentumX() const
{
    double p = 0.0;
    for (std::size_t i = 0; i < m_state.x.size(); ++i)
        p += m_state.mass[i] * m_state.vx[i];
    return p;
}

double DiskGas::momentumY() const
{
    double p = 0.0;
    for (std::size_t i = 0; i < m_state.x.size(); ++i)
        p += m_state.mass[i] * m_state.vy[i];
    return p;
}

double DiskGas::occupiedArea() const { return m_state.occupiedArea; }

double DiskGas::largestRadius() const
{
    return m_state.radius.empty() ? 0.0 : *std::max_element(m_state.radius.begin(), m_state.radius.end());
}

bool DiskGas::isFinite() const
{
    for (std::size_t i = 0; i < m_state.x.size(); ++i)
        if (!std::isfinite(m_state.x[i]) || !std::isfinite(m_state.y[i]) || !std::isfinite(m_state.vx[i]) ||
            !std::isfinite(m_state.vy[i]))
            return false;
    return true;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/WeaklyCompressibleSph.h>

#include <particlelab/sph/SphFields.h>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <thread>

namespace pl {

double taitDensity(double pressure, double restDensity, double stiffnessB)
{
    return restDensity * std::pow(1.0 + pressure / stiffnessB, 1.0 / 7.0);
}

WeaklyCompressibleSph::WeaklyCompressibleSph(const WcsphSettings& settings)
    : m_settings(settings), m_kernel(settings.smoothingRatio * settings.spacing)
{
    assert(settings.spacing > 0.0 && settings.smoothingRatio > 0.0 && settings.soundSpeed > 0.0);
    m_settings.threads = std::max(1, settings.threads);
    m_mass = settings.restDensity / latticeKernelSum(m_kernel, settings.spacing);
    m_stiffnessB = settings.restDensity * settings.soundSpeed * settings.soundSpeed / 7.0;
}

void WeaklyCompressibleSph::setThreads(int threads) { m_settings.threads = std::max(1, threads); }

void WeaklyCompressibleSph::setViscosity(double alpha, double beta)
{
    m_settings.alpha = alpha;
    m_settings.beta = beta;
}

void WeaklyCompressibleSph::setXsph(bool on) { m_settings.xsph = on; }

void WeaklyCompressibleSph::addFluidParticle(const Vector2& x, const Vector2& v, double rho)
{
    m_id.push_back(static_cast<int>(m_x.size()));
    m_x.push_back(x);
    m_v.push_back(v);
    m_a.push_back(Vector2::Zero());
    m_xsph.push_back(Vector2::Zero());
    m_rho.push_back(rho);
    m_p.push_back(0.0);
    m_maxMu.push_back(0.0);
}

void WeaklyCompressibleSph::addBoundaryParticle(const Vector2& x, BoundaryBody body)
{
    m_xb0.push_back(x);
    m_xb.push_back(x);
    m_vb.push_back(Vector2::Zero());
    m_body.push_back(body);
    m_boundaryMoved = true;
}

void WeaklyCompressibleSph::initialise()
{
    moveBoundaries(0.0);
    searchNeighbours();
    computeDensityAndPressure(0.0);
    computeAccelerations();
}

void WeaklyCompressibleSph::setTankAngleTarget(double target, double maxRate)
{
    m_tankTarget = target;
    m_tankRate = std::max(0.0, maxRate);
}

void WeaklyCompressibleSph::setObstacleTarget(const Vector2& target, double maxSpeed)
{
    m_obstacleTarget = target;
    m_obstacleSpeed = std::max(0.0, maxSpeed);
}

int WeaklyCompressibleSph::chunkCount(int n) const
{
    // Threads only pay off with enough work each; the split never changes the arithmetic.
    return std::clamp(n / 512, 1, m_settings.threads);
}

template <class Body>
void WeaklyCompressibleSph::parallelFor(int n, Body&& body) const
{
    const int chunks = chunkCount(n);
    const auto bound = [n, chunks](int t) {
        return static_cast<int>(static_cast<long long>(n) * t / chunks);
    };
    if (chunks == 1) {
        body(0, n, 0);
        return;
    }
    std::vector<std::thread> workers;
    workers.reserve(static_cast<std::size_t>(chunks - 1));
    for (int t = 1; t < chunks; ++t)
        workers.emplace_back([&body, &bound, t] { body(bound(t), bound(t + 1), t); });
    body(0, bound(1), 0);
    for (std::thread& w : workers)
        w.join();
}

void WeaklyCompressibleSph::moveBoundaries(double dt)
{
    // Stage 0: the walls and the obstacle move towards their targets at bounded rates.
    double dAngle = 0.0;
    Vector2 dOffset = Vector2::Zero();
    if (dt > 0.0) {
        dAngle = std::clamp(m_tankTarget - m_tankAngle, -m_tankRate * dt, m_tankRate * dt);
        dOffset = m_obstacleTarget - m_obstacleOffset;
        const double reach = m_obstacleSpeed * dt;
        if (dOffset.norm() > reach)
            dOffset *= reach / dOffset.norm();
    }
    const bool moving = dAngle != 0.0 || dOffset != Vector2::Zero();
    if (!moving && !m_boundaryMoved)
        return;
    m_tankAngle += dAngle;
    m_obstacleOffset += dOffset;
    const double omega = dt > 0.0 ? dAngle / dt : 0.0;          // rad/s
    const Vector2 obstacleVelocity = dt > 0.0 ? Vector2(dOffset / dt) : Vector2::Zero(); // m/s
    const double c = std::cos(m_tankAngle), s = std::sin(m_tankAngle);
    for (std::size_t b = 0; b < m_xb.size(); ++b) {
        if (m_body[b] == BoundaryBody::Tank) {
            const Vector2 r0 = m_xb0[b] - m_tankPivot;
            const Vector2 r(c * r0.x() - s * r0.y(), s * r0.x() + c * r0.y());
            m_xb[b] = m_tankPivot + r;
            m_vb[b] = omega * Vector2(-r.y(), r.x());
        } else {
            m_xb[b] = m_xb0[b] + m_obstacleOffset;
            m_vb[b] = obstacleVelocity;
        }
    }
    // A body that moved this step must have its velocities reset once it stops.
    m_boundaryMoved = moving || m_boundaryMoved;
}

void WeaklyCompressibleSph::sortByCell()
{
    const std::vector<int>& order = m_fluidGrid.order();
    std::vector<Vector2> scratch2;
    std::vector<double> scratch1;
    std::vector<int> scratchInt;
    permuteIntoOrder(m_x, order, scratch2);
    permuteIntoOrder(m_v, order, scratch2);
    permuteIntoOrder(m_a, order, scratch2);
    permuteIntoOrder(m_xsph, order, scratch2);
    permuteIntoOrder(m_rho, order, scratch1);
    permuteIntoOrder(m_p, order, scratch1);
    permuteIntoOrder(m_id, order, scratchInt);
}

void WeaklyCompressibleSph::searchNeighbours()
{
    const double radius = m_kernel.supportRadius();
    // The boundary grid: rebuilt (and the boundary arrays re-sorted) only when a body moved.
    Vector2 blo = Vector2::Constant(std::numeric_limits<double>::infinity());
    Vector2 bhi = -blo;
    for (const Vector2& p : m_xb) {
        blo = blo.cwiseMin(p);
        bhi = bhi.cwiseMax(p);
    }
    if (m_boundaryMoved && !m_xb.empty()) {
        m_boundaryGrid.build(m_xb, blo, bhi, radius, 4 * static_cast<int>(m_xb.size()) + 1024);
        const std::vector<int> order = m_boundaryGrid.order();
        std::vector<Vector2> scratch2;
        std::vector<BoundaryBody> scratchBody;
        permuteIntoOrder(m_xb0, order, scratch2);
        permuteIntoOrder(m_xb, order, scratch2);
        permuteIntoOrder(m_vb, order, scratch2);
        permuteIntoOrder(m_body, order, scratchBody);
    }
    // A body that did not move this step has zero velocity from the next step on.
    m_boundaryMoved = false;
    for (const Vector2& vb : m_vb)
        if (vb != Vector2::Zero())
            m_boundaryMoved = true;

    // The fluid grid over the fluid's bounding box, clipped to the walls' box with a margin
    // (stray particles go to the border cells); the fluid arrays are sorted into cell order.
    Vector2 lo = Vector2::Constant(std::numeric_limits<double>::infinity());
    Vector2 hi = -lo;
    for (const Vector2& p : m_x) {
        lo = lo.cwiseMin(p);
        hi = hi.cwiseMax(p);
    }
    if (!m_xb.empty()) {
        lo = lo.cwiseMax(blo - Vector2::Constant(radius));
        hi = hi.cwiseMin(bhi + Vector2::Constant(radius));
        hi = hi.cwiseMax(lo);
    }
    if (m_x.empty())
        lo = hi = Vector2::Zero();
    m_fluidGrid.build(m_x, lo, hi, radius, 4 * fluidCount() + 1024);
    sortByCell();

    // Neighbour lists, built per chunk of particles and joined in chunk order.
    const int n = fluidCount();
    const double r2max = radius * radius;
    std::vector<int>& fluidCounts = m_fluidCounts;
    std::vector<int>& boundaryCounts = m_boundaryCounts;
    fluidCounts.resize(static_cast<std::size_t>(n));
    boundaryCounts.resize(static_cast<std::size_t>(n));
    const std::size_t chunks = static_cast<std::size_t>(chunkCount(n));
    m_fluidChunks.resize(chunks);
    m_boundaryChunks.resize(chunks);
    // Summation density (1) is summed here, while the distances are at hand: one pass less.
    const bool summation = m_settings.density == SphDensityMethod::Summation;
    const double selfDensity = m_mass * m_kernel.value(0.0);
    parallelFor(n, [&](int begin, int end, int chunk) {
        std::vector<int>& fluid = m_fluidChunks[static_cast<std::size_t>(chunk)];
        std::vector<int>& boundary = m_boundaryChunks[static_cast<std::size_t>(chunk)];
        fluid.clear();
        boundary.clear();
        for (int i = begin; i < end; ++i) {
            const Vector2 xi = m_x[static_cast<std::size_t>(i)];
            double kernelSum = 0.0;  // 1/m²
            const std::size_t before = fluid.size();
            m_fluidGrid.forEachNearbyRange(xi, [&](int first, int last) {
                for (int j = first; j < last; ++j) {
                    const double r2 = (xi - m_x[static_cast<std::size_t>(j)]).squaredNorm();
                    if (j != i && r2 < r2max) {
                        fluid.push_back(j);
                        if (summation)
                            kernelSum += m_kernel.value(std::sqrt(r2));
                    }
                }
            });
            fluidCounts[static_cast<std::size_t>(i)] = static_cast<int>(fluid.size() - before);
            const std::size_t beforeBoundary = boundary.size();
            if (!m_xb.empty())
                m_boundaryGrid.forEachNearbyRange(xi, [&](int first, int last) {
                    for (int b = first; b < last; ++b) {
                        const double r2 = (xi - m_xb[static_cast<std::size_t>(b)]).squaredNorm();
                        if (r2 < r2max) {
                            boundary.push_back(b);
                            if (summation)
                                kernelSum += m_kernel.value(std::sqrt(r2));
                        }
                    }
                });
            boundaryCounts[static_cast<std::size_t>(i)] =
                static_cast<int>(boundary.size() - beforeBoundary);
            if (summation)
                m_rho[static_cast<std::size_t>(i)] = selfDensity + m_mass * kernelSum;
        }
    });
    m_fluidStart.assign(static_cast<std::size_t>(n) + 1, 0);
    m_boundaryStart.assign(static_cast<std::size_t>(n) + 1, 0);
    for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
        m_fluidStart[i + 1] = m_fluidStart[i] + fluidCounts[i];
        m_boundaryStart[i + 1] = m_boundaryStart[i] + boundaryCounts[i];
    }
    m_fluidNbr.clear();
    m_boundaryNbr.clear();
    m_fluidNbr.reserve(static_cast<std::size_t>(m_fluidStart.back()));
    m_boundaryNbr.reserve(static_cast<std::size_t>(m_boundaryStart.back()));
    for (std::size_t c = 0; c < chunks; ++c) {
        m_fluidNbr.insert(m_fluidNbr.end(), m_fluidChunks[c].begin(), m_fluidChunks[c].end());
        m_boundaryNbr.insert(m_boundaryNbr.end(), m_boundaryChunks[c].begin(), m_boundaryChunks[c].end());
    }
}

void WeaklyCompressibleSph::computeDensityAndPressure(double dt)
{
    // Stage 2: density by the continuity equation (2) (summation (1) was done with the search),
    // then Tait (3).
    const bool continuity = m_settings.density == SphDensityMethod::Continuity;
    m_pressureTerm.resize(m_x.size());
    parallelFor(fluidCount(), [&](int begin, int end, int) {
        for (int i = begin; i < end; ++i) {
            const std::size_t si = static_cast<std::size_t>(i);
            if (continuity && dt > 0.0) {
                const Vector2 xi = m_x[si];
                const Vector2 vi = m_v[si];
                double rate = 0.0;  // kg/(m³·s)
                for (int k = m_fluidStart[si]; k < m_fluidStart[si + 1]; ++k) {
                    const std::size_t j = static_cast<std::size_t>(m_fluidNbr[static_cast<std::size_t>(k)]);
                    const Vector2 xij = xi - m_x[j];
                    rate += m_mass * (vi - m_v[j]).dot(m_kernel.gradient(xij, xij.norm()));
                }
                for (int k = m_boundaryStart[si]; k < m_boundaryStart[si + 1]; ++k) {
                    const std::size_t b = static_cast<std::size_t>(m_boundaryNbr[static_cast<std::size_t>(k)]);
                    const Vector2 xib = xi - m_xb[b];
                    rate += m_mass * (vi - m_vb[b]).dot(m_kernel.gradient(xib, xib.norm()));
                }
                m_rho[si] += dt * rate;
            }
            const double p = taitPressure(m_rho[si], m_settings.restDensity, m_stiffnessB);
            m_p[si] = m_settings.clampNegativePressure ? std::max(p, 0.0) : p;
            m_pressureTerm[si] = m_p[si] / (m_rho[si] * m_rho[si]);
        }
    });
}

void WeaklyCompressibleSph::computeAccelerations()
{
    // Stage 3: symmetric pressure force, Monaghan viscosity, walls, gravity (4)–(5); XSPH (6).
    const double h = m_kernel.smoothingLength();
    const double eps2 = m_settings.viscosityEpsilon * h * h;
    const double alphaC = m_settings.alpha * m_settings.soundSpeed;
    const double beta = m_settings.beta;
    const bool xsph = m_settings.xsph;
    const Vector2 g = m_settings.gravity;
    parallelFor(fluidCount(), [&](int begin, int end, int) {
        for (int i = begin; i < end; ++i) {
            const std::size_t si = static_cast<std::size_t>(i);
            const Vector2 xi = m_x[si];
            const Vector2 vi = m_v[si];
            const double rhoI = m_rho[si];
            const double pressureTermI = m_pressureTerm[si];
            Vector2 a = g;
            Vector2 dv = Vector2::Zero();
            double maxMu = 0.0;
            for (int k = m_fluidStart[si]; k < m_fluidStart[si + 1]; ++k) {
                const std::size_t j = static_cast<std::size_t>(m_fluidNbr[static_cast<std::size_t>(k)]);
                const Vector2 xij = xi - m_x[j];
                const double r2 = xij.squaredNorm();
                const double r = std::sqrt(r2);
                const Vector2 vij = vi - m_v[j];
                const double vr = vij.dot(xij);
                const double invRhoBar = 2.0 / (rhoI + m_rho[j]);  // 1/ρ̄ᵢⱼ
                double viscosity = 0.0;
                if (vr < 0.0) {
                    const double mu = h * vr / (r2 + eps2);
                    viscosity = (-alphaC * mu + beta * mu * mu) * invRhoBar;
                    maxMu = std::max(maxMu, -mu);
                }
                a -= (m_mass * (pressureTermI + m_pressureTerm[j] + viscosity) *
                      m_kernel.gradientFactor(r)) * xij;
                if (xsph)
                    dv -= (m_mass * invRhoBar * m_kernel.value(r)) * vij;
            }
            const double ownPressure = std::max(m_p[si], 0.0);
            const double invRho2 = 1.0 / (rhoI * rhoI);
            for (int k = m_boundaryStart[si]; k < m_boundaryStart[si + 1]; ++k) {
                const std::size_t b = static_cast<std::size_t>(m_boundaryNbr[static_cast<std::size_t>(k)]);
                const Vector2 xib = xi - m_xb[b];
                // The wall's pressure: the fluid particle's own plus the weight of the water
                // between them, p_b = pᵢ + ρᵢ g·(x_b − xᵢ) (Adami et al. 2012, eq. 27, for one
                // particle), never below zero.
                const double wallPressure = std::max(ownPressure - rhoI * g.dot(xib), 0.0);
                const double wallPressureTerm = (ownPressure + wallPressure) * invRho2;
                const double r2 = xib.squaredNorm();
                const double r = std::sqrt(r2);
                const double vr = (vi - m_vb[b]).dot(xib);
                double viscosity = 0.0;
                if (vr < 0.0) {
                    const double mu = h * vr / (r2 + eps2);
                    viscosity = (-alphaC * mu + beta * mu * mu) / rhoI;
                    maxMu = std::max(maxMu, -mu);
                }
                a -= (m_mass * (wallPressureTerm + viscosity) * m_kernel.gradientFactor(r)) * xib;
            }
            m_a[si] = a;
            m_xsph[si] = xsph ? Vector2(m_settings.xsphEpsilon * dv) : Vector2::Zero();
            m_maxMu[si] = maxMu;
        }
    });
}

double WeaklyCompressibleSph::courantTimeStep() const
{
    double maxMu = 0.0;
    for (double mu : m_maxMu)
        maxMu = std::max(maxMu, mu);
    return m_settings.courantFactor * m_kernel.smoothingLength() / (m_settings.soundSpeed + maxMu);
}

double WeaklyCompressibleSph::forceTimeStep() const
{
    double maxA2 = 0.0;
    for (const Vector2& a : m_a)
        maxA2 = std::max(maxA2, a.squaredNorm());
    if (maxA2 <= 0.0)
        return std::numeric_limits<double>::infinity();
    return m_settings.forceFactor * std::sqrt(m_kernel.smoothingLength() / std::sqrt(maxA2));
}

double WeaklyCompressibleSph::step()
{
    // Stage 1: the adaptive time step (7).
    const double courant = courantTimeStep();
    const double force = forceTimeStep();
    double dt = m_settings.maxTimeStep;
    m_lastLimit = TimeStepLimit::Maximum;
    if (courant < dt) {
        dt = courant;
        m_lastLimit = TimeStepLimit::Courant;
    }
    if (force < dt) {
        dt = force;
        m_lastLimit = TimeStepLimit::Force;
    }
    // Kick and drift (with the XSPH velocity for the positions).
    parallelFor(fluidCount(), [&](int begin, int end, int) {
        for (std::size_t i = static_cast<std::size_t>(begin); i < static_cast<std::size_t>(end); ++i) {
            m_v[i] += (0.5 * dt) * m_a[i];
            m_x[i] += dt * (m_v[i] + m_xsph[i]);
        }
    });
    moveBoundaries(dt);
    searchNeighbours();
    computeDensityAndPressure(dt);
    computeAccelerations();
    // Second kick.
    parallelFor(fluidCount(), [&](int begin, int end, int) {
        for (std::size_t i = static_cast<std::size_t>(begin); i < static_cast<std::size_t>(end); ++i)
            m_v[i] += (0.5 * dt) * m_a[i];
    });
    m_time += dt;
    m_lastDt = dt;
    ++m_steps;
    return dt;
}

int WeaklyCompressibleSph::indexOfId(int id) const
{
    const auto it = std::find(m_id.begin(), m_id.end(), id);
    return it == m_id.end() ? -1 : static_cast<int>(it - m_id.begin());
}

std::vector<int> WeaklyCompressibleSph::fluidNeighbours(int i) const
{
    const std::size_t si = static_cast<std::size_t>(i);
    return {m_fluidNbr.begin() + m_fluidStart[si], m_fluidNbr.begin() + m_fluidStart[si + 1]};
}

std::vector<int> WeaklyCompressibleSph::boundaryNeighbours(int i) const
{
    const std::size_t si = static_cast<std::size_t>(i);
    return {m_boundaryNbr.begin() + m_boundaryStart[si],
            m_boundaryNbr.begin() + m_boundaryStart[si + 1]};
}

int WeaklyCompressibleSph::neighbourCount(int i) const
{
    const std::size_t si = static_cast<std::size_t>(i);
    return m_fluidStart[si + 1] - m_fluidStart[si] + m_boundaryStart[si + 1] - m_boundaryStart[si];
}

double WeaklyCompressibleSph::interpolatePressure(const Vector2& x) const
{
    return shepardInterpolation(m_kernel, m_fluidGrid, m_x, m_mass, m_rho, m_p, x);
}

std::vector<double> WeaklyCompressibleSph::colourFieldOnGrid(const Vector2& origin,
                                                             double spacing, int nodesX,
                                                             int nodesY, bool boundary) const
{
    return pl::colourFieldOnGrid(m_kernel, m_mass / m_settings.restDensity, boundary ? m_xb : m_x,
                                 origin, spacing, nodesX, nodesY);
}

double WeaklyCompressibleSph::kineticEnergy() const
{
    double e = 0.0;
    for (const Vector2& v : m_v)
        e += 0.5 * m_mass * v.squaredNorm();
    return e;
}

WeaklyCompressibleSph::Vector2 WeaklyCompressibleSph::momentum() const
{
    Vector2 p = Vector2::Zero();
    for (const Vector2& v : m_v)
        p += m_mass * v;
    return p;
}

bool WeaklyCompressibleSph::isFiniteAndBounded() const
{
    const double vmax2 = 100.0 * m_settings.soundSpeed * m_settings.soundSpeed;
    for (std::size_t i = 0; i < m_x.size(); ++i) {
        if (!m_x[i].allFinite() || !m_v[i].allFinite() || !std::isfinite(m_rho[i]) ||
            m_rho[i] <= 0.0 || !(m_v[i].squaredNorm() <= vmax2))
            return false;
    }
    return true;
}

WcsphState WeaklyCompressibleSph::state() const
{
    WcsphState s;
    s.positions = m_x;
    s.velocities = m_v;
    s.accelerations = m_a;
    s.xsphVelocities = m_xsph;
    s.densities = m_rho;
    s.pressures = m_p;
    s.maxMu = m_maxMu;
    s.ids = m_id;
    s.boundaryRest = m_xb0;
    s.boundaryPositions = m_xb;
    s.boundaryVelocities = m_vb;
    s.boundaryBodies = m_body;
    s.tankAngle = m_tankAngle;
    s.tankTarget = m_tankTarget;
    s.tankRate = m_tankRate;
    s.obstacleOffset = m_obstacleOffset;
    s.obstacleTarget = m_obstacleTarget;
    s.obstacleSpeed = m_obstacleSpeed;
    s.boundaryMoved = m_boundaryMoved;
    s.time = m_time;
    s.lastTimeStep = m_lastDt;
    s.lastLimit = m_lastLimit;
    s.steps = m_steps;
    return s;
}

void WeaklyCompressibleSph::setState(const WcsphState& state)
{
    m_x = state.positions;
    m_v = state.velocities;
    m_a = state.accelerations;
    m_xsph = state.xsphVelocities;
    m_rho = state.densities;
    m_p = state.pressures;
    m_maxMu = state.maxMu;
    m_id = state.ids;
    m_xb0 = state.boundaryRest;
    m_xb = state.boundaryPositions;
    m_vb = state.boundaryVelocities;
    m_body = state.boundaryBodies;
    m_tankAngle = state.tankAngle;
    m_tankTarget = state.tankTarget;
    m_tankRate = state.tankRate;
    m_obstacleOffset = state.obstacleOffset;
    m_obstacleTarget = state.obstacleTarget;
    m_obstacleSpeed = state.obstacleSpeed;
    m_time = state.time;
    m_lastDt = state.lastTimeStep;
    m_lastLimit = state.lastLimit;
    m_steps = state.steps;
    // The last step's search ran on exactly these positions, so searching again rebuilds the
    // same grids and lists; the stable counting sort leaves the restored order as it is. The
    // boundary grid is rebuilt too, and the search sets m_boundaryMoved from the velocities of
    // the walls as the last step's search did.
    m_boundaryMoved = true;
    searchNeighbours();
    m_boundaryMoved = state.boundaryMoved;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/DivergenceFreeSph.h>

#include <particlelab/linear/ChebyshevWeights.h>
#include <particlelab/sph/SphFields.h>

#include "VectorClones.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cmath>
#include <limits>
#include <numbers>

namespace pl {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

using Vector2 = Eigen::Vector2d;

// The passes over the stored pairs, one block of particles [begin, end) a call, as free
// functions so that each is compiled for AVX2 as well (VectorClones.h: the same bits).

// Dρᵢ/Dt / m = Σⱼ (vᵢ − vⱼ)·∇ᵢWᵢⱼ + Σ_b (vᵢ − v_b)·∇ᵢW_ib   (BK17 eq. 9, without the mass).
inline double rateOverMass(const NeighbourPairs& pairs, const Vector2* v, std::size_t i)
{
    const Vector2 vi = v[i];
    double rate = vi.dot(pairs.boundaryGradient[i]) - pairs.boundaryFlux[i];
    const NeighbourPairs::Range range = pairs.of(static_cast<int>(i));
    for (int k = 0; k < range.count; ++k)
        rate += (vi - v[static_cast<std::size_t>(range.neighbour(k))]).dot(range.gradient(k));
    return rate;
}

// The same sums for the eight particles first … first + n − 1 (n ≤ 8) side by side, over their
// slice (NeighbourPairs::slice): each lane adds its particle's pairs in the order
// rateOverMass does, so the rates are the same to the bit, and the compiler packs the lanes.
inline void ratesOverMass(const NeighbourPairs& pairs, const Vector2* v, int first, int n,
                          double* rate)
{
    constexpr int lanes = NeighbourPairs::sliceLanes;
    double vx[lanes], vy[lanes];
    for (int l = 0; l < lanes; ++l) {
        const std::size_t i = static_cast<std::size_t>(first + std::min(l, n - 1));
        vx[l] = v[i].x();
        vy[l] = v[i].y();
        rate[l] = v[i].dot(pairs.boundaryGradient[i]) - pairs.boundaryFlux[i];
    }
    const NeighbourPairs::Slice slice = pairs.slice(first);
    for (int k = 0; k < slice.width; ++k) {
        const int* j = slice.neighbour + lanes * k;
        const double* gx = slice.gradientX + lanes * k;
        const double* gy = slice.gradientY + lanes * k;
        for (int l = 0; l < lanes; ++l) {
            const Vector2& vj = v[static_cast<std::size_t>(j[l])];
            rate[l] += (vx[l] - vj.x()) * gx[l] + (vy[l] - vj.y()) * gy[l];
        }
    }
}

// Viscosity and gravity (applyNonPressureForces): smoothed = v + Δv + w Σ …, w = Δt (2ν/M₂) m.
PL_VECTOR_CLONES void viscosityBlock(int begin, int end, const NeighbourPairs& pairs,
                                     const Vector2* v, const double* rho, const Vector2& dv,
                                     double weight, Vector2* smoothed)
{
    for (int i = begin; i < end; ++i) {
        const std::size_t si = static_cast<std::size_t>(i);
        const Vector2 vi = v[si];
        const double rhoI = rho[si];
        Vector2 sum = Vector2::Zero();
        const NeighbourPairs::Range range = pairs.of(i);
        for (int k = 0; k < range.count; ++k) {
            const std::size_t j = static_cast<std::size_t>(range.neighbour(k));
            sum += (2.0 * range.kernelValue(k) / (rhoI + rho[j])) * (v[j] - vi);
        }
        // The walls, at their own velocities, with ρ̄ = ρᵢ: friction.
        sum += (pairs.boundaryVelocitySum[si] - pairs.boundaryKernelSum[si] * vi) / rhoI;
        smoothed[si] = vi + dv + weight * sum;
    }
}

// One update of the projected, relaxed Jacobi iteration both solvers share, for particle i
// whose residual is r (the constraint's excess: ρ*ᵢ − ρ₀ or Dρᵢ/Dt) and whose diagonal is
// αᵢ/scale (scale = Δt² or Δt): κ̂ᵢ = max(κᵢ + ω r αᵢ/scale, 0). Adds to `residual` what is left
// to solve at i before the update (|r|, or less where κᵢ reaches 0, as r = 0 would need a
// negative pressure) when i is or was under pressure.
// With `before` (κ of the iteration before this one's) the update is Chebyshev-weighted:
// κᵢ ← max(beforeᵢ + w (κ̂ᵢ − beforeᵢ), 0), and beforeᵢ becomes this iteration's κᵢ; without,
// κᵢ ← κ̂ᵢ. stepOverRho gets the change of κᵢ over ρᵢ, what the pressure pass applies.
inline void projectedUpdate(std::size_t i, double r, double alphaOverScale, double rhoI,
                            double omega, double weight, double* before, double* stepOverRho,
                            double* kappa, DfsphResidual& residual)
{
    const double old = kappa[i];
    const double jacobi =
        alphaOverScale > 0.0 ? std::max(old + omega * r * alphaOverScale, 0.0) : 0.0;
    double k = jacobi;
    if (before != nullptr) {
        if (weight != 1.0)
            k = std::max(before[i] + weight * (jacobi - before[i]), 0.0);
        before[i] = old;
    }
    const double step = k - old;
    stepOverRho[i] = step / rhoI;
    kappa[i] = k;
    if ((old > 0.0 || jacobi > 0.0) && alphaOverScale > 0.0) {
        residual.sum += std::abs(jacobi - old) / (omega * alphaOverScale);
        ++residual.count;
    }
}

// One iteration of the constant-density solver over the block: the residual ρ*ᵢ − ρ₀ (kg/m³).
// The update is Chebyshev-weighted (weight, before: projectedUpdate).
PL_VECTOR_CLONES DfsphResidual densityBlock(int begin, int end, const NeighbourPairs& pairs,
                                            const Vector2* v, double mass, const double* rho,
                                            const double* alpha, double rho0, double dt,
                                            double omega, double weight, double* before,
                                            double* stepOverRho, double* kappa)
{
    DfsphResidual residual;
    const double invDt2 = 1.0 / (dt * dt);
    constexpr int lanes = NeighbourPairs::sliceLanes;
    for (int first = begin; first < end; first += lanes) {
        const int n = std::min(lanes, end - first);
        double rate[lanes];
        ratesOverMass(pairs, v, first, n, rate);
        for (int l = 0; l < n; ++l) {
            const std::size_t si = static_cast<std::size_t>(first + l);
            const double predicted = rho[si] + dt * (mass * rate[l]);
            projectedUpdate(si, predicted - rho0, alpha[si] * invDt2, rho[si], omega, weight,
                            before, stepOverRho, kappa, residual);
        }
    }
    return residual;
}

// One iteration of the divergence solver over the block: the residual Dρᵢ/Dt (kg/(m³·s)).
// Particles with fewer than `sparse` neighbours are left out (their κᵛ kept, not counted).
PL_VECTOR_CLONES DfsphResidual divergenceBlock(int begin, int end, const NeighbourPairs& pairs,
                                               const Vector2* v, double mass, const double* rho,
                                               const double* alpha, double dt, int sparse,
                                               double omega, double* stepOverRho, double* kappa)
{
    DfsphResidual residual;
    const double invDt = 1.0 / dt;
    constexpr int lanes = NeighbourPairs::sliceLanes;
    for (int first = begin; first < end; first += lanes) {
        const int n = std::min(lanes, end - first);
        double rate[lanes];
        ratesOverMass(pairs, v, first, n, rate);
        for (int l = 0; l < n; ++l) {
            const int i = first + l;
            const std::size_t si = static_cast<std::size_t>(i);
            if (pairs.fluidNeighbourCount(i) + pairs.boundaryCount[si] < sparse) {
                stepOverRho[si] = 0.0;
                continue;
            }
            projectedUpdate(si, mass * rate[l], alpha[si] * invDt, rho[si], omega, 1.0, nullptr,
                            stepOverRho, kappa, residual);
        }
    }
    return residual;
}

// vᵢ −= Δt m ((2qᵢ) Σ_b ∇ᵢW_ib + Σⱼ (qᵢ + qⱼ) ∇ᵢWᵢⱼ), q = κ/ρ.
PL_VECTOR_CLONES void pressureBlock(int begin, int end, const NeighbourPairs& pairs,
                                    const double* q, double impulse, Vector2* v)
{
    // Eight particles side by side (NeighbourPairs::slice), each adding its pairs in the order
    // of its own list.
    constexpr int lanes = NeighbourPairs::sliceLanes;
    for (int first = begin; first < end; first += lanes) {
        const int n = std::min(lanes, end - first);
        double qi[lanes], ax[lanes], ay[lanes];
        for (int l = 0; l < lanes; ++l) {
            const std::size_t i = static_cast<std::size_t>(first + std::min(l, n - 1));
            qi[l] = q[i];
            ax[l] = (2.0 * qi[l]) * pairs.boundaryGradient[i].x();
            ay[l] = (2.0 * qi[l]) * pairs.boundaryGradient[i].y();
        }
        const NeighbourPairs::Slice slice = pairs.slice(first);
        for (int k = 0; k < slice.width; ++k) {
            const int* j = slice.neighbour + lanes * k;
            const double* gx = slice.gradientX + lanes * k;
            const double* gy = slice.gradientY + lanes * k;
            for (int l = 0; l < lanes; ++l) {
                const double sum = qi[l] + q[static_cast<std::size_t>(j[l])];
                ax[l] += sum * gx[l];
                ay[l] += sum * gy[l];
            }
        }
        for (int l = 0; l < n; ++l) {
            Vector2& vi = v[static_cast<std::size_t>(first + l)];
            vi.x() -= impulse * ax[l];
            vi.y() -= impulse * ay[l];
        }
    }
}

} // namespace

DivergenceFreeSph::DivergenceFreeSph(const DfsphSettings& settings)
    : m_settings(settings), m_kernel(settings.smoothingRatio * settings.spacing),
      m_team(settings.threads)
{
    assert(settings.spacing > 0.0 && settings.smoothingRatio > 0.0);
    assert(settings.minTimeStep > 0.0 && settings.maxTimeStep >= settings.minTimeStep);
    m_settings.threads = m_team.size();
    m_mass = settings.restDensity / latticeKernelSum(m_kernel, settings.spacing);
    // M₂ = Σⱼ Vⱼ Wᵢⱼ xᵢⱼ² over the lattice (m²): Σⱼ Vⱼ Wᵢⱼ (vⱼ − vᵢ) = (M₂/2) ∇²v for a smooth v.
    {
        const double dx = settings.spacing;
        const int reach = static_cast<int>(std::ceil(m_kernel.supportRadius() / dx)) + 1;
        double moment = 0.0;
        for (int k = -reach; k <= reach; ++k)
            for (int l = -reach; l <= reach; ++l)
                moment += m_kernel.value(dx * std::hypot(k, l)) * (k * dx) * (k * dx);
        m_secondMoment = moment * m_mass / settings.restDensity;
    }
    // A third of the π(2h/Δx)² neighbours of a particle inside the water (7 for h = 1.3Δx).
    const double full = std::numbers::pi * 4.0 * settings.smoothingRatio * settings.smoothingRatio;
    m_sparseNeighbours = static_cast<int>(full / 3.0);
}

void DivergenceFreeSph::setThreads(int threads)
{
    m_team.resize(threads);
    m_settings.threads = m_team.size();
}

void DivergenceFreeSph::addFluidParticle(const Vector2& x, const Vector2& v, double pressure)
{
    m_state.ids.push_back(static_cast<int>(m_state.positions.size()));
    m_state.positions.push_back(x);
    m_state.velocities.push_back(v);
    m_state.densityKappa.push_back(pressure / m_settings.restDensity);
    m_state.divergenceKappa.push_back(0.0);
}

void DivergenceFreeSph::addBoundaryParticle(const Vector2& x, BoundaryBody body)
{
    m_xb0.push_back(x);
    m_xb.push_back(x);
    m_vb.push_back(Vector2::Zero());
    m_body.push_back(body);
    m_boundaryReady = false;
}

void DivergenceFreeSph::initialise()
{
    moveBoundaries(0.0);
    updateNeighbourhoods();
}

void DivergenceFreeSph::setState(const DfsphState& state)
{
    assert(state.positions.size() == state.velocities.size());
    m_state = state;
    m_boundaryReady = false;
    moveBoundaries(0.0);
    updateNeighbourhoods();
}

void DivergenceFreeSph::setTankAngleTarget(double target, double maxRate)
{
    m_state.tankTarget = target;
    m_state.tankRate = std::max(0.0, maxRate);
}

void DivergenceFreeSph::setObstacleTarget(const Vector2& target, double maxSpeed)
{
    m_state.obstacleTarget = target;
    m_state.obstacleSpeed = std::max(0.0, maxSpeed);
}

template <class Body>
DfsphResidual DivergenceFreeSph::sumOverBlocks(Body&& body)
{
    // One partial sum per fixed block, added in block order: the same bits for any team size.
    const int n = fluidCount();
    m_blockSums.assign(static_cast<std::size_t>(ThreadTeam::blockCount(n)), DfsphResidual{});
    m_team.forEachBlock(n, [&](int block, int begin, int end) {
        m_blockSums[static_cast<std::size_t>(block)] = body(begin, end);
    });
    DfsphResidual total;
    for (const DfsphResidual& s : m_blockSums) {
        total.sum += s.sum;
        total.count += s.count;
    }
    return total;
}

// ---------------------------------------------------------------------------------------------
// The step, BK17 Algorithm 1.

double DivergenceFreeSph::step()
{
    const Clock::time_point start = Clock::now();
    // 1–3. Δt from the CFL condition, then the velocities after gravity and viscosity.
    const double dt = chooseTimeStep();
    applyNonPressureForces(dt);
    const double forcesTime = secondsSince(start);
    // 4. Constant-density solver: the predicted density ρ* back to ρ₀.
    Clock::time_point stage = Clock::now();
    solveConstantDensity(dt);
    m_times.densitySolver = secondsSince(stage);
    // 5. Positions, and the walls.
    stage = Clock::now();
    drift(dt);
    moveBoundaries(dt);
    const double driftTime = secondsSince(stage);
    // 6. Neighbourhoods, densities and factors αᵢ at the new positions.
    stage = Clock::now();
    updateNeighbourhoods();
    m_times.search = secondsSince(stage);
    // 7. Divergence-free solver: Dρ/Dt back to zero.
    stage = Clock::now();
    solveDivergenceFree(dt);
    m_times.divergenceSolver = secondsSince(stage);

    m_state.time += dt;
    m_state.lastTimeStep = dt;
    ++m_state.steps;
    m_times.rest = forcesTime + driftTime;
    return dt;
}

double DivergenceFreeSph::cflTimeStep() const
{
    double maxSpeed2 = 0.0;
    for (const Vector2& v : m_state.velocities)
        maxSpeed2 = std::max(maxSpeed2, v.squaredNorm());
    if (maxSpeed2 <= 0.0)
        return std::numeric_limits<double>::infinity();
    return m_settings.cflNumber * m_kernel.smoothingLength() / std::sqrt(maxSpeed2);
}

double DivergenceFreeSph::viscousTimeStep() const
{
    // The step's smoothing weight w = 2νΔt/M₂ at most 1: a particle then keeps a positive share
    // 1 − w Σⱼ VⱼWᵢⱼ ≥ 0.27 of its own velocity (Σⱼ VⱼWᵢⱼ ≈ 0.73 without itself, h = 1.3Δx),
    // so the explicit smoothing stays stable and overshoots no neighbour.
    if (m_settings.viscosity <= 0.0)
        return std::numeric_limits<double>::infinity();
    return 0.5 * m_secondMoment / m_settings.viscosity;
}

double DivergenceFreeSph::chooseTimeStep() const
{
    // Stage 2: no particle moves more than λh in a step (the CFL condition of BK17), and the
    // viscosity smooths at most half of the velocity difference to a neighbour in one step.
    return std::clamp(std::min(cflTimeStep(), viscousTimeStep()), m_settings.minTimeStep,
                      m_settings.maxTimeStep);
}

void DivergenceFreeSph::applyNonPressureForces(double dt)
{
    // Stages 1 and 3: v* = v + Δt g + Δt (2ν/M₂) [Σⱼ (m/ρ̄ᵢⱼ)(vⱼ − vᵢ)Wᵢⱼ + Σ_b (m/ρᵢ)(v_b − vᵢ)W_ib].
    // XSPH's smoothing sum is (M₂/2)∇²v for a smooth field, so this is Δt ν∇²v: a viscosity per
    // unit time, the same whatever the step. (Applied as XSPH with a fixed ε per step, it was a
    // viscosity ν ≈ εM₂/(2Δt): the collapse's long steps, 2.3 ms, left the water 7 to 12 times
    // less viscous than WCSPH's αhc₀/8, and its surge front ran 17–20 % ahead.) Symmetric in i and
    // j through ρ̄ᵢⱼ = (ρᵢ + ρⱼ)/2, so it conserves the fluid's momentum; the wall term, against
    // the walls' own velocities, is their friction. Gathered from the old velocities into a
    // scratch array, then swapped in.
    const Vector2 dv = dt * m_settings.gravity;
    const double nu = m_settings.viscosity;
    std::vector<Vector2>& v = m_state.velocities;
    if (nu <= 0.0) {
        for (Vector2& vi : v)
            vi += dv;
        return;
    }
    const double weight = dt * 2.0 * nu / m_secondMoment * m_mass;
    std::vector<Vector2>& smoothed = m_velocityScratch;
    smoothed.resize(v.size());
    m_team.forEachBlock(fluidCount(), [&](int, int begin, int end) {
        viscosityBlock(begin, end, m_pairs, v.data(), m_rho.data(), dv, weight, smoothed.data());
    });
    v.swap(smoothed);
}

void DivergenceFreeSph::solveConstantDensity(double dt)
{
    // Stage 4, BK17 Algorithm 3. ρ*ᵢ = ρᵢ + Δt Dρᵢ/Dt(v*) predicts the density after the drift;
    // κᵢ ← max(κᵢ + ω (ρ*ᵢ − ρ₀) αᵢ/Δt², 0) is the relaxed, projected Jacobi update (eq. 11
    // with ω and the projection, see the header). κᵢ is the step's pressure over density; it
    // warm-starts the next step. The error is the mean residual over the particles under
    // pressure.
    const double rho0 = m_settings.restDensity;
    const double omega = m_settings.relaxation;
    std::vector<double>& kappa = m_state.densityKappa;
    startSolver(kappa, dt);
    int iterations = 0;
    double error = 0.0;
    DivergenceWatch watch(m_settings.divergingGrowth);
    ChebyshevWeights weights(m_settings.chebyshevRadius);
    m_kappaBefore = kappa;
    do {
        const double weight = weights.next();
        const DfsphResidual residual = sumOverBlocks([&](int begin, int end) {
            return densityBlock(begin, end, m_pairs, m_state.velocities.data(), m_mass,
                                m_rho.data(), m_alpha.data(), rho0, dt, omega, weight,
                                m_kappaBefore.data(), m_kappaOverRho.data(), kappa.data());
        });
        error = residual.count > 0 ? residual.sum / (residual.count * rho0) : 0.0;
        applyPressure(m_kappaOverRho, dt);
        ++iterations;
    } while ((error > m_settings.densityTolerance || iterations < m_settings.minDensityIterations) &&
             iterations < m_settings.maxDensityIterations && !watch.diverging(error));
    m_state.densityIterations = iterations;
    m_state.densityError = error;
}

void DivergenceFreeSph::drift(double dt)
{
    // Stage 5: xᵢ ← xᵢ + Δt v*ᵢ.
    std::vector<Vector2>& x = m_state.positions;
    const std::vector<Vector2>& v = m_state.velocities;
    for (std::size_t i = 0; i < x.size(); ++i)
        x[i] += dt * v[i];
}

void DivergenceFreeSph::moveBoundaries(double dt)
{
    // The tank turns and the obstacle slides towards their targets at bounded rates; the walls'
    // velocities enter Dρ/Dt through the boundary flux Σ_b ψ_b v_b·∇W_ib.
    DfsphState& s = m_state;
    double dAngle = 0.0;
    Vector2 dOffset = Vector2::Zero();
    if (dt > 0.0) {
        dAngle = std::clamp(s.tankTarget - s.tankAngle, -s.tankRate * dt, s.tankRate * dt);
        dOffset = s.obstacleTarget - s.obstacleOffset;
        const double reach = s.obstacleSpeed * dt;
        if (dOffset.norm() > reach)
            dOffset *= reach / dOffset.norm();
        const bool wasMoving = s.tankAngularVelocity != 0.0 || s.obstacleVelocity != Vector2::Zero();
        s.tankAngle += dAngle;
        s.obstacleOffset += dOffset;
        s.tankAngularVelocity = dAngle / dt;
        s.obstacleVelocity = dOffset / dt;
        const bool moving = dAngle != 0.0 || dOffset != Vector2::Zero();
        if (moving || wasMoving)
            m_boundaryReady = false;
    }
    if (m_boundaryReady)
        return;
    const double c = std::cos(s.tankAngle), sn = std::sin(s.tankAngle);
    for (std::size_t b = 0; b < m_xb.size(); ++b) {
        if (m_body[b] == BoundaryBody::Tank) {
            const Vector2 r0 = m_xb0[b] - m_tankPivot;
            const Vector2 r(c * r0.x() - sn * r0.y(), sn * r0.x() + c * r0.y());
            m_xb[b] = m_tankPivot + r;
            m_vb[b] = s.tankAngularVelocity * Vector2(-r.y(), r.x());
        } else {
            m_xb[b] = m_xb0[b] + s.obstacleOffset;
            m_vb[b] = s.obstacleVelocity;
        }
    }
    if (!m_xb.empty()) {
        Vector2 lo = m_xb.front(), hi = m_xb.front();
        for (const Vector2& p : m_xb) {
            lo = lo.cwiseMin(p);
            hi = hi.cwiseMax(p);
        }
        m_boundaryGrid.build(m_xb, lo, hi, m_kernel.supportRadius(),
                             4 * boundaryCount() + 1024);
        m_boundaryOrder = m_boundaryGrid.order();
        m_xbSorted.resize(m_xb.size());
        m_vbSorted.resize(m_vb.size());
        for (std::size_t k = 0; k < m_boundaryOrder.size(); ++k) {
            m_xbSorted[k] = m_xb[static_cast<std::size_t>(m_boundaryOrder[k])];
            m_vbSorted[k] = m_vb[static_cast<std::size_t>(m_boundaryOrder[k])];
        }
    }
    m_boundaryReady = true;
}

void DivergenceFreeSph::updateNeighbourhoods()
{
    // Stage 6: the fluid is sorted into cell order (every evolving array with it), the pairs are
    // found once for the step, with the sums that ρᵢ and αᵢ are made of, then ρᵢ and αᵢ.
    const double radius = m_kernel.supportRadius();
    std::vector<Vector2>& x = m_state.positions;
    Vector2 lo = Vector2::Zero(), hi = Vector2::Zero();
    if (!x.empty()) {
        lo = hi = x.front();
        for (const Vector2& p : x) {
            lo = lo.cwiseMin(p);
            hi = hi.cwiseMax(p);
        }
    }
    if (!m_xb.empty() && !x.empty()) {
        // Stray particles far outside the walls go to the border cells.
        Vector2 blo = m_xb.front(), bhi = m_xb.front();
        for (const Vector2& p : m_xb) {
            blo = blo.cwiseMin(p);
            bhi = bhi.cwiseMax(p);
        }
        lo = lo.cwiseMax(blo - Vector2::Constant(radius));
        hi = hi.cwiseMin(bhi + Vector2::Constant(radius)).cwiseMax(lo);
    }
    m_fluidGrid.build(x, lo, hi, radius, 4 * fluidCount() + 1024);
    // Every evolving array into cell order, in one pass of the team: a[k] ← a[order[k]].
    const std::vector<int>& order = m_fluidGrid.order();
    auto& sorted = m_sortScratch;
    const std::size_t n = x.size();
    sorted.positions.resize(n);
    sorted.velocities.resize(n);
    sorted.ids.resize(n);
    sorted.densityKappa.resize(n);
    sorted.divergenceKappa.resize(n);
    m_team.forEachBlock(fluidCount(), [&](int, int begin, int end) {
        for (std::size_t k = static_cast<std::size_t>(begin); k < static_cast<std::size_t>(end);
             ++k) {
            const std::size_t from = static_cast<std::size_t>(order[k]);
            sorted.positions[k] = m_state.positions[from];
            sorted.velocities[k] = m_state.velocities[from];
            sorted.ids[k] = m_state.ids[from];
            sorted.densityKappa[k] = m_state.densityKappa[from];
            sorted.divergenceKappa[k] = m_state.divergenceKappa[from];
        }
    });
    m_state.positions.swap(sorted.positions);
    m_state.velocities.swap(sorted.velocities);
    m_state.ids.swap(sorted.ids);
    m_state.densityKappa.swap(sorted.densityKappa);
    m_state.divergenceKappa.swap(sorted.divergenceKappa);

    m_pairs.build(m_state.positions, m_fluidGrid, m_xbSorted, m_vbSorted, m_boundaryGrid,
                  m_kernel, m_team);
    computeDensitiesAndFactors();
}

void DivergenceFreeSph::computeDensitiesAndFactors()
{
    // ρᵢ = m (W(0) + Σⱼ Wᵢⱼ + Σ_b W_ib) and αᵢ = ρᵢ / ((Σ m∇ᵢW)·(Σⱼ m∇ᵢWᵢⱼ + 2Σ_b m∇ᵢW_ib)
    // + Σⱼ |m∇ᵢWᵢⱼ|²) (BK17 eq. 11 with the mirrored wall pressure; the boundary particles
    // appear in the first product only, as they do not move). The sums over the pairs were
    // formed by the search.
    const std::size_t n = static_cast<std::size_t>(fluidCount());
    m_rho.resize(n);
    m_alpha.resize(n);
    m_p.resize(n);
    m_kappaOverRho.resize(n);
    const double selfDensity = m_mass * m_kernel.value(0.0);
    m_team.forEachBlock(fluidCount(), [&](int, int begin, int end) {
        for (int i = begin; i < end; ++i) {
            const std::size_t si = static_cast<std::size_t>(i);
            const Vector2& wallGradient = m_pairs.boundaryGradient[si];
            const Vector2& fluidGradient = m_pairs.fluidGradientSum[si];
            const double squares = m_pairs.fluidGradientSquares[si];
            const double rho = selfDensity +
                               m_mass * (m_pairs.fluidKernelSum[si] + m_pairs.boundaryKernelSum[si]);
            const double denominator =
                m_mass * m_mass *
                ((fluidGradient + wallGradient).dot(fluidGradient + 2.0 * wallGradient) + squares);
            m_rho[si] = rho;
            // A lone particle has no neighbour to push against: no pressure.
            m_alpha[si] = denominator > 1e-12 * rho * rho ? rho / denominator : 0.0;
            m_p[si] = rho * (m_state.densityKappa[si] + m_state.divergenceKappa[si]);
        }
    });
}

double DivergenceFreeSph::densityRate(std::size_t i) const
{
    // Dρᵢ/Dt = Σⱼ m (vᵢ − vⱼ)·∇ᵢWᵢⱼ + Σ_b m (vᵢ − v_b)·∇ᵢW_ib   (BK17 eq. 9).
    return m_mass * rateOverMass(m_pairs, m_state.velocities.data(), i);
}

void DivergenceFreeSph::applyPressure(const std::vector<double>& kappaOverRho, double dt)
{
    // vᵢ ← vᵢ + Δt aᵢᵖ,  aᵢᵖ = −Σⱼ m (κᵢ/ρᵢ + κⱼ/ρⱼ) ∇ᵢWᵢⱼ − (2κᵢ/ρᵢ) Σ_b m ∇ᵢW_ib (mirrored).
    // κ/ρ was formed once per particle by the pass before (a solver's iteration or its warm
    // start), and is gathered here.
    std::vector<Vector2>& v = m_state.velocities;
    const double impulse = dt * m_mass;
    m_team.forEachBlock(fluidCount(), [&](int, int begin, int end) {
        pressureBlock(begin, end, m_pairs, kappaOverRho.data(), impulse, v.data());
    });
}

void DivergenceFreeSph::startSolver(std::vector<double>& kappa, double dt)
{
    if (m_settings.warmStart) {
        std::vector<double>& q = m_kappaOverRho;
        m_team.forEachBlock(fluidCount(), [&](int, int begin, int end) {
            for (int i = begin; i < end; ++i) {
                const std::size_t si = static_cast<std::size_t>(i);
                kappa[si] *= 0.5;
                q[si] = kappa[si] / m_rho[si];
            }
        });
        applyPressure(q, dt);
    } else {
        std::fill(kappa.begin(), kappa.end(), 0.0);
    }
}

void DivergenceFreeSph::solveDivergenceFree(double dt)
{
    // Stage 7, BK17 Algorithm 2: κᵢᵛ ← max(κᵢᵛ + ω (Dρᵢ/Dt) αᵢ/Δt, 0) until the mean residual
    // |Dρ/Dt| Δt/ρ₀ over the particles under pressure is at most ηᵥ. Particles with few
    // neighbours (spray) are left out: their sum does not estimate ∇·v.
    const double rho0 = m_settings.restDensity;
    const double omega = m_settings.relaxation;
    std::vector<double>& kappa = m_state.divergenceKappa;
    startSolver(kappa, dt);
    int iterations = 0;
    double error = 0.0;
    DivergenceWatch watch(m_settings.divergingGrowth);
    do {
        const DfsphResidual residual = sumOverBlocks([&](int begin, int end) {
            return divergenceBlock(begin, end, m_pairs, m_state.velocities.data(), m_mass,
                                   m_rho.data(), m_alpha.data(), dt, m_sparseNeighbours, omega,
                                   m_kappaOverRho.data(), kappa.data());
        });
        error = residual.count > 0 ? residual.sum * dt / (residual.count * rho0) : 0.0;
        applyPressure(m_kappaOverRho, dt);
        ++iterations;
    } while ((error > m_settings.divergenceTolerance ||
              iterations < m_settings.minDivergenceIterations) &&
             iterations < m_settings.maxDivergenceIterations && !watch.diverging(error));
    m_state.divergenceIterations = iterations;
    m_state.divergenceError = error;
    for (std::size_t i = 0; i < m_p.size(); ++i)
        m_p[i] = m_rho[i] * (m_state.densityKappa[i] + kappa[i]);
}

double DivergenceFreeSph::divergenceError() const
{
    const int n = fluidCount();
    if (n == 0 || m_state.lastTimeStep <= 0.0)
        return 0.0;
    double sum = 0.0;
    for (int i = 0; i < n; ++i) {
        const std::size_t si = static_cast<std::size_t>(i);
        if (neighbourCount(i) >= m_sparseNeighbours)
            sum += std::max(densityRate(si), 0.0);
    }
    return sum * m_state.lastTimeStep / (n * m_settings.restDensity);
}

// ---------------------------------------------------------------------------------------------
// Queries.

int DivergenceFreeSph::indexOfId(int id) const
{
    const auto it = std::find(m_state.ids.begin(), m_state.ids.end(), id);
    return it == m_state.ids.end() ? -1 : static_cast<int>(it - m_state.ids.begin());
}

std::vector<int> DivergenceFreeSph::fluidNeighbours(int i) const
{
    const NeighbourPairs::Range pairs = m_pairs.of(i);
    std::vector<int> out(static_cast<std::size_t>(pairs.count));
    for (int k = 0; k < pairs.count; ++k)
        out[static_cast<std::size_t>(k)] = pairs.neighbour(k);
    return out;
}

std::vector<int> DivergenceFreeSph::boundaryNeighbours(int i) const
{
    std::vector<int> out;
    if (m_xb.empty())
        return out;
    const Vector2 xi = m_state.positions[static_cast<std::size_t>(i)];
    const double r2max = m_kernel.supportRadius() * m_kernel.supportRadius();
    m_boundaryGrid.forEachNearbyRange(xi, [&](int first, int last) {
        for (int b = first; b < last; ++b)
            if ((xi - m_xbSorted[static_cast<std::size_t>(b)]).squaredNorm() < r2max)
                out.push_back(m_boundaryOrder[static_cast<std::size_t>(b)]);
    });
    return out;
}

int DivergenceFreeSph::neighbourCount(int i) const
{
    return m_pairs.fluidNeighbourCount(i) + m_pairs.boundaryCount[static_cast<std::size_t>(i)];
}

double DivergenceFreeSph::interpolatePressure(const Vector2& x) const
{
    return shepardInterpolation(m_kernel, m_fluidGrid, m_state.positions, m_mass, m_rho, m_p, x);
}

std::vector<double> DivergenceFreeSph::colourFieldOnGrid(const Vector2& origin, double spacing,
                                                         int nodesX, int nodesY,
                                                         bool boundary) const
{
    return pl::colourFieldOnGrid(m_kernel, m_mass / m_settings.restDensity,
                                 boundary ? m_xb : m_state.positions, origin, spacing, nodesX,
                                 nodesY, &m_team);
}

double DivergenceFreeSph::kineticEnergy() const
{
    double e = 0.0;
    for (const Vector2& v : m_state.velocities)
        e += 0.5 * m_mass * v.squaredNorm();
    return e;
}

SphFluid::Vector2 DivergenceFreeSph::momentum() const
{
    Vector2 p = Vector2::Zero();
    for (const Vector2& v : m_state.velocities)
        p += m_mass * v;
    return p;
}

bool DivergenceFreeSph::isFiniteAndBounded() const
{
    // Faster than λh/Δt_min, the flow outruns the smallest time step allowed.
    const double limit = m_settings.cflNumber * m_kernel.smoothingLength() / m_settings.minTimeStep;
    for (std::size_t i = 0; i < m_state.positions.size(); ++i) {
        if (!m_state.positions[i].allFinite() || !(m_state.velocities[i].norm() <= limit) ||
            !std::isfinite(m_rho[i]))
            return false;
    }
    return true;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "sph_tank/SphTankModel.h"

#include "framework/StateChecks.h"
#include "framework/TextFormat.h"
#include "framework/Translatable.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numbers>

namespace pl {

namespace {

constexpr double tiltRate = 20.0 * std::numbers::pi / 180.0;  // rad/s: how fast the tank tilts

} // namespace

SphTankModel::SphTankModel() : m_measured(martinMoyceFront()), m_measuredKo(koshizukaOkaFront()) {}

TrText SphTankModel::validate(const SphTankSettings& s)
{
    if (s.scenario == SphScenario::DamBreak && s.tankLength < 2.0)
        return TrText(PL_TR_NOOP("sph-tank", "parameter 'tank_length': dam break: the tank length "
                                             "L/a = %1 leaves the front no room; use L/a ≥ 2 (5.5 "
                                             "shows T up to 3.5)."),
                      {trNumber(s.tankLength, 3)});
    // Stir: the water fills the tank to a depth a, so a long tank spreads the particles thin.
    const double rowsOverDepth = std::sqrt(s.particles / s.tankLength);
    if (s.scenario == SphScenario::Stir && rowsOverDepth < 10.0)
        return TrText(PL_TR_NOOP("sph-tank", "parameters 'particles' and 'tank_length': stir: %1 "
                                             "particles in a tank %2 a long leave only %3 particles "
                                             "over the depth; use at least %4 particles or a "
                                             "shorter tank."),
                      {trNumber(s.particles, 6), trNumber(s.tankLength, 3),
                       trNumber(rowsOverDepth, 2), trNumber(std::ceil(100.0 * s.tankLength), 6)});
    return {};
}

void SphTankModel::reset(const SphTankSettings& settings, const SphTankLiveSettings& live)
{
    m_settings = settings;
    const SphScenario scenario = settings.scenario;
    const double a = settings.columnWidth;
    const double g = settings.gravity;

    // The water block and the tank, in metres, then on the particle lattice.
    double waterWidth = a, waterHeight = settings.aspect * a, tankLength = settings.tankLength * a;
    if (scenario == SphScenario::Hydrostatic)
        tankLength = a;
    if (scenario == SphScenario::Stir) {
        waterWidth = tankLength;
        waterHeight = a;
    }
    const double nominalSpacing = std::sqrt(waterWidth * waterHeight / settings.particles);
    SphTankSpec spec;
    spec.waterColumns = std::max(4, static_cast<int>(std::lround(waterWidth / nominalSpacing)));
    const double dx = waterWidth / spec.waterColumns;
    spec.waterRows = std::max(4, static_cast<int>(std::lround(waterHeight / dx)));
    spec.tankColumns = std::max(spec.waterColumns, static_cast<int>(std::lround(tankLength / dx)));
    // Walls 1.5 times the water height (3 times when stirred, where the water is flung up).
    spec.wallRows = static_cast<int>(std::ceil((scenario == SphScenario::Stir ? 3.0 : 1.5) * spec.waterRows));

    m_columnWidth = spec.waterColumns * dx;
    m_waterHeight = spec.waterRows * dx;
    m_tankLength = spec.tankColumns * dx;
    m_wallHeight = spec.wallRows * dx;
    if (scenario == SphScenario::Stir) {
        spec.obstacle = true;
        m_obstacleRadius = std::max(0.25 * m_waterHeight, 4.0 * dx);
        m_obstacleHome = Eigen::Vector2d(0.5 * m_tankLength, m_waterHeight);
        spec.obstacleCentre = m_obstacleHome;
        spec.obstacleRadius = m_obstacleRadius;
    } else {
        m_obstacleRadius = 0.0;
        m_obstacleHome = Eigen::Vector2d::Zero();
    }

    const double freeFallSpeed = std::sqrt(2.0 * g * m_waterHeight);  // m/s
    m_soundSpeed = settings.soundSpeedFactor * freeFallSpeed;
    const double maxTimeStep = 0.01 * std::sqrt(m_columnWidth / g);
    m_wcsph = WeaklyCompressibleSph();
    m_dfsph = DivergenceFreeSph();
    if (settings.solver == SphSolver::Wcsph) {
        WcsphSettings s;
        s.spacing = dx;
        s.smoothingRatio = settings.smoothingRatio;
        s.soundSpeed = m_soundSpeed;
        s.alpha = settings.alpha;
        s.beta = settings.beta;
        s.viscosityEpsilon = settings.viscosityEpsilon;
        s.xsph = settings.xsph;
        s.density = settings.density;
        s.clampNegativePressure = settings.clampNegativePressure;
        s.courantFactor = settings.timeStepFactor;
        s.forceFactor = settings.timeStepFactor;
        s.maxTimeStep = maxTimeStep;
        s.gravity = Eigen::Vector2d(0.0, -g);
        s.threads = settings.threads;
        m_wcsph = buildSphTank(s, spec);
    } else {
        DfsphSettings d;
        d.spacing = dx;
        d.smoothingRatio = settings.smoothingRatio;
        d.densityTolerance = settings.densityTolerance;
        d.cflNumber = settings.cflNumber;
        d.maxTimeStep = maxTimeStep;
        d.gravity = Eigen::Vector2d(0.0, -g);
        d.threads = settings.threads;
        m_dfsph = buildDfsphTank(d, spec);
    }

    m_probe = scenario == SphScenario::Hydrostatic ? Eigen::Vector2d(0.5 * m_columnWidth, 0.5 * m_waterHeight)
              : scenario == SphScenario::DamBreak  ? Eigen::Vector2d(0.5 * m_columnWidth, 0.125 * m_waterHeight)
                                                   : Eigen::Vector2d(0.125 * m_tankLength, 0.5 * m_waterHeight);
    m_state = State();
    m_recentWall = m_recentSimulated = 0.0;
    m_lastStepEnd.reset();
    // The diagnostics (colour field, air mask, density errors, probe) cost a tenth of the dam
    // break's CPU when taken every 0.01 √(a/g) (2.3 ms, about every second step): now about one
    // sample a frame when the window plays at 0.5 simulated s per wall s, still some 70 samples
    // of the surge front up to T = 3.
    m_sampleInterval = 0.03 * std::sqrt(m_columnWidth / g);
    applyLive(live);
    sample();
}

void SphTankModel::applyLive(const SphTankLiveSettings& live)
{
    m_live = live;
    m_wcsph.setViscosity(live.alpha, live.beta);
    m_wcsph.setXsph(live.xsph);
    m_dfsph.setViscosity(live.xsph ? dfsphViscosity(live.dfsphViscosity) : 0.0);
    mutableFluid().setThreads(live.threads);
    mutableFluid().setTankAngleTarget(live.tilt, tiltRate);
}

double SphTankModel::dfsphViscosity(double alpha) const
{
    // Monaghan's α as a kinematic viscosity, ν = α h c₀/8 in 2D (Monaghan 2005, §4.4): what
    // WCSPH's artificial viscosity amounts to with the same α and c₀.
    return alpha * fluid().kernel().smoothingLength() * m_soundSpeed / 8.0;
}

double SphTankModel::wcsphTimeStep() const
{
    if (m_settings.solver == SphSolver::Wcsph)
        return m_wcsph.courantTimeStep();
    // Without artificial viscosity's μ: the sound speed alone sets it.
    return m_settings.timeStepFactor * fluid().kernel().smoothingLength() / m_soundSpeed;
}

double SphTankModel::judgedDensityError() const
{
    if (m_settings.solver == SphSolver::Dfsph)
        return m_state.last.meanInteriorCompression;
    return judgesDeficit() ? m_state.last.maxInteriorError : m_state.last.maxInteriorCompression;
}

int SphTankModel::judgedWorstId() const
{
    return judgesDeficit() ? m_state.last.worstInteriorId : m_state.last.worstCompressedId;
}

double SphTankModel::dfsphTimeStep() const
{
    double maxSpeed = 0.0;
    for (const Eigen::Vector2d& v : fluid().velocities())
        maxSpeed = std::max(maxSpeed, v.norm());
    return maxSpeed > 0.0 ? m_settings.cflNumber * fluid().kernel().smoothingLength() / maxSpeed
                          : std::numeric_limits<double>::infinity();
}

SphTankModel::TankFrame SphTankModel::frame() const
{
    return {Eigen::Vector2d(0.5 * m_tankLength, 0.0), std::cos(fluid().tankAngle()),
            std::sin(fluid().tankAngle())};
}

void SphTankModel::dragObstacle(const Eigen::Vector2d& offset)
{
    m_state.dragging = true;
    m_state.dragTarget = offset;
}

void SphTankModel::releaseObstacle()
{
    m_state.dragging = false;
}

void SphTankModel::updateStirTarget()
{
    if (m_settings.scenario != SphScenario::Stir)
        return;
    const double g = m_settings.gravity;
    const double maxSpeed = 0.5 * std::sqrt(2.0 * g * m_waterHeight);  // m/s
    SphFluid& f = mutableFluid();
    if (m_state.dragging) {
        f.setObstacleTarget(m_state.dragTarget, maxSpeed);
    } else if (m_live.autoStir) {
        const double period = 6.0 * std::sqrt(m_tankLength / g);  // s
        const double sweep = 0.3 * m_tankLength;                  // m
        f.setObstacleTarget(
            Eigen::Vector2d(sweep * std::sin(2.0 * std::numbers::pi * f.time() / period), 0.0),
            maxSpeed);
    } else {
        f.setObstacleTarget(f.obstacleOffset(), maxSpeed);
    }
}

void SphTankModel::step()
{
    if (m_state.divergedAt)
        return;
    const auto start = std::chrono::steady_clock::now();
    updateStirTarget();
    const double dt = mutableFluid().step();
    m_state.timeStepSum += dt;
    if (m_settings.solver == SphSolver::Wcsph && m_wcsph.lastLimit() == TimeStepLimit::Force)
        ++m_state.forceLimitedSteps;
    if (m_settings.solver == SphSolver::Dfsph) {
        m_state.densityIterations += m_dfsph.lastDensityIterations();
        m_state.divergenceIterations += m_dfsph.lastDivergenceIterations();
    }
    if (!fluid().isFiniteAndBounded()) {
        m_state.divergedAt = fluid().time();
        return;
    }
    m_state.deepestPenetration = std::max(m_state.deepestPenetration, depthPastWalls());
    if (fluid().time() >= m_state.nextSample)
        sample();
    const auto end = std::chrono::steady_clock::now();
    const bool continued = m_lastStepEnd && start - *m_lastStepEnd < std::chrono::seconds(1);
    m_recentWall += std::chrono::duration<double>(end - (continued ? *m_lastStepEnd : start)).count();
    m_recentSimulated += dt;
    if (m_recentWall > 2.0) {  // s: forget the older half
        m_recentWall *= 0.5;
        m_recentSimulated *= 0.5;
    }
    m_lastStepEnd = end;
}

double SphTankModel::wallPerSimulatedSecond() const
{
    return m_recentSimulated > 0.0 ? m_recentWall / m_recentSimulated
                                   : std::numeric_limits<double>::quiet_NaN();
}

double SphTankModel::dimensionlessTime() const
{
    return std::sqrt(m_settings.aspect) * fluid().time() * std::sqrt(m_settings.gravity / m_columnWidth);
}

double SphTankModel::frontPosition() const
{
    const TankFrame tank = frame();
    double front = 0.0;
    for (const Eigen::Vector2d& x : fluid().positions())
        front = std::max(front, tank.toTank(x).x());
    return (front + 0.5 * fluid().spacing()) / m_columnWidth;
}

double SphTankModel::depthPastWalls() const
{
    // Past the left wall (x < 0), the right wall (x > L) or the floor (y < 0), in the tank frame.
    const TankFrame tank = frame();
    double deepest = 0.0;
    for (const Eigen::Vector2d& x : fluid().positions()) {
        const Eigen::Vector2d t = tank.toTank(x);
        deepest = std::max({deepest, -t.x(), t.x() - m_tankLength, -t.y()});
    }
    return deepest;
}

int SphTankModel::escapedParticles() const
{
    const TankFrame tank = frame();
    const double skin = 0.5 * fluid().spacing();  // m: from the inner face to the first layer
    int escaped = 0;
    for (const Eigen::Vector2d& x : fluid().positions()) {
        const Eigen::Vector2d t = tank.toTank(x);
        if (!(t.x() > -skin && t.x() < m_tankLength + skin && t.y() > -skin))
            ++escaped;
    }
    return escaped;
}

double SphTankModel::frontAt(double time) const
{
    const std::vector<std::vector<double>>& front = m_state.front;
    if (front.empty() || time < front.front()[0] || time > front.back()[0])
        return std::nan("");
    auto after = std::lower_bound(front.begin(), front.end(), time,
                                  [](const std::vector<double>& row, double t) { return row[0] < t; });
    if (after == front.begin())
        return (*after)[1];
    const auto before = after - 1;
    const double f = (time - (*before)[0]) / ((*after)[0] - (*before)[0]);
    return (*before)[1] + f * ((*after)[1] - (*before)[1]);
}

double SphTankModel::frontDeviation(const std::vector<FrontMeasurement>& measured) const
{
    // The measurements are for n² = 2 only.
    if (m_settings.scenario != SphScenario::DamBreak || m_state.front.size() < 2 ||
        std::abs(m_settings.aspect - 2.0) > 1e-9)
        return std::nan("");
    double worst = std::nan("");
    for (const FrontMeasurement& m : measured) {
        if (m.time < 1.0 || m.time > 3.0)
            continue;
        const double z = frontAt(m.time);
        if (std::isnan(z))
            continue;
        const double deviation = 100.0 * std::abs(z - m.front) / m.front;
        worst = std::isnan(worst) ? deviation : std::max(worst, deviation);
    }
    return worst;
}

SphTankModel::Diagnostics SphTankModel::diagnose() const
{
    Diagnostics d;
    const std::vector<Eigen::Vector2d>& x = fluid().positions();
    const std::vector<double>& rho = fluid().densities();
    const double rho0 = fluid().restDensity();
    const double h = fluid().kernel().smoothingLength();
    const double dx = fluid().spacing();
    const int n = fluid().fluidCount();
    const TankFrame tank = frame();

    // The free surface above each column of width 2h (tank frame): the highest particle + Δx/2.
    const double binWidth = 2.0 * h;
    const int bins = std::max(1, static_cast<int>(std::ceil(m_tankLength / binWidth)));
    const auto binOf = [&](double tx) {
        return std::clamp(static_cast<int>(std::floor(tx / binWidth)), 0, bins - 1);
    };
    std::vector<double> surface(static_cast<std::size_t>(bins), -1e300);
    std::vector<Eigen::Vector2d> local(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        local[static_cast<std::size_t>(i)] = tank.toTank(x[static_cast<std::size_t>(i)]);
        double& top = surface[static_cast<std::size_t>(binOf(local[static_cast<std::size_t>(i)].x()))];
        top = std::max(top, local[static_cast<std::size_t>(i)].y() + 0.5 * dx);
    }
    const auto surfaceAbove = [&](double tx) {
        const int b = binOf(tx);
        double top = surface[static_cast<std::size_t>(b)];
        if (b > 0)
            top = std::max(top, surface[static_cast<std::size_t>(b - 1)]);
        if (b + 1 < bins)
            top = std::max(top, surface[static_cast<std::size_t>(b + 1)]);
        return top;
    };

    // Deeper than 2h below the free surface = no air within 2h. Air is where the fluid's colour
    // field c = Σ (m/ρ₀) W is below ½, at least Δx/2 inside the tank and away from the
    // obstacle (beside a wall c drops because the fluid stops, not because air begins). Its
    // edge is found on a grid of spacing Δx, linearly interpolated along the grid lines.
    const Eigen::Vector2d margin = Eigen::Vector2d::Constant(2.0 * h + 2.0 * dx);
    Eigen::Vector2d lo = n > 0 ? x.front() : Eigen::Vector2d::Zero(), hi = lo;
    for (const Eigen::Vector2d& p : x) {
        lo = lo.cwiseMin(p);
        hi = hi.cwiseMax(p);
    }
    lo -= margin;
    hi += margin;
    const int nx = std::min(4000, static_cast<int>(std::ceil((hi.x() - lo.x()) / dx)) + 1);
    const int ny = std::min(4000, static_cast<int>(std::ceil((hi.y() - lo.y()) / dx)) + 1);
    const std::vector<double> colour = fluid().colourFieldOnGrid(lo, dx, nx, ny, false);
    const auto node = [nx](int i, int k) {
        return static_cast<std::size_t>(k) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i);
    };
    // Solid (never air): the walls with a margin of Δx/2 on their inner faces, and the obstacle.
    std::vector<char> open(colour.size(), 1);
    const Eigen::Vector2d obstacle = m_obstacleHome + fluid().obstacleOffset();
    const double wall = sphWallLayers * dx + 0.5 * dx;
    for (int k = 0; k < ny; ++k)
        for (int i = 0; i < nx; ++i) {
            const Eigen::Vector2d world = lo + dx * Eigen::Vector2d(i, k);
            const Eigen::Vector2d t = tank.toTank(world);
            const bool nearTank = t.x() > -wall && t.x() < m_tankLength + wall && t.y() > -wall &&
                                  t.y() <= m_wallHeight + 0.5 * dx;
            const bool insideTank = t.x() > 0.5 * dx && t.x() < m_tankLength - 0.5 * dx && t.y() > 0.5 * dx;
            bool solid = nearTank && !insideTank;
            if (m_settings.scenario == SphScenario::Stir && (world - obstacle).norm() < m_obstacleRadius + 0.5 * dx)
                solid = true;
            open[node(i, k)] = !solid;
        }
    const auto air = [&](std::size_t q) { return colour[q] < 0.5 && open[q]; };
    // Points of the air's edge, bucketed in cells of 2h.
    const double cell = 2.0 * h;
    const int cx = static_cast<int>(std::ceil((hi.x() - lo.x()) / cell)) + 1;
    const int cy = static_cast<int>(std::ceil((hi.y() - lo.y()) / cell)) + 1;
    std::vector<std::vector<Eigen::Vector2d>> edge(static_cast<std::size_t>(cx) * static_cast<std::size_t>(cy));
    const auto bucket = [&](const Eigen::Vector2d& p, int di, int dk) -> std::vector<Eigen::Vector2d>* {
        const int i = static_cast<int>(std::floor((p.x() - lo.x()) / cell)) + di;
        const int k = static_cast<int>(std::floor((p.y() - lo.y()) / cell)) + dk;
        if (i < 0 || k < 0 || i >= cx || k >= cy)
            return nullptr;
        return &edge[static_cast<std::size_t>(k) * static_cast<std::size_t>(cx) + static_cast<std::size_t>(i)];
    };
    const auto crossing = [&](int i0, int k0, int i1, int k1) {
        const std::size_t a = node(i0, k0), b = node(i1, k1);
        if (air(a) == air(b))
            return;
        double t = 0.5;  // where only the wall mask flips: the midpoint
        if ((colour[a] < 0.5) != (colour[b] < 0.5) && open[a] && open[b])
            t = std::clamp((0.5 - colour[a]) / (colour[b] - colour[a]), 0.0, 1.0);
        const Eigen::Vector2d p = lo + dx * Eigen::Vector2d(i0 + t * (i1 - i0), k0 + t * (k1 - k0));
        if (std::vector<Eigen::Vector2d>* list = bucket(p, 0, 0))
            list->push_back(p);
    };
    for (int k = 0; k < ny; ++k)
        for (int i = 0; i < nx; ++i) {
            if (i + 1 < nx)
                crossing(i, k, i + 1, k);
            if (k + 1 < ny)
                crossing(i, k, i, k + 1);
        }
    const auto deep = [&](const Eigen::Vector2d& p) {
        for (int dk = -1; dk <= 1; ++dk)
            for (int di = -1; di <= 1; ++di)
                if (const std::vector<Eigen::Vector2d>* list = bucket(p, di, dk))
                    for (const Eigen::Vector2d& q : *list)
                        if ((q - p).squaredNorm() <= cell * cell)
                            return false;
        const std::size_t q = node(std::clamp(static_cast<int>(std::lround((p.x() - lo.x()) / dx)), 0, nx - 1),
                                   std::clamp(static_cast<int>(std::lround((p.y() - lo.y()) / dx)), 0, ny - 1));
        return !air(q);
    };

    double sum = 0.0, compressionSum = 0.0, fluidSum = 0.0;
    int maxNeighbours = 0;
    for (int i = 0; i < n; ++i) {
        const std::size_t si = static_cast<std::size_t>(i);
        const double error = 100.0 * std::abs(rho[si] - rho0) / rho0;
        d.maxError = std::max(d.maxError, error);
        const bool interior = deep(x[si]);
        fluidSum += interior ? error : 100.0 * std::max(0.0, rho[si] - rho0) / rho0;
        if (interior) {
            if (error > d.maxInteriorError)
                d.worstInteriorId = fluid().ids()[si];
            d.maxInteriorError = std::max(d.maxInteriorError, error);
            const double compression = 100.0 * std::max(0.0, rho[si] - rho0) / rho0;
            compressionSum += compression;
            if (compression > d.maxInteriorCompression) {
                d.maxInteriorCompression = compression;
                d.worstCompressedId = fluid().ids()[si];
            }
            sum += error;
            ++d.interiorCount;
        }
        maxNeighbours = std::max(maxNeighbours, fluid().neighbourCount(i));
    }
    d.meanInteriorError = d.interiorCount > 0 ? sum / d.interiorCount : 0.0;
    d.meanInteriorCompression = d.interiorCount > 0 ? compressionSum / d.interiorCount : 0.0;
    d.meanFluidError = n > 0 ? fluidSum / n : 0.0;
    d.neighbourHistogram.assign(static_cast<std::size_t>(maxNeighbours) + 1, 0);
    for (int i = 0; i < n; ++i)
        ++d.neighbourHistogram[static_cast<std::size_t>(fluid().neighbourCount(i))];

    d.probePressure = fluid().interpolatePressure(tank.toWorld(m_probe));
    const double depth = surfaceAbove(m_probe.x()) - m_probe.y();
    d.hydrostaticPressure = rho0 * m_settings.gravity * std::max(depth, 0.0);
    d.kineticEnergy = fluid().kineticEnergy();
    return d;
}

double SphTankModel::meanFluidDensityError() const
{
    return diagnose().meanFluidError;
}

void SphTankModel::sample()
{
    m_state.last = diagnose();
    m_state.sampledStep = fluid().steps();
    m_state.nextSample = fluid().time() + m_sampleInterval;
    if (m_settings.scenario == SphScenario::DamBreak)
        m_state.front.push_back({dimensionlessTime(), frontPosition()});
}

TrText SphTankModel::checkPositions(const std::vector<Eigen::Vector2d>& positions,
                                         const std::vector<Eigen::Vector2d>& velocities) const
{
    // A particle flung out of the tank stays within a few tank sizes of it; one farther than
    // ten (or at a position or speed not finite) is not a state this tank can reach, and its
    // front, surface grid and caption would be infinite.
    const double size = std::max(m_tankLength, m_wallHeight);
    const Eigen::Vector2d centre(0.5 * m_tankLength, 0.5 * m_wallHeight);
    for (const Eigen::Vector2d& x : positions)
        if (!x.allFinite() || !((x - centre).lpNorm<Eigen::Infinity>() <= 10.0 * size))
            return PL_TR_NOOP("sph-tank", "the tank's state has a fluid particle at a position not "
                                          "finite or far outside the tank");
    for (const Eigen::Vector2d& v : velocities)
        if (!v.allFinite())
            return PL_TR_NOOP("sph-tank",
                              "the tank's state has a fluid particle with a velocity not finite");
    return {};
}

TrText SphTankModel::checkSolverState(const WcsphState& s) const
{
    const std::size_t n = static_cast<std::size_t>(m_wcsph.fluidCount());
    const std::size_t nb = static_cast<std::size_t>(m_wcsph.boundaryCount());
    for (const std::size_t size : {s.positions.size(), s.velocities.size(), s.accelerations.size(),
                                   s.xsphVelocities.size(), s.densities.size(), s.pressures.size(),
                                   s.maxMu.size(), s.ids.size()})
        if (size != n)
            return TrText(PL_TR_NOOP("sph-tank",
                                     "the tank's state has a fluid array of %1 particles, "
                                     "the tank %2"),
                          {trText(std::to_string(size)), trText(std::to_string(n))});
    for (const std::size_t size : {s.boundaryRest.size(), s.boundaryPositions.size(),
                                   s.boundaryVelocities.size(), s.boundaryBodies.size()})
        if (size != nb)
            return TrText(PL_TR_NOOP("sph-tank",
                                     "the tank's state has a wall array of %1 particles, "
                                     "the tank %2"),
                          {trText(std::to_string(size)), trText(std::to_string(nb))});
    return checkPositions(s.positions, s.velocities);
}

TrText SphTankModel::checkSolverState(const DfsphState& s) const
{
    const std::size_t n = static_cast<std::size_t>(m_dfsph.fluidCount());
    for (const std::size_t size : {s.positions.size(), s.velocities.size(), s.ids.size(),
                                   s.densityKappa.size(), s.divergenceKappa.size()})
        if (size != n)
            return TrText(PL_TR_NOOP("sph-tank",
                                     "the tank's state has a fluid array of %1 particles, "
                                     "the tank %2"),
                          {trText(std::to_string(size)), trText(std::to_string(n))});
    if (TrText problem = checkPositions(s.positions, s.velocities); !problem.empty())
        return problem;
    if (!std::isfinite(s.time) || !std::isfinite(s.lastTimeStep) || s.steps < 0)
        return PL_TR_NOOP("sph-tank", "the tank's state has a clock that is not finite");
    return {};
}

namespace {

bool allFiniteVectors(const std::vector<Eigen::Vector2d>& u)
{
    return state_checks::allPointsFinite(u);
}

// The solvers' fields beyond what loading checked (sizes, finite positions): a message, or
// empty. `mustBeFinite` for a run that has not diverged.
TrText checkSolverFields(const WcsphState& s, bool mustBeFinite)
{
    if (mustBeFinite &&
        !(allFiniteVectors(s.velocities) && allFiniteVectors(s.accelerations) &&
          allFiniteVectors(s.xsphVelocities) && state_checks::allFinite(s.pressures) &&
          state_checks::allFinite(s.maxMu)))
        return PL_TR_NOOP(
            "sph-tank", "a fluid velocity, acceleration, pressure or viscosity term is not finite");
    if (!std::all_of(s.maxMu.begin(), s.maxMu.end(), [](double mu) { return !(mu < 0.0); }))
        return PL_TR_NOOP("sph-tank", "a fluid particle's largest viscosity term is negative");
    if (!(allFiniteVectors(s.boundaryRest) && allFiniteVectors(s.boundaryPositions) &&
          allFiniteVectors(s.boundaryVelocities)))
        return PL_TR_NOOP("sph-tank", "a wall particle's position or velocity is not finite");
    if (!(std::isfinite(s.lastTimeStep) && s.lastTimeStep >= 0.0 && s.steps >= 0))
        return PL_TR_NOOP("sph-tank",
                          "the solver's last time step or step count is not a finite number ≥ 0");
    if (s.lastLimit != TimeStepLimit::Courant && s.lastLimit != TimeStepLimit::Force &&
        s.lastLimit != TimeStepLimit::Maximum)
        return PL_TR_NOOP("sph-tank", "the solver's last time-step limit is none it knows");
    if (!(std::isfinite(s.tankAngle) && std::isfinite(s.tankTarget) && std::isfinite(s.tankRate) &&
          s.obstacleOffset.allFinite() && s.obstacleTarget.allFinite() &&
          std::isfinite(s.obstacleSpeed) && s.obstacleSpeed >= 0.0))
        return PL_TR_NOOP("sph-tank",
                          "the tank's angle or the obstacle's place or speed is not finite");
    return {};
}

TrText checkSolverFields(const DfsphState& s, bool mustBeFinite)
{
    if (mustBeFinite &&
        !(allFiniteVectors(s.velocities) && state_checks::allFinite(s.densityKappa) &&
          state_checks::allFinite(s.divergenceKappa)))
        return PL_TR_NOOP("sph-tank", "a fluid velocity or pressure multiplier is not finite");
    if (!(std::isfinite(s.lastTimeStep) && s.lastTimeStep >= 0.0 && s.steps >= 0 &&
          s.densityIterations >= 0 && s.divergenceIterations >= 0))
        return PL_TR_NOOP(
            "sph-tank",
            "the solver's last time step, step or iteration count is not a finite number ≥ 0");
    if (!(std::isfinite(s.densityError) && std::isfinite(s.divergenceError)))
        return PL_TR_NOOP("sph-tank",
                          "the solver's last density or divergence error is not finite");
    if (!(std::isfinite(s.tankAngle) && std::isfinite(s.tankTarget) && std::isfinite(s.tankRate) &&
          std::isfinite(s.tankAngularVelocity) && s.obstacleOffset.allFinite() &&
          s.obstacleTarget.allFinite() && s.obstacleVelocity.allFinite() &&
          std::isfinite(s.obstacleSpeed) && s.obstacleSpeed >= 0.0))
        return PL_TR_NOOP("sph-tank",
                          "the tank's angle or the obstacle's place or speed is not finite");
    return {};
}

} // namespace

TrText SphTankModel::checkState() const
{
    using namespace state_checks;
    const SphFluid& f = fluid();
    const int n = f.fluidCount();
    const double now = f.time();
    if (!isTime(now))
        return PL_TR_NOOP("sph-tank", "the fluid's time is not finite");
    const bool mustBeFinite = !m_state.divergedAt;
    if (mustBeFinite && !f.isFiniteAndBounded())
        return PL_TR_NOOP("sph-tank", "a fluid position, velocity or density is not finite");
    if (!isEventTime(m_state.divergedAt, now))
        return PL_TR_NOOP("sph-tank", "the divergence time is not a time of the run");
    for (const double rho : f.densities())
        if (!(rho > 0.0))
            return PL_TR_NOOP("sph-tank", "a fluid density is not positive");
    for (const int id : f.ids())
        if (id < 0 || id >= n)
            return TrText(PL_TR_NOOP("sph-tank", "a fluid particle has the id %1 of no particle"),
                          {trText(std::to_string(id))});
    for (const BoundaryBody body : f.boundaryBodies())
        if (body != BoundaryBody::Tank && body != BoundaryBody::Obstacle)
            return PL_TR_NOOP("sph-tank", "a wall particle belongs to no body of the tank");
    if (TrText problem = m_settings.solver == SphSolver::Wcsph
                                  ? checkSolverFields(m_wcsph.state(), mustBeFinite)
                                  : checkSolverFields(m_dfsph.state(), mustBeFinite);
        !problem.empty())
        return problem;
    // sample() sets the next sample one interval after the time it sampled at.
    if (!isTimeUpTo(m_state.nextSample, now + m_sampleInterval) ||
        !isTimeUpTo(m_state.timeStepSum, now) || m_state.forceLimitedSteps < 0 ||
        m_state.densityIterations < 0 || m_state.divergenceIterations < 0 ||
        !(std::isfinite(m_state.deepestPenetration) && m_state.deepestPenetration >= 0.0) ||
        m_state.sampledStep < -1 || m_state.sampledStep > f.steps())
        return PL_TR_NOOP("sph-tank",
                          "the sampling clock or the time-step statistics are not finite");
    for (const std::vector<double>& point : m_state.front)
        if (point.size() != 2 || !allFinite(point))
            return PL_TR_NOOP("sph-tank", "a surge-front sample is not a finite pair (T, Z)");
    const Diagnostics& d = m_state.last;
    if (!allFinite({d.maxInteriorError, d.meanInteriorError, d.maxError, d.maxInteriorCompression,
                    d.meanInteriorCompression, d.probePressure, d.hydrostaticPressure,
                    d.kineticEnergy}) ||
        d.interiorCount < 0 || d.interiorCount > n || d.worstInteriorId < -1 ||
        d.worstInteriorId >= n || d.worstCompressedId < -1 || d.worstCompressedId >= n ||
        !std::all_of(d.neighbourHistogram.begin(), d.neighbourHistogram.end(),
                     [](int count) { return count >= 0; }))
        return PL_TR_NOOP("sph-tank", "the last density diagnostics are not finite");
    if (!m_state.dragTarget.allFinite())
        return PL_TR_NOOP("sph-tank", "the obstacle's dragged offset is not finite");
    return {};
}

} // namespace pl

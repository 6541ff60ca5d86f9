// SPDX-License-Identifier: GPL-3.0-or-later
#include "ideal_gas/IdealGasModel.h"

#include "framework/StateChecks.h"

#include <particlelab/collision/HardDiskEquationOfState.h>
#include <particlelab/statistics/Distributions.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

namespace pl {

namespace {

constexpr std::size_t trailLength = 400;

} // namespace

void IdealGasModel::reset(const IdealGasSettings& settings)
{
    m_settings = settings;
    DiskGas& gas = m_state.gas;
    gas = DiskGas(settings.seed, settings.broadphase);
    gas.setBox({0.0, settings.boxWidth, 0.0, settings.boxHeight});
    std::vector<DiskSpecies> species{{settings.count, settings.radius, settings.mass}};
    if (settings.count2 > 0)
        species.push_back({settings.count2, settings.radius2, settings.mass2});
    gas.populate(species, settings.kT, settings.initialSpeeds);
    m_state.steps = 0;
    m_ksCache.reset();
    m_state.divergedAt.reset();
    m_state.trail.clear();
    m_state.lastBlock.reset();
    m_state.blockJustEnded = false;
    gas.setBroadphase(settings.broadphase);
    applyControlsToGas();
    m_initialEnergy = gas.kineticEnergy();
    m_exact = ExactRun{};
    if (eventDriven())
        startExactRun();
    chooseTimeStep();
    restartAverages();
}

void IdealGasModel::startExactRun()
{
    // The same disks, in the order of their identities, at rest in time where the shown gas is.
    const DiskGas::State& shown = m_state.gas.state();
    EventDrivenGas gas(m_settings.seed);
    EventDrivenBox box;
    box.width = shown.box.width();
    box.height = shown.box.height();
    gas.reset(box);
    EventDrivenGas::State s = gas.state();
    const std::size_t n = shown.x.size();
    for (auto* v : {&s.x, &s.y, &s.vx, &s.vy, &s.t, &s.lastCollision, &s.radius, &s.mass})
        v->resize(n);
    s.cell.assign(n, -1);
    for (std::size_t id = 0; id < n; ++id) {
        const std::size_t slot = shown.slotOf[id];
        s.x[id] = shown.x[slot] - shown.box.xMin;
        s.y[id] = shown.y[slot] - shown.box.yMin;
        s.vx[id] = shown.vx[slot];
        s.vy[id] = shown.vy[slot];
        s.t[id] = 0.0;
        s.lastCollision[id] = -std::numeric_limits<double>::infinity();
        s.radius[id] = shown.radius[slot];
        s.mass[id] = shown.mass[slot];
    }
    gas.setState(std::move(s));
    m_exact.gas = std::move(gas);
    // The states before each sample's events, so that the view can draw the disks at any time
    // inside the last sample interval (IdealGasLesson::sceneAt); changes none of the run.
    m_exact.gas.keepHistory(true);
    applyWallsToExact();
    mirrorExact();
}

void IdealGasModel::applyWallsToExact()
{
    EventDrivenGas::State s = m_exact.gas.state();
    const auto walls = m_settings.thermalWalls ? EventDrivenBox::Walls::Thermal
                                               : EventDrivenBox::Walls::Specular;
    if (s.box.walls == walls && s.box.wallTemperature == m_settings.wallTemperature)
        return;
    s.box.walls = walls;
    s.box.wallTemperature = m_settings.wallTemperature;
    m_exact.gas.setState(std::move(s));
}

void IdealGasModel::mirrorExact()
{
    const EventDrivenGas& exact = m_exact.gas;
    DiskGas::State s = m_state.gas.state();
    for (std::size_t id = 0; id < exact.size(); ++id) {
        const std::size_t slot = s.slotOf[id];
        s.x[slot] = s.box.xMin + exact.xNow(id);
        s.y[slot] = s.box.yMin + exact.yNow(id);
        s.vx[slot] = exact.state().vx[id];
        s.vy[slot] = exact.state().vy[id];
    }
    s.time = exact.time();
    const EventCounters& c = exact.counters();
    GasCounters g;
    g.time = c.time;
    g.wallImpulse = c.wallImpulse;
    g.perimeterTime = 2.0 * (s.box.width() + s.box.height()) * c.time;
    g.pathLength = c.pathLength;
    g.pairCollisions = c.pairCollisions;
    g.wallHits = c.wallHits;
    g.steps = m_exact.samples;
    s.steps = m_state.steps;
    s.counters = g;
    s.pairs.clear();
    s.lastPairsTested = 0;
    m_state.gas.setState(std::move(s));
}

void IdealGasModel::stepExact()
{
    State& s = m_state;
    m_exact.gas.advanceTo(s.gas.time() + s.dt);
    ++m_exact.samples;
    mirrorExact();
    const DiskGas& shown = s.gas;
    m_exact.overlapsFound += countOverlappingPairs(shown.x(), shown.y(), shown.radius(),
                                                   shown.box().xMin, shown.box().yMin,
                                                   shown.box().width(), shown.box().height());
}

void IdealGasModel::setBroadphase(BroadphaseKind kind)
{
    m_settings.broadphase = kind;
    m_state.gas.setBroadphase(kind);
}

void IdealGasModel::setControls(double pistonSpeed, bool thermalWalls, double wallTemperature)
{
    const bool changed = thermalWalls != m_settings.thermalWalls ||
                         (thermalWalls && wallTemperature != m_settings.wallTemperature) ||
                         pistonSpeed != m_settings.pistonSpeed;
    m_settings.pistonSpeed = pistonSpeed;
    m_settings.thermalWalls = thermalWalls;
    m_settings.wallTemperature = wallTemperature;
    applyControlsToGas();
    if (eventDriven() && m_exact.gas.size() == m_state.gas.size())
        applyWallsToExact();
    if (changed && m_state.steps > 0) {
        restartAverages();
        chooseTimeStep();
    }
}

void IdealGasModel::applyLive(const IdealGasSettings& settings)
{
    setBroadphase(settings.broadphase);
    setControls(settings.pistonSpeed, settings.thermalWalls, settings.wallTemperature);
}

void IdealGasModel::applyControlsToGas()
{
    m_state.gas.setPiston(m_settings.pistonSpeed, 0.25 * m_settings.boxWidth, m_settings.boxWidth);
    m_state.gas.setThermalWalls(m_settings.thermalWalls, m_settings.wallTemperature);
}

void IdealGasModel::restartAverages()
{
    if (eventDriven()) {
        m_exact.gas.resetCounters();
        m_exact.overlapsFound = 0;
        m_exact.samples = 0;
    }
    m_state.gas.resetCounters();
    m_state.blockStart = m_state.gas.counters();
    m_state.idealIntegral = 0.0;
    m_state.hendersonIntegral = 0.0;
    m_state.averagingTime = 0.0;
}

double IdealGasModel::speedScale() const
{
    const double kT = std::max(firstSpeciesTemperature(), 1e-300);
    return std::sqrt(2.0 * kT / m_settings.mass);
}

void IdealGasModel::chooseTimeStep()
{
    const DiskGas& gas = m_state.gas;
    // A typical disk moves a tenth of the smallest radius per step; the fastest few (≈ 3.4× the
    // rms speed among 10⁵) move a third of it, far from skipping through a partner.
    double kT = gas.temperature();
    if (m_settings.thermalWalls)
        kT = std::max(kT, m_settings.wallTemperature);
    kT = std::max(kT, 1e-12 * m_settings.kT);
    m_state.dt = timeStepAt(kT, m_settings.pistonSpeed) * m_settings.timeStepScale;
}

double IdealGasModel::timeStepAt(double kT, double pistonSpeed) const
{
    const DiskGas& gas = m_state.gas;
    const bool mixture = std::any_of(gas.species().begin(), gas.species().end(),
                                     [](std::uint8_t s) { return s == 1; });
    return timeStepFor(m_settings, kT, pistonSpeed, mixture);
}

double IdealGasModel::timeStepFor(const IdealGasSettings& settings, double kT, double pistonSpeed,
                                  bool mixture)
{
    const double mass = settings.mass, radius = settings.radius;
    const double lightest = mixture ? std::min(mass, settings.mass2) : mass;        // kg
    const double smallest = mixture ? std::min(radius, settings.radius2) : radius;  // m
    const double vRms = std::sqrt(2.0 * kT / lightest);  // m/s
    // The piston must not jump over disks either.
    return 0.1 * smallest / std::max(vRms, std::abs(pistonSpeed));
}

double IdealGasModel::firstSpeciesTemperature() const
{
    const DiskGas& gas = m_state.gas;
    double e = 0.0;
    int n = 0;
    for (std::size_t i = 0; i < gas.size(); ++i) {
        if (gas.species()[i] != 0)
            continue;
        e += 0.5 * gas.mass()[i] * (gas.vx()[i] * gas.vx()[i] + gas.vy()[i] * gas.vy()[i]);
        ++n;
    }
    return n > 0 ? e / n : 0.0;
}

void IdealGasModel::step()
{
    State& s = m_state;
    if (s.divergedAt)
        return;
    if (s.steps % 50 == 0)
        chooseTimeStep();
    ++s.steps;
    if (eventDriven())
        stepExact();
    else
        s.gas.step(s.dt);
    if (!s.gas.isFinite()) {
        s.divergedAt = s.gas.time();
        return;
    }
    const GasBox& box = s.gas.box();
    const double kT = s.gas.temperature();
    const double eta = s.gas.occupiedArea() / box.area();
    const double ideal = idealGasPressure(static_cast<int>(s.gas.size()), kT, box.area());
    s.idealIntegral += ideal * s.dt;
    s.hendersonIntegral += hendersonHardDiskCompressibility(eta) * ideal * s.dt;
    s.averagingTime += s.dt;

    if (s.steps % 2 == 0 && s.gas.size() > 0) {
        const std::size_t slot = s.gas.slotOf(0);
        s.trail.emplace_back(s.gas.x()[slot], s.gas.y()[slot]);
        if (s.trail.size() > trailLength)
            s.trail.pop_front();
    }

    s.blockJustEnded = false;
    const GasCounters& now = s.gas.counters();
    if (now.steps - s.blockStart.steps >= blockSteps) {
        Block b;
        b.time = s.gas.time();
        const double perimeterTime = now.perimeterTime - s.blockStart.perimeterTime;
        b.pressure = perimeterTime > 0.0
                         ? (now.wallImpulse - s.blockStart.wallImpulse) / perimeterTime
                         : 0.0;
        const long long collisions = now.pairCollisions - s.blockStart.pairCollisions;
        b.meanFreePath = collisions > 0 ? (now.pathLength - s.blockStart.pathLength) /
                                              (2.0 * static_cast<double>(collisions))
                                        : 0.0;
        s.lastBlock = b;
        s.blockJustEnded = true;
        s.blockStart = now;
    }
}

bool IdealGasModel::addDisksNear(const Eigen::Vector2d& world, int count)
{
    if (eventDriven())
        return false;  // the exact gas takes no disks in the middle of its run
    DiskGas& gas = m_state.gas;
    const GasBox& box = gas.box();
    if (world.x() < box.xMin || world.x() > box.xMax || world.y() < box.yMin ||
        world.y() > box.yMax)
        return false;
    const double spread = 3.0 * m_settings.radius * std::sqrt(static_cast<double>(count));
    const double kT = gas.size() > 0 ? gas.temperature() : m_settings.kT;
    gas.addNear(world.x(), world.y(), spread, count, m_settings.radius, m_settings.mass, 0, kT);
    restartAverages();
    return true;
}

double IdealGasModel::pressureIdeal() const
{
    const DiskGas& gas = m_state.gas;
    if (m_state.averagingTime > 0.0)
        return m_state.idealIntegral / m_state.averagingTime;
    return idealGasPressure(static_cast<int>(gas.size()), gas.temperature(), gas.box().area());
}

double IdealGasModel::pressureHenderson() const
{
    if (m_state.averagingTime > 0.0)
        return m_state.hendersonIntegral / m_state.averagingTime;
    const double eta = m_state.gas.occupiedArea() / m_state.gas.box().area();
    return hendersonHardDiskCompressibility(eta) * pressureIdeal();
}

double IdealGasModel::enskogCollisionRate() const
{
    const DiskGas& gas = m_state.gas;
    if (gas.size() == 0 || m_settings.count2 > 0 || gas.size() != static_cast<std::size_t>(
                                                          std::count(gas.species().begin(),
                                                                     gas.species().end(), 0)))
        return 0.0;
    const double area = gas.box().area();
    const double n = static_cast<double>(gas.size()) / area;  // 1/m²
    const double eta = gas.occupiedArea() / area;
    return static_cast<double>(gas.size()) * std::sqrt(std::numbers::pi) * n *
           (2.0 * m_settings.radius) * hardDiskContactValue(eta) *
           std::sqrt(gas.temperature() / m_settings.mass);
}

void IdealGasModel::stateLoaded() { m_ksCache.reset(); }

double IdealGasModel::energyDrift() const
{
    return m_initialEnergy > 0.0 ? (m_state.gas.kineticEnergy() - m_initialEnergy) / m_initialEnergy
                                 : 0.0;
}

double IdealGasModel::overlapsRepairedPerSecond() const
{
    const GasCounters& c = m_state.gas.counters();
    if (!(c.time > 0.0))
        return 0.0;
    const long long count = eventDriven() ? m_exact.overlapsFound : c.pairCollisions;
    return static_cast<double>(count) / c.time;
}

long long IdealGasModel::overlappingPairsNow() const
{
    const DiskGas& gas = m_state.gas;
    return countOverlappingPairs(gas.x(), gas.y(), gas.radius(), gas.box().xMin, gas.box().yMin,
                                 gas.box().width(), gas.box().height());
}

double IdealGasModel::meanFreePathEstimate() const
{
    const DiskGas& gas = m_state.gas;
    if (gas.size() == 0)
        return 0.0;
    double diameter = 0.0;
    for (double r : gas.radius())
        diameter += 2.0 * r;
    diameter /= static_cast<double>(gas.size());
    const double n = static_cast<double>(gas.size()) / gas.box().area();  // 1/m²
    return 1.0 / (2.0 * std::numbers::sqrt2 * n * diameter);
}

double IdealGasModel::ksStatistic() const
{
    // Sorting 10⁵ speeds takes milliseconds: computed once per state, however often asked.
    const std::size_t size = m_state.gas.size();
    if (m_ksCache && m_ksCache->first == m_state.steps && m_ksCache->second.first == size)
        return m_ksCache->second.second;
    const double d = computeKsStatistic();
    m_ksCache = {m_state.steps, {size, d}};
    return d;
}

double IdealGasModel::computeKsStatistic() const
{
    const DiskGas& gas = m_state.gas;
    std::vector<double> speeds;
    speeds.reserve(gas.size());
    for (std::size_t i = 0; i < gas.size(); ++i)
        if (gas.species()[i] == 0)
            speeds.push_back(std::hypot(gas.vx()[i], gas.vy()[i]));
    if (speeds.empty())
        return 0.0;
    const double kT = firstSpeciesTemperature();
    const double m = m_settings.mass;
    return kolmogorovSmirnovDistance(
        std::move(speeds), [m, kT](double v) { return maxwellBoltzmann2DCumulative(v, m, kT); });
}

double IdealGasModel::ksCritical() const
{
    const DiskGas& gas = m_state.gas;
    const int n = static_cast<int>(std::count(gas.species().begin(), gas.species().end(), 0));
    return n > 0 ? kolmogorovSmirnovCritical(n, 0.01) : 0.0;
}

TrText IdealGasModel::checkState() const
{
    const State& s = m_state;
    const bool mustBeFinite = !s.divergedAt;
    if (TrText problem = checkDiskGasState(s.gas.state(), mustBeFinite); !problem.empty())
        return problem;
    // chooseTimeStep() never picks a Δt longer than at its floor temperature, piston at rest.
    if (!(std::isfinite(s.dt) && s.dt > 0.0 &&
          s.dt <= timeStepAt(1e-12 * m_settings.kT, 0.0) *
                      std::max(1.0, m_settings.timeStepScale) * (1.0 + 1e-9)) ||
        s.steps < 0)
        return PL_TR_NOOP(
            "ideal-gas",
            "the time step must be a positive number no longer than the lesson chooses, "
            "and the step count ≥ 0");
    if (!std::all_of(s.gas.species().begin(), s.gas.species().end(),
                     [](std::uint8_t sp) { return sp <= 1; }))
        return PL_TR_NOOP("ideal-gas", "a disk belongs to a species the lesson does not have");
    const double now = s.gas.time();
    if (!state_checks::isEventTime(s.divergedAt, now))
        return PL_TR_NOOP("ideal-gas", "the divergence time is not a time of the run");
    if (TrText problem = checkGasCounters(s.blockStart, now); !problem.empty())
        return TrText(PL_TR_NOOP("ideal-gas", "the chart block's start: %1"),
                      {trSentence(std::move(problem))});
    if (s.lastBlock && !(state_checks::isTimeUpTo(s.lastBlock->time, now) &&
                         std::isfinite(s.lastBlock->pressure) &&
                         std::isfinite(s.lastBlock->meanFreePath) &&
                         s.lastBlock->meanFreePath >= 0.0))
        return PL_TR_NOOP(
            "ideal-gas",
            "the last chart block holds a time, pressure or free path that is not finite");
    if (s.trail.size() > trailLength)
        return PL_TR_NOOP("ideal-gas", "the trail is longer than the lesson keeps");
    if (mustBeFinite &&
        !(std::isfinite(s.idealIntegral) && std::isfinite(s.hendersonIntegral) &&
          state_checks::isTimeUpTo(s.averagingTime, now) && state_checks::allPointsFinite(s.trail)))
        return PL_TR_NOOP("ideal-gas", "an average or the trail is not finite");
    if (eventDriven()) {
        if (TrText problem = checkEventDrivenState(m_exact.gas.state(), s.gas.size());
            !problem.empty())
            return problem;
        if (m_exact.overlapsFound < 0 || m_exact.samples < 0)
            return PL_TR_NOOP("ideal-gas", "the exact gas's sample counts are below zero");
    }
    return {};
}

} // namespace pl

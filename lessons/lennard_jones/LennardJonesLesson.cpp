#include "lennard_jones/LennardJonesLesson.h"

#include "framework/CoreSerialization.h"
#include "framework/LessonText.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace pl {

namespace {

std::string format(double value, int digits = 3) { return formatNumber(value, digits); }

// Atoms with pair energy below this are drawn at the top of the colour ramp: about the
// potential energy per atom of the hexagonal crystal at low temperature (six neighbours × −ε / 2).
constexpr double crystalEnergy = -3.0;  // ε

} // namespace

LessonInfo LennardJonesLesson::info() const
{
    return {
        "lennard-jones",
        "Lennard-Jones matter: gas, liquid drops, crystal",
        "Atoms with the Lennard-Jones potential and a thermostat: cool the gas and watch drops "
        "condense and freeze.",
        lessonText("lennard-jones"),
    };
}

std::vector<ParameterSpec> LennardJonesLesson::parameters() const
{
    return {
        ParameterSpec::integer("count", "Atoms N", 1000, 16, 100000, "Number of atoms.")
            .onLogScale(),
        ParameterSpec::number("temperature", "Thermostat temperature kT₀", "ε", 1.0, 0.01, 5.0,
                              "Target temperature of the thermostat (kT in units of ε).")
            .withStep(0.05)
            .appliesLive(),
        ParameterSpec::integer("seed", "Random seed", 1, 0, 1e9,
                               "Seed of the random engine: the same seed gives the same run."),
        ParameterSpec::number("density", "Number density", "σ⁻²", 0.1, 0.01, 0.9,
                              "Atoms per unit area; sets the box size.")
            .withStep(0.01),
        ParameterSpec::number("initial_temperature", "Initial temperature", "ε", 1.0, 0.01, 5.0,
                              "kT the atoms start with (Maxwell velocities).")
            .withStep(0.05),
        ParameterSpec::number("thermostat_time", "Thermostat time τ", "σ√(m/ε)", 1.0, 0.0, 100.0,
                              "Berendsen relaxation time; 0 switches the thermostat off.")
            .withStep(0.1)
            .appliesLive(),
        ParameterSpec::number("dt", "Time step Δt", "σ√(m/ε)", 0.005, 0.0005, 0.02,
                              "Velocity Verlet step. Above ~0.01 the energy starts to drift.")
            .withStep(0.001)
            .appliesLive(),
        ParameterSpec::number("equilibration", "Equilibration time", "σ√(m/ε)", 10.0, 0.0,
                              10000.0,
                              "Time averages start this long after the reset or the last change "
                              "of temperature, τ or Δt.")
            .appliesLive(),
    };
}

std::string LennardJonesLesson::validate(const ParameterValues& values) const
{
    const double side = std::sqrt(values.integer("count") / values.number("density"));
    if (side < 2.0 * 2.5)
        return "parameters 'count' and 'density': the box (side " + format(side) +
               " σ) must be at least twice the cut-off 2.5σ: use more atoms or a lower density.";
    return {};
}

void LennardJonesLesson::reset(const ParameterValues& values)
{
    LennardJonesSettings settings;
    settings.targetTemperature = values.number("temperature");
    settings.thermostatTime = values.number("thermostat_time");
    settings.rdfInterval = 5;
    m_fluid = LennardJonesFluid(settings, static_cast<std::uint64_t>(values.integer("seed")));
    m_fluid.populate(values.integer("count"), values.number("density"),
                     values.number("initial_temperature"));
    m_dt = values.number("dt");
    m_equilibration = values.number("equilibration");
    m_run = LennardJonesLessonState{};
    m_run.averagesFrom = m_equilibration;
}

void LennardJonesLesson::applyLive(const ParameterValues& values)
{
    const bool statePointChanged =
        values.number("temperature") != m_fluid.settings().targetTemperature ||
        values.number("thermostat_time") != m_fluid.settings().thermostatTime ||
        values.number("dt") != m_dt;
    m_fluid.setTargetTemperature(values.number("temperature"));
    m_fluid.setThermostatTime(values.number("thermostat_time"));
    m_dt = values.number("dt");
    m_equilibration = values.number("equilibration");
    // The averages describe one state point: start again after a change, once re-equilibrated.
    if (statePointChanged) {
        m_run.samples.clear(m_fluid.time());
        m_run.averagesFrom = m_fluid.time() + m_equilibration;
    }
}

void LennardJonesLesson::step()
{
    if (m_run.divergedAt)
        return;
    m_fluid.step(m_dt);
    m_run.rdfJustPublished = false;
    // Atoms closer than 0.5σ mean a step far too large (U(0.5σ) ≈ 16 000ε): treat it as diverged.
    const double energyBound = 1e4 * std::max<double>(1.0, static_cast<double>(m_fluid.size()));
    if (!m_fluid.isFinite() || std::abs(m_fluid.potentialEnergy()) > energyBound ||
        !std::isfinite(m_fluid.kineticEnergy()) || m_fluid.kineticEnergy() > energyBound) {
        m_run.divergedAt = m_fluid.time();
        return;
    }
    if (m_fluid.steps() % sampleInterval == 0 && m_fluid.time() >= m_run.averagesFrom)
        m_run.samples.add(m_fluid);
    if (m_fluid.steps() % rdfWindow == 0) {
        m_run.rdfShown = m_fluid.rdf();
        m_fluid.resetRdf();
        m_run.rdfJustPublished = true;
    }
}

std::vector<ChartSpec> LennardJonesLesson::charts() const
{
    LennardJonesChartOptions options;
    options.thermostatTarget = true;
    options.rdfLabel = "g(r), last 500 steps";
    return lennardJonesCharts(options);
}

void LennardJonesLesson::record(ChartData& data) const
{
    if (m_fluid.steps() % 5 == 0) {
        std::optional<double> target;
        if (m_fluid.settings().thermostatTime > 0.0)
            target = m_fluid.settings().targetTemperature;
        recordThermodynamics(data, m_fluid, target);
    }
    if (m_fluid.steps() % 50 == 0)
        recordSpeedHistogram(data, m_fluid);
    if (m_run.rdfJustPublished)
        recordRdf(data, m_fluid.rdfRadii(), m_run.rdfShown);
}

std::vector<Measurement> LennardJonesLesson::measurements() const
{
    std::vector<Measurement> out = instantaneousMeasurements(m_fluid);
    const std::string note = "every " + std::to_string(sampleInterval) + " steps from t = " +
                             formatNumber(m_run.averagesFrom);
    for (Measurement& m : averageMeasurements(m_run.samples, m_fluid, note))
        out.push_back(std::move(m));
    for (Measurement& m : rdfPeakMeasurements(m_fluid.rdfRadii(), m_run.rdfShown))
        out.push_back(std::move(m));
    return out;
}

void LennardJonesLesson::scene(Scene& out) const
{
    out.clear();
    const double side = m_fluid.boxSide();
    out.boundsMin = Vec2(-0.02 * side, -0.02 * side);
    out.boundsMax = Vec2(1.02 * side, 1.02 * side);
    out.lengthUnit = "σ";
    out.rects.push_back({Vec2(0.0, 0.0), Vec2(side, side), Stroke{colors::grey, 1.0, true},
                         colors::none});
    DiskCloudItem cloud;
    cloud.radius = 0.5;  // σ/2: touching atoms at r = σ
    cloud.centers.reserve(m_fluid.size());
    cloud.colors.reserve(m_fluid.size());
    for (std::size_t i = 0; i < m_fluid.size(); ++i) {
        cloud.centers.emplace_back(m_fluid.x()[i], m_fluid.y()[i]);
        cloud.colors.push_back(rampColor(m_fluid.atomEnergy()[i] / crystalEnergy));
    }
    out.clouds.push_back(std::move(cloud));
    out.colorLegends.push_back({"potential energy per atom", "ε", 0.0, crystalEnergy});
    std::ostringstream caption;
    caption.precision(3);
    caption << "t = " << m_fluid.time() << "   N = " << m_fluid.size()
            << "   kT = " << m_fluid.temperature() << " ε (target "
            << m_fluid.settings().targetTemperature << ")   U/N = "
            << m_fluid.potentialEnergy() / static_cast<double>(m_fluid.size()) << " ε   P = "
            << m_fluid.pressure() << " ε/σ²"
            << (m_fluid.usesCellLists() ? "   cell lists" : "   all pairs (small box)");
    out.caption = caption.str();
    out.warnings = notices();
}

std::vector<std::string> LennardJonesLesson::notices() const
{
    if (m_run.divergedAt)
        return {"The simulation diverged at t = " + format(*m_run.divergedAt) +
                " σ√(m/ε): atoms came so close that the r⁻¹² repulsion blew up. Lower the time "
                "step Δt and reset."};
    return {};
}

// What evolves: the fluid (atoms, neighbour list, engine, g(r) counts, live thermostat
// settings) and the g(r) on show.
void LennardJonesLesson::saveState(StateWriter& out) const
{
    out(m_fluid, m_run);
}

void LennardJonesLesson::loadState(StateReader& in)
{
    // As reset() built the fluid for these parameters.
    const std::size_t atoms = m_fluid.size();
    const LennardJonesSettings built = m_fluid.settings();
    in(m_fluid, m_run);
    if (m_fluid.size() != atoms)
        throw StateError("the state has " + std::to_string(m_fluid.size()) +
                         " atoms where the parameters place " + std::to_string(atoms));
    const LennardJonesSettings& read = m_fluid.settings();
    if (read.epsilon != built.epsilon || read.sigma != built.sigma || read.cutoff != built.cutoff ||
        read.shifted != built.shifted || read.mass != built.mass || read.skin != built.skin ||
        read.rdfBins != built.rdfBins || read.rdfInterval != built.rdfInterval)
        throw StateError("the fluid's potential or g(r) settings differ from the parameters'");
}

std::string LennardJonesLesson::checkState() const
{
    if (std::string problem = checkLennardJonesState(m_fluid.state(), !m_run.divergedAt);
        !problem.empty())
        return problem;
    if (!std::all_of(m_run.rdfShown.begin(), m_run.rdfShown.end(),
                     [](double g) { return std::isfinite(g) && g >= 0.0; }))
        return "the g(r) on show must be finite numbers ≥ 0";
    return {};
}

} // namespace pl

#include "lennard_jones/LennardJonesLesson.h"

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
        R"md(# Lennard-Jones matter

Two atoms at distance r attract weakly at long range (van der Waals, ∝ r⁻⁶) and repel strongly
when their electron clouds overlap (modelled ∝ r⁻¹²):

**U(r) = 4ε [ (σ/r)¹² − (σ/r)⁶ ]**,  with its minimum −ε at r = 2^{1/6} σ ≈ 1.12 σ.

The force is cut off at r_c = 2.5σ (U(2.5σ) = −0.016ε), so each atom only needs its near
neighbours: the box is divided into **cells** of side ≥ r_c, and an atom is checked only against
its own and the neighbouring cells — O(N) work instead of O(N²). Velocity Verlet moves the atoms;
a **Berendsen thermostat** rescales velocities by λ = √(1 + (Δt/τ)(T₀/T − 1)) to pull the
temperature towards the slider.

## Phases (2D, density 0.1 σ⁻²)
* kT ≳ 0.6 ε: a **gas**; g(r) has one bump near 1.1σ and is ≈ 1 beyond.
* kT ≈ 0.4 ε: atoms stick together into **liquid drops**; the potential energy falls.
* kT ≲ 0.3 ε: drops **freeze** into hexagonal patches; g(r) shows split peaks at √3σ and 2σ.

Colours show each atom's potential energy: blue for a free atom, red for one with six
neighbours in a crystal.

## Try this
1. Start at kT = 1 and drag the temperature to 0.3: watch drops form, and the potential energy
   chart step down as they grow.
2. Heat back to 1.5: the drops evaporate.
3. Set the thermostat time τ to 0 (off): the total energy then stays constant.
)md",
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
    m_divergedAt.reset();
    m_rdfShown.clear();
    m_rdfJustPublished = false;
}

void LennardJonesLesson::applyLive(const ParameterValues& values)
{
    m_fluid.setTargetTemperature(values.number("temperature"));
    m_fluid.setThermostatTime(values.number("thermostat_time"));
    m_dt = values.number("dt");
}

void LennardJonesLesson::step()
{
    if (m_divergedAt)
        return;
    m_fluid.step(m_dt);
    m_rdfJustPublished = false;
    // Atoms closer than 0.5σ mean a step far too large (U(0.5σ) ≈ 16 000ε): treat it as diverged.
    const double energyBound = 1e4 * std::max<double>(1.0, static_cast<double>(m_fluid.size()));
    if (!m_fluid.isFinite() || std::abs(m_fluid.potentialEnergy()) > energyBound ||
        !std::isfinite(m_fluid.kineticEnergy()) || m_fluid.kineticEnergy() > energyBound) {
        m_divergedAt = m_fluid.time();
        return;
    }
    if (m_fluid.steps() % rdfWindow == 0) {
        m_rdfShown = m_fluid.rdf();
        m_fluid.resetRdf();
        m_rdfJustPublished = true;
    }
}

std::vector<ChartSpec> LennardJonesLesson::charts() const
{
    ChartSpec temperature{"temperature", "Temperature", {"time", "σ√(m/ε)"}, {"kT", "ε"}, {}};
    temperature.series = {
        {"measured", "kT = Σ½mv² / (N − 1)", paletteColor(0), SeriesStyle::Line, 2.0},
        {"target", "Thermostat kT₀", colors::grey, SeriesStyle::DashedLine, 2.0},
    };
    ChartSpec energy{"energy", "Energy per atom", {"time", "σ√(m/ε)"}, {"energy / N", "ε"}, {}};
    energy.series = {
        {"potential", "Potential U/N", paletteColor(1), SeriesStyle::Line, 2.0},
        {"total", "Total (K + U)/N", paletteColor(2), SeriesStyle::Line, 2.0},
    };
    ChartSpec rdf{"rdf", "Radial distribution function", {"r", "σ"}, {"g(r)", ""}, {}};
    rdf.series = {{"g", "g(r), last 500 steps", paletteColor(3), SeriesStyle::Line, 2.0}};
    return {temperature, energy, rdf};
}

void LennardJonesLesson::record(ChartData& data) const
{
    if (m_fluid.steps() % 5 == 0) {
        const double t = m_fluid.time();
        const double n = static_cast<double>(m_fluid.size());
        data.append("temperature", "measured", t, m_fluid.temperature());
        data.append("temperature", "target", t, m_fluid.settings().targetTemperature);
        data.append("energy", "potential", t, m_fluid.potentialEnergy() / n);
        data.append("energy", "total", t, (m_fluid.potentialEnergy() + m_fluid.kineticEnergy()) / n);
    }
    if (m_rdfJustPublished) {
        const std::vector<double> r = m_fluid.rdfRadii();
        std::vector<ChartPoint> points;
        for (std::size_t b = 0; b < r.size() && b < m_rdfShown.size(); ++b)
            points.push_back({r[b], m_rdfShown[b]});
        data.replace("rdf", "g", std::move(points));
    }
}

std::vector<Measurement> LennardJonesLesson::measurements() const
{
    const double n = static_cast<double>(m_fluid.size());
    std::vector<Measurement> out{
        Measurement::number("temperature", "Temperature kT", "ε", m_fluid.temperature()),
        Measurement::number("potential_energy", "Potential energy per atom U/N", "ε",
                            m_fluid.potentialEnergy() / n),
        Measurement::number("total_energy", "Total energy per atom (K + U)/N", "ε",
                            (m_fluid.potentialEnergy() + m_fluid.kineticEnergy()) / n),
        Measurement::number("box_side", "Box side", "σ", m_fluid.boxSide()),
    };
    if (!m_rdfShown.empty()) {
        const auto peak = std::max_element(m_rdfShown.begin(), m_rdfShown.end());
        const std::vector<double> r = m_fluid.rdfRadii();
        out.push_back(Measurement::number("rdf_peak", "Height of the first peak of g(r)", "", *peak));
        out.push_back(Measurement::number(
            "rdf_peak_position", "Position of the first peak of g(r)", "σ",
            r[static_cast<std::size_t>(peak - m_rdfShown.begin())]));
    }
    for (Measurement& m : out)
        sanitize(m);
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
            << m_fluid.potentialEnergy() / static_cast<double>(m_fluid.size()) << " ε"
            << (m_fluid.usesCellLists() ? "   cell lists" : "   all pairs (small box)");
    out.caption = caption.str();
    out.warnings = notices();
}

std::vector<std::string> LennardJonesLesson::notices() const
{
    if (m_divergedAt)
        return {"The simulation diverged at t = " + format(*m_divergedAt) +
                " σ√(m/ε): atoms came so close that the r⁻¹² repulsion blew up. Lower the time "
                "step Δt and reset."};
    return {};
}

} // namespace pl

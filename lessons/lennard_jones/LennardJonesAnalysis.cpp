// SPDX-License-Identifier: GPL-3.0-or-later
#include "lennard_jones/LennardJonesAnalysis.h"

#include "framework/TextFormat.h"

#include <particlelab/statistics/BlockAverage.h>
#include <particlelab/statistics/SpeedHistogram.h>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

// Fewer samples than this give no error estimate worth showing.
constexpr long long minimumSamples = 32;

} // namespace

void StatePointSamples::clear(double time)
{
    since = time;
    temperature.clear();
    potentialPerAtom.clear();
    pressure.clear();
}

void StatePointSamples::add(const LennardJonesFluid& fluid)
{
    if (size() == 0)
        since = fluid.time();
    const double n = static_cast<double>(fluid.size());
    temperature.add(fluid.temperature());
    potentialPerAtom.add(fluid.potentialEnergy() / n);
    pressure.add(fluid.pressure());
}

std::string StatePointSamples::check() const
{
    for (const BlockedSeries* series : {&temperature, &potentialPerAtom, &pressure})
        if (std::string problem = series->check(); !problem.empty())
            return "time averages: " + problem;
    if (potentialPerAtom.count() != size() || pressure.count() != size())
        return "time averages: the three quantities count different numbers of samples";
    if (!std::isfinite(since))
        return "time averages: their start time is not a number";
    return {};
}

std::vector<ChartSpec> lennardJonesCharts(const LennardJonesChartOptions& options)
{
    const AxisSpec time{"time", "σ√(m/ε)"};
    ChartSpec temperature{"temperature", "Temperature", time, {"kT", "ε"}, {}};
    temperature.series = {{"measured", "kT", paletteColor(0), SeriesStyle::Line, 2.0}};
    if (options.thermostatTarget)
        temperature.series.push_back(
            {"target", "Thermostat kT₀", colors::grey, SeriesStyle::DashedLine, 2.0});
    if (options.lammpsLog)
        temperature.series.push_back(
            {"lammps", "LAMMPS log: Temp", paletteColor(5), SeriesStyle::Points, 1.5});

    ChartSpec energy{"energy", "Energy per atom", time, {"energy / N", "ε"}, {}};
    energy.series = {
        {"potential", "Potential U/N", paletteColor(1), SeriesStyle::Line, 2.0},
        {"total", "Total (K + U)/N", paletteColor(2), SeriesStyle::Line, 2.0},
    };
    if (options.lammpsLog) {
        energy.series.push_back(
            {"lammps_potential", "LAMMPS log: PotEng", paletteColor(5), SeriesStyle::Points, 1.5});
        energy.series.push_back(
            {"lammps_total", "LAMMPS log: TotEng", paletteColor(6), SeriesStyle::Points, 1.5});
    }

    ChartSpec pressure{"pressure", "Pressure (virial)", time, {"P", "ε/σ²"}, {}};
    pressure.series = {
        {"virial", "Virial P", paletteColor(3), SeriesStyle::Line, 2.0},
        {"with_tail", "P + ΔP (tail beyond r_c)", colors::grey, SeriesStyle::DashedLine, 2.0},
    };
    if (options.lammpsLog)
        pressure.series.push_back(
            {"lammps", "LAMMPS log: Press", paletteColor(5), SeriesStyle::Points, 1.5});

    ChartSpec rdf{"rdf", "Radial distribution function", {"r", "σ"}, {"g(r)", ""}, {}};
    rdf.series = {{"g", options.rdfLabel, paletteColor(3), SeriesStyle::Line, 2.0}};

    ChartSpec histogram{"speed_histogram", "Speeds against 2D Maxwell–Boltzmann",
                        {"speed v", "σ/(σ√(m/ε))"}, {"density f(v)", ""}, {}};
    histogram.y.fromZero = true;
    histogram.series = {
        {"measured", "Measured", paletteColor(1), SeriesStyle::Line, 2.0},
        {"maxwell", "Maxwell–Boltzmann", colors::grey, SeriesStyle::DashedLine, 2.0},
    };
    return {temperature, energy, pressure, rdf, histogram};
}

void recordThermodynamics(ChartData& data, const LennardJonesFluid& fluid,
                          std::optional<double> targetTemperature)
{
    const double t = fluid.time();
    const double n = static_cast<double>(fluid.size());
    data.append("temperature", "measured", t, fluid.temperature());
    if (targetTemperature)
        data.append("temperature", "target", t, *targetTemperature);
    data.append("energy", "potential", t, fluid.potentialEnergy() / n);
    data.append("energy", "total", t, (fluid.potentialEnergy() + fluid.kineticEnergy()) / n);
    data.append("pressure", "virial", t, fluid.pressure());
    data.append("pressure", "with_tail", t, fluid.pressure() + fluid.pressureTailCorrection());
}

void recordRdf(ChartData& data, const std::vector<double>& radii, const std::vector<double>& g)
{
    std::vector<ChartPoint> points;
    for (std::size_t b = 0; b < radii.size() && b < g.size(); ++b)
        points.push_back({radii[b], g[b]});
    data.replace("rdf", "g", std::move(points));
}

void recordSpeedHistogram(ChartData& data, const LennardJonesFluid& fluid)
{
    const double kT = fluid.temperature();
    if (!(kT > 0.0))
        return;
    std::vector<double> speeds(fluid.size());
    for (std::size_t i = 0; i < fluid.size(); ++i)
        speeds[i] = std::hypot(fluid.vx()[i], fluid.vy()[i]);
    // The momentum is zero, so the speeds are those of a 2D Maxwell–Boltzmann gas at the kT
    // of the 2N − 2 degrees of freedom (a difference of 1/N from the per-atom ⟨½mv²⟩).
    const SpeedHistogramCurves curves =
        speedHistogramAgainstMaxwell(speeds, fluid.settings().mass, kT);
    std::vector<ChartPoint> measured, theory;
    for (std::size_t b = 0; b < curves.binCentre.size(); ++b)
        measured.push_back({curves.binCentre[b], curves.density[b]});
    for (std::size_t k = 0; k < curves.theorySpeed.size(); ++k)
        theory.push_back({curves.theorySpeed[k], curves.theoryDensity[k]});
    data.replace("speed_histogram", "measured", std::move(measured));
    data.replace("speed_histogram", "maxwell", std::move(theory));
}

std::vector<Measurement> instantaneousMeasurements(const LennardJonesFluid& fluid)
{
    const double n = static_cast<double>(fluid.size());
    Measurement pressure = Measurement::number(
        "pressure", "Pressure P = (K + ½Σ r·F)/A (virial, force cut at r_c)", "ε/σ²",
        fluid.pressure());
    pressure.note = "what LAMMPS's thermo column Press reports for pair_style lj/cut in 2D";
    Measurement tail = Measurement::number(
        "pressure_tail_correction", "Tail correction ΔP (pairs beyond r_c, g = 1)", "ε/σ²",
        fluid.pressureTailCorrection());
    tail.note = "ΔP = 2περ²σ²[1.2(σ/r_c)¹⁰ − 1.5(σ/r_c)⁴] at r_c = " +
                formatNumber(fluid.settings().cutoff) + " σ";
    std::vector<Measurement> out{
        Measurement::number("temperature", "Temperature kT", "ε", fluid.temperature()),
        Measurement::number("potential_energy", "Potential energy per atom U/N", "ε",
                            fluid.potentialEnergy() / n),
        Measurement::number("total_energy", "Total energy per atom (K + U)/N", "ε",
                            (fluid.potentialEnergy() + fluid.kineticEnergy()) / n),
        pressure,
        tail,
        Measurement::number("pressure_with_tail", "Pressure with the tail P + ΔP", "ε/σ²",
                            fluid.pressure() + fluid.pressureTailCorrection()),
        Measurement::number("energy_tail_correction", "Tail correction of U/N (beyond r_c)", "ε",
                            fluid.energyTailCorrectionPerAtom()),
        Measurement::number("density", "Number density", "σ⁻²", fluid.density()),
        Measurement::number("box_side", "Box side", "σ", fluid.boxSide()),
    };
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

std::vector<Measurement> averageMeasurements(const StatePointSamples& samples,
                                             const LennardJonesFluid& fluid,
                                             const std::string& samplingNote)
{
    struct Quantity {
        const char* id;
        const char* label;
        const char* unit;
        const BlockedSeries* series;
    };
    const Quantity quantities[] = {
        {"temperature", "kT", "ε", &samples.temperature},
        {"potential_energy", "U/N", "ε", &samples.potentialPerAtom},
        {"pressure", "P (virial, cut at r_c)", "ε/σ²", &samples.pressure},
    };
    std::vector<Measurement> out;
    out.push_back(Measurement::number("average_samples", "Samples in the time averages", "",
                                      static_cast<double>(samples.size())));
    for (const Quantity& q : quantities) {
        const std::string mean = std::string(q.id) + "_mean";
        const std::string error = std::string(q.id) + "_error";
        const std::string label = std::string("Time average ⟨") + q.label + "⟩";
        if (samples.size() < minimumSamples) {
            const std::string why = "averaging needs " + std::to_string(minimumSamples) +
                                    " samples (" + samplingNote + "); " +
                                    std::to_string(samples.size()) + " so far";
            out.push_back(Measurement::missing(mean, label, q.unit, why));
            out.push_back(Measurement::missing(error, "Its standard error", q.unit, why));
            continue;
        }
        const BlockAverage a = q.series->average();
        Measurement m = Measurement::number(mean, label, q.unit, a.mean);
        m.note = "± " + formatNumber(a.error, 2) + " over " + std::to_string(a.samples) +
                 " samples since t = " + formatNumber(samples.since) + " (" + samplingNote + ")";
        Measurement e = Measurement::number(error, label + ": standard error", q.unit, a.error);
        e.note = "block averaging (Flyvbjerg–Petersen, level chosen by Jonsson's test): "
                 "blocks of " + std::to_string(a.blockLength) + " samples" +
                 (a.converged ? "" : "; no level with uncorrelated blocks yet, the largest "
                                     "estimate is shown: run longer");
        out.push_back(m);
        out.push_back(e);
        if (std::string(q.id) == "pressure")
            out.push_back(Measurement::number("pressure_with_tail_mean",
                                              "Time average ⟨P⟩ + ΔP (tail)", q.unit,
                                              a.mean + fluid.pressureTailCorrection()));
    }
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

std::vector<Measurement> rdfPeakMeasurements(const std::vector<double>& radii,
                                             const std::vector<double>& g)
{
    if (g.empty() || radii.size() != g.size())
        return {};
    const auto peak = std::max_element(g.begin(), g.end());
    return {
        Measurement::number("rdf_peak", "Height of the first peak of g(r)", "", *peak),
        Measurement::number("rdf_peak_position", "Position of the first peak of g(r)", "σ",
                            radii[static_cast<std::size_t>(peak - g.begin())]),
    };
}

} // namespace pl

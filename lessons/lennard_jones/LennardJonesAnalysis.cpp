// SPDX-License-Identifier: GPL-3.0-or-later
#include "lennard_jones/LennardJonesAnalysis.h"
#include "framework/Translatable.h"

#include "framework/TextFormat.h"

#include <particlelab/statistics/BlockAverage.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

namespace pl {

namespace {

// Fewer samples than this give no error estimate worth showing.
constexpr long long minimumSamples = 32;

// A value LAMMPS wrote in its log: points over the run's own curve.
SeriesSpec lammpsLogSeries(std::string id, std::string name, Color color = paletteColor(5))
{
    return {std::move(id), std::move(name), color, SeriesStyle::Points, 1.5};
}

// What a curve is held against (the thermostat's target, the pressure with its tail): dashed grey.
SeriesSpec referenceSeries(std::string id, std::string name, double width = 2.0)
{
    return {std::move(id), std::move(name), colors::grey, SeriesStyle::DashedLine, width};
}

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

TrText StatePointSamples::check() const
{
    for (const BlockedSeries* series : {&temperature, &potentialPerAtom, &pressure})
        if (TrText problem = series->check(); !problem.empty())
            return TrText(PL_TR_NOOP("lessons", "time averages: %1"),
                          {trSentence(std::move(problem))});
    if (potentialPerAtom.count() != size() || pressure.count() != size())
        return PL_TR_NOOP("lessons",
                          "time averages: the three quantities count different numbers of samples");
    if (!std::isfinite(since))
        return PL_TR_NOOP("lessons", "time averages: their start time is not a number");
    return {};
}

LennardJonesSeries declareLennardJonesCharts(ChartSet& set, const LennardJonesChartOptions& options)
{
    LennardJonesSeries out;
    const AxisSpec time{PL_TR_NOOP("lessons", "time"), "σ√(m/ε)"};
    const ChartHandle temperature =
        set.chart({"temperature", PL_TR_NOOP("lessons", "Temperature"), time, {"kT", "ε"}, {}});
    out.temperature = set.series(temperature, {PL_TR_NOOP("lessons", "measured"), "kT",
                                               paletteColor(0), SeriesStyle::Line, 2.0});
    if (options.thermostatTarget)
        out.targetTemperature = set.series(
            temperature, referenceSeries("target", PL_TR_NOOP("lessons", "Thermostat kT₀")));
    if (options.lammpsLog)
        out.lammpsTemperature = set.series(
            temperature, lammpsLogSeries("lammps", PL_TR_NOOP("lessons", "LAMMPS log: Temp")));

    const ChartHandle energy = set.chart({"energy",
                                          PL_TR_NOOP("lessons", "Energy per atom"),
                                          time,
                                          {PL_TR_NOOP("lessons", "energy / N"), "ε"},
                                          {}});
    out.potential = set.series(energy, {"potential", PL_TR_NOOP("lessons", "Potential U/N"),
                                        paletteColor(1), SeriesStyle::Line, 2.0});
    out.total = set.series(energy, {"total", PL_TR_NOOP("lessons", "Total (K + U)/N"),
                                    paletteColor(2), SeriesStyle::Line, 2.0});
    if (options.lammpsLog) {
        out.lammpsPotential = set.series(
            energy,
            lammpsLogSeries("lammps_potential", PL_TR_NOOP("lessons", "LAMMPS log: PotEng")));
        out.lammpsTotal = set.series(
            energy, lammpsLogSeries("lammps_total", PL_TR_NOOP("lessons", "LAMMPS log: TotEng"),
                                    paletteColor(6)));
    }
    if (options.shadowEnergy)
        out.shadowEnergy = set.series(
            energy, referenceSeries("shadow", PL_TR_NOOP("lessons", "Shadow H̃/N (Verlet)"), 1.5));

    const ChartHandle pressure = set.chart(
        {"pressure", PL_TR_NOOP("lessons", "Pressure (virial)"), time, {"P", "ε/σ²"}, {}});
    out.pressure = set.series(pressure, {"virial", PL_TR_NOOP("lessons", "Virial P"),
                                         paletteColor(3), SeriesStyle::Line, 2.0});
    out.pressureWithTail = set.series(
        pressure, referenceSeries("with_tail", PL_TR_NOOP("lessons", "P + ΔP (tail beyond r_c)")));
    if (options.lammpsLog)
        out.lammpsPressure = set.series(
            pressure, lammpsLogSeries("lammps", PL_TR_NOOP("lessons", "LAMMPS log: Press")));

    const ChartHandle rdf = set.chart({"rdf",
                                       PL_TR_NOOP("lessons", "Radial distribution function"),
                                       {"r", "σ"},
                                       {"g(r)", ""},
                                       {}});
    out.rdf = set.series(rdf, {"g", options.rdfLabel, paletteColor(3), SeriesStyle::Line, 2.0});

    out.speeds = declareSpeedHistogram(set, {"σ/(σ√(m/ε))", ""});
    return out;
}

void recordThermodynamics(ChartData& data, const LennardJonesSeries& series,
                          const LennardJonesFluid& fluid, std::optional<double> targetTemperature)
{
    const double t = fluid.time();
    const double n = static_cast<double>(fluid.size());
    data.append(series.temperature, t, fluid.temperature());
    if (targetTemperature)
        data.append(series.targetTemperature, t, *targetTemperature);
    data.append(series.potential, t, fluid.potentialEnergy() / n);
    data.append(series.total, t, (fluid.potentialEnergy() + fluid.kineticEnergy()) / n);
    data.append(series.pressure, t, fluid.pressure());
    data.append(series.pressureWithTail, t, fluid.pressure() + fluid.pressureTailCorrection());
}

void recordRdf(ChartData& data, const SeriesHandle& rdf, const std::vector<double>& radii,
               const std::vector<double>& g)
{
    std::vector<ChartPoint> points;
    for (std::size_t b = 0; b < radii.size() && b < g.size(); ++b)
        points.push_back({radii[b], g[b]});
    data.replace(rdf, std::move(points));
}

void recordSpeedHistogram(ChartData& data, const SpeedHistogramSeries& series,
                          const LennardJonesFluid& fluid)
{
    // √(vx² + vy²) rather than std::hypot: speeds of order 1 need no guard against overflow
    // (a blown-up run's inf or NaN passes through the same), and hypot costs several times
    // as much; over 10⁴ atoms it was 1.5 % of the whole run.
    std::vector<double> speeds(fluid.size());
    const std::span<const double> vx = fluid.vx(), vy = fluid.vy();
    for (std::size_t i = 0; i < speeds.size(); ++i)
        speeds[i] = std::sqrt(vx[i] * vx[i] + vy[i] * vy[i]);
    // The momentum is zero, so the speeds are those of a 2D Maxwell–Boltzmann gas at the kT
    // of the 2N − 2 degrees of freedom (a difference of 1/N from the per-atom ⟨½mv²⟩).
    recordSpeedHistogram(data, series, speeds, fluid.settings().mass, fluid.temperature());
}

std::vector<Measurement> instantaneousMeasurements(const LennardJonesFluid& fluid)
{
    const double n = static_cast<double>(fluid.size());
    Measurement pressure = Measurement::number(
        "pressure", PL_TR_NOOP("lessons", "Pressure P = (K + ½Σ r·F)/A (virial, force cut at r_c)"),
        "ε/σ²", fluid.pressure());
    pressure.note = PL_TR_NOOP(
        "lessons", "what LAMMPS's thermo column Press reports for pair_style lj/cut in 2D");
    Measurement tail =
        Measurement::number("pressure_tail_correction",
                            PL_TR_NOOP("lessons", "Tail correction ΔP (pairs beyond r_c, g = 1)"),
                            "ε/σ²", fluid.pressureTailCorrection());
    tail.note = "ΔP = 2περ²σ²[1.2(σ/r_c)¹⁰ − 1.5(σ/r_c)⁴] at r_c = " +
                formatNumber(fluid.settings().cutoff) + " σ";
    std::vector<Measurement> out{
        Measurement::number("temperature", PL_TR_NOOP("lessons", "Temperature kT"), "ε",
                            fluid.temperature()),
        Measurement::number("potential_energy",
                            PL_TR_NOOP("lessons", "Potential energy per atom U/N"), "ε",
                            fluid.potentialEnergy() / n),
        Measurement::number("total_energy",
                            PL_TR_NOOP("lessons", "Total energy per atom (K + U)/N"), "ε",
                            (fluid.potentialEnergy() + fluid.kineticEnergy()) / n),
        pressure,
        tail,
        Measurement::number("pressure_with_tail",
                            PL_TR_NOOP("lessons", "Pressure with the tail P + ΔP"), "ε/σ²",
                            fluid.pressure() + fluid.pressureTailCorrection()),
        Measurement::number("energy_tail_correction",
                            PL_TR_NOOP("lessons", "Tail correction of U/N (beyond r_c)"), "ε",
                            fluid.energyTailCorrectionPerAtom()),
        Measurement::number("density", PL_TR_NOOP("lessons", "Number density"), "σ⁻²",
                            fluid.density()),
        Measurement::number("box_side", PL_TR_NOOP("lessons", "Box side"), "σ", fluid.boxSide()),
    };
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

std::vector<Measurement> averageMeasurements(const StatePointSamples& samples,
                                             const LennardJonesFluid& fluid,
                                             const TrText& samplingNote)
{
    struct Quantity {
        const char* id;
        const char* label;
        const char* unit;
        const BlockedSeries* series;
        const char* average;  // "Time average ⟨label⟩", marked whole
    };
    const Quantity quantities[] = {
        {"temperature", "kT", "ε", &samples.temperature, PL_TR_NOOP("lessons", "Time average ⟨kT⟩")},
        {"potential_energy", "U/N", "ε", &samples.potentialPerAtom,
         PL_TR_NOOP("lessons", "Time average ⟨U/N⟩")},
        {"pressure", "P (virial, cut at r_c)", "ε/σ²", &samples.pressure,
         PL_TR_NOOP("lessons", "Time average ⟨P (virial, cut at r_c)⟩")},
    };
    std::vector<Measurement> out;
    out.push_back(Measurement::number("average_samples",
                                      PL_TR_NOOP("lessons", "Samples in the time averages"), "",
                                      static_cast<double>(samples.size())));
    for (const Quantity& q : quantities) {
        const std::string mean = std::string(q.id) + "_mean";
        const std::string error = std::string(q.id) + "_error";
        const std::string label = q.average;
        if (samples.size() < minimumSamples) {
            const TrText why(PL_TR_NOOP("lessons", "averaging needs %1 samples (%2); %3 so far"),
                             {trText(std::to_string(minimumSamples)), trSentence(samplingNote),
                              trText(std::to_string(samples.size()))});
            out.push_back(Measurement::missing(mean, label, q.unit, {}).noted(why));
            out.push_back(Measurement::missing(error, PL_TR_NOOP("lessons", "Its standard error"),
                                               q.unit, {})
                              .noted(why));
            continue;
        }
        const BlockAverage a = q.series->average();
        Measurement m = Measurement::number(mean, label, q.unit, a.mean);
        m = std::move(m).noted(TrText(PL_TR_NOOP("lessons", "± %1 over %2 samples since t = %3 (%4)"),
                                      {trNumber(a.error, 2), trText(std::to_string(a.samples)),
                                       trNumber(samples.since), trSentence(samplingNote)}));
        Measurement e = Measurement::number(error, {}, q.unit, a.error)
                            .labelled(TrText(PL_TR_NOOP("lessons", "%1: standard error"), {trWord(label)}));
        e = std::move(e).noted(TrText(
            a.converged ? PL_TR_NOOP("lessons", "block averaging (Flyvbjerg–Petersen, level chosen by "
                                                "Jonsson's test): blocks of %1 samples")
                        : PL_TR_NOOP("lessons", "block averaging (Flyvbjerg–Petersen, level chosen by "
                                                "Jonsson's test): blocks of %1 samples; no level with "
                                                "uncorrelated blocks yet, the largest estimate is "
                                                "shown: run longer"),
            {trText(std::to_string(a.blockLength))}));
        out.push_back(m);
        out.push_back(e);
        if (std::string(q.id) == "pressure")
            out.push_back(Measurement::number("pressure_with_tail_mean",
                                              PL_TR_NOOP("lessons", "Time average ⟨P⟩ + ΔP (tail)"),
                                              q.unit, a.mean + fluid.pressureTailCorrection()));
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
        Measurement::number("rdf_peak", PL_TR_NOOP("lessons", "Height of the first peak of g(r)"),
                            "", *peak),
        Measurement::number("rdf_peak_position",
                            PL_TR_NOOP("lessons", "Position of the first peak of g(r)"), "σ",
                            radii[static_cast<std::size_t>(peak - g.begin())]),
    };
}

} // namespace pl

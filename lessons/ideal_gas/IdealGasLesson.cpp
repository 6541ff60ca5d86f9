// SPDX-License-Identifier: GPL-3.0-or-later
#include "ideal_gas/IdealGasLesson.h"

#include "framework/CoreSerialization.h"
#include "framework/LessonText.h"
#include "framework/TextFormat.h"
#include "ideal_gas/IdealGasStudies.h"

#include <particlelab/analysis/LinearFit.h>
#include <particlelab/collision/HardDiskEquationOfState.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pl {

template class ModelLesson<IdealGasLesson, IdealGasModel, IdealGasSettings>;

namespace {

constexpr int maxBruteForceDisks = 20000;
constexpr std::size_t overlayLimit = 3000;  // disks: the AABB overlay is drawn up to this many
const Color pressureColor = paletteColor(1);
const Color idealColor = colors::grey;
const Color hendersonColor = paletteColor(0);
const Color temperatureColor = paletteColor(0);

std::vector<Choice> speciesColors()
{
    return {{"orange", PL_TR_NOOP("ideal-gas", "Orange")},
            {"green", PL_TR_NOOP("ideal-gas", "Green")},
            {"purple", PL_TR_NOOP("ideal-gas", "Purple")},
            {"grey", PL_TR_NOOP("ideal-gas", "Grey")}};
}

Color speciesColor(const std::string& id)
{
    if (id == "green")
        return paletteColor(2);
    if (id == "purple")
        return paletteColor(3);
    if (id == "grey")
        return Color{90, 90, 90};
    return paletteColor(4);
}


} // namespace

ParameterTable<IdealGasSettings> IdealGasLesson::makeParameterTable()
{
    using S = IdealGasSettings;
    ParameterTable<S> t;
    t.bind(&S::count, ParameterSpec::integer("count", PL_TR_NOOP("ideal-gas", "Number of disks N"), 1000, 1, 100000,
                                             PL_TR_NOOP("ideal-gas", "Disks of the first species."))
                          .onLogScale());
    t.bind(&S::radius, ParameterSpec::number("radius", PL_TR_NOOP("ideal-gas", "Radius r"), "m", 0.5, 0.01, 10.0,
                                             PL_TR_NOOP("ideal-gas", "Radius of the first species' disks."))
                           .withStep(0.05));
    t.bind(&S::mass, ParameterSpec::number("mass", PL_TR_NOOP("ideal-gas", "Mass m"), "kg", 1.0, 0.01, 1000.0,
                                           PL_TR_NOOP("ideal-gas", "Mass of one disk of the first species."))
                         .onLogScale());
    t.bind(&S::kT, ParameterSpec::number("temperature", PL_TR_NOOP("ideal-gas", "Temperature kT"), "J", 1.0, 0.001,
                                         1000.0,
                                         PL_TR_NOOP("ideal-gas", "Initial kT: each disk starts with kinetic energy kT "
                                         "on average."))
                       .onLogScale());
    t.bind(&S::boxWidth, ParameterSpec::number("box_width", PL_TR_NOOP("ideal-gas", "Box width"), "m", 80.0, 1.0,
                                               10000.0,
                                               PL_TR_NOOP("ideal-gas", "Width of the box (the piston's outermost "
                                               "position)."))
                             .onLogScale());
    t.bind(&S::boxHeight, ParameterSpec::number("box_height", PL_TR_NOOP("ideal-gas", "Box height"), "m", 50.0, 1.0,
                                                10000.0, PL_TR_NOOP("ideal-gas", "Height of the box."))
                              .onLogScale());
    t.bind([](S& s, const std::string& id) {
               s.broadphase = broadphaseFromId(id).value_or(BroadphaseKind::UniformGrid);
           },
           ParameterSpec::choice("broadphase", PL_TR_NOOP("ideal-gas", "Broadphase"),
                                 {{"brute", PL_TR_NOOP("ideal-gas", "Brute force (all pairs)")},
                                  {"sweep", PL_TR_NOOP("ideal-gas", "Sweep and prune")},
                                  {"grid", PL_TR_NOOP("ideal-gas", "Uniform grid")}},
                                 "grid", PL_TR_NOOP("ideal-gas", "How candidate pairs are found. All give the same pairs."))
               .appliesLive());
    t.bind([](S& s, const std::string& id) {
               s.dynamics = id == "event-driven" ? GasDynamics::EventDriven
                                                 : GasDynamics::TimeStepped;
           },
           ParameterSpec::choice("dynamics", PL_TR_NOOP("ideal-gas", "Dynamics"),
                                 {{"time-stepped", PL_TR_NOOP("ideal-gas", "Time-stepped (Δt)")},
                                  {"event-driven", PL_TR_NOOP("ideal-gas", "Event-driven (exact)")}},
                                 "time-stepped",
                                 PL_TR_NOOP("ideal-gas", "Time-stepped: every disk drifts for Δt, then the overlaps "
                                 "found are repaired. Event-driven: the gas jumps from one "
                                 "contact to the next, exactly; Δt is then only how often "
                                 "it is sampled.")));
    t.bind(&S::seed, seedParameter());
    t.bind([](S& s, const std::string& id) {
               s.initialSpeeds = id == "maxwell" ? InitialSpeeds::Maxwell : InitialSpeeds::Equal;
           },
           ParameterSpec::choice("initial_speeds", PL_TR_NOOP("ideal-gas", "Initial speeds"),
                                 {{"equal", PL_TR_NOOP("ideal-gas", "All equal, √(2kT/m)")},
                                  {"maxwell", PL_TR_NOOP("ideal-gas", "Maxwell–Boltzmann")}},
                                 "equal", PL_TR_NOOP("ideal-gas", "How the disks start moving (random directions).")));
    t.bind(&S::count2, ParameterSpec::integer("count2", PL_TR_NOOP("ideal-gas", "Second species: count"), 0, 0, 50000,
                                              PL_TR_NOOP("ideal-gas", "Disks of a second species (0 for none).")));
    t.bind(&S::mass2, ParameterSpec::number("mass2", PL_TR_NOOP("ideal-gas", "Second species: mass"), "kg", 4.0, 0.01,
                                            1000.0, PL_TR_NOOP("ideal-gas", "Mass of one disk of the second species."))
                          .onLogScale());
    t.bind(&S::radius2, ParameterSpec::number("radius2", PL_TR_NOOP("ideal-gas", "Second species: radius"), "m", 1.0,
                                              0.01, 10.0,
                                              PL_TR_NOOP("ideal-gas", "Radius of the second species' disks."))
                            .withStep(0.05));
    t.add(ParameterSpec::choice("color2", PL_TR_NOOP("ideal-gas", "Second species: colour"), speciesColors(), "orange",
                                PL_TR_NOOP("ideal-gas", "Colour of the second species in the view."))
              .onlyChangesView());
    t.bind(&S::pistonSpeed,
           ParameterSpec::number("piston_speed", PL_TR_NOOP("ideal-gas", "Piston speed"), "m/s", 0.0, -20.0, 20.0,
                                 PL_TR_NOOP("ideal-gas", "Velocity of the right wall; negative compresses. It stops "
                                 "at a quarter of the box width and at the full width."))
               .withStep(0.1)
               .appliesLive());
    t.bind(&S::thermalWalls,
           ParameterSpec::flag("thermal_walls", PL_TR_NOOP("ideal-gas", "Thermal walls"), false,
                               PL_TR_NOOP("ideal-gas", "Walls re-emit every disk that hits them at the wall "
                               "temperature."))
               .appliesLive());
    t.bind(&S::wallTemperature,
           ParameterSpec::number("wall_temperature", PL_TR_NOOP("ideal-gas", "Wall temperature kT_wall"), "J", 1.0,
                                 0.001, 1000.0, PL_TR_NOOP("ideal-gas", "Temperature of the thermal walls."))
               .onLogScale()
               .appliesLive());
    t.add(ParameterSpec::flag("show_boxes", PL_TR_NOOP("ideal-gas", "Show bounding boxes and pairs"), false,
                              PL_TR_NOOP("ideal-gas", "Draw every disk's AABB and the current candidate pairs (up to "
                              "3000 disks)."))
              .onlyChangesView());
    t.add(ParameterSpec::integer("add_batch", PL_TR_NOOP("ideal-gas", "Disks added per click"), 50, 1, 1000,
                                 PL_TR_NOOP("ideal-gas", "A click in the box adds this many disks of the first "
                                 "species."))
              .appliesLive());
    return t;
}

TrText IdealGasLesson::validate(const ParameterValues& values) const
{
    const IdealGasSettings s = settingsFrom(values);
    if (s.broadphase == BroadphaseKind::BruteForce && s.count + s.count2 > maxBruteForceDisks)
        return TrText(PL_TR_NOOP("ideal-gas",
                                 "parameter 'broadphase': brute force with %1 disks would test %2 "
                                 "pairs per step; use sweep and prune or the grid above %3 disks."),
                      {trText(std::to_string(s.count + s.count2)),
                       trNumber(0.5 * (s.count + s.count2) * (s.count + s.count2), 2),
                       trText(std::to_string(maxBruteForceDisks))});
    const double rMax = std::max(s.radius, s.count2 > 0 ? s.radius2 : 0.0);
    const GasBox box{0.0, s.boxWidth, 0.0, s.boxHeight};
    if (DiskGas::latticeSpacing(s.count + s.count2, box) <= 2.0 * rMax) {
        const double eta = (s.count * s.radius * s.radius + s.count2 * s.radius2 * s.radius2) *
                           std::numbers::pi / box.area();
        return TrText(PL_TR_NOOP("ideal-gas",
                                 "parameters 'count' and 'radius': the disks do not fit: area "
                                 "fraction %1 %; the starting lattice needs a spacing above the "
                                 "largest diameter. Use fewer or smaller disks, or a larger box."),
                      {trNumber(100.0 * eta)});
    }
    return {};
}

void IdealGasLesson::reset(const ParameterValues& values)
{
    ModelLesson::reset(values);
    applyViewOptions(values);
}

void IdealGasLesson::applyLive(const ParameterValues& values)
{
    ModelLesson::applyLive(values);
    applyViewOptions(values);
}

void IdealGasLesson::applyViewOptions(const ParameterValues& values)
{
    m_color2 = speciesColor(values.choice("color2"));
    m_showBoxes = values.flag("show_boxes");
    m_addBatch = values.integer("add_batch");
}

void IdealGasLesson::declareCharts(ChartSet& set)
{
    m_series.speeds = declareSpeedHistogram(set, {"m/s", "s/m", pressureColor, idealColor});

    const ChartHandle pressure =
        set.chart({"pressure", PL_TR_NOOP("ideal-gas", "Pressure on the walls"), {PL_TR_NOOP("ideal-gas", "time"), "s"}, {PL_TR_NOOP("ideal-gas", "pressure P"), "N/m"}, {}});
    m_series.pressureMeasured = set.series(
        pressure, {"measured", PL_TR_NOOP("ideal-gas", "Block of 100 steps"), pressureColor, SeriesStyle::Line, 1.5});
    m_series.pressureIdeal = set.series(
        pressure, {"ideal", PL_TR_NOOP("ideal-gas", "Ideal gas N kT / A"), idealColor, SeriesStyle::DashedLine, 2.0});
    m_series.pressureHenderson = set.series(
        pressure, {"henderson", PL_TR_NOOP("ideal-gas", "Hard disks (Henderson)"), hendersonColor, SeriesStyle::Line, 2.0});

    const ChartHandle temperature =
        set.chart({"temperature", PL_TR_NOOP("ideal-gas", "Temperature"), {PL_TR_NOOP("ideal-gas", "time"), "s"}, {"kT", "J"}, {}});
    m_series.kT = set.series(temperature,
                             {"kT", PL_TR_NOOP("ideal-gas", "kT = ⟨½mv²⟩"), temperatureColor, SeriesStyle::Line, 2.0});

    const ChartHandle mfp =
        set.chart({"mean_free_path", PL_TR_NOOP("ideal-gas", "Mean free path"), {PL_TR_NOOP("ideal-gas", "time"), "s"}, {"λ", "m"}, {}});
    m_series.pathMeasured = set.series(
        mfp, {"measured", PL_TR_NOOP("ideal-gas", "Block of 100 steps"), pressureColor, SeriesStyle::Line, 1.5});
    m_series.pathEstimate = set.series(
        mfp, {"estimate", "1 / (2√2 n d)", idealColor, SeriesStyle::DashedLine, 2.0});
    m_series.pathEnskog = set.series(mfp, {"enskog", PL_TR_NOOP("ideal-gas", "Enskog: 1 / (2√2 n d χ)"), hendersonColor,
                                           SeriesStyle::Line, 2.0});

    const ChartHandle drift = set.chart(
        {"energy_drift", PL_TR_NOOP("ideal-gas", "Energy drift"), {PL_TR_NOOP("ideal-gas", "time"), "s"}, {"(E − E₀) / E₀", ""}, {}});
    m_series.drift =
        set.series(drift, {"drift", PL_TR_NOOP("ideal-gas", "Kinetic energy"), temperatureColor, SeriesStyle::Line, 2.0});

    const ChartHandle eos = set.chart({"pressure_eos",
                                       PL_TR_NOOP("ideal-gas", "Pressure against the hard-disk equation of state"),
                                       {PL_TR_NOOP("ideal-gas", "time"), "s"},
                                       {"Z = P A / N kT", ""},
                                       {}});
    m_series.zMeasured = set.series(
        eos, {"measured", PL_TR_NOOP("ideal-gas", "Walls, block of 100 steps"), pressureColor, SeriesStyle::Line, 1.5});
    m_series.zHenderson = set.series(
        eos, {"henderson", PL_TR_NOOP("ideal-gas", "Henderson 1975"), hendersonColor, SeriesStyle::Line, 2.0});
    m_series.zLiu = set.series(eos, {"liu", PL_TR_NOOP("ideal-gas", "Liu 2020"), idealColor,
                                     SeriesStyle::DashedLine, 2.0});

    const ChartHandle collisions = set.chart({"collisions", PL_TR_NOOP("ideal-gas", "Collisions and repaired overlaps"),
                                              {PL_TR_NOOP("ideal-gas", "time"), "s"}, {PL_TR_NOOP("ideal-gas", "per second"), "1/s"}, {}});
    m_series.collisionRate = set.series(
        collisions, {"collisions", PL_TR_NOOP("ideal-gas", "Pair collisions"), pressureColor,
                     SeriesStyle::Line, 2.0});
    m_series.overlapRate = set.series(
        collisions, {"overlaps", PL_TR_NOOP("ideal-gas", "Overlaps repaired"), colors::warning,
                     SeriesStyle::Line, 2.0});
    if (m_model.settings().count2 == 0)
        m_series.collisionEnskog = set.series(
            collisions, {"enskog", PL_TR_NOOP("ideal-gas", "Enskog"), idealColor,
                         SeriesStyle::DashedLine, 2.0});
    else
        m_series.collisionEnskog = {};

    // Written whole by the studies.
    ChartSpec convergence{"pressure_vs_dt", PL_TR_NOOP("ideal-gas", "Stepped pressure against the exact one"),
                          {PL_TR_NOOP("ideal-gas", "time step Δt"), "s", true}, {PL_TR_NOOP("ideal-gas", "wall pressure P"), "N/m"}, {}};
    convergence.series = {
        {"stepped", PL_TR_NOOP("ideal-gas", "Time-stepped"), pressureColor, SeriesStyle::Line, 2.0},
        {"exact", PL_TR_NOOP("ideal-gas", "Event-driven (exact)"), hendersonColor, SeriesStyle::DashedLine, 2.0},
        {"lesson_dt", PL_TR_NOOP("ideal-gas", "The lesson's Δt"), idealColor, SeriesStyle::Points, 2.0},
    };
    set.chart(std::move(convergence));
    ChartSpec state{"equation_of_state", PL_TR_NOOP("ideal-gas", "Equation of state of hard disks"),
                    {PL_TR_NOOP("ideal-gas", "area fraction η"), ""}, {"Z = P A / N kT", ""}, {}};
    state.series = {
        {"measured", PL_TR_NOOP("ideal-gas", "Exact, periodic box"), pressureColor, SeriesStyle::Points, 2.0},
        {"henderson", PL_TR_NOOP("ideal-gas", "Henderson 1975"), hendersonColor, SeriesStyle::Line, 2.0},
        {"liu", PL_TR_NOOP("ideal-gas", "Liu 2020"), idealColor, SeriesStyle::DashedLine, 2.0},
        {"hexatic", PL_TR_NOOP("ideal-gas", "Liquid–hexatic (Bernard, Krauth)"), colors::warning,
         SeriesStyle::Line, 1.5},
    };
    set.chart(std::move(state));

    // Written whole by the pairs-vs-N study.
    ChartSpec pairs{"pairs_vs_n", PL_TR_NOOP("ideal-gas", "Pairs tested per step"), {PL_TR_NOOP("ideal-gas", "disks N"), "", true},
                    {PL_TR_NOOP("ideal-gas", "pairs tested per step"), "", true}, {}};
    pairs.series = {
        {"brute", PL_TR_NOOP("ideal-gas", "Brute force"), paletteColor(0), SeriesStyle::Line, 2.0},
        {"sweep", PL_TR_NOOP("ideal-gas", "Sweep and prune"), paletteColor(1), SeriesStyle::Line, 2.0},
        {"grid", PL_TR_NOOP("ideal-gas", "Uniform grid"), paletteColor(2), SeriesStyle::Line, 2.0},
    };
    set.chart(std::move(pairs));
}

void IdealGasLesson::record(ChartData& data) const
{
    const IdealGasModel::State& state = m_model.state();
    const DiskGas& gas = m_model.gas();
    const double t = gas.time();
    // With specular walls kT is constant but for round-off (1e-16); nine digits keep the chart's
    // axis from zooming into that noise.
    const double kT = gas.temperature();
    const double digits = std::pow(10.0, 8 - std::floor(std::log10(std::max(kT, 1e-300))));
    data.append(m_series.kT, t, std::round(kT * digits) / digits);
    // Nine decimals: a closed box keeps E to round-off (10⁻¹⁶), and the chart's axis must not
    // zoom into that noise.
    const double drift = m_model.energyDrift();
    data.append(m_series.drift, t, std::abs(drift) < 1.0 ? std::round(drift * 1e9) / 1e9 : drift);
    if (state.blockJustEnded && state.lastBlock) {
        const GasBox& box = gas.box();
        const double ideal =
            idealGasPressure(static_cast<int>(gas.size()), gas.temperature(), box.area());
        const double eta = gas.occupiedArea() / box.area();
        data.append(m_series.pressureMeasured, state.lastBlock->time, state.lastBlock->pressure);
        data.append(m_series.pressureIdeal, state.lastBlock->time, ideal);
        data.append(m_series.pressureHenderson, state.lastBlock->time,
                    hendersonHardDiskCompressibility(eta) * ideal);
        if (state.lastBlock->meanFreePath > 0.0)
            data.append(m_series.pathMeasured, state.lastBlock->time,
                        state.lastBlock->meanFreePath);
        data.append(m_series.pathEstimate, state.lastBlock->time,
                    m_model.meanFreePathEstimate());
        data.append(m_series.pathEnskog, state.lastBlock->time,
                    m_model.meanFreePathEstimate() / hardDiskContactValue(eta));
        if (ideal > 0.0)
            data.append(m_series.zMeasured, state.lastBlock->time, state.lastBlock->pressure / ideal);
        data.append(m_series.zHenderson, state.lastBlock->time, hendersonHardDiskCompressibility(eta));
        data.append(m_series.zLiu, state.lastBlock->time, liuHardDiskCompressibility(eta));
        const double countedTime = gas.counters().time;
        if (countedTime > 0.0) {
            data.append(m_series.collisionRate, state.lastBlock->time,
                        static_cast<double>(m_model.collisions()) / countedTime);
            data.append(m_series.overlapRate, state.lastBlock->time,
                        m_model.overlapsRepairedPerSecond());
        }
        if (m_series.collisionEnskog.declared())
            data.append(m_series.collisionEnskog, state.lastBlock->time, m_model.enskogCollisionRate());
    }
    // The histogram every 10 steps (sorting into bins costs a pass over all disks).
    if (state.steps % 10 != 0)
        return;
    const double kT1 = m_model.firstSpeciesTemperature();
    if (kT1 <= 0.0)
        return;
    std::vector<double> speeds;
    speeds.reserve(gas.size());
    for (std::size_t i = 0; i < gas.size(); ++i)
        if (gas.species()[i] == 0)
            speeds.push_back(std::hypot(gas.vx()[i], gas.vy()[i]));
    recordSpeedHistogram(data, m_series.speeds, speeds, m_model.settings().mass, kT1);
}

std::vector<Measurement> IdealGasLesson::measurements() const
{
    const IdealGasModel::State& state = m_model.state();
    const DiskGas& gas = m_model.gas();
    std::vector<Measurement> out;
    const double eta = gas.occupiedArea() / gas.box().area();
    out.push_back(Measurement::number("temperature", PL_TR_NOOP("ideal-gas", "Temperature kT (mean kinetic energy, 2D)"),
                                      "J", gas.temperature()));
    if (state.averagingTime > 0.0) {
        Measurement p = Measurement::number("pressure_measured",
                                            PL_TR_NOOP("ideal-gas", "Measured pressure (wall impulse / time / length)"),
                                            "N/m", m_model.pressureMeasured());
        out.push_back(std::move(p).noted(
            TrText(PL_TR_NOOP("ideal-gas", "time average over the last %1 s (since the start or the last change of "
                     "piston or walls)"),
                   {trNumber(state.averagingTime)})));
    } else {
        out.push_back(Measurement::missing("pressure_measured", PL_TR_NOOP("ideal-gas", "Measured pressure"), "N/m",
                                           PL_TR_NOOP("ideal-gas", "no step taken yet")));
    }
    out.push_back(Measurement::number("pressure_ideal", PL_TR_NOOP("ideal-gas", "Ideal-gas pressure N kT / A"), "N/m",
                                      m_model.pressureIdeal()));
    Measurement henderson = Measurement::number(
        "pressure_henderson", PL_TR_NOOP("ideal-gas", "Hard-disk pressure (Henderson) Z·N kT / A"), "N/m",
        m_model.pressureHenderson());
    out.push_back(std::move(henderson).noted(
        TrText(PL_TR_NOOP("ideal-gas", "Z = (1 + η²/8)/(1 − η)² = %1 at η = %2"),
               {trNumber(hendersonHardDiskCompressibility(eta), 4), trNumber(eta, 4)})));
    out.push_back(Measurement::number("area_fraction", PL_TR_NOOP("ideal-gas", "Area fraction η"), "", eta));
    Measurement ks = Measurement::number(
        "ks_statistic", PL_TR_NOOP("ideal-gas", "Kolmogorov–Smirnov distance from Maxwell–Boltzmann"), "",
        m_model.ksStatistic());
    out.push_back(std::move(ks).noted(
        TrText(PL_TR_NOOP("ideal-gas", "first species, against F(v) = 1 − exp(−mv²/2kT) at its measured kT; 1 % "
                 "critical value 1.63/√n = %1"),
               {trNumber(m_model.ksCritical(), 4)})));
    out.push_back(
        Measurement::number("ks_critical", PL_TR_NOOP("ideal-gas", "KS critical value at 1 %"), "", m_model.ksCritical()));
    const GasCounters& c = gas.counters();
    if (!m_model.eventDriven())
        out.push_back(Measurement::number(
            "pairs_tested",
            "", "",
            c.steps > 0 ? static_cast<double>(c.pairsTested) / static_cast<double>(c.steps)
                        : static_cast<double>(gas.lastPairsTested()))
                          .labelled(TrText(PL_TR_NOOP("ideal-gas", "Pairs tested per step (%1)"),
                                           {trWord(std::string(broadphaseName(gas.broadphase())))})));
    if (c.pairCollisions > 0)
        out.push_back(Measurement::number("mean_free_path", PL_TR_NOOP("ideal-gas", "Mean free path (measured)"), "m",
                                          c.meanFreePath()));
    else
        out.push_back(Measurement::missing("mean_free_path", PL_TR_NOOP("ideal-gas", "Mean free path (measured)"), "m",
                                           PL_TR_NOOP("ideal-gas", "no disk–disk collision yet")));
    out.push_back(Measurement::number("mean_free_path_estimate", PL_TR_NOOP("ideal-gas", "Mean free path 1/(2√2 n d)"), "m",
                                      m_model.meanFreePathEstimate()));
    out.push_back(Measurement::number("time_step",
                                      m_model.eventDriven() ? PL_TR_NOOP("ideal-gas", "Sampling interval Δt")
                                                            : PL_TR_NOOP("ideal-gas", "Time step Δt"),
                                      "s", state.dt));

    // What tells the stepped gas from the exact one.
    Measurement drift = Measurement::number("energy_drift", PL_TR_NOOP("ideal-gas", "Relative energy drift (E − E₀)/E₀"),
                                            "", m_model.energyDrift());
    drift.note = PL_TR_NOOP("ideal-gas", "since the start; thermal walls, the piston and added disks change E too");
    out.push_back(drift);
    Measurement repaired = Measurement::number("overlaps_repaired_rate",
                                               PL_TR_NOOP("ideal-gas", "Overlaps found and repaired per second"), "1/s",
                                               m_model.overlapsRepairedPerSecond());
    repaired.note = m_model.eventDriven()
                        ? PL_TR_NOOP("ideal-gas", "event-driven: overlapping pairs found at the samples (contacts are "
                          "predicted, so none should be)")
                        : PL_TR_NOOP("ideal-gas", "time-stepped: every collision is found as an overlap after a drift "
                          "and undone");
    out.push_back(repaired);
    out.push_back(Measurement::number("overlapping_pairs", PL_TR_NOOP("ideal-gas", "Pairs of disks overlapping now"), "",
                                      static_cast<double>(m_model.overlappingPairsNow())));
    out.push_back(Measurement::number("collisions", PL_TR_NOOP("ideal-gas", "Pair collisions (since the averages started)"),
                                      "", static_cast<double>(m_model.collisions())));
    if (gas.counters().time > 0.0)
        out.push_back(Measurement::number(
            "collision_rate", PL_TR_NOOP("ideal-gas", "Pair collisions per second"), "1/s",
            static_cast<double>(m_model.collisions()) / gas.counters().time));
    if (m_model.enskogCollisionRate() > 0.0)
        out.push_back(Measurement::number("collision_rate_enskog",
                                          PL_TR_NOOP("ideal-gas", "Pair collisions per second (Enskog)"), "1/s",
                                          m_model.enskogCollisionRate()));
    const double zHenderson = hendersonHardDiskCompressibility(eta);
    const double zLiu = liuHardDiskCompressibility(eta);
    if (state.averagingTime > 0.0 && m_model.pressureIdeal() > 0.0) {
        const double z = m_model.pressureMeasured() / m_model.pressureIdeal();
        Measurement measured = Measurement::number(
            "compressibility_measured", PL_TR_NOOP("ideal-gas", "Z = P A / N kT from the walls' pressure"), "", z);
        measured.note = PL_TR_NOOP("ideal-gas", "A the whole box W × H, the same time average as the measured pressure");
        out.push_back(measured);
        Measurement error = Measurement::number(
            "pressure_eos_error", PL_TR_NOOP("ideal-gas", "Measured pressure against the equation of state (Liu) − 1"),
            "", z / zLiu - 1.0);
        error.note = PL_TR_NOOP("ideal-gas", "the walls' pressure runs about 2 % above the bulk's at the defaults (an "
                     "effect of order d/L); the equation-of-state study uses a periodic box");
        out.push_back(error);
    }
    out.push_back(Measurement::number("compressibility_henderson", PL_TR_NOOP("ideal-gas", "Z of Henderson 1975"), "",
                                      zHenderson));
    out.push_back(Measurement::number("compressibility_liu",
                                      PL_TR_NOOP("ideal-gas", "Z of Liu 2020"), "", zLiu));
    // The studies' figures.
    std::vector<std::pair<std::string, double>> slopes;
    for (const auto& [key, value] : m_studyValues)
        if (key.find('.') == std::string::npos)
            slopes.emplace_back(key, value);
    if (!slopes.empty())
        out.push_back(Measurement{"pairs_growth_exponent",
                                  PL_TR_NOOP("ideal-gas", "Slope of log(pairs tested) against log N (study)"), "",
                                  slopes, {}});
    const struct {
        const char* key;
        const char* id;
        const char* name;
        const char* unit;
    } figures[] = {
        {"dt.exact_pressure", "study_exact_pressure", PL_TR_NOOP("ideal-gas", "Exact wall pressure (Δt study)"), "N/m"},
        {"dt.error_at_lesson_dt", "study_stepped_error",
         PL_TR_NOOP("ideal-gas", "Stepped pressure at the lesson's Δt against the exact one − 1 (Δt study)"), ""},
        {"dt.dt_for_1_percent", "study_dt_for_1_percent",
         PL_TR_NOOP("ideal-gas", "Δt at which the stepped pressure is 1 % off (Δt study)"), "s"},
        {"eos.rms_henderson", "study_eos_rms_henderson",
         PL_TR_NOOP("ideal-gas", "RMS of Z measured / Z Henderson − 1, η ≤ 0.65 (EOS study)"), ""},
        {"eos.rms_liu", "study_eos_rms_liu", PL_TR_NOOP("ideal-gas", "RMS of Z measured / Z Liu − 1, η ≤ 0.65 (EOS study)"),
         ""},
        {"eos.z_at_070", "study_eos_z_070", PL_TR_NOOP("ideal-gas", "Z measured at η = 0.70 (EOS study)"), ""},
    };
    for (const auto& f : figures)
        if (const std::optional<double> v = studyValue(f.key))
            out.push_back(Measurement::number(f.id, f.name, f.unit, *v));
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

void IdealGasLesson::scene(Scene& out) const
{
    const DiskGas& gas = m_model.gas();
    drawScene(out, gas.x(), gas.y(), gas.time());
}

double IdealGasLesson::sceneAt(Scene& out, double t) const
{
    const DiskGas& gas = m_model.gas();
    const EventDrivenGas& exact = m_model.exact().gas;
    if (!m_model.eventDriven() || exact.size() != gas.size() || !(t < exact.time())) {
        scene(out);
        return gas.time();
    }
    // Every disk where it is at t: flying straight from its last event before t.
    t = std::max(t, exact.historyStart());
    std::vector<double> ex, ey;
    exact.positionsAt(t, ex, ey);
    std::vector<double> x(gas.size()), y(gas.size());
    for (std::size_t id = 0; id < exact.size(); ++id) {
        const std::size_t slot = gas.slotOf(id);
        x[slot] = gas.box().xMin + ex[id];
        y[slot] = gas.box().yMin + ey[id];
    }
    drawScene(out, x, y, t);
    return t;
}

void IdealGasLesson::drawScene(Scene& out, std::span<const double> x, std::span<const double> y,
                               double shownTime) const
{
    const IdealGasModel::State& state = m_model.state();
    const DiskGas& gas = m_model.gas();
    out.clear();
    const GasBox& box = gas.box();
    const double margin = 0.04 * std::max(m_model.settings().boxWidth, box.height());
    out.boundsMin = Vec2(box.xMin - margin, box.yMin - margin);
    out.boundsMax = Vec2(m_model.settings().boxWidth + margin, box.yMax + margin);
    out.rects.push_back({Vec2(box.xMin, box.yMin), Vec2(box.xMax, box.yMax),
                         Stroke{m_model.settings().thermalWalls ? Color{200, 60, 40}
                                                                : colors::black,
                                2.0, false},
                         colors::none});
    // The piston.
    out.rects.push_back({Vec2(box.xMax, box.yMin), Vec2(box.xMax + 0.5 * margin, box.yMax),
                         Stroke{colors::black, 1.0, false}, colors::lightGrey});

    const double scale = 2.5 * m_model.speedScale();  // m/s at the top of the colour ramp
    DiskCloudItem first, second;
    first.radius = m_model.settings().radius;
    second.radius = m_model.settings().radius2;
    second.colors = {m_color2};
    const std::size_t n = gas.size();
    first.centers.reserve(n);
    first.colors.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 c(x[i], y[i]);
        if (gas.species()[i] == 0) {
            first.centers.push_back(c);
            first.colors.push_back(rampColor(std::hypot(gas.vx()[i], gas.vy()[i]) / scale));
        } else {
            second.centers.push_back(c);
        }
    }
    if (m_showBoxes && n <= overlayLimit) {
        for (std::size_t i = 0; i < n; ++i) {
            const double r = gas.radius()[i];
            out.rects.push_back({Vec2(x[i] - r, y[i] - r),
                                 Vec2(x[i] + r, y[i] + r),
                                 Stroke{Color{120, 120, 120, 150}, 0.8, false}, colors::none});
        }
        for (const CandidatePair& p : gas.candidatePairs())
            out.segments.push_back({Vec2(x[p.i], y[p.i]),
                                    Vec2(x[p.j], y[p.j]),
                                    Stroke{colors::warning, 2.0, false}});
    }
    out.clouds.push_back(std::move(first));
    if (!second.centers.empty())
        out.clouds.push_back(std::move(second));
    if (state.trail.size() > 1) {
        PolylineItem trail;
        trail.points.assign(state.trail.begin(), state.trail.end());
        const std::size_t slot = gas.slotOf(0);
        if (shownTime < gas.time())  // drawn inside the last step: the path ends at the disk
            trail.points.back() = Vec2(x[slot], y[slot]);
        trail.stroke = Stroke{colors::black, 1.5, false};
        trail.fadeTail = true;
        out.polylines.push_back(std::move(trail));
        out.circles.push_back({Vec2(x[slot], y[slot]), gas.radius()[slot],
                               colors::none, Stroke{colors::black, 2.0, false}, false});
    }
    out.colorLegends.push_back({PL_TR_NOOP("ideal-gas", "speed (first species)"), "m/s", 0.0, scale});
    out.legend.push_back({PL_TR_NOOP("ideal-gas", "Tracked disk's path"), colors::black});
    if (gas.size() > 0 && std::any_of(gas.species().begin(), gas.species().end(),
                                        [](std::uint8_t s) { return s == 1; }))
        out.legend.push_back({PL_TR_NOOP("ideal-gas", "Second species"), m_color2});
    if (m_showBoxes)
        out.legend.push_back({n <= overlayLimit
                                  ? PL_TR_NOOP("ideal-gas", "Candidate pairs")
                                  : PL_TR_NOOP("ideal-gas", "Boxes and pairs hidden above 3000 disks"),
                              colors::warning});
    const std::vector<TrArg> head{trNumber(shownTime), trText(std::to_string(n)),
                                  trNumber(gas.temperature())};
    if (m_model.eventDriven())
        out.setCaption(TrText(PL_TR_NOOP("ideal-gas", "t = %1 s   N = %2   kT = %3 J   "
                                                      "event-driven: %4 collisions, %5 wall hits"),
                              {head[0], head[1], head[2], trText(std::to_string(m_model.collisions())),
                               trText(std::to_string(m_model.exact().gas.counters().wallHits))}));
    else
        out.setCaption(TrText(PL_TR_NOOP("ideal-gas", "t = %1 s   N = %2   kT = %3 J   %4: %5 pairs "
                                                      "tested, %6 candidates"),
                              {head[0], head[1], head[2],
                               trWord(std::string(broadphaseName(gas.broadphase()))),
                               trText(std::to_string(gas.lastPairsTested())),
                               trText(std::to_string(gas.candidatePairs().size()))}));
    out.setWarnings(noticeTexts());
}

TrText IdealGasLesson::describe() const
{
    // The temperature, and the pressure measured on the walls against the equations of state:
    // the ideal gas law N kT / A and the hard-disk one (Henderson), as the measurements list them.
    const IdealGasModel::State& state = m_model.state();
    const DiskGas& gas = m_model.gas();
    const int n = static_cast<int>(gas.size());
    if (state.divergedAt)
        return TrText(PL_TR_NOOP("ideal-gas", "The gas diverged at t = %1 s."),
                      {trNumber(*state.divergedAt, 3)});
    if (!(state.averagingTime > 0.0))
        return trCount(PL_TR_N_NOOP("ideal-gas", "%n disks at temperature kT = %1 J; the ideal gas "
                                                 "law gives a pressure of %2 N/m, none measured yet."),
                       n, {trNumber(gas.temperature(), 3), trNumber(m_model.pressureIdeal(), 3)});
    return trCount(PL_TR_N_NOOP("ideal-gas", "%n disks at temperature kT = %1 J: pressure measured "
                                             "on the walls %2 N/m, against %3 N/m from the ideal "
                                             "gas law and %4 N/m for hard disks."),
                   n, {trNumber(gas.temperature(), 3), trNumber(m_model.pressureMeasured(), 3),
                       trNumber(m_model.pressureIdeal(), 3), trNumber(m_model.pressureHenderson(), 3)});
}

std::vector<TrText> IdealGasLesson::noticeTexts() const
{
    const IdealGasModel::State& state = m_model.state();
    std::vector<TrText> out;
    if (state.divergedAt)
        out.push_back(TrText(PL_TR_NOOP("ideal-gas", "The gas diverged at t = %1 s: a position or "
                                                     "velocity is no longer a finite number. Reset "
                                                     "with a lower temperature or piston speed."),
                             {trNumber(*state.divergedAt)}));
    return out;
}

bool IdealGasLesson::pointer(PointerEvent event, const Vec2& world)
{
    // (The event-driven run takes no disks: addDisksNear says no.)
    return event == PointerEvent::Press && m_model.addDisksNear(world, m_addBatch);
}

StudyTable<IdealGasLesson> IdealGasLesson::makeStudyTable()
{
    return StudyTable<IdealGasLesson>()
        .add({"pairs_vs_n", PL_TR_NOOP("ideal-gas", "Pairs tested vs N"),
              PL_TR_NOOP("ideal-gas", "Runs each broadphase on gases of 100 … 100 000 disks at "
                                      "the current area fraction and counts the pairs it tests "
                                      "per step."),
              true},
             &IdealGasLesson::preparePairsStudy, &IdealGasLesson::acceptPairsStudy,
             &IdealGasLesson::estimatePairsStudy)
        .add({"stepped_vs_exact", PL_TR_NOOP("ideal-gas", "Stepped vs exact pressure"),
              PL_TR_NOOP("ideal-gas", "Runs the gas from its initial state event-driven "
                                      "(exact) and time-stepped at 8, 4, 2, 1 and ½ times the "
                                      "lesson's Δt, and plots the stepped pressure on the "
                                      "walls against Δt next to the exact one."),
              false},
             &IdealGasLesson::prepareSteppedStudy, &IdealGasLesson::acceptSteppedStudy,
             &IdealGasLesson::estimateSteppedStudy)
        .add({"equation_of_state", PL_TR_NOOP("ideal-gas", "Equation of state Z(η)"),
              PL_TR_NOOP("ideal-gas", "Measures Z = P A / N kT of 1000 disks in a periodic "
                                      "box, event-driven, at area fractions 0.05 … 0.70 and "
                                      "compares it with Henderson's and Liu's equations of "
                                      "state."),
              false},
             &IdealGasLesson::prepareEquationOfStateStudy,
             &IdealGasLesson::acceptEquationOfStateStudy,
             &IdealGasLesson::estimateEquationOfStateStudy);
}

StudyFunction IdealGasLesson::prepareSteppedStudy() const
{
    return steppedAgainstExactStudy(m_model.settings());
}

StudyFunction IdealGasLesson::prepareEquationOfStateStudy() const
{
    return equationOfStateStudy(m_model.settings().seed);
}

std::optional<WorkEstimate> IdealGasLesson::estimatePairsStudy() const { return pairsStudyEstimate(); }
std::optional<WorkEstimate> IdealGasLesson::estimateSteppedStudy() const
{
    return steppedAgainstExactEstimate(m_model.settings());
}
std::optional<WorkEstimate> IdealGasLesson::estimateEquationOfStateStudy() const
{
    return equationOfStateEstimate();
}

StudyFunction IdealGasLesson::preparePairsStudy() const
{
    const DiskGas& current = m_model.gas();
    const IdealGasSettings& settings = m_model.settings();
    const double radius = settings.radius, mass = settings.mass, kT = settings.kT;
    const double aspect = current.box().height() / current.box().width();
    const double eta = std::clamp(current.occupiedArea() / current.box().area(), 0.01, 0.4);
    return [=](Progress& progress) {
        StudyResult result;
        const std::vector<int> sizes{100, 300, 1000, 3000, 10000, 30000, 100000};
        const std::vector<BroadphaseKind> kinds{BroadphaseKind::BruteForce,
                                                BroadphaseKind::SweepAndPrune,
                                                BroadphaseKind::UniformGrid};
        double work = 0.0, done = 0.0;
        for (int n : sizes)
            work += 3.0 * n;
        for (BroadphaseKind kind : kinds) {
            SeriesUpdate series{"pairs_vs_n", std::string(broadphaseId(kind)), {}, {}};
            std::vector<double> xs, ys;
            for (int n : sizes) {
                if (progress.cancelled()) {
                    result.cancelled = true;
                    return result;
                }
                done += n;
                if (kind == BroadphaseKind::BruteForce && n > 10000)
                    continue;
                const double area = n * std::numbers::pi * radius * radius / eta;
                const double width = std::sqrt(area / aspect);
                DiskGas gas(1, kind);
                gas.setBox({0.0, width, 0.0, width * aspect});
                gas.populate({{n, radius, mass}}, kT, InitialSpeeds::Maxwell);
                const double dt = 0.1 * radius / std::sqrt(2.0 * kT / mass);
                gas.step(dt);  // the sweep's first call sorts from scratch
                gas.resetCounters();
                for (int k = 0; k < 3; ++k)
                    gas.step(dt);
                const double perStep = static_cast<double>(gas.counters().pairsTested) / 3.0;
                series.points.push_back({static_cast<double>(n), perStep});
                xs.push_back(n);
                ys.push_back(perStep);
                progress.report(done / work);
            }
            if (const auto fit = fitLogLog(xs, ys)) {
                series.name = std::string(broadphaseId(kind)) + ", slope " + formatNumber(fit->slope, 3);
                result.measurements.push_back(
                    Measurement::number("pairs_slope_" + std::string(broadphaseId(kind)), {}, "",
                                        fit->slope)
                        .labelled(withName(PL_TR_NOOP("ideal-gas", "log-log slope, %1"),
                                           std::string(broadphaseName(kind)))));
            }
            result.series.push_back(std::move(series));
        }
        progress.report(1.0);
        return result;
    };
}

void IdealGasLesson::acceptPairsStudy(const StudyResult& result) { keepStudyValues("", result); }
void IdealGasLesson::acceptSteppedStudy(const StudyResult& result) { keepStudyValues("dt.", result); }
void IdealGasLesson::acceptEquationOfStateStudy(const StudyResult& result)
{
    keepStudyValues("eos.", result);
}

// The pairs study's slopes are the keys without a dot; the others' "<study>.<name>".
void IdealGasLesson::keepStudyValues(const std::string& prefix, const StudyResult& result)
{
    std::erase_if(m_studyValues, [&](const std::pair<std::string, double>& entry) {
        return prefix.empty() ? entry.first.find('.') == std::string::npos
                              : entry.first.starts_with(prefix);
    });
    for (const Measurement& m : result.measurements) {
        const double* v = std::get_if<double>(&m.value);
        if (!v)
            continue;
        if (prefix.empty())
            m_studyValues.emplace_back(m.id.substr(std::string("pairs_slope_").size()), *v);
        else if (m.id.starts_with(prefix))
            m_studyValues.emplace_back(m.id, *v);
    }
}

// What evolves: the model's State and the studies' figures, then, in the event-driven run only,
// the exact gas (so a time-stepped state is written as it always was).
void IdealGasLesson::saveState(StateWriter& out) const
{
    out(m_model.state(), m_studyValues);
    if (m_model.eventDriven())
        out(m_model.exact());
}

void IdealGasLesson::loadState(StateReader& in)
{
    in(m_model.state(), m_studyValues);
    if (m_model.eventDriven())
        in(m_model.exact());
    m_model.stateLoaded();
}

std::optional<double> IdealGasLesson::studyValue(const std::string& key) const
{
    for (const auto& [k, v] : m_studyValues)
        if (k == key)
            return v;
    return std::nullopt;
}

} // namespace pl

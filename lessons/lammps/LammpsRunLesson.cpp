// SPDX-License-Identifier: GPL-3.0-or-later
#include "lammps/LammpsRunLesson.h"
#include "framework/Translatable.h"
#include "lennard_jones/AtomEnergyColours.h"

#include "framework/LessonText.h"

#include "framework/TextFormat.h"

#include <particlelab/io/LammpsInput.h>

#include <particlelab/statistics/BlockAverage.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace pl {

namespace {

// Identifies a file's content cheaply: path, size and modification time.
std::string fileKey(const std::string& path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const auto size = fs::file_size(path, ec);
    const auto time = fs::last_write_time(path, ec);
    return path + "|" + std::to_string(ec ? 0 : size) + "|" +
           std::to_string(ec ? 0 : time.time_since_epoch().count());
}

// kT of a frame that has no deck to name its masses: the parameter `mass` for every type
// (MixtureSnapshot.h: 2N − 2 degrees of freedom in a periodic box, 2N in a closed one).
double frameTemperature(const LammpsFrame& frame, double mass)
{
    int types = 1;
    for (int t : frame.type)
        types = std::max(types, t);
    return mixtureTemperature(std::vector<double>(static_cast<std::size_t>(types), mass),
                              mixtureAtomsOf(frame), frame.periodicXY);
}

// The deck named, or in.particlelab beside the dump when there is one; empty for none.
std::string deckPath(const std::string& named, const std::string& dump)
{
    if (!named.empty())
        return named;
    const auto beside = std::filesystem::path(dump).parent_path() / lammpsFiles::deck;
    std::error_code ec;
    return std::filesystem::is_regular_file(beside, ec) ? beside.string() : std::string();
}

} // namespace

LessonInfo LammpsRunLesson::info() const
{
    return {
        "lammps-run",
        PL_TR_NOOP("lammps-run", "LAMMPS run: a trajectory from LAMMPS, read back"),
        PL_TR_NOOP("lammps-run",
                   "Plays a LAMMPS trajectory and log with the Lennard-Jones lesson's charts and "
                   "measurements, computed by the same code."),
        lessonText("lammps-run"),
    };
}

ParameterTable<LammpsRunSettings> LammpsRunLesson::makeParameterTable()
{
    using S = LammpsRunSettings;
    ParameterTable<S> t;
    t.bind(&S::dump,
           ParameterSpec::text(
               "dump", PL_TR_NOOP("lammps-run", "Trajectory (dump file)"), "",
               PL_TR_NOOP("lammps-run", "LAMMPS text dump: dump custom with id type x y vx vy, "
                                        "or dump atom.")));
    t.bind(&S::log,
           ParameterSpec::text("log", PL_TR_NOOP("lammps-run", "Log file (optional)"), "",
                               PL_TR_NOOP("lammps-run",
                                          "LAMMPS log with the thermo table (e.g. log.lammps); "
                                          "empty for none.")));
    t.bind(&S::deck,
           ParameterSpec::text("deck", PL_TR_NOOP("lammps-run", "Input deck (optional)"), "",
                               PL_TR_NOOP("lammps-run",
                                          "The run's LAMMPS input (masses, `pair_coeff`, walls) "
                                          "for runs of several atom types or in a closed box; "
                                          "empty: in.particlelab beside the dump.")));
    t.bind(&S::epsilon,
           ParameterSpec::number(
               "epsilon", PL_TR_NOOP("lammps-run", "Potential depth ε"), "ε", 1.0, 1e-6, 1e6,
               PL_TR_NOOP("lammps-run", "`pair_coeff` ε of the run (type 1–1).")));
    t.bind(&S::sigma,
           ParameterSpec::number(
               "sigma", PL_TR_NOOP("lammps-run", "Potential range σ"), "σ", 1.0, 1e-6, 1e6,
               PL_TR_NOOP("lammps-run", "`pair_coeff` σ of the run (type 1–1).")));
    t.bind(&S::cutoff,
           ParameterSpec::number(
               "cutoff", PL_TR_NOOP("lammps-run", "Cut-off r_c"), "σ", 2.5, 1e-3, 1e3,
               PL_TR_NOOP("lammps-run", "The Lennard-Jones cut-off of the run.")));
    t.bind(&S::mass,
           ParameterSpec::number(
               "mass", PL_TR_NOOP("lammps-run", "Atom mass"), "LJ mass units", 1.0, 1e-6, 1e6,
               PL_TR_NOOP("lammps-run",
                          "Mass of every atom (for the kinetic energy), in the mass "
                          "unit of LAMMPS `units lj`: the run's `mass 1 …` value.")));
    t.bind(&S::dt,
           ParameterSpec::number(
               "dt", PL_TR_NOOP("lammps-run", "Time step Δt"), "σ√(m/ε)", 0.005, 1e-9, 1e6,
               PL_TR_NOOP("lammps-run", "Used when the log does not echo a `timestep` "
                                        "command.")));
    t.bind(
        &S::equilibration,
        ParameterSpec::number(
            "equilibration", PL_TR_NOOP("lammps-run", "Equilibration time"), "σ√(m/ε)", 0.0,
            0.0, 1e12,
            PL_TR_NOOP("lammps-run", "Frames and log rows before this time are left out of the "
                                     "averages."))
            .appliesLive());
    return t;
}

std::vector<ParameterSpec> LammpsRunLesson::parameters() const { return parameterTable().specs(); }

TrText LammpsRunLesson::load(const LammpsRunSettings& settings) const
{
    const std::string& dump = settings.dump;
    const std::string& log = settings.log;
    // Longer than Linux's PATH_MAX: not a file name (and not worth echoing whole in a message).
    constexpr std::size_t kLongestPath = 4096;
    for (const auto& [id, path] : {std::pair{"dump", &settings.dump}, std::pair{"log", &settings.log},
                                   std::pair{"deck", &settings.deck}})
        if (path->size() >= kLongestPath)
            return TrText(PL_TR_NOOP("lammps-run",
                                     "parameter '%1': %2 is longer than any file name can be"),
                          {trText(id), trText(quoteInput(*path))});
    if (dump.empty()) {
        if (!log.empty())
            return PL_TR_NOOP("lammps-run", "parameters 'log' and 'dump': a log was named but no "
                                            "dump: set dump=PATH to the trajectory as well");
        m_files.reset();
        return {};
    }
    const std::string deck = deckPath(settings.deck, dump);
    const std::string key = fileKey(dump) + "|" + (log.empty() ? "" : fileKey(log)) + "|" +
                            (deck.empty() ? "" : fileKey(deck));
    if (m_files && m_files->key == key)
        return {};
    auto files = std::make_shared<LammpsRunFiles>();
    files->key = key;
    if (auto error = readLammpsDump(dump, files->trajectory))
        return TrText(PL_TR_NOOP("lammps-run", "parameter 'dump': cannot read the LAMMPS dump: %1"),
                      {trSentence(lammpsErrorText(*error))});
    if (!log.empty()) {
        LammpsThermo thermo;
        if (auto error = readLammpsLog(log, thermo))
            return TrText(PL_TR_NOOP("lammps-run", "parameter 'log': cannot read the LAMMPS log: %1"),
                          {trSentence(lammpsErrorText(*error))});
        if (!thermo.column("Step"))
            return TrText(PL_TR_NOOP("lammps-run", "parameter 'log': cannot read the LAMMPS log: "
                                                   "%1: the thermo table has no Step column"),
                          {trText(log)});
        files->log = std::move(thermo);
    }
    const LammpsFrame& first = files->trajectory.frames.front();
    const double width = first.xhi - first.xlo, height = first.yhi - first.ylo;
    const bool oneType = std::all_of(first.type.begin(), first.type.end(),
                                     [](int t) { return t == 1; });
    if (!deck.empty() && (!first.periodicXY || std::abs(width - height) > 1e-9 * width || !oneType)) {
        auto model = lammpsMixtureModel(deck, first);
        if (const TrText* error = std::get_if<TrText>(&model))
            return *error;
        files->mixture = std::get<MixtureModel>(std::move(model));
        for (const LammpsFrame& frame : files->trajectory.frames)
            for (int t : frame.type)
                if (t < 1 || static_cast<std::size_t>(t) > files->mixture->types())
                    return TrText(PL_TR_NOOP("lammps-run", "%1: the dump has atoms of type %2, "
                                                           "which the deck gives no pair "
                                                           "coefficients"),
                                  {trText(deck), trText(std::to_string(t))});
        files->rdfRadii = mixtureRdfRadii(*files->mixture);
        files->idealPairs = mixtureIdealPairCounts(*files->mixture,
                                                   atomsPerType(*files->mixture, first));
    } else if (!first.periodicXY)
        files->notAnalysable =
            PL_TR_NOOP("lammps-run", "the box is closed (not periodic in x and y)");
    else if (std::abs(width - height) > 1e-9 * width)
        files->notAnalysable =
            TrText(PL_TR_NOOP("lammps-run", "the box is not square (%1 × %2)"),
                   {trNumber(width, 6), trNumber(height, 6)});
    else if (first.id.size() < 2)
        files->notAnalysable = PL_TR_NOOP("lammps-run", "fewer than two atoms");
    m_files = std::move(files);
    return {};
}

TrText LammpsRunLesson::validate(const ParameterValues& values) const
{
    const LammpsRunSettings settings = parameterTable().settings(values);
    if (TrText error = load(settings); !error.empty())
        return error;
    if (m_files && m_files->notAnalysable.empty() && !m_files->mixture) {
        const LammpsFrame& first = m_files->trajectory.frames.front();
        if (first.xhi - first.xlo < 2.0 * settings.cutoff)
            return TrText(PL_TR_NOOP("lammps-run",
                                     "parameter 'cutoff' = %1 is more than half the box side %2 "
                                     "of the dump: the minimum image would miss pairs; choose at "
                                     "most %3"),
                          {trNumber(settings.cutoff), trNumber(first.xhi - first.xlo),
                           trNumber(0.5 * (first.xhi - first.xlo))});
    }
    return {};
}

void LammpsRunLesson::reset(const ParameterValues& values)
{
    const LammpsRunSettings settings = parameterTable().settings(values);
    load(settings);
    m_settings = LennardJonesSettings{};
    m_settings.epsilon = settings.epsilon;
    m_settings.sigma = settings.sigma;
    m_settings.cutoff = settings.cutoff;
    m_settings.mass = settings.mass;
    m_settings.thermostatTime = 0.0;
    m_mass = m_settings.mass;
    m_dt = settings.dt;
    if (m_files && m_files->log && m_files->log->timestep)
        m_dt = *m_files->log->timestep;
    m_equilibration = settings.equilibration;
    LennardJonesChartOptions options;
    options.lammpsLog = m_files && m_files->log.has_value();
    options.rdfLabel = PL_TR_NOOP("lammps-run", "g(r), frames so far");
    ChartSet charts;
    m_series = declareLennardJonesCharts(charts, options);
    m_charts = std::move(charts);
    m_fluid = LennardJonesFluid(m_settings, 1);
    m_run = LammpsRunState{};
    m_run.frameChanged = true;
    if (m_files)
        showFrame(0);
}

void LammpsRunLesson::applyLive(const ParameterValues& values)
{
    m_equilibration = parameterTable().settings(values).equilibration;
}

std::size_t LammpsRunLesson::frameCount() const
{
    return m_files ? m_files->trajectory.frames.size() : 0;
}

bool LammpsRunLesson::analysable() const
{
    return m_files && m_files->notAnalysable.empty() && !m_files->mixture;
}

double LammpsRunLesson::frameTime(std::size_t index) const
{
    if (!m_files)
        return 0.0;
    return static_cast<double>(m_files->trajectory.frames[index].timestep) * m_dt;
}

double LammpsRunLesson::rowTime(std::size_t row) const
{
    const LammpsThermo& log = *m_files->log;
    if (const std::vector<double>* time = log.column(PL_TR_NOOP("lammps-run", "Time")))
        return (*time)[row];
    return (*log.column(PL_TR_NOOP("lammps-run", "Step")))[row] * m_dt;
}

void LammpsRunLesson::analyseMixtureFrame()
{
    m_atoms = mixtureAtomsOf(m_files->trajectory.frames[m_run.frame]);
    m_snapshot = analyseMixture(*m_files->mixture, m_atoms);
}

std::vector<double> LammpsRunLesson::mixtureG() const
{
    return mixtureRdf(m_run.mixtureRdfCounts, m_run.mixtureRdfSamples, m_files->idealPairs);
}

void LammpsRunLesson::loadState(StateReader& in)
{
    in(m_run, m_fluid);
    if (m_files && m_files->mixture && m_run.frame < frameCount())
        analyseMixtureFrame();
}

void LammpsRunLesson::showFrame(std::size_t index)
{
    m_run.frame = index;
    const LammpsFrame& frame = m_files->trajectory.frames[index];
    if (m_files->mixture) {
        analyseMixtureFrame();
        m_run.mixtureRdfCounts.resize(m_snapshot.rdfCounts.size(), 0.0);
        for (std::size_t k = 0; k < m_snapshot.rdfCounts.size(); ++k)
            m_run.mixtureRdfCounts[k] += m_snapshot.rdfCounts[k];
        ++m_run.mixtureRdfSamples;
    }
    if (analysable()) {
        const std::size_t n = frame.x.size();
        std::vector<double> x(n), y(n);
        for (std::size_t i = 0; i < n; ++i) {
            x[i] = frame.x[i] - frame.xlo;
            y[i] = frame.y[i] - frame.ylo;
        }
        const std::vector<double> zero(frame.vx.empty() ? n : 0, 0.0);
        const auto& vx = frame.vx.empty() ? zero : frame.vx;
        const auto& vy = frame.vy.empty() ? zero : frame.vy;
        m_fluid.loadAtoms(frame.xhi - frame.xlo, x, y, vx, vy, frameTime(index), frame.timestep);
        if (frameTime(index) >= m_equilibration && m_files->trajectory.hasVelocities)
            m_run.samples.add(m_fluid);
    }
}

void LammpsRunLesson::step()
{
    m_run.frameChanged = m_files && m_run.frame + 1 < frameCount();
    if (m_run.frameChanged)
        showFrame(m_run.frame + 1);
}

double LammpsRunLesson::time() const { return frameTime(m_run.frame); }

bool LammpsRunLesson::finished() const { return !m_files || m_run.frame + 1 >= frameCount(); }

std::vector<ChartSpec> LammpsRunLesson::charts() const { return m_charts.specs(); }

void LammpsRunLesson::record(ChartData& data) const
{
    // Once per frame: "step" at the last frame shows nothing new.
    if (!m_files || !m_run.frameChanged)
        return;
    const LammpsFrame& frame = m_files->trajectory.frames[m_run.frame];
    const bool velocities = m_files->trajectory.hasVelocities;
    if (m_files->mixture) {
        recordMixtureFrame(data, m_series, time(), *m_files->mixture, m_atoms, m_snapshot,
                           m_files->rdfRadii, mixtureG(), velocities);
    } else if (analysable()) {
        if (velocities)
            recordThermodynamics(data, m_series, m_fluid, std::nullopt);
        else
            data.append(m_series.potential, time(),
                        m_fluid.potentialEnergy() / static_cast<double>(m_fluid.size()));
        recordRdf(data, m_series.rdf, m_fluid.rdfRadii(), m_fluid.rdf());
        if (velocities)
            recordSpeedHistogram(data, m_series.speeds, m_fluid);
    } else if (velocities) {
        const double kT = frameTemperature(frame, m_mass);
        data.append(m_series.temperature, time(), kT);
        std::vector<double> v(frame.vx.size());
        for (std::size_t i = 0; i < v.size(); ++i)
            v[i] = std::hypot(frame.vx[i], frame.vy[i]);
        recordSpeedHistogram(data, m_series.speeds, v, m_mass, kT);
    }
    // The log's rows from just after the previous frame up to this one (all the rest at the end).
    if (!m_files->log)
        return;
    const LammpsThermo& log = *m_files->log;
    const double from = m_run.frame == 0 ? -1e300 : frameTime(m_run.frame - 1);
    const double to = finished() ? 1e300 : time();
    const std::vector<double>* temp = log.column(PL_TR_NOOP("lammps-run", "Temp"));
    const std::vector<double>* pe = log.column(PL_TR_NOOP("lammps-run", "PotEng"));
    const std::vector<double>* total = log.column(PL_TR_NOOP("lammps-run", "TotEng"));
    const std::vector<double>* press = log.column(PL_TR_NOOP("lammps-run", "Press"));
    for (std::size_t row = 0; row < log.rows(); ++row) {
        const double t = rowTime(row);
        if (!(t > from && t <= to))
            continue;
        if (temp)
            data.append(m_series.lammpsTemperature, t, (*temp)[row]);
        if (pe)
            data.append(m_series.lammpsPotential, t, (*pe)[row]);
        if (total)
            data.append(m_series.lammpsTotal, t, (*total)[row]);
        if (press)
            data.append(m_series.lammpsPressure, t, (*press)[row]);
    }
}

std::vector<Measurement> LammpsRunLesson::measurements() const
{
    std::vector<Measurement> out;
    if (!m_files) {
        out.push_back(
            Measurement::missing("frames", PL_TR_NOOP("lammps-run", "Frames in the trajectory"), "",
                                 PL_TR_NOOP("lammps-run", "no dump file named (set dump=PATH)")));
        return out;
    }
    const LammpsTrajectory& trajectory = m_files->trajectory;
    out.push_back(Measurement::number("frames",
                                      PL_TR_NOOP("lammps-run", "Frames in the trajectory"), "",
                                      static_cast<double>(trajectory.frames.size())));
    out.push_back(Measurement::number("frame", PL_TR_NOOP("lammps-run", "Frame shown (from 0)"), "",
                                      static_cast<double>(m_run.frame)));
    out.push_back(Measurement::number("atoms", PL_TR_NOOP("lammps-run", "Atoms"), "",
                                      static_cast<double>(trajectory.frames.front().id.size())));
    out.push_back(
        Measurement::number("timestep", PL_TR_NOOP("lammps-run", "Time step Δt"), "σ√(m/ε)", m_dt));
    if (m_files->mixture) {
        for (Measurement& m : mixtureMeasurements(*m_files->mixture, m_atoms, m_snapshot,
                                                  m_files->rdfRadii, mixtureG(),
                                                  trajectory.hasVelocities))
            out.push_back(std::move(m));
    } else if (analysable()) {
        std::vector<Measurement> now = instantaneousMeasurements(m_fluid);
        if (!trajectory.hasVelocities) {
            // Without velocities the kinetic parts are unknown.
            for (Measurement& m : now)
                if (m.id == "temperature" || m.id == "total_energy" || m.id == "pressure" ||
                    m.id == "pressure_with_tail")
                    m = Measurement::missing(
                        m.id, m.label, m.unit,
                        PL_TR_NOOP("lammps-run", "the dump has no velocities (vx vy)"));
        }
        for (Measurement& m : now)
            out.push_back(std::move(m));
        const TrText note(PL_TR_NOOP("lammps-run", "every frame from t = %1, frames played so far"),
                          {trNumber(m_equilibration)});
        for (Measurement& m : averageMeasurements(m_run.samples, m_fluid, note))
            out.push_back(std::move(m));
        for (Measurement& m : rdfPeakMeasurements(m_fluid.rdfRadii(), m_fluid.rdf()))
            out.push_back(std::move(m));
    } else if (trajectory.hasVelocities) {
        out.push_back(
            Measurement::number("temperature", PL_TR_NOOP("lammps-run", "Temperature kT"), "ε",
                                frameTemperature(trajectory.frames[m_run.frame], m_mass)));
    }
    if (m_files->log) {
        // LAMMPS's own averages over the whole log after the equilibration time.
        const LammpsThermo& log = *m_files->log;
        const std::pair<const char*, const char*> columns[] = {
            {PL_TR_NOOP("lammps-run", "Temp"), "temperature"},
            {PL_TR_NOOP("lammps-run", "PotEng"), "potential_energy"},
            {PL_TR_NOOP("lammps-run", "Press"), "pressure"}};
        for (const auto& [column, id] : columns) {
            const std::vector<double>* values = log.column(column);
            if (!values)
                continue;
            std::vector<double> kept;
            for (std::size_t row = 0; row < log.rows(); ++row)
                if (rowTime(row) >= m_equilibration)
                    kept.push_back((*values)[row]);
            const std::string label = std::string("LAMMPS log: time average of ") + column;
            if (kept.size() < 32) {
                out.push_back(Measurement::missing(std::string("log_") + id + "_mean", label, "",
                                                   "fewer than 32 log rows after t = " +
                                                       formatNumber(m_equilibration)));
                continue;
            }
            const BlockAverage a = blockAverage(kept);
            Measurement mean = Measurement::number(std::string("log_") + id + "_mean", label, "", a.mean);
            mean.note = "± " + formatNumber(a.error, 2) + " (block averaging) over " +
                        std::to_string(a.samples) + " rows from t = " + formatNumber(m_equilibration);
            out.push_back(mean);
            out.push_back(Measurement::number(std::string("log_") + id + "_error",
                                              label + ": standard error", "", a.error));
        }
    }
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

void LammpsRunLesson::scene(Scene& out) const
{
    out.clear();
    out.lengthUnit = "σ";
    if (!m_files) {
        out.boundsMin = Vec2(0.0, 0.0);
        out.boundsMax = Vec2(10.0, 10.0);
        // The caption says what is missing; the line under it, only how to load one.
        out.caption = PL_TR_NOOP("lammps-run", "No LAMMPS run loaded");
        out.warnings = {
            PL_TR_NOOP("lammps-run",
                       "Import one: File → Import LAMMPS run…, or --set dump=PATH --set log=PATH "
                       "on the command line.")};
        return;
    }
    const LammpsFrame& frame = m_files->trajectory.frames[m_run.frame];
    const double w = frame.xhi - frame.xlo, h = frame.yhi - frame.ylo;
    const double margin = 0.02 * std::max(w, h);
    out.boundsMin = Vec2(-margin, -margin);
    out.boundsMax = Vec2(w + margin, h + margin);
    out.rects.push_back({Vec2(0.0, 0.0), Vec2(w, h), Stroke{colors::grey, 1.0, true}, colors::none});
    DiskCloudItem cloud;
    cloud.radius = 0.5 * m_settings.sigma;
    if (m_files->mixture) {
        // One cloud per type, each of radius σ_tt/2.
        for (std::size_t t = 0; t < m_files->mixture->types(); ++t) {
            DiskCloudItem typeCloud;
            const int type = static_cast<int>(t);
            typeCloud.radius = 0.5 * m_files->mixture->pair(type, type).sigma;
            for (std::size_t i = 0; i < frame.x.size(); ++i)
                if (frame.type[i] == type + 1) {
                    typeCloud.centers.emplace_back(frame.x[i] - frame.xlo, frame.y[i] - frame.ylo);
                    typeCloud.colors.push_back(paletteColor(type));
                }
            out.clouds.push_back(std::move(typeCloud));
        }
    } else if (analysable()) {
        addAtomsColouredByEnergy(m_fluid, cloud, out);
    } else {
        for (std::size_t i = 0; i < frame.x.size(); ++i) {
            cloud.centers.emplace_back(frame.x[i] - frame.xlo, frame.y[i] - frame.ylo);
            cloud.colors.push_back(paletteColor(frame.type[i] - 1));
        }
    }
    if (!cloud.centers.empty())
        out.clouds.push_back(std::move(cloud));
    std::vector<TrArg> args{trText(std::to_string(m_run.frame + 1)),
                            trText(std::to_string(frameCount())),
                            trText(std::to_string(frame.timestep)), trNumber(time(), 4),
                            trText(std::to_string(frame.id.size()))};
    if (analysable() && m_files->trajectory.hasVelocities) {
        args.push_back(trText(formatShownNumber(m_fluid.temperature(), 4)));
        args.push_back(trText(formatShownNumber(m_fluid.pressure(), 4)));
        out.setCaption(TrText(PL_TR_NOOP("lammps-run", "LAMMPS frame %1 of %2   step %3   t = %4   "
                                                       "N = %5   kT = %6 ε   P = %7 ε/σ²"),
                              std::move(args)));
    } else if (m_files->mixture && m_files->trajectory.hasVelocities) {
        args.push_back(trNumber(m_snapshot.temperature, 4));
        args.push_back(trNumber(m_snapshot.pressure, 4));
        out.setCaption(TrText(PL_TR_NOOP("lammps-run", "LAMMPS frame %1 of %2   step %3   t = %4   "
                                                       "N = %5   kT = %6   P = %7"),
                              std::move(args)));
    } else
        out.setCaption(TrText(PL_TR_NOOP("lammps-run",
                                         "LAMMPS frame %1 of %2   step %3   t = %4   N = %5"),
                              std::move(args)));
    out.setWarnings(noticeTexts());
}

TrText LammpsRunLesson::describe() const
{
    // Which frame of the trajectory is on show, how many atoms, and — when the dump has
    // velocities and the run can be analysed — its temperature and pressure, as the caption.
    if (!m_files)
        return PL_TR_NOOP("lammps-run", "No LAMMPS run loaded: import one with File → Import "
                                        "LAMMPS run.");
    const LammpsFrame& frame = m_files->trajectory.frames[m_run.frame];
    std::vector<TrArg> args{trText(std::to_string(m_run.frame + 1)),
                            trText(std::to_string(frameCount())), trText(std::to_string(frame.timestep)),
                            trText(std::to_string(frame.id.size()))};
    if (m_files->trajectory.hasVelocities && (analysable() || m_files->mixture)) {
        const bool mixture = !analysable();
        args.push_back(trNumber(mixture ? m_snapshot.temperature : m_fluid.temperature(), 4));
        args.push_back(trNumber(mixture ? m_snapshot.pressure : m_fluid.pressure(), 4));
        return TrText(PL_TR_NOOP("lammps-run", "LAMMPS frame %1 of %2 (step %3): %4 atoms at "
                                               "temperature kT = %5 ε, pressure %6 ε/σ²."),
                      std::move(args));
    }
    return TrText(PL_TR_NOOP("lammps-run", "LAMMPS frame %1 of %2 (step %3): %4 atoms."),
                  std::move(args));
}

std::vector<TrText> LammpsRunLesson::noticeTexts() const
{
    if (!m_files)
        return {PL_TR_NOOP("lammps-run",
                           "No LAMMPS run loaded: File → Import LAMMPS run…, or --set dump=PATH "
                           "--set log=PATH on the command line.")};
    std::vector<TrText> out;
    if (!m_files->notAnalysable.empty())
        out.push_back(TrText(PL_TR_NOOP("lammps-run",
                                        "Energies, pressure and g(r) are not computed: %1; name the "
                                        "run's input deck (deck=PATH; in.particlelab beside the "
                                        "dump is read by itself) for its masses and pair "
                                        "coefficients."),
                             {trSentence(m_files->notAnalysable)}));
    if (!m_files->trajectory.hasVelocities)
        out.push_back(PL_TR_NOOP(
            "lammps-run", "The dump has no velocities (dump atom): temperature, pressure and the "
                          "speed histogram need dump custom … vx vy."));
    return out;
}

TrText LammpsRunLesson::checkState() const
{
    const std::size_t frames = m_files ? m_files->trajectory.frames.size() : 0;
    if (m_run.frame >= std::max<std::size_t>(frames, 1))
        return PL_TR_NOOP("lammps-run", "the frame on show is not in the dump");
    if (m_run.mixtureRdfSamples < 0 ||
        (!m_run.mixtureRdfCounts.empty() && m_files && m_files->mixture &&
         m_run.mixtureRdfCounts.size() != m_files->idealPairs.size()))
        return PL_TR_NOOP("lammps-run", "the g(r) counts do not fit the run's bins");
    for (double c : m_run.mixtureRdfCounts)
        if (!(c >= 0.0 && std::isfinite(c)))
            return PL_TR_NOOP("lammps-run", "a g(r) count is negative or not finite");
    if (TrText problem = m_run.samples.check(); !problem.empty())
        return problem;
    return checkLennardJonesState(m_fluid.state(), true);
}

} // namespace pl

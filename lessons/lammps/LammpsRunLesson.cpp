#include "lammps/LammpsRunLesson.h"

#include "framework/LessonText.h"

#include "framework/TextFormat.h"

#include <particlelab/statistics/BlockAverage.h>
#include <particlelab/statistics/SpeedHistogram.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <sstream>

namespace pl {

namespace {

constexpr double crystalEnergy = -3.0;  // ε, top of the colour ramp (as in lennard-jones)

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

// kT = Σ½mv²/(N − 1) of a frame, as LennardJonesFluid::temperature() counts it.
double frameTemperature(const LammpsFrame& frame, double mass)
{
    double sum = 0.0;
    for (std::size_t i = 0; i < frame.vx.size(); ++i)
        sum += frame.vx[i] * frame.vx[i] + frame.vy[i] * frame.vy[i];
    return frame.vx.size() > 1 ? 0.5 * mass * sum / static_cast<double>(frame.vx.size() - 1) : 0.0;
}

} // namespace

LessonInfo LammpsRunLesson::info() const
{
    return {
        "lammps-run",
        "LAMMPS run: a trajectory from LAMMPS, read back",
        "Plays a LAMMPS trajectory and log with the Lennard-Jones lesson's charts and "
        "measurements, computed by the same code.",
        lessonText("lammps-run"),
    };
}

std::vector<ParameterSpec> LammpsRunLesson::parameters() const
{
    return {
        ParameterSpec::text("dump", "Trajectory (dump file)", "",
                            "LAMMPS text dump: dump custom with id type x y vx vy, or dump atom."),
        ParameterSpec::text("log", "Log file (optional)", "",
                            "LAMMPS log with the thermo table (e.g. log.lammps); empty for none."),
        ParameterSpec::number("epsilon", "Potential depth ε", "ε", 1.0, 1e-6, 1e6,
                              "pair_coeff ε of the run (type 1–1)."),
        ParameterSpec::number("sigma", "Potential range σ", "σ", 1.0, 1e-6, 1e6,
                              "pair_coeff σ of the run (type 1–1)."),
        ParameterSpec::number("cutoff", "Cut-off r_c", "σ", 2.5, 1e-3, 1e3,
                              "The Lennard-Jones cut-off of the run."),
        ParameterSpec::number("mass", "Atom mass m", "m", 1.0, 1e-6, 1e6,
                              "Mass of every atom (for the kinetic energy)."),
        ParameterSpec::number("dt", "Time step Δt", "σ√(m/ε)", 0.005, 1e-9, 1e6,
                              "Used when the log does not echo a `timestep` command."),
        ParameterSpec::number("equilibration", "Equilibration time", "σ√(m/ε)", 0.0, 0.0, 1e12,
                              "Frames and log rows before this time are left out of the averages.")
            .appliesLive(),
    };
}

std::string LammpsRunLesson::load(const ParameterValues& values) const
{
    const std::string& dump = values.text("dump");
    const std::string& log = values.text("log");
    if (dump.empty()) {
        if (!log.empty())
            return "parameters 'log' and 'dump': a log was named but no dump: set dump=PATH to "
                   "the trajectory as well";
        m_files.reset();
        return {};
    }
    const std::string key = fileKey(dump) + "|" + (log.empty() ? "" : fileKey(log));
    if (m_files && m_files->key == key)
        return {};
    auto files = std::make_shared<LammpsRunFiles>();
    files->key = key;
    if (auto error = readLammpsDump(dump, files->trajectory))
        return "parameter 'dump': cannot read the LAMMPS dump: " + error->message();
    if (!log.empty()) {
        LammpsThermo thermo;
        if (auto error = readLammpsLog(log, thermo))
            return "parameter 'log': cannot read the LAMMPS log: " + error->message();
        if (!thermo.column("Step"))
            return "parameter 'log': cannot read the LAMMPS log: " + log +
                   ": the thermo table has no Step column";
        files->log = std::move(thermo);
    }
    const LammpsFrame& first = files->trajectory.frames.front();
    const double width = first.xhi - first.xlo, height = first.yhi - first.ylo;
    if (!first.periodicXY)
        files->notAnalysable = "the box is closed (not periodic in x and y)";
    else if (std::abs(width - height) > 1e-9 * width)
        files->notAnalysable = "the box is not square (" + formatNumber(width, 6) + " × " +
                               formatNumber(height, 6) + ")";
    else if (first.id.size() < 2)
        files->notAnalysable = "fewer than two atoms";
    m_files = std::move(files);
    return {};
}

std::string LammpsRunLesson::validate(const ParameterValues& values) const
{
    if (std::string error = load(values); !error.empty())
        return error;
    if (m_files && m_files->notAnalysable.empty()) {
        const LammpsFrame& first = m_files->trajectory.frames.front();
        if (first.xhi - first.xlo < 2.0 * values.number("cutoff"))
            return "the box side " + formatNumber(first.xhi - first.xlo) +
                   " is less than twice the cut-off " + formatNumber(values.number("cutoff")) +
                   ": the minimum image would miss pairs";
    }
    return {};
}

void LammpsRunLesson::reset(const ParameterValues& values)
{
    load(values);
    m_settings = LennardJonesSettings{};
    m_settings.epsilon = values.number("epsilon");
    m_settings.sigma = values.number("sigma");
    m_settings.cutoff = values.number("cutoff");
    m_settings.mass = values.number("mass");
    m_settings.thermostatTime = 0.0;
    m_mass = m_settings.mass;
    m_dt = values.number("dt");
    if (m_files && m_files->log && m_files->log->timestep)
        m_dt = *m_files->log->timestep;
    m_equilibration = values.number("equilibration");
    m_fluid = LennardJonesFluid(m_settings, 1);
    m_run = LammpsRunState{};
    m_run.frameChanged = true;
    if (m_files)
        showFrame(0);
}

void LammpsRunLesson::applyLive(const ParameterValues& values)
{
    m_equilibration = values.number("equilibration");
}

std::size_t LammpsRunLesson::frameCount() const
{
    return m_files ? m_files->trajectory.frames.size() : 0;
}

bool LammpsRunLesson::analysable() const { return m_files && m_files->notAnalysable.empty(); }

double LammpsRunLesson::frameTime(std::size_t index) const
{
    if (!m_files)
        return 0.0;
    return static_cast<double>(m_files->trajectory.frames[index].timestep) * m_dt;
}

double LammpsRunLesson::rowTime(std::size_t row) const
{
    const LammpsThermo& log = *m_files->log;
    if (const std::vector<double>* time = log.column("Time"))
        return (*time)[row];
    return (*log.column("Step"))[row] * m_dt;
}

void LammpsRunLesson::showFrame(std::size_t index)
{
    m_run.frame = index;
    const LammpsFrame& frame = m_files->trajectory.frames[index];
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

std::vector<ChartSpec> LammpsRunLesson::charts() const
{
    LennardJonesChartOptions options;
    options.lammpsLog = m_files && m_files->log.has_value();
    options.rdfLabel = "g(r), frames so far";
    return lennardJonesCharts(options);
}

void LammpsRunLesson::record(ChartData& data) const
{
    // Once per frame: "step" at the last frame shows nothing new.
    if (!m_files || !m_run.frameChanged)
        return;
    const LammpsFrame& frame = m_files->trajectory.frames[m_run.frame];
    const bool velocities = m_files->trajectory.hasVelocities;
    if (analysable()) {
        if (velocities)
            recordThermodynamics(data, m_fluid, std::nullopt);
        else
            data.append("energy", "potential", time(),
                        m_fluid.potentialEnergy() / static_cast<double>(m_fluid.size()));
        recordRdf(data, m_fluid.rdfRadii(), m_fluid.rdf());
        if (velocities)
            recordSpeedHistogram(data, m_fluid);
    } else if (velocities) {
        data.append("temperature", "measured", time(), frameTemperature(frame, m_mass));
        std::vector<double> v(frame.vx.size());
        for (std::size_t i = 0; i < v.size(); ++i)
            v[i] = std::hypot(frame.vx[i], frame.vy[i]);
        const double kT = frameTemperature(frame, m_mass);
        if (kT > 0.0) {
            const SpeedHistogramCurves curves = speedHistogramAgainstMaxwell(v, m_mass, kT);
            std::vector<ChartPoint> measured, theory;
            for (std::size_t b = 0; b < curves.binCentre.size(); ++b)
                measured.push_back({curves.binCentre[b], curves.density[b]});
            for (std::size_t k = 0; k < curves.theorySpeed.size(); ++k)
                theory.push_back({curves.theorySpeed[k], curves.theoryDensity[k]});
            data.replace("speed_histogram", "measured", std::move(measured));
            data.replace("speed_histogram", "maxwell", std::move(theory));
        }
    }
    // The log's rows from just after the previous frame up to this one (all the rest at the end).
    if (!m_files->log)
        return;
    const LammpsThermo& log = *m_files->log;
    const double from = m_run.frame == 0 ? -1e300 : frameTime(m_run.frame - 1);
    const double to = finished() ? 1e300 : time();
    const std::vector<double>* temp = log.column("Temp");
    const std::vector<double>* pe = log.column("PotEng");
    const std::vector<double>* total = log.column("TotEng");
    const std::vector<double>* press = log.column("Press");
    for (std::size_t row = 0; row < log.rows(); ++row) {
        const double t = rowTime(row);
        if (!(t > from && t <= to))
            continue;
        if (temp)
            data.append("temperature", "lammps", t, (*temp)[row]);
        if (pe)
            data.append("energy", "lammps_potential", t, (*pe)[row]);
        if (total)
            data.append("energy", "lammps_total", t, (*total)[row]);
        if (press)
            data.append("pressure", "lammps", t, (*press)[row]);
    }
}

std::vector<Measurement> LammpsRunLesson::measurements() const
{
    std::vector<Measurement> out;
    if (!m_files) {
        out.push_back(Measurement::missing("frames", "Frames in the trajectory", "",
                                           "no dump file named (set dump=PATH)"));
        return out;
    }
    const LammpsTrajectory& trajectory = m_files->trajectory;
    out.push_back(Measurement::number("frames", "Frames in the trajectory", "",
                                      static_cast<double>(trajectory.frames.size())));
    out.push_back(Measurement::number("frame", "Frame shown (from 0)", "",
                                      static_cast<double>(m_run.frame)));
    out.push_back(Measurement::number("atoms", "Atoms", "",
                                      static_cast<double>(trajectory.frames.front().id.size())));
    out.push_back(Measurement::number("timestep", "Time step Δt", "σ√(m/ε)", m_dt));
    if (analysable()) {
        std::vector<Measurement> now = instantaneousMeasurements(m_fluid);
        if (!trajectory.hasVelocities) {
            // Without velocities the kinetic parts are unknown.
            for (Measurement& m : now)
                if (m.id == "temperature" || m.id == "total_energy" || m.id == "pressure" ||
                    m.id == "pressure_with_tail")
                    m = Measurement::missing(m.id, m.label, m.unit,
                                             "the dump has no velocities (vx vy)");
        }
        for (Measurement& m : now)
            out.push_back(std::move(m));
        const std::string note = "every frame from t = " + formatNumber(m_equilibration) +
                                 ", frames played so far";
        for (Measurement& m : averageMeasurements(m_run.samples, m_fluid, note))
            out.push_back(std::move(m));
        for (Measurement& m : rdfPeakMeasurements(m_fluid.rdfRadii(), m_fluid.rdf()))
            out.push_back(std::move(m));
    } else if (trajectory.hasVelocities) {
        out.push_back(Measurement::number("temperature", "Temperature kT", "ε",
                                          frameTemperature(trajectory.frames[m_run.frame], m_mass)));
    }
    if (m_files->log) {
        // LAMMPS's own averages over the whole log after the equilibration time.
        const LammpsThermo& log = *m_files->log;
        const std::pair<const char*, const char*> columns[] = {
            {"Temp", "temperature"}, {"PotEng", "potential_energy"}, {"Press", "pressure"}};
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
        out.caption = "No LAMMPS run loaded";
        out.warnings = notices();
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
    if (analysable()) {
        for (std::size_t i = 0; i < m_fluid.size(); ++i) {
            cloud.centers.emplace_back(m_fluid.x()[i], m_fluid.y()[i]);
            cloud.colors.push_back(rampColor(m_fluid.atomEnergy()[i] / crystalEnergy));
        }
        out.colorLegends.push_back({"potential energy per atom", "ε", 0.0, crystalEnergy});
    } else {
        for (std::size_t i = 0; i < frame.x.size(); ++i) {
            cloud.centers.emplace_back(frame.x[i] - frame.xlo, frame.y[i] - frame.ylo);
            cloud.colors.push_back(paletteColor(frame.type[i] - 1));
        }
    }
    out.clouds.push_back(std::move(cloud));
    std::ostringstream caption;
    caption.precision(4);
    caption << "LAMMPS frame " << m_run.frame + 1 << " of " << frameCount() << "   step "
            << frame.timestep << "   t = " << time() << "   N = " << frame.id.size();
    if (analysable() && m_files->trajectory.hasVelocities)
        caption << "   kT = " << m_fluid.temperature() << " ε   P = " << m_fluid.pressure()
                << " ε/σ²";
    out.caption = caption.str();
    out.warnings = notices();
}

std::vector<std::string> LammpsRunLesson::notices() const
{
    if (!m_files)
        return {"No LAMMPS run loaded: File → Import LAMMPS run…, or --set dump=PATH "
                "--set log=PATH on the command line."};
    std::vector<std::string> out;
    if (!m_files->notAnalysable.empty())
        out.push_back("Energies, pressure and g(r) are not computed: " + m_files->notAnalysable +
                      "; they need a square periodic box of Lennard-Jones atoms.");
    if (!m_files->trajectory.hasVelocities)
        out.push_back("The dump has no velocities (dump atom): temperature, pressure and the "
                      "speed histogram need dump custom … vx vy.");
    return out;
}

std::string LammpsRunLesson::checkState() const
{
    const std::size_t frames = m_files ? m_files->trajectory.frames.size() : 0;
    if (m_run.frame >= std::max<std::size_t>(frames, 1))
        return "the frame on show is not in the dump";
    return checkLennardJonesState(m_fluid.state(), true);
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "integrators/IntegratorsLesson.h"

#include "common/Angles.h"

#include "framework/LessonText.h"
#include "framework/MethodColor.h"
#include "framework/TextFormat.h"

#include <particlelab/integrators/ConvergenceStudy.h>
#include <particlelab/integrators/RoundoffStudy.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <sstream>

namespace pl {

namespace {

constexpr double energyAlarm = 0.1;    // relative energy error that earns an explanation

const Color referenceColor = colors::grey;

std::string fixed(double value, int decimals) { return formatFixed(value, decimals); }

IntegratorProblemKind problemKind(const std::string& id)
{
    if (id == "pendulum")
        return IntegratorProblemKind::Pendulum;
    if (id == "kepler")
        return IntegratorProblemKind::Kepler;
    return IntegratorProblemKind::Oscillator;
}

std::string methodName(Method m) { return std::string(methodInfo(m).name); }

// The Okabe–Ito colours the methods do not use, and black for the plainest case.
Color precisionColor(Precision p)
{
    switch (p) {
    case Precision::Float: return {213, 94, 0};               // vermillion
    case Precision::Double: return colors::black;
    case Precision::DoubleCompensated: return {0, 158, 115};  // bluish green
    case Precision::LongDouble: return {0, 114, 178};         // blue
    }
    return colors::black;
}

} // namespace

const ParameterTable<IntegratorsSettings>& IntegratorsLesson::parameterTable()
{
    using S = IntegratorsSettings;
    static const ParameterTable<S> table = [] {
        std::vector<Choice> methods;
        for (const MethodInfo& m : allMethods())
            methods.push_back({std::string(m.id), std::string(m.name)});
        ParameterTable<S> t;
        t.bind([](S& s, const std::string& id) { s.problem = problemKind(id); },
               ParameterSpec::choice("problem", "Test problem",
                                     {{"oscillator", "Harmonic oscillator"},
                                     {"pendulum", "Nonlinear pendulum"},
                                     {"kepler", "Kepler orbit"}},
                                     "oscillator",
                                     "The system every method integrates: x'' = −ω²x, θ'' = −ω₀² sin θ, "
                                     "or a body around a fixed sun."));
        t.bind(&S::dt,
               ParameterSpec::number("dt", "Time step Δt", "s", 0.05, 1e-4, 3.0,
                                     "Step size of every integrator. Applies while running.")
                   .withStep(0.01)
                   .onLogScale()
                   .appliesLive());
        t.bind(&S::endTime,
               ParameterSpec::number("end_time", "End time T", "s", 20.0, 0.1, 1000.0,
                                     "The run stops here; the convergence study measures the error here.")
                   .withStep(1.0));
        t.bind([](S& s, const std::vector<std::string>& ids) { s.methods = methodsFromIds(ids); },
               ParameterSpec::multiChoice("methods", "Methods", methods,
                                     "symplectic_euler,heun,midpoint,rk4,verlet",
                                     "Integrators run side by side (comma-separated ids)."));
        t.bind([](S& s, double degrees) { s.amplitude = degrees * degree; },
               ParameterSpec::number("amplitude", "Pendulum release angle θ₀", "deg", 120.0, 1.0, 179.0,
                                     "The pendulum starts at rest from this angle (nonlinear above ~20°).")
                   .withStep(5.0));
        t.bind(&S::eccentricity,
               ParameterSpec::number("eccentricity", "Orbit eccentricity e", "", 0.5, 0.0, 0.9,
                                     "Shape of the Kepler orbit: 0 is a circle; the body starts at the "
                                     "pericentre, where it is fastest.")
                   .withStep(0.05));
        t.bind(&S::stepThrough,
               ParameterSpec::flag("step_through", "Step through stages", false,
                                     "One step advances one stage of every method; the view draws where "
                                     "the stage evaluates, the slope it uses and the point it predicts.")
                   .appliesLive());
        t.bind(&S::cloud,
               ParameterSpec::flag("cloud", "Phase-space cloud", false,
                                     "Evolve a loop of initial conditions around the start with each "
                                     "method and chart its area (Liouville's theorem)."));
        return t;
    }();
    return table;
}

std::string IntegratorsLesson::validate(const ParameterValues& values) const
{
    const IntegratorsSettings settings = settingsFrom(values);
    const double dt = settings.dt, endTime = settings.endTime;
    if (dt >= endTime)
        return "parameters 'dt' and 'end_time': time step Δt = " + formatNumber(dt) +
               " s must be smaller than the end time T = " +
               formatNumber(endTime) + " s.";
    if (endTime / dt > 2e7)
        return "parameters 'dt' and 'end_time': T / Δt = " + formatNumber(endTime / dt) +
               " steps is too many for one run; raise Δt or lower T (at most 2·10⁷ steps).";
    return {};
}

void IntegratorsLesson::resetModel(const IntegratorsSettings& settings)
{
    m_model.reset(settings);
    m_referenceOrbit = m_model.problem().orbit(240);
    m_orders.clear();
    m_studyCancelled = false;
}

void IntegratorsLesson::applyLive(const ParameterValues& values)
{
    const IntegratorsSettings settings = settingsFrom(values);
    m_model.setTimeStep(settings.dt);
    m_model.setStepThrough(settings.stepThrough);
}

void IntegratorsLesson::stepOnce() { m_model.stepOnce(); }

void IntegratorsLesson::declareCharts(ChartSet& set)
{
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    const bool kepler = problem.kind() == IntegratorProblemKind::Kepler;
    const bool pendulum = problem.kind() == IntegratorProblemKind::Pendulum;
    const std::string lengthUnit = pendulum ? "rad" : "m";
    const AxisSpec xAxis{pendulum ? "angle θ" : "position x", lengthUnit};
    // The problems are scaled so that ω = ω₀ = 1 rad/s and the Kepler orbit's mean motion
    // n = √(GM/a³) = 1 rad/s (IntegratorProblems.h): the velocity in m/s (rad/s) is numerically
    // the velocity over that frequency in m (rad), the unit of the other axis. The phase
    // portrait says so and is drawn at equal scales: the exact oscillator orbit is a circle.
    const AxisSpec vAxis{pendulum ? "scaled angular velocity θ'/ω₀" : (kepler ? "scaled velocity vₓ/n" : "scaled velocity v/ω"),
                         lengthUnit};
    const std::string referenceName = problem.hasExactSolution()
                                          ? "Exact"
                                          : "Reference (RK4, Δt/1000)";

    ChartSpec phaseSpec{"phase_space", "Phase space", xAxis, vAxis, {}};
    phaseSpec.equalScales = true;
    const ChartHandle phase = set.chart(std::move(phaseSpec));
    const ChartHandle energy = set.chart(
        {"energy", "Total energy", {"time", "s"}, {"energy per mass E/m", "J/kg"}, {}});
    const ChartHandle error = set.chart(
        {"error",
         "Distance from the " +
             std::string(problem.hasExactSolution() ? "exact solution" : "reference"),
         {"time", "s"}, {"phase-space error", lengthUnit, true}, {}});
    // Filled by the convergence study.
    const ChartHandle convergence = set.chart(
        {"convergence",
         "Convergence: global error at T = " + formatNumber(m_model.settings().endTime) + " s",
         {"time step Δt", "s", true}, {"global error at T", lengthUnit, true}, {}});
    const ChartHandle cost =
        set.chart({"cost", "Cost: error against work", {"force evaluations", "", true},
                   {"global error at T", lengthUnit, true}, {}});
    // Filled by the round-off study (RK4 on the oscillator in four precisions; Verlet's drift).
    const ChartHandle roundoff = set.chart(
        {"roundoff", "Round-off floor: RK4 on the oscillator, T = 1 s", {"time step Δt", "s", true},
         {"global error at T", "m", true}, {}});
    const ChartHandle brouwer = set.chart(
        {"brouwer", "Brouwer's law: Verlet's energy drift, Δt = 0.01 s",
         {"steps n", "", true}, {"relative error of H̃", "", true}, {}});
    for (const PrecisionInfo& info : allPrecisions())
        set.spec(roundoff).series.push_back(
            {info.id, info.name, precisionColor(info.precision), SeriesStyle::Line, 2.0});
    set.spec(brouwer).series.push_back(
        {"double", "double", precisionColor(Precision::Double), SeriesStyle::Line, 2.0});
    set.spec(brouwer).series.push_back({"double_kahan", "Kahan",
                                        precisionColor(Precision::DoubleCompensated),
                                        SeriesStyle::Line, 2.0});
    const bool withCloud = m_model.settings().cloud;
    ChartHandle cloud;
    if (withCloud)
        cloud = set.chart({"cloud_area", "Phase-space cloud area", {"time", "s"},
                           {"area / initial area", "", true}, {}});

    m_series.phaseReference = set.series(
        phase, {"reference", referenceName, referenceColor, SeriesStyle::DashedLine, 1.5});
    m_series.energyReference = set.series(
        energy, {"reference", referenceName, referenceColor, SeriesStyle::DashedLine, 1.5});
    m_series.runs.clear();
    for (const Run& run : state.runs) {
        const std::string id(methodInfo(run.method).id);
        const std::string name = methodName(run.method);
        const Color c = methodColor(run.method);
        RunSeries series;
        series.phase = set.series(phase, {id, name, c});
        series.energy = set.series(energy, {id, name, c});
        series.error = set.series(error, {id, name, c});
        if (withCloud)
            series.cloud = set.series(cloud, {id, name, c});
        set.spec(convergence).series.push_back({id, name, c, SeriesStyle::Line, 2.0});
        set.spec(cost).series.push_back({id, name, c, SeriesStyle::Line, 2.0});
        m_series.runs.push_back(std::move(series));
    }
}

void IntegratorsLesson::record(ChartData& data) const
{
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    data.append(m_series.phaseReference, state.reference.x[0], state.reference.v[0]);
    data.append(m_series.energyReference, state.time, problem.energy(state.reference));
    for (std::size_t i = 0; i < state.runs.size(); ++i) {
        const Run& run = state.runs[i];
        if (run.divergedAt)
            continue;
        const RunSeries& series = m_series.runs[i];
        data.append(series.phase, run.state.x[0], run.state.v[0]);
        data.append(series.energy, run.state.t, problem.energy(run.state));
        data.append(series.error, run.state.t, problem.error(run.state, state.reference));
        if (m_model.settings().cloud && !run.cloudDiverged)
            data.append(series.cloud, run.state.t,
                        m_model.cloudAreaRatio(run));
    }
}

std::vector<Measurement> IntegratorsLesson::measurements() const
{
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    const double energy0 = m_model.initialEnergy();
    std::vector<std::pair<std::string, double>> drift, evaluations;
    std::string divergedNote;
    for (const Run& run : state.runs) {
        const std::string id(methodInfo(run.method).id);
        evaluations.emplace_back(id, static_cast<double>(run.forceEvaluations));
        if (run.divergedAt) {
            drift.emplace_back(id, std::nan(""));
            if (!divergedNote.empty())
                divergedNote += "; ";
            divergedNote += id + " diverged at t = " + fixed(*run.divergedAt, 2) + " s";
            continue;
        }
        const double e = problem.energy(run.state);
        drift.emplace_back(id, energy0 != 0.0 ? (e - energy0) / std::abs(energy0) : 0.0);
    }
    Measurement orders{"orders", "Fitted convergence order p (error ∝ Δtᵖ)", "", m_orders,
                       m_studyCancelled ? "convergence study cancelled: fits of the runs done"
                                        : "slope of log error against log Δt, Δt halved 6 times"};
    for (const auto& [id, order] : m_orders)
        if (!std::isfinite(order))
            orders.note += "; " + id + ": no fit (its runs diverged)";
    if (m_orders.empty())
        orders = Measurement::missing("orders", orders.label, "",
                                      "the convergence study has not run yet");
    return {
        orders,
        Measurement{"energy_drift", "Relative energy drift (E − E₀)/|E₀|", "", drift,
                    divergedNote.empty() ? "at t = " + fixed(state.time, 2) + " s"
                                         : divergedNote},
        Measurement{"force_evaluations", "Force evaluations from t = 0", "", evaluations,
                    "up to t = " + fixed(state.time, 2) + " s"},
    };
}

void IntegratorsLesson::scene(Scene& out) const
{
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    out.clear();
    problem.bounds(out.boundsMin, out.boundsMax);
    const Vec2 size = out.boundsMax - out.boundsMin;
    const bool kepler = problem.kind() == IntegratorProblemKind::Kepler;
    const Stroke axisStroke{colors::lightGrey, 1.0, false};
    if (kepler) {
        out.circles.push_back({Vec2::Zero(), 0.04, Color{240, 180, 40},
                               Stroke{Color{180, 120, 0}, 1.0, false}, false});
        out.labels.push_back({Vec2(0.03 * size.x(), -0.06 * size.y()), "sun", colors::grey, 9});
    } else {
        const bool pendulum = problem.kind() == IntegratorProblemKind::Pendulum;
        out.segments.push_back({Vec2(out.boundsMin.x(), 0), Vec2(out.boundsMax.x(), 0), axisStroke});
        out.segments.push_back({Vec2(0, out.boundsMin.y()), Vec2(0, out.boundsMax.y()), axisStroke});
        out.labels.push_back({Vec2(out.boundsMax.x() - 0.12 * size.x(), 0.02 * size.y()),
                              pendulum ? "θ (rad)" : "x (m)", colors::grey, 9});
        out.labels.push_back({Vec2(0.01 * size.x(), out.boundsMax.y() - 0.04 * size.y()),
                              pendulum ? "θ' (rad/s)" : "v (m/s)", colors::grey, 9});
        out.lengthUnit = pendulum ? "rad" : "m";
    }

    // The exact (or reference) orbit as a ghost path, and the ghost's current position.
    out.polylines.push_back({m_referenceOrbit, Stroke{referenceColor, 1.2, true}, true,
                             colors::none, false});
    out.circles.push_back({problem.drawPoint(state.reference.x, state.reference.v), 7.0,
                           referenceColor.withAlpha(90), Stroke{referenceColor, 1.0, false}, true});

    for (const Run& run : state.runs) {
        const Color c = methodColor(run.method);
        if (m_model.settings().cloud && !run.cloudDiverged) {
            PolylineItem loop{{}, Stroke{c, 1.0, false}, true, c.withAlpha(40), false};
            for (int j = 0; j < IntegratorsModel::cloudPoints; ++j)
                loop.points.push_back(problem.drawPoint(run.cloud, j));
            out.polylines.push_back(std::move(loop));
        }
        out.polylines.push_back({run.trail, Stroke{c, 1.8, false}, false, colors::none, true});
        if (!run.divergedAt)
            out.circles.push_back({problem.drawPoint(run.state.x, run.state.v), 5.0, c,
                                   Stroke{colors::black, 1.0, false}, true});
        std::string legend = methodName(run.method);
        if (run.divergedAt)
            legend += " (diverged at t = " + fixed(*run.divergedAt, 2) + " s)";
        out.legend.push_back({legend, c});
    }
    out.legend.push_back({problem.hasExactSolution() ? "Exact (ghost)" : "Reference (ghost)",
                          referenceColor});

    const double h = problem.stabilityFrequency() * m_model.settings().dt;
    out.caption = "t = " + fixed(state.time, 2) + " s   Δt = " + formatNumber(m_model.settings().dt) +
                  " s   " + problem.frequencySymbol() + "·Δt = " + formatNumber(h);

    // Step-through: for each method the stage just run, what it evaluated and what it predicts.
    if (m_model.settings().stepThrough) {
        std::vector<std::string> stageLines;
        Vec2 stageMin = Vec2::Constant(1e300), stageMax = Vec2::Constant(-1e300);
        for (const Run& run : state.runs) {
            if (!run.staged || run.staged->records().empty())
                continue;
            const StageRecord& r = run.staged->records().back();
            const Color c = methodColor(run.method);
            const Vec2 start = problem.drawPoint(run.stageStart.x, run.stageStart.v);
            const Vec2 evaluated = problem.drawPoint(r.evaluatedX, r.evaluatedV);
            const Vec2 predicted = problem.drawPoint(r.predictedX, r.predictedV);
            const Vec2 slope = problem.drawSlope(r.slopeX, r.slopeV);
            out.segments.push_back({start, predicted, Stroke{c, 1.2, true}});
            const Vec2 slopeEnd = evaluated + state.stagedDt * slope;
            out.arrows.push_back({evaluated, slopeEnd, Stroke{c, 2.5, false}});
            out.circles.push_back({start, 4.0, colors::white, Stroke{c, 1.5, false}, true});
            out.circles.push_back({evaluated, 8.0, colors::none, Stroke{c, 2.0, false}, true});
            out.circles.push_back({predicted, 4.5, c, Stroke{colors::black, 1.0, false}, true});
            for (const Vec2& p : {start, evaluated, predicted, slopeEnd}) {
                stageMin = stageMin.cwiseMin(p);
                stageMax = stageMax.cwiseMax(p);
            }
            stageLines.push_back(r.name + " (stage " + std::to_string(run.staged->stagesDone()) +
                                 "/" + std::to_string(run.staged->stageCount()) + "): " + r.formula);
        }
        if (!stageLines.empty()) {
            // Zoom on the step: the stages of one step are small against the whole orbit, so
            // the step fills a little over half of the view whatever Δt is (at
            // Δt = 0.05 a floor of 30 % of the orbit left every stage marker on one spot).
            // The view keeps the full view's aspect; 1/1000 of it at least, for a step that
            // does not move.
            const Vec2 full = out.boundsMax - out.boundsMin;
            const Vec2 extent = stageMax - stageMin;
            const double zoom = std::clamp(
                1.8 * std::max(extent.x() / full.x(), extent.y() / full.y()), 1e-3, 1.0);
            const Vec2 centre = 0.5 * (stageMin + stageMax);
            out.boundsMin = centre - 0.5 * zoom * full;
            out.boundsMax = centre + 0.5 * zoom * full;
            const Vec2 zoomed = out.boundsMax - out.boundsMin;
            const std::vector<Run>& runs = state.runs;
            for (std::size_t i = 0; i < runs.size(); ++i)
                if (runs[i].staged && !runs[i].staged->records().empty())
                    out.labels.push_back(
                        {problem.drawPoint(runs[i].staged->records().back().predictedX,
                                             runs[i].staged->records().back().predictedV) +
                             Vec2(0.015 * zoomed.x(), -0.035 * zoomed.y() * static_cast<double>(i)),
                         runs[i].staged->records().back().name, methodColor(runs[i].method),
                         9});
            out.caption = stageLines.front() + "   [t = " + fixed(state.time, 2) + " s, Δt = " +
                          formatNumber(state.stagedDt) + " s]";
            double y = out.boundsMax.y() - 0.05 * zoomed.y();
            for (std::size_t i = 1; i < stageLines.size(); ++i, y -= 0.045 * zoomed.y())
                out.labels.push_back({Vec2(out.boundsMin.x() + 0.02 * zoomed.x(), y),
                                      stageLines[i], colors::black, 9});
            out.legend.push_back({"○ evaluated at   → slope·Δt   ● predicted", colors::black});
        }
    }
    out.warnings = notices();
}

std::string IntegratorsLesson::explainStability(const Run& run) const
{
    const IntegratorProblem& problem = m_model.problem();
    const double w = problem.stabilityFrequency();
    const std::string sym = problem.frequencySymbol();
    const double h = w * m_model.settings().dt;
    const std::string product = "Δt·" + sym + " = " + formatNumber(h);
    const std::string name = methodName(run.method);
    switch (run.method) {
    case Method::ForwardEuler:
        return product + ": forward Euler multiplies the energy by 1 + (" + sym + "Δt)² = " +
               formatNumber(1.0 + h * h, 6) +
               " every step (unstable at every Δt). Lower Δt, or use symplectic Euler or Verlet.";
    case Method::SymplecticEuler:
    case Method::VelocityVerlet:
        if (problem.kind() == IntegratorProblemKind::Kepler)
            return product + ": the limit 2 is the oscillator's, a linear one; on the Kepler orbit "
                   "the pull changes fast at the pericentre, and " + name + " can escape far "
                   "below it (Verlet's e = 0.8 orbit from " + sym + "Δt ≈ 1). Below that its "
                   "energy error is a bounded wobble, largest at the pericentre. Lower Δt.";
        if (h > 2.0)
            return product + " > 2: " + name + " is stable only below 2. Lower Δt below 2/" + sym +
                   " = " + formatNumber(2.0 / w) + " s.";
        return product + " < 2: stable; the energy error of a symplectic method is a bounded "
               "wobble (≈ " + sym + "Δt/2" +
               (problem.kind() == IntegratorProblemKind::Kepler ? ", largest at the pericentre" : "") +
               "). Lower Δt to shrink it.";
    case Method::Heun:
    case Method::Midpoint:
        return product + ": " + name + " multiplies the energy by 1 + (" + sym + "Δt)⁴/4 = " +
               formatNumber(1.0 + std::pow(h, 4) / 4.0, 8) +
               " every step (slowly unstable at every Δt). Lower Δt.";
    case Method::RK4: {
        const double limit = 2.0 * std::numbers::sqrt2;
        if (h > limit)
            return product + " > 2√2 ≈ 2.83: RK4 is stable only below 2.83. Lower Δt below " +
                   formatNumber(limit / w) + " s.";
        return product + ": RK4 damps; it multiplies the energy by 1 − (" + sym + "Δt)⁶/72 + … = " +
               formatNumber(1.0 - std::pow(h, 6) / 72.0 + std::pow(h, 8) / 576.0, 8) +
               " every step. Lower Δt.";
    }
    }
    return product + ".";
}

std::vector<std::string> IntegratorsLesson::notices() const
{
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    const double energy0 = m_model.initialEnergy();
    std::vector<std::string> out;
    for (const Run& run : state.runs) {
        const std::string name = methodName(run.method);
        if (run.divergedAt) {
            out.push_back(name + " diverged at t = " + fixed(*run.divergedAt, 2) + " s. " +
                          explainStability(run));
            continue;
        }
        const double drift =
            energy0 != 0.0 ? (problem.energy(run.state) - energy0) / std::abs(energy0) : 0.0;
        if (std::abs(drift) > energyAlarm)
            out.push_back(name + ": energy off by " + fixed(100.0 * drift, 1) + " % at t = " +
                          fixed(state.time, 2) + " s. " + explainStability(run));
    }
    if (m_studyCancelled)
        out.push_back("The convergence study was cancelled: its charts and fitted orders cover "
                      "only the runs it finished.");
    return out;
}

const StudyTable<IntegratorsLesson>& IntegratorsLesson::studyTable()
{
    static const StudyTable<IntegratorsLesson> table =
        StudyTable<IntegratorsLesson>()
            .add({"convergence", "Run convergence study",
                  "Global error at the end time T for Δt halved six times, per method, with the "
                  "fitted order and the force evaluations it cost.",
                  true},
                 &IntegratorsLesson::prepareConvergenceStudy,
                 &IntegratorsLesson::acceptConvergenceStudy)
            .add({"roundoff", "Run round-off study",
                  "RK4 on the oscillator in float, double, double with compensated summation and "
                  "long double for Δt down to 1e-5 s: the error falls as Δt⁴ to a floor set by the "
                  "precision, then grows as rounding adds up. And velocity Verlet's energy drift "
                  "over 10⁶ steps, plain and compensated (Brouwer's law).",
                  false},
                 &IntegratorsLesson::prepareRoundoffStudy);
    return table;
}

// Round-off: one curve per precision on the round-off chart, two on Brouwer's (the problem
// and methods of the lesson play no part: the oscillator shows the floor most plainly).
namespace {

StudyResult roundoffStudy(Progress& progress)
{
    StudyResult result;
    std::vector<std::pair<std::string, double>> floors;
    const std::vector<PrecisionInfo>& precisions = allPrecisions();
    const KeepGoing keepGoing = [&progress] { return !progress.cancelled(); };
    const double parts = static_cast<double>(precisions.size()) + 2.0;
    double done = 0.0;
    for (const PrecisionInfo& info : precisions) {
        progress.report(done / parts);
        if (progress.cancelled())
            break;
        std::vector<ChartPoint> points;
        double floor = std::numeric_limits<double>::infinity();
        for (const RoundoffPoint& p : rk4RoundoffCurve(info.precision, 1e-5, keepGoing)) {
            points.push_back({p.x, p.error});
            floor = std::min(floor, p.error);
        }
        floors.emplace_back(info.id, floor);
        result.series.push_back({"roundoff", info.id, points,
                                 std::string(info.name) + " ≥ " + formatNumber(floor, 1)});
        done += 1.0;
    }
    for (const bool compensated : {false, true}) {
        progress.report(done / parts);
        if (progress.cancelled())
            break;
        std::vector<ChartPoint> points;
        std::vector<double> n, e;
        for (const RoundoffPoint& p : verletShadowDrift(compensated, 0.01, 1'000'000, keepGoing)) {
            points.push_back({p.x, p.error});
            n.push_back(p.x);
            e.push_back(p.error);
        }
        const std::optional<LinearFit> fit = fitLogLog(n, e);
        std::string name = compensated ? "Kahan" : "double";
        if (fit)
            name += " ∝ n^" + fixed(fit->slope, 2);
        result.series.push_back(
            {"brouwer", compensated ? "double_kahan" : "double", points, name});
        done += 1.0;
    }
    result.cancelled = progress.cancelled();
    result.measurements.push_back(Measurement{
        "roundoff_floor", "Lowest error of RK4 on the oscillator per precision", "m", floors,
        "RMS over 8 phases at T = 1 s, Δt from 0.1 s to 1e-5 s"});
    progress.report(1.0);
    return result;
}

} // namespace

StudyFunction IntegratorsLesson::prepareRoundoffStudy() const { return roundoffStudy; }

StudyFunction IntegratorsLesson::prepareConvergenceStudy() const
{
    const IntegratorsModel::State& state = m_model.state();
    std::vector<Method> methods;
    for (const Run& run : state.runs)
        methods.push_back(run.method);
    const IntegratorProblem problem = m_model.problem();
    const double endTime = m_model.settings().endTime;
    return [problem, methods, endTime](Progress& progress) {
        ConvergenceOptions options;
        options.endTime = endTime;
        // RK4's coarsest step: a quarter radian of the fastest motion, well inside its
        // asymptotic range; lower orders start smaller (see ConvergenceStudy.h).
        options.coarsestStepRK4 = 0.25 / problem.stabilityFrequency();
        options.halvings = 6;
        const long long finestRK4 = coarsestStepCount(Method::RK4, options) << options.halvings;
        const ParticleState reference =
            problem.reference(endTime, endTime / (16.0 * static_cast<double>(finestRK4)));
        const std::vector<ConvergenceCurve> curves = studyConvergence(
            methods, options,
            secondOrderRun(problem.acceleration(), problem.start(), endTime,
                           [problem, reference](const ParticleState& s) {
                               return problem.error(s, reference);
                           },
                           problem.blowUpBound()),
            [&progress](double fraction) {
                progress.report(fraction);
                return !progress.cancelled();
            });

        StudyResult result;
        result.cancelled = progress.cancelled();
        std::vector<std::pair<std::string, double>> orders;
        for (const ConvergenceCurve& curve : curves) {
            const std::string methodId(methodInfo(curve.method).id);
            std::vector<ChartPoint> byStep, byCost;
            for (const ConvergencePoint& p : curve.points) {
                if (!std::isfinite(p.error) || p.error <= 0.0)
                    continue;  // a diverged run has no error to plot
                byStep.push_back({p.dt, p.error});
                byCost.push_back({static_cast<double>(p.forceEvaluations), p.error});
            }
            std::string name = methodName(curve.method);
            if (curve.fit) {
                name += " p=" + fixed(curve.fit->slope, 2);
                orders.emplace_back(methodId, curve.fit->slope);
            } else {
                name += " (diverged)";
                orders.emplace_back(methodId, std::nan(""));
            }
            result.series.push_back({"convergence", methodId, byStep, name});
            result.series.push_back({"cost", methodId, byCost, name});
        }
        result.measurements.push_back(Measurement{
            "orders", "Fitted convergence order p (error ∝ Δtᵖ)", "", orders,
            "slope of log error against log Δt, Δt halved 6 times"});
        progress.report(1.0);
        return result;
    };
}

void IntegratorsLesson::acceptConvergenceStudy(const StudyResult& result)
{
    m_studyCancelled = result.cancelled;
    for (const Measurement& m : result.measurements)
        if (m.id == "orders")
            if (const auto* keyed =
                    std::get_if<std::vector<std::pair<std::string, double>>>(&m.value))
                m_orders = *keyed;
}

void IntegratorsLesson::loadState(StateReader& in)
{
    m_model.load(in);
    in(m_orders, m_studyCancelled);
}

} // namespace pl

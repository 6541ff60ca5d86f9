// SPDX-License-Identifier: GPL-3.0-or-later
#include "integrators/IntegratorsLesson.h"

#include "common/Angles.h"

#include "framework/LessonText.h"
#include "framework/MethodColor.h"
#include "framework/TextFormat.h"

#include <particlelab/integrators/ConvergenceStudy.h>
#include <particlelab/integrators/RoundoffStudy.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <optional>
#include <sstream>

namespace pl {

template class ModelLesson<IntegratorsLesson, IntegratorsModel, IntegratorsSettings>;

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

// The name of a method or embedded pair from its id (the id itself when it is neither).
std::string displayName(const std::string& id)
{
    if (const std::optional<Method> m = methodFromId(id))
        return methodName(*m);
    for (const EmbeddedPair p : {EmbeddedPair::HeunEuler21, EmbeddedPair::DormandPrince54})
        if (embeddedPairInfo(p).id == id)
            return std::string(embeddedPairInfo(p).name);
    return id;
}
std::string pairId(EmbeddedPair p) { return std::string(embeddedPairInfo(p).id); }
std::string pairName(EmbeddedPair p) { return std::string(embeddedPairInfo(p).name); }


// The precisions of "double", "float", "rk4=float, verlet=double_kahan" or
// "float, rk4=long_double": a bare precision is that of every method not named. Returns an
// error message for a word that is neither (empty when the text is good).
TrText parsePrecisions(const std::string& text, Precision& all,
                            std::map<Method, Precision>& perMethod)
{
    all = Precision::Double;
    perMethod.clear();
    auto precisionFrom = [](const std::string& id) -> std::optional<Precision> {
        for (const PrecisionInfo& info : allPrecisions())
            if (id == info.id)
                return info.precision;
        return std::nullopt;
    };
    auto trimmed = [](std::string word) {
        const std::size_t first = word.find_first_not_of(" \t");
        if (first == std::string::npos)
            return std::string();
        return word.substr(first, word.find_last_not_of(" \t") - first + 1);
    };
    std::stringstream items(text);
    std::string item;
    while (std::getline(items, item, ',')) {
        item = trimmed(item);
        if (item.empty())
            continue;
        const std::size_t equals = item.find('=');
        const std::string precisionId =
            trimmed(equals == std::string::npos ? item : item.substr(equals + 1));
        const std::optional<Precision> precision = precisionFrom(precisionId);
        if (!precision)
            return TrText(PL_TR_NOOP("integrators", "'%1' is not a precision: float, double, "
                                                    "double_kahan or long_double"),
                          {trText(precisionId)});
        if (equals == std::string::npos) {
            all = *precision;
            continue;
        }
        const std::string methodId = trimmed(item.substr(0, equals));
        const std::optional<Method> method = methodFromId(methodId);
        if (!method)
            return TrText(PL_TR_NOOP("integrators", "'%1' is not a fixed-step method: euler, "
                                                    "symplectic_euler, heun, midpoint, rk4 or "
                                                    "verlet"),
                          {trText(methodId)});
        perMethod[*method] = *precision;
    }
    return {};
}

std::string precisionName(Precision p)
{
    for (const PrecisionInfo& info : allPrecisions())
        if (info.precision == p)
            return info.name;
    return "double";
}

std::vector<EmbeddedPair> pairsFromIds(const std::vector<std::string>& ids)
{
    std::vector<EmbeddedPair> pairs;
    for (const std::string& id : ids)
        for (const EmbeddedPair p : {EmbeddedPair::HeunEuler21, EmbeddedPair::DormandPrince54})
            if (embeddedPairInfo(p).id == id)
                pairs.push_back(p);
    return pairs;
}

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

ParameterTable<IntegratorsSettings> IntegratorsLesson::makeParameterTable()
{
    using S = IntegratorsSettings;
    std::vector<Choice> methods = integratorChoices();
    for (const EmbeddedPair p : {EmbeddedPair::HeunEuler21, EmbeddedPair::DormandPrince54})
        methods.push_back({pairId(p), pairName(p)});
    ParameterTable<S> t;
    t.bind([](S& s, const std::string& id) { s.problem = problemKind(id); },
           ParameterSpec::choice("problem", PL_TR_NOOP("integrators", "Test problem"),
                                 {{"oscillator", PL_TR_NOOP("integrators", "Harmonic oscillator")},
                                 {"pendulum", PL_TR_NOOP("integrators", "Nonlinear pendulum")},
                                 {"kepler", PL_TR_NOOP("integrators", "Kepler orbit")}},
                                 "oscillator",
                                 PL_TR_NOOP("integrators",
                                            "The system every method integrates: x'' = −ω²x, "
                                            "θ'' = −ω₀² sin θ, or a body around a fixed sun.")));
    t.bind(&S::dt,
           ParameterSpec::number("dt", PL_TR_NOOP("integrators", "Time step Δt"), "s", 0.05, 1e-4, 3.0,
                                 PL_TR_NOOP("integrators", "Step size of every integrator. Applies while running."))
               .withStep(0.01)
               .onLogScale()
               .appliesLive());
    t.bind(&S::endTime,
           ParameterSpec::number("end_time", PL_TR_NOOP("integrators", "End time T"), "s", 20.0, 0.1, 1000.0,
                                 PL_TR_NOOP("integrators", "The run stops here; the convergence study measures the error here."))
               .withStep(1.0));
    t.bind([](S& s, const std::vector<std::string>& ids) {
               s.methods = methodsFromIds(ids);
               s.adaptive = pairsFromIds(ids);
           },
           ParameterSpec::multiChoice("methods", PL_TR_NOOP("integrators", "Methods"), methods,
                                 "symplectic_euler,heun,midpoint,rk4,verlet",
                                 PL_TR_NOOP("integrators",
                                            "Integrators run side by side (comma-separated ids). The two "
                                            "adaptive ones choose their own Δt to meet the tolerance.")));
    t.bind([](S& s, const std::string& text) {
               parsePrecisions(text, s.precision, s.precisionOf);  // validate() checked it
           },
           ParameterSpec::text("precision", PL_TR_NOOP("integrators", "Arithmetic precision"), "double",
                               PL_TR_NOOP("integrators",
                                          "What the fixed-step methods compute in: float, double, "
                                          "`double_kahan` (double with compensated summation) or "
                                          "`long_double`; one for all, or per method, e.g. "
                                          "`rk4=float, verlet=double_kahan` (the others in double). The "
                                          "phase-space cloud, step-through and the adaptive methods run "
                                          "in double.")));
    t.bind(&S::tolerance,
           ParameterSpec::number("tolerance", PL_TR_NOOP("integrators", "Tolerance of the adaptive methods"), "", 1e-6,
                                 1e-12, 1e-2,
                                 PL_TR_NOOP("integrators",
                                            "A plain number, no unit: a step of Heun–Euler or "
                                            "Dormand–Prince is kept when its estimated error in every "
                                            "coordinate is below tolerance × (1 + |coordinate|), a "
                                            "relative error where the coordinate is large and an "
                                            "absolute one (in its own unit, m or m/s) near zero; "
                                            "otherwise it is tried again with a smaller Δt."))
               .onLogScale());
    t.bind([](S& s, double degrees) { s.amplitude = degrees * degree; },
           ParameterSpec::number("amplitude", PL_TR_NOOP("integrators", "Pendulum release angle θ₀"), "deg", 120.0, 1.0, 179.0,
                                 PL_TR_NOOP("integrators", "The pendulum starts at rest from this angle (nonlinear above ~20°)."))
               .withStep(5.0));
    t.bind(&S::eccentricity,
           ParameterSpec::number("eccentricity", PL_TR_NOOP("integrators", "Orbit eccentricity e"), "", 0.5, 0.0, 0.9,
                                 PL_TR_NOOP("integrators",
                                            "Shape of the Kepler orbit: 0 is a circle; the body starts at the "
                                            "pericentre, where it is fastest."))
               .withStep(0.05));
    t.bind(&S::stepThrough,
           ParameterSpec::flag("step_through", PL_TR_NOOP("integrators", "Step through stages"), false,
                                 PL_TR_NOOP("integrators",
                                            "One step advances one stage of every method; the view draws where "
                                            "the stage evaluates, the slope it uses and the point it predicts."))
               .appliesLive());
    t.bind(&S::cloud,
           ParameterSpec::flag("cloud", PL_TR_NOOP("integrators", "Phase-space cloud"), false,
                                 PL_TR_NOOP("integrators",
                                            "Evolve a loop of initial conditions around the start with each "
                                            "method and chart its area (Liouville's theorem).")));
    return t;
}

TrText IntegratorsLesson::validate(const ParameterValues& values) const
{
    const IntegratorsSettings settings = settingsFrom(values);
    const double dt = settings.dt, endTime = settings.endTime;
    if (dt >= endTime)
        return TrText(PL_TR_NOOP("integrators", "parameters 'dt' and 'end_time': time step Δt = %1 s "
                                       "must be smaller than the end time T = %2 s."),
                      {trNumber(dt), trNumber(endTime)});
    {
        Precision all;
        std::map<Method, Precision> perMethod;
        TrText error = parsePrecisions(values.text("precision"), all, perMethod);
        if (!error.empty())
            return TrText(PL_TR_NOOP("integrators", "parameter 'precision': %1."),
                          {trSentence(std::move(error))});
        bool beyondDouble = all != Precision::Double;
        for (const auto& [method, precision] : perMethod)
            beyondDouble = beyondDouble || precision != Precision::Double;
        if (beyondDouble && settings.stepThrough)
            return PL_TR_NOOP("integrators",
                              "parameters 'precision' and 'step_through': step-through runs in "
                              "double only; choose double, or leave step-through off.");
    }
    if (endTime / dt > 2e7)
        return TrText(PL_TR_NOOP("integrators",
                                 "parameters 'dt' and 'end_time': T / Δt = %1 steps is too many "
                                 "for one run; raise Δt or lower T (at most 2·10⁷ steps)."),
                      {trNumber(endTime / dt)});
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
    const AxisSpec xAxis{pendulum ? PL_TR_NOOP("integrators", "angle θ")
                                  : PL_TR_NOOP("integrators", "position x"),
                         lengthUnit};
    // The problems are scaled so that ω = ω₀ = 1 rad/s and the Kepler orbit's mean motion
    // n = √(GM/a³) = 1 rad/s (IntegratorProblems.h): the velocity in m/s (rad/s) is numerically
    // the velocity over that frequency in m (rad), the unit of the other axis. The phase
    // portrait says so and is drawn at equal scales: the exact oscillator orbit is a circle.
    const AxisSpec vAxis{pendulum ? PL_TR_NOOP("integrators", "scaled angular velocity θ'/ω₀")
                                  : (kepler ? PL_TR_NOOP("integrators", "scaled velocity vₓ/n")
                                            : PL_TR_NOOP("integrators", "scaled velocity v/ω")),
                         lengthUnit};
    const std::string referenceName = problem.hasExactSolution()
                                          ? PL_TR_NOOP("integrators", "Exact")
                                          : PL_TR_NOOP("integrators", "Reference (RK4, Δt/1000)");

    ChartSpec phaseSpec{"phase_space", PL_TR_NOOP("integrators", "Phase space"), xAxis, vAxis, {}};
    phaseSpec.equalScales = true;
    const ChartHandle phase = set.chart(std::move(phaseSpec));
    const ChartHandle energy = set.chart(
        {"energy", PL_TR_NOOP("integrators", "Total energy"), {PL_TR_NOOP("integrators", "time"), "s"},
         {PL_TR_NOOP("integrators", "energy per mass E/m"), "J/kg"}, {}});
    const ChartHandle error = set.chart(
        {"error",
         problem.hasExactSolution() ? PL_TR_NOOP("integrators", "Distance from the exact solution")
                                    : PL_TR_NOOP("integrators", "Distance from the reference"),
         {PL_TR_NOOP("integrators", "time"), "s"},
         {PL_TR_NOOP("integrators", "phase-space error"), lengthUnit, true}, {}});
    // With an adaptive method: its steps and error estimates, next to the error they give.
    const std::vector<AdaptiveRun>& adaptiveRuns = m_model.adaptiveRuns();
    ChartHandle stepSize, estimate;
    if (!adaptiveRuns.empty()) {
        stepSize = set.chart(
            {"step_size", PL_TR_NOOP("integrators", "Error control: Δt per step, rejected tries as dots"),
             {PL_TR_NOOP("integrators", "time"), "s"},
             {PL_TR_NOOP("integrators", "time step Δt"), "s", true}, {}});
        estimate = set.chart(
            {"error_estimate",
             PL_TR_NOOP("integrators", "Error control: local error estimate against the tolerance"),
             {PL_TR_NOOP("integrators", "time"), "s"},
             {PL_TR_NOOP("integrators", "error estimate / tolerance"), "", true}, {}});
    }
    m_meter.declare(set, m_model.settings().methods, m_model.settings().adaptive);
    m_meterReach.assign(1 + adaptiveRuns.size(), std::nan(""));
    m_meterSteps.assign(1 + adaptiveRuns.size(), 0);
    // Filled by the convergence study.
    const ChartHandle convergence = set.chart(
        ChartSpec{"convergence",
                  "",
                  {PL_TR_NOOP("integrators", "time step Δt"), "s", true},
                  {PL_TR_NOOP("integrators", "global error at T"), lengthUnit, true},
                  {}}
            .titled(TrText(PL_TR_NOOP("integrators", "Convergence: global error at T = %1 s"),
                           {trNumber(m_model.settings().endTime)})));
    const ChartHandle cost = set.chart(
        {"cost", PL_TR_NOOP("integrators", "Cost: error against work"),
         {PL_TR_NOOP("integrators", "force evaluations"), "", true},
         {PL_TR_NOOP("integrators", "global error at T"), lengthUnit, true}, {}});
    // Work–precision in seconds, filled by the convergence study (wall-clock times).
    const ChartHandle costSeconds =
        set.chart({"cost_seconds", PL_TR_NOOP("integrators", "Cost: error against computing time"),
                   {PL_TR_NOOP("integrators", "time to run"), "s", true},
                   {PL_TR_NOOP("integrators", "global error at T"), lengthUnit, true}, {}});
    // Filled by the round-off study (RK4 on the oscillator in four precisions; Verlet's drift).
    const ChartHandle roundoff = set.chart(
        {"roundoff", PL_TR_NOOP("integrators", "Round-off floor: RK4 on the oscillator, T = 1 s"),
         {PL_TR_NOOP("integrators", "time step Δt"), "s", true},
         {PL_TR_NOOP("integrators", "global error at T"), "m", true}, {}});
    const ChartHandle brouwer = set.chart(
        {"brouwer", PL_TR_NOOP("integrators", "Brouwer's law: Verlet's energy drift, Δt = 0.01 s"),
         {PL_TR_NOOP("integrators", "steps n"), "", true},
         {PL_TR_NOOP("integrators", "relative error of H̃"), "", true}, {}});
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
        cloud = set.chart({"cloud_area", PL_TR_NOOP("integrators", "Phase-space cloud area"),
                           {PL_TR_NOOP("integrators", "time"), "s"},
                           {PL_TR_NOOP("integrators", "area / initial area"), "", true}, {}});

    m_series.phaseReference = set.series(
        phase, {"reference", referenceName, referenceColor, SeriesStyle::DashedLine, 1.5});
    m_series.energyReference = set.series(
        energy, {"reference", referenceName, referenceColor, SeriesStyle::DashedLine, 1.5});
    m_series.runs.clear();
    for (std::size_t i = 0; i < state.runs.size(); ++i) {
        const Run& run = state.runs[i];
        const std::string id(methodInfo(run.method).id);
        const TrText name = runNameText(i);
        const Color c = methodColor(run.method);
        RunSeries series;
        series.phase = set.series(phase, SeriesSpec{id, "", c}.named(name));
        series.energy = set.series(energy, SeriesSpec{id, "", c}.named(name));
        series.error = set.series(error, SeriesSpec{id, "", c}.named(name));
        if (withCloud)
            series.cloud = set.series(cloud, SeriesSpec{id, "", c}.named(name));
        // The studies run every method in double.
        const std::string studied = methodName(run.method);
        set.spec(convergence).series.push_back({id, studied, c, SeriesStyle::Line, 2.0});
        set.spec(cost).series.push_back({id, studied, c, SeriesStyle::Line, 2.0});
        set.spec(costSeconds).series.push_back({id, studied, c, SeriesStyle::Line, 2.0});
        m_series.runs.push_back(std::move(series));
    }
    m_series.adaptive.clear();
    if (!adaptiveRuns.empty())
        m_series.tolerance = set.series(
            estimate, {"tolerance", PL_TR_NOOP("integrators", "tolerance (kept at or below)"),
                       Color{213, 94, 0}, SeriesStyle::DashedLine, 2.0});
    for (const AdaptiveRun& run : adaptiveRuns) {
        const std::string id = pairId(run.pair());
        const std::string name = pairName(run.pair());
        const Color c = methodColor(run.pair());
        AdaptiveSeries series;
        series.phase = set.series(phase, {id, name, c});
        series.energy = set.series(energy, {id, name, c});
        series.error = set.series(error, {id, name, c});
        const TrText kept(PL_TR_NOOP("integrators", "%1 (kept)"), {trWord(name)});
        const TrText rejected(PL_TR_NOOP("integrators", "%1 (rejected)"), {trWord(name)});
        series.step = set.series(stepSize, SeriesSpec{id, "", c, SeriesStyle::Line, 1.5}.named(kept));
        series.stepRejected = set.series(
            stepSize, SeriesSpec{id + "_rejected", "", c, SeriesStyle::Points, 1.5}.named(rejected));
        series.estimate =
            set.series(estimate, SeriesSpec{id, "", c, SeriesStyle::Points, 1.0}.named(kept));
        series.estimateRejected = set.series(
            estimate, SeriesSpec{id + "_rejected", "", c, SeriesStyle::Points, 2.0}.named(rejected));
        set.spec(cost).series.push_back({id, name, c, SeriesStyle::DashedLine, 2.0});
        set.spec(costSeconds).series.push_back({id, name, c, SeriesStyle::DashedLine, 2.0});
        m_series.adaptive.push_back(std::move(series));
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
    const std::vector<AdaptiveRun>& adaptiveRuns = m_model.adaptiveRuns();
    if (!adaptiveRuns.empty())
        data.append(m_series.tolerance, std::min(state.time, m_model.settings().endTime), 1.0);
    for (std::size_t i = 0; i < adaptiveRuns.size(); ++i) {
        const AdaptiveRun& run = adaptiveRuns[i];
        const AdaptiveSeries& series = m_series.adaptive[i];
        // Every attempt of the last lesson step: a kept step at its start time, a rejected
        // one as a mark (it is tried again from the same time with a smaller Δt).
        for (const StepAttempt& attempt : run.recent) {
            data.append(attempt.accepted ? series.step : series.stepRejected, attempt.time,
                        attempt.dt);
            data.append(attempt.accepted ? series.estimate : series.estimateRejected,
                        attempt.time, attempt.error);
        }
        if (run.divergedAt)
            continue;
        const ParticleState& s = run.state();
        data.append(series.phase, s.x[0], s.v[0]);
        data.append(series.energy, s.t, problem.energy(s));
        data.append(series.error, s.t, problem.error(s, run.reference));
    }
    // The meter: nothing while its chart is hidden; it is drawn when it comes on show.
    if (chartsOnShow().shows(m_meter.chart()))
        recordMeter(data, false);
}

void IntegratorsLesson::recordShown(ChartData& data) const { recordMeter(data, true); }

void IntegratorsLesson::recordMeter(ChartData& data, bool now) const
{
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    const std::vector<AdaptiveRun>& adaptiveRuns = m_model.adaptiveRuns();
    // The meter's points, rewritten when one has moved by more than 10 % of its distance from
    // the origin, or by more than 0.2 % and 8 steps have passed: writing them every step would
    // cost a fifth of the step itself, and a chart shows no finer motion. `now`: at once.
    auto moved = [&](std::size_t i, double reach) {
        if (i >= m_meterReach.size())
            return false;
        const double last = m_meterReach[i], change = std::abs(reach - last),
                     size = std::max(reach, last);
        ++m_meterSteps[i];
        if (now || std::isnan(last) || change > 0.1 * size ||
            (change > 2e-3 * size && m_meterSteps[i] >= 8)) {
            m_meterReach[i] = reach;
            m_meterSteps[i] = 0;
            return true;
        }
        return false;
    };
    const double dt = m_model.settings().dt;
    if (moved(0, problem.fastestRate(state.reference) * dt))
        m_meter.record(data, problem.modesAt(state.reference), dt);
    for (std::size_t i = 0; i < adaptiveRuns.size(); ++i) {
        const AdaptiveRun& run = adaptiveRuns[i];
        const double step = lastKeptStep(run);
        if (!run.divergedAt && moved(1 + i, problem.fastestRate(run.state()) * step))
            m_meter.recordPair(data, run.pair(), problem.modesAt(run.state()), step);
    }
}

double IntegratorsLesson::lastKeptStep(const AdaptiveRun& run)
{
    double dt = run.stepper.dt;
    for (const StepAttempt& attempt : run.recent)
        if (attempt.accepted)
            dt = attempt.dt;
    return dt;
}

std::vector<MeterReading> IntegratorsLesson::meterReadings() const
{
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    std::vector<MeterReading> out;
    const std::vector<LinearMode> here = problem.modes(state.reference);
    for (const Run& run : state.runs)
        out.push_back({run.method, here, m_model.settings().dt});
    for (const AdaptiveRun& run : m_model.adaptiveRuns()) {
        if (!run.divergedAt)
            out.push_back({run.pair(), problem.modes(run.state()), lastKeptStep(run)});
    }
    return out;
}

std::vector<Measurement> IntegratorsLesson::measurements() const
{
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    const double energy0 = m_model.initialEnergy();
    std::vector<std::pair<std::string, double>> drift, evaluations;
    std::vector<TrText> divergedNote;
    for (const Run& run : state.runs) {
        const std::string id(methodInfo(run.method).id);
        evaluations.emplace_back(id, static_cast<double>(run.forceEvaluations));
        if (run.divergedAt) {
            drift.emplace_back(id, std::nan(""));
            divergedNote.push_back(TrText(PL_TR_NOOP("integrators", "%1 diverged at t = %2 s"),
                                          {trText(id), trFixed(*run.divergedAt, 2)}));
            continue;
        }
        const double e = problem.energy(run.state);
        drift.emplace_back(id, energy0 != 0.0 ? (e - energy0) / std::abs(energy0) : 0.0);
    }
    for (const AdaptiveRun& run : m_model.adaptiveRuns()) {
        const std::string id = pairId(run.pair());
        evaluations.emplace_back(id, static_cast<double>(run.stepper.evaluations));
        if (run.divergedAt) {
            drift.emplace_back(id, std::nan(""));
            divergedNote.push_back(
                TrText(run.stalled ? PL_TR_NOOP("integrators", "%1 stalled at t = %2 s")
                                   : PL_TR_NOOP("integrators", "%1 diverged at t = %2 s"),
                       {trText(id), trFixed(*run.divergedAt, 2)}));
            continue;
        }
        const double e = problem.energy(run.state());
        drift.emplace_back(id, energy0 != 0.0 ? (e - energy0) / std::abs(energy0) : 0.0);
    }
    // The fitted orders and, apart from them, what the study stored under keys with a colon.
    std::vector<std::pair<std::string, double>> fitted, crossovers;
    std::map<std::string, std::map<std::string, double>> work;  // pair → what → value
    std::vector<TrText> crossoverNote, secondsNote;
    for (const auto& [key, value] : m_orders) {
        const std::size_t colon = key.find(':');
        if (colon == std::string::npos) {
            fitted.emplace_back(key, value);
            continue;
        }
        const std::string kind = key.substr(0, colon), rest = key.substr(colon + 1);
        const std::size_t second = rest.find(':');
        if (second == std::string::npos)
            continue;
        const std::string a = rest.substr(0, second), b = rest.substr(second + 1);
        if (kind == "crossover") {
            crossovers.emplace_back(a + "_vs_" + b, value);
            crossoverNote.push_back(
                TrText(PL_TR_NOOP("integrators", "%1 is cheaper than %2 below an error of %3"),
                       {trWord(displayName(a)), trWord(displayName(b)), trNumber(value, 2)}));
        } else if (kind == "seconds") {
            // Times follow the computer and its load: said in the note, not kept as a value.
            secondsNote.push_back(TrText(PL_TR_NOOP("integrators", "%1 is cheaper than %2 below %3"),
                                         {trWord(displayName(a)), trWord(displayName(b)),
                                          trNumber(value, 2)}));
        } else if (kind == "work") {
            work[a][b] = value;
        }
    }
    const char* notRunYet = PL_TR_NOOP("integrators", "the convergence study has not run yet");
    TrText ordersNote = m_studyCancelled
                            ? PL_TR_NOOP("integrators", "convergence study cancelled: fits of the runs done")
                            : PL_TR_NOOP("integrators", "slope of log error against log Δt, Δt halved 6 times");
    for (const auto& [id, order] : fitted)
        if (!std::isfinite(order))
            ordersNote = TrText(PL_TR_NOOP("integrators", "%1; %2: no fit (its runs diverged)"),
                                {trSentence(ordersNote), trText(id)});
    Measurement orders =
        Measurement{"orders", PL_TR_NOOP("integrators", "Fitted convergence order p (error ∝ Δtᵖ)"), "",
                    fitted, ""}
            .noted(ordersNote);
    if (fitted.empty())
        orders = Measurement::missing("orders", orders.label, "", notRunYet);
    const bool studied = !m_orders.empty();
    std::vector<Measurement> out{
        orders,
        Measurement{"energy_drift", PL_TR_NOOP("integrators", "Relative energy drift (E − E₀)/|E₀|"), "",
                    drift, ""}
            .noted(divergedNote.empty()
                       ? TrText(PL_TR_NOOP("integrators", "at t = %1 s"), {trFixed(state.time, 2)})
                       : joined(divergedNote)),
        Measurement{"force_evaluations", PL_TR_NOOP("integrators", "Force evaluations from t = 0"), "",
                    evaluations, ""}
            .noted(TrText(PL_TR_NOOP("integrators", "up to t = %1 s"), {trFixed(state.time, 2)})),
    };
    const char* crossoverLabel = PL_TR_NOOP("integrators",
                                            "Crossover: error below which one method costs fewer "
                                            "force evaluations than another");
    if (!studied) {
        out.push_back(Measurement::missing("crossover", crossoverLabel, problem.kind() ==
                                               IntegratorProblemKind::Pendulum ? "rad" : "m",
                                           notRunYet));
    } else {
        TrText note = crossovers.empty()
                          ? TrText(PL_TR_NOOP("integrators",
                                              "no two work–precision curves cross in the range measured"))
                          : TrText(PL_TR_NOOP("integrators", "%1 (where the cost curves cross)"),
                                   {trSentence(joined(crossoverNote))});
        if (!secondsNote.empty())
            note = TrText(PL_TR_NOOP("integrators", "%1; in seconds on this computer: %2"),
                          {trSentence(std::move(note)), trSentence(joined(secondsNote))});
        out.push_back(Measurement{"crossover", crossoverLabel,
                                  problem.kind() == IntegratorProblemKind::Pendulum ? "rad" : "m",
                                  crossovers, ""}
                          .noted(std::move(note)));
    }
    const char* modeName = problem.kind() == IntegratorProblemKind::Oscillator
                               ? "the oscillator"
                               : (problem.kind() == IntegratorProblemKind::Pendulum
                                      ? "the pendulum at its angle now"
                                      : "the orbit at its radius now");
    for (Measurement& m : m_meter.measurements(meterReadings(), modeName))
        out.push_back(std::move(m));
    const std::vector<AdaptiveRun>& adaptiveRuns = m_model.adaptiveRuns();
    if (adaptiveRuns.empty())
        return out;
    std::vector<std::pair<std::string, double>> rejected, saved;
    std::vector<TrText> rejectedNote, savedNote;
    for (const AdaptiveRun& run : adaptiveRuns) {
        const std::string id = pairId(run.pair());
        rejected.emplace_back(id, static_cast<double>(run.stepper.rejected));
        rejectedNote.push_back(TrText(PL_TR_NOOP("integrators", "%1: %2 kept, Δt now %3 s"),
                                      {trText(id), trText(std::to_string(run.stepper.accepted)),
                                       trNumber(run.stepper.dt, 2)}));
        const auto found = work.find(id);
        if (found == work.end() || !found->second.count("rk4_evaluations"))
            continue;
        const std::map<std::string, double>& w = found->second;
        const double own = w.at("evaluations"), rk4 = w.at("rk4_evaluations");
        saved.emplace_back(id, rk4 / own);
        savedNote.push_back(TrText(
            PL_TR_NOOP("integrators",
                       "%1: %2 evaluations for an error of %3 at T, RK4 needs %4 (%5 steps)"),
            {trText(id), trText(std::to_string(std::llround(own))), trNumber(w.at("error"), 2),
             trText(std::to_string(std::llround(rk4))),
             trText(std::to_string(std::llround(w.at("rk4_steps"))))}));
    }
    out.push_back(Measurement{"rejected_steps",
                              PL_TR_NOOP("integrators", "Rejected steps of the adaptive methods"),
                              "", rejected, ""}
                      .noted(joined(rejectedNote)));
    const char* savedLabel =
        PL_TR_NOOP("integrators", "Work saved: force evaluations of fixed-step RK4 at the same "
                                  "error, over the adaptive method's");
    if (saved.empty())
        out.push_back(Measurement::missing("work_saved", savedLabel, "", notRunYet));
    else
        out.push_back(
            Measurement{"work_saved", savedLabel, "", saved, ""}.noted(TrText(
                PL_TR_NOOP("integrators", "%1 (the fewest equal RK4 steps over T that reach it)"),
                {trSentence(joined(savedNote))})));
    return out;
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
        out.labels.push_back({Vec2(0.03 * size.x(), -0.06 * size.y()),
                              PL_TR_NOOP("integrators", "sun"), colors::grey, 9});
    } else {
        const bool pendulum = problem.kind() == IntegratorProblemKind::Pendulum;
        out.segments.push_back({Vec2(out.boundsMin.x(), 0), Vec2(out.boundsMax.x(), 0), axisStroke});
        out.segments.push_back({Vec2(0, out.boundsMin.y()), Vec2(0, out.boundsMax.y()), axisStroke});
        out.labels.push_back({Vec2(out.boundsMax.x() - 0.12 * size.x(), 0.02 * size.y()),
                              pendulum ? PL_TR_NOOP("integrators", "θ (rad)") : "x (m)", colors::grey, 9});
        out.labels.push_back({Vec2(0.01 * size.x(), out.boundsMax.y() - 0.04 * size.y()),
                              pendulum ? PL_TR_NOOP("integrators", "θ' (rad/s)") : "v (m/s)", colors::grey,
                              9});
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
        const TrText name = runNameText(static_cast<std::size_t>(&run - state.runs.data()));
        if (run.divergedAt)
            out.legend.push_back(
                LegendEntry::of(TrText(PL_TR_NOOP("integrators", "%1 (diverged at t = %2 s)"),
                                       {trSentence(name), trFixed(*run.divergedAt, 2)}),
                                c));
        else
            out.legend.push_back(LegendEntry::of(name, c));
    }
    for (const AdaptiveRun& run : m_model.adaptiveRuns()) {
        const Color c = methodColor(run.pair());
        out.polylines.push_back({run.trail, Stroke{c, 1.8, true}, false, colors::none, true});
        if (!run.divergedAt)
            out.circles.push_back({problem.drawPoint(run.state().x, run.state().v), 5.0, c,
                                   Stroke{colors::white, 1.0, false}, true});
        TrText legend(PL_TR_NOOP("integrators", "%1, Δt = %2 s, %3 rejected"),
                      {trWord(pairName(run.pair())), trNumber(run.stepper.dt, 2),
                       trText(std::to_string(run.stepper.rejected))});
        if (run.divergedAt)
            legend = TrText(run.stalled ? PL_TR_NOOP("integrators", "%1 (stalled at t = %2 s)")
                                        : PL_TR_NOOP("integrators", "%1 (diverged at t = %2 s)"),
                            {trSentence(std::move(legend)), trFixed(*run.divergedAt, 2)});
        out.legend.push_back(LegendEntry::of(std::move(legend), c));
    }
    out.legend.push_back({problem.hasExactSolution() ? PL_TR_NOOP("integrators", "Exact (ghost)")
                                                     : PL_TR_NOOP("integrators", "Reference (ghost)"),
                          referenceColor});

    const double h = problem.stabilityFrequency() * m_model.settings().dt;
    out.setCaption(TrText("t = %1 s   Δt = %2 s   %3·Δt = %4",
                          {trFixed(state.time, 2), trNumber(m_model.settings().dt),
                           trText(problem.frequencySymbol()), trNumber(h)}));

    // Step-through: for each method the stage just run, what it evaluated and what it predicts.
    if (m_model.settings().stepThrough) {
        std::vector<TrText> stageLines;
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
            stageLines.push_back(TrText(PL_TR_NOOP("integrators", "%1 (stage %2/%3): %4"),
                                        {trWord(r.name),
                                         trText(std::to_string(run.staged->stagesDone())),
                                         trText(std::to_string(run.staged->stageCount())),
                                         trText(r.formula)}));
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
                    out.labels.push_back(LabelItem::of(
                        problem.drawPoint(runs[i].staged->records().back().predictedX,
                                          runs[i].staged->records().back().predictedV) +
                            Vec2(0.015 * zoomed.x(), -0.035 * zoomed.y() * static_cast<double>(i)),
                        TrText(runs[i].staged->records().back().name), methodColor(runs[i].method),
                        9));
            out.setCaption(TrText("%1   [t = %2 s, Δt = %3 s]",
                                  {trSentence(stageLines.front()), trFixed(state.time, 2),
                                   trNumber(state.stagedDt)}));
            double y = out.boundsMax.y() - 0.05 * zoomed.y();
            for (std::size_t i = 1; i < stageLines.size(); ++i, y -= 0.045 * zoomed.y())
                out.labels.push_back(LabelItem::of(Vec2(out.boundsMin.x() + 0.02 * zoomed.x(), y),
                                                   stageLines[i], colors::black, 9));
            out.legend.push_back({PL_TR_NOOP("integrators", "○ evaluated at   → slope·Δt   ● predicted"),
                                  colors::black});
        }
    }
    out.setWarnings(noticeTexts());
}

TrText IntegratorsLesson::explainStability(const Run& run) const
{
    const IntegratorProblem& problem = m_model.problem();
    const double w = problem.stabilityFrequency();
    const TrArg sym = trText(problem.frequencySymbol());
    const double h = w * m_model.settings().dt;
    const TrArg product = trNumber(h);
    const TrArg name = trWord(methodName(run.method));
    switch (run.method) {
    case Method::ForwardEuler:
        return TrText(PL_TR_NOOP("integrators",
                                 "Δt·%1 = %2: forward Euler multiplies the energy by 1 + (%1Δt)² = %3 "
                                 "every step (unstable at every Δt). Lower Δt, or use symplectic "
                                 "Euler or Verlet."),
                      {sym, product, trNumber(1.0 + h * h, 6)});
    case Method::SymplecticEuler:
    case Method::VelocityVerlet:
        if (problem.kind() == IntegratorProblemKind::Kepler)
            return TrText(PL_TR_NOOP("integrators",
                                     "Δt·%1 = %2: the limit 2 is the oscillator's, a linear one; on "
                                     "the Kepler orbit the pull changes fast at the pericentre, and "
                                     "%3 can escape far below it (Verlet's e = 0.8 orbit from %1Δt ≈ "
                                     "1). Below that its energy error is a bounded wobble, largest at "
                                     "the pericentre. Lower Δt."),
                          {sym, product, name});
        if (h > 2.0)
            return TrText(PL_TR_NOOP("integrators", "Δt·%1 = %2 > 2: %3 is stable only below 2. "
                                                    "Lower Δt below 2/%1 = %4 s."),
                          {sym, product, name, trNumber(2.0 / w)});
        return TrText(PL_TR_NOOP("integrators", "Δt·%1 = %2 < 2: stable; the energy error of a "
                                                "symplectic method is a bounded wobble (≈ %1Δt/2). "
                                                "Lower Δt to shrink it."),
                      {sym, product});
    case Method::Heun:
    case Method::Midpoint:
        return TrText(PL_TR_NOOP("integrators",
                                 "Δt·%1 = %2: %3 multiplies the energy by 1 + (%1Δt)⁴/4 = %4 every "
                                 "step (slowly unstable at every Δt). Lower Δt."),
                      {sym, product, name, trNumber(1.0 + std::pow(h, 4) / 4.0, 8)});
    case Method::RK4: {
        const double limit = 2.0 * std::numbers::sqrt2;
        if (h > limit)
            return TrText(PL_TR_NOOP("integrators", "Δt·%1 = %2 > 2√2 ≈ 2.83: RK4 is stable only "
                                                    "below 2.83. Lower Δt below %3 s."),
                          {sym, product, trNumber(limit / w)});
        return TrText(PL_TR_NOOP("integrators", "Δt·%1 = %2: RK4 damps; it multiplies the energy by "
                                                "1 − (%1Δt)⁶/72 + … = %3 every step. Lower Δt."),
                      {sym, product,
                       trNumber(1.0 - std::pow(h, 6) / 72.0 + std::pow(h, 8) / 576.0, 8)});
    }
    }
    return TrText("Δt·%1 = %2.", {sym, product});
}

std::vector<TrText> IntegratorsLesson::noticeTexts() const
{
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    const double energy0 = m_model.initialEnergy();
    std::vector<TrText> out;
    for (const Run& run : state.runs) {
        const TrArg name = trWord(methodName(run.method));
        if (run.divergedAt) {
            out.push_back(TrText(PL_TR_NOOP("integrators", "%1 diverged at t = %2 s. %3"),
                                 {name, trFixed(*run.divergedAt, 2),
                                  trSentence(explainStability(run))}));
            continue;
        }
        const double drift =
            energy0 != 0.0 ? (problem.energy(run.state) - energy0) / std::abs(energy0) : 0.0;
        if (std::abs(drift) > energyAlarm)
            out.push_back(
                TrText(PL_TR_NOOP("integrators", "%1: energy off by %2 % at t = %3 s. %4"),
                       {name, trFixed(100.0 * drift, 1), trFixed(state.time, 2),
                        trSentence(explainStability(run))}));
    }
    for (const AdaptiveRun& run : m_model.adaptiveRuns())
        if (run.divergedAt)
            out.push_back(
                run.stalled
                    ? TrText(PL_TR_NOOP("integrators",
                                        "%1 stalled at t = %2 s: its step fell to nothing, because "
                                        "the tolerance %3 asks for less error than rounding in "
                                        "double allows. Raise the tolerance."),
                             {trWord(pairName(run.pair())), trFixed(*run.divergedAt, 2),
                              trNumber(m_model.settings().tolerance)})
                    : TrText(PL_TR_NOOP("integrators", "%1 diverged at t = %2 s."),
                             {trWord(pairName(run.pair())), trFixed(*run.divergedAt, 2)}));
    if (m_studyCancelled)
        out.push_back(PL_TR_NOOP("integrators",
                                 "The convergence study was cancelled: its charts and fitted orders "
                                 "cover only the runs it finished."));
    return out;
}

StudyTable<IntegratorsLesson> IntegratorsLesson::makeStudyTable()
{
    return StudyTable<IntegratorsLesson>()
        .add({"convergence", PL_TR_NOOP("integrators", "Run convergence study"),
              PL_TR_NOOP("integrators",
                         "Global error at the end time T for Δt halved six times, per method, "
                         "with the fitted order and the force evaluations it cost."),
              true},
             &IntegratorsLesson::prepareConvergenceStudy,
             &IntegratorsLesson::acceptConvergenceStudy)
        .add({"roundoff", PL_TR_NOOP("integrators", "Run round-off study"),
              PL_TR_NOOP("integrators",
                         "RK4 on the oscillator in float, double, double with compensated "
                         "summation and long double for Δt down to 1e-5 s: the error falls as "
                         "Δt⁴ to a floor set by the precision, then grows as rounding adds up. "
                         "And velocity Verlet's energy drift over 10⁶ steps, plain and "
                         "compensated (Brouwer's law)."),
              false},
             &IntegratorsLesson::prepareRoundoffStudy);
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
        "roundoff_floor",
        PL_TR_NOOP("integrators", "Lowest error of RK4 on the oscillator per precision"), "m",
        floors, PL_TR_NOOP("integrators", "RMS over 8 phases at T = 1 s, Δt from 0.1 s to 1e-5 s")});
    progress.report(1.0);
    return result;
}

} // namespace

StudyFunction IntegratorsLesson::prepareRoundoffStudy() const { return roundoffStudy; }

// Work–precision: what the convergence study adds to the plain error-against-Δt curves.
namespace {

using Clock = std::chrono::steady_clock;

// The seconds one run of `work` takes: the fastest of several (other programs on the computer
// only ever slow a run down), at least three unless they take over 20 ms together, and as many
// as fit in 2 ms for a short run.
template <class Work>
double timeRun(const Work& work)
{
    double fastest = std::numeric_limits<double>::infinity(), total = 0.0;
    int runs = 0;
    do {
        const Clock::time_point start = Clock::now();
        work();
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        fastest = std::min(fastest, seconds);
        total += seconds;
        ++runs;
    } while ((runs < 3 && total < 0.02) || (total < 2e-3 && runs < 1000));
    return fastest;
}

// A run of an embedded pair from the start to T at one tolerance.
struct AdaptiveOutcome {
    double error = std::numeric_limits<double>::infinity();  // at T; +∞: gave up
    long long evaluations = 0;
    long long rejected = 0;
};

AdaptiveOutcome runAdaptive(EmbeddedPair pair, const IntegratorProblem& problem, double endTime,
                            double tolerance, const ParticleState& reference,
                            long long maxEvaluations, const Progress& progress)
{
    ErrorControl control;
    control.absoluteTolerance = control.relativeTolerance = tolerance;
    control.firstStep = 1e-3;
    AdaptiveStepper stepper(pair, problem.acceleration(), problem.start(), control);
    AdaptiveOutcome out;
    while (stepper.state().t < endTime) {
        const double t = stepper.state().t;
        stepper.attempt(endTime);
        if (stepper.attempts().size() > 4096)
            stepper.takeAttempts();  // the sweep needs only the counts
        if (stepper.forceEvaluations() > maxEvaluations || progress.cancelled() ||
            stepper.nextStep() <= 1e-13 * std::max(1.0, std::abs(t)) ||
            !isFiniteAndBounded(stepper.state(), problem.blowUpBound())) {
            out.evaluations = stepper.forceEvaluations();
            return out;
        }
    }
    out.error = problem.error(stepper.state(), reference);
    out.evaluations = stepper.forceEvaluations();
    out.rejected = stepper.rejectedSteps();
    return out;
}

// A work–precision curve (x: cost, y: error) reduced to its lower envelope: by rising cost, the
// points that reach a smaller error than every cheaper one. Along it the error falls as the
// cost rises, so the cost of an error is read off by interpolation (on log-log axes).
std::vector<ChartPoint> lowerEnvelope(std::vector<ChartPoint> points)
{
    std::erase_if(points, [](const ChartPoint& p) {
        return !(std::isfinite(p.x) && std::isfinite(p.y) && p.x > 0.0 && p.y > 0.0);
    });
    std::sort(points.begin(), points.end(),
              [](const ChartPoint& a, const ChartPoint& b) { return a.x < b.x; });
    std::vector<ChartPoint> out;
    for (const ChartPoint& p : points)
        if (out.empty() || p.y < out.back().y)
            out.push_back(p);
    return out;
}

// log10 of the cost of reaching `logError` (log10) along an envelope; the envelope covers it.
double logCostAt(const std::vector<ChartPoint>& envelope, double logError)
{
    for (std::size_t i = 1; i < envelope.size(); ++i) {
        const double e0 = std::log10(envelope[i - 1].y), e1 = std::log10(envelope[i].y);
        if (logError <= e0 && logError >= e1) {
            const double f = e0 == e1 ? 0.0 : (e0 - logError) / (e0 - e1);
            return (1.0 - f) * std::log10(envelope[i - 1].x) + f * std::log10(envelope[i].x);
        }
    }
    return std::log10(envelope.back().x);
}

// Where two work–precision curves cross: scanning up from the smallest error both reach, the
// first error at which the cheaper method changes. Returns that error and whether `a` is the
// cheaper one below it; nothing when one is cheaper over the whole range they share. Costs
// within 10 % of each other count as a tie, not as a crossing (Heun and midpoint make the same
// map on the oscillator: their curves lie on each other and cross only in rounding).
std::optional<std::pair<double, bool>> crossover(const std::vector<ChartPoint>& a,
                                                 const std::vector<ChartPoint>& b,
                                                 double largestError)
{
    if (a.size() < 2 || b.size() < 2)
        return std::nullopt;
    const double lo = std::log10(std::max(a.back().y, b.back().y));
    const double hi = std::log10(std::min({a.front().y, b.front().y, largestError}));
    if (!(lo < hi))
        return std::nullopt;
    constexpr int samples = 400;
    const double tie = std::log10(1.1);
    // The last sample that was not a tie: its log error and log cost difference.
    std::optional<std::pair<double, double>> last;
    for (int i = 0; i <= samples; ++i) {
        const double logError = lo + (hi - lo) * i / samples;
        const double difference = logCostAt(a, logError) - logCostAt(b, logError);
        if (std::abs(difference) < tie)
            continue;
        if (last && (last->second < 0.0) != (difference < 0.0)) {
            const double f = last->second / (last->second - difference);
            return std::pair{std::pow(10.0, last->first + f * (logError - last->first)),
                             last->second < 0.0};
        }
        last = std::pair{logError, difference};
    }
    return std::nullopt;
}

struct WorkCurve {
    std::string id;
    std::string name;
    std::vector<ChartPoint> byEvaluations, bySeconds;
};

// Every pair of curves that cross below `largestError`: key "<cheaper below>:<other>", the
// error where they cross.
std::vector<std::pair<std::string, double>>
crossovers(const std::vector<WorkCurve>& curves, std::vector<ChartPoint> WorkCurve::*cost,
           double largestError)
{
    std::vector<std::pair<std::string, double>> out;
    for (std::size_t i = 0; i < curves.size(); ++i)
        for (std::size_t j = i + 1; j < curves.size(); ++j) {
            const auto cross = crossover(lowerEnvelope(curves[i].*cost),
                                         lowerEnvelope(curves[j].*cost), largestError);
            if (!cross)
                continue;
            const WorkCurve& cheaper = cross->second ? curves[i] : curves[j];
            const WorkCurve& other = cross->second ? curves[j] : curves[i];
            out.emplace_back(cheaper.id + ":" + other.id, cross->first);
        }
    return out;
}

} // namespace

StudyFunction IntegratorsLesson::prepareConvergenceStudy() const
{
    const IntegratorsModel::State& state = m_model.state();
    std::vector<Method> methods;
    for (const Run& run : state.runs)
        methods.push_back(run.method);
    const std::vector<EmbeddedPair> pairs = m_model.settings().adaptive;
    const double tolerance = m_model.settings().tolerance;
    const IntegratorProblem problem = m_model.problem();
    const double endTime = m_model.settings().endTime;
    return [problem, methods, pairs, tolerance, endTime](Progress& progress) {
        ConvergenceOptions options;
        options.endTime = endTime;
        // RK4's coarsest step: a quarter radian of the fastest motion, well inside its
        // asymptotic range; lower orders start smaller (see ConvergenceStudy.h).
        options.coarsestStepRK4 = 0.25 / problem.stabilityFrequency();
        options.halvings = 6;
        const long long finestRK4 = coarsestStepCount(Method::RK4, options) << options.halvings;
        const ParticleState reference =
            problem.reference(endTime, endTime / (16.0 * static_cast<double>(finestRK4)));
        const ConvergenceRun plain = secondOrderRun(
            problem.acceleration(), problem.start(), endTime,
            [problem, reference](const ParticleState& s) { return problem.error(s, reference); },
            problem.blowUpBound());
        // The same runs, each also timed (its seconds kept by method and step count).
        std::map<std::pair<Method, long long>, double> seconds;
        const ConvergenceRun timed = [&plain, &seconds](Method method, long long steps) {
            ConvergencePoint point;
            seconds[{method, steps}] = timeRun([&] { point = plain(method, steps); });
            return point;
        };
        // The fixed-step methods take this share of the progress bar, the embedded pairs the rest.
        const double fixedShare = pairs.empty() ? 1.0 : 0.5;
        const std::vector<ConvergenceCurve> curves = studyConvergence(
            methods, options, timed, [&progress, fixedShare](double fraction) {
                progress.report(fixedShare * fraction);
                return !progress.cancelled();
            });

        StudyResult result;
        std::vector<std::pair<std::string, double>> orders;
        std::vector<WorkCurve> work;
        for (const ConvergenceCurve& curve : curves) {
            const std::string methodId(methodInfo(curve.method).id);
            std::vector<ChartPoint> byStep, byCost, bySeconds;
            for (const ConvergencePoint& p : curve.points) {
                if (!std::isfinite(p.error) || p.error <= 0.0)
                    continue;  // a diverged run has no error to plot
                byStep.push_back({p.dt, p.error});
                byCost.push_back({static_cast<double>(p.forceEvaluations), p.error});
                const long long steps = std::llround(endTime / p.dt);
                const auto timedRun = seconds.find({curve.method, steps});
                if (timedRun != seconds.end())
                    bySeconds.push_back({timedRun->second, p.error});
            }
            std::string name = methodName(curve.method);
            if (curve.fit) {
                name += " p=" + fixed(curve.fit->slope, 2);
                orders.emplace_back(methodId, curve.fit->slope);
            } else {
                name = withMethod(PL_TR_NOOP("integrators", "%1 (diverged)"), curve.method).english();
                orders.emplace_back(methodId, std::nan(""));
            }
            result.series.push_back({"convergence", methodId, byStep, name});
            result.series.push_back({"cost", methodId, byCost, name});
            work.push_back({methodId, name, byCost, bySeconds});
        }

        // The embedded pairs: a sweep of tolerances, a decade apart, for the work–precision
        // curves (stopped where a run would need more than 2·10⁶ force evaluations); and the
        // run at the lesson's tolerance against the fewest fixed RK4 steps that do as well.
        constexpr long long sweepLimit = 2'000'000;
        for (std::size_t k = 0; k < pairs.size() && !progress.cancelled(); ++k) {
            const EmbeddedPair pair = pairs[k];
            const std::string id = pairId(pair);
            WorkCurve curve{id, pairName(pair), {}, {}};
            for (int exponent = 2; exponent <= 12 && !progress.cancelled(); ++exponent) {
                progress.report(fixedShare + (1.0 - fixedShare) *
                                                 (static_cast<double>(k) + (exponent - 2) / 12.0) /
                                                 static_cast<double>(pairs.size()));
                const double tol = std::pow(10.0, -exponent);
                AdaptiveOutcome outcome;
                const double time = timeRun([&] {
                    outcome = runAdaptive(pair, problem, endTime, tol, reference, sweepLimit,
                                          progress);
                });
                if (!std::isfinite(outcome.error))
                    break;
                curve.byEvaluations.push_back({static_cast<double>(outcome.evaluations), outcome.error});
                curve.bySeconds.push_back({time, outcome.error});
            }
            result.series.push_back({"cost", id, curve.byEvaluations, curve.name + " (tol 1e-2 …)"});
            work.push_back(curve);

            const AdaptiveOutcome own = runAdaptive(pair, problem, endTime, tolerance, reference,
                                                    10 * sweepLimit, progress);
            if (!std::isfinite(own.error) || progress.cancelled())
                continue;
            // Doubling the RK4 steps until the error is as small (up to 2²³ steps), then halving
            // the bracket to 1 %. Each run looks at the Cancel button every 4096 steps.
            const AccelerationFunction a = problem.acceleration();
            auto rk4Error = [&](long long steps) {
                ParticleState s = problem.start();
                const double dt = endTime / static_cast<double>(steps);
                for (long long n = 0; n < steps; ++n) {
                    if (n % 4096 == 0 && progress.cancelled())
                        return std::numeric_limits<double>::infinity();
                    s = pl::step(Method::RK4, a, s, dt);
                    if (n % 4096 == 0 && !isFiniteAndBounded(s, problem.blowUpBound()))
                        return std::numeric_limits<double>::infinity();
                }
                s.t = endTime;
                return problem.error(s, reference);
            };
            long long failing = 0, reaching = 8;
            while (!(rk4Error(reaching) <= own.error) && reaching < (1LL << 23) &&
                   !progress.cancelled()) {
                failing = reaching;
                reaching *= 2;
            }
            if (!(rk4Error(reaching) <= own.error))
                continue;
            while (reaching - failing > std::max(1LL, reaching / 100) && !progress.cancelled()) {
                const long long middle = failing + (reaching - failing) / 2;
                (rk4Error(middle) <= own.error ? reaching : failing) = middle;
            }
            if (progress.cancelled())
                continue;
            const double rk4Evaluations = 4.0 * static_cast<double>(reaching);
            orders.emplace_back("work:" + id + ":error", own.error);
            orders.emplace_back("work:" + id + ":evaluations", static_cast<double>(own.evaluations));
            orders.emplace_back("work:" + id + ":rk4_evaluations", rk4Evaluations);
            orders.emplace_back("work:" + id + ":rk4_steps", static_cast<double>(reaching));
        }

        // Where the curves cross: in force evaluations (the measurement's values) and in
        // seconds (said in its note only: times differ from run to run). Only below a tenth of
        // the problem's size: above, no method has the solution at all.
        const double largestError = 0.1 * problem.positionScale();
        for (const auto& [key, error] : crossovers(work, &WorkCurve::byEvaluations, largestError))
            orders.emplace_back("crossover:" + key, error);
        for (const auto& [key, error] : crossovers(work, &WorkCurve::bySeconds, largestError))
            orders.emplace_back("seconds:" + key, error);
        for (const WorkCurve& curve : work)
            result.series.push_back({"cost_seconds", curve.id, curve.bySeconds, curve.name});
        result.cancelled = progress.cancelled();
        result.measurements.push_back(Measurement{
            "orders", PL_TR_NOOP("integrators", "Fitted convergence order p (error ∝ Δtᵖ)"), "", orders,
            PL_TR_NOOP("integrators", "slope of log error against log Δt, Δt halved 6 times; work "
                                      "and crossovers under keys with a colon")});
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
    if (!m_model.settings().adaptive.empty())
        m_model.loadAdaptive(in);
    if (m_model.anyRunNotInDouble())
        m_model.loadPrecise(in);
}

TrText IntegratorsLesson::describe() const
{
    // The whole run in a sentence: of the fixed-step methods, the one farthest from the
    // reference and the one closest, with the distance the error chart plots.
    const IntegratorsModel::State& state = m_model.state();
    const IntegratorProblem& problem = m_model.problem();
    const std::string unit = problem.kind() == IntegratorProblemKind::Pendulum ? "rad" : "m";
    const Run* worst = nullptr;
    const Run* best = nullptr;
    double worstError = 0.0, bestError = 0.0;
    for (const Run& run : state.runs) {
        if (run.divergedAt)
            return TrText(PL_TR_NOOP("integrators", "%1 diverged at t = %2 s."),
                          {trWord(methodName(run.method)), trFixed(*run.divergedAt, 2)});
        const double e = problem.error(run.state, state.reference);
        if (!worst || e > worstError) {
            worst = &run;
            worstError = e;
        }
        if (!best || e < bestError) {
            best = &run;
            bestError = e;
        }
    }
    if (!worst)
        return PL_TR_NOOP("integrators", "No fixed-step method runs.");
    if (worst == best)
        return TrText(PL_TR_NOOP("integrators", "%1 is %2 %3 from the reference."),
                      {trWord(methodName(worst->method)), trNumber(worstError, 2), trText(unit)});
    return trCount(PL_TR_N_NOOP("integrators", "%n methods. Farthest from the reference: %1, "
                                               "%2 %3 away; closest: %4, %5 %3 away."),
                   static_cast<int>(state.runs.size()),
                   {trWord(methodName(worst->method)), trNumber(worstError, 2), trText(unit),
                    trWord(methodName(best->method)), trNumber(bestError, 2)});
}

std::string IntegratorsLesson::runName(std::size_t run) const
{
    return runNameText(run).english();
}

TrText IntegratorsLesson::runNameText(std::size_t run) const
{
    const std::string name = methodName(m_model.state().runs[run].method);
    const Precision p = m_model.precision(run);
    return p == Precision::Double ? TrText(name)
                                  : TrText("%1 (%2)", {trWord(name), trWord(precisionName(p))});
}

} // namespace pl

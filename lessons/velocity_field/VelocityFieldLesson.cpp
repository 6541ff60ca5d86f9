// SPDX-License-Identifier: GPL-3.0-or-later
#include "velocity_field/VelocityFieldLesson.h"
#include "framework/Translatable.h"

#include "framework/LessonText.h"
#include "framework/MethodColor.h"
#include "framework/TextFormat.h"

#include <particlelab/integrators/ConvergenceStudy.h>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace pl {

template class ModelLesson<VelocityFieldLesson, VelocityFieldModel, VelocityFieldSettings>;

namespace {

constexpr int quiverCells = 20;          // arrows per side of the quiver plot

const Color referenceColor = colors::grey;

std::string fixed(double value, int decimals) { return formatFixed(value, decimals); }

VelocityFieldKind fieldKind(const std::string& id)
{
    if (id == "rotation")
        return VelocityFieldKind::Rotation;
    if (id == "vortex")
        return VelocityFieldKind::Vortex;
    if (id == "double-gyre")
        return VelocityFieldKind::DoubleGyre;
    return VelocityFieldKind::Cosine;
}

// The step count that lands exactly on T with a step no larger than dt.
long long stepsTo(double endTime, double dt)
{
    return std::max(1LL, static_cast<long long>(std::ceil(endTime / dt - 1e-9)));
}

} // namespace

ParameterTable<VelocityFieldSettings> VelocityFieldLesson::makeParameterTable()
{
    using S = VelocityFieldSettings;
    std::vector<Choice> methods;
    std::string ids;
    for (Method m : firstOrderMethods()) {
        methods.push_back({std::string(methodInfo(m).id), std::string(methodInfo(m).name)});
        if (!ids.empty())
            ids += ',';
        ids += methodInfo(m).id;
    }
    ParameterTable<S> t;
    t.bind([](S& s, const std::string& id) { s.field = fieldKind(id); },
           ParameterSpec::choice(
               "field", PL_TR_NOOP("velocity-field", "Velocity field"),
               {{"cosine", PL_TR_NOOP("velocity-field", "v = (x, 5 cos x)")},
                {"rotation", PL_TR_NOOP("velocity-field", "Rotation (circles)")},
                {"vortex", PL_TR_NOOP("velocity-field", "Lamb–Oseen vortex")},
                {"double-gyre", PL_TR_NOOP("velocity-field", "Double gyre (time-dependent)")}},
               "cosine", PL_TR_NOOP("velocity-field", "The flow that carries the particle.")));
    t.bind(&S::dt, ParameterSpec::number(
                       "dt", PL_TR_NOOP("velocity-field", "Time step Δt"), "s", 0.05, 1e-4, 1.0,
                       PL_TR_NOOP("velocity-field",
                                  "Step size of every method. Applies while running."))
                       .withStep(0.01)
                       .onLogScale()
                       .appliesLive());
    t.bind([](S& s, double x) { s.seed.x() = x; },
           ParameterSpec::number(
               "x0", PL_TR_NOOP("velocity-field", "Start x₀"), "m", 0.5, 0.0, 6.28,
               PL_TR_NOOP("velocity-field",
                          "Where the particle is dropped (or click in the view)."))
               .withStep(0.1));
    t.bind([](S& s, double y) { s.seed.y() = y; },
           ParameterSpec::number(
               "y0", PL_TR_NOOP("velocity-field", "Start y₀"), "m", 1.0, 0.0, 6.28,
               PL_TR_NOOP("velocity-field",
                          "Where the particle is dropped (or click in the view)."))
               .withStep(0.1));
    t.bind(&S::endTime,
           ParameterSpec::number(
               "end_time", PL_TR_NOOP("velocity-field", "End time T"), "s", 2.0, 0.1, 20.0,
               PL_TR_NOOP("velocity-field",
                          "The run stops here; the endpoint error is measured here."))
               .withStep(0.5));
    t.bind(
        [](S& s, const std::vector<std::string>& chosen) {
            for (const Method method : methodsFromIds(chosen))
                if (hasFirstOrderForm(method)) // the table refused ids outside the list
                    s.methods.push_back(method);
        },
        ParameterSpec::multiChoice(
            "methods", PL_TR_NOOP("velocity-field", "Methods"), methods, ids,
            PL_TR_NOOP("velocity-field",
                       "Integrators traced side by side (comma-separated ids).")));
    return t;
}

TrText VelocityFieldLesson::validate(const ParameterValues& values) const
{
    const VelocityFieldSettings settings = settingsFrom(values);
    const double dt = settings.dt, endTime = settings.endTime;
    if (dt >= endTime)
        return TrText(PL_TR_NOOP("velocity-field", "parameters 'dt' and 'end_time': time step Δt = %1 s "
                                       "must be smaller than the end time T = %2 s."),
                      {trNumber(dt), trNumber(endTime)});
    const VelocityField field(settings.field);
    Vec2 min, max;
    field.domain(min, max);
    const Vec2 seed = settings.seed;
    for (int axis = 0; axis < 2; ++axis)
        if (seed[axis] < min[axis] || seed[axis] > max[axis]) {
            const std::string id = axis == 0 ? "x0" : "y0";
            return TrText(PL_TR_NOOP("velocity-field",
                                     "parameter '%1': the start %1 = %2 m lies outside this "
                                     "field's region, %3 to %4 m (the field's region is [%5, %6] × "
                                     "[%7, %8] m)."),
                          {trText(id), trNumber(seed[axis]), trNumber(min[axis]),
                           trNumber(max[axis]), trNumber(min.x()), trNumber(max.x()),
                           trNumber(min.y()), trNumber(max.y())});
        }
    return {};
}

void VelocityFieldLesson::resetModel(const VelocityFieldSettings& settings)
{
    m_model.reset(settings);
    m_endpointErrors.clear();
    m_studyCancelled = false;
}

void VelocityFieldLesson::applyLive(const ParameterValues& values)
{
    m_model.setTimeStep(settingsFrom(values).dt);
}

void VelocityFieldLesson::declareCharts(ChartSet& set)
{
    const VelocityFieldSettings& settings = m_model.settings();
    const ChartHandle distance =
        set.chart({"distance",
                   PL_TR_NOOP("velocity-field", "Distance from the reference path"),
                   {PL_TR_NOOP("velocity-field", "time"), "s"},
                   {PL_TR_NOOP("velocity-field", "distance"), "m", true},
                   {}});
    // Filled by the convergence study.
    const ChartHandle convergence =
        set.chart(ChartSpec{"convergence",
                            {},
                            {PL_TR_NOOP("velocity-field", "time step Δt"), "s", true},
                            {PL_TR_NOOP("velocity-field", "distance at T"), "m", true},
                            {}}
                      .titled(TrText(PL_TR_NOOP("velocity-field", "Error at T = %1 s against Δt"),
                                     {trNumber(settings.endTime)})));
    m_distance.clear();
    for (const Run& run : m_model.state().runs) {
        const SeriesSpec series{std::string(methodInfo(run.method).id),
                                std::string(methodInfo(run.method).name), methodColor(run.method)};
        m_distance.push_back(set.series(distance, series));
        set.spec(convergence).series.push_back(series);
    }
}

void VelocityFieldLesson::record(ChartData& data) const
{
    const VelocityFieldModel::State& state = m_model.state();
    for (std::size_t i = 0; i < state.runs.size(); ++i)
        if (!state.runs[i].divergedAt)
            data.append(m_distance[i], state.time, (state.runs[i].y - state.reference).norm());
}

std::vector<Measurement> VelocityFieldLesson::measurements() const
{
    const VelocityFieldSettings& settings = m_model.settings();
    const std::string label =
        PL_TR_NOOP("velocity-field", "Distance from the reference at T (endpoint error)");
    if (m_endpointErrors.empty())
        return {Measurement::missing(
            "endpoint_error", label, "m",
            PL_TR_NOOP("velocity-field", "the convergence study has not run yet"))};
    std::vector<TrText> note{TrText(PL_TR_NOOP("velocity-field", "at T = %1 s with Δt = %2 s from (%3, %4) m"),
                                    {trNumber(settings.endTime), trNumber(m_studyDt),
                                     trNumber(settings.seed.x()), trNumber(settings.seed.y())})};
    if (m_studyCancelled)
        note.push_back(PL_TR_NOOP("velocity-field", "study cancelled before every method ran"));
    for (const auto& [id, error] : m_endpointErrors)
        if (!std::isfinite(error))
            note.push_back(TrText(PL_TR_NOOP("velocity-field", "%1 diverged before T"), {trText(id)}));
    return {Measurement{"endpoint_error", label, "m", m_endpointErrors, {}}.noted(joined(std::move(note)))};
}

void VelocityFieldLesson::scene(Scene& out) const
{
    const VelocityFieldModel::State& state = m_model.state();
    const VelocityFieldSettings& settings = m_model.settings();
    out.clear();
    Vec2 min, max;
    m_model.field().domain(min, max);
    const Vec2 size = max - min;
    out.boundsMin = min - 0.04 * size;
    out.boundsMax = max + 0.04 * size;
    out.rects.push_back({min, max, Stroke{colors::lightGrey, 1.0, false}, colors::none});

    VectorFieldItem quiver;
    quiver.cellSize = size.x() / quiverCells;
    quiver.color = colors::grey.withAlpha(170);
    const int rows = std::max(1, static_cast<int>(std::lround(size.y() / quiver.cellSize)));
    for (int i = 0; i < quiverCells; ++i) {
        for (int j = 0; j < rows; ++j) {
            const Vec2 p =
                min + Vec2((i + 0.5) * size.x() / quiverCells, (j + 0.5) * size.y() / rows);
            quiver.points.push_back(p);
            quiver.vectors.push_back(m_model.field().velocity(p, state.time));
        }
    }
    out.fields.push_back(std::move(quiver));

    out.polylines.push_back({state.referenceTrail, Stroke{referenceColor, 1.5, true}, false,
                             colors::none, false});
    const Vec2 referencePoint = VelocityFieldModel::toPoint(state.reference);
    out.circles.push_back({referencePoint, 6.0, referenceColor.withAlpha(110),
                           Stroke{referenceColor, 1.0, false}, true});
    out.circles.push_back(
        {settings.seed, 5.0, colors::white, Stroke{colors::black, 1.5, false}, true});
    for (const Run& run : state.runs) {
        const Color c = methodColor(run.method);
        out.polylines.push_back({run.trail, Stroke{c, 2.0, false}, false, colors::none, false});
        if (run.divergedAt)
            out.legend.push_back(LegendEntry::of(
                TrText(PL_TR_NOOP("velocity-field", "%1 (diverged at t = %2 s)"),
                       {trWord(std::string(methodInfo(run.method).name)),
                        trFixed(*run.divergedAt, 2)}),
                c));
        else {
            out.circles.push_back({VelocityFieldModel::toPoint(run.y), 5.0, c,
                                   Stroke{colors::black, 1.0, false}, true});
            out.legend.push_back({std::string(methodInfo(run.method).name), c});
        }
    }
    out.legend.push_back({PL_TR_NOOP("velocity-field", "Reference (RK4, Δt/100)"), referenceColor});
    out.setCaption(TrText(PL_TR_NOOP("velocity-field",
                                     "%1   t = %2 s   Δt = %3 s   (click to drop the particle)"),
                          {trText(m_model.field().formula()), trFixed(state.time, 2),
                           trNumber(settings.dt)}));
    out.setWarnings(noticeTexts());
}

TrText VelocityFieldLesson::describe() const
{
    // Where the particle is (the reference path), how fast the field carries it there, and the
    // method farthest from it (the distance the chart plots).
    const VelocityFieldModel::State& state = m_model.state();
    const Vec2 at = VelocityFieldModel::toPoint(state.reference);
    const double speed = m_model.field().velocity(at, state.time).norm();
    const Run* farthest = nullptr;
    double distance = -1.0;
    for (const Run& run : state.runs) {
        if (run.divergedAt)
            return TrText(PL_TR_NOOP("velocity-field", "The particle is at (%1, %2) m, carried at "
                                                       "%3 m/s; %4 diverged at t = %5 s."),
                          {trFixed(at.x(), 2), trFixed(at.y(), 2), trFixed(speed, 2),
                           trWord(std::string(methodInfo(run.method).name)), trFixed(*run.divergedAt, 2)});
        const double d = (run.y - state.reference).norm();
        if (d > distance) {
            distance = d;
            farthest = &run;
        }
    }
    if (!farthest)
        return TrText(PL_TR_NOOP("velocity-field", "The particle is at (%1, %2) m, carried at %3 m/s."),
                      {trFixed(at.x(), 2), trFixed(at.y(), 2), trFixed(speed, 2)});
    return TrText(PL_TR_NOOP("velocity-field", "The particle is at (%1, %2) m, carried at %3 m/s; "
                                               "%4 is farthest from it, %5 m away."),
                  {trFixed(at.x(), 2), trFixed(at.y(), 2), trFixed(speed, 2),
                   trWord(std::string(methodInfo(farthest->method).name)), trNumber(distance, 2)});
}

std::vector<TrText> VelocityFieldLesson::noticeTexts() const
{
    const VelocityFieldModel::State& state = m_model.state();
    std::vector<TrText> out;
    for (const Run& run : state.runs)
        if (run.divergedAt)
            out.push_back(TrText(
                PL_TR_NOOP("velocity-field",
                           "%1 diverged at t = %2 s: it ended up more than %3 times farther from "
                           "the reference solution than the reference is from the origin. Lower "
                           "Δt."),
                {trWord(std::string(methodInfo(run.method).name)), trFixed(*run.divergedAt, 2),
                 trNumber(VelocityFieldModel::divergenceFactor, 3)}));
    return out;
}

StudyTable<VelocityFieldLesson> VelocityFieldLesson::makeStudyTable()
{
    return StudyTable<VelocityFieldLesson>().add(
        {"convergence", PL_TR_NOOP("velocity-field", "Run convergence study"),
         PL_TR_NOOP("velocity-field",
                    "Distance from the reference at the end time T for the current Δt and for Δt "
                    "halved six times, per method."),
         true},
        &VelocityFieldLesson::prepareConvergenceStudy,
        &VelocityFieldLesson::acceptConvergenceStudy);
}

StudyFunction VelocityFieldLesson::prepareConvergenceStudy() const
{
    const VelocityFieldModel::State& state = m_model.state();
    const VelocityFieldSettings& settings = m_model.settings();
    std::vector<Method> methods;
    for (const Run& run : state.runs)
        methods.push_back(run.method);
    const VelocityField field = m_model.field();
    const Vec2 seed = settings.seed;
    const double endTime = settings.endTime, dt = settings.dt;
    return [field, seed, endTime, dt, methods](Progress& progress) {
        const DerivativeFunction f = field.derivative();
        ConvergenceOptions options;
        options.endTime = endTime;
        options.coarsestStepRK4 = 0.5 / field.rate();
        options.halvings = 6;
        // The reference: RK4 with 16 times more steps than the finest RK4 run (its error is
        // then 16⁴ ≈ 65 000 times smaller) and at least 100 per step of the current Δt.
        const long long referenceSteps =
            std::max(16 * (coarsestStepCount(Method::RK4, options) << options.halvings),
                     VelocityFieldModel::referenceSubsteps * stepsTo(endTime, dt));
        const double h = endTime / static_cast<double>(referenceSteps);
        Vec reference = VelocityFieldModel::toState(seed);
        for (long long n = 0; n < referenceSteps; ++n)
            reference = stepFirstOrder(Method::RK4, f, static_cast<double>(n) * h, reference, h);
        const ConvergenceRun run = firstOrderRun(
            f, 0.0, VelocityFieldModel::toState(seed), endTime,
            [reference](const Vec& y) { return (y - reference).norm(); },
            VelocityFieldModel::divergenceFactor * (1.0 + reference.norm()));

        StudyResult result;
        std::vector<std::pair<std::string, double>> endpoint;
        const long long steps = stepsTo(endTime, dt);
        for (Method m : methods)
            endpoint.emplace_back(std::string(methodInfo(m).id), run(m, steps).error);
        const std::vector<ConvergenceCurve> curves =
            studyConvergence(methods, options, run, [&progress](double fraction) {
                progress.report(fraction);
                return !progress.cancelled();
            });
        result.cancelled = progress.cancelled();
        for (const ConvergenceCurve& curve : curves) {
            std::vector<ChartPoint> points;
            for (const ConvergencePoint& p : curve.points)
                if (std::isfinite(p.error) && p.error > 0.0)
                    points.push_back({p.dt, p.error});
            // Plain text (a study's renamed series, SeriesUpdate::name): the window translates
            // the method's name and "%1 (diverged)" (LessonWords::str), as the integrators'.
            const std::string name =
                curve.fit ? std::string(methodInfo(curve.method).name) + " p=" +
                                fixed(curve.fit->slope, 2)
                          : withMethod(PL_TR_NOOP("velocity-field", "%1 (diverged)"), curve.method)
                                .english();
            result.series.push_back({"convergence", std::string(methodInfo(curve.method).id),
                                     points, name});
        }
        result.measurements.push_back(Measurement{
            "endpoint_error",
            PL_TR_NOOP("velocity-field", "Distance from the reference at T (endpoint error)"), "m",
            endpoint, "Δt = " + formatNumber(endTime / static_cast<double>(steps))});
        progress.report(1.0);
        return result;
    };
}

void VelocityFieldLesson::acceptConvergenceStudy(const StudyResult& result)
{
    const VelocityFieldSettings& settings = m_model.settings();
    m_studyCancelled = result.cancelled;
    m_studyDt = settings.endTime / static_cast<double>(stepsTo(settings.endTime, settings.dt));
    for (const Measurement& m : result.measurements)
        if (m.id == "endpoint_error")
            if (const auto* keyed =
                    std::get_if<std::vector<std::pair<std::string, double>>>(&m.value))
                m_endpointErrors = *keyed;
}

bool VelocityFieldLesson::pointer(PointerEvent event, const Vec2& world)
{
    if (event != PointerEvent::Press)
        return false;
    Vec2 min, max;
    m_model.field().domain(min, max);
    if ((world.array() < min.array()).any() || (world.array() > max.array()).any())
        return false;
    m_changes.set("x0", world.x());
    m_changes.set("y0", world.y());
    return true;
}

void VelocityFieldLesson::loadState(StateReader& in)
{
    m_model.load(in);
    in(m_endpointErrors, m_studyDt, m_studyCancelled);
}

TrText VelocityFieldLesson::checkState() const
{
    if (TrText problem = m_model.checkState(); !problem.empty())
        return problem;
    if (!std::isfinite(m_studyDt) || m_studyDt < 0.0)
        return TrText(PL_TR_NOOP("velocity-field", "the study's Δt = %1 s is not a time step"),
                      {trNumber(m_studyDt)});
    // A method that diverged before T has the error +∞ (shown as missing); never NaN or < 0.
    for (const auto& [id, error] : m_endpointErrors)
        if (!(error >= 0.0))
            return TrText(
                PL_TR_NOOP("velocity-field", "the study's endpoint error of %1 is not a distance"),
                {trText(id)});
    return {};
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "pendulum/PendulumLesson.h"
#include "common/Angles.h"
#include "framework/Translatable.h"

#include "framework/LessonText.h"
#include "framework/MethodColor.h"
#include "framework/TextFormat.h"

#include <particlelab/integrators/ModifiedEnergy.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pl {

template class ModelLesson<PendulumLesson, PendulumModel, PendulumSettings>;

namespace {



const Color smallAngleColor = colors::grey;
const Color exactColor = colors::black;  // method colours are for methods only

// Energy levels of the phase portrait's background, as fractions of the separatrix energy 2gL.
constexpr double swingLevels[] = {0.2, 0.6};
constexpr double rotationLevels[] = {1.5};

// The phase portrait's vertical axis: the angular velocity over ω₀ = √(g/L), in degrees, so that
// both axes are angles and are drawn at equal scales. Small swings are then circles (θ₀ cos ω₀t,
// −θ₀ sin ω₀t) and the separatrix peaks at 2 rad ≈ 115°, whatever g and L; in °/s the portrait
// would be stretched by ω₀ and equal scales would compare degrees with degrees per second.
double scaledAngularVelocity(const SimplePendulumParameters& p, double omega)
{
    return omega / std::sqrt(p.gravity / p.length) / degree;
}

// The level curve E = level (J/kg) of ½L²ω² + gL(1 − cos θ), as (θ, ω/ω₀) in degrees:
// the upper branch (sign = +1) or the lower one (sign = −1), θ from −180° to 180°, restricted
// to where it exists.
std::vector<ChartPoint> levelBranch(const SimplePendulumParameters& p, double level, double sign)
{
    std::vector<ChartPoint> points;
    const int samples = 241;
    for (int i = 0; i < samples; ++i) {
        const double theta = -std::numbers::pi + 2.0 * std::numbers::pi * i / (samples - 1);
        const double kinetic = level - pendulumPotentialEnergy(p, theta);
        if (kinetic < 0.0)
            continue;
        const double omega = sign * std::sqrt(2.0 * kinetic) / p.length;
        points.push_back({theta / degree, scaledAngularVelocity(p, omega)});
    }
    return points;
}

// A closed swing level: the upper branch from the left turning point to the right one, then the
// lower branch back, with the turning points themselves included so that the curve closes.
std::vector<ChartPoint> closedLevel(const SimplePendulumParameters& p, double level)
{
    const double amplitude = 2.0 * std::asin(std::min(1.0, std::sqrt(level / (2.0 * p.gravity * p.length))));
    std::vector<ChartPoint> points{{-amplitude / degree, 0.0}};
    const int samples = 121;
    for (int i = 1; i < samples; ++i) {
        const double theta = -amplitude + 2.0 * amplitude * i / samples;
        const double omega = std::sqrt(std::max(0.0, 2.0 * (level - pendulumPotentialEnergy(p, theta)))) / p.length;
        points.push_back({theta / degree, scaledAngularVelocity(p, omega)});
    }
    points.push_back({amplitude / degree, 0.0});
    for (int i = samples - 1; i >= 1; --i) {
        const ChartPoint& upper = points[static_cast<std::size_t>(i)];
        points.push_back({upper.x, -upper.y});
    }
    points.push_back(points.front());
    return points;
}

} // namespace

ParameterTable<PendulumSettings> PendulumLesson::makeParameterTable()
{
    using S = PendulumSettings;
    ParameterTable<S> t;
    t.bind([](S& s, double length) { s.physics.length = length; },
           ParameterSpec::number(
               "length", PL_TR_NOOP("pendulum", "Length L"), "m", 1.0, 0.05, 100.0,
               PL_TR_NOOP("pendulum", "Length of the rod from the pivot to the bob."))
               .withStep(0.1)
               .onLogScale());
    t.bind([](S& s, double g) { s.physics.gravity = g; },
           ParameterSpec::number("g", PL_TR_NOOP("pendulum", "Gravity g"), "m/s²", 9.81, 0.1,
                                 100.0, PL_TR_NOOP("pendulum", "Gravitational acceleration."))
               .withStep(0.1));
    t.bind([](S& s, double damping) { s.physics.damping = damping; },
           ParameterSpec::number(
               "damping", PL_TR_NOOP("pendulum", "Damping β"), "1/s", 0.0, 0.0, 20.0,
               PL_TR_NOOP("pendulum",
                          "Damping rate: θ'' gets the term −2βθ'. Zero for no friction."))
               .withStep(0.05));
    t.bind(
        [](S& s, double degrees) { s.theta0 = degrees * degree; },
        ParameterSpec::number(
            "theta0", PL_TR_NOOP("pendulum", "Initial angle θ₀"), "°", 60.0, -180.0, 180.0,
            PL_TR_NOOP("pendulum",
                       "Angle from the downward vertical at t = 0 (drag the bob to set it)."))
            .withStep(1.0));
    t.bind([](S& s, double degreesPerSecond) { s.omega0 = degreesPerSecond * degree; },
           ParameterSpec::number(
               "omega0", PL_TR_NOOP("pendulum", "Initial angular velocity ω₀"), "°/s", 0.0,
               -3600.0, 3600.0, PL_TR_NOOP("pendulum", "Angular velocity at t = 0."))
               .withStep(10.0));
    t.bind(
        [](S& s, const std::string& id) { s.method = methodFromId(id).value_or(Method::RK4); },
        ParameterSpec::choice(
            "method", PL_TR_NOOP("pendulum", "Integrator"), integratorChoices(), "rk4",
            PL_TR_NOOP("pendulum",
                       "Time integrator of the nonlinear pendulum and of the period study.")));
    t.bind(&S::dt,
           ParameterSpec::number(
               "dt", PL_TR_NOOP("pendulum", "Time step Δt"), "s", 0.005, 1e-5, 0.5,
               PL_TR_NOOP("pendulum", "Step size of the integrator. Applies while running."))
               .withStep(0.001)
               .onLogScale()
               .appliesLive());
    return t;
}

TrText PendulumLesson::validate(const ParameterValues& values) const
{
    const PendulumSettings settings = settingsFrom(values);
    const double smallPeriod =
        2.0 * std::numbers::pi * std::sqrt(settings.physics.length / settings.physics.gravity);
    const double dt = settings.dt;
    if (dt > 0.1 * smallPeriod)
        return TrText(PL_TR_NOOP("pendulum",
                                 "parameter 'dt': time step Δt = %1 s is more than a tenth of the "
                                 "small-swing period 2π√(L/g) = %2 s: every method misses the "
                                 "swing. Use Δt ≤ %3 s."),
                      {trNumber(dt, 4), trNumber(smallPeriod, 4), trNumber(0.1 * smallPeriod, 3)});
    return {};
}

void PendulumLesson::applyLive(const ParameterValues& values)
{
    m_model.setTimeStep(settingsFrom(values).dt);
}

void PendulumLesson::declareCharts(ChartSet& set)
{
    const std::string methodName(methodInfo(m_model.settings().method).name);
    const Color methodColour = methodColor(m_model.settings().method);
    const ChartHandle angle = set.chart({"angle",
                                         PL_TR_NOOP("pendulum", "Angle"),
                                         {PL_TR_NOOP("pendulum", "time"), "s"},
                                         {PL_TR_NOOP("pendulum", "angle θ"), "°"},
                                         {}});
    const Method method = m_model.settings().method;
    m_series.nonlinear = set.series(
        angle,
        SeriesSpec{"nonlinear", {}, methodColour}.named(
            withMethod(PL_TR_NOOP("pendulum", "Nonlinear (%1)"), method)));
    m_series.smallAngle = set.series(angle, {"small_angle", PL_TR_NOOP("pendulum", "Small-angle"),
                                             smallAngleColor, SeriesStyle::DashedLine, 1.5});

    const ChartHandle phase =
        set.chart({"phase_portrait",
                   PL_TR_NOOP("pendulum", "Phase portrait over energy levels E = k·2gL"),
                   {PL_TR_NOOP("pendulum", "angle θ (wrapped)"), "°", false, -180.0, 180.0},
                   {PL_TR_NOOP("pendulum", "scaled angular velocity θ'/ω₀"), "°"},
                   {}});
    set.spec(phase).equalScales = true;
    const Color levelColor = colors::lightGrey;
    m_series.swingLevels.resize(std::size(swingLevels));
    m_series.rotationLevels.resize(std::size(rotationLevels));
    for (std::size_t i = 0; i < std::size(swingLevels); ++i)
        m_series.swingLevels[i] =
            set.series(phase, {"level_" + std::to_string(i + 1),
                               formatNumber(swingLevels[i], 2) + "·2gL", levelColor,
                               SeriesStyle::Line, 1.0});
    for (std::size_t i = 0; i < std::size(rotationLevels); ++i)
        for (const char* branch : {"up", "down"})
            m_series.rotationLevels[i][branch[0] == 'u' ? 0 : 1] =
                set.series(phase, {"rotation_" + std::to_string(i + 1) + "_" + branch,
                                   formatNumber(rotationLevels[i], 2) + "·2gL " +
                                       (branch[0] == 'u' ? "θ'>0" : "θ'<0"),
                                   levelColor, SeriesStyle::Line, 1.0});
    m_series.separatrix = set.series(phase, {"separatrix", PL_TR_NOOP("pendulum", "Separatrix 2gL"),
                                             colors::black, SeriesStyle::DashedLine, 1.5});
    m_series.trajectory =
        set.series(phase, {"trajectory", methodName, methodColour, SeriesStyle::Points, 1.5});

    const ChartHandle energy = set.chart({"energy",
                                          PL_TR_NOOP("pendulum", "Energy per unit mass"),
                                          {PL_TR_NOOP("pendulum", "time"), "s"},
                                          {PL_TR_NOOP("pendulum", "energy E"), "J/kg"},
                                          {}});
    m_series.kinetic =
        set.series(energy, {"kinetic", PL_TR_NOOP("pendulum", "Kinetic ½L²θ'²"), paletteColor(2)});
    m_series.potential = set.series(
        energy, {"potential", PL_TR_NOOP("pendulum", "Potential gL(1 − cos θ)"), paletteColor(4)});
    m_series.total = set.series(energy, {"total", PL_TR_NOOP("pendulum", "Total"), colors::black});
    m_series.shadow =
        !hasShadowEnergy()
            ? SeriesHandle()
            : set.series(energy,
                         SeriesSpec{"shadow", {}, methodColour, SeriesStyle::DashedLine, 1.5}.named(
                             withMethod(PL_TR_NOOP("pendulum", "Shadow energy H̃ (%1)"), method)));
    m_meter.declare(set, {m_model.settings().method});

    // Filled by the period study.
    ChartSpec periodChart{"period_amplitude",
                          PL_TR_NOOP("pendulum", "Period against amplitude (undamped)"),
                          {PL_TR_NOOP("pendulum", "amplitude θ₀"), "°", false, 0.0, 180.0},
                          {PL_TR_NOOP("pendulum", "period T"), "s"},
                          {}};
    periodChart.series = {
        {"measured", PL_TR_NOOP("pendulum", "Measured"), methodColour, SeriesStyle::Points, 2.5},
        {"exact", PL_TR_NOOP("pendulum", "Exact 4√(L/g) K(sin(θ₀/2))"), exactColor,
         SeriesStyle::Line, 1.5},
        {"small_angle", PL_TR_NOOP("pendulum", "Small-angle 2π√(L/g)"), smallAngleColor,
         SeriesStyle::DashedLine, 1.5},
    };
    set.chart(std::move(periodChart));
}

void PendulumLesson::record(ChartData& data) const
{
    const SimplePendulumParameters& params = m_model.physics();
    if (m_model.state().steps == 0) {
        // The fixed background of the phase portrait, once per run.
        const double separatrix = 2.0 * params.gravity * params.length;
        for (std::size_t i = 0; i < std::size(swingLevels); ++i)
            data.replace(m_series.swingLevels[i], closedLevel(params, swingLevels[i] * separatrix));
        for (std::size_t i = 0; i < std::size(rotationLevels); ++i) {
            data.replace(m_series.rotationLevels[i][0],
                         levelBranch(params, rotationLevels[i] * separatrix, 1.0));
            data.replace(m_series.rotationLevels[i][1],
                         levelBranch(params, rotationLevels[i] * separatrix, -1.0));
        }
        data.replace(m_series.separatrix, closedLevel(params, separatrix));
    }
    const double t = m_model.state().swing.t;
    data.append(m_series.nonlinear, t, m_model.angle() / degree);
    data.append(m_series.smallAngle, t, m_model.smallAngle() / degree);
    data.append(m_series.trajectory, wrapAngle(m_model.angle()) / degree,
                scaledAngularVelocity(params, m_model.angularVelocity()));
    const double kinetic = pendulumKineticEnergy(params, m_model.angularVelocity());
    const double potential = pendulumPotentialEnergy(params, m_model.angle());
    data.append(m_series.kinetic, t, kinetic);
    data.append(m_series.potential, t, potential);
    data.append(m_series.total, t, kinetic + potential);
    // H̃ (a polynomial in θ' and trigonometric functions of θ: finite where they are) is
    // computed only where its chart is on show; hidden, its points wait for their values.
    if (m_series.shadow.declared() && hasShadowEnergy() && std::isfinite(m_model.angle()) &&
        std::isfinite(m_model.angularVelocity()))
        data.appendComputed(m_series.shadow, t, [this] { return shadowEnergy(); },
                            chartsOnShow().shows(m_series.shadow.chart()));
    // The meter's points move with θ: redrawn every 8 steps (a chart's rate, not a step's), at
    // moments the state alone decides, so that a run reached again by replay draws the same; a
    // live Δt redraws them at once (recordLiveChange), and so does the chart coming on show
    // (recordShown): nothing is computed for it while hidden.
    if (m_model.state().steps % 8 == 0 && chartsOnShow().shows(m_meter.chart()))
        m_meter.record(data, modes(), m_model.settings().dt);
}

void PendulumLesson::recordLiveChange(ChartData& data) const
{
    m_meter.record(data, modes(), m_model.settings().dt);
}

std::vector<LinearMode> PendulumLesson::modes() const
{
    const SimplePendulumParameters& params = m_model.physics();
    const double theta = m_model.angle();
    if (!std::isfinite(theta))
        return {};
    return {LinearMode{params.gravity / params.length * std::cos(theta), 2.0 * params.damping}};
}

bool PendulumLesson::hasShadowEnergy() const
{
    const Method method = m_model.settings().method;
    return !(m_model.physics().damping > 0.0) &&
           (method == Method::VelocityVerlet || method == Method::SymplecticEuler);
}

double PendulumLesson::shadowEnergy() const
{
    const SimplePendulumParameters& params = m_model.physics();
    if (params.damping > 0.0)
        return std::nan("");  // no Hamiltonian, no shadow of it
    const double theta = m_model.angle(), omega = m_model.angularVelocity();
    const double dt = m_model.settings().dt;
    switch (m_model.settings().method) {
    case Method::VelocityVerlet:
        return pendulumVerletShadowEnergy(theta, omega, 1.0, params.length, params.gravity, dt);
    case Method::SymplecticEuler: {
        // Per unit mass: the torque −gL sin θ times θ'.
        const double energy = pendulumKineticEnergy(params, omega) +
                              pendulumPotentialEnergy(params, theta);
        return symplecticEulerShadowEnergySeries(
            energy, -params.gravity * params.length * std::sin(theta) * omega, dt);
    }
    default: return std::nan("");
    }
}

std::vector<Measurement> PendulumLesson::measurements() const
{
    const double energy0 = m_model.state().energy0;
    const SimplePendulumParameters& params = m_model.physics();
    std::vector<Measurement> out;
    if (const std::optional<double> period = m_model.state().periodMeter.lastPeriod())
        out.push_back(Measurement::number(
            "period_measured", PL_TR_NOOP("pendulum", "Period measured (zero crossings)"), "s",
            *period));
    else
        out.push_back(Measurement::missing(
            "period_measured", PL_TR_NOOP("pendulum", "Period measured (zero crossings)"), "s",
            PL_TR_NOOP("pendulum", "needs two zero crossings of θ in the same direction: run at "
                                   "least one full period")));

    const double exact = exactPeriodForEnergy(params, energy0);
    const std::string exactNote =
        energy0 > 2.0 * params.gravity * params.length
            ? PL_TR_NOOP("pendulum",
                         "a rotation over the top: (2/κ)√(L/g) K(1/κ) with κ² = E/(2gL)")
            : (params.damping > 0.0
                   ? PL_TR_NOOP("pendulum", "of the undamped pendulum with the starting energy")
                   : PL_TR_NOOP("pendulum",
                                "4√(L/g) K(sin(θ₀/2)) for the amplitude of the starting energy"));
    if (std::isfinite(exact))
        out.push_back(Measurement{"period_exact",
                                  PL_TR_NOOP("pendulum", "Period exact (elliptic integral)"), "s",
                                  exact, exactNote});
    else
        out.push_back(Measurement::missing(
            "period_exact", PL_TR_NOOP("pendulum", "Period exact (elliptic integral)"), "s",
            PL_TR_NOOP("pendulum", "the start lies on the separatrix E = 2gL: the period "
                                   "is infinite")));

    out.push_back(Measurement::number("period_small_angle",
                                      PL_TR_NOOP("pendulum", "Period small-angle 2π√(L/g)"), "s",
                                      smallAnglePeriod(params)));
    if (energy0 > 0.0) {
        Measurement drift = Measurement::number(
            "energy_drift", PL_TR_NOOP("pendulum", "Relative energy drift (E − E₀)/E₀"), "",
            (m_model.energy() - energy0) / energy0);
        if (params.damping > 0.0)
            drift.note = PL_TR_NOOP(
                "pendulum", "damping removes energy: the drift includes the loss to friction");
        out.push_back(drift);
    } else {
        out.push_back(Measurement::missing(
            "energy_drift", PL_TR_NOOP("pendulum", "Relative energy drift (E − E₀)/E₀"), "",
            PL_TR_NOOP("pendulum", "the pendulum starts at rest at the bottom (E₀ = 0)")));
    }
    for (Measurement& m :
         m_meter.measurements({m_model.settings().method}, modes(), m_model.settings().dt,
                              PL_TR_NOOP("pendulum", "the swing linearised at the current θ")))
        out.push_back(std::move(m));
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

void PendulumLesson::scene(Scene& out) const
{
    const SimplePendulumParameters& params = m_model.physics();
    out.clear();
    const double l = params.length;
    out.boundsMin = Vec2(-1.3 * l, -1.3 * l);
    out.boundsMax = Vec2(1.3 * l, 1.3 * l);
    const double bob = 0.07 * l;

    // The circle the bob moves on, and the vertical.
    PolylineItem path;
    for (int i = 0; i < 96; ++i)
        path.points.push_back(m_model.bobPosition(2.0 * std::numbers::pi * i / 96));
    path.closed = true;
    path.stroke = Stroke{colors::lightGrey, 1.0, true};
    out.polylines.push_back(path);
    out.segments.push_back({Vec2(0, 0), Vec2(0, -1.15 * l), Stroke{colors::lightGrey, 1.0, true}});

    // The small-angle ghost, then the real pendulum on top.
    const Vec2 ghost = m_model.bobPosition(m_model.smallAngle());
    out.segments.push_back({Vec2(0, 0), ghost, Stroke{smallAngleColor.withAlpha(140), 1.5, true}});
    out.circles.push_back({ghost, bob, smallAngleColor.withAlpha(80),
                           Stroke{smallAngleColor, 1.0, true}, false});
    const Vec2 bobAt = m_model.bobPosition(m_model.angle());
    out.segments.push_back({Vec2(0, 0), bobAt, Stroke{colors::black, 2.5, false}});
    const Color bobColor =
        m_model.state().divergedAt ? colors::lightGrey : methodColor(m_model.settings().method);
    out.circles.push_back({bobAt, bob, bobColor, Stroke{colors::black, 1.0, false}, false});
    out.circles.push_back({Vec2(0, 0), 4.0, colors::black, Stroke{colors::none, 1.0, false}, true});

    out.legend = {LegendEntry::of(withMethod(PL_TR_NOOP("pendulum", "Nonlinear (%1)"),
                                             m_model.settings().method),
                                  methodColor(m_model.settings().method)),
                  {PL_TR_NOOP("pendulum", "Small-angle ghost"), smallAngleColor}};
    out.setCaption(TrText(
        m_model.state().dragging
            ? PL_TR_NOOP("pendulum", "t = %1 s   θ = %2°   θ' = %3 °/s   E = %4 J/kg   "
                                     "Δt = %5 s   (release to start)")
            : PL_TR_NOOP("pendulum", "t = %1 s   θ = %2°   θ' = %3 °/s   E = %4 J/kg   "
                                     "Δt = %5 s"),
        {trFixed(m_model.state().swing.t, 3), trFixed(wrapAngle(m_model.angle()) / degree, 3),
         trFixed(m_model.angularVelocity() / degree, 3), trFixed(m_model.energy(), 3),
         trFixed(m_model.settings().dt, 3)}));
    out.setWarnings(noticeTexts());
}

TrText PendulumLesson::describe() const
{
    // θ > 0 is right of the vertical (the bob at x = L sin θ); θ' > 0 swings it to the right.
    const double angle = wrapAngle(m_model.angle()) / degree;
    const double speed = m_model.angularVelocity() / degree;
    const double start = m_model.state().energy0;
    if (std::abs(angle) < 0.5 && std::abs(speed) < 0.5)
        return PL_TR_NOOP("pendulum", "Pendulum hanging at rest below the pivot.");
    const TrArg side = trWord(angle >= 0.0 ? PL_TR_NOOP("pendulum", "right") : PL_TR_NOOP("pendulum", "left"));
    const TrArg heading = trWord(speed >= 0.0 ? PL_TR_NOOP("pendulum", "to the right")
                                              : PL_TR_NOOP("pendulum", "to the left"));
    if (start <= 0.0)
        return TrText(PL_TR_NOOP("pendulum", "Pendulum %1° %2 of the vertical, swinging %3 at %4°/s."),
                      {trFixed(std::abs(angle), 0), side, heading, trFixed(std::abs(speed), 0)});
    return TrText(PL_TR_NOOP("pendulum", "Pendulum %1° %2 of the vertical, swinging %3 at %4°/s; "
                                         "energy %5 % of the start."),
                  {trFixed(std::abs(angle), 0), side, heading, trFixed(std::abs(speed), 0),
                   trFixed(100.0 * m_model.energy() / start, 1)});
}

std::vector<TrText> PendulumLesson::noticeTexts() const
{
    if (!m_model.state().divergedAt)
        return {};
    const Method method = m_model.settings().method;
    return {TrText(
        method == Method::ForwardEuler
            ? PL_TR_NOOP("pendulum",
                         "%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the "
                         "start plus the separatrix, which no real pendulum reaches (forward "
                         "Euler adds energy every step). Lower Δt or choose a symplectic "
                         "method or RK4.")
            : PL_TR_NOOP("pendulum",
                         "%1 diverged at t = %2 s: its energy passed %3 J/kg, ten times the "
                         "start plus the separatrix, which no real pendulum reaches. Lower Δt "
                         "or choose a symplectic method or RK4."),
        {trWord(std::string(methodInfo(method).name)), trFixed(*m_model.state().divergedAt, 3),
         trFixed(m_model.runawayEnergy(), 3)})};
}

StudyTable<PendulumLesson> PendulumLesson::makeStudyTable()
{
    return StudyTable<PendulumLesson>().add(
        {"period_amplitude", PL_TR_NOOP("pendulum", "Period against amplitude"),
         PL_TR_NOOP(
             "pendulum",
             "Runs 179 undamped pendulums (θ₀ = 1° … 179°) with the chosen integrator and Δt and "
             "measures each period from zero crossings."),
         true},
        &PendulumLesson::preparePeriodAmplitudeStudy);
}

StudyFunction PendulumLesson::preparePeriodAmplitudeStudy() const
{
    SimplePendulumParameters undamped = m_model.physics();
    undamped.damping = 0.0;
    const Method method = m_model.settings().method;
    const double dt = m_model.settings().dt;
    return [undamped, method, dt](Progress& progress) {
        StudyResult result;
        const int count = 179;
        Vec theta0(count);
        for (int i = 0; i < count; ++i)
            theta0[i] = (i + 1) * degree;
        const double longest = exactPeriodForAmplitude(undamped, theta0[count - 1]);
        // From rest at θ₀ > 0 the downward crossings come at ¼T and 1¼T.
        const double duration = 1.4 * longest;
        ParticleState state{theta0, Vec::Zero(count), 0.0, {}};
        std::vector<ZeroCrossingPeriodMeter> meters(count);
        for (int i = 0; i < count; ++i)
            meters[static_cast<std::size_t>(i)].add(0.0, theta0[i], 0.0);
        const AccelerationFunction acceleration = simplePendulumAcceleration(undamped);
        const long long steps = static_cast<long long>(std::ceil(duration / dt));
        for (long long n = 0; n < steps; ++n) {
            if ((n & 255) == 0) {
                if (progress.cancelled()) {
                    result.cancelled = true;
                    break;
                }
                progress.report(static_cast<double>(n) / steps);
            }
            state = pl::step(method, acceleration, state, dt);
            for (int i = 0; i < count; ++i)
                meters[static_cast<std::size_t>(i)].add(state.t, state.x[i], state.v[i]);
        }
        std::vector<ChartPoint> measured, exact, small;
        for (int i = 0; i < count; ++i) {
            const double amplitudeDeg = theta0[i] / degree;
            if (const std::optional<double> period = meters[static_cast<std::size_t>(i)].lastPeriod();
                period && std::isfinite(*period))
                measured.push_back({amplitudeDeg, *period});
            exact.push_back({amplitudeDeg, exactPeriodForAmplitude(undamped, theta0[i])});
        }
        small = {{0.0, smallAnglePeriod(undamped)}, {180.0, smallAnglePeriod(undamped)}};
        result.series = {{"period_amplitude", "measured", measured, {}},
                         {"period_amplitude", "exact", exact, {}},
                         {"period_amplitude", "small_angle", small, {}}};
        progress.report(1.0);
        return result;
    };
}

bool PendulumLesson::pointer(PointerEvent event, const Vec2& world)
{
    switch (event) {
    case PointerEvent::Press:
        if (!m_model.grabBob(world))
            return false;
        [[fallthrough]];
    case PointerEvent::Move:
        if (!m_model.state().dragging)
            return false;
        if (const std::optional<double> theta = m_model.dragBobTo(world))
            m_changes.set("theta0", *theta / degree);
        return true;
    case PointerEvent::Release:
        if (!m_model.state().dragging)
            return false;
        m_model.releaseBob();
        return true;
    }
    return false;
}

} // namespace pl

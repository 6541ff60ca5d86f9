// SPDX-License-Identifier: GPL-3.0-or-later
#include "double_pendulum/DoublePendulumLesson.h"
#include "common/Angles.h"
#include "framework/Translatable.h"

#include "framework/LessonText.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

#include <particlelab/pendulum/SimplePendulum.h>

namespace pl {

template class ModelLesson<DoublePendulumLesson, DoublePendulumModel, DoublePendulumSettings>;

namespace {

// Flip-map colours for the starts that never flip (within the limit, or ever).
constexpr Color noFlipColor = colors::black;
constexpr Color cannotFlipColor{235, 235, 235};

unsigned int argb(const Color& c)
{
    return (static_cast<unsigned int>(c.a) << 24) | (static_cast<unsigned int>(c.r) << 16) |
           (static_cast<unsigned int>(c.g) << 8) | c.b;
}

Color copyColor(int i) { return i == 0 ? paletteColor(1) : paletteColor(i == 1 ? 0 : i + 1); }

// The id of the one method that is not in the core's shared list.
constexpr const char* implicitMidpointId = "implicit_midpoint";

// The shared integrators with honest names for this system, and the implicit midpoint rule on the
// canonical momenta. Symplectic Euler and velocity Verlet update θ' with an acceleration that
// depends on θ' (the kinetic energy depends on θ₁ − θ₂): here they are not symplectic.
std::vector<Choice> doublePendulumMethodChoices()
{
    std::vector<Choice> choices = integratorChoices();
    for (Choice& c : choices)
        if (c.id == methodInfo(Method::SymplecticEuler).id ||
            c.id == methodInfo(Method::VelocityVerlet).id)
            c = Choice::of(c.id, withMethod(PL_TR_NOOP("double-pendulum",
                                                       "%1 on θ' (not symplectic here)"),
                                            methodFromChoice(c.id)));
    choices.push_back({implicitMidpointId,
                       PL_TR_NOOP("double-pendulum", "Implicit midpoint on (θ, p) (symplectic)")});
    return choices;
}

} // namespace

std::string DoublePendulumLesson::methodName() const
{
    if (m_model.settings().canonicalImplicitMidpoint)
        return PL_TR_NOOP("double-pendulum", "implicit midpoint");
    return std::string(methodInfo(m_model.settings().method).name);
}

ParameterTable<DoublePendulumSettings> DoublePendulumLesson::makeParameterTable()
{
    using S = DoublePendulumSettings;
    ParameterTable<S> t;
    t.bind([](S& s, double v) { s.physics.mass1 = v; },
           ParameterSpec::number("m1", PL_TR_NOOP("double-pendulum", "Mass m₁"), "kg", 1.0,
                                 0.01, 100.0,
                                 PL_TR_NOOP("double-pendulum", "Mass of the upper bob."))
               .onLogScale());
    t.bind([](S& s, double v) { s.physics.mass2 = v; },
           ParameterSpec::number("m2", PL_TR_NOOP("double-pendulum", "Mass m₂"), "kg", 1.0,
                                 0.01, 100.0,
                                 PL_TR_NOOP("double-pendulum", "Mass of the lower bob."))
               .onLogScale());
    t.bind([](S& s, double v) { s.physics.length1 = v; },
           ParameterSpec::number(
               "L1", PL_TR_NOOP("double-pendulum", "Length L₁"), "m", 1.0, 0.05, 10.0,
               PL_TR_NOOP("double-pendulum", "Rod from the pivot to the upper bob."))
               .withStep(0.1));
    t.bind([](S& s, double v) { s.physics.length2 = v; },
           ParameterSpec::number(
               "L2", PL_TR_NOOP("double-pendulum", "Length L₂"), "m", 1.0, 0.05, 10.0,
               PL_TR_NOOP("double-pendulum", "Rod from the upper to the lower bob."))
               .withStep(0.1));
    t.bind([](S& s, double v) { s.physics.gravity = v; },
           ParameterSpec::number("g", PL_TR_NOOP("double-pendulum", "Gravity g"), "m/s²", 9.81,
                                 0.1, 100.0,
                                 PL_TR_NOOP("double-pendulum", "Gravitational acceleration."))
               .withStep(0.1));
    t.bind([](S& s, double degrees) { s.theta1 = degrees * degree; },
           ParameterSpec::number(
               "theta1", PL_TR_NOOP("double-pendulum", "Initial angle θ₁"), "°", 130.0, -180.0,
               180.0,
               PL_TR_NOOP("double-pendulum",
                          "Upper rod's angle from the downward vertical (drag the upper bob)."))
               .withStep(1.0));
    t.bind([](S& s, double degrees) { s.theta2 = degrees * degree; },
           ParameterSpec::number(
               "theta2", PL_TR_NOOP("double-pendulum", "Initial angle θ₂"), "°", 130.0, -180.0,
               180.0,
               PL_TR_NOOP("double-pendulum",
                          "Lower rod's angle from the downward vertical (drag the lower bob)."))
               .withStep(1.0));
    t.bind([](S& s, double degrees) { s.omega1 = degrees * degree; },
           ParameterSpec::number(
               "omega1", PL_TR_NOOP("double-pendulum", "Initial angular velocity ω₁"), "°/s",
               0.0, -3600.0, 3600.0,
               PL_TR_NOOP("double-pendulum", "Upper rod's angular velocity at t = 0."))
               .withStep(10.0));
    t.bind([](S& s, double degrees) { s.omega2 = degrees * degree; },
           ParameterSpec::number(
               "omega2", PL_TR_NOOP("double-pendulum", "Initial angular velocity ω₂"), "°/s",
               0.0, -3600.0, 3600.0,
               PL_TR_NOOP("double-pendulum", "Lower rod's angular velocity at t = 0."))
               .withStep(10.0));
    t.bind(
        [](S& s, const std::string& id) {
            s.method = methodFromId(id).value_or(Method::RK4);
            s.canonicalImplicitMidpoint = id == implicitMidpointId;
        },
        ParameterSpec::choice("method", PL_TR_NOOP("double-pendulum", "Integrator"),
                              doublePendulumMethodChoices(), "rk4",
                              PL_TR_NOOP("double-pendulum", "Time integrator of every copy.")));
    t.bind(&S::dt,
           ParameterSpec::number(
               "dt", PL_TR_NOOP("double-pendulum", "Time step Δt"), "s", 1e-3, 1e-5, 0.05,
               PL_TR_NOOP("double-pendulum",
                          "Step size of the integrator. Applies while running."))
               .onLogScale()
               .appliesLive());
    t.bind(&S::copies,
           ParameterSpec::integer(
               "copies", PL_TR_NOOP("double-pendulum", "Copies"), 5, 1, 100,
               PL_TR_NOOP("double-pendulum",
                          "Pendulums started with θ₁ differing by δ from one to the next.")));
    t.bind([](S& s, double degrees) { s.delta = degrees * degree; },
           ParameterSpec::number(
               "delta", PL_TR_NOOP("double-pendulum", "Offset δ"), "°", 1e-6, 1e-12, 10.0,
               PL_TR_NOOP("double-pendulum",
                          "Difference in the starting θ₁ between neighbouring copies."))
               .onLogScale());
    t.bind(&S::flipGrid,
           ParameterSpec::integer(
               "flip_grid", PL_TR_NOOP("double-pendulum", "Flip map grid"), 200, 10, 1000,
               PL_TR_NOOP("double-pendulum",
                          "Cells per side of the flip map (200 → 200 × 200 starts).")));
    t.bind(
        &S::flipTime,
        ParameterSpec::number(
            "flip_time", PL_TR_NOOP("double-pendulum", "Flip map time limit"), "s", 10.0, 0.5,
            100.0,
            PL_TR_NOOP("double-pendulum",
                       "Simulated time per start of the flip map; later flips are not seen."))
            .withStep(1.0));
    t.bind(&S::flipDt,
           ParameterSpec::number("flip_dt", PL_TR_NOOP("double-pendulum", "Flip map time step"),
                                 "s", 1e-3, 1e-4, 1e-2,
                                 PL_TR_NOOP("double-pendulum", "RK4 step of the flip map."))
               .onLogScale());
    return t;
}

TrText DoublePendulumLesson::validate(const ParameterValues& values) const
{
    const DoublePendulumSettings settings = settingsFrom(values);
    const double shortest = std::min(settings.physics.length1, settings.physics.length2);
    const double period = 2.0 * std::numbers::pi * std::sqrt(shortest / settings.physics.gravity);
    const double dt = settings.dt;
    if (dt > 0.05 * period)
        return TrText(PL_TR_NOOP("double-pendulum",
                                 "parameter 'dt': time step Δt = %1 s is more than 1/20 of the "
                                 "shortest small-swing period 2π√(L/g) = %2 s. Use Δt ≤ %3 s."),
                      {trNumber(dt, 4), trNumber(period, 4), trNumber(0.05 * period, 3)});
    const double flipDt = settings.flipDt;
    if (flipDt > 0.05 * period)
        return TrText(PL_TR_NOOP("double-pendulum",
                                 "parameter 'flip_dt': flip map time step %1 s is more than 1/20 of "
                                 "the shortest small-swing period %2 s."),
                      {trNumber(flipDt, 4), trNumber(period, 4)});
    return {};
}

void DoublePendulumLesson::resetModel(const DoublePendulumSettings& settings)
{
    m_flipGrid = settings.flipGrid;
    m_flipTime = settings.flipTime;
    m_flipDt = settings.flipDt;
    m_model.reset(settings);
}

void DoublePendulumLesson::applyLive(const ParameterValues& values)
{
    m_model.setTimeStep(settingsFrom(values).dt);
}

void DoublePendulumLesson::declareCharts(ChartSet& set)
{
    const ChartHandle energy = set.chart(
        ChartSpec{"energy",
                  {},
                  {PL_TR_NOOP("double-pendulum", "time"), "s"},
                  {PL_TR_NOOP("double-pendulum", "energy E"), "J"},
                  {}}
            .titled(withName(PL_TR_NOOP("double-pendulum", "Energy (first copy, %1)"),
                             methodName())));
    m_series.kinetic =
        set.series(energy, {"kinetic", PL_TR_NOOP("double-pendulum", "Kinetic"), paletteColor(2)});
    m_series.potential = set.series(
        energy, {"potential", PL_TR_NOOP("double-pendulum", "Potential"), paletteColor(4)});
    m_series.total =
        set.series(energy, {"total", PL_TR_NOOP("double-pendulum", "Total"), colors::black});
    const ChartHandle separation =
        set.chart({"separation",
                   PL_TR_NOOP("double-pendulum", "Separation of the first two copies"),
                   {PL_TR_NOOP("double-pendulum", "time"), "s"},
                   {PL_TR_NOOP("double-pendulum", "separation d"),
                    PL_TR_NOOP("double-pendulum", "rad, rad/s"), true},
                   {}});
    m_series.separation = set.series(
        separation, {"separation", PL_TR_NOOP("double-pendulum", "Separation d"), paletteColor(0)});
    m_series.fit = set.series(separation, {"fit", PL_TR_NOOP("double-pendulum", "Fit d₀e^{λt}"),
                                           colors::black, SeriesStyle::DashedLine, 1.5});
    const ChartHandle angles =
        set.chart({"theta1_theta2",
                   PL_TR_NOOP("double-pendulum", "θ₁–θ₂ (first copy)"),
                   {PL_TR_NOOP("double-pendulum", "angle θ₁ (wrapped)"), "°", false, -180.0, 180.0},
                   {PL_TR_NOOP("double-pendulum", "angle θ₂ (wrapped)"), "°", false, -180.0, 180.0},
                   {}});
    m_series.angles = set.series(angles, {"trajectory", PL_TR_NOOP("double-pendulum", "Trajectory"),
                                          copyColor(0), SeriesStyle::Points, 1.0});
    const ChartHandle lower =
        set.chart({"theta2_omega2",
                   PL_TR_NOOP("double-pendulum", "θ₂–ω₂ (first copy)"),
                   {PL_TR_NOOP("double-pendulum", "angle θ₂ (wrapped)"), "°", false, -180.0, 180.0},
                   {PL_TR_NOOP("double-pendulum", "angular velocity ω₂"), "°/s"},
                   {}});
    m_series.lower = set.series(lower, {"trajectory", PL_TR_NOOP("double-pendulum", "Trajectory"),
                                        copyColor(0), SeriesStyle::Points, 1.0});
}

void DoublePendulumLesson::record(ChartData& data) const
{
    const DoublePendulumModel::State& state = m_model.state();
    const DoublePendulumParameters& params = m_model.physics();
    const double t = state.pendulums.t;
    const DoublePendulumState s = m_model.copyState(0);
    const double kinetic = doublePendulumKineticEnergy(params, s);
    const double potential = doublePendulumPotentialEnergy(params, s);
    data.append(m_series.kinetic, t, kinetic);
    data.append(m_series.potential, t, potential);
    data.append(m_series.total, t, kinetic + potential);
    data.append(m_series.angles, wrapAngle(s.theta1) / degree,
                wrapAngle(s.theta2) / degree);
    data.append(m_series.lower, wrapAngle(s.theta2) / degree, s.omega2 / degree);
    if (m_model.copies() >= 2) {
        const double d = m_model.separation();
        if (d > 0.0)
            data.append(m_series.separation, t, d);
        if (state.fit) {
            const double t0 = state.sampleTimes.front(), t1 = state.sampleTimes.back();
            data.replace(m_series.fit,
                         {{t0, std::exp(state.fit->intercept + state.fit->slope * t0)},
                          {t1, std::exp(state.fit->intercept + state.fit->slope * t1)}});
            data.setSeriesName(m_series.fit,
                               "Fit: λ ≈ " + formatNumber(state.fit->slope, 3) + " 1/s");
        }
    }
}

std::vector<Measurement> DoublePendulumLesson::measurements() const
{
    const DoublePendulumModel::State& state = m_model.state();
    const DoublePendulumState s = m_model.copyState(0);
    std::vector<Measurement> out;
    out.push_back(Measurement{
        "state", PL_TR_NOOP("double-pendulum", "State [θ₁, θ₂, ω₁, ω₂] of the first copy"),
        PL_TR_NOOP("double-pendulum", "rad, rad/s"),
        std::vector<double>{s.theta1, s.theta2, s.omega1, s.omega2},
        state.divergedAt
            ? PL_TR_NOOP("double-pendulum", "the last finite state before the run diverged")
            : ""});
    out.push_back(Measurement::number(
        "energy", PL_TR_NOOP("double-pendulum", "Energy E (first copy)"), "J", m_model.energy(0)));
    if (state.energy0 > 0.0)
        out.push_back(Measurement::number(
            "energy_drift", PL_TR_NOOP("double-pendulum", "Relative energy drift (E − E₀)/E₀"), "",
            (m_model.energy(0) - state.energy0) / state.energy0));
    else
        out.push_back(Measurement::missing(
            "energy_drift", PL_TR_NOOP("double-pendulum", "Relative energy drift (E − E₀)/E₀"), "",
            PL_TR_NOOP("double-pendulum", "the pendulum starts at rest at the bottom (E₀ = 0)")));
    const std::string lyapunovLabel =
        PL_TR_NOOP("double-pendulum", "Largest Lyapunov exponent estimate λ");
    if (m_model.copies() < 2) {
        out.push_back(
            Measurement::missing("lyapunov_estimate", lyapunovLabel, "1/s",
                                 PL_TR_NOOP("double-pendulum", "needs at least two copies")));
    } else if (!state.fit) {
        out.push_back(Measurement::missing(
            "lyapunov_estimate", lyapunovLabel, "1/s",
            PL_TR_NOOP("double-pendulum", "needs ten separation samples (0.1 s of running)")));
    } else {
        const TrText note(
            state.saturatedAt
                ? PL_TR_NOOP("double-pendulum",
                             "slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), until d "
                             "reached 0.05")
                : PL_TR_NOOP("double-pendulum",
                             "slope of ln d over t = %1 … %2 s (%3 samples, R² = %4), d still "
                             "below 0.05"),
            {trNumber(state.sampleTimes.front(), 3), trNumber(state.sampleTimes.back(), 3),
             trText(std::to_string(state.fit->points)), trNumber(state.fit->rSquared, 3)});
        out.push_back(Measurement{"lyapunov_estimate", lyapunovLabel, "1/s", state.fit->slope, ""}
                          .noted(note));
    }
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

void DoublePendulumLesson::scene(Scene& out) const
{
    const DoublePendulumModel::State& state = m_model.state();
    const DoublePendulumParameters& params = m_model.physics();
    out.clear();
    const double reach = params.length1 + params.length2;
    out.boundsMin = Vec2(-1.15 * reach, -1.15 * reach);
    out.boundsMax = Vec2(1.15 * reach, 1.15 * reach);
    const double bob1 = 0.05 * reach * std::cbrt(params.mass1 / std::max(params.mass1, params.mass2));
    const double bob2 = 0.05 * reach * std::cbrt(params.mass2 / std::max(params.mass1, params.mass2));

    // The other copies fainter when there are many, so that a crowd stays readable.
    const std::uint8_t otherAlpha = m_model.copies() <= 10 ? 150 : 70;
    // Trails, oldest points fading, then the copies from the last to the first (drawn on top).
    for (int i = m_model.copies() - 1; i >= 0; --i) {
        const std::deque<Vec2>& trail = state.trails[static_cast<std::size_t>(i)];
        if (trail.size() >= 2) {
            PolylineItem line;
            line.points.assign(trail.begin(), trail.end());
            line.points.push_back(lowerBobPosition(params, m_model.copyState(i)));
            line.stroke = Stroke{copyColor(i).withAlpha(i == 0 ? 220 : otherAlpha), i == 0 ? 2.0 : 1.0,
                                 false};
            line.fadeTail = true;
            out.polylines.push_back(std::move(line));
        }
    }
    for (int i = m_model.copies() - 1; i >= 0; --i) {
        const DoublePendulumState s = m_model.copyState(i);
        const Vec2 p1 = upperBobPosition(params, s);
        const Vec2 p2 = lowerBobPosition(params, s);
        const std::uint8_t alpha = i == 0 ? 255 : otherAlpha;
        const Color rod = colors::black.withAlpha(alpha);
        out.segments.push_back({Vec2(0, 0), p1, Stroke{rod, i == 0 ? 2.5 : 1.0, false}});
        out.segments.push_back({p1, p2, Stroke{rod, i == 0 ? 2.5 : 1.0, false}});
        const Color fill = state.divergedAt ? colors::lightGrey : copyColor(i).withAlpha(alpha);
        const Stroke outline = i == 0 ? Stroke{rod, 1.0, false} : Stroke{colors::none, 1.0, false};
        out.circles.push_back({p1, bob1, fill, outline, false});
        out.circles.push_back({p2, bob2, fill, outline, false});
    }
    out.circles.push_back({Vec2(0, 0), 4.0, colors::black, Stroke{colors::none, 1.0, false}, true});

    out.legend.push_back({PL_TR_NOOP("double-pendulum", "First copy"), copyColor(0)});
    if (m_model.copies() >= 2)
        out.legend.push_back({PL_TR_NOOP("double-pendulum", "Copies with θ₁ + kδ"), copyColor(1)});
    std::ostringstream caption;
    caption.precision(3);
    caption << std::fixed << "t = " << state.pendulums.t << " s   E = " << m_model.energy(0)
            << " J   ";
    caption << std::scientific << "(E − E₀)/E₀ = "
            << (state.energy0 > 0.0 ? (m_model.energy(0) - state.energy0) / state.energy0 : 0.0);
    if (m_model.copies() >= 2)
        caption << "   d = " << m_model.separation() << std::defaultfloat;
    out.caption = caption.str();
    if (state.drag != DoublePendulumModel::Drag::None)
        out.setCaption(TrText("%1   %2", {trText(caption.str()),
                                          trWord(PL_TR_NOOP("double-pendulum", "(release to start)"))}));
    out.setWarnings(noticeTexts());
    // The map's summary in the reader's language while it is the one this lesson counted (one
    // read back from a file shows its English).
    if (!state.flipSummary.empty())
        out.labels.push_back(LabelItem::of(Vec2(-1.1 * reach, -1.1 * reach),
                                           m_flipSummary.english() == state.flipSummary
                                               ? m_flipSummary
                                               : TrText(state.flipSummary),
                                           colors::grey, 9.0));
}

TrText DoublePendulumLesson::describe() const
{
    // Both rods' angles from the vertical (positive: to the right), as a student reads them, and
    // how far the energy has drifted from the start (the measurement's drift in per cent).
    const DoublePendulumModel::State& state = m_model.state();
    const DoublePendulumState s = m_model.copyState(0);
    const auto shown = [](double theta) { return std::remainder(theta, 2.0 * std::numbers::pi) / degree; };
    const double upper = shown(s.theta1);
    const double lower = shown(s.theta2);
    const auto side = [](double angle) {
        return trWord(angle >= 0.0 ? PL_TR_NOOP("double-pendulum", "right")
                                   : PL_TR_NOOP("double-pendulum", "left"));
    };
    if (state.divergedAt)
        return TrText(PL_TR_NOOP("double-pendulum", "Double pendulum: the run diverged at t = %1 s."),
                      {trFixed(*state.divergedAt, 2)});
    if (!(state.energy0 > 0.0))
        return TrText(PL_TR_NOOP("double-pendulum", "Double pendulum: upper rod %1° %2 of the "
                                                    "vertical, lower rod %3° %4."),
                      {trFixed(std::abs(upper), 0), side(upper), trFixed(std::abs(lower), 0), side(lower)});
    return TrText(PL_TR_NOOP("double-pendulum", "Double pendulum: upper rod %1° %2 of the "
                                                "vertical, lower rod %3° %4; energy drift %5 %."),
                  {trFixed(std::abs(upper), 0), side(upper), trFixed(std::abs(lower), 0), side(lower),
                   trNumber(100.0 * (m_model.energy(0) - state.energy0) / state.energy0, 2)});
}

std::vector<TrText> DoublePendulumLesson::noticeTexts() const
{
    const DoublePendulumModel::State& state = m_model.state();
    if (!state.divergedAt)
        return {};
    if (m_model.settings().canonicalImplicitMidpoint)
        return {TrText(PL_TR_NOOP("double-pendulum",
                                  "Implicit midpoint stopped at t = %1 s: its fixed-point iteration "
                                  "did not converge (it needs ½Δt·|f'| < 1; the rods turn too fast "
                                  "for this Δt). Lower Δt."),
                       {trFixed(*state.divergedAt, 3)})};
    const Method method = m_model.settings().method;
    return {TrText(
        method == Method::ForwardEuler
            ? PL_TR_NOOP("double-pendulum",
                         "%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the "
                         "start plus both rods upright) or an angular velocity passed %4 rad/s, "
                         "far beyond what the physics allows (forward Euler adds energy every "
                         "step). Lower Δt or choose RK4 or the implicit midpoint rule.")
            : PL_TR_NOOP("double-pendulum",
                         "%1 diverged at t = %2 s: the energy of a copy passed %3 J (ten times the "
                         "start plus both rods upright) or an angular velocity passed %4 rad/s, "
                         "far beyond what the physics allows. Lower Δt or choose RK4 or the "
                         "implicit midpoint rule."),
        {trWord(std::string(methodInfo(method).name)), trFixed(*state.divergedAt, 3),
         trNumber(state.runawayEnergy, 3), trNumber(state.blowUpRate, 3)})};
}

StudyTable<DoublePendulumLesson> DoublePendulumLesson::makeStudyTable()
{
    return StudyTable<DoublePendulumLesson>().add(
        {"flip_map", PL_TR_NOOP("double-pendulum", "Compute flip map"),
         PL_TR_NOOP(
             "double-pendulum",
             "Time until a rod first flips, over a grid of starting angles (θ₁, θ₂) from rest: "
             "RK4 on both cores. Grid, time limit and step are the `flip_*` parameters."),
         false},
        &DoublePendulumLesson::prepareFlipMapStudy, &DoublePendulumLesson::acceptFlipMapStudy,
        &DoublePendulumLesson::estimateFlipMapStudy);
}

std::vector<ImageSpec> DoublePendulumLesson::imageSpecs() const
{
    // Cells as computeFlipMap lays them out: θ₁ from −180° (left) to 180°, θ₂ from −180°
    // (bottom) to 180°; colour by log(flip time) from T/100 (red) to T (blue), as prepareStudy.
    ImageSpec map;
    map.id = "flip_map";
    map.title = PL_TR_NOOP("double-pendulum", "Flip map: time until a rod first flips");
    map.x = {PL_TR_NOOP("double-pendulum", "start angle θ₁"), "°", false, -180.0, 180.0};
    map.y = {PL_TR_NOOP("double-pendulum", "start angle θ₂"), "°", false, -180.0, 180.0};
    map.barTitle = PL_TR_NOOP("double-pendulum", "first flip");
    map.barUnit = "s";
    map.low = m_flipTime / 100.0;
    map.high = m_flipTime;
    map.logarithmic = true;
    constexpr int samples = 33;
    for (int i = 0; i < samples; ++i)
        map.ramp.push_back(rampColor(1.0 - static_cast<double>(i) / (samples - 1)));
    map.key = {{"no flip in " + formatNumber(m_flipTime, 3) + " s", noFlipColor},
               {PL_TR_NOOP("double-pendulum", "cannot flip (energy)"), cannotFlipColor}};
    return {map};
}

std::optional<WorkEstimate> DoublePendulumLesson::estimateFlipMapStudy() const
{
    // At most every start runs to the time limit (starts that flip early stop sooner). Rate:
    // bench_pendulum, 200×200 starts × 10⁴ steps in 2.9 s on two threads.
    constexpr double pendulumStepsPerSecond = 1.4e8;
    const double starts = static_cast<double>(m_flipGrid) * m_flipGrid;
    const double steps = std::ceil(m_flipTime / m_flipDt);
    std::ostringstream formula;
    formula << "'flip_grid'² = " << starts << " starts × 'flip_time'/'flip_dt' = " << steps
            << " steps";
    return WorkEstimate{starts * steps, PL_TR_NOOP("double-pendulum", "pendulum steps"),
                        formula.str(), pendulumStepsPerSecond};
}

StudyFunction DoublePendulumLesson::prepareFlipMapStudy() const
{
    FlipMapSettings settings;
    settings.pendulum = m_model.physics();
    settings.gridSize = m_flipGrid;
    settings.duration = m_flipTime;
    settings.timeStep = m_flipDt;
    settings.threads = 2;
    return [settings](Progress& progress) {
        const FlipMap map = computeFlipMap(settings, [&progress](double fraction) {
            progress.report(fraction);
            return !progress.cancelled();
        });
        StudyResult result;
        result.cancelled = map.cancelled;
        StudyResult::Image image;
        image.id = "flip_map";
        image.width = map.gridSize;
        image.height = map.gridSize;
        image.argb.resize(map.flipTime.size());
        // Colour by log(flip time): red for flips within a hundredth of the limit, blue for
        // flips near it.
        const double earliest = settings.duration / 100.0;
        for (std::size_t i = 0; i < map.flipTime.size(); ++i) {
            Color c;
            if (map.cannotFlip[i]) {
                c = cannotFlipColor;
            } else if (std::isinf(map.flipTime[i])) {
                c = noFlipColor;
            } else {
                const double s = std::log(std::max(map.flipTime[i], earliest) / earliest) /
                                 std::log(settings.duration / earliest);
                c = rampColor(1.0 - s);
            }
            image.argb[i] = argb(c);
        }
        result.images.push_back(std::move(image));
        return result;
    };
}

void DoublePendulumLesson::acceptFlipMapStudy(const StudyResult& result)
{
    if (result.images.empty())
        return;
    // The summary under the view, counted from the map's colours.
    const std::vector<unsigned int>& pixels = result.images.front().argb;
    const unsigned int forbidden = argb(cannotFlipColor), never = argb(noFlipColor);
    const auto screened = std::count(pixels.begin(), pixels.end(), forbidden);
    const auto unflipped = std::count(pixels.begin(), pixels.end(), never);
    const double cells = static_cast<double>(std::max<std::size_t>(1, pixels.size()));
    m_flipSummary = TrText(
        result.cancelled ? PL_TR_NOOP("double-pendulum", "Flip map (cancelled): %1% of starts flip "
                                                         "within %2 s, %3% never can")
                         : PL_TR_NOOP("double-pendulum", "Flip map: %1% of starts flip within %2 s, "
                                                         "%3% never can"),
        {trNumber(100.0 * static_cast<double>(static_cast<long long>(pixels.size()) - screened - unflipped) / cells, 3),
         trNumber(m_flipTime, 3), trNumber(100.0 * screened / cells, 3)});
    m_model.state().flipSummary = m_flipSummary.english();
}

bool DoublePendulumLesson::pointer(PointerEvent event, const Vec2& world)
{
    using Drag = DoublePendulumModel::Drag;
    const DoublePendulumModel::State& state = m_model.state();
    switch (event) {
    case PointerEvent::Press:
        if (!m_model.grabBob(world))
            return false;
        m_changes.set("theta1", state.theta1 / degree);
        m_changes.set("theta2", state.theta2 / degree);
        [[fallthrough]];
    case PointerEvent::Move:
        if (state.drag == Drag::None)
            return false;
        if (m_model.dragBobTo(world)) {
            if (state.drag == Drag::UpperBob)
                m_changes.set("theta1", state.theta1 / degree);
            else
                m_changes.set("theta2", state.theta2 / degree);
        }
        return true;
    case PointerEvent::Release:
        if (state.drag == Drag::None)
            return false;
        m_model.releaseBob();
        return true;
    }
    return false;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "bouncing/BouncingLesson.h"
#include "common/Angles.h"
#include "framework/LessonText.h"
#include "framework/TextFormat.h"
#include "framework/Translatable.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <cstdlib>
#include <sstream>

namespace pl {

template class ModelLesson<BouncingLesson, BouncingModel, BouncingSettings>;

using namespace particle_lessons;

namespace {

using Ball = BouncingModel::Ball;
constexpr double ballSpacing = BouncingModel::ballSpacing;  // m
constexpr double smallestRecordedBounce = BouncingModel::smallestRecordedBounce;

std::vector<double> parseRestitutions(const std::string& text, TrText& error)
{
    std::vector<double> out;
    for (const std::string& piece : splitList(text)) {
        char* end = nullptr;
        const double r = std::strtod(piece.c_str(), &end);
        if (end == piece.c_str() || *end != '\0' || !(r >= 0.0 && r <= 1.0)) {
            error = TrText(PL_TR_NOOP("bouncing",
                                      "Restitutions: \"%1\" is not a number between 0 and 1."),
                           {trText(piece)});
            return {};
        }
        out.push_back(r);
    }
    if (out.empty())
        error = PL_TR_NOOP(
            "bouncing", "Restitutions: give at least one value between 0 and 1, e.g. 0.9,0.8,0.6.");
    else if (out.size() > 8)
        error = PL_TR_NOOP("bouncing", "Restitutions: at most 8 balls.");
    return out;
}

std::string ballId(const Ball& ball) { return "r=" + formatNumber(ball.restitution, 3); }

} // namespace

ParameterTable<BouncingSettings> BouncingLesson::makeParameterTable()
{
    using S = BouncingSettings;
    ParameterTable<S> t;
    t.bind(
        [](S& s, const std::string& text) {
            TrText error; // validate() has refused a list with an error
            s.restitutions = parseRestitutions(text, error);
        },
        ParameterSpec::text(
            "restitutions", PL_TR_NOOP("bouncing", "Restitutions r"), "0.9,0.8,0.6,0.4",
            PL_TR_NOOP("bouncing",
                       "One ball per value (0 … 1), comma-separated, on the floor and on "
                       "the tilted plane.")));
    t.bind(
        &S::height,
        ParameterSpec::number(
            "height", PL_TR_NOOP("bouncing", "Drop height h"), "m", 1.0, 0.05, 5.0,
            PL_TR_NOOP("bouncing",
                       "Gap between the floor and the bottom of each floor ball at t = 0.")));
    t.bind([](S& s, double degrees) { s.angle = degrees * degree; },
           ParameterSpec::number(
               "angle", PL_TR_NOOP("bouncing", "Plane tilt θ"), "°", 20.0, 0.0, 60.0,
               PL_TR_NOOP("bouncing", "Angle of the tilted plane to the floor.")));
    t.bind(&S::friction,
           ParameterSpec::number(
               "friction", PL_TR_NOOP("bouncing", "Friction μ"), "", 0.5, 0.0, 2.0,
               PL_TR_NOOP("bouncing", "Coulomb friction coefficient of floor and plane."))
               .withStep(0.05)
               .appliesLive());
    t.bind(&S::radius,
           ParameterSpec::number("radius", PL_TR_NOOP("bouncing", "Ball radius"), "m", 0.05,
                                 0.005, 0.2, PL_TR_NOOP("bouncing", "Radius of every ball.")));
    t.bind(&S::dt, ParameterSpec::number(
                       "dt", PL_TR_NOOP("bouncing", "Time step Δt"), "s", 1e-3, 1e-5, 0.02,
                       PL_TR_NOOP("bouncing",
                                  "Frame step of symplectic Euler; split into the substeps."))
                       .onLogScale()
                       .appliesLive());
    t.bind(&S::substeps,
           ParameterSpec::integer(
               "substeps", PL_TR_NOOP("bouncing", "Substeps"), 10, 1, 100,
               PL_TR_NOOP("bouncing", "Substeps per frame: contacts are resolved in each."))
               .appliesLive());
    return t;
}

TrText BouncingLesson::validate(const ParameterValues& values) const
{
    TrText error;
    parseRestitutions(values.text("restitutions"), error);
    return error;
}

void BouncingLesson::applyLive(const ParameterValues& values)
{
    const BouncingSettings settings = settingsFrom(values);
    m_model.applyLive(settings.dt, settings.substeps, settings.friction);
}

void BouncingLesson::declareCharts(ChartSet& set)
{
    const ChartHandle heights =
        set.chart({"bounce_heights",
                   PL_TR_NOOP("bouncing", "Height of successive bounces (floor balls)"),
                   {PL_TR_NOOP("bouncing", "bounce n"), ""},
                   {PL_TR_NOOP("bouncing", "bounce height h_n"), "m", true},
                   {}});
    m_bounces.clear();
    for (int k = 0; k < static_cast<int>(m_model.balls().size()); ++k) {
        const std::string id = ballId(m_model.balls()[static_cast<std::size_t>(k)]);
        const std::string n = std::to_string(k);
        m_bounces.push_back(
            {set.series(heights, SeriesSpec{"measured_" + n, {}, paletteColor(k), SeriesStyle::Points, 4.0}
                                     .named(withName(PL_TR_NOOP("bouncing", "Measured, %1"), id))),
             set.series(heights, SeriesSpec{"expected_" + n, {}, paletteColor(k), SeriesStyle::DashedLine, 1.2}
                                     .named(withName(PL_TR_NOOP("bouncing", "h r²ⁿ, %1"), id)))});
    }
    const ChartHandle energy = set.chart({"energy",
                                          PL_TR_NOOP("bouncing", "Energy of all balls"),
                                          {PL_TR_NOOP("bouncing", "time"), "s"},
                                          {PL_TR_NOOP("bouncing", "energy"), "J"},
                                          {}});
    m_kinetic = set.series(energy, {"kinetic", PL_TR_NOOP("bouncing", "Kinetic"), paletteColor(0)});
    m_gravity =
        set.series(energy, {"gravity", PL_TR_NOOP("bouncing", "Gravitational"), paletteColor(2)});
    m_total = set.series(
        energy, {"total", PL_TR_NOOP("bouncing", "Total"), colors::black, SeriesStyle::Line, 2.5});
}

void BouncingLesson::record(ChartData& data) const
{
    for (int k = 0; k < static_cast<int>(m_model.balls().size()); ++k) {
        const Ball& ball = m_model.balls()[static_cast<std::size_t>(k)];
        const std::vector<double>& apexes = m_model.bounceHeights(k);
        const BounceSeries& series = m_bounces[static_cast<std::size_t>(k)];
        const std::vector<ChartPoint>& shown = data.points(series.measured);
        if (shown.size() > apexes.size() ||
            (!shown.empty() && shown.front().y != apexes.front())) {
            data.replace(series.measured, {});  // a new drag started a new sequence
        }
        for (std::size_t n = data.points(series.measured).size(); n < apexes.size(); ++n)
            data.append(series.measured, static_cast<double>(n), apexes[n]);
        const std::vector<ChartPoint>& line = data.points(series.expected);
        if (line.empty() || line.front().y != apexes.front()) {
            std::vector<ChartPoint> points;
            const double r2 = ball.restitution * ball.restitution;
            double h = apexes.front();
            for (int n = 0; n <= 40 && h > smallestRecordedBounce * apexes.front(); ++n, h *= r2)
                points.push_back({static_cast<double>(n), h});
            data.replace(series.expected, points);
        }
    }
    if (m_model.state().divergedAt)
        return;  // the energies of a diverged run are not numbers to draw
    const double kinetic = m_model.kineticEnergy();
    const double gravity = m_model.gravitationalEnergy();
    data.append(m_kinetic, m_model.state().time, kinetic);
    data.append(m_gravity, m_model.state().time, gravity);
    data.append(m_total, m_model.state().time, kinetic + gravity);
}

std::vector<Measurement> BouncingLesson::measurements() const
{
    std::vector<std::pair<std::string, double>> ratios, expected;
    std::vector<TrText> waiting;  // balls that have not bounced yet
    for (std::size_t k = 0; k < m_model.balls().size(); ++k) {
        const Ball& ball = m_model.balls()[k];
        const std::vector<double>& apexes = m_model.bounceHeights(static_cast<int>(k));
        const std::string id = ballId(ball);
        // Mean of h_{n+1}/h_n over the bounces recorded so far.
        double sum = 0.0;
        int count = 0;
        for (std::size_t n = 1; n < apexes.size(); ++n) {
            sum += apexes[n] / apexes[n - 1];
            ++count;
        }
        ratios.emplace_back(id, count > 0 ? sum / count : std::nan(""));
        if (count == 0)
            waiting.push_back(TrText(id));
        expected.emplace_back(id, ball.restitution * ball.restitution);
    }
    std::vector<Measurement> out = {
        Measurement{"bounce_ratios",
                    PL_TR_NOOP("bouncing", "Mean ratio of successive bounce heights h_{n+1}/h_n"),
                    "", ratios, {}},
        Measurement{"expected_bounce_ratios", PL_TR_NOOP("bouncing", "Expected ratio r²"), "",
                    expected, ""},
    };
    if (!waiting.empty())
        out.front() = std::move(out.front())
                          .noted(TrText(PL_TR_NOOP("bouncing", "no bounce yet for %1"),
                                        {trSentence(joined(std::move(waiting), ", "))}));
    const std::string kineticLabel = PL_TR_NOOP("bouncing", "Kinetic energy");
    const std::string gravityLabel = PL_TR_NOOP("bouncing", "Gravitational energy (0 at y = 0)");
    const std::string totalLabel = PL_TR_NOOP("bouncing", "Total energy");
    if (const std::optional<double> diverged = m_model.state().divergedAt) {
        const TrText why(PL_TR_NOOP("bouncing", "the run diverged at t = %1 s"),
                         {trFixed(*diverged, *diverged < 0.1 ? 4 : 2)});
        out.push_back(Measurement::missing("kinetic_energy", kineticLabel, "J", {}).noted(why));
        out.push_back(Measurement::missing("gravitational_energy", gravityLabel, "J", {}).noted(why));
        out.push_back(Measurement::missing("total_energy", totalLabel, "J", {}).noted(why));
        return out;
    }
    const double kinetic = m_model.kineticEnergy();
    const double gravity = m_model.gravitationalEnergy();
    out.push_back(Measurement::number("kinetic_energy", kineticLabel, "J", kinetic));
    out.push_back(Measurement::number("gravitational_energy", gravityLabel, "J", gravity));
    out.push_back(Measurement::number("total_energy", totalLabel, "J", kinetic + gravity));
    return out;
}

void BouncingLesson::scene(Scene& out) const
{
    const BouncingSettings& settings = m_model.settings();
    const double rampStart = m_model.rampStart();
    out.clear();
    const int count = static_cast<int>(m_model.balls().size());
    const double rampLength = 0.5 + count * ballSpacing + 0.3;
    const Vec2 rampEnd =
        Vec2(rampStart, 0.0) +
        rampLength * Vec2(std::cos(settings.angle), std::sin(settings.angle));
    out.boundsMin = Vec2(-0.4, -0.2);
    out.boundsMax = Vec2(rampEnd.x() + 0.2, rampEnd.y() + settings.height + 0.3);
    out.rects.push_back({Vec2(-50.0, -2.0), Vec2(50.0, 0.0), Stroke{colors::grey, 1.0, false},
                         colors::lightGrey});
    PolylineItem ramp;
    ramp.points = {Vec2(rampStart, 0.0), rampEnd, Vec2(rampEnd.x(), 0.0)};
    out.segments.push_back({Vec2(rampStart, 0.0), Vec2(rampStart, settings.height + 0.3),
                            Stroke{colors::grey, 2.0, false}});
    ramp.closed = true;
    ramp.fill = colors::lightGrey;
    ramp.stroke = Stroke{colors::grey, 1.0, false};
    out.polylines.push_back(ramp);
    for (int k = 0; k < count; ++k) {
        const Ball& ball = m_model.balls()[static_cast<std::size_t>(k)];
        const Color c = paletteColor(k);
        // The drop height and the expected first bounce as guides above the floor ball.
        const double x = k * ballSpacing;
        out.segments.push_back({Vec2(x - 0.12, settings.height), Vec2(x + 0.12, settings.height),
                                Stroke{colors::grey, 1.0, true}});
        const double first = settings.height * ball.restitution * ball.restitution;
        out.segments.push_back({Vec2(x - 0.12, first), Vec2(x + 0.12, first), Stroke{c, 1.0, true}});
        for (const Vec2& p : {m_model.floor().position(ball.floorParticle),
                              m_model.ramp().position(ball.rampParticle)})
            out.circles.push_back(
                {p, settings.radius, c, Stroke{colors::black, 1.0, false}, false});
        out.labels.push_back({Vec2(x - 0.12, -0.15), ballId(ball), c, 9});
        out.legend.push_back({ballId(ball), c});
    }
    out.legend.push_back(
        {PL_TR_NOOP("bouncing", "Expected first bounce h r² (dashed)"), colors::grey});
    out.setCaption(TrText(PL_TR_NOOP("bouncing", "t = %1   Δt = %2 s   plane tilt %3°"),
                          {trText(formatSeconds(m_model.state().time)), trNumber(settings.dt),
                           trNumber(settings.angle / degree)}));
    out.setWarnings(noticeTexts());
}

TrText BouncingLesson::describe() const
{
    // The first and the last ball on the floor (the least and the most bouncy at the defaults):
    // their restitution, height above the floor and bounces so far; then the total energy the
    // measurements give.
    if (const std::optional<double> diverged = m_model.state().divergedAt)
        return TrText(PL_TR_NOOP("bouncing", "Bouncing balls: the run diverged at t = %1 s."),
                      {trFixed(*diverged, 2)});
    const auto& balls = m_model.balls();
    if (balls.empty())
        return PL_TR_NOOP("bouncing", "No balls on the floor.");
    const auto part = [&](std::size_t k) {
        const Ball& ball = balls[k];
        const double height = m_model.floor().position(ball.floorParticle).y() - m_model.settings().radius;
        const int bounces = static_cast<int>(m_model.bounceHeights(static_cast<int>(k)).size()) - 1;
        return std::vector<TrArg>{trNumber(ball.restitution, 3), trFixed(std::max(0.0, height), 2),
                                  trText(std::to_string(std::max(0, bounces)))};
    };
    std::vector<TrArg> args = part(0);
    const TrArg total = trNumber(m_model.kineticEnergy() + m_model.gravitationalEnergy(), 3);
    if (balls.size() == 1) {
        args.push_back(total);
        return TrText(PL_TR_NOOP("bouncing", "Ball of restitution %1: %2 m above the floor, "
                                             "bounces so far %3; total energy %4 J."),
                      std::move(args));
    }
    for (TrArg& a : part(balls.size() - 1))
        args.push_back(std::move(a));
    args.push_back(total);
    return trCount(PL_TR_N_NOOP("bouncing", "%n balls. Restitution %1: %2 m above the floor, "
                                            "bounces so far %3; restitution %4: %5 m above the "
                                            "floor, bounces so far %6. Total energy %7 J."),
                   static_cast<int>(balls.size()), std::move(args));
}

std::vector<TrText> BouncingLesson::noticeTexts() const
{
    const std::optional<double> t = m_model.state().divergedAt;
    if (!t)
        return {};
    return {TrText(PL_TR_NOOP("bouncing", "The simulation diverged at t = %1 s: lower Δt."),
                   {trFixed(*t, *t < 0.1 ? 4 : 2)})};
}

bool BouncingLesson::pointer(PointerEvent event, const Vec2& world)
{
    return particle_lessons::dragOneBody(m_model, event, world);
}

std::optional<SceneDescription> BouncingLesson::asScene() const
{
    return particle_lessons::describeAsScene(
        m_model.floor(), PL_TR_NOOP("bouncing", "Bouncing balls"),
        PL_TR_NOOP(
            "bouncing",
            "Saved from the bouncing lesson: the balls above the floor. A scene's wall has one "
            "restitution for every ball."),
        m_model.settings().radius, m_model.settings().dt);
}

} // namespace pl

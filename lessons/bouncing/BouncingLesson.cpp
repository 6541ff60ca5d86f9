#include "bouncing/BouncingLesson.h"
#include "common/Angles.h"
#include "framework/LessonText.h"

#include <particlelab/constraints/Walls.h>
#include <particlelab/forces/UniformForces.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <cstdlib>
#include <sstream>

namespace pl {

using namespace particle_lessons;

namespace {

constexpr double g = 9.81;            // m/s²
constexpr double ballMass = 0.1;      // kg
constexpr double ballSpacing = 0.4;   // m between balls in a row
// Bounces lower than this fraction of the drop height are not recorded: the discrete time
// step (resting threshold 2gΔt) dominates them.
constexpr double smallestRecordedBounce = 1e-3;

std::vector<double> parseRestitutions(const std::string& text, std::string& error)
{
    std::vector<double> out;
    for (const std::string& piece : splitList(text)) {
        char* end = nullptr;
        const double r = std::strtod(piece.c_str(), &end);
        if (end == piece.c_str() || *end != '\0' || !(r >= 0.0 && r <= 1.0)) {
            error = "Restitutions: \"" + piece + "\" is not a number between 0 and 1.";
            return {};
        }
        out.push_back(r);
    }
    if (out.empty())
        error = "Restitutions: give at least one value between 0 and 1, e.g. 0.9,0.8,0.6.";
    else if (out.size() > 8)
        error = "Restitutions: at most 8 balls.";
    return out;
}

} // namespace

LessonInfo BouncingLesson::info() const
{
    return {
        "bouncing",
        "Bouncing balls: restitution and friction",
        "Balls of different restitution bounce to heights h·r²ⁿ on a floor and a tilted plane.",
        lessonText("bouncing"),
    };
}

std::vector<ParameterSpec> BouncingLesson::parameters() const
{
    return {
        ParameterSpec::text("restitutions", "Restitutions r", "0.9,0.8,0.6,0.4",
                            "One ball per value (0 … 1), comma-separated, on the floor and on "
                            "the tilted plane."),
        ParameterSpec::number("height", "Drop height h", "m", 1.0, 0.05, 5.0,
                              "Gap between the floor and the bottom of each floor ball at t = 0."),
        ParameterSpec::number("angle", "Plane tilt θ", "°", 20.0, 0.0, 60.0,
                              "Angle of the tilted plane to the floor."),
        ParameterSpec::number("friction", "Friction μ", "", 0.5, 0.0, 2.0,
                              "Coulomb friction coefficient of floor and plane.")
            .withStep(0.05)
            .appliesLive(),
        ParameterSpec::number("radius", "Ball radius", "m", 0.05, 0.005, 0.2, "Radius of every ball."),
        ParameterSpec::number("dt", "Time step Δt", "s", 1e-3, 1e-5, 0.02,
                              "Frame step of symplectic Euler; split into the substeps.")
            .onLogScale()
            .appliesLive(),
        ParameterSpec::integer("substeps", "Substeps", 10, 1, 100,
                               "Substeps per frame: contacts are resolved in each.")
            .appliesLive(),
    };
}

std::string BouncingLesson::validate(const ParameterValues& values) const
{
    std::string error;
    parseRestitutions(values.text("restitutions"), error);
    return error;
}

void BouncingLesson::reset(const ParameterValues& values)
{
    std::string error;
    const std::vector<double> restitutions = parseRestitutions(values.text("restitutions"), error);
    m_height = values.number("height");
    m_radius = values.number("radius");
    m_angle = values.number("angle") * degree;
    m_state = {};
    const int count = static_cast<int>(restitutions.size());
    m_rampStart = count * ballSpacing + 0.4;

    m_floor = ParticleSystem();
    m_ramp = ParticleSystem();
    m_balls.clear();
    const Vec2 foot(m_rampStart, 0.0);
    const Vec2 rampDirection(std::cos(m_angle), std::sin(m_angle));
    const Vec2 rampNormal(-std::sin(m_angle), std::cos(m_angle));
    for (int k = 0; k < count; ++k) {
        Ball ball;
        ball.restitution = restitutions[static_cast<std::size_t>(k)];
        ball.floorParticle = m_floor.addParticle(Vec2(k * ballSpacing, m_radius + m_height),
                                                 Vec2::Zero(), ballMass);
        // h above the plane's surface, measured vertically to the ball's lowest point.
        const Vec2 surface = foot + (0.5 + k * ballSpacing) * rampDirection;
        ball.rampParticle = m_ramp.addParticle(
            surface + Vec2(0.0, m_height + m_radius / std::cos(m_angle)), Vec2::Zero(), ballMass);
        m_balls.push_back(ball);
        m_state.bounces.push_back({{m_height}, 0.0, false});
    }
    const double friction = values.number("friction");
    auto floor = std::make_unique<Walls>(m_radius, 1.0, friction);
    floor->addHalfPlane(Vec2::Zero(), Vec2::UnitY());
    auto ramp = std::make_unique<Walls>(m_radius, 1.0, friction);
    ramp->addHalfPlane(foot, rampNormal);
    ramp->addHalfPlane(foot, Vec2::UnitX());
    for (const Ball& ball : m_balls) {
        floor->setRestitution(ball.floorParticle, ball.restitution);
        ramp->setRestitution(ball.rampParticle, ball.restitution);
    }
    m_floor.add(std::move(floor));
    m_ramp.add(std::move(ramp));
    for (ParticleSystem* s : {&m_floor, &m_ramp}) {
        s->add(std::make_unique<Gravity>(Vec2(0.0, -g)));
        s->setMethod(Method::SymplecticEuler);
    }
    applyLive(values);
}

void BouncingLesson::applyLive(const ParameterValues& values)
{
    m_dt = values.number("dt");
    for (ParticleSystem* s : {&m_floor, &m_ramp}) {
        s->setSubsteps(values.integer("substeps"));
        s->find<Walls>()->setFriction(values.number("friction"));
    }
}

void BouncingLesson::step()
{
    if (m_state.divergedAt)
        return;
    m_floor.step(m_dt);
    m_ramp.step(m_dt);
    m_state.time += m_dt;
    if (!m_floor.isFiniteAndBounded(1e4) || !m_ramp.isFiniteAndBounded(1e4)) {
        m_state.divergedAt = m_state.time;
        return;
    }
    trackBounces();
}

// The apex of a bounce: the highest point between the ball starting to rise and starting to
// fall again. A held ball starts a new sequence from where it is let go.
void BouncingLesson::trackBounces()
{
    for (std::size_t k = 0; k < m_balls.size(); ++k) {
        const Ball& ball = m_balls[k];
        BounceTrack& track = m_state.bounces[k];
        if (m_state.grab.active() && !m_state.grabOnRamp && m_state.grab.particle() == ball.floorParticle) {
            track.apexes = {m_floor.position(ball.floorParticle).y() - m_radius};
            track.rising = false;
            continue;
        }
        const double y = m_floor.position(ball.floorParticle).y() - m_radius;
        const double vy = m_floor.velocity(ball.floorParticle).y();
        if (vy > 0.0 && !track.rising) {
            track.rising = true;
            track.highest = y;
        }
        if (track.rising) {
            track.highest = std::max(track.highest, y);
            if (vy < 0.0) {
                track.rising = false;
                if (track.highest > smallestRecordedBounce * track.apexes.front())
                    track.apexes.push_back(track.highest);
            }
        }
    }
}

std::string BouncingLesson::ballId(const Ball& ball) const
{
    return "r=" + formatNumber(ball.restitution, 3);
}

std::vector<ChartSpec> BouncingLesson::charts() const
{
    ChartSpec heights{"bounce_heights", "Height of successive bounces (floor balls)",
                      {"bounce n", ""}, {"bounce height h_n", "m", true}, {}};
    for (int k = 0; k < static_cast<int>(m_balls.size()); ++k) {
        const std::string id = ballId(m_balls[static_cast<std::size_t>(k)]);
        heights.series.push_back(
            {"measured_" + std::to_string(k), "Measured, " + id, paletteColor(k), SeriesStyle::Points, 4.0});
        heights.series.push_back({"expected_" + std::to_string(k), "h r²ⁿ, " + id,
                                  paletteColor(k), SeriesStyle::DashedLine, 1.2});
    }
    ChartSpec energy{"energy", "Energy of all balls", {"time", "s"}, {"energy", "J"}, {}};
    energy.series = {{"kinetic", "Kinetic", paletteColor(0)},
                     {"gravity", "Gravitational", paletteColor(2)},
                     {"total", "Total", colors::black, SeriesStyle::Line, 2.5}};
    return {heights, energy};
}

void BouncingLesson::record(ChartData& data) const
{
    for (int k = 0; k < static_cast<int>(m_balls.size()); ++k) {
        const Ball& ball = m_balls[static_cast<std::size_t>(k)];
        const std::vector<double>& apexes = m_state.bounces[static_cast<std::size_t>(k)].apexes;
        const std::string measured = "measured_" + std::to_string(k);
        const std::vector<ChartPoint>& shown = data.points("bounce_heights", measured);
        if (shown.size() > apexes.size() ||
            (!shown.empty() && shown.front().y != apexes.front())) {
            data.replace("bounce_heights", measured, {});  // a new drag started a new sequence
        }
        for (std::size_t n = data.points("bounce_heights", measured).size(); n < apexes.size(); ++n)
            data.append("bounce_heights", measured, static_cast<double>(n), apexes[n]);
        const std::string expected = "expected_" + std::to_string(k);
        const std::vector<ChartPoint>& line = data.points("bounce_heights", expected);
        if (line.empty() || line.front().y != apexes.front()) {
            std::vector<ChartPoint> points;
            const double r2 = ball.restitution * ball.restitution;
            double h = apexes.front();
            for (int n = 0; n <= 40 && h > smallestRecordedBounce * apexes.front(); ++n, h *= r2)
                points.push_back({static_cast<double>(n), h});
            data.replace("bounce_heights", expected, points);
        }
    }
    const double kinetic = kineticEnergy();
    const double gravity = gravitationalEnergy();
    data.append("energy", "kinetic", m_state.time, kinetic);
    data.append("energy", "gravity", m_state.time, gravity);
    data.append("energy", "total", m_state.time, kinetic + gravity);
}

std::vector<Measurement> BouncingLesson::measurements() const
{
    std::vector<std::pair<std::string, double>> ratios, expected;
    std::string note;
    for (std::size_t k = 0; k < m_balls.size(); ++k) {
        const Ball& ball = m_balls[k];
        const std::vector<double>& apexes = m_state.bounces[k].apexes;
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
            note += (note.empty() ? "no bounce yet for " : ", ") + id;
        expected.emplace_back(id, ball.restitution * ball.restitution);
    }
    const double kinetic = kineticEnergy();
    const double gravity = gravitationalEnergy();
    return {
        Measurement{"bounce_ratios", "Mean ratio of successive bounce heights h_{n+1}/h_n", "",
                    ratios, note},
        Measurement{"expected_bounce_ratios", "Expected ratio r²", "", expected, ""},
        Measurement::number("kinetic_energy", "Kinetic energy", "J", kinetic),
        Measurement::number("gravitational_energy", "Gravitational energy (0 at y = 0)", "J",
                            gravity),
        Measurement::number("total_energy", "Total energy", "J", kinetic + gravity),
    };
}

void BouncingLesson::scene(Scene& out) const
{
    out.clear();
    const int count = static_cast<int>(m_balls.size());
    const double rampLength = 0.5 + count * ballSpacing + 0.3;
    const Vec2 rampEnd = Vec2(m_rampStart, 0.0) + rampLength * Vec2(std::cos(m_angle), std::sin(m_angle));
    out.boundsMin = Vec2(-0.4, -0.2);
    out.boundsMax = Vec2(rampEnd.x() + 0.2, rampEnd.y() + m_height + 0.3);
    out.rects.push_back({Vec2(-50.0, -2.0), Vec2(50.0, 0.0), Stroke{colors::grey, 1.0, false},
                         colors::lightGrey});
    PolylineItem ramp;
    ramp.points = {Vec2(m_rampStart, 0.0), rampEnd, Vec2(rampEnd.x(), 0.0)};
    out.segments.push_back({Vec2(m_rampStart, 0.0), Vec2(m_rampStart, m_height + 0.3),
                            Stroke{colors::grey, 2.0, false}});
    ramp.closed = true;
    ramp.fill = colors::lightGrey;
    ramp.stroke = Stroke{colors::grey, 1.0, false};
    out.polylines.push_back(ramp);
    for (int k = 0; k < count; ++k) {
        const Ball& ball = m_balls[static_cast<std::size_t>(k)];
        const Color c = paletteColor(k);
        // The drop height and the expected first bounce as guides above the floor ball.
        const double x = k * ballSpacing;
        out.segments.push_back({Vec2(x - 0.12, m_height), Vec2(x + 0.12, m_height),
                                Stroke{colors::grey, 1.0, true}});
        const double first = m_height * ball.restitution * ball.restitution;
        out.segments.push_back({Vec2(x - 0.12, first), Vec2(x + 0.12, first), Stroke{c, 1.0, true}});
        for (const Vec2& p : {m_floor.position(ball.floorParticle), m_ramp.position(ball.rampParticle)})
            out.circles.push_back({p, m_radius, c, Stroke{colors::black, 1.0, false}, false});
        out.labels.push_back({Vec2(x - 0.12, -0.15), ballId(ball), c, 9});
        out.legend.push_back({ballId(ball), c});
    }
    out.legend.push_back({"Expected first bounce h r² (dashed)", colors::grey});
    out.caption = "t = " + formatSeconds(m_state.time) + "   Δt = " + formatNumber(m_dt) +
                  " s   plane tilt " + formatNumber(m_angle / degree) + "°";
    out.warnings = notices();
}

std::vector<std::string> BouncingLesson::notices() const
{
    if (!m_state.divergedAt)
        return {};
    return {"The simulation diverged at t = " + formatSeconds(*m_state.divergedAt) + ": lower Δt."};
}

bool BouncingLesson::pointer(PointerEvent event, const Vec2& world)
{
    if (event == PointerEvent::Press) {
        const double reach = 2.0 * m_radius + 0.05;  // m
        const int onFloor = nearestParticle(m_floor, world, reach);
        const int onRamp = nearestParticle(m_ramp, world, reach);
        if (onFloor < 0 && onRamp < 0)
            return false;
        m_state.grabOnRamp = onFloor < 0 || (onRamp >= 0 && (m_ramp.position(onRamp) - world).norm() <
                                                          (m_floor.position(onFloor) - world).norm());
        m_state.grab.start(m_state.grabOnRamp ? m_ramp : m_floor, m_state.grabOnRamp ? onRamp : onFloor);
        return true;
    }
    if (!m_state.grab.active())
        return false;
    ParticleSystem& system = m_state.grabOnRamp ? m_ramp : m_floor;
    if (event == PointerEvent::Move) {
        m_state.grab.moveTo(system, Vec2(world.x(), std::max(world.y(), m_radius)));
        trackBounces();
    } else {
        m_state.grab.release(system);
    }
    return true;
}

std::string BouncingLesson::checkState() const
{
    if (!std::isfinite(m_state.time) || m_state.time < 0.0)
        return "the time must be a finite number ≥ 0";
    if (m_state.bounces.size() != m_balls.size())
        return "the state must have the bounces of " + std::to_string(m_balls.size()) + " balls";
    for (const BounceTrack& track : m_state.bounces)
        if (track.apexes.empty() || !std::isfinite(track.highest) ||
            !std::all_of(track.apexes.begin(), track.apexes.end(),
                         [](double h) { return std::isfinite(h); }))
            return "a ball's bounce heights must be finite numbers, starting with its drop height";
    const int balls = static_cast<int>(m_balls.size());
    for (const ParticleSystem* system : {&m_floor, &m_ramp})
        if (std::string problem = checkParticleSystem(*system, balls, !m_state.divergedAt);
            !problem.empty())
            return problem;
    return m_state.grab.check(m_state.grabOnRamp ? m_ramp : m_floor);
}

double BouncingLesson::kineticEnergy() const
{
    return m_floor.kineticEnergy() + m_ramp.kineticEnergy();
}

double BouncingLesson::gravitationalEnergy() const
{
    return m_floor.potentialEnergy() + m_ramp.potentialEnergy();
}

std::optional<SceneDescription> BouncingLesson::asScene() const
{
    return particle_lessons::describeAsScene(
        m_floor, "Bouncing balls",
        "Saved from the bouncing lesson: the balls above the floor. A scene's wall has one "
        "restitution for every ball.",
        m_radius, m_dt);
}

} // namespace pl

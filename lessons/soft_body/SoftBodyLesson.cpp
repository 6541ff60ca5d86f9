#include "soft_body/SoftBodyLesson.h"

#include "framework/LessonText.h"
#include "framework/TextFormat.h"

#include <particlelab/constraints/Walls.h>
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/PressureSoftBody.h>
#include <particlelab/forces/UniformForces.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pl {

using namespace particle_lessons;

namespace {

constexpr double divergenceBound = 1e3;  // m and m/s

// Rest length (m) of the ring's springs: the sides of the regular N-gon of circumradius `radius`.
double springRestLength(const ParameterValues& values)
{
    return 2.0 * values.number("radius") * std::sin(std::numbers::pi / values.integer("points"));
}
const Color ballColor = paletteColor(4);

} // namespace

LessonInfo SoftBodyLesson::info() const
{
    return {
        "soft-body",
        "Soft body: a ball of springs filled with gas",
        "A ring of springs with ideal-gas pressure inside falls, bounces and keeps its area.",
        lessonText("soft-body"),
    };
}

std::vector<ParameterSpec> SoftBodyLesson::parameters() const
{
    const std::vector<Choice> methods = integratorChoices();
    return {
        ParameterSpec::number("nrt", "Pressure constant nRT", "J", 60.0, 1.0, 1000.0,
                              "Gas constant times temperature times amount: P = nRT/A.")
            .onLogScale()
            .appliesLive(),
        ParameterSpec::number("ks", "Spring stiffness k_s", "N", 400.0, 1.0, 1e4,
                              "Force per unit strain of the ring's springs.")
            .onLogScale()
            .appliesLive(),
        ParameterSpec::number("kd", "Spring damping k_d", "N·s", 4.0, 0.0, 20.0,
                              "Damping of the stretching speed of the ring's springs.")
            .withStep(0.1)
            .appliesLive(),
        ParameterSpec::integer("points", "Number of points N", 24, 6, 96,
                               "Particles on the ring."),
        ParameterSpec::choice("integrator", "Integrator", methods, "heun",
                              "Time integrator: forward Euler vs Heun predictor-corrector (or "
                              "any other)."),
        ParameterSpec::number("dt", "Time step Δt", "s", 5e-4, 1e-5, 0.01,
                              "Integrator step. Applies while running.")
            .onLogScale()
            .appliesLive(),
        ParameterSpec::number("mass", "Ball mass", "kg", 1.0, 0.01, 100.0,
                              "Total mass, shared equally by the points.")
            .onLogScale(),
        ParameterSpec::number("radius", "Spring ring radius", "m", 0.5, 0.05, 2.0,
                              "Radius of the ring with its springs at rest length (before the "
                              "gas inflates it)."),
        ParameterSpec::number("height", "Drop height", "m", 0.5, 0.0, 5.0,
                              "Gap between the floor and the bottom of the ball at t = 0."),
        ParameterSpec::number("drag", "Air drag b", "N·s/m", 0.05, 0.0, 5.0,
                              "Linear drag on every point, F = −b v.")
            .appliesLive(),
        ParameterSpec::number("restitution", "Floor restitution r", "", 0.2, 0.0, 1.0,
                              "Normal velocity of a point hitting the floor is multiplied by −r.")
            .withStep(0.05),
        ParameterSpec::number("friction", "Floor friction μ", "", 0.8, 0.0, 2.0,
                              "Coulomb friction coefficient of the floor.")
            .withStep(0.05),
    };
}

void SoftBodyLesson::reset(const ParameterValues& values)
{
    const int count = values.integer("points");
    const double nRT = values.number("nrt");
    const double ks = values.number("ks");
    const double restLength = springRestLength(values);
    m_method = methodFromId(values.choice("integrator")).value_or(Method::Heun);
    m_dt = values.number("dt");
    m_state = {};
    updateRestShape(values);

    m_system = ParticleSystem();
    const LatticePiece ring =
        addRing(m_system, Vec2(0.0, values.number("height") + m_restRadius), m_restRadius, count,
                values.number("mass") / count);
    m_ring = ring.particles;
    std::vector<Link> springs = ring.links;
    for (Link& l : springs)
        l.restLength = restLength;
    m_system.add(std::make_unique<DampedSprings>(springs, ks, values.number("kd")));
    m_system.add(std::make_unique<PressureSoftBody>(m_ring, nRT, m_restArea));
    m_system.add(std::make_unique<Gravity>(Vec2(0.0, -9.81)));
    m_system.add(std::make_unique<LinearDrag>(values.number("drag")));
    auto floor = std::make_unique<Walls>(0.0, values.number("restitution"),
                                         values.number("friction"));
    floor->addHalfPlane(Vec2::Zero(), Vec2::UnitY());
    m_system.add(std::move(floor));
    m_system.setMethod(m_method);
}

void SoftBodyLesson::updateRestShape(const ParameterValues& values)
{
    const int count = values.integer("points");
    m_restRadius = PressureSoftBody::equilibriumRadius(count, springRestLength(values),
                                                       values.number("ks"), values.number("nrt"));
    m_restArea =
        0.5 * count * m_restRadius * m_restRadius * std::sin(2.0 * std::numbers::pi / count);
}

void SoftBodyLesson::applyLive(const ParameterValues& values)
{
    m_dt = values.number("dt");
    m_system.find<PressureSoftBody>()->setNRT(values.number("nrt"));
    // nRT and k_s move the equilibrium: the rest area (and the gas energy's zero) follow, so a
    // reset with these values rebuilds the same ones.
    updateRestShape(values);
    m_system.find<PressureSoftBody>()->setReferenceArea(m_restArea);
    m_system.find<DampedSprings>()->setStiffness(values.number("ks"));
    m_system.find<DampedSprings>()->setDamping(values.number("kd"));
    m_system.find<LinearDrag>()->setCoefficient(values.number("drag"));
}

void SoftBodyLesson::step()
{
    if (m_state.divergedAt)
        return;
    m_system.step(m_dt);
    m_state.time += m_dt;
    if (!m_system.isFiniteAndBounded(divergenceBound) || !(area() > 0.0)) {
        m_state.divergedAt = m_state.time;
        return;
    }
    const double ratio = area() / m_restArea;
    m_state.minAreaRatio = std::min(m_state.minAreaRatio, ratio);
    m_state.maxAreaRatio = std::max(m_state.maxAreaRatio, ratio);
}

double SoftBodyLesson::area() const
{
    return PressureSoftBody::enclosedArea(m_system.positions(), m_ring);
}

SoftBodyLesson::Energies SoftBodyLesson::energies() const
{
    const Eigen::VectorXd& x = m_system.positions();
    const Eigen::VectorXd& w = m_system.inverseMasses();
    Energies e;
    e.kinetic = m_system.kineticEnergy();
    e.spring = m_system.find<DampedSprings>()->potentialEnergy(x, w);
    e.gravitational = m_system.find<Gravity>()->potentialEnergy(x, w);
    e.gas = m_system.find<PressureSoftBody>()->potentialEnergy(x, w);
    return e;
}

std::vector<ChartSpec> SoftBodyLesson::charts() const
{
    ChartSpec areaChart{"area", "Enclosed area (2D volume)", {"time", "s"}, {"area A", "m²"}, {}};
    areaChart.series = {{"area", "A(t)", ballColor},
                        {"rest", "Rest area (free ball)", colors::grey, SeriesStyle::DashedLine,
                         1.5}};
    ChartSpec energy{"energy", "Energy", {"time", "s"}, {"energy", "J"}, {}};
    energy.series = {{"kinetic", "Kinetic ½mv²", paletteColor(0)},
                     {"spring", "Springs", paletteColor(1)},
                     {"gravity", "Gravitational m g y", paletteColor(2)},
                     {"gas", "Gas −nRT ln(A/A₀)", paletteColor(3)},
                     {"total", "Total", colors::black, SeriesStyle::Line, 2.5}};
    return {areaChart, energy};
}

void SoftBodyLesson::record(ChartData& data) const
{
    if (m_state.divergedAt)
        return;
    data.append("area", "area", m_state.time, area());
    data.append("area", "rest", m_state.time, m_restArea);
    const Energies e = energies();
    data.append("energy", "kinetic", m_state.time, e.kinetic);
    data.append("energy", "spring", m_state.time, e.spring);
    data.append("energy", "gravity", m_state.time, e.gravitational);
    data.append("energy", "gas", m_state.time, e.gas);
    data.append("energy", "total", m_state.time, e.total());
}

std::vector<Measurement> SoftBodyLesson::measurements() const
{
    const std::string label = "Area / rest area A/A_rest";
    if (m_state.divergedAt) {
        const std::string why = std::string(methodInfo(m_method).name) + " diverged at t = " +
                                formatSeconds(*m_state.divergedAt);
        return {
            Measurement::missing("area_ratio", label, "", why),
            Measurement::number("rest_area", "Rest area A_rest", "m²", m_restArea),
            Measurement::missing("kinetic_energy", "Kinetic energy", "J", why),
            Measurement::missing("spring_energy", "Spring energy", "J", why),
            Measurement::missing("gravitational_energy", "Gravitational energy", "J", why),
            Measurement::missing("gas_energy", "Gas energy", "J", why),
            Measurement::missing("total_energy", "Total energy", "J", why),
        };
    }
    const Energies e = energies();
    return {
        Measurement::number("area_ratio", label, "", area() / m_restArea),
        Measurement{"area_ratio_range", "Smallest and largest A/A_rest so far", "",
                    std::vector<double>{m_state.minAreaRatio, m_state.maxAreaRatio}, ""},
        Measurement::number("rest_area", "Rest area A_rest", "m²", m_restArea),
        Measurement::number("kinetic_energy", "Kinetic energy", "J", e.kinetic),
        Measurement::number("spring_energy", "Spring energy", "J", e.spring),
        Measurement::number("gravitational_energy", "Gravitational energy (0 at the floor)", "J",
                            e.gravitational),
        Measurement::number("gas_energy", "Gas energy −nRT ln(A/A_rest)", "J", e.gas),
        Measurement::number("total_energy", "Total energy", "J", e.total()),
    };
}

void SoftBodyLesson::scene(Scene& out) const
{
    out.clear();
    double top = 2.0 * m_restRadius;
    for (int i = 0; i < m_system.size() && !m_state.divergedAt; ++i)
        top = std::max(top, m_system.position(i).y());
    out.boundsMin = Vec2(-2.2 * m_restRadius - 0.5, -0.3);
    out.boundsMax = Vec2(2.2 * m_restRadius + 0.5, top + 0.3);
    out.rects.push_back({Vec2(-50.0, -2.0), Vec2(50.0, 0.0), Stroke{colors::grey, 1.0, false},
                         colors::lightGrey});
    if (!m_state.divergedAt) {
        PolylineItem ball;
        for (int i : m_ring)
            ball.points.push_back(m_system.position(i));
        ball.closed = true;
        ball.fill = ballColor.withAlpha(90);
        ball.stroke = Stroke{ballColor, 2.0, false};
        out.polylines.push_back(ball);
        drawParticles(out, m_system, ballColor, 3.0);
        // The rest shape around the centre of mass, for comparison.
        Vec2 centre = Vec2::Zero();
        for (int i : m_ring)
            centre += m_system.position(i) / static_cast<double>(m_ring.size());
        out.circles.push_back({centre, m_restRadius, colors::none,
                               Stroke{colors::grey, 1.0, true}, false});
    }
    out.legend = {{"Ball (ring of springs + gas)", ballColor},
                  {"Rest shape (dashed)", colors::grey}};
    std::ostringstream caption;
    caption << methodInfo(m_method).name << "   t = " << formatSeconds(m_state.time)
            << "   Δt = " << formatNumber(m_dt) << " s";
    if (!m_state.divergedAt)
        caption << "   A/A_rest = " << formatNumber(area() / m_restArea, 4);
    out.caption = caption.str();
    out.warnings = notices();
}

std::vector<std::string> SoftBodyLesson::notices() const
{
    if (!m_state.divergedAt)
        return {};
    std::string msg = std::string(methodInfo(m_method).name) + " diverged at t = " +
                      formatSeconds(*m_state.divergedAt) +
                      ": the springs are too stiff for this Δt. Lower Δt, add damping k_d, or "
                      "use Heun.";
    return {msg};
}

std::string SoftBodyLesson::checkState() const
{
    if (!std::isfinite(m_state.time) || m_state.time < 0.0)
        return "the time must be a finite number ≥ 0";
    if (!(m_state.minAreaRatio > 0.0 && m_state.minAreaRatio <= m_state.maxAreaRatio &&
          std::isfinite(m_state.maxAreaRatio)))
        return "the smallest and largest area ratios must be positive numbers, in order";
    if (std::string problem = checkParticleSystem(m_system, static_cast<int>(m_ring.size()),
                                                  !m_state.divergedAt);
        !problem.empty())
        return problem;
    return m_state.grab.check(m_system);
}

bool SoftBodyLesson::pointer(PointerEvent event, const Vec2& world)
{
    if (m_state.divergedAt)
        return false;
    if (event == PointerEvent::Press) {
        const int i = nearestParticle(m_system, world, 0.2);
        if (i < 0)
            return false;
        m_state.grab.start(m_system, i);
        return true;
    }
    if (!m_state.grab.active())
        return false;
    if (event == PointerEvent::Move)
        m_state.grab.moveTo(m_system, Vec2(world.x(), std::max(world.y(), 0.0)));
    else
        m_state.grab.release(m_system);
    return true;
}

std::optional<SceneDescription> SoftBodyLesson::asScene() const
{
    // The ring's points touch the floor with their centres; a scene particle has a radius, so
    // the floor moves down by it and contacts happen where they did.
    constexpr double radius = 0.03;  // m
    SceneDescription s = particle_lessons::describeAsScene(
        m_system, "Soft body ring",
        "Saved from the soft-body lesson: the ring's particles and springs, and the ideal gas "
        "inside it (a pressure body, P = nRT/A).",
        radius, m_dt);
    for (SceneWall& w : s.walls)
        w.point -= radius * w.normal;
    const PressureSoftBody& gas = *m_system.find<PressureSoftBody>();
    s.pressureBodies.push_back({m_ring, gas.nRT(), gas.referenceArea()});
    return s;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "soft_body/SoftBodyLesson.h"
#include "framework/Translatable.h"

#include "framework/LessonText.h"
#include "framework/TextFormat.h"

#include <particlelab/forces/PressureSoftBody.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pl {

template class ModelLesson<SoftBodyLesson, SoftBodyModel, SoftBodySettings>;

using namespace particle_lessons;

namespace {

const Color ballColor = paletteColor(4);

} // namespace

ParameterTable<SoftBodySettings> SoftBodyLesson::makeParameterTable()
{
    using S = SoftBodySettings;
    ParameterTable<S> t;
    t.bind(
        &S::nRT,
        ParameterSpec::number(
            "nrt", PL_TR_NOOP("soft-body", "Pressure constant nRT"), "J", 60.0, 1.0, 1000.0,
            PL_TR_NOOP("soft-body", "Gas constant times temperature times amount: P = nRT/A."))
            .onLogScale()
            .appliesLive());
    t.bind(&S::ks,
           ParameterSpec::number(
               "ks", PL_TR_NOOP("soft-body", "Spring stiffness k_s"), "N", 400.0, 1.0, 1e4,
               PL_TR_NOOP("soft-body", "Force per unit strain of the ring's springs."))
               .onLogScale()
               .appliesLive());
    t.bind(
        &S::kd,
        ParameterSpec::number(
            "kd", PL_TR_NOOP("soft-body", "Spring damping k_d"), "N·s", 4.0, 0.0, 20.0,
            PL_TR_NOOP("soft-body", "Damping of the stretching speed of the ring's springs."))
            .withStep(0.1)
            .appliesLive());
    t.bind(&S::points,
           ParameterSpec::integer("points", PL_TR_NOOP("soft-body", "Number of points N"), 24,
                                  6, 96, PL_TR_NOOP("soft-body", "Particles on the ring.")));
    t.bind(
        [](S& s, const std::string& id) { s.method = methodFromId(id).value_or(Method::Heun); },
        ParameterSpec::choice(
            "integrator", PL_TR_NOOP("soft-body", "Integrator"), integratorChoices(), "heun",
            PL_TR_NOOP("soft-body",
                       "Time integrator: forward Euler vs Heun predictor-corrector (or "
                       "any other).")));
    t.bind(&S::dt, ParameterSpec::number(
                       "dt", PL_TR_NOOP("soft-body", "Time step Δt"), "s", 5e-4, 1e-5, 0.01,
                       PL_TR_NOOP("soft-body", "Integrator step. Applies while running."))
                       .onLogScale()
                       .appliesLive());
    t.bind(&S::mass, ParameterSpec::number(
                         "mass", PL_TR_NOOP("soft-body", "Ball mass"), "kg", 1.0, 0.01, 100.0,
                         PL_TR_NOOP("soft-body", "Total mass, shared equally by the points."))
                         .onLogScale());
    t.bind(&S::radius,
           ParameterSpec::number(
               "radius", PL_TR_NOOP("soft-body", "Spring ring radius"), "m", 0.5, 0.05, 2.0,
               PL_TR_NOOP("soft-body",
                          "Radius of the ring with its springs at rest length (before the "
                          "gas inflates it).")));
    t.bind(&S::height,
           ParameterSpec::number(
               "height", PL_TR_NOOP("soft-body", "Drop height"), "m", 0.5, 0.0, 5.0,
               PL_TR_NOOP("soft-body",
                          "Gap between the floor and the bottom of the ball at t = 0.")));
    t.bind(&S::drag, ParameterSpec::number(
                         "drag", PL_TR_NOOP("soft-body", "Air drag b"), "N·s/m", 0.05, 0.0, 5.0,
                         PL_TR_NOOP("soft-body", "Linear drag on every point, F = −b v."))
                         .appliesLive());
    t.bind(&S::restitution,
           ParameterSpec::number(
               "restitution", PL_TR_NOOP("soft-body", "Floor restitution r"), "", 0.2, 0.0, 1.0,
               PL_TR_NOOP("soft-body",
                          "Normal velocity of a point hitting the floor is multiplied by −r."))
               .withStep(0.05));
    t.bind(&S::friction,
           ParameterSpec::number(
               "friction", PL_TR_NOOP("soft-body", "Floor friction μ"), "", 0.8, 0.0, 2.0,
               PL_TR_NOOP("soft-body", "Coulomb friction coefficient of the floor."))
               .withStep(0.05));
    return t;
}

void SoftBodyLesson::declareCharts(ChartSet& set)
{
    const ChartHandle area = set.chart({"area",
                                        PL_TR_NOOP("soft-body", "Enclosed area (2D volume)"),
                                        {PL_TR_NOOP("soft-body", "time"), "s"},
                                        {PL_TR_NOOP("soft-body", "area A"), "m²"},
                                        {}});
    m_series.area = set.series(area, {PL_TR_NOOP("soft-body", "area"), "A(t)", ballColor});
    m_series.rest = set.series(area, {"rest", PL_TR_NOOP("soft-body", "Rest area (free ball)"),
                                      colors::grey, SeriesStyle::DashedLine, 1.5});
    const ChartHandle energy = set.chart({"energy",
                                          PL_TR_NOOP("soft-body", "Energy"),
                                          {PL_TR_NOOP("soft-body", "time"), "s"},
                                          {PL_TR_NOOP("soft-body", "energy"), "J"},
                                          {}});
    m_series.kinetic =
        set.series(energy, {"kinetic", PL_TR_NOOP("soft-body", "Kinetic ½mv²"), paletteColor(0)});
    m_series.spring =
        set.series(energy, {"spring", PL_TR_NOOP("soft-body", "Springs"), paletteColor(1)});
    m_series.gravity = set.series(
        energy, {"gravity", PL_TR_NOOP("soft-body", "Gravitational m g y"), paletteColor(2)});
    m_series.gas =
        set.series(energy, {"gas", PL_TR_NOOP("soft-body", "Gas −nRT ln(A/A₀)"), paletteColor(3)});
    m_series.total = set.series(
        energy, {"total", PL_TR_NOOP("soft-body", "Total"), colors::black, SeriesStyle::Line, 2.5});
}

void SoftBodyLesson::record(ChartData& data) const
{
    const SoftBodyModel::State& state = m_model.state();
    if (state.divergedAt)
        return;
    data.append(m_series.area, state.time, m_model.area());
    data.append(m_series.rest, state.time, m_model.restArea());
    const SoftBodyModel::Energies e = m_model.energies();
    data.append(m_series.kinetic, state.time, e.kinetic);
    data.append(m_series.spring, state.time, e.spring);
    data.append(m_series.gravity, state.time, e.gravitational);
    data.append(m_series.gas, state.time, e.gas);
    data.append(m_series.total, state.time, e.total());
}

std::vector<Measurement> SoftBodyLesson::measurements() const
{
    const SoftBodyModel::State& state = m_model.state();
    const std::string label = PL_TR_NOOP("soft-body", "Area / rest area A/A_rest");
    if (state.divergedAt) {
        const TrText why(PL_TR_NOOP("soft-body", "%1 diverged at t = %2"),
                         {trWord(std::string(methodInfo(m_model.settings().method).name)),
                          trText(formatSeconds(*state.divergedAt))});
        // The area and the energies are missing, all for the one reason.
        const auto missing = [&why](const char* id, const char* name, const char* unit) {
            return Measurement::missing(id, name, unit, "").noted(why);
        };
        return {
            missing("area_ratio", label.c_str(), ""),
            Measurement::number("rest_area", PL_TR_NOOP("soft-body", "Rest area A_rest"), "m²",
                                m_model.restArea()),
            missing("kinetic_energy", PL_TR_NOOP("soft-body", "Kinetic energy"), "J"),
            missing("spring_energy", PL_TR_NOOP("soft-body", "Spring energy"), "J"),
            missing("gravitational_energy", PL_TR_NOOP("soft-body", "Gravitational energy"), "J"),
            missing("gas_energy", PL_TR_NOOP("soft-body", "Gas energy"), "J"),
            missing("total_energy", PL_TR_NOOP("soft-body", "Total energy"), "J"),
        };
    }
    const SoftBodyModel::Energies e = m_model.energies();
    return {
        Measurement::number("area_ratio", label, "", m_model.area() / m_model.restArea()),
        Measurement{"area_ratio_range",
                    PL_TR_NOOP("soft-body", "Smallest and largest A/A_rest so far"), "",
                    std::vector<double>{state.minAreaRatio, state.maxAreaRatio}, ""},
        Measurement::number("rest_area", PL_TR_NOOP("soft-body", "Rest area A_rest"), "m²",
                            m_model.restArea()),
        Measurement::number("kinetic_energy", PL_TR_NOOP("soft-body", "Kinetic energy"), "J",
                            e.kinetic),
        Measurement::number("spring_energy", PL_TR_NOOP("soft-body", "Spring energy"), "J",
                            e.spring),
        Measurement::number("gravitational_energy",
                            PL_TR_NOOP("soft-body", "Gravitational energy (0 at the floor)"), "J",
                            e.gravitational),
        Measurement::number("gas_energy", PL_TR_NOOP("soft-body", "Gas energy −nRT ln(A/A_rest)"),
                            "J", e.gas),
        Measurement::number("total_energy", PL_TR_NOOP("soft-body", "Total energy"), "J",
                            e.total()),
    };
}

void SoftBodyLesson::scene(Scene& out) const
{
    const SoftBodyModel::State& state = m_model.state();
    const ParticleSystem& system = m_model.system();
    const double restRadius = m_model.restRadius();
    out.clear();
    double top = 2.0 * restRadius;
    for (int i = 0; i < system.size() && !state.divergedAt; ++i)
        top = std::max(top, system.position(i).y());
    out.boundsMin = Vec2(-2.2 * restRadius - 0.5, -0.3);
    out.boundsMax = Vec2(2.2 * restRadius + 0.5, top + 0.3);
    out.rects.push_back({Vec2(-50.0, -2.0), Vec2(50.0, 0.0), Stroke{colors::grey, 1.0, false},
                         colors::lightGrey});
    if (!state.divergedAt) {
        PolylineItem ball;
        for (int i : m_model.ring())
            ball.points.push_back(system.position(i));
        ball.closed = true;
        ball.fill = ballColor.withAlpha(90);
        ball.stroke = Stroke{ballColor, 2.0, false};
        out.polylines.push_back(ball);
        drawParticles(out, system, ballColor, 3.0);
        // The rest shape around the centre of mass, for comparison.
        Vec2 centre = Vec2::Zero();
        for (int i : m_model.ring())
            centre += system.position(i) / static_cast<double>(m_model.ring().size());
        out.circles.push_back({centre, restRadius, colors::none,
                               Stroke{colors::grey, 1.0, true}, false});
    }
    out.legend = {{PL_TR_NOOP("soft-body", "Ball (ring of springs + gas)"), ballColor},
                  {PL_TR_NOOP("soft-body", "Rest shape (dashed)"), colors::grey}};
    const std::vector<TrArg> args{trWord(std::string(methodInfo(m_model.settings().method).name)),
                                  trText(formatSeconds(state.time)),
                                  trNumber(m_model.settings().dt),
                                  trNumber(m_model.area() / m_model.restArea(), 4)};
    out.setCaption(TrText(state.divergedAt
                              ? PL_TR_NOOP("soft-body", "%1   t = %2   Δt = %3 s")
                              : PL_TR_NOOP("soft-body", "%1   t = %2   Δt = %3 s   A/A_rest = %4"),
                          args));
    out.setWarnings(noticeTexts());
}

TrText SoftBodyLesson::describe() const
{
    // How squashed the ball is (its area against the rest area, the measurement in per cent),
    // the gas pressure that pushes it back (P = nRT/A, a force per metre of wall in 2D) and the
    // height of its centre.
    const SoftBodyModel::State& state = m_model.state();
    if (state.divergedAt)
        return TrText(PL_TR_NOOP("soft-body", "Ball of springs and gas: %1 diverged at t = %2 s."),
                      {trWord(std::string(methodInfo(m_model.settings().method).name)),
                       trFixed(*state.divergedAt, 2)});
    const ParticleSystem& system = m_model.system();
    double height = 0.0;
    for (int i : m_model.ring())
        height += system.position(i).y() / static_cast<double>(m_model.ring().size());
    const double area = m_model.area();
    const double pressure = area > 0.0 ? system.find<PressureSoftBody>()->nRT() / area : 0.0;
    return TrText(PL_TR_NOOP("soft-body", "Ball of springs and gas: area %1 % of its rest area, "
                                          "gas pressure %2 N/m, centre %3 m above the floor."),
                  {trNumber(100.0 * area / m_model.restArea(), 4), trNumber(pressure, 3),
                   trFixed(height, 2)});
}

std::vector<TrText> SoftBodyLesson::noticeTexts() const
{
    const SoftBodyModel::State& state = m_model.state();
    if (!state.divergedAt)
        return {};
    return {TrText(PL_TR_NOOP("soft-body", "%1 diverged at t = %2: the springs are too stiff for "
                                           "this Δt. Lower Δt, add damping k_d, or use Heun."),
                   {trWord(std::string(methodInfo(m_model.settings().method).name)),
                    trText(formatSeconds(*state.divergedAt))})};
}

bool SoftBodyLesson::pointer(PointerEvent event, const Vec2& world)
{
    if (m_model.state().divergedAt)
        return false;
    return particle_lessons::dragOneBody(m_model, event, world);
}

std::optional<SceneDescription> SoftBodyLesson::asScene() const
{
    // The ring's points touch the floor with their centres; a scene particle has a radius, so
    // the floor moves down by it and contacts happen where they did.
    constexpr double radius = 0.03;  // m
    const ParticleSystem& system = m_model.system();
    SceneDescription s = particle_lessons::describeAsScene(
        system, PL_TR_NOOP("soft-body", "Soft body ring"),
        PL_TR_NOOP(
            "soft-body",
            "Saved from the soft-body lesson: the ring's particles and springs, and the ideal gas "
            "inside it (a pressure body, P = nRT/A)."),
        radius, m_model.settings().dt);
    for (SceneWall& w : s.walls)
        w.point -= radius * w.normal;
    const PressureSoftBody& gas = *system.find<PressureSoftBody>();
    s.pressureBodies.push_back({m_model.ring(), gas.nRT(), gas.referenceArea()});
    return s;
}

} // namespace pl

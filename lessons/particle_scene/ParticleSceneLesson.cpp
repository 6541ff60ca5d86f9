// SPDX-License-Identifier: GPL-3.0-or-later
#include "particle_scene/ParticleSceneLesson.h"
#include "framework/Translatable.h"

#include "framework/TextFormat.h"
#include "particle_scene/SceneFile.h"
#include "particle_scene/SceneTexts.h"

#include <particlelab/io/FileRead.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

namespace pl {

namespace {

std::string particleName(const SceneDescription& s, int i)
{
    const std::string& label = s.particles[static_cast<std::size_t>(i)].label;
    if (!label.empty())
        return label;
    // Appended piece by piece: GCC 12 warns (-Wrestrict, a false alarm) on "#" + std::string.
    std::string name = "#";
    name += std::to_string(i);
    return name;
}

// A name usable in a file name and a report.json key: letters, digits and '_'.
std::string idPart(const std::string& text)
{
    std::string out;
    for (unsigned char c : text)
        out += std::isalnum(c) ? static_cast<char>(c) : '_';
    return out;
}

struct QuantityText {
    std::string id;
    TrText label;
    std::string unit;
};

// What the energy drift divides by. |E₀| when it is a fair share of the scene's energy scale
// M g ℓ (the moving mass, g, and the size of the scene at the start); otherwise — a pendulum
// released level with its pivot starts at E₀ = 0 — M g ℓ itself, so the drift is never a
// division by zero or by rounding noise. Without gravity and with E₀ = 0 the drift is E − E₀ in J.
struct EnergyScale {
    double joules = 0.0;  // J; 0: no scale, the drift is absolute
    std::string symbol;   // "|E₀|", "M g ℓ" or empty
    TrText note;          // how M g ℓ was found, for the measurement's tooltip
};

EnergyScale energyScale(const ParticleSceneModel& m)
{
    const SceneDescription& s = m.scene();
    const double e0 = m.state().initialEnergy;
    double mass = 0.0;
    Vec2 lo = Vec2::Constant(std::numeric_limits<double>::infinity()), hi = -lo;
    for (const SceneParticle& p : s.particles) {
        mass += p.pinned ? 0.0 : p.mass;
        lo = lo.cwiseMin(p.position);
        hi = hi.cwiseMax(p.position);
    }
    const double g = s.gravity.norm() * std::abs(m.settings().gravityScale);
    const double size = s.particles.empty() ? 0.0 : (hi - lo).maxCoeff();
    const double mgl = mass * g * size;
    if (e0 != 0.0 && std::isfinite(e0) && std::abs(e0) >= 0.01 * mgl)
        return {std::abs(e0), "|E₀|", {}};
    if (mgl > 0.0 && std::isfinite(mgl))
        return {mgl, PL_TR_NOOP("particle-scene", "M g ℓ"),
                TrText(PL_TR_NOOP("particle-scene",
                                  "divided by M g ℓ = %1 J (moving mass M = %2 kg, g = %3 m/s², "
                                  "ℓ = %4 m, the size of the scene at the start), since E₀ = %5 J "
                                  "is too small to divide by"),
                       {trNumber(mgl), trNumber(mass), trNumber(g), trNumber(size), trNumber(e0)})};
    return {};
}

QuantityText quantityText(const SceneDescription& s, const SceneQuantity& q, const EnergyScale& scale)
{
    using K = SceneQuantity::Kind;
    auto of = [&](int i) { return trWord(particleName(s, i)); };
    switch (q.kind) {
    case K::Energies:
        return {"energies", PL_TR_NOOP("particle-scene", "Energies"), "J"};
    case K::Energy:
        return {"energy", PL_TR_NOOP("particle-scene", "Total energy E"), "J"};
    case K::KineticEnergy:
        return {"kinetic_energy", PL_TR_NOOP("particle-scene", "Kinetic energy"), "J"};
    case K::PotentialEnergy:
        return {"potential_energy", PL_TR_NOOP("particle-scene", "Potential energy"), "J"};
    case K::EnergyDrift:
        if (scale.symbol.empty())
            return {"energy_drift", PL_TR_NOOP("particle-scene", "Energy drift E − E₀"), "J"};
        if (scale.symbol == "|E₀|")
            return {"energy_drift",
                    PL_TR_NOOP("particle-scene", "Relative energy drift (E − E₀)/|E₀|"), ""};
        return {"energy_drift",
                TrText(PL_TR_NOOP("particle-scene",
                                  "Relative energy drift (E − E₀)/(M g ℓ), M g ℓ = %1 J"),
                       {trNumber(scale.joules)}),
                ""};
    case K::Momentum:
        return {"momentum", PL_TR_NOOP("particle-scene", "Total momentum"), "kg·m/s"};
    case K::AngularMomentum:
        return {"angular_momentum", PL_TR_NOOP("particle-scene", "Angular momentum"), "kg·m²/s"};
    case K::X:
        return {"x_" + idPart(particleName(s, q.a)),
                TrText(PL_TR_NOOP("particle-scene", "x of %1"), {of(q.a)}), "m"};
    case K::Y:
        return {"y_" + idPart(particleName(s, q.a)),
                TrText(PL_TR_NOOP("particle-scene", "y of %1"), {of(q.a)}), "m"};
    case K::Speed:
        return {"speed_" + idPart(particleName(s, q.a)),
                TrText(PL_TR_NOOP("particle-scene", "Speed of %1"), {of(q.a)}), "m/s"};
    case K::Distance:
        return {"distance_" + idPart(particleName(s, q.a)) + "_" + idPart(particleName(s, q.b)),
                TrText(PL_TR_NOOP("particle-scene", "Distance %1 – %2"), {of(q.a), of(q.b)}), "m"};
    }
    return {};
}

std::vector<SceneQuantity> chartList(const SceneDescription& s)
{
    return s.charts.empty() ? std::vector<SceneQuantity>{{SceneQuantity::Kind::Energies}}
                            : s.charts;
}

std::vector<SceneQuantity> measurementList(const SceneDescription& s)
{
    using K = SceneQuantity::Kind;
    return s.measurements.empty() ? std::vector<SceneQuantity>{{K::Energy}, {K::EnergyDrift}}
                                  : s.measurements;
}

// The world rectangle the view fits: the scene's, or the particles and boxes with a margin.
std::pair<Vec2, Vec2> viewBounds(const SceneDescription& s)
{
    if (s.view)
        return *s.view;
    Vec2 lo = s.particles.front().position, hi = lo;
    for (const SceneParticle& p : s.particles) {
        lo = lo.cwiseMin(p.position - Vec2::Constant(p.radius));
        hi = hi.cwiseMax(p.position + Vec2::Constant(p.radius));
    }
    for (const SceneWall& w : s.walls)
        if (w.kind == SceneWall::Kind::Box) {
            lo = lo.cwiseMin(w.min);
            hi = hi.cwiseMax(w.max);
        }
    const Vec2 margin = (0.15 * (hi - lo)).cwiseMax(Vec2::Constant(0.2));
    return {lo - margin, hi + margin};
}

} // namespace

ParticleSceneLesson::ParticleSceneLesson(SceneDescription scene, std::string id,
                                         SceneTranslations translations)
    : m_scene(std::move(scene)), m_id(std::move(id)), m_table(parameterTable(m_scene)),
      m_translations(std::move(translations))
{
    for (const std::string& language : sceneTranslationLanguages())
        m_ownTexts[language] =
            std::make_shared<const OwnTexts>(sceneOwnTexts(m_scene, m_translations, language));
    reset(defaultValues(parameters()));
}

std::vector<std::string> ParticleSceneLesson::parameterIds()
{
    return {PL_TR_NOOP("particle-scene", "integrator"),
            "dt",
            "substeps",
            "iterations",
            "gravity_scale",
            "drag",
            "restitution"};
}

LessonInfo ParticleSceneLesson::info() const
{
    // "3 particles, 2 springs — a scene file.": each count a sentence of its own (plural forms).
    auto count = [](std::size_t n) { return static_cast<int>(n); };
    TrText parts = trCount(PL_TR_N_NOOP("particle-scene", "%n particles"), count(m_scene.particles.size()))
                       .withSingular("%n particle");
    auto add = [&parts](TrText more) {
        parts = TrText("%1, %2", {trSentence(std::move(parts)), trSentence(std::move(more))});
    };
    if (!m_scene.springs.empty())
        add(trCount(PL_TR_N_NOOP("particle-scene", "%n springs"), count(m_scene.springs.size()))
                .withSingular("%n spring"));
    if (!m_scene.rods.empty())
        add(trCount(PL_TR_N_NOOP("particle-scene", "%n rods"), count(m_scene.rods.size()))
                .withSingular("%n rod"));
    if (!m_scene.walls.empty())
        add(trCount(PL_TR_N_NOOP("particle-scene", "%n walls"), count(m_scene.walls.size()))
                .withSingular("%n wall"));
    TrText summary(PL_TR_NOOP("particle-scene", "%1 — a scene file."), {trSentence(std::move(parts))});
    LessonInfo info{m_id, m_scene.title, summary.english(), sceneLessonText(m_scene, m_translations, "en")};
    info.summaryText = std::move(summary);
    return info;
}

ParameterTable<SceneSettings> ParticleSceneLesson::parameterTable(const SceneDescription& scene)
{
    using S = SceneSettings;
    const double g = scene.gravity.norm();
    ParameterTable<S> t;
    t.bind(
        [](S& s, const std::string& id) {
            s.integrator = methodFromId(id).value_or(Method::SymplecticEuler);
        },
        ParameterSpec::choice(
            "integrator", PL_TR_NOOP("particle-scene", "Integrator"), integratorChoices(),
            std::string(methodInfo(scene.integrator).id),
            PL_TR_NOOP("particle-scene",
                       "The method that advances x'' = F/m between constraint projections."))
            .appliesLive());
    t.bind(&S::dt,
           ParameterSpec::number("dt", PL_TR_NOOP("particle-scene", "Time step Δt"), "s", scene.dt,
                                 std::min(1e-5, scene.dt), std::max(0.05, scene.dt),
                                 PL_TR_NOOP("particle-scene", "One step; split into the substeps."))
               .onLogScale()
               .appliesLive());
    t.bind(&S::substeps,
           ParameterSpec::integer(
               "substeps", PL_TR_NOOP("particle-scene", "Substeps"), scene.substeps, 1,
               std::max(200, scene.substeps),
               PL_TR_NOOP("particle-scene", "Each step is split into this many substeps."))
               .onLogScale()
               .appliesLive());
    t.bind(&S::iterations,
           ParameterSpec::integer(
               "iterations", PL_TR_NOOP("particle-scene", "Iterations"), scene.iterations, 1,
               std::max(100, scene.iterations),
               PL_TR_NOOP("particle-scene", "Constraint sweeps per substep (rods and walls)."))
               .onLogScale()
               .appliesLive());
    t.bind(&S::gravityScale,
           ParameterSpec::number("gravity_scale", PL_TR_NOOP("particle-scene", "Gravity ×"), "",
                                 1.0, 0.0, 5.0, {})
               .described(TrText(PL_TR_NOOP("particle-scene", "Multiplies the scene's gravity (%1 m/s²)."),
                                 {trNumber(g)}))
               .appliesLive());
    t.bind(&S::drag, ParameterSpec::number(
                         "drag", PL_TR_NOOP("particle-scene", "Drag b"), "N·s/m", scene.drag, 0.0,
                         std::max(10.0, scene.drag),
                         PL_TR_NOOP("particle-scene", "Linear drag F = −b v on every particle."))
                         .appliesLive());
    t.bind(&S::restitution,
           ParameterSpec::number(
               "restitution", PL_TR_NOOP("particle-scene", "Restitution between particles"), "",
               scene.collisionRestitution.value_or(1.0), 0.0, 1.0,
               PL_TR_NOOP("particle-scene",
                          "Contacts between particles (when the scene has them): 1 is "
                          "elastic, 0 sticks."))
               .appliesLive());
    return t;
}

std::vector<ParameterSpec> ParticleSceneLesson::parameters() const { return m_table.specs(); }

void ParticleSceneLesson::reset(const ParameterValues& values)
{
    m_model.reset(m_scene, m_table.settings(values));
    declareCharts();
}

// A live change of gravity can change the energy scale the drift chart is titled with; the
// session then sees new charts and records them afresh.
void ParticleSceneLesson::applyLive(const ParameterValues& values)
{
    m_model.applySettings(m_table.settings(values));
    declareCharts();
}

void ParticleSceneLesson::step() { m_model.step(); }

void ParticleSceneLesson::declareCharts()
{
    ChartSet set;
    std::vector<QuantityChart> charts;
    std::vector<std::string> ids;
    const AxisSpec time{PL_TR_NOOP("particle-scene", "time"), "s"};
    for (const SceneQuantity& q : chartList(m_scene)) {
        const QuantityText t = quantityText(m_scene, q, energyScale(m_model));
        ChartSpec spec = ChartSpec{t.id, {}, time, AxisSpec{{}, t.unit}.titled(t.label), {}}.titled(t.label);
        // Quantities that cannot be negative: the axis starts at 0, not at a padded −5 %.
        spec.y.fromZero = q.kind == SceneQuantity::Kind::KineticEnergy ||
                          q.kind == SceneQuantity::Kind::Speed ||
                          q.kind == SceneQuantity::Kind::Distance;
        if (q.kind == SceneQuantity::Kind::Energies)
            spec.y = {PL_TR_NOOP("particle-scene", "energy"), "J"};
        else if (q.kind == SceneQuantity::Kind::Momentum)
            spec.y = {PL_TR_NOOP("particle-scene", "momentum"), "kg·m/s"};
        // Two charts of the same quantity would overwrite each other's files.
        int same = 0;
        for (const std::string& id : ids)
            same += id.rfind(t.id, 0) == 0;
        if (same > 0) {
            spec.id += '_';  // appended piece by piece: see particleName()
            spec.id += std::to_string(same + 1);
        }
        ids.push_back(spec.id);
        const ChartHandle chart = set.chart(std::move(spec));
        QuantityChart entry{q, {}};
        if (q.kind == SceneQuantity::Kind::Energies)
            entry.series = {
                set.series(chart, {"kinetic", PL_TR_NOOP("particle-scene", "kinetic"), paletteColor(0)}),
                set.series(chart, {"potential", PL_TR_NOOP("particle-scene", "potential"), paletteColor(1)}),
                set.series(chart, {"total", PL_TR_NOOP("particle-scene", "total"), colors::black})};
        else if (q.kind == SceneQuantity::Kind::Momentum)
            entry.series = {set.series(chart, {"px", PL_TR_NOOP("particle-scene", "p_x"), paletteColor(0)}),
                            set.series(chart, {"py", PL_TR_NOOP("particle-scene", "p_y"), paletteColor(1)})};
        else
            entry.series = {
                set.series(chart, {"value", "", paletteColor(0)})};
        charts.push_back(std::move(entry));
    }
    m_chartSet = std::move(set);
    m_charts = std::move(charts);
}

std::vector<ChartSpec> ParticleSceneLesson::charts() const { return m_chartSet.specs(); }

namespace {
double quantityValue(const ParticleSceneModel& m, const SceneQuantity& q)
{
    using K = SceneQuantity::Kind;
    switch (q.kind) {
    case K::Energies:
    case K::Energy: return m.energy();
    case K::KineticEnergy: return m.kineticEnergy();
    case K::PotentialEnergy: return m.potentialEnergy();
    case K::EnergyDrift: {
        const EnergyScale scale = energyScale(m);
        const double drift = m.energy() - m.state().initialEnergy;
        return scale.joules > 0.0 ? drift / scale.joules : drift;
    }
    case K::Momentum: return m.momentum().norm();
    case K::AngularMomentum: return m.angularMomentum();
    case K::X: return m.position(q.a).x();
    case K::Y: return m.position(q.a).y();
    case K::Speed: return m.velocity(q.a).norm();
    case K::Distance: return (m.position(q.a) - m.position(q.b)).norm();
    }
    return 0.0;
}
} // namespace

void ParticleSceneLesson::record(ChartData& data) const
{
    if (m_model.state().divergedAt)
        return;
    const double t = time();
    for (const QuantityChart& chart : m_charts) {
        switch (chart.quantity.kind) {
        case SceneQuantity::Kind::Energies: {
            const double kinetic = m_model.kineticEnergy(), potential = m_model.potentialEnergy();
            data.append(chart.series[0], t, kinetic);
            data.append(chart.series[1], t, potential);
            data.append(chart.series[2], t, kinetic + potential);
            break;
        }
        case SceneQuantity::Kind::Momentum: {
            const Vec2 p = m_model.momentum();
            data.append(chart.series[0], t, p.x());
            data.append(chart.series[1], t, p.y());
            break;
        }
        default:
            data.append(chart.series[0], t, quantityValue(m_model, chart.quantity));
        }
    }
}

std::vector<Measurement> ParticleSceneLesson::measurements() const
{
    std::vector<Measurement> out;
    for (const SceneQuantity& q : measurementList(m_scene)) {
        const EnergyScale scale = energyScale(m_model);
        const QuantityText t = quantityText(m_scene, q, scale);
        if (m_model.state().divergedAt)
            out.push_back(Measurement::missing(t.id, {}, t.unit, {})
                              .noted(TrText(PL_TR_NOOP("particle-scene",
                                                       "the simulation diverged at t = %1 s"),
                                            {trNumber(*m_model.state().divergedAt)})));
        else
            out.push_back(Measurement::number(t.id, {}, t.unit, quantityValue(m_model, q)));
        out.back() = std::move(out.back()).labelled(t.label);
        if (q.kind == SceneQuantity::Kind::EnergyDrift && out.back().note.empty() && !scale.note.empty())
            out.back() = std::move(out.back()).noted(scale.note);
    }
    return out;
}

void ParticleSceneLesson::scene(Scene& out) const
{
    const auto [lo, hi] = viewBounds(m_scene);
    out.boundsMin = lo;
    out.boundsMax = hi;
    const double extent = 4.0 * (hi - lo).norm();  // long enough to cross any view

    for (const SceneWall& w : m_scene.walls) {
        if (w.kind == SceneWall::Kind::Box) {
            out.rects.push_back({w.min, w.max, {colors::black, 2.5, false}, colors::none});
            continue;
        }
        const Vec2 tangent(-w.normal.y(), w.normal.x());
        PolylineItem solid;
        solid.points = {w.point - extent * tangent, w.point + extent * tangent,
                        w.point + extent * tangent - extent * w.normal,
                        w.point - extent * tangent - extent * w.normal};
        solid.closed = true;
        solid.fill = colors::lightGrey;
        solid.stroke = {colors::black, 2.0, false};
        out.polylines.push_back(std::move(solid));
    }
    const ParticleSceneModel::State& state = m_model.state();
    for (std::size_t i = 0; i < state.trails.size(); ++i)
        if (state.trails[i].size() > 1) {
            PolylineItem trail;
            trail.points = state.trails[i];
            trail.stroke = {m_scene.particles[i].color, 1.5, false};
            trail.fadeTail = true;
            out.polylines.push_back(std::move(trail));
        }
    for (const SceneSpring& s : m_scene.springs)
        out.segments.push_back({m_model.position(s.a), m_model.position(s.b),
                                {Color{120, 150, 120}, 1.5, false}});
    for (const SceneRod& r : m_scene.rods)
        out.segments.push_back({m_model.position(r.a), m_model.position(r.b),
                                {Color{60, 60, 60}, 2.0, false}});
    for (std::size_t i = 0; i < m_scene.particles.size(); ++i) {
        const SceneParticle& p = m_scene.particles[i];
        const Vec2 at = m_model.position(static_cast<int>(i));
        CircleItem disk;
        disk.center = at;
        disk.radius = p.radius;
        disk.fill = p.color;
        const bool held = state.grabbed == static_cast<int>(i);
        disk.stroke = {p.pinned || held ? colors::black : p.color.withAlpha(0), held ? 3.0 : 1.5,
                       false};
        out.circles.push_back(disk);
        if (!p.label.empty())
            out.labels.push_back({at + Vec2(p.radius, p.radius), p.label, colors::black, 9.0});
    }
    out.setCaption(TrText(PL_TR_NOOP("particle-scene", "%1   t = %2 s   E = %3 J"),
                          {trWord(m_scene.title), trFixed(time(), 2), trNumber(m_model.energy(), 5)}));
    out.setWarnings(noticeTexts());
}

TrText ParticleSceneLesson::describe() const
{
    // The scene's title (from its file, as the caption), how many particles, the first position,
    // speed or distance the scene charts or measures (what its author chose to watch), and the
    // total energy the caption shows.
    if (const auto t = m_model.state().divergedAt)
        return TrText(PL_TR_NOOP("particle-scene", "%1: the simulation diverged at t = %2 s."),
                      {trText(m_scene.title), trNumber(*t, 3)});
    using K = SceneQuantity::Kind;
    const int count = static_cast<int>(m_scene.particles.size());
    const TrArg title = trText(m_scene.title);
    const TrArg energy = trNumber(m_model.energy(), 4);
    std::vector<SceneQuantity> watched = chartList(m_scene);
    for (const SceneQuantity& q : measurementList(m_scene))
        watched.push_back(q);
    for (const SceneQuantity& q : watched) {
        const bool ofParticles = q.kind == K::X || q.kind == K::Y || q.kind == K::Speed || q.kind == K::Distance;
        if (!ofParticles)
            continue;
        // Only the kinds below name particles (q.a, q.b).
        const TrArg a = trText(particleName(m_scene, q.a));
        const TrArg value = trNumber(quantityValue(m_model, q), 3);
        switch (q.kind) {
        case K::X:
            return trCount(PL_TR_N_NOOP("particle-scene", "%1: %n particles; %2 is at x = %3 m; total energy %4 J."),
                           count, {title, a, value, energy})
                .withSingular("%1: %n particle; %2 is at x = %3 m; total energy %4 J.");
        case K::Y:
            return trCount(PL_TR_N_NOOP("particle-scene", "%1: %n particles; %2 is at a height of %3 m; total energy %4 J."),
                           count, {title, a, value, energy})
                .withSingular("%1: %n particle; %2 is at a height of %3 m; total energy %4 J.");
        case K::Speed:
            return trCount(PL_TR_N_NOOP("particle-scene", "%1: %n particles; %2 moves at %3 m/s; total energy %4 J."),
                           count, {title, a, value, energy})
                .withSingular("%1: %n particle; %2 moves at %3 m/s; total energy %4 J.");
        case K::Distance:
            return trCount(PL_TR_N_NOOP("particle-scene", "%1: %n particles; %2 and %3 are %4 m apart; total energy %5 J."),
                           count, {title, a, trText(particleName(m_scene, q.b)), value, energy});
        default:
            break;
        }
    }
    // A scene that watches only its energies: the fastest particle.
    int fastest = -1;
    double speed = 0.0;
    for (int i = 0; i < count; ++i)
        if (!m_scene.particles[static_cast<std::size_t>(i)].pinned &&
            (fastest < 0 || m_model.velocity(i).norm() > speed)) {
            fastest = i;
            speed = m_model.velocity(i).norm();
        }
    if (fastest < 0)
        return trCount(PL_TR_N_NOOP("particle-scene", "%1: %n particles, all pinned; energy %2 J."),
                       count, {title, energy})
            .withSingular("%1: %n particle, pinned; energy %2 J.");
    return trCount(PL_TR_N_NOOP("particle-scene", "%1: %n particles; the fastest moves at %2 m/s "
                                                  "at a height of %3 m; total energy %4 J."),
                   count, {title, trNumber(speed, 3), trFixed(m_model.position(fastest).y(), 2), energy})
        .withSingular("%1: %n particle, moving at %2 m/s at a height of %3 m; total energy %4 J.");
}

std::vector<TrText> ParticleSceneLesson::noticeTexts() const
{
    if (const auto t = m_model.state().divergedAt)
        return {TrText(PL_TR_NOOP("particle-scene",
                                  "The simulation diverged at t = %1 s: a particle flew off or "
                                  "became NaN. Try a smaller Δt, more substeps or a softer spring."),
                       {trNumber(*t)})};
    return {};
}

bool ParticleSceneLesson::pointer(PointerEvent event, const Vec2& world)
{
    if (event == PointerEvent::Press) {
        int best = -1;
        double bestDistance = 0.0;
        for (std::size_t i = 0; i < m_scene.particles.size(); ++i) {
            if (m_scene.particles[i].pinned)
                continue;
            const double d = (m_model.position(static_cast<int>(i)) - world).norm();
            const double reach = std::max(0.15, 1.5 * m_scene.particles[i].radius);
            if (d <= reach && (best < 0 || d < bestDistance)) {
                best = static_cast<int>(i);
                bestDistance = d;
            }
        }
        if (best < 0)
            return false;
        m_model.grab(best, world);
        return true;
    }
    if (m_model.state().grabbed < 0)
        return false;
    if (event == PointerEvent::Move)
        m_model.grab(m_model.state().grabbed, world);
    else
        m_model.release();
    return true;
}

std::shared_ptr<const OwnTexts> ParticleSceneLesson::ownTexts(
    const std::string& language) const
{
    const auto found = m_ownTexts.find(language);
    return found == m_ownTexts.end() ? nullptr : found->second;
}

std::optional<SceneDescription> ParticleSceneLesson::asScene() const
{
    SceneDescription s = m_scene;
    const SceneSettings& settings = m_model.settings();
    for (std::size_t i = 0; i < s.particles.size(); ++i) {
        s.particles[i].position = m_model.position(static_cast<int>(i));
        s.particles[i].velocity = m_model.velocity(static_cast<int>(i));
    }
    s.integrator = settings.integrator;
    s.dt = settings.dt;
    s.substeps = settings.substeps;
    s.iterations = settings.iterations;
    s.gravity = settings.gravityScale * m_scene.gravity;
    s.drag = settings.drag;
    if (s.collisionRestitution)
        s.collisionRestitution = settings.restitution;
    return s;
}

std::variant<std::unique_ptr<ParticleSceneLesson>, JsonInputError> loadSceneText(
    std::string text, const std::string& name, const std::string& id)
{
    SceneTranslations translations;
    auto parsed =
        parseScene(std::move(text), name, ParticleSceneLesson::parameterIds(), &translations);
    if (auto* error = std::get_if<JsonInputError>(&parsed))
        return *error;
    return std::make_unique<ParticleSceneLesson>(std::get<SceneDescription>(std::move(parsed)),
                                                 id, std::move(translations));
}

std::variant<std::unique_ptr<ParticleSceneLesson>, JsonInputError> loadSceneFile(
    const std::string& path)
{
    std::string text;
    if (auto error =
            readRegularFile(path, sceneFileMaxBytes, PL_TR_NOOP("lessons", "a scene file"), text))
        return JsonInputError{
            path, 1, 1,
            TrText(PL_TR_NOOP("lessons", "the file %1"), {trSentence(fileErrorText(*error))})};
    return loadSceneText(std::move(text), path);
}

} // namespace pl

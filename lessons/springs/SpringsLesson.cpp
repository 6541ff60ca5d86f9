// SPDX-License-Identifier: GPL-3.0-or-later
#include "springs/SpringsLesson.h"
#include "framework/Translatable.h"

#include "framework/LessonText.h"
#include "framework/MethodColor.h"
#include "framework/TextFormat.h"

#include <particlelab/forces/DampedSprings.h>
#include <particlelab/linear/Lanczos.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <sstream>

namespace pl {

template class ModelLesson<SpringsLesson, SpringsModel, SpringsSettings>;

using namespace particle_lessons;

namespace {

using Run = SpringsModel::Run;


} // namespace

ParameterTable<SpringsSettings> SpringsLesson::makeParameterTable()
{
    using S = SpringsSettings;
    ParameterTable<S> t;
    t.bind(&S::ks,
           ParameterSpec::number(
               "ks", PL_TR_NOOP("springs", "Spring stiffness k_s"), "N", 50.0, 0.1, 1e4,
               PL_TR_NOOP("springs",
                          "Force per unit strain |d|/r − 1 (the spring constant is k_s/r)."))
               .onLogScale()
               .appliesLive());
    t.bind(&S::kd,
           ParameterSpec::number(
               "kd", PL_TR_NOOP("springs", "Spring damping k_d"), "N·s", 0.02, 0.0, 10.0,
               PL_TR_NOOP("springs", "Damping of the stretching speed along each spring."))
               .withStep(0.01)
               .appliesLive());
    t.bind(&S::mass,
           ParameterSpec::number(
               "mass", PL_TR_NOOP("springs", "Particle mass m"), "kg", 0.01, 1e-4, 10.0,
               PL_TR_NOOP("springs", "Mass of every particle of the rope and the cloth."))
               .onLogScale());
    t.bind(&S::dt,
           ParameterSpec::number(
               "dt", PL_TR_NOOP("springs", "Time step Δt"), "s", 1e-3, 1e-5, 0.05,
               PL_TR_NOOP("springs", "Step of every integrator. Applies while running."))
               .onLogScale()
               .appliesLive());
    t.bind([](S& s, const std::vector<std::string>& ids) { s.methods = methodsFromIds(ids); },
           ParameterSpec::multiChoice(
               "methods", PL_TR_NOOP("springs", "Integrators"), integratorChoices(),
               "symplectic_euler,rk4",
               PL_TR_NOOP("springs", "Integrators run side by side (comma-separated ids).")));
    return t;
}

void SpringsLesson::applyLive(const ParameterValues& values)
{
    const SpringsSettings settings = settingsFrom(values);
    m_model.applyLive(settings.ks, settings.kd, settings.dt);
}

void SpringsLesson::declareCharts(ChartSet& set)
{
    m_energy.clear();
    for (const Run& run : m_model.runs()) {
        const MethodInfo& info = methodInfo(run.method);
        const ChartHandle energy = set.chart(
            ChartSpec{"energy_" + std::string(info.id),
                      {},
                      {PL_TR_NOOP("springs", "time"), "s"},
                      {PL_TR_NOOP("springs", "energy"), "J"},
                      {}}
                .titled(withMethod(PL_TR_NOOP("springs", "Energy — %1"), run.method)));
        m_energy.push_back(
            {set.series(energy,
                        {"kinetic", PL_TR_NOOP("springs", "Kinetic ½mv²"), paletteColor(0)}),
             set.series(energy, {"spring", PL_TR_NOOP("springs", "Spring"), paletteColor(1)}),
             set.series(energy,
                        {"gravity", PL_TR_NOOP("springs", "Gravitational m g y"), paletteColor(2)}),
             set.series(energy, {"total", PL_TR_NOOP("springs", "Total"), colors::black,
                                 SeriesStyle::Line, 2.5})});
    }
    // Filled by the study (acceptStudy), as whole curves.
    ChartSpec stability{"stability_search",
                        PL_TR_NOOP("springs", "Largest stable Δt of symplectic Euler"),
                        {PL_TR_NOOP("springs", "time step Δt"), "s"},
                        {PL_TR_NOOP("springs", "largest speed"), "m/s", true},
                        {}};
    stability.series = {
        {"trials", PL_TR_NOOP("springs", "Trial runs"), paletteColor(5), SeriesStyle::Points, 5.0},
        {"limit", "2/ω_max", colors::grey, SeriesStyle::DashedLine, 1.5}};
    set.chart(std::move(stability));
    m_meter.declare(set, methods());
}

void SpringsLesson::recordLiveChange(ChartData& data) const
{
    m_meter.record(data, modes(), m_model.settings().dt);
}

std::vector<Method> SpringsLesson::methods() const
{
    std::vector<Method> out;
    for (const Run& run : m_model.runs())
        out.push_back(run.method);
    return out;
}

std::vector<LinearMode> SpringsLesson::modes() const
{
    const Run* holding = nullptr;
    for (const Run& run : m_model.runs())
        if (!run.divergedAt) {
            holding = &run;
            break;
        }
    if (!holding)
        return {};
    const ParticleSystem& s = holding->model.system;
    const DampedSprings unit(s.find<DampedSprings>()->links(), 1.0, 0.0);
    const Eigen::VectorXd sqrtW = s.inverseMasses().cwiseSqrt();
    const Eigen::VectorXd& positions = s.positions();
    if (!positions.allFinite())
        return {};
    Eigen::VectorXd start;  // the same (seeded) start every time
    const std::vector<double> unitStiffest = largestEigenvalues(
        [&](const Eigen::VectorXd& u, Eigen::VectorXd& out) {
            unit.addMassWeightedStiffness(positions, sqrtW, u, out);
        },
        positions.size(), 3, 24, start);
    const double ks = m_model.settings().ks, kd = m_model.settings().kd;
    std::vector<LinearMode> out;
    for (const double mu : unitStiffest)
        if (mu > 0.0)
            out.push_back({ks * mu, kd * mu});
    return out;
}

void SpringsLesson::record(ChartData& data) const
{
    for (std::size_t i = 0; i < m_model.runs().size(); ++i) {
        const Run& run = m_model.runs()[i];
        if (run.divergedAt)
            continue;
        const EnergySeries& series = m_energy[i];
        const SpringsModel::Energies e = m_model.energies(run);
        data.append(series.kinetic, m_model.state().time, e.kinetic);
        data.append(series.spring, m_model.state().time, e.spring);
        data.append(series.gravity, m_model.state().time, e.gravitational);
        data.append(series.total, m_model.state().time, e.total());
    }
    // The modes change slowly with the shape: found again each 0.1 s of simulated time (every
    // 100 steps at the default Δt; 24 products with the stiffness each), at moments the state
    // alone decides. A live Δt, k_s or k_d redraws them at once (recordLiveChange), and so does
    // the chart coming on show (recordShown): nothing is computed for it while hidden.
    const double t = m_model.state().time, dt = m_model.settings().dt, every = 0.1;
    if (std::floor(t / every) != std::floor((t - dt) / every) &&
        chartsOnShow().shows(m_meter.chart()))
        m_meter.record(data, modes(), dt);
}

std::vector<Measurement> SpringsLesson::measurements() const
{
    std::vector<std::pair<std::string, double>> kinetic, spring, gravity, total;
    std::vector<TrText> diverged;
    for (const Run& run : m_model.runs()) {
        const std::string id(methodInfo(run.method).id);
        if (run.divergedAt) {
            const double nan = std::nan("");
            kinetic.emplace_back(id, nan);
            spring.emplace_back(id, nan);
            gravity.emplace_back(id, nan);
            total.emplace_back(id, nan);
            diverged.push_back(TrText(PL_TR_NOOP("springs", "%1 diverged at t = %2 s"),
                                      {trText(id), trFixed(*run.divergedAt, *run.divergedAt < 0.1 ? 4 : 2)}));
            continue;
        }
        const SpringsModel::Energies e = m_model.energies(run);
        kinetic.emplace_back(id, e.kinetic);
        spring.emplace_back(id, e.spring);
        gravity.emplace_back(id, e.gravitational);
        total.emplace_back(id, e.total());
    }
    std::vector<Measurement> out = {
        Measurement{"kinetic_energy", PL_TR_NOOP("springs", "Kinetic energy"), "J", kinetic, {}},
        Measurement{"spring_energy", PL_TR_NOOP("springs", "Spring energy"), "J", spring, {}},
        Measurement{"gravitational_energy",
                    PL_TR_NOOP("springs", "Gravitational energy (0 at y = 0)"), "J", gravity, {}},
        Measurement{"total_energy", PL_TR_NOOP("springs", "Total energy"), "J", total, {}},
        Measurement::number("omega_max", PL_TR_NOOP("springs", "Highest angular frequency ω_max"),
                            "rad/s", m_model.omegaMax()),
        Measurement::number("theoretical_max_dt",
                            PL_TR_NOOP("springs", "Symplectic Euler limit 2/ω_max"), "s",
                            m_model.omegaMax() > 0 ? 2.0 / m_model.omegaMax() : std::nan("")),
    };
    // The four energies say which methods diverged.
    if (const TrText note = joined(std::move(diverged)); !note.empty())
        for (std::size_t i = 0; i < 4; ++i)
            out[i] = std::move(out[i]).noted(note);
    if (m_model.state().maxStableDt)
        out.push_back(Measurement::number(
            "max_stable_dt",
            PL_TR_NOOP("springs", "Largest stable Δt of symplectic Euler (search)"), "s",
            *m_model.state().maxStableDt));
    else
        out.push_back(Measurement::missing(
            "max_stable_dt",
            PL_TR_NOOP("springs", "Largest stable Δt of symplectic Euler (search)"), "s",
            PL_TR_NOOP("springs", "the max stable Δt study has not run")));
    for (Measurement& m : m_meter.measurements(methods(), modes(), m_model.settings().dt,
                                               PL_TR_NOOP("springs", "the stiffest spring mode")))
        out.push_back(std::move(m));
    return out;
}

void SpringsLesson::scene(Scene& out) const
{
    out.clear();
    const int runs = std::max<int>(1, static_cast<int>(m_model.runs().size()));
    out.boundsMin = Vec2(-0.3, -1.9);
    out.boundsMax = Vec2(sideBySideOrigin(runs - 1).x() + RopeAndCloth::width + 0.1, 0.45);
    for (int k = 0; k < static_cast<int>(m_model.runs().size()); ++k) {
        const Run& run = m_model.runs()[static_cast<std::size_t>(k)];
        const Color c = methodColor(run.method);
        const MethodInfo& info = methodInfo(run.method);
        const Vec2 origin = sideBySideOrigin(k);
        // The run's name over it; a diverged run's time on a line of its own below (one line
        // with both, in German, ran past the next run's name and the view's edge).
        out.labels.push_back(LabelItem::of(origin + Vec2(0.0, 0.25), TrText{std::string(info.name)},
                                           run.divergedAt ? colors::warning : c, 10));
        if (run.divergedAt) {
            out.labels.push_back(LabelItem::of(
                origin + Vec2(0.0, 0.25),
                TrText(PL_TR_NOOP("springs", "diverged at t = %1 s"),
                       {trFixed(*run.divergedAt, *run.divergedAt < 0.1 ? 4 : 2)}),
                colors::warning, 10));
            out.rects.push_back({origin + Vec2(-0.1, -1.8), origin + Vec2(RopeAndCloth::width, 0.1),
                                 Stroke{colors::warning, 1.0, true}, colors::none});
        } else {
            drawLinks(out, run.model.system, run.model.links, c.withAlpha(200), 1.2);
            drawParticles(out, run.model.system, c, 2.5);
        }
        out.legend.push_back({std::string(info.name), c});
    }
    const double dt = m_model.settings().dt, t = m_model.state().time;
    std::vector<TrArg> values{trFixed(t, t < 0.1 ? 4 : 2), trNumber(dt),
                              trNumber(m_model.omegaMax() * dt), trNumber(2.0 / m_model.omegaMax())};
    if (m_model.state().maxStableDt) {
        values.push_back(trNumber(*m_model.state().maxStableDt));
        out.setCaption(TrText(PL_TR_NOOP("springs", "t = %1 s   Δt = %2 s   ω_max Δt = %3   "
                                                    "2/ω_max = %4 s   largest stable Δt "
                                                    "(symplectic Euler) = %5 s"),
                              std::move(values)));
    } else {
        out.setCaption(TrText(
            PL_TR_NOOP("springs", "t = %1 s   Δt = %2 s   ω_max Δt = %3   2/ω_max = %4 s"),
            std::move(values)));
    }
    out.setWarnings(noticeTexts());
}

TrText SpringsLesson::describe() const
{
    // How far the springs are stretched (mean relative extension, as the xpbd lesson measures its
    // constraint error) and the total energy the measurements list, for the first method and,
    // when several run side by side, the last one.
    const auto& runs = m_model.runs();
    if (runs.empty())
        return PL_TR_NOOP("springs", "A rope and a cloth of springs.");
    const auto part = [&](const Run& run) {
        const LinkStrain strain = measureStrain(run.model.system.positions(), run.model.links);
        return std::vector<TrArg>{trWord(std::string(methodInfo(run.method).name)),
                                  trNumber(100.0 * strain.mean, 2), trNumber(100.0 * strain.max, 2),
                                  trNumber(m_model.energies(run).total(), 3)};
    };
    for (const Run& run : runs)
        if (run.divergedAt)
            return TrText(PL_TR_NOOP("springs", "Rope and cloth of springs: %1 diverged at t = %2 s."),
                          {trWord(std::string(methodInfo(run.method).name)), trFixed(*run.divergedAt, 2)});
    std::vector<TrArg> args = part(runs.front());
    if (runs.size() == 1)
        return TrText(PL_TR_NOOP("springs", "Rope and cloth of springs, %1: stretched %2 % on "
                                            "average, at most %3 %; total energy %4 J."),
                      std::move(args));
    for (TrArg& a : part(runs.back()))
        args.push_back(std::move(a));
    return TrText(PL_TR_NOOP("springs", "Rope and cloth of springs. %1: stretched %2 % on average, "
                                        "at most %3 %, total energy %4 J; %5: stretched %6 % on "
                                        "average, at most %7 %, total energy %8 J."),
                  std::move(args));
}

std::vector<TrText> SpringsLesson::noticeTexts() const
{
    std::vector<TrText> out;
    const double omegaDt = m_model.omegaMax() * m_model.settings().dt;
    for (const Run& run : m_model.runs()) {
        if (!run.divergedAt)
            continue;
        const TrArg name = trWord(std::string(methodInfo(run.method).name));
        const TrArg when = trFixed(*run.divergedAt, *run.divergedAt < 0.1 ? 4 : 2);
        if (run.method == Method::ForwardEuler)
            out.push_back(TrText(PL_TR_NOOP("springs",
                                            "%1 diverged at t = %2 s: each step multiplies the "
                                            "stiffest mode's energy by 1 + (ω_max Δt)² = %3. Lower "
                                            "Δt or use symplectic Euler."),
                                 {name, when, trNumber(1.0 + omegaDt * omegaDt, 4)}));
        else
            out.push_back(TrText(PL_TR_NOOP("springs",
                                            "%1 diverged at t = %2 s: ω_max Δt = %3 is beyond its "
                                            "stability limit. Lower Δt or soften the springs."),
                                 {name, when, trNumber(omegaDt, 4)}));
    }
    return out;
}

StudyTable<SpringsLesson> SpringsLesson::makeStudyTable()
{
    return StudyTable<SpringsLesson>().add(
        {"max_stable_dt", PL_TR_NOOP("springs", "Find the largest stable Δt"),
         PL_TR_NOOP(
             "springs",
             "Bisection over Δt: symplectic Euler on the rope and cloth from a slightly jiggled "
             "start, 2000 steps per trial; a trial is unstable when a speed exceeds 100 m/s."),
         true},
        &SpringsLesson::prepareMaxStableDtStudy, &SpringsLesson::acceptMaxStableDtStudy);
}

StudyFunction SpringsLesson::prepareMaxStableDtStudy() const
{
    const SpringsSettings& settings = m_model.settings();
    const double ks = settings.ks, kd = settings.kd, mass = settings.mass;
    const double omegaMax = m_model.omegaMax();
    return [ks, kd, mass, omegaMax](Progress& progress) {
        StudyResult result;
        const int stepsPerTrial = 2000;
        const double speedBound = 100.0;  // m/s: a run faster than this has blown up
        std::vector<ChartPoint> trials;
        int done = 0;
        const int planned = 24;
        // Largest speed reached in a trial at `dt`, or +inf when it blew up.
        auto trial = [&](double dt) {
            RopeAndCloth model =
                SpringsModel::build(Vec2::Zero(), mass, ks, kd, Method::SymplecticEuler);
            std::mt19937 engine(1);
            std::uniform_real_distribution<double> jiggle(-1e-3, 1e-3);
            ParticleSystem& s = model.system;
            for (int i = 0; i < s.size(); ++i)
                if (s.inverseMass(i) > 0.0)
                    s.setPosition(i, s.position(i) + RopeAndCloth::spacing *
                                                         Vec2(jiggle(engine), jiggle(engine)));
            double fastest = 0.0;
            for (int n = 0; n < stepsPerTrial; ++n) {
                s.step(dt);
                if (!s.isFiniteAndBounded(speedBound * 1e3) ||
                    s.velocities().cwiseAbs().maxCoeff() > speedBound) {
                    fastest = std::numeric_limits<double>::infinity();
                    break;
                }
                if (n % 20 == 0)
                    fastest = std::max(fastest, s.velocities().cwiseAbs().maxCoeff());
            }
            trials.push_back({dt, std::isinf(fastest) ? speedBound : fastest});
            progress.report(std::min(1.0, ++done / double(planned)));
            return std::isfinite(fastest);
        };
        const double limit = 2.0 / omegaMax;
        double lo = 0.25 * limit, hi = 2.0 * limit;
        for (int k = 0; k < 4 && !trial(lo) && !progress.cancelled(); ++k)
            lo *= 0.25;
        for (int k = 0; k < 4 && trial(hi) && !progress.cancelled(); ++k)
            hi *= 2.0;
        for (int k = 0; k < 16 && !progress.cancelled(); ++k) {
            const double mid = 0.5 * (lo + hi);
            (trial(mid) ? lo : hi) = mid;
        }
        result.cancelled = progress.cancelled();
        std::sort(trials.begin(), trials.end(),
                  [](const ChartPoint& a, const ChartPoint& b) { return a.x < b.x; });
        result.series.push_back({"stability_search", "trials", trials, ""});
        result.series.push_back(
            {"stability_search", "limit", {{limit, 1e-3}, {limit, speedBound}}, ""});
        if (!result.cancelled)
            result.measurements.push_back(Measurement::number(
                "max_stable_dt",
                PL_TR_NOOP("springs", "Largest stable Δt of symplectic Euler (search)"), "s", lo));
        return result;
    };
}

void SpringsLesson::acceptMaxStableDtStudy(const StudyResult& result)
{
    for (const Measurement& m : result.measurements)
        if (m.id == "max_stable_dt")
            if (const double* v = std::get_if<double>(&m.value))
                m_model.state().maxStableDt = *v;
}

bool SpringsLesson::pointer(PointerEvent event, const Vec2& world)
{
    return m_model.drag(event, world);
}

std::optional<SceneDescription> SpringsLesson::asScene() const
{
    // The first run that holds (a symplectic one, if any): a diverged run saves nothing useful.
    const Run* chosen = &m_model.runs().front();
    for (const Run& run : m_model.runs())
        if (!run.divergedAt && methodInfo(run.method).symplectic) {
            chosen = &run;
            break;
        }
    const Run& run = *chosen;
    return describeAsScene(run.model.system, PL_TR_NOOP("springs", "Rope and cloth of springs"),
                           "Saved from the springs lesson (" +
                               std::string(methodInfo(run.method).name) + " run).",
                           0.02, m_model.settings().dt);
}

} // namespace pl

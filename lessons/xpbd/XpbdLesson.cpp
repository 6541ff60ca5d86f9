// SPDX-License-Identifier: GPL-3.0-or-later
#include "xpbd/XpbdLesson.h"
#include "framework/LessonText.h"
#include "framework/Translatable.h"

#include <particlelab/constraints/DistanceConstraints.h>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace pl {

template class ModelLesson<XpbdLesson, XpbdModel, XpbdSettings>;

using namespace particle_lessons;

namespace {

using Run = XpbdModel::Run;

// How each run is shown: its name and colour.
std::string runName(const Run& run)
{
    return run.id == "xpbd" ? PL_TR_NOOP("xpbd", "XPBD constraints")
                            : PL_TR_NOOP("xpbd", "Damped springs (symplectic Euler)");
}
// Vermillion against the springs' blue (symplectic Euler's method colour): sky blue beside
// that blue washed out on a projector (tests/lessons/test_method_colors.cpp).
Color runColor(const Run& run) { return paletteColor(run.id == "xpbd" ? 0 : 1); }

} // namespace

ParameterTable<XpbdSettings> XpbdLesson::makeParameterTable()
{
    using S = XpbdSettings;
    ParameterTable<S> t;
    t.bind(&S::compliance,
           ParameterSpec::number(
               "compliance", PL_TR_NOOP("xpbd", "Compliance α"), "m/N", 1e-4, 0.0, 0.1,
               PL_TR_NOOP("xpbd", "Inverse stiffness of every XPBD link; 0 is rigid."))
               .withStep(1e-5)
               .appliesLive());
    t.bind(&S::substeps,
           ParameterSpec::integer(
               "substeps", PL_TR_NOOP("xpbd", "Substeps"), 10, 1, 200,
               PL_TR_NOOP("xpbd",
                          "Each frame Δt is split into this many substeps (both versions)."))
               .onLogScale()
               .appliesLive());
    t.bind(&S::iterations,
           ParameterSpec::integer(
               "iterations", PL_TR_NOOP("xpbd", "Iterations"), 1, 1, 200,
               PL_TR_NOOP("xpbd", "Gauss–Seidel sweeps over the XPBD links per substep."))
               .onLogScale()
               .appliesLive());
    t.bind(&S::dt, ParameterSpec::number(
                       "dt", PL_TR_NOOP("xpbd", "Frame time step Δt"), "s", 1.0 / 60.0, 1e-4,
                       0.05, PL_TR_NOOP("xpbd", "One frame; split into the substeps."))
                       .onLogScale()
                       .appliesLive());
    t.bind(&S::mass,
           ParameterSpec::number("mass", PL_TR_NOOP("xpbd", "Particle mass m"), "kg", 0.01,
                                 1e-4, 10.0, PL_TR_NOOP("xpbd", "Mass of every particle."))
               .onLogScale());
    t.bind(&S::ks,
           ParameterSpec::number(
               "ks", PL_TR_NOOP("xpbd", "Spring stiffness k_s (spring version)"), "N", 100.0,
               0.1, 1e5,
               PL_TR_NOOP("xpbd", "Spring version: force per unit strain; ℓ₀/α matches α."))
               .onLogScale()
               .appliesLive());
    t.bind(&S::kd, ParameterSpec::number(
                       "kd", PL_TR_NOOP("xpbd", "Spring damping k_d (spring version)"), "N·s",
                       0.02, 0.0, 10.0,
                       PL_TR_NOOP("xpbd", "Spring version: damping of the stretching speed."))
                       .withStep(0.01)
                       .appliesLive());
    return t;
}

TrText XpbdLesson::validate(const ParameterValues& values) const
{
    const XpbdSettings settings = settingsFrom(values);
    if (settings.dt / settings.substeps < 1e-6)
        return PL_TR_NOOP("xpbd", "parameters 'dt' and 'substeps': Δt / substeps is below 1 µs: use "
                                  "fewer substeps or a larger Δt.");
    return {};
}

void XpbdLesson::declareCharts(ChartSet& set)
{
    // A fixed log range: the exact 0 of t = 0 and the blown-up spring values stay out of view.
    const ChartHandle error =
        set.chart({"constraint_error",
                   PL_TR_NOOP("xpbd", "Constraint error |ℓ − ℓ₀|/ℓ₀"),
                   {PL_TR_NOOP("xpbd", "time"), "s"},
                   {PL_TR_NOOP("xpbd", "relative length error"), "", true, 1e-8, 10.0},
                   {}});
    const ChartHandle energy =
        set.chart({"energy",
                   PL_TR_NOOP("xpbd", "Total energy: kinetic + elastic + gravity"),
                   {PL_TR_NOOP("xpbd", "time"), "s"},
                   {PL_TR_NOOP("xpbd", "energy"), "J"},
                   {}});
    for (std::size_t k = 0; k < m_model.runs().size(); ++k) {
        const Run& run = m_model.runs()[k];
        const bool xpbd = run.id == "xpbd";
        const std::string shortName =
            xpbd ? PL_TR_NOOP("xpbd", "XPBD") : PL_TR_NOOP("xpbd", "Springs");
        m_series[k].mean = set.series(
            error, {run.id + "_mean",
                    xpbd ? PL_TR_NOOP("xpbd", "XPBD, mean") : PL_TR_NOOP("xpbd", "Springs, mean"),
                    runColor(run)});
        m_series[k].max = set.series(
            error, {run.id + "_max",
                    xpbd ? PL_TR_NOOP("xpbd", "XPBD, max") : PL_TR_NOOP("xpbd", "Springs, max"),
                    runColor(run), SeriesStyle::DashedLine, 1.5});
        m_series[k].energy = set.series(energy, {run.id, shortName, runColor(run)});
    }
}

void XpbdLesson::record(ChartData& data) const
{
    for (int k = 0; k < 2; ++k) {
        const Run& run = m_model.runs()[static_cast<std::size_t>(k)];
        if (run.divergedAt)
            continue;
        const RunSeries& series = m_series[static_cast<std::size_t>(k)];
        const LinkStrain e = m_model.constraintError(k);
        data.append(series.mean, m_model.state().time, e.mean);
        data.append(series.max, m_model.state().time, e.max);
        data.append(series.energy, m_model.state().time, m_model.energies(run).total());
    }
}

std::vector<Measurement> XpbdLesson::measurements() const
{
    std::vector<std::pair<std::string, double>> error, kinetic, elastic, gravity, total;
    std::vector<TrText> diverged;
    // The keys as a person reads them: the run's name, and which of its errors.
    std::vector<std::pair<std::string, TrText>> runNames, errorNames;
    for (int k = 0; k < 2; ++k) {
        const Run& run = m_model.runs()[static_cast<std::size_t>(k)];
        const bool xpbd = run.id == "xpbd";
        const char* name = xpbd ? PL_TR_NOOP("xpbd", "XPBD") : PL_TR_NOOP("xpbd", "Springs");
        runNames.emplace_back(run.id, name);
        errorNames.emplace_back(run.id + "_mean", xpbd ? PL_TR_NOOP("xpbd", "XPBD, mean")
                                                       : PL_TR_NOOP("xpbd", "Springs, mean"));
        errorNames.emplace_back(run.id + "_max", xpbd ? PL_TR_NOOP("xpbd", "XPBD, max")
                                                      : PL_TR_NOOP("xpbd", "Springs, max"));
        if (run.divergedAt) {
            const double nan = std::nan("");
            for (auto* list : {&kinetic, &elastic, &gravity, &total})
                list->emplace_back(run.id, nan);
            error.emplace_back(run.id + "_mean", nan);
            error.emplace_back(run.id + "_max", nan);
            diverged.push_back(TrText(PL_TR_NOOP("xpbd", "%1 diverged at t = %2 s"),
                                      {trWord(name), trFixed(*run.divergedAt, *run.divergedAt < 0.1 ? 4 : 2)}));
            continue;
        }
        const LinkStrain e = m_model.constraintError(k);
        error.emplace_back(run.id + "_mean", e.mean);
        error.emplace_back(run.id + "_max", e.max);
        const XpbdModel::Energies en = m_model.energies(run);
        kinetic.emplace_back(run.id, en.kinetic);
        elastic.emplace_back(run.id, en.elastic);
        gravity.emplace_back(run.id, en.gravitational);
        total.emplace_back(run.id, en.total());
    }
    std::vector<Measurement> out{
        Measurement{"constraint_error",
                    PL_TR_NOOP("xpbd", "Constraint error |ℓ − ℓ₀|/ℓ₀ (mean, max)"), "", error, {}}
            .keysNamed(errorNames),
        Measurement{"kinetic_energy", PL_TR_NOOP("xpbd", "Kinetic energy"), "J", kinetic, {}}
            .keysNamed(runNames),
        Measurement{"elastic_energy",
                    PL_TR_NOOP("xpbd", "Elastic energy (springs; ½C²/α for XPBD)"), "J", elastic, {}}
            .keysNamed(runNames),
        Measurement{"gravitational_energy", PL_TR_NOOP("xpbd", "Gravitational energy (0 at y = 0)"),
                    "J", gravity, {}}
            .keysNamed(runNames),
        Measurement{"total_energy", PL_TR_NOOP("xpbd", "Total energy"), "J", total, {}}
            .keysNamed(runNames),
    };
    // Every measurement says which runs diverged.
    if (const TrText note = joined(std::move(diverged)); !note.empty())
        for (Measurement& m : out)
            m = std::move(m).noted(note);
    return out;
}

void XpbdLesson::scene(Scene& out) const
{
    out.clear();
    out.boundsMin = Vec2(-0.3, -1.9);
    out.boundsMax = Vec2(sideBySideOrigin(1).x() + RopeAndCloth::width + 0.1, 0.75);
    for (int k = 0; k < 2; ++k) {
        const Run& run = m_model.runs()[static_cast<std::size_t>(k)];
        const Vec2 origin = sideBySideOrigin(k);
        // Two short lines over each run (its name in full is in the legend): one long line
        // each ran into the other run's at 1280×800.
        std::string label = run.id == "xpbd" ? PL_TR_NOOP("xpbd", "XPBD") : PL_TR_NOOP("xpbd", "Springs");
        TrText detail;
        if (run.divergedAt) {
            detail = TrText(PL_TR_NOOP("xpbd", "diverged at t = %1 s"),
                            {trFixed(*run.divergedAt, *run.divergedAt < 0.1 ? 4 : 2)});
            out.rects.push_back({origin + Vec2(-0.1, -1.8), origin + Vec2(RopeAndCloth::width, 0.1),
                                 Stroke{colors::warning, 1.0, true}, colors::none});
        } else {
            drawLinks(out, run.model.system, run.model.links, runColor(run).withAlpha(200), 1.2);
            drawParticles(out, run.model.system, runColor(run), 2.5);
            const LinkStrain e = m_model.constraintError(k);
            detail = TrText(PL_TR_NOOP("xpbd", "error: mean %1, max %2"),
                            {trNumber(e.mean, 2), trNumber(e.max, 2)});
        }
        const Color textColor = run.divergedAt ? colors::warning : runColor(run);
        out.labels.push_back({origin + Vec2(0.0, 0.6), label, textColor, 10});
        out.labels.push_back(LabelItem::of(origin + Vec2(0.0, 0.3), std::move(detail), textColor, 10));
        out.legend.push_back({runName(run), runColor(run)});
    }
    const ParticleSystem& s = m_model.runs()[XpbdModel::xpbdRun].model.system;
    out.setCaption(TrText(
        PL_TR_NOOP("xpbd", "t = %1   Δt = %2 s in %3 substeps × %4 iterations   α = %5 m/N"),
        {trText(formatSeconds(m_model.state().time)), trNumber(m_model.settings().dt),
         trText(std::to_string(s.substeps())), trText(std::to_string(s.iterations())),
         trNumber(s.find<DistanceConstraints>()->compliance())}));
    out.setWarnings(noticeTexts());
}

TrText XpbdLesson::describe() const
{
    // The constraint error of both runs (how far the rods are off their length, in per cent of
    // it) and the XPBD run's total energy.
    const Run& xpbd = m_model.runs()[XpbdModel::xpbdRun];
    const Run& springs = m_model.runs()[XpbdModel::springRun];
    if (xpbd.divergedAt || springs.divergedAt) {
        const Run& gone = xpbd.divergedAt ? xpbd : springs;
        return TrText(PL_TR_NOOP("xpbd", "Rope and cloth: %1 diverged at t = %2 s."),
                      {trText(runName(gone)), trFixed(*gone.divergedAt, 2)});
    }
    const LinkStrain x = m_model.constraintError(XpbdModel::xpbdRun);
    const LinkStrain s = m_model.constraintError(XpbdModel::springRun);
    return TrText(PL_TR_NOOP("xpbd", "Rope and cloth: the XPBD rods are off their length by "
                                     "%1 % on average, at most %2 %, total energy %3 J; the "
                                     "springs by %4 % on average, at most %5 %."),
                  {trNumber(100.0 * x.mean, 2), trNumber(100.0 * x.max, 2),
                   trNumber(m_model.energies(xpbd).total(), 3), trNumber(100.0 * s.mean, 2),
                   trNumber(100.0 * s.max, 2)});
}

std::vector<TrText> XpbdLesson::noticeTexts() const
{
    std::vector<TrText> out;
    for (const Run& run : m_model.runs())
        if (run.divergedAt)
            out.push_back(TrText(run.id == "springs"
                                     ? PL_TR_NOOP("xpbd", "%1 diverged at t = %2 s: the springs are "
                                                          "too stiff for Δt/substeps with an "
                                                          "explicit integrator. Raise the substeps "
                                                          "or soften k_s.")
                                     : PL_TR_NOOP("xpbd", "%1 diverged at t = %2 s: lower Δt or "
                                                          "raise the substeps."),
                                 {trWord(runName(run)),
                                  trFixed(*run.divergedAt, *run.divergedAt < 0.1 ? 4 : 2)}));
    return out;
}

bool XpbdLesson::pointer(PointerEvent event, const Vec2& world)
{
    return m_model.drag(event, world);
}

std::optional<SceneDescription> XpbdLesson::asScene() const
{
    const ParticleSystem& system = m_model.runs()[XpbdModel::xpbdRun].model.system;
    return describeAsScene(system, PL_TR_NOOP("xpbd", "Rope and cloth of XPBD rods"),
                           PL_TR_NOOP("xpbd", "Saved from the xpbd lesson (its XPBD run)."), 0.02,
                           m_model.settings().dt, system.substeps(), system.iterations());
}

} // namespace pl

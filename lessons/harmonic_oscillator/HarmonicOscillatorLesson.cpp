// SPDX-License-Identifier: GPL-3.0-or-later
#include "harmonic_oscillator/HarmonicOscillatorLesson.h"
#include "framework/Translatable.h"

#include "framework/LessonText.h"
#include "framework/MethodColor.h"
#include "framework/TextFormat.h"

#include <particlelab/integrators/ModifiedEnergy.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

namespace pl {

template class ModelLesson<HarmonicOscillatorLesson, HarmonicOscillatorModel,
                           HarmonicOscillatorSettings>;

namespace {

const Color exactColor = colors::grey;

using Run = HarmonicOscillatorModel::Run;

} // namespace

ParameterTable<HarmonicOscillatorSettings> HarmonicOscillatorLesson::makeParameterTable()
{
    using S = HarmonicOscillatorSettings;
    ParameterTable<S> t;
    t.bind(&S::k, ParameterSpec::number(
                      "k", PL_TR_NOOP("harmonic-oscillator", "Spring constant k"), "N/m", 1.0,
                      0.01, 1000.0,
                      PL_TR_NOOP("harmonic-oscillator",
                                 "Stiffness of the spring: force per metre of stretch."))
                      .withStep(0.1)
                      .onLogScale());
    t.bind(&S::mass, ParameterSpec::number(
                         "m", PL_TR_NOOP("harmonic-oscillator", "Mass m"), "kg", 1.0, 0.01,
                         100.0, PL_TR_NOOP("harmonic-oscillator", "Mass of the body."))
                         .withStep(0.1)
                         .onLogScale());
    t.bind(&S::x0,
           ParameterSpec::number("x0", PL_TR_NOOP("harmonic-oscillator", "Initial position x₀"),
                                 "m", 1.0, -10.0, 10.0,
                                 PL_TR_NOOP("harmonic-oscillator",
                                            "Displacement from the rest position at t = 0."))
               .withStep(0.1));
    t.bind(&S::v0,
           ParameterSpec::number("v0", PL_TR_NOOP("harmonic-oscillator", "Initial velocity v₀"),
                                 "m/s", 0.0, -10.0, 10.0,
                                 PL_TR_NOOP("harmonic-oscillator", "Velocity at t = 0."))
               .withStep(0.1));
    t.bind(&S::dt,
           ParameterSpec::number(
               "dt", PL_TR_NOOP("harmonic-oscillator", "Time step Δt"), "s", 0.05, 1e-4, 3.0,
               PL_TR_NOOP("harmonic-oscillator",
                          "Step size of every integrator. Applies while running."))
               .withStep(0.01)
               .onLogScale()
               .appliesLive());
    t.bind([](S& s, const std::vector<std::string>& ids) { s.methods = methodsFromIds(ids); },
           ParameterSpec::multiChoice(
               "methods", PL_TR_NOOP("harmonic-oscillator", "Methods"), integratorChoices(),
               "euler,symplectic_euler",
               PL_TR_NOOP("harmonic-oscillator",
                          "Integrators run side by side (comma-separated ids).")));
    return t;
}

void HarmonicOscillatorLesson::applyLive(const ParameterValues& values)
{
    m_model.setTimeStep(settingsFrom(values).dt);
}

void HarmonicOscillatorLesson::declareCharts(ChartSet& set)
{
    // Velocity over ω = √(k/m), in metres, so that both axes are lengths drawn at equal scales:
    // the exact orbit is then a circle of radius √(x₀² + (v₀/ω)²) for every k and m, and forward
    // Euler's energy gain shows as a spiral leaving it. (In m/s the orbit is an ellipse of axis
    // ratio ω, and equal scales would compare metres with metres per second.)
    const ChartHandle phase =
        set.chart({"phase_space",
                   PL_TR_NOOP("harmonic-oscillator", "Phase space"),
                   {PL_TR_NOOP("harmonic-oscillator", "position x"), "m"},
                   {PL_TR_NOOP("harmonic-oscillator", "scaled velocity v/ω"), "m"},
                   {}});
    set.spec(phase).equalScales = true;
    const ChartHandle energy = set.chart({"energy",
                                          PL_TR_NOOP("harmonic-oscillator", "Total energy"),
                                          {PL_TR_NOOP("harmonic-oscillator", "time"), "s"},
                                          {PL_TR_NOOP("harmonic-oscillator", "energy E"), "J"},
                                          {}});
    const ChartHandle position = set.chart({"position",
                                            PL_TR_NOOP("harmonic-oscillator", "Position"),
                                            {PL_TR_NOOP("harmonic-oscillator", "time"), "s"},
                                            {PL_TR_NOOP("harmonic-oscillator", "position x"), "m"},
                                            {}});
    for (auto [chart, series] : {std::pair{phase, &m_phase}, std::pair{energy, &m_energy},
                                 std::pair{position, &m_position}}) {
        series->exact = set.series(chart, {"exact", PL_TR_NOOP("harmonic-oscillator", "Exact"),
                                           exactColor, SeriesStyle::DashedLine, 1.5});
        series->runs.clear();
        for (const Run& run : m_model.state().runs) {
            const MethodInfo& info = methodInfo(run.method);
            series->runs.push_back(set.series(
                chart, {std::string(info.id), std::string(info.name), methodColor(run.method)}));
        }
    }
    // Beside H, the energy each symplectic method really conserves (ModifiedEnergy.h).
    m_shadow.clear();
    for (const Run& run : m_model.state().runs) {
        const MethodInfo& info = methodInfo(run.method);
        m_shadow.push_back(
            std::isnan(shadowEnergy(run))
                ? SeriesHandle()
                : set.series(energy,
                             SeriesSpec{"shadow_" + std::string(info.id), {}, methodColor(run.method),
                                        SeriesStyle::DashedLine, 1.5}
                                 .named(withMethod(PL_TR_NOOP("harmonic-oscillator", "H̃ of %1"),
                                                   run.method))));
    }
    m_meter.declare(set, methods());
    m_meterDt = -1.0;
}

void HarmonicOscillatorLesson::recordLiveChange(ChartData& data) const
{
    m_meter.record(data, modes(), m_model.settings().dt);
    m_meterDt = m_model.settings().dt;
}

std::vector<Method> HarmonicOscillatorLesson::methods() const
{
    std::vector<Method> out;
    for (const Run& run : m_model.state().runs)
        out.push_back(run.method);
    return out;
}

std::vector<LinearMode> HarmonicOscillatorLesson::modes() const
{
    // ẍ = −ω²x: λ = ±iω exactly, undamped.
    return {LinearMode{m_model.omega() * m_model.omega(), 0.0}};
}

double HarmonicOscillatorLesson::shadowEnergy(const Run& run) const
{
    const double m = m_model.settings().mass, dt = m_model.settings().dt;
    const double x = run.state.x[0], p = m * run.state.v[0];
    const double omega = m_model.omega();
    switch (run.method) {
    case Method::VelocityVerlet:
        // Positive definite only below the limit ωΔt < 2.
        return omega * dt < 2.0 ? verletShadowEnergyOscillator(x, p, m, omega, dt)
                                : std::numeric_limits<double>::infinity();
    case Method::SymplecticEuler: return symplecticEulerShadowEnergyOscillator(x, p, m, omega, dt);
    default: return std::nan("");
    }
}

bool HarmonicOscillatorLesson::hasFiniteShadowEnergy(const Run& run) const
{
    // Both closed forms are polynomials in x and p, Verlet's over 1 − (ωΔt)²/4.
    if (!std::isfinite(run.state.x[0]) || !std::isfinite(run.state.v[0]))
        return false;
    switch (run.method) {
    case Method::VelocityVerlet: return m_model.omega() * m_model.settings().dt < 2.0;
    case Method::SymplecticEuler: return true;
    default: return false;
    }
}

void HarmonicOscillatorLesson::record(ChartData& data) const
{
    const double t = m_model.state().time;
    const double xe = m_model.exactPosition(t);
    const double ve = m_model.exactVelocity(t);
    const double omega = m_model.omega();
    data.append(m_phase.exact, xe, ve / omega);
    data.append(m_energy.exact, t, m_model.energy(xe, ve));
    data.append(m_position.exact, t, xe);
    const std::vector<Run>& runs = m_model.state().runs;
    // H̃ is computed only where its chart is on show; hidden, its points wait for their values.
    const bool shadowShown = chartsOnShow().shows(m_energy.exact.chart());
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const Run& run = runs[i];
        if (run.divergedAt)
            continue;
        const double x = run.state.x[0];
        const double v = run.state.v[0];
        data.append(m_phase.runs[i], x, v / omega);
        data.append(m_energy.runs[i], run.state.t, m_model.energy(x, v));
        data.append(m_position.runs[i], run.state.t, x);
        if (m_shadow[i].declared() && hasFiniteShadowEnergy(run))
            data.appendComputed(
                m_shadow[i], run.state.t, [&] { return shadowEnergy(run); }, shadowShown);
    }
    const double dt = m_model.settings().dt;
    // m_meterDt is −1 after every declaration (a reset clears the data): no look-up per step.
    // A hidden meter is drawn when it comes on show (recordShown).
    if (dt != m_meterDt && chartsOnShow().shows(m_meter.chart())) {
        m_meter.record(data, modes(), dt);
        m_meterDt = dt;
    }
}

std::vector<Measurement> HarmonicOscillatorLesson::measurements() const
{
    const double e0 = m_model.initialEnergy();
    std::vector<std::pair<std::string, double>> drift;
    std::vector<std::pair<std::string, double>> error;
    std::vector<TrText> diverged;
    for (const Run& run : m_model.state().runs) {
        const std::string id(methodInfo(run.method).id);
        if (run.divergedAt) {
            drift.emplace_back(id, std::nan(""));
            error.emplace_back(id, std::nan(""));
            diverged.push_back(TrText(PL_TR_NOOP("harmonic-oscillator", "%1 diverged at t = %2 s"),
                                      {trText(id), trFixed(*run.divergedAt, 2)}));
            continue;
        }
        const double x = run.state.x[0];
        const double v = run.state.v[0];
        drift.emplace_back(id, e0 > 0 ? (m_model.energy(x, v) - e0) / e0 : 0.0);
        error.emplace_back(id, std::abs(x - m_model.exactPosition(run.state.t)));
    }
    std::vector<Measurement> out{
        Measurement{"energy_drift",
                    PL_TR_NOOP("harmonic-oscillator", "Relative energy drift (E − E₀)/E₀"), "",
                    drift, {}},
        Measurement{"position_error",
                    PL_TR_NOOP("harmonic-oscillator", "Position error |x − x_exact|"), "m", error,
                    {}},
        Measurement::number("energy_exact", PL_TR_NOOP("harmonic-oscillator", "Exact energy E₀"),
                            "J", e0),
        Measurement::number("omega_dt", "ω·Δt", "", m_model.omega() * m_model.settings().dt),
    };
    // The drift and the error say which methods diverged.
    if (const TrText note = joined(std::move(diverged)); !note.empty())
        for (std::size_t i = 0; i < 2; ++i)
            out[i] = std::move(out[i]).noted(note);
    for (Measurement& m :
         m_meter.measurements(methods(), modes(), m_model.settings().dt,
                              PL_TR_NOOP("harmonic-oscillator", "the spring (λ = ±iω)")))
        out.push_back(std::move(m));
    return out;
}

TrText HarmonicOscillatorLesson::describe() const
{
    // The run whose energy strays furthest from the start and the one that keeps it best (a
    // diverged run strays furthest), each with where its mass is; the drift as the
    // measurements give it, in per cent.
    const std::vector<Run>& runs = m_model.state().runs;
    const double e0 = m_model.initialEnergy();
    if (runs.empty() || !(e0 > 0.0))
        return PL_TR_NOOP("harmonic-oscillator", "A mass at rest on a spring.");
    const auto drift = [&](const Run& run) {
        return run.divergedAt ? std::numeric_limits<double>::infinity()
                              : (m_model.energy(run.state.x[0], run.state.v[0]) - e0) / e0;
    };
    // With several runs, two different ones (at the start all drift alike).
    std::size_t worst = 0;
    for (std::size_t i = 1; i < runs.size(); ++i)
        if (std::abs(drift(runs[i])) > std::abs(drift(runs[worst])))
            worst = i;
    std::size_t best = runs.size() > 1 && worst == 0 ? 1 : 0;
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (i != worst && std::abs(drift(runs[i])) < std::abs(drift(runs[best])))
            best = i;
    const double exact = m_model.exactPosition(m_model.state().time);
    const auto name = [&](std::size_t i) { return trWord(std::string(methodInfo(runs[i].method).name)); };
    const Run& w = runs[worst];
    if (w.divergedAt)
        return TrText(PL_TR_NOOP("harmonic-oscillator",
                                 "Mass on a spring, the exact one at x = %1 m. %2 diverged at "
                                 "t = %3 s; %4 keeps its energy within %5 % of the start."),
                      {trFixed(exact, 2), name(worst), trFixed(*w.divergedAt, 2), name(best),
                       trNumber(100.0 * drift(runs[best]), 2)});
    if (worst == best)
        return TrText(PL_TR_NOOP("harmonic-oscillator",
                                 "Mass on a spring: %1 has it at x = %2 m moving at %3 m/s, the "
                                 "exact one at %4 m; energy drift %5 %."),
                      {name(worst), trFixed(w.state.x[0], 2), trFixed(w.state.v[0], 2),
                       trFixed(exact, 2), trNumber(100.0 * drift(w), 2)});
    const Run& b = runs[best];
    return TrText(PL_TR_NOOP("harmonic-oscillator",
                             "Mass on a spring, the exact one at x = %1 m. %2: mass at %3 m, "
                             "energy drift %4 %; %5: mass at %6 m, energy drift %7 %."),
                  {trFixed(exact, 2), name(worst), trFixed(w.state.x[0], 2),
                   trNumber(100.0 * drift(w), 2), name(best), trFixed(b.state.x[0], 2),
                   trNumber(100.0 * drift(b), 2)});
}

void HarmonicOscillatorLesson::scene(Scene& out) const
{
    out.clear();
    const double omega = m_model.omega();
    const HarmonicOscillatorSettings& settings = m_model.settings();
    const double amplitude = std::max(std::hypot(settings.x0, settings.v0 / omega), 1e-3);
    const double rowGap = 0.9 * amplitude;
    const double wall = -2.2 * amplitude;
    const double bob = 0.18 * amplitude;
    const int rows = std::max<int>(1, static_cast<int>(m_model.state().runs.size()));
    // The right edge grows in steps with the furthest mass, so a growing Euler orbit stays in view.
    double reach = 1.8 * amplitude;
    for (const Run& run : m_model.state().runs)
        if (!run.divergedAt && std::isfinite(run.state.x[0]))
            while (reach < std::abs(run.state.x[0]) + 2 * bob && reach < 64 * amplitude)
                reach *= 2.0;
    out.boundsMin = Vec2(wall - 0.2 * amplitude, -rowGap * rows);
    out.boundsMax = Vec2(reach, 0.6 * amplitude);
    out.rects.push_back({Vec2(wall - 0.15 * amplitude, -rowGap * rows + 0.2 * rowGap),
                         Vec2(wall, 0.4 * amplitude), Stroke{colors::grey, 1.0, false},
                         colors::lightGrey});
    out.segments.push_back({Vec2(0, 0.45 * amplitude), Vec2(0, -rowGap * rows + 0.2 * rowGap),
                            Stroke{colors::grey, 1.0, true}});
    out.labels.push_back({Vec2(0.03 * amplitude, 0.42 * amplitude),
                          PL_TR_NOOP("harmonic-oscillator", "x = 0"), colors::grey, 9});

    const double xe = m_model.exactPosition(m_model.state().time);
    for (int i = 0; i < static_cast<int>(m_model.state().runs.size()); ++i) {
        const Run& run = m_model.state().runs[static_cast<std::size_t>(i)];
        const double y = -rowGap * i;
        const Color c = methodColor(run.method);
        const MethodInfo& info = methodInfo(run.method);
        // The exact solution as a ghost in every row.
        out.circles.push_back({Vec2(xe, y), bob, exactColor.withAlpha(70),
                               Stroke{exactColor, 1.0, true}, false});
        double x = run.state.x[0];
        if (std::isnan(x))
            x = 0.0;  // a run that blew up to NaN: drawn at rest, greyed out
        if (run.divergedAt || !std::isfinite(x))
            x = std::clamp(x, -1.6 * amplitude, 1.6 * amplitude);
        x = std::clamp(x, wall + bob, 1e6 * amplitude);
        // The spring as a zigzag from the wall to the mass.
        PolylineItem spring;
        spring.stroke = Stroke{colors::black, 1.2, false};
        const int coils = 12;
        const double start = wall, end = x - bob;
        spring.points.push_back(Vec2(start, y));
        for (int k = 1; k < 2 * coils; ++k) {
            const double s = start + (end - start) * k / (2.0 * coils);
            spring.points.push_back(Vec2(s, y + ((k % 2) ? 0.08 : -0.08) * amplitude));
        }
        spring.points.push_back(Vec2(end, y));
        out.polylines.push_back(spring);
        out.circles.push_back({Vec2(x, y), bob, run.divergedAt ? colors::lightGrey : c,
                               Stroke{colors::black, 1.0, false}, false});
        TrText label{std::string(info.name)};
        if (run.divergedAt)
            label = TrText(PL_TR_NOOP("harmonic-oscillator", "%1 — diverged at t = %2 s"),
                           {trWord(std::string(info.name)), trFixed(*run.divergedAt, 2)});
        out.labels.push_back(LabelItem::of(Vec2(wall + 0.05 * amplitude, y + 0.22 * amplitude),
                                           std::move(label), run.divergedAt ? colors::warning : c,
                                           10));
        out.legend.push_back({std::string(info.name), c});
    }
    out.legend.push_back({PL_TR_NOOP("harmonic-oscillator", "Exact (ghost)"), exactColor});
    out.setCaption(TrText(PL_TR_NOOP("harmonic-oscillator", "t = %1 s   Δt = %2 s   ω·Δt = %3"),
                          {trNumber(m_model.state().time, 3), trNumber(settings.dt, 3),
                           trNumber(omega * settings.dt, 3)}));
    out.setWarnings(noticeTexts());
}

std::vector<TrText> HarmonicOscillatorLesson::noticeTexts() const
{
    std::vector<TrText> out;
    const double omegaDt = m_model.omega() * m_model.settings().dt;
    for (const Run& run : m_model.state().runs) {
        if (!run.divergedAt)
            continue;
        const TrArg name = trWord(std::string(methodInfo(run.method).name));
        const TrArg at = trFixed(*run.divergedAt, 2);
        if (run.method == Method::ForwardEuler)
            out.emplace_back(
                PL_TR_NOOP("harmonic-oscillator",
                           "%1 diverged at t = %2 s: each step multiplies its energy by "
                           "1 + (ωΔt)² = %3. Lower Δt or use symplectic Euler."),
                std::vector<TrArg>{name, at, trNumber(1 + omegaDt * omegaDt, 4)});
        else if (methodInfo(run.method).symplectic)
            out.emplace_back(
                PL_TR_NOOP("harmonic-oscillator",
                           "%1 diverged at t = %2 s: ω·Δt = %3 > 2, beyond its stability "
                           "limit. Lower Δt."),
                std::vector<TrArg>{name, at, trNumber(omegaDt, 4)});
        else
            out.emplace_back(
                PL_TR_NOOP("harmonic-oscillator",
                           "%1 diverged at t = %2 s: ω·Δt = %3 is beyond its stability "
                           "limit. Lower Δt."),
                std::vector<TrArg>{name, at, trNumber(omegaDt, 4)});
    }
    return out;
}

} // namespace pl

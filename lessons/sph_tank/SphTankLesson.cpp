// SPDX-License-Identifier: GPL-3.0-or-later
#include "sph_tank/SphTankLesson.h"

#include "common/Angles.h"
#include "framework/TextFormat.h"
#include "framework/Translatable.h"

#include <particlelab/sph/MarchingSquares.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace pl {

template class ModelLesson<SphTankLesson, SphTankModel, SphTankLessonSettings>;

namespace {

const Color wallColor{120, 120, 120};
const Color obstacleColor{200, 110, 20};
const Color neighbourColor{230, 40, 200};
const Color surfaceStroke{20, 70, 160};

} // namespace

SphTankSettings SphTankLessonSettings::model() const
{
    SphTankSettings s = *this;
    s.solver = chosenSolver.value_or(scenario == SphScenario::Hydrostatic ? SphSolver::Wcsph
                                                                           : SphSolver::Dfsph);
    return s;
}

SphTankLiveSettings SphTankLessonSettings::live() const
{
    SphTankLiveSettings out;
    out.alpha = alpha;
    out.beta = beta;
    out.xsph = xsph;
    out.dfsphViscosity = dfsphViscosity;
    out.threads = threads;
    out.tilt = tilt;
    out.autoStir = autoStir;
    return out;
}

ParameterTable<SphTankLessonSettings> SphTankLesson::makeParameterTable()
{
    using S = SphTankLessonSettings;
    ParameterTable<S> t;
    t.bind([](S& s, const std::string& id) {
               s.scenario = id == "hydrostatic" ? SphScenario::Hydrostatic
                            : id == "stir"      ? SphScenario::Stir
                                                : SphScenario::DamBreak;
           },
           ParameterSpec::choice("scenario", PL_TR_NOOP("sph-tank", "Scenario"),
                                 {{"hydrostatic", PL_TR_NOOP("sph-tank", "Hydrostatic tank (water at rest)")},
                                  {"dam-break", PL_TR_NOOP("sph-tank", "Dam break (Martin & Moyce 1952)")},
                                  {"stir", PL_TR_NOOP("sph-tank", "Stir with the mouse")}},
                                 "dam-break", PL_TR_NOOP("sph-tank", "What is in the tank at t = 0.")));
    t.bind([](S& s, const std::string& id) {
               s.chosenSolver = id == "wcsph"   ? std::optional(SphSolver::Wcsph)
                                : id == "dfsph" ? std::optional(SphSolver::Dfsph)
                                                : std::nullopt;
           },
           ParameterSpec::choice("solver", PL_TR_NOOP("sph-tank", "Solver"),
                                 // Short: the closed box shows the whole choice in the
                                 // parameter panel in every language; the description says more.
                                 {{"auto", PL_TR_NOOP("sph-tank", "Automatic: DFSPH, at rest WCSPH")},
                                  {"dfsph", PL_TR_NOOP("sph-tank", "DFSPH (incompressible)")},
                                  {"wcsph", PL_TR_NOOP("sph-tank", "WCSPH (weakly compressible)")}},
                                 "auto", PL_TR_NOOP("sph-tank", "How the pressure is found: iterated to keep ρ = ρ₀ "
                                         "(DFSPH, Bender & Koschier; Δt from the flow, CFL) or "
                                         "from Tait's equation of state (WCSPH; Δt from c₀). "
                                         "Automatic takes DFSPH for the dam break and the stir, "
                                         "WCSPH for the tank at rest. "
                                         "At rest WCSPH shows its physical compression; DFSPH "
                                         "keeps the tank's mean density error at its tolerance "
                                         "η, the largest deeper than 2h near twice η.")));
    t.bind([](S& s, double percent) { s.densityTolerance = 0.01 * percent; },
           ParameterSpec::number("density_tolerance", PL_TR_NOOP("sph-tank", "DFSPH density tolerance η"), "%", 0.1, 0.005, 1.0,
                                 PL_TR_NOOP("sph-tank", "The constant-density solver iterates until the mean residual "
                                 "|ρ* − ρ₀|/ρ₀ over the particles under pressure is below η (the "
                                 "divergence solver to 0.1 %)."))
               .withStep(0.005)
               .onLogScale());
    t.bind(&S::cflNumber,
           ParameterSpec::number("cfl", PL_TR_NOOP("sph-tank", "DFSPH CFL number λ"), "", 0.4, 0.05, 1.0,
                                 PL_TR_NOOP("sph-tank", "DFSPH's time step Δt = λ h / max |v|: no particle moves more than λh."))
               .withStep(0.05));
    t.bind(&S::dfsphViscosity,
           ParameterSpec::number("dfsph_viscosity", PL_TR_NOOP("sph-tank", "DFSPH viscosity α"), "", 0.2, 0.0, 0.5,
                                 PL_TR_NOOP("sph-tank", "DFSPH's viscosity ν = α h c₀/8, what WCSPH's artificial viscosity α "
                                 "amounts to: acts per second, not per step, walls included (their "
                                 "friction). The step is at most M₂/(2ν), so a larger α slows DFSPH."))
               .withStep(0.05)
               .appliesLive());
    t.bind(&S::particles,
           ParameterSpec::integer("particles", PL_TR_NOOP("sph-tank", "Fluid particles"), 5000, 1000, 100000,
                                  PL_TR_NOOP("sph-tank", "Number of water particles; sets the spacing Δx = √(area/N)."))
               .onLogScale());
    t.bind(&S::aspect,
           ParameterSpec::number("aspect", PL_TR_NOOP("sph-tank", "Column aspect n² = height / width"), "", 2.0, 0.5, 4.0,
                                 PL_TR_NOOP("sph-tank", "Water height over its width a (dam break, hydrostatic tank)."))
               .withStep(0.1));
    t.bind(&S::columnWidth,
           ParameterSpec::number("width", PL_TR_NOOP("sph-tank", "Column width a"), "m", 0.5, 0.05, 5.0,
                                 PL_TR_NOOP("sph-tank", "Width of the water column (dam break), of the tank (hydrostatic), "
                                 "or the water depth (stir)."))
               .withStep(0.05)
               .onLogScale());
    t.bind(&S::tankLength,
           ParameterSpec::number("tank_length", PL_TR_NOOP("sph-tank", "Tank length L/a"), "", 5.5, 2.0, 20.0,
                                 PL_TR_NOOP("sph-tank", "Inner length of the tank in column widths (dam break, stir)."))
               .withStep(0.5));
    t.bind(&S::smoothingRatio,
           ParameterSpec::number("h_ratio", PL_TR_NOOP("sph-tank", "Smoothing length h/Δx"), "", 1.3, 1.0, 2.0,
                                 PL_TR_NOOP("sph-tank", "Kernel smoothing length over the particle spacing; the support is 2h."))
               .withStep(0.05));
    t.bind(&S::soundSpeedFactor,
           ParameterSpec::number("c0_factor", PL_TR_NOOP("sph-tank", "Sound speed c₀ / √(2gH)"), "", 10.0, 2.0, 40.0,
                                 PL_TR_NOOP("sph-tank", "Numerical sound speed as a multiple of the free-fall speed √(2gH) "
                                 "from the water height H; ≥ 10 keeps the density error near 1 %."))
               .withStep(1.0));
    t.bind(&S::alpha,
           ParameterSpec::number("viscosity", PL_TR_NOOP("sph-tank", "Artificial viscosity α"), "", 0.2, 0.0, 2.0,
                                 PL_TR_NOOP("sph-tank", "Monaghan's linear viscosity coefficient α (Π = −αc₀μ/ρ̄ + βμ²/ρ̄)."))
               .withStep(0.05)
               .appliesLive());
    t.bind(&S::beta,
           ParameterSpec::number("beta", PL_TR_NOOP("sph-tank", "Artificial viscosity β"), "", 2.0, 0.0, 4.0,
                                 PL_TR_NOOP("sph-tank", "Monaghan's quadratic viscosity coefficient β (for strong compression)."))
               .withStep(0.5)
               .appliesLive());
    t.bind(&S::viscosityEpsilon,
           ParameterSpec::number("visc_epsilon", PL_TR_NOOP("sph-tank", "Viscosity ε"), "", 0.01, 0.001, 0.1,
                                 PL_TR_NOOP("sph-tank", "ε in μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²): keeps Π finite for close pairs.")));
    t.bind(&S::xsph,
           ParameterSpec::flag("xsph", PL_TR_NOOP("sph-tank", "XSPH velocity correction"), true,
                               PL_TR_NOOP("sph-tank", "WCSPH: moves particles with velocity v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W (less "
                               "interpenetration). DFSPH: turns its viscosity on."))
               .appliesLive());
    t.bind([](S& s, const std::string& id) {
               s.density = id == "continuity" ? SphDensityMethod::Continuity
                                              : SphDensityMethod::Summation;
           },
           ParameterSpec::choice("density", PL_TR_NOOP("sph-tank", "Density"),
                                 {{"summation", PL_TR_NOOP("sph-tank", "Summation ρ = Σ m W")},
                                  {"continuity", PL_TR_NOOP("sph-tank", "Continuity dρ/dt = Σ m v·∇W")}},
                                 "summation", PL_TR_NOOP("sph-tank", "How each particle's density is found.")));
    t.bind(&S::clampNegativePressure,
           ParameterSpec::flag("clamp", PL_TR_NOOP("sph-tank", "Clamp negative pressure"), true,
                               PL_TR_NOOP("sph-tank", "Sets p = max(p, 0): no tension where the density sum falls short.")));
    t.bind(&S::timeStepFactor,
           ParameterSpec::number("dt_factor", PL_TR_NOOP("sph-tank", "Time-step factor C"), "", 0.25, 0.05, 0.5,
                                 PL_TR_NOOP("sph-tank", "Courant factor of Δt = C·h/(c₀ + max μ) (also used for the force "
                                 "condition Δt = C √(h/|a|))."))
               .withStep(0.05));
    t.bind(&S::threads,
           ParameterSpec::integer("threads", PL_TR_NOOP("sph-tank", "Threads"), 2, 1, 8,
                                  PL_TR_NOOP("sph-tank", "Threads of the neighbour search, the forces and the solvers "
                                  "(results are identical for any count)."))
               .appliesLive());
    t.bind([](S& s, double degrees) { s.tilt = degrees * degree; },
           ParameterSpec::number("tilt", PL_TR_NOOP("sph-tank", "Tank tilt"), "°", 0.0, -30.0, 30.0,
                                 PL_TR_NOOP("sph-tank", "Tilts the tank about its floor's centre (turns at 20°/s)."))
               .withStep(1.0)
               .appliesLive());
    t.bind(&S::autoStir,
           ParameterSpec::flag("auto_stir", PL_TR_NOOP("sph-tank", "Stir automatically"), true,
                               PL_TR_NOOP("sph-tank", "Stir mode: the obstacle sweeps back and forth until you drag it."))
               .appliesLive());
    t.bind([](S& s, const std::string& id) {
               s.colouring = id == "pressure"  ? SphColouring::Pressure
                             : id == "density" ? SphColouring::Density
                                               : SphColouring::Speed;
           },
           ParameterSpec::choice("colour_by", PL_TR_NOOP("sph-tank", "Colour particles by"),
                                 {{"speed", PL_TR_NOOP("sph-tank", "Speed |v|")}, {"pressure", PL_TR_NOOP("sph-tank", "Pressure p")},
                                  {"density", PL_TR_NOOP("sph-tank", "Density ρ")}},
                                 "speed", PL_TR_NOOP("sph-tank", "Quantity shown by the particle colours."))
               .onlyChangesView());
    t.bind(&S::drawSurface,
           ParameterSpec::flag("surface", PL_TR_NOOP("sph-tank", "Draw free surface"), true,
                               PL_TR_NOOP("sph-tank", "The level c = ½ of the smoothed colour field Σ (m/ρ₀) W, by "
                               "marching squares, filled like water."))
               .onlyChangesView());
    t.bind(&S::drawParticles,
           ParameterSpec::flag("show_particles", PL_TR_NOOP("sph-tank", "Draw particles"), true,
                               PL_TR_NOOP("sph-tank", "Draw the fluid particles (turn off to see the surface alone)."))
               .onlyChangesView());
    return t;
}

TrText SphTankLesson::validate(const ParameterValues& values) const
{
    return SphTankModel::validate(settingsFrom(values).model());
}

void SphTankLesson::resetModel(const SphTankLessonSettings& settings)
{
    m_model.reset(settings.model(), settings.live());
    m_selectedId = -1;
    m_view = settings;
}

void SphTankLesson::applyLive(const ParameterValues& values)
{
    const SphTankLessonSettings settings = settingsFrom(values);
    m_model.applyLive(settings.live());
    m_view = settings;
}

void SphTankLesson::appendStabilityNumbers(std::vector<Measurement>& out) const
{
    // SPH on the stability meter: how far one step carries sound and flow, in smoothing lengths.
    // WCSPH's explicit step must not let sound cross more than C·h (C its time-step factor, the
    // Courant number; Monaghan 1992 §10); DFSPH has no sound and must not let a particle
    // cross more than λh (its CFL number).
    const double dt = m_model.fluid().lastTimeStep();
    const double h = m_model.fluid().kernel().smoothingLength();
    const bool wcsph = m_model.solver() == SphSolver::Wcsph;
    const char* acoustic = PL_TR_NOOP("sph-tank", "Acoustic number c₀Δt/h (WCSPH's stability)");
    const char* flow = PL_TR_NOOP("sph-tank", "Flow CFL number max|v|Δt/h");
    if (m_model.fluid().steps() == 0 || !(dt > 0.0)) {
        out.push_back(Measurement::missing("acoustic_number", acoustic, "", PL_TR_NOOP("sph-tank", "no step taken yet")));
        out.push_back(Measurement::missing("cfl_number", flow, "", PL_TR_NOOP("sph-tank", "no step taken yet")));
        return;
    }
    Measurement sound = Measurement::number("acoustic_number", acoustic, "", m_model.soundSpeed() * dt / h);
    out.push_back(std::move(sound).noted(
        wcsph ? TrText(PL_TR_NOOP("sph-tank", "WCSPH keeps it at or below its time-step factor C = "
                                              "%1: sound crosses at most C·h per step"),
                       {trNumber(m_model.settings().timeStepFactor, 2)})
              : TrText(PL_TR_NOOP("sph-tank", "DFSPH solves for the pressure instead and is not "
                                              "bound by it"))));
    double maxSpeed = 0.0;
    for (const Eigen::Vector2d& v : m_model.fluid().velocities())
        maxSpeed = std::max(maxSpeed, v.norm());
    Measurement cfl = Measurement::number("cfl_number", flow, "", maxSpeed * dt / h);
    out.push_back(std::move(cfl).noted(
        wcsph ? TrText(PL_TR_NOOP("sph-tank", "WCSPH's sound limit keeps it far below 1"))
              : TrText(PL_TR_NOOP("sph-tank", "DFSPH keeps it at or below its CFL number λ = %1: no "
                                              "particle crosses more than λh per step"),
                       {trNumber(m_model.settings().cflNumber, 2)})));
}

void SphTankLesson::appendSolverComparison(std::vector<Measurement>& out) const
{
    const long long steps = m_model.fluid().steps();
    const std::string name = m_model.solver() == SphSolver::Dfsph ? "DFSPH" : "WCSPH";
    const TrText stepsLabel(PL_TR_NOOP("sph-tank", "%1: steps per simulated second"), {trText(name)});
    const TrText passesLabel(PL_TR_NOOP("sph-tank", "%1: passes over the neighbour pairs per simulated second"), {trText(name)});
    out.push_back(Measurement::number("wcsph_time_step", PL_TR_NOOP("sph-tank", "Courant Δt WCSPH needs with this c₀"), "s",
                                      m_model.wcsphTimeStep()));
    const double cfl = m_model.dfsphTimeStep();
    if (std::isfinite(cfl))
        out.push_back(Measurement::number("dfsph_time_step", PL_TR_NOOP("sph-tank", "CFL Δt = λh/max|v| DFSPH needs"), "s", cfl));
    else
        out.push_back(Measurement::missing("dfsph_time_step", PL_TR_NOOP("sph-tank", "CFL Δt = λh/max|v| DFSPH needs"), "s",
                                           PL_TR_NOOP("sph-tank", "water at rest: Δt is the upper bound")));
    if (m_model.solver() == SphSolver::Dfsph && steps > 0) {
        out.push_back(Measurement::number("density_iterations", PL_TR_NOOP("sph-tank", "DFSPH density-solver iterations per step"), "",
                                          static_cast<double>(m_model.state().densityIterations) / static_cast<double>(steps)));
        out.push_back(Measurement::number("divergence_iterations", PL_TR_NOOP("sph-tank", "DFSPH divergence-solver iterations per step"), "",
                                          static_cast<double>(m_model.state().divergenceIterations) / static_cast<double>(steps)));
        out.push_back(Measurement::number("dfsph_density_error", PL_TR_NOOP("sph-tank", "DFSPH mean residual |ρ* − ρ₀|/ρ₀ under pressure, last step"), "%",
                                          100.0 * m_model.dfsph().lastDensityError()));
    } else {
        const char* why = m_model.solver() == SphSolver::Wcsph ? PL_TR_NOOP("sph-tank", "WCSPH does not iterate: one force evaluation per step")
                                                    : PL_TR_NOOP("sph-tank", "no step taken yet");
        out.push_back(Measurement::missing("density_iterations", PL_TR_NOOP("sph-tank", "DFSPH density-solver iterations per step"), "", why));
        out.push_back(Measurement::missing("divergence_iterations", PL_TR_NOOP("sph-tank", "DFSPH divergence-solver iterations per step"), "", why));
    }
    appendStabilityNumbers(out);
    // The work per simulated second, in passes over the neighbour pairs: a machine-independent
    // measure of what the wall time per simulated second (in the caption) is made of.
    const double passesPerStep =
        m_model.solver() == SphSolver::Wcsph
            ? 2.0  // search with summation density, then forces
            : 5.0 + 2.0 * static_cast<double>(m_model.state().densityIterations + m_model.state().divergenceIterations) /
                        std::max(1.0, static_cast<double>(steps));  // search, α, viscosity, warm starts
    if (m_model.fluid().time() > 0.0) {
        out.push_back(Measurement::number("steps_per_simulated_second", "", "1/s",
                                          static_cast<double>(steps) / m_model.fluid().time()).labelled(stepsLabel));
        out.push_back(Measurement::number("pair_passes_per_simulated_second",
                                          "", "1/s",
                                          passesPerStep * static_cast<double>(steps) / m_model.fluid().time()).labelled(passesLabel));
    } else {
        out.push_back(Measurement::missing("steps_per_simulated_second", "", "1/s",
                                           PL_TR_NOOP("sph-tank", "no step taken yet")).labelled(stepsLabel));
        out.push_back(Measurement::missing("pair_passes_per_simulated_second",
                                           "", "1/s",
                                           PL_TR_NOOP("sph-tank", "no step taken yet")).labelled(passesLabel));
    }
}

void SphTankLesson::declareCharts(ChartSet& set)
{
    const ChartHandle kinetic =
        set.chart({"kinetic_energy", PL_TR_NOOP("sph-tank", "Kinetic energy"), {PL_TR_NOOP("sph-tank", "time"), "s"},
                   {PL_TR_NOOP("sph-tank", "kinetic energy"), "J/m", false, 0.0, 0.0, /*fromZero=*/true}, {}});
    m_series.kineticEnergy = set.series(kinetic, {"kinetic", PL_TR_NOOP("sph-tank", "E_k = Σ ½ m v²"), paletteColor(1)});

    const ChartHandle densityError =
        set.chart({"density_error", PL_TR_NOOP("sph-tank", "Density error |ρ − ρ₀|/ρ₀"), {PL_TR_NOOP("sph-tank", "time"), "s"},
                   {PL_TR_NOOP("sph-tank", "density error"), "%", false, 0.0, 0.0, /*fromZero=*/true}, {}});
    // The particles deeper than 2h below the free surface (no air within 2h) include the thin,
    // fast surge running along the floor: stretched by the flow, its particles keep their
    // neighbours but sit apart, ρ ≈ 0.6–0.7 ρ₀, a deficit neither solver pulls together (their
    // pressure only pushes). So the largest |ρ − ρ₀| there swings by tens of per cent while the
    // largest compression, what a solver answers for, stays near 1 %: both are drawn. The
    // legends are short enough to be read whole beside the chart at 1280 × 800.
    m_series.densityErrorMax = set.series(
        densityError, {"max", PL_TR_NOOP("sph-tank", "max, >2h below surface"), paletteColor(0)});
    m_series.densityErrorMean = set.series(
        densityError, {"mean", PL_TR_NOOP("sph-tank", "mean, same particles"), paletteColor(1)});
    m_series.densityCompressionMax = set.series(
        densityError, {"max_compression", PL_TR_NOOP("sph-tank", "max (ρ−ρ₀)⁺, >2h below"), paletteColor(2)});
    m_series.densityErrorMaxAll = set.series(
        densityError, {"max_all", PL_TR_NOOP("sph-tank", "max, all particles"), colors::grey, SeriesStyle::DashedLine, 1.5});

    const ChartHandle probe =
        set.chart({"probe_pressure", PL_TR_NOOP("sph-tank", "Pressure at the probe"), {PL_TR_NOOP("sph-tank", "time"), "s"}, {PL_TR_NOOP("sph-tank", "pressure"), "Pa"}, {}});
    m_series.probePressure = set.series(probe, {"sph", PL_TR_NOOP("sph-tank", "SPH"), paletteColor(2)});
    m_series.hydrostaticPressure = set.series(
        probe, {"hydrostatic", PL_TR_NOOP("sph-tank", "ρ₀ g (depth)"), colors::black, SeriesStyle::DashedLine, 1.5});

    m_series.frontSph = m_series.frontMartinMoyce = m_series.frontKoshizukaOka = SeriesHandle();
    if (m_model.scenario() == SphScenario::DamBreak) {
        const ChartHandle front = set.chart(
            {"front", PL_TR_NOOP("sph-tank", "Dam-break surge front"),
             {PL_TR_NOOP("sph-tank", "T = t √(n² g/a)"), "", false, 0.0, 4.0},
             {PL_TR_NOOP("sph-tank", "Z = x/a"), "", false, 0.0, std::max(4.5, m_model.tankLength() / m_model.columnWidth() + 0.2)},
             {}});
        m_series.frontSph = set.series(front, {"sph", PL_TR_NOOP("sph-tank", "SPH"), paletteColor(1)});
        m_series.frontMartinMoyce = set.series(
            front, {"martin_moyce", PL_TR_NOOP("sph-tank", "Martin & Moyce, n² = 2"), paletteColor(0), SeriesStyle::Points, 4.0});
        m_series.frontKoshizukaOka = set.series(
            front, {"koshizuka_oka", PL_TR_NOOP("sph-tank", "Koshizuka & Oka, n² = 2"), paletteColor(3), SeriesStyle::Points, 4.0});
    }

    const ChartHandle neighbours =
        set.chart({"neighbours", PL_TR_NOOP("sph-tank", "Neighbours within 2h"), {PL_TR_NOOP("sph-tank", "neighbour count"), ""},
                   {PL_TR_NOOP("sph-tank", "particles"), "", false, 0.0, 0.0, /*fromZero=*/true}, {}});
    m_series.neighbourHistogram = set.series(neighbours, {"histogram", PL_TR_NOOP("sph-tank", "fluid particles"), paletteColor(6)});

    const ChartHandle timeStep =
        set.chart({"time_step", PL_TR_NOOP("sph-tank", "Time step"), {PL_TR_NOOP("sph-tank", "time"), "s"}, {"Δt", "s", true}, {}});
    m_series.timeStepUsed = set.series(timeStep, {"dt", PL_TR_NOOP("sph-tank", "Δt used"), paletteColor(1)});
    m_series.courantLimit = set.series(
        timeStep, {"courant", PL_TR_NOOP("sph-tank", "WCSPH sound limit"), paletteColor(2), SeriesStyle::DashedLine, 1.5});
    m_series.forceLimit = set.series(
        timeStep, {"force", PL_TR_NOOP("sph-tank", "WCSPH force limit"), paletteColor(0), SeriesStyle::DashedLine, 1.5});
    m_series.cflLimit = set.series(
        timeStep, {"cfl", PL_TR_NOOP("sph-tank", "DFSPH flow limit λh/|v|"), paletteColor(4), SeriesStyle::DashedLine, 1.5});

    const ChartHandle iterations =
        set.chart({"iterations", PL_TR_NOOP("sph-tank", "DFSPH solver iterations per step"), {PL_TR_NOOP("sph-tank", "time"), "s"},
                   {PL_TR_NOOP("sph-tank", "iterations"), "", false, 0.0, 0.0, /*fromZero=*/true}, {}});
    m_series.densityIterations =
        set.series(iterations, {"density", PL_TR_NOOP("sph-tank", "constant-density solver"), paletteColor(1)});
    m_series.divergenceIterations =
        set.series(iterations, {"divergence", PL_TR_NOOP("sph-tank", "divergence-free solver"), paletteColor(2)});
}

void SphTankLesson::record(ChartData& data) const
{
    const SphTankModel::State& state = m_model.state();
    if (state.sampledStep != m_model.fluid().steps())
        return;
    const double t = m_model.fluid().time();
    data.append(m_series.kineticEnergy, t, state.last.kineticEnergy);
    data.append(m_series.densityErrorMax, t, state.last.maxInteriorError);
    data.append(m_series.densityErrorMean, t, state.last.meanInteriorError);
    data.append(m_series.densityCompressionMax, t, state.last.maxInteriorCompression);
    data.append(m_series.densityErrorMaxAll, t, state.last.maxError);
    if (std::isfinite(state.last.probePressure))
        data.append(m_series.probePressure, t, state.last.probePressure);
    data.append(m_series.hydrostaticPressure, t, state.last.hydrostaticPressure);
    // The limits are known from t = 0, so the Δt chart starts on their decades; the Δt used
    // follows from the first step.
    if (m_model.fluid().steps() > 0)
        data.append(m_series.timeStepUsed, t, m_model.fluid().lastTimeStep());
    data.append(m_series.courantLimit, t, m_model.wcsphTimeStep());
    if (m_model.solver() == SphSolver::Wcsph) {
        const double force = m_model.wcsph().forceTimeStep();
        if (std::isfinite(force))
            data.append(m_series.forceLimit, t, force);
    }
    const double cfl = m_model.dfsphTimeStep();
    if (std::isfinite(cfl))
        data.append(m_series.cflLimit, t, cfl);
    if (m_model.fluid().steps() > 0 && m_model.solver() == SphSolver::Dfsph) {
        data.append(m_series.densityIterations, t, m_model.dfsph().lastDensityIterations());
        data.append(m_series.divergenceIterations, t, m_model.dfsph().lastDivergenceIterations());
    }
    std::vector<ChartPoint> histogram;
    for (std::size_t k = 0; k < state.last.neighbourHistogram.size(); ++k)
        histogram.push_back({static_cast<double>(k), static_cast<double>(state.last.neighbourHistogram[k])});
    data.replace(m_series.neighbourHistogram, std::move(histogram));
    if (m_model.scenario() == SphScenario::DamBreak) {
        if (!state.front.empty())
            data.append(m_series.frontSph, state.front.back()[0], state.front.back()[1]);
        if (m_model.fluid().steps() == 0) {
            std::vector<ChartPoint> measured;
            for (const FrontMeasurement& m : m_model.measuredFront())
                measured.push_back({m.time, m.front});
            data.replace(m_series.frontMartinMoyce, std::move(measured));
            std::vector<ChartPoint> measuredKo;
            for (const FrontMeasurement& m : m_model.measuredFrontKoshizukaOka())
                measuredKo.push_back({m.time, m.front});
            data.replace(m_series.frontKoshizukaOka, std::move(measuredKo));
        }
    }
}

std::vector<Measurement> SphTankLesson::measurements() const
{
    std::vector<Measurement> out;
    const TrText interiorNote(PL_TR_NOOP("sph-tank", "particles more than 2h below the free surface (%1 of %2)"),
                              {trText(std::to_string(m_model.state().last.interiorCount)),
                               trText(std::to_string(m_model.fluid().fluidCount()))});
    out.push_back(Measurement{"max_density_error", PL_TR_NOOP("sph-tank", "Max density error |ρ − ρ₀|/ρ₀"), "%",
                              m_model.state().last.maxInteriorError, ""}.noted(interiorNote));
    out.push_back(Measurement{"mean_density_error", PL_TR_NOOP("sph-tank", "Mean density error |ρ − ρ₀|/ρ₀"), "%",
                              m_model.state().last.meanInteriorError, ""}.noted(interiorNote));
    // The mean the DFSPH tolerance η is judged by (SphTankModel::meanFluidDensityError).
    out.push_back(Measurement{"mean_fluid_density_error", PL_TR_NOOP("sph-tank", "Mean density error, all fluid particles"), "%",
                              m_model.state().last.meanFluidError, ""}
                      .noted(PL_TR_NOOP("sph-tank", "|ρ − ρ₀|/ρ₀ more than 2h below the free surface; nearer to it only the "
                                                    "compression (ρ − ρ₀)⁺/ρ₀ counts: a deficit there is the surface, not an error")));
    // What the solvers whose pressure only pushes answer for (SphTankModel::judgedDensityError).
    out.push_back(Measurement{"max_compression", PL_TR_NOOP("sph-tank", "Max compression (ρ − ρ₀)⁺/ρ₀"), "%",
                              m_model.state().last.maxInteriorCompression, ""}.noted(interiorNote));
    out.push_back(Measurement{"mean_compression", PL_TR_NOOP("sph-tank", "Mean compression (ρ − ρ₀)⁺/ρ₀"), "%",
                              m_model.state().last.meanInteriorCompression, ""}.noted(interiorNote));
    if (std::isfinite(m_model.state().last.probePressure))
        out.push_back(Measurement::number("probe_pressure", PL_TR_NOOP("sph-tank", "Pressure at the probe"), "Pa", m_model.state().last.probePressure));
    else
        out.push_back(Measurement::missing("probe_pressure", PL_TR_NOOP("sph-tank", "Pressure at the probe"), "Pa",
                                           PL_TR_NOOP("sph-tank", "no water within 2h of the probe")));
    out.push_back(Measurement::number("hydrostatic_pressure", PL_TR_NOOP("sph-tank", "ρ₀ g (depth) at the probe"), "Pa",
                                      m_model.state().last.hydrostaticPressure));
    if (m_model.scenario() == SphScenario::DamBreak)
        out.push_back(Measurement{"front", PL_TR_NOOP("sph-tank", "Surge front [T, Z]"), "", m_model.state().front,
                                  "T = t √(n² g/a), Z = x/a, n² = " + formatNumber(m_model.settings().aspect)});
    else
        out.push_back(Measurement::missing("front", PL_TR_NOOP("sph-tank", "Surge front [T, Z]"), "", PL_TR_NOOP("sph-tank", "dam-break scenario only")));
    const double deviation = m_model.frontDeviation();
    if (std::isfinite(deviation))
        out.push_back(Measurement::number("front_deviation",
                                          PL_TR_NOOP("sph-tank", "Largest front deviation from Martin & Moyce, 1 ≤ T ≤ 3"), "%",
                                          deviation));
    else
        out.push_back(Measurement::missing("front_deviation",
                                           PL_TR_NOOP("sph-tank", "Largest front deviation from Martin & Moyce, 1 ≤ T ≤ 3"), "%",
                                           PL_TR_NOOP("sph-tank", "dam break with n² = 2, after T = 1 only")));
    const double deviationKo = m_model.frontDeviationKoshizukaOka();
    if (std::isfinite(deviationKo))
        out.push_back(Measurement::number("front_deviation_koshizuka_oka",
                                          PL_TR_NOOP("sph-tank", "Largest front deviation from Koshizuka & Oka, 1 ≤ T ≤ 3"), "%",
                                          deviationKo));
    else
        out.push_back(Measurement::missing("front_deviation_koshizuka_oka",
                                           PL_TR_NOOP("sph-tank", "Largest front deviation from Koshizuka & Oka, 1 ≤ T ≤ 3"), "%",
                                           PL_TR_NOOP("sph-tank", "dam break with n² = 2, after T = 1 only")));
    out.push_back(Measurement::number("particles", PL_TR_NOOP("sph-tank", "Fluid particles"), "", m_model.fluid().fluidCount()));
    out.push_back(Measurement::number("boundary_particles", PL_TR_NOOP("sph-tank", "Boundary particles"), "", m_model.fluid().boundaryCount()));
    out.push_back(Measurement::number("steps", PL_TR_NOOP("sph-tank", "Steps"), "", static_cast<double>(m_model.fluid().steps())));
    if (m_model.fluid().steps() > 0)
        out.push_back(Measurement::number("dt_mean", PL_TR_NOOP("sph-tank", "Mean time step"), "s", m_model.state().timeStepSum / static_cast<double>(m_model.fluid().steps())));
    else
        out.push_back(Measurement::missing("dt_mean", PL_TR_NOOP("sph-tank", "Mean time step"), "s", PL_TR_NOOP("sph-tank", "no step taken yet")));
    if (m_model.fluid().steps() > 0)
        out.push_back(Measurement::number("force_limited_steps", PL_TR_NOOP("sph-tank", "Steps with Δt set by the force condition"), "%",
                                          100.0 * static_cast<double>(m_model.state().forceLimitedSteps) /
                                              static_cast<double>(m_model.fluid().steps())));
    else
        out.push_back(Measurement::missing("force_limited_steps", PL_TR_NOOP("sph-tank", "Steps with Δt set by the force condition"),
                                           "%", PL_TR_NOOP("sph-tank", "no step taken yet")));
    out.push_back(Measurement{"escaped", PL_TR_NOOP("sph-tank", "Particles escaped into or through the walls"), "",
                              static_cast<double>(m_model.escapedParticles()),
                              PL_TR_NOOP("sph-tank", "centre more than Δx/2 past a wall's inner face: on or beyond the first "
                              "layer of boundary particles")});
    out.push_back(Measurement{"wall_penetration", PL_TR_NOOP("sph-tank", "Deepest centre past a wall's inner face, so far"), "Δx",
                              m_model.deepestPenetration() / m_model.fluid().spacing(),
                              PL_TR_NOOP("sph-tank", "at rest a particle's centre is Δx/2 inside the face")});
    out.push_back(Measurement::number("kinetic_energy", PL_TR_NOOP("sph-tank", "Kinetic energy"), "J/m", m_model.state().last.kineticEnergy));
    out.push_back(Measurement::number("sound_speed", PL_TR_NOOP("sph-tank", "Sound speed c₀ (WCSPH)"), "m/s", m_model.soundSpeed()));
    appendSolverComparison(out);
    out.push_back(Measurement::number("spacing", PL_TR_NOOP("sph-tank", "Particle spacing Δx"), "m", m_model.fluid().spacing()));
    if (m_model.state().divergedAt)
        for (Measurement& m : out) {
            const TrText diverged(PL_TR_NOOP("sph-tank", "diverged at t = %1 s"), {trFixed(*m_model.state().divergedAt, 4)});
            m = m.note.empty() ? std::move(m).noted(diverged)
                               : std::move(m).noted(TrText("%1; %2", {trSentence(diverged),
                                                                      trSentence(m.noteText.empty() ? TrText(m.note) : m.noteText)}));
        }
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

void SphTankLesson::scene(Scene& out) const
{
    out.clear();
    const double dx = m_model.fluid().spacing();
    const double h = m_model.fluid().kernel().smoothingLength();
    const double rho0 = m_model.fluid().restDensity();
    const double wall = sphWallLayers * dx;
    const double margin = 0.05 * std::max(m_model.tankLength(), m_model.wallHeight());
    out.boundsMin = Eigen::Vector2d(-wall - margin, -wall - margin);
    out.boundsMax = Eigen::Vector2d(m_model.tankLength() + wall + margin, m_model.wallHeight() + margin);

    // Walls and obstacle: the boundary particles themselves.
    DiskCloudItem walls, obstacle;
    walls.radius = obstacle.radius = 0.5 * dx;
    for (int b = 0; b < m_model.fluid().boundaryCount(); ++b) {
        const Eigen::Vector2d& p = m_model.fluid().boundaryPositions()[static_cast<std::size_t>(b)];
        if (m_model.fluid().boundaryBodies()[static_cast<std::size_t>(b)] == BoundaryBody::Tank)
            walls.centers.push_back(p);
        else
            obstacle.centers.push_back(p);
    }
    walls.colors = {wallColor};
    obstacle.colors = {obstacleColor};
    out.clouds.push_back(std::move(walls));
    if (!obstacle.centers.empty())
        out.clouds.push_back(std::move(obstacle));

    const bool finite = !m_model.state().divergedAt.has_value();
    const std::vector<Eigen::Vector2d>& x = m_model.fluid().positions();
    const int n = m_model.fluid().fluidCount();

    // The free surface: marching squares on the colour field over the fluid's bounding box.
    if (m_view.drawSurface && finite && n > 0) {
        Eigen::Vector2d lo = x.front(), hi = x.front();
        for (const Eigen::Vector2d& p : x) {
            lo = lo.cwiseMin(p);
            hi = hi.cwiseMax(p);
        }
        lo -= Eigen::Vector2d::Constant(2.0 * h + dx);
        hi += Eigen::Vector2d::Constant(2.0 * h + dx);
        const double spacing = dx;
        // Counted in doubles first: a stray particle far away must not overflow the cast.
        const double columns = std::ceil((hi.x() - lo.x()) / spacing) + 1.0;
        const double rows = std::ceil((hi.y() - lo.y()) / spacing) + 1.0;
        if (columns * rows < 4e6) {
            const int nx = static_cast<int>(columns), ny = static_cast<int>(rows);
            const std::vector<double> field = m_model.fluid().colourFieldOnGrid(lo, spacing, nx, ny);
            for (std::vector<Eigen::Vector2d>& loop : isoContours(field, nx, ny, lo, spacing, 0.5)) {
                // The outline apart from the fill, as an open line back to its start: stroked as
                // one closed path with round joins it took the raster engine 2 ms a frame; a
                // thin open line of many points is drawn as separate segments (0.3 ms), whose
                // joins cannot be seen under 2 px.
                PolylineItem polygon, outline;
                const bool hole = signedArea(loop) < 0.0;
                outline.points = loop;
                outline.points.push_back(loop.front());
                outline.stroke = Stroke{surfaceStroke, 1.5, false};
                polygon.points = std::move(loop);
                polygon.closed = true;
                polygon.fill = hole ? colors::white : colors::water;
                polygon.stroke = Stroke{colors::none, 1.5, false};
                // Water first, holes (air pockets) after, so they show on top.
                const auto at = hole ? out.polylines.end() : out.polylines.begin();
                out.polylines.insert(out.polylines.insert(at, std::move(polygon)) + 1, std::move(outline));
            }
        }
    }

    // Fluid particles coloured by speed, pressure or density.
    const double freeFallSpeed = std::sqrt(2.0 * m_model.settings().gravity * m_model.waterHeight());
    ColorLegend legend;
    switch (m_view.colouring) {
    case SphColouring::Speed:
        legend = {PL_TR_NOOP("sph-tank", "speed |v|"), "m/s", 0.0, freeFallSpeed};
        break;
    case SphColouring::Pressure:
        legend = {PL_TR_NOOP("sph-tank", "pressure p"), "Pa", 0.0, 1.2 * rho0 * m_model.settings().gravity * m_model.waterHeight()};
        break;
    case SphColouring::Density:
        legend = {PL_TR_NOOP("sph-tank", "density ρ"), "kg/m³", 0.99 * rho0, 1.01 * rho0};
        break;
    }
    if (m_view.drawParticles && finite) {
        DiskCloudItem fluid;
        fluid.radius = 0.5 * dx;
        fluid.centers.reserve(static_cast<std::size_t>(n));
        fluid.colors.reserve(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            const std::size_t si = static_cast<std::size_t>(i);
            double value = 0.0;
            switch (m_view.colouring) {
            case SphColouring::Speed: value = m_model.fluid().velocities()[si].norm(); break;
            case SphColouring::Pressure: value = m_model.fluid().pressures()[si]; break;
            case SphColouring::Density: value = m_model.fluid().densities()[si]; break;
            }
            fluid.centers.push_back(x[si]);
            fluid.colors.push_back(rampColor((value - legend.min) / (legend.max - legend.min)));
        }
        out.clouds.push_back(std::move(fluid));
        out.colorLegends.push_back(legend);
    }

    // The probe.
    const Eigen::Vector2d probe = m_model.frame().toWorld(m_model.probe());
    out.circles.push_back({probe, 4.0, colors::white, Stroke{colors::black, 1.5, false}, true});
    out.labels.push_back({probe + Eigen::Vector2d(1.5 * dx, 0.5 * dx), PL_TR_NOOP("sph-tank", "probe"), colors::black, 9});

    // When the solver's density error passes 1 %, the particle that shows it most, deeper than 2h.
    const int worst = finite ? m_model.fluid().indexOfId(m_model.judgedWorstId()) : -1;
    if (worst >= 0 && m_model.judgedDensityError() > 1.0) {
        const Eigen::Vector2d p = x[static_cast<std::size_t>(worst)];
        out.circles.push_back({p, 2.0 * dx, colors::none, Stroke{colors::warning, 2.0, false}, false});
        out.labels.push_back(LabelItem::of(p + Eigen::Vector2d(2.5 * dx, 1.5 * dx),
                              m_model.judgesDeficit()
                                  ? TrText(PL_TR_NOOP("sph-tank", "largest density error %1 %"), {trFixed(m_model.state().last.maxInteriorError, 1)})
                                  : TrText(PL_TR_NOOP("sph-tank", "largest compression %1 %"), {trFixed(m_model.state().last.maxInteriorCompression, 1)}),
                              colors::warning, 9));
    }

    // The particle inspector.
    const int selected = finite ? m_model.fluid().indexOfId(m_selectedId) : -1;
    if (selected >= 0) {
        const std::size_t si = static_cast<std::size_t>(selected);
        const Eigen::Vector2d xi = x[si];
        DiskCloudItem neighbours;
        neighbours.radius = 0.35 * dx;
        for (int j : m_model.fluid().fluidNeighbours(selected))
            neighbours.centers.push_back(x[static_cast<std::size_t>(j)]);
        for (int b : m_model.fluid().boundaryNeighbours(selected))
            neighbours.centers.push_back(m_model.fluid().boundaryPositions()[static_cast<std::size_t>(b)]);
        neighbours.colors = {neighbourColor};
        out.clouds.push_back(std::move(neighbours));
        out.circles.push_back({xi, 2.0 * h, colors::none, Stroke{colors::black, 1.5, true}, false});
        out.circles.push_back({xi, 0.5 * dx, colors::black, Stroke{colors::white, 1.0, false}, false});
        const double rho = m_model.fluid().densities()[si];
        const Eigen::Vector2d v = m_model.fluid().velocities()[si];
        const int fluidNeighbours = static_cast<int>(m_model.fluid().fluidNeighbours(selected).size());
        const int wallNeighbours = m_model.fluid().neighbourCount(selected) - fluidNeighbours;
        const Eigen::Vector2d at(0.03 * m_model.tankLength(), m_model.wallHeight() - 0.04 * m_model.wallHeight());
        const double line = 0.045 * m_model.wallHeight();
        const std::vector<TrText> lines = {
            TrText(PL_TR_NOOP("sph-tank", "particle #%1"), {trText(std::to_string(m_selectedId))}),
            TrText("ρ = %1 kg/m³ (%2 %)", {trFixed(rho, 2), trFixed(100.0 * (rho - rho0) / rho0, 3)}),
            TrText("p = %1 Pa", {trNumber(m_model.fluid().pressures()[si], 4)}),
            TrText("v = (%1, %2) m/s", {trNumber(v.x(), 3), trNumber(v.y(), 3)}),
            TrText(PL_TR_NOOP("sph-tank", "neighbours: %1 fluid + %2 wall"),
                   {trText(std::to_string(fluidNeighbours)), trText(std::to_string(wallNeighbours))}),
        };
        for (std::size_t k = 0; k < lines.size(); ++k)
            out.labels.push_back(LabelItem::of(at - Eigen::Vector2d(0.0, line * static_cast<double>(k)), lines[k], colors::black, 10));
    }

    // The water's particles are drawn in the colour bar's colours (speed, pressure or density).
    if (m_view.drawParticles && finite)
        out.legend.push_back({PL_TR_NOOP("sph-tank", "water particles (colour scale below)"), rampColor(0.5),
                              {}, /*ramp=*/true});
    out.legend.push_back({PL_TR_NOOP("sph-tank", "boundary particles"), wallColor});
    if (m_model.scenario() == SphScenario::Stir)
        out.legend.push_back({PL_TR_NOOP("sph-tank", "obstacle (drag it)"), obstacleColor});
    if (m_view.drawSurface)
        out.legend.push_back({PL_TR_NOOP("sph-tank", "free surface c = ½"), colors::water});
    if (selected >= 0)
        out.legend.push_back({PL_TR_NOOP("sph-tank", "neighbours within 2h"), neighbourColor});

    const char* limit = m_model.solver() == SphSolver::Dfsph ? PL_TR_NOOP("sph-tank", "CFL, DFSPH")
                              : m_model.wcsph().lastLimit() == TimeStepLimit::Force ? PL_TR_NOOP("sph-tank", "force, WCSPH")
                                                                            : PL_TR_NOOP("sph-tank", "Courant, WCSPH");
    // The caption in parts, each put into the next (only the parts with words are marked).
    TrText caption("t = %1 s", {trFixed(m_model.fluid().time(), 3)});
    if (m_model.scenario() == SphScenario::DamBreak)
        caption = TrText("%1  T = %2  Z = %3", {trSentence(std::move(caption)), trFixed(m_model.dimensionlessTime(), 2), trFixed(m_model.frontPosition(), 2)});
    // Before the first step there is no Δt yet: the solver picks it from the flow (it read "Δt = 0 s").
    if (m_model.fluid().steps() == 0)
        caption = TrText("%1   N = %2   Δt = — (%3)", {trSentence(std::move(caption)), trText(std::to_string(n)), trWord(limit)});
    else
        caption = TrText("%1   N = %2   Δt = %3 s (%4)", {trSentence(std::move(caption)), trText(std::to_string(n)),
                                                          trNumber(m_model.fluid().lastTimeStep(), 3), trWord(limit)});
    if (const double rate = m_model.wallPerSimulatedSecond(); std::isfinite(rate))
        caption = TrText(PL_TR_NOOP("sph-tank", "%1   wall %2 s per simulated s"), {trSentence(std::move(caption)), trNumber(rate, 3)});
    if (m_model.solver() == SphSolver::Wcsph)
        caption = TrText("%1   c₀ = %2 m/s", {trSentence(std::move(caption)), trNumber(m_model.soundSpeed(), 3)});
    else
        caption = TrText(PL_TR_NOOP("sph-tank", "%1   iterations %2 + %3"),
                         {trSentence(std::move(caption)), trText(std::to_string(m_model.dfsph().lastDensityIterations())),
                          trText(std::to_string(m_model.dfsph().lastDivergenceIterations()))});
    out.setCaption(std::move(caption));
    out.setWarnings(noticeTexts());
}

TrText SphTankLesson::describe() const
{
    const int count = m_model.fluid().fluidCount();
    if (m_model.scenario() != SphScenario::DamBreak)
        return trCount(m_model.scenario() == SphScenario::Hydrostatic
                           ? PL_TR_N_NOOP("sph-tank", "Water at rest in a tank: %n particles.")
                           : PL_TR_N_NOOP("sph-tank", "A stirred tank: %n particles."),
                       count);
    // The front's distance from the left wall, and how much of the water has risen above the
    // column's height at the release (the run-up and the splash).
    const double a = m_model.columnWidth();
    const double released = m_model.settings().aspect * a;
    const SphTankModel::TankFrame tank = m_model.frame();
    int above = 0;
    for (const Eigen::Vector2d& x : m_model.fluid().positions())
        above += tank.toTank(x).y() > released ? 1 : 0;
    // Z = front / column width, as the caption and the front chart give it.
    return trCount(PL_TR_N_NOOP("sph-tank", "Dam break: the surge front %1 m from the left wall "
                                            "of the %2 m tank (Z = %4); %n particles, %3 % of "
                                            "them above the column's height at the release."),
                   count,
                   {trFixed(m_model.frontPosition() * a, 2), trFixed(m_model.tankLength(), 2),
                    trFixed(count > 0 ? 100.0 * above / count : 0.0, 0),
                    trFixed(m_model.frontPosition(), 2)});
}

std::vector<TrText> SphTankLesson::noticeTexts() const
{
    std::vector<TrText> out;
    if (m_model.state().divergedAt) {
        // Each solver's own knobs: DFSPH has no time-step factor or c₀ (its step is the CFL
        // number's, its stiffness the pressure solve's).
        const TrArg at = trFixed(*m_model.state().divergedAt, 4);
        if (m_model.solver() == SphSolver::Dfsph)
            out.push_back(TrText(PL_TR_NOOP("sph-tank", "The simulation diverged at t = %1 s: lower the CFL number λ or "
                                                        "the density tolerance η, or raise the DFSPH viscosity α."),
                                 {at}));
        else
            out.push_back(TrText(PL_TR_NOOP("sph-tank", "The simulation diverged at t = %1 s: lower the time-step factor, "
                                                        "raise the viscosity α or the c₀ factor."),
                                 {at}));
        return out;
    }
    // Only the error the solver answers for (SphTankModel::judgedDensityError): where its
    // pressure only pushes, thinning water is a free surface, not a failure.
    const double judged = m_model.judgedDensityError();
    if (judged > 1.0 && m_model.fluid().indexOfId(m_model.judgedWorstId()) >= 0) {
        const TrArg error = trFixed(judged, 1);
        if (m_model.solver() == SphSolver::Dfsph)
            out.push_back(TrText(PL_TR_NOOP("sph-tank", "Mean compression %1 % > 1 % (red ring: the most compressed "
                                                        "particle): the solver does not hold ρ₀; lower the density tolerance η "
                                                        "or the CFL number λ."),
                                 {error}));
        else if (m_model.judgesDeficit())
            out.push_back(TrText(PL_TR_NOOP("sph-tank", "Density error |ρ − ρ₀|/ρ₀ %1 % > 1 % (red ring): the water is "
                                                        "too compressible and, without the clamp, stretched by tension; raise "
                                                        "the c₀ factor (error ∝ 1/c₀²)."),
                                 {error}));
        else
            out.push_back(TrText(PL_TR_NOOP("sph-tank", "Compression %1 % > 1 % (red ring): the water is too "
                                                        "compressible; raise the c₀ factor (error ∝ 1/c₀²) or lower the "
                                                        "time-step factor."),
                                 {error}));
    }
    double maxSpeed = 0.0;
    for (const Eigen::Vector2d& v : m_model.fluid().velocities())
        maxSpeed = std::max(maxSpeed, v.norm());
    if (m_model.solver() == SphSolver::Wcsph && maxSpeed > 0.1 * m_model.soundSpeed())
        out.push_back(TrText(PL_TR_NOOP("sph-tank", "Flow speed %1 m/s exceeds c₀/10 = %2 m/s: raise the c₀ factor "
                                                    "to keep the fluid nearly incompressible."),
                             {trNumber(maxSpeed, 3), trNumber(0.1 * m_model.soundSpeed(), 3)}));
    if (m_model.solver() == SphSolver::Dfsph && m_model.dfsph().steps() > 0 &&
        m_model.dfsph().lastDensityIterations() >= m_model.dfsph().settings().maxDensityIterations)
        out.push_back(TrText(PL_TR_NOOP("sph-tank", "The density solver stopped at its %1 iterations without reaching "
                                                    "η: raise the tolerance or lower the CFL number λ."),
                             {trText(std::to_string(m_model.dfsph().settings().maxDensityIterations))}));
    if (m_model.solver() == SphSolver::Wcsph && m_model.wcsph().steps() > 0 && m_model.wcsph().lastLimit() == TimeStepLimit::Force)
        out.push_back(PL_TR_NOOP("sph-tank", "Δt is limited by the force condition (violent accelerations): lower the "
                                             "time-step factor or raise the viscosity α if the particles jitter."));
    if (m_model.solver() == SphSolver::Wcsph && m_model.wcsph().steps() > 0 &&
        m_model.wcsph().lastLimit() == TimeStepLimit::Courant) {
        // C h/(c₀ + max μ): the μ term (how fast particles close in on each other) only
        // matters in a violent flow; then each simulated second takes that many more steps.
        const WeaklyCompressibleSph& w = m_model.wcsph();
        const double soundLimit =
            w.settings().courantFactor * w.kernel().smoothingLength() / w.settings().soundSpeed;
        if (w.lastTimeStep() < 0.5 * soundLimit)
            out.push_back(TrText(PL_TR_NOOP("sph-tank", "Δt = %1 s is %2× below the sound-speed limit C h/c₀: particles "
                                                        "rush at each other (the μ term of the Courant limit), so the run "
                                                        "slows down; raise the c₀ factor."),
                                 {trNumber(w.lastTimeStep(), 2), trNumber(soundLimit / w.lastTimeStep(), 2)}));
    }
    const int escaped = m_model.escapedParticles();
    if (escaped > 0 && m_model.solver() == SphSolver::Dfsph)
        out.push_back(trCount(PL_TR_N_NOOP("sph-tank", "%n particles passed into a wall's boundary lattice: the wall "
                                                       "pushes only once the particle's density exceeds ρ₀; lower the CFL "
                                                       "number λ or the density tolerance η."),
                              escaped)
                          .withSingular("%n particle passed into a wall's boundary lattice: the "
                                        "wall pushes only once the particle's density exceeds ρ₀; "
                                        "lower the CFL number λ or the density tolerance η."));
    else if (escaped > 0)
        out.push_back(trCount(PL_TR_N_NOOP("sph-tank", "%n particles left the tank: the walls leak at this speed; raise "
                                                       "the c₀ factor or lower the time-step factor."),
                              escaped)
                          .withSingular("%n particle left the tank: the walls leak at this speed; "
                                        "raise the c₀ factor or lower the time-step factor."));
    return out;
}

bool SphTankLesson::pointer(PointerEvent event, const Vec2& world)
{
    const Eigen::Vector2d centre = m_model.obstacleCentre();
    switch (event) {
    case PointerEvent::Press: {
        if (m_model.scenario() == SphScenario::Stir && (world - centre).norm() < 1.3 * m_model.obstacleRadius()) {
            m_grabOffset = centre - world;
            m_model.dragObstacle(m_model.fluid().obstacleOffset());
            return true;
        }
        // Pick the nearest fluid particle within 2Δx, or clear the selection.
        const double dx = m_model.fluid().spacing();
        double best = 4.0 * dx * dx;
        m_selectedId = -1;
        for (int i = 0; i < m_model.fluid().fluidCount(); ++i) {
            const double d2 = (m_model.fluid().positions()[static_cast<std::size_t>(i)] - world).squaredNorm();
            if (d2 < best) {
                best = d2;
                m_selectedId = m_model.fluid().ids()[static_cast<std::size_t>(i)];
            }
        }
        return true;
    }
    case PointerEvent::Move:
        if (!m_model.state().dragging)
            return false;
        m_model.dragObstacle(world + m_grabOffset - m_model.obstacleHome());
        return true;
    case PointerEvent::Release:
        if (!m_model.state().dragging)
            return false;
        m_model.releaseObstacle();
        return true;
    }
    return false;
}

void SphTankLesson::saveState(StateWriter& out) const
{
    m_model.save(out);
    out(m_selectedId, m_grabOffset);
}

void SphTankLesson::loadState(StateReader& in)
{
    TrText problem = m_model.load(in);
    if (!problem.empty())
        throw StateError(std::move(problem));
    in(m_selectedId, m_grabOffset);
}

TrText SphTankLesson::checkState() const
{
    if (TrText problem = m_model.checkState(); !problem.empty())
        return problem;
    if (m_selectedId < -1 || m_selectedId >= m_model.fluid().fluidCount())
        return PL_TR_NOOP("sph-tank", "the selected particle is none of the tank's");
    if (!m_grabOffset.allFinite())
        return PL_TR_NOOP("sph-tank", "the obstacle's grab offset is not finite");
    return {};
}

} // namespace pl

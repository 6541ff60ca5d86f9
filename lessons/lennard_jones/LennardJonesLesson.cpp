// SPDX-License-Identifier: GPL-3.0-or-later
#include "lennard_jones/LennardJonesLesson.h"
#include "framework/Translatable.h"
#include "lennard_jones/AtomEnergyColours.h"

#include "framework/LessonText.h"
#include "framework/TextFormat.h"

#include <particlelab/integrators/ModifiedEnergy.h>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace pl {

template class ModelLesson<LennardJonesLesson, LennardJonesModel, LennardJonesModelSettings>;

ParameterTable<LennardJonesModelSettings> LennardJonesLesson::makeParameterTable()
{
    using S = LennardJonesModelSettings;
    ParameterTable<S> t;
    t.bind(&S::count,
           ParameterSpec::integer("count", PL_TR_NOOP("lennard-jones", "Atoms N"), 1000, 16,
                                  100000, PL_TR_NOOP("lennard-jones", "Number of atoms."))
               .onLogScale());
    t.bind(&S::temperature,
           ParameterSpec::number(
               "temperature", PL_TR_NOOP("lennard-jones", "Thermostat temperature kT₀"), "ε",
               1.0, 0.01, 5.0,
               PL_TR_NOOP("lennard-jones",
                          "Target temperature of the thermostat (kT in units of ε)."))
               .withStep(0.05)
               .appliesLive());
    t.bind(&S::seed,
           seedParameter());
    t.bind(&S::density,
           ParameterSpec::number(
               "density", PL_TR_NOOP("lennard-jones", "Number density"), "σ⁻²", 0.1, 0.01, 0.9,
               PL_TR_NOOP("lennard-jones", "Atoms per unit area; sets the box size."))
               .withStep(0.01));
    t.bind(&S::initialTemperature,
           ParameterSpec::number(
               "initial_temperature", PL_TR_NOOP("lennard-jones", "Initial temperature"), "ε",
               1.0, 0.01, 5.0,
               PL_TR_NOOP("lennard-jones", "kT the atoms start with (Maxwell velocities)."))
               .withStep(0.05));
    t.bind(&S::thermostatTime,
           ParameterSpec::number(
               "thermostat_time", PL_TR_NOOP("lennard-jones", "Thermostat time τ"), "σ√(m/ε)",
               1.0, 0.0, 100.0,
               PL_TR_NOOP("lennard-jones",
                          "Berendsen relaxation time; 0 switches the thermostat off."))
               .withStep(0.1)
               .appliesLive());
    t.bind(&S::dt,
           ParameterSpec::number(
               "dt", PL_TR_NOOP("lennard-jones", "Time step Δt"), "σ√(m/ε)", 0.005, 0.0005,
               0.02,
               PL_TR_NOOP("lennard-jones",
                          "Velocity Verlet step. Above ~0.01 the energy starts to drift."))
               .withStep(0.001)
               .appliesLive());
    t.bind(
        &S::shifted,
        ParameterSpec::flag(
            "shifted", PL_TR_NOOP("lennard-jones", "Shift U to 0 at r_c"), false,
            PL_TR_NOOP("lennard-jones",
                       "Subtract U(r_c) = −0.016ε from every pair inside the cut-off, so that "
                       "a pair crossing r_c changes no energy (the forces stay the same).")));
    t.bind(&S::equilibration,
           ParameterSpec::number(
               "equilibration", PL_TR_NOOP("lennard-jones", "Equilibration time"), "σ√(m/ε)",
               10.0, 0.0, 10000.0,
               PL_TR_NOOP("lennard-jones",
                          "Time averages start this long after the reset or the last change "
                          "of temperature, τ or Δt."))
               .appliesLive());
    return t;
}

TrText LennardJonesLesson::validate(const ParameterValues& values) const
{
    const LennardJonesModelSettings settings = settingsFrom(values);
    const double side = std::sqrt(settings.count / settings.density);
    if (side < 2.0 * 2.5)
        return TrText(PL_TR_NOOP("lennard-jones",
                                 "parameters 'count' and 'density': the box (side %1 σ) must be at "
                                 "least twice the cut-off 2.5σ: use more atoms or a lower density."),
                      {trNumber(side)});
    return {};
}

void LennardJonesLesson::declareCharts(ChartSet& set)
{
    LennardJonesChartOptions options;
    options.thermostatTarget = true;
    options.rdfLabel = PL_TR_NOOP("lennard-jones", "g(r), last 500 steps");
    options.shadowEnergy = true;
    m_series = declareLennardJonesCharts(set, options);
    m_meter.declare(set, {Method::VelocityVerlet});
}

void LennardJonesLesson::recordLiveChange(ChartData& data) const
{
    m_meter.record(data, modes(), m_model.timeStep());
}

std::vector<LinearMode> LennardJonesLesson::modes() const
{
    const LennardJonesFluid& fluid = m_model.fluid();
    const double curvature = fluid.stiffestPairCurvature();
    if (!(curvature > 0.0) || !std::isfinite(curvature))
        return {};
    return {LinearMode{2.0 * curvature / fluid.settings().mass, 0.0}};
}

double LennardJonesLesson::shadowEnergyPerAtom() const
{
    const LennardJonesFluid& fluid = m_model.fluid();
    const LennardJonesFluid::ShadowTerms terms = fluid.shadowTerms();
    const double energy = fluid.potentialEnergy() + fluid.kineticEnergy();
    return verletShadowEnergySeries(energy, terms.velocityHessianVelocity,
                                    terms.forceSquaredOverMass, m_model.timeStep()) /
           static_cast<double>(fluid.size());
}

void LennardJonesLesson::record(ChartData& data) const
{
    const LennardJonesModel::State& state = m_model.state();
    const LennardJonesFluid& fluid = m_model.fluid();
    if (fluid.steps() % LennardJonesModel::chartInterval == 0) {
        std::optional<double> target;
        if (fluid.settings().thermostatTime > 0.0)
            target = fluid.settings().targetTemperature;
        recordThermodynamics(data, m_series, fluid, target);
    }
    // The shadow energy and the meter each take one more pass over the pairs: every 20 steps,
    // a few per cent of the stepping. Where their charts are hidden neither is computed: H̃'s
    // points are kept without their values, computed from the run reached again at their ticks
    // when the chart comes on show (LessonSession::showCharts), and the meter's points, the
    // state's now, are drawn then.
    if (fluid.steps() % 20 == 0) {
        data.appendComputed(m_series.shadowEnergy, fluid.time(),
                            [this] { return shadowEnergyPerAtom(); },
                            chartsOnShow().shows(m_series.shadowEnergy.chart()));
        if (chartsOnShow().shows(m_meter.chart()))
            m_meter.record(data, modes(), m_model.timeStep());
    }
    if (fluid.steps() % 50 == 0)
        recordSpeedHistogram(data, m_series.speeds, fluid);
    if (state.rdfJustPublished)
        recordRdf(data, m_series.rdf, fluid.rdfRadii(), state.rdfShown);
}

std::vector<Measurement> LennardJonesLesson::measurements() const
{
    const LennardJonesModel::State& state = m_model.state();
    const LennardJonesFluid& fluid = m_model.fluid();
    std::vector<Measurement> out = instantaneousMeasurements(fluid);
    const TrText note(PL_TR_NOOP("lennard-jones", "every %1 steps from t = %2"),
                      {trText(std::to_string(LennardJonesModel::sampleInterval)),
                       trNumber(state.averagesFrom)});
    for (Measurement& m : averageMeasurements(state.samples, fluid, note))
        out.push_back(std::move(m));
    for (Measurement& m : rdfPeakMeasurements(fluid.rdfRadii(), state.rdfShown))
        out.push_back(std::move(m));
    for (Measurement& m :
         m_meter.measurements({Method::VelocityVerlet}, modes(), m_model.timeStep(),
                              PL_TR_NOOP("lennard-jones", "the closest pair")))
        out.push_back(std::move(m));
    return out;
}

void LennardJonesLesson::scene(Scene& out) const
{
    const LennardJonesFluid& fluid = m_model.fluid();
    out.clear();
    const double side = fluid.boxSide();
    out.boundsMin = Vec2(-0.02 * side, -0.02 * side);
    out.boundsMax = Vec2(1.02 * side, 1.02 * side);
    out.lengthUnit = "σ";
    out.rects.push_back({Vec2(0.0, 0.0), Vec2(side, side), Stroke{colors::grey, 1.0, true},
                         colors::none});
    DiskCloudItem cloud;
    cloud.radius = 0.5;  // σ/2: touching atoms at r = σ
    addAtomsColouredByEnergy(fluid, cloud, out);
    out.clouds.push_back(std::move(cloud));
    // A diverged run keeps the numbers it blew up to: those show as "—".
    out.setCaption(TrText(
        fluid.usesCellLists()
            ? PL_TR_NOOP("lennard-jones", "t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   "
                                          "P = %6 ε/σ²   cell lists")
            : PL_TR_NOOP("lennard-jones", "t = %1   N = %2   kT = %3 ε (target %4)   U/N = %5 ε   "
                                          "P = %6 ε/σ²   all pairs (small box)"),
        {trNumber(fluid.time()), trText(std::to_string(fluid.size())),
         trText(formatShownNumber(fluid.temperature())),
         trNumber(fluid.settings().targetTemperature),
         trText(formatShownNumber(fluid.potentialEnergy() / static_cast<double>(fluid.size()))),
         trText(formatShownNumber(fluid.pressure()))}));
    out.setWarnings(noticeTexts());
}

TrText LennardJonesLesson::describe() const
{
    // The temperature against the thermostat's target, the potential energy per atom (the
    // caption's U/N) and the pressure, in the reduced units the lesson uses.
    const LennardJonesFluid& fluid = m_model.fluid();
    if (const std::optional<double> diverged = m_model.state().divergedAt)
        return TrText(PL_TR_NOOP("lennard-jones", "Lennard-Jones fluid: the run diverged at t = %1."),
                      {trNumber(*diverged, 3)});
    return trCount(PL_TR_N_NOOP("lennard-jones", "Lennard-Jones fluid of %n atoms: temperature "
                                                 "kT = %1 ε (target %2 ε), potential energy %3 ε "
                                                 "per atom, pressure %4 ε/σ²."),
                   static_cast<int>(fluid.size()),
                   {trNumber(fluid.temperature(), 3), trNumber(fluid.settings().targetTemperature, 3),
                    trNumber(fluid.potentialEnergy() / static_cast<double>(fluid.size()), 3),
                    trNumber(fluid.pressure(), 3)});
}

std::vector<TrText> LennardJonesLesson::noticeTexts() const
{
    const LennardJonesModel::State& state = m_model.state();
    if (state.divergedAt)
        return {TrText(PL_TR_NOOP("lennard-jones",
                                  "The simulation diverged at t = %1 σ√(m/ε): atoms came so close "
                                  "that the r⁻¹² repulsion blew up. Lower the time step Δt and "
                                  "reset."),
                       {trNumber(*state.divergedAt, 3)})};
    return {};
}

} // namespace pl

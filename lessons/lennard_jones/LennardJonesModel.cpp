// SPDX-License-Identifier: GPL-3.0-or-later
#include "lennard_jones/LennardJonesModel.h"

#include "framework/StateChecks.h"

#include <algorithm>
#include <cmath>

namespace pl {

void LennardJonesModel::reset(const LennardJonesModelSettings& settings)
{
    m_settings = settings;
    LennardJonesSettings fluid;
    fluid.targetTemperature = settings.temperature;
    fluid.thermostatTime = settings.thermostatTime;
    fluid.rdfInterval = 5;
    fluid.shifted = settings.shifted;
    m_state = State{};
    m_state.fluid = LennardJonesFluid(fluid, settings.seed);
    static_assert(sampleInterval % chartInterval == 0);
    m_state.fluid.setEnergyInterval(chartInterval);
    m_state.fluid.populate(settings.count, settings.density, settings.initialTemperature);
    m_state.averagesFrom = settings.equilibration;
}

void LennardJonesModel::applyLive(const LennardJonesModelSettings& settings)
{
    LennardJonesFluid& fluid = m_state.fluid;
    const bool statePointChanged = settings.temperature != fluid.settings().targetTemperature ||
                                   settings.thermostatTime != fluid.settings().thermostatTime ||
                                   settings.dt != m_settings.dt;
    fluid.setTargetTemperature(settings.temperature);
    fluid.setThermostatTime(settings.thermostatTime);
    m_settings.temperature = settings.temperature;
    m_settings.thermostatTime = settings.thermostatTime;
    m_settings.dt = settings.dt;
    m_settings.equilibration = settings.equilibration;
    // The averages describe one state point: start again after a change, once re-equilibrated.
    if (statePointChanged) {
        m_state.samples.clear(fluid.time());
        m_state.averagesFrom = fluid.time() + m_settings.equilibration;
    }
}

double LennardJonesModel::energyBound(const LennardJonesFluid& fluid)
{
    // Atoms closer than 0.5σ mean a step far too large (U(0.5σ) ≈ 16 000ε): treat it as diverged.
    return 1e4 * std::max<double>(1.0, static_cast<double>(fluid.size()));
}

void LennardJonesModel::step()
{
    State& s = m_state;
    if (s.divergedAt)
        return;
    s.fluid.step(m_settings.dt);
    s.rdfJustPublished = false;
    // U is tested on the steps that compute it: a blow-up that passes K's test for a few
    // steps is caught by U's at the next of them.
    const double bound = energyBound(s.fluid);
    const bool potentialBeyond =
        s.fluid.energiesAreCurrent() && std::abs(s.fluid.potentialEnergy()) > bound;
    if (!s.fluid.isFinite() || potentialBeyond || !std::isfinite(s.fluid.kineticEnergy()) ||
        s.fluid.kineticEnergy() > bound) {
        s.divergedAt = s.fluid.time();
        return;
    }
    if (s.fluid.steps() % sampleInterval == 0 && s.fluid.time() >= s.averagesFrom)
        s.samples.add(s.fluid);
    if (s.fluid.steps() % rdfWindow == 0) {
        s.rdfShown = s.fluid.rdf();
        s.fluid.resetRdf();
        s.rdfJustPublished = true;
    }
}

void LennardJonesModel::load(StateReader& in)
{
    // As reset() built the fluid for these settings.
    const std::size_t atoms = m_state.fluid.size();
    const LennardJonesSettings built = m_state.fluid.settings();
    in(m_state);
    const LennardJonesFluid& fluid = m_state.fluid;
    if (fluid.size() != atoms)
        throw StateError(TrText(PL_TR_NOOP("lennard-jones", "the state has %1 atoms where the "
                                                            "parameters place %2"),
                                {trText(std::to_string(fluid.size())),
                                 trText(std::to_string(atoms))}));
    const LennardJonesSettings& read = fluid.settings();
    if (read.epsilon != built.epsilon || read.sigma != built.sigma || read.cutoff != built.cutoff ||
        read.shifted != built.shifted || read.mass != built.mass || read.skin != built.skin ||
        read.rdfBins != built.rdfBins || read.rdfInterval != built.rdfInterval)
        throw StateError(PL_TR_NOOP("lennard-jones",
                                    "the fluid's potential or g(r) settings differ "
                                    "from the parameters'"));
}

TrText LennardJonesModel::checkState() const
{
    if (TrText problem = checkLennardJonesState(m_state.fluid.state(), !m_state.divergedAt);
        !problem.empty())
        return problem;
    if (!std::all_of(m_state.rdfShown.begin(), m_state.rdfShown.end(),
                     [](double g) { return std::isfinite(g) && g >= 0.0; }))
        return PL_TR_NOOP("lennard-jones", "the g(r) on show must be finite numbers ≥ 0");
    const LennardJonesFluid& fluid = m_state.fluid;
    if (!m_state.divergedAt) {
        // step() calls a run with energies beyond these bounds diverged.
        const double bound = energyBound(fluid);
        if (!(std::abs(fluid.potentialEnergy()) <= bound && fluid.kineticEnergy() <= bound))
            return PL_TR_NOOP(
                "lennard-jones",
                "the fluid of a run that has not diverged holds an energy beyond the blow-up "
                "bound");
    }
    const double now = fluid.time();
    if (!state_checks::isEventTime(m_state.divergedAt, now))
        return PL_TR_NOOP("lennard-jones", "the divergence time is not a time of the run");
    if (!state_checks::isTime(m_state.averagesFrom))
        return PL_TR_NOOP("lennard-jones",
                          "the time the averages start from is not a finite number ≥ 0");
    if (!state_checks::isTimeUpTo(m_state.samples.since, now))
        return PL_TR_NOOP("lennard-jones",
                          "time averages: their start time is not a time of the run");
    return m_state.samples.check();
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "springs/SpringsModel.h"

#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/UniformForces.h>

#include <algorithm>

namespace pl {

using namespace particle_lessons;

RopeAndCloth SpringsModel::build(const Vec2& origin, double mass, double ks, double kd,
                                 Method method)
{
    RopeAndCloth model = buildRopeAndCloth(origin, mass);
    model.system.add(std::make_unique<DampedSprings>(model.links, ks, kd));
    model.system.setMethod(method);
    return model;
}

void SpringsModel::reset(const SpringsSettings& settings)
{
    m_settings = settings;
    m_state = {};
    m_runs.clear();
    int index = 0;
    for (const Method method : settings.methods)
        m_runs.push_back({{build(sideBySideOrigin(index++), settings.mass, settings.ks,
                                 settings.kd, method),
                           std::nullopt,
                           {}},
                          method});
    m_omegaMaxAtUnitStiffness = 0.0;
    if (!m_runs.empty()) {
        const ParticleSystem& s = m_runs.front().model.system;
        const DampedSprings unitSprings(s.find<DampedSprings>()->links(), 1.0, 0.0);
        m_omegaMaxAtUnitStiffness =
            unitSprings.highestAngularFrequency(s.positions(), s.inverseMasses());
    }
}

void SpringsModel::applyLive(double ks, double kd, double dt)
{
    m_settings.ks = ks;
    m_settings.kd = kd;
    m_settings.dt = dt;
    for (Run& run : m_runs) {
        DampedSprings* springs = run.model.system.find<DampedSprings>();
        springs->setStiffness(ks);
        springs->setDamping(kd);
    }
}

void SpringsModel::step()
{
    stepRuns(m_runs, m_state.time, m_settings.dt, divergenceBound);
    m_state.time += m_settings.dt;
}

bool SpringsModel::allDiverged() const
{
    return !m_runs.empty() &&
           std::all_of(m_runs.begin(), m_runs.end(), [](const Run& r) { return r.divergedAt; });
}

SpringsModel::Energies SpringsModel::energies(const Run& run) const
{
    const ParticleSystem& s = run.model.system;
    Energies e;
    e.kinetic = s.kineticEnergy();
    e.spring = s.find<DampedSprings>()->potentialEnergy(s.positions(), s.inverseMasses());
    e.gravitational = s.find<Gravity>()->potentialEnergy(s.positions(), s.inverseMasses());
    return e;
}

bool SpringsModel::drag(PointerEvent event, const Vec2& world)
{
    return dragAcrossRuns(m_runs, m_state.grabRun, event, world);
}

void SpringsModel::save(StateWriter& out) const
{
    out(m_state);
    saveRuns(out, m_runs);
}

void SpringsModel::load(StateReader& in)
{
    in(m_state);
    loadRuns(in, m_runs);
}

TrText SpringsModel::checkState() const
{
    if (!std::isfinite(m_state.time) || m_state.time < 0.0)
        return PL_TR_NOOP("springs", "the time must be a finite number ≥ 0");
    if (m_state.maxStableDt && !(std::isfinite(*m_state.maxStableDt) && *m_state.maxStableDt > 0.0))
        return PL_TR_NOOP("springs", "the largest stable Δt must be a positive number");
    if (m_state.grabRun < 0 || m_state.grabRun >= std::max<int>(1, static_cast<int>(m_runs.size())))
        return PL_TR_NOOP("springs", "the run of the drag does not exist");
    return checkRuns(m_runs, m_state.time, divergenceBound);
}

} // namespace pl

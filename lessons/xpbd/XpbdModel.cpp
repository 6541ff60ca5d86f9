// SPDX-License-Identifier: GPL-3.0-or-later
#include "xpbd/XpbdModel.h"

#include <particlelab/constraints/DistanceConstraints.h>
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/UniformForces.h>

#include <cmath>

namespace pl {

using namespace particle_lessons;

void XpbdModel::reset(const XpbdSettings& settings)
{
    m_settings = settings;
    m_state = {};
    Run& xpbd = m_runs[xpbdRun];
    xpbd = {{buildRopeAndCloth(sideBySideOrigin(xpbdRun), settings.mass), std::nullopt, {}}, "xpbd"};
    xpbd.model.system.add(
        std::make_unique<DistanceConstraints>(xpbd.model.links, settings.compliance));
    Run& springs = m_runs[springRun];
    springs = {{buildRopeAndCloth(sideBySideOrigin(springRun), settings.mass), std::nullopt, {}},
               "springs"};
    springs.model.system.add(
        std::make_unique<DampedSprings>(springs.model.links, settings.ks, settings.kd));
    for (Run& run : m_runs)
        run.model.system.setMethod(Method::SymplecticEuler);
    applyLive(settings);
}

void XpbdModel::applyLive(const XpbdSettings& settings)
{
    const double mass = m_settings.mass;
    m_settings = settings;
    m_settings.mass = mass;
    for (Run& run : m_runs)
        run.model.system.setSubsteps(settings.substeps);
    ParticleSystem& xpbd = m_runs[xpbdRun].model.system;
    xpbd.setIterations(settings.iterations);
    xpbd.find<DistanceConstraints>()->setCompliance(settings.compliance);
    DampedSprings* springs = m_runs[springRun].model.system.find<DampedSprings>();
    springs->setStiffness(settings.ks);
    springs->setDamping(settings.kd);
}

void XpbdModel::step()
{
    stepRuns(m_runs, m_state.time, m_settings.dt, divergenceBound);
    m_state.time += m_settings.dt;
}

LinkStrain XpbdModel::constraintError(int index) const
{
    const Run& run = m_runs[static_cast<std::size_t>(index)];
    return measureStrain(run.model.system.positions(), run.model.links);
}

XpbdModel::Energies XpbdModel::energies(const Run& run) const
{
    const ParticleSystem& s = run.model.system;
    Energies e;
    e.kinetic = s.kineticEnergy();
    e.gravitational = s.find<Gravity>()->potentialEnergy(s.positions(), s.inverseMasses());
    if (const DampedSprings* springs = s.find<DampedSprings>()) {
        e.elastic = springs->potentialEnergy(s.positions(), s.inverseMasses());
    } else {
        // A compliant constraint stores the energy of its spring, ½ C²/α; a rigid one none.
        const double alpha = s.find<DistanceConstraints>()->compliance();
        if (alpha > 0.0)
            for (const Link& l : run.model.links) {
                const double c = (s.position(l.a) - s.position(l.b)).norm() - l.restLength;
                e.elastic += 0.5 * c * c / alpha;
            }
    }
    return e;
}

bool XpbdModel::drag(PointerEvent event, const Vec2& world)
{
    return dragAcrossRuns(m_runs, m_state.grabRun, event, world);
}

TrText XpbdModel::checkState() const
{
    if (!std::isfinite(m_state.time) || m_state.time < 0.0)
        return PL_TR_NOOP("xpbd", "the time must be a finite number ≥ 0");
    if (m_state.grabRun < 0 || m_state.grabRun > 1)
        return PL_TR_NOOP("xpbd", "the run of the drag does not exist");
    return checkRuns(m_runs, m_state.time, divergenceBound);
}

} // namespace pl

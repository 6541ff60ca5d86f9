// SPDX-License-Identifier: GPL-3.0-or-later
#include "velocity_field/VelocityFieldModel.h"

#include "common/MethodRuns.h"
#include "framework/StateChecks.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

constexpr std::size_t trailLength = 2000;

} // namespace

Vec VelocityFieldModel::toState(const Vec2& p)
{
    Vec y(2);
    y << p.x(), p.y();
    return y;
}

void VelocityFieldModel::reset(const VelocityFieldSettings& settings)
{
    m_settings = settings;
    m_field = VelocityField(settings.field);
    m_velocity = m_field.derivative();
    m_state.time = 0.0;
    m_state.reference = toState(settings.seed);
    m_state.referenceTrail = {settings.seed};
    m_state.runs.clear();
    for (const Method method : settings.methods)
        m_state.runs.push_back({method, toState(settings.seed), std::nullopt, {settings.seed}});
}

void VelocityFieldModel::step()
{
    const double dt = m_settings.dt;
    const double h = dt / referenceSubsteps;
    Vec& reference = m_state.reference;
    for (int i = 0; i < referenceSubsteps; ++i)
        reference = stepFirstOrder(Method::RK4, m_velocity, m_state.time + i * h, reference, h);
    const bool referenceFinite = reference.allFinite();
    for (Run& run : m_state.runs) {
        if (run.divergedAt)
            continue;
        run.y = stepFirstOrder(run.method, m_velocity, m_state.time, run.y, dt);
        const bool farFromReference =
            referenceFinite &&
            (run.y - reference).norm() > divergenceFactor * (1.0 + reference.norm());
        if (!run.y.allFinite() || farFromReference) {
            run.divergedAt = m_state.time + dt;
            continue;
        }
        if (run.trail.size() >= trailLength)
            run.trail.erase(run.trail.begin(), run.trail.begin() + trailLength / 2);
        run.trail.push_back(toPoint(run.y));
    }
    std::vector<Vec2>& referenceTrail = m_state.referenceTrail;
    if (referenceTrail.size() >= trailLength)
        referenceTrail.erase(referenceTrail.begin(), referenceTrail.begin() + trailLength / 2);
    referenceTrail.push_back(toPoint(reference));
    m_state.time += dt;
}

bool VelocityFieldModel::finished() const
{
    return comparisonFinished(m_state.time, m_settings.endTime, m_state.runs);
}

std::optional<Vec2> VelocityFieldModel::position(Method method) const
{
    for (const Run& run : m_state.runs)
        if (run.method == method)
            return toPoint(run.y);
    return std::nullopt;
}

void VelocityFieldModel::load(StateReader& in)
{
    loadRunsOfChosenMethods(in, m_state, PL_TR_NOOP("velocity-field", "the velocity-field state"));
}

TrText VelocityFieldModel::checkState() const
{
    using namespace state_checks;
    const double now = m_state.time;
    if (!isTime(now))
        return TrText(PL_TR_NOOP("velocity-field", "time t = %1 s is not a time of a run"),
                      {trNumber(now)});
    const Vec& reference = m_state.reference;
    if (reference.size() != 2 || !reference.allFinite() || !std::isfinite(reference.norm()))
        return PL_TR_NOOP("velocity-field",
                          "the reference point is not a finite point of the plane");
    if (m_state.referenceTrail.size() > trailLength || !allPointsFinite(m_state.referenceTrail))
        return PL_TR_NOOP("velocity-field", "the reference path is too long or not finite");
    for (const Run& run : m_state.runs) {
        const std::string name(methodInfo(run.method).name);
        if (run.y.size() != 2 || (!run.divergedAt && !run.y.allFinite()))
            return TrText(
                PL_TR_NOOP("velocity-field", "%1: the particle is not a finite point of the plane"),
                {trWord(name)});
        // step() calls a run diverged as soon as it strays this far from the reference.
        if (!run.divergedAt &&
            !((run.y - reference).norm() <= divergenceFactor * (1.0 + reference.norm())))
            return TrText(
                PL_TR_NOOP("velocity-field",
                           "%1: the particle is farther from the reference than a run that has "
                           "not diverged can be"),
                {trWord(name)});
        if (!isEventTime(run.divergedAt, now))
            return TrText(
                PL_TR_NOOP("velocity-field", "%1: the divergence time is not a time of the run"),
                {trWord(name)});
        if (run.trail.size() > trailLength || !allPointsFinite(run.trail))
            return TrText(PL_TR_NOOP("velocity-field", "%1: the path is too long or not finite"),
                          {trWord(name)});
    }
    return {};
}

} // namespace pl

// cereal serialisers for the plain state types of core/ (core itself knows nothing of cereal:
// it stays Eigen and the standard library only). Found by argument-dependent lookup, so a
// lesson's State that holds a ParticleState simply writes `ar(state)`.
#pragma once

#include "framework/StateArchive.h"

#include <particlelab/analysis/LinearFit.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/pendulum/SimplePendulum.h>
#include <particlelab/sph/WeaklyCompressibleSph.h>

namespace pl {

template <class Archive>
void serialize(Archive& ar, ParticleState& s)
{
    ar(s.x, s.v, s.t, s.acceleration);
}

// --- integrators: a step run stage by stage (the integrators lesson's step-through) ---

template <class Archive>
void serialize(Archive& ar, StageRecord& r)
{
    ar(r.name, r.formula, r.evaluatedX, r.evaluatedV, r.evaluatedT, r.slopeX, r.slopeV,
       r.predictedX, r.predictedV, r.forceEvaluations);
}

template <class Archive>
void serialize(Archive& ar, StagedStep::State& s)
{
    ar(s.method, s.start, s.dt, s.recordStages, s.done, s.forceEvaluations, s.records, s.a0,
       s.xTilde, s.vTilde, s.aTilde, s.k1x, s.k1v, s.k2x, s.k2v, s.k3x, s.k3v, s.result);
}

// --- pendulum: the period meter's last sample and the crossings it found ---

template <class Archive>
void serialize(Archive& ar, ZeroCrossingPeriodMeter& meter)
{
    ar(meter.m_hasSample, meter.m_t, meter.m_angle, meter.m_angularVelocity, meter.m_upward,
       meter.m_downward);
}

// --- analysis: a fitted line (the double pendulum's Lyapunov fit) ---

template <class Archive>
void serialize(Archive& ar, LinearFit& fit)
{
    ar(fit.slope, fit.intercept, fit.rSquared, fit.points);
}

// --- sph: what a weakly compressible SPH step reads from the previous step ---

template <class Archive>
void serialize(Archive& ar, WcsphState& s)
{
    ar(s.positions, s.velocities, s.accelerations, s.xsphVelocities, s.densities, s.pressures,
       s.maxMu, s.ids, s.boundaryRest, s.boundaryPositions, s.boundaryVelocities,
       s.boundaryBodies, s.tankAngle, s.tankTarget, s.tankRate, s.obstacleOffset,
       s.obstacleTarget, s.obstacleSpeed, s.boundaryMoved, s.time, s.lastTimeStep, s.lastLimit,
       s.steps);
}

} // namespace pl

// cereal serialisers for the plain state types of core/ (core itself knows nothing of cereal:
// it stays Eigen and the standard library only). Found by argument-dependent lookup, so a
// lesson's State that holds a ParticleState simply writes `ar(state)`.
#pragma once

#include "framework/StateArchive.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/particles/ParticleSystem.h>

namespace pl {

template <class Archive>
void serialize(Archive& ar, ParticleState& s)
{
    ar(s.x, s.v, s.t, s.acceleration);
}

// --- ParticleSystem (springs, soft-body, xpbd, bouncing) ------------------------------------
// A system is written as its State; its parts (interactions, constraints) are rebuilt by the
// lesson's reset(). Reading puts the State into a system that reset() just built.
template <class Archive>
void serialize(Archive& ar, ParticleSystem::State& s)
{
    ar(s.positions, s.velocities, s.forces, s.inverseMasses, s.time);
}

template <class Archive>
void save(Archive& ar, const ParticleSystem& system)
{
    ar(system.state());
}

template <class Archive>
void load(Archive& ar, ParticleSystem& system)
{
    ParticleSystem::State state;
    ar(state);
    system.setState(std::move(state));
}

} // namespace pl

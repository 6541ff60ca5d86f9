// cereal serialisers for the plain state types of core/ (core itself knows nothing of cereal:
// it stays Eigen and the standard library only). Found by argument-dependent lookup, so a
// lesson's State that holds a ParticleState simply writes `ar(state)`.
#pragma once

#include "framework/StateArchive.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

namespace pl {

template <class Archive>
void serialize(Archive& ar, ParticleState& s)
{
    ar(s.x, s.v, s.t, s.acceleration);
}

} // namespace pl

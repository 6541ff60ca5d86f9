// SPDX-License-Identifier: GPL-3.0-or-later
// A Lennard-Jones state as a LAMMPS dump frame, for tests that write a dump and read it back.
#pragma once

#include <particlelab/io/LammpsDump.h>
#include <particlelab/md/LennardJonesFluid.h>

namespace pl::test {

// The fluid's atoms in id order (LAMMPS ids = ParticleLab ids + 1, as the export numbers them),
// all of type 1, in the periodic box [0, side]² at `timestep`.
LammpsFrame lammpsFrameOf(const LennardJonesFluid& fluid, long long timestep);

} // namespace pl::test

// SPDX-License-Identifier: GPL-3.0-or-later
// Atoms coloured by their potential energy per atom, as lennard-jones and lammps-run draw them:
// the ramp runs from 0 (a free atom) to −3 ε (an atom in the close-packed crystal, the top of
// the ramp), and a colour bar says so.
#pragma once

#include "framework/Scene.h"

#include <particlelab/md/LennardJonesFluid.h>

namespace pl {

// Adds every atom of `fluid` to `cloud` at its position, coloured by its energy, and the colour
// bar to `out`.
void addAtomsColouredByEnergy(const LennardJonesFluid& fluid, DiskCloudItem& cloud, Scene& out);

} // namespace pl

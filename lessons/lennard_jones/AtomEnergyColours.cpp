// SPDX-License-Identifier: GPL-3.0-or-later
#include "lennard_jones/AtomEnergyColours.h"
#include "framework/Translatable.h"

namespace pl {

namespace {

// Atoms with pair energy below this are drawn at the top of the colour ramp: about the potential
// energy per atom of the hexagonal crystal at low temperature (six neighbours × −ε / 2).
constexpr double crystalEnergy = -3.0;  // ε

} // namespace

void addAtomsColouredByEnergy(const LennardJonesFluid& fluid, DiskCloudItem& cloud, Scene& out)
{
    cloud.centers.reserve(cloud.centers.size() + fluid.size());
    cloud.colors.reserve(cloud.colors.size() + fluid.size());
    const std::span<const double> energy = fluid.atomEnergy();
    for (std::size_t i = 0; i < fluid.size(); ++i) {
        cloud.centers.emplace_back(fluid.x()[i], fluid.y()[i]);
        cloud.colors.push_back(rampColor(energy[i] / crystalEnergy));
    }
    out.colorLegends.push_back(
        {PL_TR_NOOP("lennard-jones", "potential energy per atom"), "ε", 0.0, crystalEnergy});
}

} // namespace pl

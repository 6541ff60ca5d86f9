// SPDX-License-Identifier: GPL-3.0-or-later
// One configuration of a Lennard-Jones-family mixture (atoms of several types, each with its own
// mass, one truncated LJ potential per pair of types) in a rectangular 2D box that is either
// periodic in x and y or closed by walls: its energies, temperature, virial pressure and g(r).
// It analyses the frames of a LAMMPS run that LennardJonesFluid (one type, square periodic box)
// cannot hold, e.g. the ideal-gas lesson's two species of WCA disks in their closed box.
//
// Temperature, equipartition in 2D with every mass counted (Allen & Tildesley, "Computer
// Simulation of Liquids", 2nd ed. 2017, eq. 2.55):
//   kT = Σᵢ mᵢ vᵢ² / N_dof,  N_dof = 2N in a closed box (the walls exchange momentum, as the
//   ideal-gas lesson counts) and 2N − 2 in a periodic one (total momentum fixed).
//   (LAMMPS's Temp always uses 2N − 2, so in a closed box it reads N/(N − 1) times higher.)
// Pressure, Clausius virial theorem (ibid. eq. 2.61, d = 2): P = (K + ½ Σ_{i<j} r_ij·F_ij) / A
//   with A the box area, exactly the `press` of LAMMPS's thermo output. In a closed box the walls'
//   own virial −2P·A is what turns the virial theorem into this pressure on the walls, so the
//   same formula holds there (with A the area the centres can reach it would be the force per
//   length on the walls' centre planes; the ideal-gas lesson and LAMMPS both divide by the box).
// Potential: Σ_{i<j} U_{ab}(r_ij) with U of forces/LennardJones.h (shifted when the run shifts).
// Radial distribution function (ibid. eq. 2.98, with an edge correction for closed boxes):
//   g(r) = n(r) / n_ideal(r),  n_ideal(r) = Σ_{a≤b} P_ab · 2πr Δr · γ̄_ab(r) / (A_a A_b),
// where n(r) counts the pairs in the shell [r, r + Δr], P_ab = N_a(N_a − 1)/2 (a = b) or N_a N_b,
// A_a is the rectangle the centres of type a can reach (the box, or inside its walls) and γ̄_ab(r)
// the overlap area of rectangles A_a and A_b shifted by r, averaged over directions (the
// isotropised set covariance, Stoyan, Kendall & Mecke, "Stochastic Geometry and its
// Applications", 2nd ed. 1995, §3.1). For a periodic box γ̄ = A and this is eq. 2.98 itself; in a
// closed box it removes the fall of g(r) that pairs lost across the walls would cause.
#pragma once

#include <cstddef>
#include <vector>

namespace pl {

// The interactions and the box, fixed for a whole run.
struct MixtureModel {
    struct Pair {
        double epsilon = 0.0;  // J (ε), 0: the types do not interact
        double sigma = 1.0;    // m (σ)
        double cutoff = 0.0;   // m (r_c)
    };
    struct Region {  // where the centres of one type can be, m
        double xlo = 0.0, xhi = 1.0, ylo = 0.0, yhi = 1.0;
    };
    double xlo = 0.0, xhi = 1.0, ylo = 0.0, yhi = 1.0;  // m, the box
    bool periodic = true;                              // in x and y; else closed by walls
    bool shifted = false;                              // U shifted to 0 at each r_c
    std::vector<double> mass;                          // kg, per type (types from 0)
    std::vector<Pair> pairs;                           // types × types, symmetric
    std::vector<Region> regions;                       // per type; closed boxes only
    int rdfBins = 100;

    std::size_t types() const { return mass.size(); }
    const Pair& pair(int a, int b) const { return pairs[static_cast<std::size_t>(a) * types() +
                                                        static_cast<std::size_t>(b)]; }
    double area() const { return (xhi - xlo) * (yhi - ylo); }  // m²
    // The largest r of g(r): half the shortest side of the box (periodic) or of the smallest
    // region of the centres (closed).
    double rdfRange() const;
};

struct MixtureAtoms {
    std::vector<int> type;  // from 0
    std::vector<double> x, y, vx, vy;  // m, m/s
};

struct MixtureSnapshot {
    double kinetic = 0.0;      // J, Σ ½ m v²
    double potential = 0.0;    // J
    double virial = 0.0;       // J, Σ_{i<j} r_ij·F_ij
    double temperature = 0.0;  // J (kT)
    double pressure = 0.0;     // N/m
    std::vector<double> atomEnergy;  // J, half of each atom's pair energies
    std::vector<double> rdfCounts;   // pairs per g(r) bin in this configuration
};

// Everything above for one configuration, by a sum over all pairs (minimum image when periodic).
MixtureSnapshot analyseMixture(const MixtureModel& model, const MixtureAtoms& atoms);

// kT of the header for the given per-type masses (used without interactions too).
double mixtureTemperature(const std::vector<double>& massPerType, const MixtureAtoms& atoms,
                          bool periodic);

// The bin centres of g(r) (m) and the ideal-gas pair counts n_ideal per bin for these numbers
// of atoms per type: g = (summed counts / samples) / n_ideal.
std::vector<double> mixtureRdfRadii(const MixtureModel& model);
std::vector<double> mixtureIdealPairCounts(const MixtureModel& model,
                                           const std::vector<std::size_t>& atomsPerType);

} // namespace pl

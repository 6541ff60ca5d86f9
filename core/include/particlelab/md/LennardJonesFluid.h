// Molecular dynamics of Lennard-Jones atoms in a periodic square box (2D), with cell lists, a
// velocity Verlet integrator, a Berendsen thermostat and the radial distribution function.
//
// One step Δt (Allen & Tildesley, "Computer Simulation of Liquids", 2nd ed. 2017):
//   1. half kick      v ← v + ½Δt F/m                                       (eq. 3.11a)
//   2. drift          x ← x + Δt v, wrapped into the periodic box
//   3. neighbours     a Verlet list of the pairs closer than r_c + skin (§5.2), rebuilt only when
//                     some atom has moved more than skin/2 since the last build. It is built
//                     from cell lists (§5.3): atoms counting-sorted into square cells of side
//                     ≥ r_c + skin, each cell checked against itself and four of its eight
//                     neighbours (the other four see it from their side); the atom arrays are
//                     then stored in cell order, so neighbours sit close in memory
//   4. forces         every listed pair, minimum-image convention across the box edges,
//                     Newton's third law: F from LennardJones.h
//   5. half kick      v ← v + ½Δt F/m                                       (eq. 3.11c)
//   6. thermostat     Berendsen: v ← λv, λ = √(1 + (Δt/τ)(T₀/T − 1))
//                     (Berendsen et al., J. Chem. Phys. 81, 3684 (1984), eq. 11). It drives
//                     the temperature to T₀ with time constant τ; it does not sample the
//                     canonical ensemble exactly, which does not matter for watching a gas
//                     condense. τ = 0 switches it off (constant energy).
//
// Temperature in 2D with the total momentum fixed at zero: kT = Σ½mv² / (N − 1) (2N − 2 degrees
// of freedom). The radial distribution function, from pair distances sampled every few steps:
//   g(r) = (number of pairs in [r, r + Δr]) · 2 / (N · (N/A) · 2πr Δr)           (eq. 2.98)
//
// Units: any consistent set; the lesson uses reduced units (σ, ε, atom mass m all 1, time in
// σ√(m/ε)). Atoms are kept in cell order and therefore reordered every step: an atom's index is
// not its identity.
#pragma once

#include <particlelab/forces/LennardJones.h>

#include <cstdint>
#include <random>
#include <span>
#include <vector>

namespace pl {

struct LennardJonesSettings {
    double epsilon = 1.0;          // J (ε)
    double sigma = 1.0;            // m (σ)
    double cutoff = 2.5;           // m (2.5σ)
    bool shifted = false;          // U shifted to 0 at the cut-off (no energy jumps there)
    double mass = 1.0;             // kg
    double thermostatTime = 1.0;   // s (τ of Berendsen; 0 = no thermostat)
    double targetTemperature = 1.0;  // J (kT₀)
    double skin = 0.3;             // m (0.3σ, as LAMMPS's default for LJ units)
    int rdfBins = 100;
    int rdfInterval = 10;          // sample g(r) every this many steps
};

class LennardJonesFluid {
public:
    LennardJonesFluid(const LennardJonesSettings& settings, std::uint64_t seed);

    // `count` atoms at number density `density` (atoms per m²) on a jittered square lattice,
    // velocities from the Maxwell distribution at kT, total momentum zero, scaled to kT exactly.
    void populate(int count, double density, double kT);

    void setTargetTemperature(double kT) { m_settings.targetTemperature = kT; }
    void setThermostatTime(double tau) { m_settings.thermostatTime = tau; }
    const LennardJonesSettings& settings() const { return m_settings; }

    void step(double dt);
    double time() const { return m_time; }  // s
    long long steps() const { return m_steps; }

    std::size_t size() const { return m_x.size(); }
    double boxSide() const { return m_side; }  // m
    std::span<const double> x() const { return m_x; }
    std::span<const double> y() const { return m_y; }
    std::span<const double> vx() const { return m_vx; }
    std::span<const double> vy() const { return m_vy; }
    // Potential energy of each atom: half of its pair energies (J), from the last force pass.
    std::span<const double> atomEnergy() const { return m_atomEnergy; }

    double kineticEnergy() const;                             // J
    double potentialEnergy() const { return m_potential; }    // J, from the last force pass
    double temperature() const;                               // J (kT)
    double momentumX() const;                                 // kg·m/s
    double momentumY() const;
    bool isFinite() const;
    bool usesCellLists() const { return m_cellsPerSide >= 3; }
    long long neighbourListBuilds() const { return m_rebuilds; }
    // The potential energy summed over all N(N−1)/2 pairs with the minimum image, without cell
    // lists: an O(N²) reference for checking them.
    double potentialEnergyByAllPairs() const;

    // g(r) at the bin centres r (m), averaged over the samples since the last resetRdf().
    std::vector<double> rdfRadii() const;
    std::vector<double> rdf() const;
    int rdfSamples() const { return m_rdfSamples; }
    void resetRdf();

private:
    void wrapPositions();
    void sortIntoCells();
    bool neighbourListIsStale() const;
    void buildNeighbourList();
    void computeForces(bool sampleRdf);
    void thermostat(double dt);

    LennardJonesSettings m_settings;
    LennardJones m_potentialFunction;
    std::mt19937_64 m_random;

    // Hot data, in cell order.
    std::vector<double> m_x, m_y;    // m
    std::vector<double> m_vx, m_vy;  // m/s
    std::vector<double> m_fx, m_fy;  // N
    std::vector<double> m_atomEnergy;  // J

    // Cell lists.
    double m_side = 1.0;  // m
    int m_cellsPerSide = 0;
    std::vector<std::uint32_t> m_cellStart;  // first atom of each cell, plus the end
    std::vector<std::uint32_t> m_cellOf;
    std::vector<std::uint32_t> m_fill;
    std::vector<double> m_scratch;

    // Verlet neighbour list: the neighbours j > i of atom i (within r_c + skin at the build) are
    // m_neighbours[m_neighbourStart[i] … m_neighbourStart[i + 1]).
    std::vector<std::uint32_t> m_neighbourStart;
    std::vector<std::uint32_t> m_neighbours;
    std::vector<double> m_xAtBuild, m_yAtBuild;  // m
    long long m_rebuilds = 0;

    double m_potential = 0.0;  // J
    double m_time = 0.0;       // s
    long long m_steps = 0;
    std::vector<double> m_rdfCounts;
    int m_rdfSamples = 0;
};

} // namespace pl

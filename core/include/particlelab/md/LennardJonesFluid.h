// SPDX-License-Identifier: GPL-3.0-or-later
// Molecular dynamics of Lennard-Jones atoms in a periodic square box (2D), with cell lists, a
// velocity Verlet integrator, a Berendsen thermostat, the virial pressure and the radial
// distribution function.
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
//                     Newton's third law: F from LennardJones.h; the pair virial Σ r·F with them
//   5. half kick      v ← v + ½Δt F/m                                       (eq. 3.11c)
//   6. thermostat     Berendsen: v ← λv, λ = √(1 + (Δt/τ)(T₀/T − 1))
//                     (Berendsen et al., J. Chem. Phys. 81, 3684 (1984), eq. 11). It drives
//                     the temperature to T₀ with time constant τ; it does not sample the
//                     canonical ensemble exactly, which does not matter for watching a gas
//                     condense. τ = 0 switches it off (constant energy). LAMMPS's
//                     `fix temp/berendsen` applies the same λ at the same point of the step.
//
// Temperature in 2D with the total momentum fixed at zero: kT = Σ½mv² / (N − 1) (2N − 2 degrees
// of freedom, as LAMMPS counts them in 2D).
// Pressure (virial theorem, Allen & Tildesley eq. 2.61 in d = 2 dimensions):
//   P = (2K + Σ_{i<j} r_ij·F_ij) / (d A) = (K + ½ Σ r_ij·F_ij) / A,
// the same expression as LAMMPS's `compute pressure` (its kinetic term is N_dof kT = 2K).
// Beyond the cut-off the force is missing; with g(r) = 1 there, the tail corrections in 2D are
//   ΔP = −(πρ²/2) ∫_{r_c}^∞ r² U′(r) dr = 2περ² [1.2 (σ/r_c)¹⁰ − 1.5 (σ/r_c)⁴] σ⁻²,
//   ΔU/N = (πρ) ∫_{r_c}^∞ U(r) r dr  = 2περ [0.2 (σ/r_c)¹⁰ − 0.5 (σ/r_c)⁴] σ²
// (the 2D analogue of Allen & Tildesley eqs. 2.144–2.145: the shell 4πr² dr becomes 2πr dr).
// The radial distribution function, from pair distances sampled every few steps:
//   g(r) = (number of pairs in [r, r + Δr]) · 2 / (N · (N/A) · 2πr Δr)           (eq. 2.98)
//
// Units: any consistent set; the lesson uses reduced units (σ, ε, atom mass m all 1, time in
// σ√(m/ε)). Atoms are kept in cell order and therefore reordered at every neighbour-list build:
// an atom's index is not its identity, `ids()` is.
#pragma once

#include <particlelab/forces/LennardJones.h>

#include <bit>
#include <cstdint>
#include <optional>
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

// Everything a step reads from the previous one, as a plain value (default copy). The Verlet
// list is in it because the atom order and the summation order follow from it: a copy continues
// bit for bit.
struct LennardJonesState {
    LennardJonesSettings settings;  // the live ones (target temperature, τ) change during a run
    std::mt19937_64 random;
    double side = 1.0;  // m, the periodic box is [0, side)²
    // Per atom, in cell order.
    std::vector<std::uint32_t> id;   // identity: the atom's index at populate()/loadAtoms()
    std::vector<double> x, y;        // m
    std::vector<double> vx, vy;      // m/s
    std::vector<double> fx, fy;      // N, from the last force pass (read by the next half kick)
    std::vector<double> atomEnergy;  // J, half of each pair energy, from the last force pass
    double potential = 0.0;          // J, Σ pair energies of the last force pass
    double virial = 0.0;             // J, Σ_{i<j} r_ij·F_ij of the last force pass
    // Verlet list: the neighbours j > i of atom i (within r_c + skin at the build) are
    // neighbours[neighbourStart[i] … neighbourStart[i + 1]); positions at the build.
    int cellsPerSide = 0;
    std::vector<std::uint32_t> neighbourStart;
    std::vector<std::uint32_t> neighbours;
    std::vector<double> xAtBuild, yAtBuild;  // m
    long long rebuilds = 0;
    double time = 0.0;  // s
    long long steps = 0;
    std::vector<double> rdfCounts;  // pairs per bin since resetRdf()
    int rdfSamples = 0;
};

class LennardJonesFluid {
public:
    LennardJonesFluid(const LennardJonesSettings& settings, std::uint64_t seed);

    // `count` atoms at number density `density` (atoms per m²) on a jittered square lattice,
    // velocities from the Maxwell distribution at kT, total momentum zero, scaled to kT exactly.
    void populate(int count, double density, double kT);
    // Given atoms (e.g. a frame of a LAMMPS dump) in the periodic box [0, side)²: positions are
    // wrapped into it, forces, energies and the virial computed, g(r) sampled once. Time and
    // step count are set to the given values. All spans have the same length.
    void loadAtoms(double side, std::span<const double> x, std::span<const double> y,
                   std::span<const double> vx, std::span<const double> vy, double time,
                   long long steps);

    void setTargetTemperature(double kT) { m_state.settings.targetTemperature = kT; }
    void setThermostatTime(double tau) { m_state.settings.thermostatTime = tau; }
    const LennardJonesSettings& settings() const { return m_state.settings; }
    const LennardJonesState& state() const { return m_state; }
    // Puts back a state of this fluid (the caller checks it); the potential follows its settings.
    void setState(LennardJonesState state);

    void step(double dt);
    double time() const { return m_state.time; }  // s
    long long steps() const { return m_state.steps; }

    std::size_t size() const { return m_state.x.size(); }
    double boxSide() const { return m_state.side; }  // m
    double density() const;                          // atoms per m²
    std::span<const std::uint32_t> ids() const { return m_state.id; }
    std::span<const double> x() const { return m_state.x; }
    std::span<const double> y() const { return m_state.y; }
    std::span<const double> vx() const { return m_state.vx; }
    std::span<const double> vy() const { return m_state.vy; }
    // U, the virial and each atom's energy take a third of the force pass (storing each pair's
    // terms and adding them to the atoms), and a lesson reads them every few steps. Only the
    // steps whose number is a multiple of `steps` (every step unless set) and those that sample
    // g(r) compute them; read at any other step they are computed then, by one more pass over
    // the pairs at the positions now (kept until the state changes: a frame reads them several
    // times): the same pass, the same bits as a step's. The forces, and so the run, are the same
    // bits either way.
    void setEnergyInterval(int steps) { m_energyInterval = steps > 1 ? steps : 1; }
    int energyInterval() const { return m_energyInterval; }
    // Whether the last step (or populate, loadAtoms) computed them: reading them costs nothing.
    bool energiesAreCurrent() const { return m_energiesAtStep == m_state.steps; }
    // Potential energy of each atom: half of its pair energies (J).
    std::span<const double> atomEnergy() const;
    // The pair terms eight pairs at a time with AVX-512 where the processor has it (the default),
    // or the compiler's loop: the same bits (a test compares them).
    void setPackedPairTerms(bool on) { m_packedPairTerms = on; }

    double kineticEnergy() const;                                   // J
    double potentialEnergy() const;                                 // J, Σ pair energies
    double virial() const;                                          // J, Σ r·F over pairs
    double temperature() const;                                     // J (kT)
    // Virial pressure (K + ½Σ r·F)/A of the truncated force (N/m), as LAMMPS reports it.
    double pressure() const;
    // The tail corrections of the header for this density and cut-off: add them to pressure()
    // and to potentialEnergy()/N for the full (untruncated) potential.
    double pressureTailCorrection() const;        // N/m
    double energyTailCorrectionPerAtom() const;   // J
    double momentumX() const;                     // kg·m/s
    double momentumY() const;
    bool isFinite() const;
    bool usesCellLists() const { return m_state.cellsPerSide >= 3; }
    long long neighbourListBuilds() const { return m_state.rebuilds; }
    // The potential energy summed over all N(N−1)/2 pairs with the minimum image, without cell
    // lists: an O(N²) reference for checking them.
    double potentialEnergyByAllPairs() const;
    // The terms of velocity Verlet's shadow energy (ModifiedEnergy.h) at the current state, in
    // J/s²: vᵀ∇²U v = Σ over pairs of φ''(r)(w·r̂)² + (φ'(r)/r)(|w|² − (w·r̂)²) with w = vᵢ − vⱼ
    // (one pass over the Verlet list, no Hessian stored), and Σ|Fᵢ|²/m from the last forces.
    struct ShadowTerms {
        double velocityHessianVelocity = 0.0;
        double forceSquaredOverMass = 0.0;
    };
    ShadowTerms shadowTerms() const;
    // The largest curvature φ''(r) (J/m²) of a pair inside the cut-off now: the stiffest pair,
    // which vibrates about its separation with ω² = 2φ''/m (reduced mass m/2). A bound of the
    // stability meter: velocity Verlet needs ωΔt < 2 for it. 0 when no pair is compressed enough
    // to have φ'' > 0. One pass over the Verlet list.
    double stiffestPairCurvature() const;

    // g(r) at the bin centres r (m), averaged over the samples since the last resetRdf().
    std::vector<double> rdfRadii() const;
    std::vector<double> rdf() const;
    int rdfSamples() const { return m_state.rdfSamples; }
    void resetRdf();

private:
    void wrapPositions();
    void sortIntoCells();
    // u brought into [0, side) as the periodic box does (u − side·⌊u/side⌋).
    static double wrappedIntoBox(double u, double side);
    // Whether atom i has moved more than half the skin since the list was built.
    bool movedHalfSkin(std::size_t i) const;
    bool neighbourListIsMissing() const;
    bool neighbourListIsStale() const;
    void buildNeighbourList();
    void computeForces(bool sampleRdf);
    void computeForces(bool sampleRdf, bool rebuildList);
    // The force pass without clearing the forces first or summing U after (step() does both
    // in its own passes over the atoms): forces and, withEnergies, per-atom energies and the
    // virial added up.
    void accumulateForces(bool sampleRdf, bool rebuildList, bool withEnergies);
    // Infinite or NaN: all exponent bits set (a test on the bits, which packs into vectors).
    static unsigned isNotFinite(double v)
    {
        constexpr std::uint64_t exponent = 0x7ff0000000000000ull;
        return (std::bit_cast<std::uint64_t>(v) & exponent) == exponent ? 1u : 0u;
    }
    // Every pair's terms, computed for all pairs of the list before they are summed: the force
    // on its first atom (F/r)·(xᵢ − xⱼ) (the second gets minus that), half the pair energy
    // (each atom's share), its virial r·F, and r²; only the force WithEnergies false.
    struct PairTerms {
        std::vector<double> forceX, forceY, halfEnergy, virial, r2;
        std::vector<double> positions;  // (x, y) of every atom, for the packed pass
        void resize(std::size_t n, bool withEnergies)
        {
            forceX.resize(n);
            forceY.resize(n);
            if (withEnergies)
                for (std::vector<double>* v : {&halfEnergy, &virial, &r2})
                    v->resize(n);
        }
    };
    // The order of the force pass's pairs (both atoms of each) and whether it goes in rounds;
    // the rounds are `rounds`' own or derived into it (a const caller's scratch).
    struct PairOrder {
        const std::uint32_t* first;
        const std::uint32_t* second;
        bool inRounds;
    };
    struct Rounds {
        std::vector<std::uint32_t> first, second;
    };
    PairOrder pairOrder(Rounds& rounds, std::vector<std::uint32_t>& pairAtom) const;
    // The pairs' terms and their sums into the atoms (fx, fy and, WithEnergies, energy; all
    // cleared by the caller), the virial's sum returned (0 without energies).
    template <bool WithEnergies>
    double addPairTerms(const PairOrder& order, PairTerms& terms, double* fx, double* fy,
                        double* energy) const;
    template <bool WithEnergies>
    void pairTerms(const double* x, const double* y, const std::uint32_t* atoms,
                   const std::uint32_t* neighbours, std::size_t count, double side, double half,
                   double* outForceX, double* outForceY, double* outHalfEnergy,
                   double* outVirial, double* outR2) const;
    // Adds each pair's force (and energy) to both of its atoms: atom by atom through the list
    // (`first` is neighbourStart), or pair after pair (`first` and `second` its atoms).
    template <bool WithEnergies>
    static void scatterPairTerms(const std::uint32_t* first, const std::uint32_t* neighbours,
                                 std::size_t atoms, const PairTerms& terms, double* fx,
                                 double* fy, double* energy);
    template <bool WithEnergies>
    static void scatterPairTermsInRounds(const std::uint32_t* first, const std::uint32_t* second,
                                         std::size_t pairs, const PairTerms& terms, double* fx,
                                         double* fy, double* energy);
    // U, the virial and the atoms' energies at the positions now, by the force pass's own
    // pass: what energiesAreCurrent() would have held.
    struct Energies {
        double potential = 0.0;
        double virial = 0.0;
        std::vector<double> perAtom;
    };
    Energies energiesNow() const;
    // Those of the state now, from the last force pass or from energiesNow() (computed once for
    // a state: m_onDemand, for the step count onDemandAt; −1 none).
    const Energies& energiesOnDemand() const;
    mutable Energies m_onDemand;
    mutable long long m_onDemandAt = -1;
    // The pairs' distances r² counted into the g(r) bins (those inside the cut-off).
    void addPairsToRdf(std::span<const double> r2);
    std::vector<std::uint32_t> m_rdfBin;  // scratch: each pair's g(r) bin
    std::vector<std::uint32_t> m_rdfCounts;  // scratch: one sample's pairs per bin, four times
    void thermostat(double dt);

    LennardJonesState m_state;
    // Derived from the settings.
    LennardJones m_potentialFunction;
    // Scratch of the cell sort (contents not kept between builds).
    std::vector<std::uint32_t> m_cellStart;  // first atom of each cell, plus the end
    std::vector<std::uint32_t> m_cellOf;
    std::vector<std::uint32_t> m_fill;
    std::vector<double> m_scratch;
    std::vector<std::uint32_t> m_scratchIds;
    // The first atom of each pair of the Verlet list (derived from neighbourStart at each build).
    static void listPairAtoms(const LennardJonesState& s, std::vector<std::uint32_t>& out);
    std::vector<std::uint32_t> m_pairAtom;
    // The pairs of the Verlet list in the order of the force pass (derived from it at each
    // build): in rounds, the first listed neighbour of every atom, then the second of every atom
    // that has two, and so on. Consecutive pairs then have different atoms.
    static void listPairsInRounds(const LennardJonesState& s, Rounds& out,
                                  std::vector<std::uint32_t>& active);
    Rounds m_rounds;
    // Scratch of the list build: the candidate pairs (second and first atom), kept or not.
    std::vector<std::uint32_t> m_buildNeighbours, m_buildAtoms;
    // The last force pass's pairs' terms: their r² are read by g(r) and, on a step that computed
    // the energies, by stiffestPairCurvature().
    PairTerms m_pair;
    // K of the velocities now, summed by the step on its way (the lesson reads it several times
    // a step); empty when the velocities were set otherwise.
    std::optional<double> m_kinetic;
    // isFinite() of the state after a step, found by the step on its way; empty otherwise.
    std::optional<bool> m_finite;
    // See setEnergyInterval(); the step count at which the state's U, virial and atomEnergy
    // were computed (−1: not known to be current, as after setState()).
    int m_energyInterval = 1;
    long long m_energiesAtStep = -1;
    bool m_packedPairTerms = true;  // see setPackedPairTerms()
};

} // namespace pl

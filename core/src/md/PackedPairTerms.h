// SPDX-License-Identifier: GPL-3.0-or-later
// The Lennard-Jones fluid's pair terms (forces, and on the steps that need them energies,
// virials and squared distances) eight pairs at a time with AVX-512.
//
// Why: the force pass reads the positions of both atoms of every listed pair. Packed by the
// compiler from the separate x and y arrays, each of the four reads of a pair became a load and
// an insert, sixty instructions for eight pairs, more than the arithmetic (a division, a dozen
// multiplications); the dense liquid's pass was bound by issuing them. Here each atom's x and y
// sit side by side (a copy made for the pass): one load per atom gives both, one subtraction
// both separations, and eight pairs' separations are taken apart into eight dx and eight dy by
// two permutations. (The processor's gather instructions, tried first, were slower still on
// AMD Zen 4: the dense step took 43 µs instead of 36.)
// Each lane computes what LennardJonesFluid::pairTerms() computes for its pair, with the same
// operations in the same order and no fused multiply-add: the same bits (test_lennard_jones
// compares the two).
#pragma once

#include <cstddef>
#include <cstdint>

namespace pl {

// The Lennard-Jones constants the pair terms need: ε (J), σ² (m²), r_c² (m²) and the shift U(r_c)
// (J, or 0).
struct PackedLennardJones {
    double epsilon, sigma2, cutoff2, shift;
};

// True when packedPairTerms() can run here (AVX-512, and a build without sanitizers).
bool pairTermsCanBePacked();

// For pair m < count, atoms[m] and neighbours[m] with positions (xy[2a], xy[2a + 1]) of atom a
// in a periodic box of side `side` (half = side/2): forceX/forceY[m] = F/r · (dx, dy) (0 beyond
// the cut-off), and WithEnergies also halfEnergy[m] = U/2, virial[m] = F/r · r², distance2[m] = r².
template <bool WithEnergies>
void packedPairTerms(const PackedLennardJones& lj, const double* xy,
                     const std::uint32_t* atoms, const std::uint32_t* neighbours,
                     std::size_t count, double side, double half, double* forceX,
                     double* forceY, double* halfEnergy, double* virial, double* distance2);

} // namespace pl

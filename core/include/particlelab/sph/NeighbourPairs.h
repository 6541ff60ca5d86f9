// SPDX-License-Identifier: GPL-3.0-or-later
// The neighbour pairs of one SPH step, built once and read by every pass and solver iteration
// of the step.
//
// For each fluid particle i (the particles sorted in cell order, so i's neighbours are close in
// memory) the fluid neighbours j with |xᵢ − xⱼ| < 2h are stored with the kernel value Wᵢⱼ and
// the gradient ∇ᵢWᵢⱼ, in contiguous arrays (structure of arrays): a solver iteration streams j
// and ∇ᵢWᵢⱼ front to back instead of recomputing distances and kernels. Every pair is stored
// from both ends, and ∇ⱼWⱼᵢ is computed from xⱼ − xᵢ = −(xᵢ − xⱼ) exactly, so the two gradients
// are exact negatives: forces built from them cancel in pairs (momentum is conserved to
// round-off).
// The arrays are kept per block of ThreadTeam::blockSize particles, the unit in which the team
// hands out work: the thread that finds a block's pairs writes them where every later pass over
// that block reads them, with no copy into one joined array in between. A block's lists are
// gathered by that block alone, in particle order: the arrays are identical for any number of
// threads.
// The sums per fluid particle that the density and the factor αᵢ need are formed while the
// pairs are found (Σⱼ Wᵢⱼ, Σⱼ ∇ᵢWᵢⱼ, Σⱼ |∇ᵢWᵢⱼ|²), so that no pass reads the pairs only for them.
// Boundary particles only enter through sums per fluid particle, because they do not move
// during a step:
//   Σ_b W_ib,   Σ_b ∇ᵢW_ib,   Σ_b v_b·∇ᵢW_ib,   Σ_b W_ib v_b
// (boundary density, gradient, flux and the wall velocity seen through the kernel).
// Source: M. Ihmsen et al., "A parallel SPH implementation on multi-core CPUs", Computer
// Graphics Forum 30 (2011) 99–112, §4–5 (sorted particles, stored neighbour lists).
#pragma once

#include <particlelab/sph/CellList.h>
#include <particlelab/sph/CubicSplineKernel2D.h>
#include <particlelab/sph/ThreadTeam.h>

#include <Eigen/Core>

#include <vector>

namespace pl {

struct NeighbourPairs {
    // The fluid–fluid pairs of one particle i: for k < count, neighbour[k] = j,
    // kernelValue[k] = Wᵢⱼ (1/m²) and kernelGradient[k] = ∇ᵢWᵢⱼ (1/m³).
    struct Range {
        const int* neighbour;
        const double* kernelValue;
        const Eigen::Vector2d* kernelGradient;
        int count;
    };
    Range of(int i) const
    {
        const Block& b = m_blocks[static_cast<std::size_t>(i / ThreadTeam::blockSize)];
        const std::size_t local = static_cast<std::size_t>(i % ThreadTeam::blockSize);
        const int first = b.first[local];
        const std::size_t f = static_cast<std::size_t>(first);
        return {b.neighbour.data() + f, b.kernelValue.data() + f, b.kernelGradient.data() + f,
                b.first[local + 1] - first};
    }
    int fluidNeighbourCount(int i) const { return of(i).count; }

    // Per fluid particle.
    std::vector<double> fluidKernelSum;             // Σⱼ Wᵢⱼ (j ≠ i), 1/m²
    std::vector<Eigen::Vector2d> fluidGradientSum;  // Σⱼ ∇ᵢWᵢⱼ, 1/m³
    std::vector<double> fluidGradientSquares;       // Σⱼ |∇ᵢWᵢⱼ|², 1/m⁶
    std::vector<double> boundaryKernelSum;          // Σ_b W_ib, 1/m²
    std::vector<Eigen::Vector2d> boundaryGradient;  // Σ_b ∇ᵢW_ib, 1/m³
    std::vector<double> boundaryFlux;               // Σ_b v_b·∇ᵢW_ib, 1/(m²·s)
    std::vector<Eigen::Vector2d> boundaryVelocitySum;  // Σ_b W_ib v_b, 1/(m·s)
    std::vector<int> boundaryCount;                 // boundary particles within 2h

    // x: fluid positions (m) sorted in the cell order of fluidGrid; xb, vb: boundary positions
    // (m) and velocities (m/s) in the cell order of boundaryGrid (which may be empty).
    void build(const std::vector<Eigen::Vector2d>& x, const CellGrid& fluidGrid,
               const std::vector<Eigen::Vector2d>& xb, const std::vector<Eigen::Vector2d>& vb,
               const CellGrid& boundaryGrid, const CubicSplineKernel2D& kernel, ThreadTeam& team);

private:
    // The pairs and sums of the particles [begin, end) of one block (build's arguments).
    void buildBlock(int block, int begin, int end, const std::vector<Eigen::Vector2d>& x,
                    const CellGrid& fluidGrid, const std::vector<Eigen::Vector2d>& xb,
                    const std::vector<Eigen::Vector2d>& vb, const CellGrid& boundaryGrid,
                    const CubicSplineKernel2D& kernel);

    // The pairs of particles [block · blockSize, (block + 1) · blockSize): those of the block's
    // k-th particle are [first[k], first[k + 1]) (the arrays may be longer than first.back()).
    // Kept from step to step to reuse the memory.
    struct Block {
        std::vector<int> first;
        std::vector<int> neighbour;
        std::vector<double> kernelValue;
        std::vector<Eigen::Vector2d> kernelGradient;
        // Scratch of the search, for one particle: candidate j, then |xᵢ − xⱼ|² and
        // |xᵢ − xⱼ| of the kept ones (m², m), and their W'/r (1/m⁴).
        std::vector<int> candidates;
        std::vector<double> candidateDistances;
        std::vector<double> candidateFactors;
        // Room for n candidates in each scratch array (doubled when short, kept afterwards).
        void reserveCandidates(int n)
        {
            const std::size_t size = static_cast<std::size_t>(n);
            if (candidates.size() >= size)
                return;
            candidates.resize(2 * size);
            candidateDistances.resize(2 * size);
            candidateFactors.resize(2 * size);
        }
    };
    std::vector<Block> m_blocks;
};

} // namespace pl

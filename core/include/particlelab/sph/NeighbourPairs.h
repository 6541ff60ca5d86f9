// The neighbour pairs of one SPH step, built once and read by every pass and solver iteration
// of the step.
//
// For each fluid particle i (the particles sorted in cell order, so i's neighbours are close in
// memory) the fluid neighbours j with |xᵢ − xⱼ| < 2h are stored with the kernel value Wᵢⱼ and
// the gradient ∇ᵢWᵢⱼ, in three contiguous arrays (structure of arrays): a solver iteration
// streams j and ∇ᵢWᵢⱼ front to back instead of recomputing distances and kernels. Every pair is
// stored from both ends, and ∇ⱼWⱼᵢ is computed from xⱼ − xᵢ = −(xᵢ − xⱼ) exactly, so the two
// gradients are exact negatives: forces built from them cancel in pairs (momentum is conserved
// to round-off).
// Boundary particles only enter through sums per fluid particle, because they do not move
// during a step:
//   Σ_b W_ib,   Σ_b ∇ᵢW_ib,   Σ_b v_b·∇ᵢW_ib,   Σ_b W_ib v_b
// (boundary density, gradient, flux and the wall velocity seen through the kernel).
// Each fluid particle's lists are gathered by that particle alone, and the blocks are joined in
// order: the arrays are identical for any number of threads.
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
    // Fluid–fluid pairs of particle i: [start[i], start[i + 1]).
    std::vector<int> start;
    std::vector<int> neighbour;                // j
    std::vector<double> kernelValue;           // Wᵢⱼ, 1/m²
    std::vector<Eigen::Vector2d> kernelGradient; // ∇ᵢWᵢⱼ, 1/m³
    // Per fluid particle.
    std::vector<double> fluidKernelSum;        // Σⱼ Wᵢⱼ (j ≠ i), 1/m²
    std::vector<double> boundaryKernelSum;     // Σ_b W_ib, 1/m²
    std::vector<Eigen::Vector2d> boundaryGradient;  // Σ_b ∇ᵢW_ib, 1/m³
    std::vector<double> boundaryFlux;          // Σ_b v_b·∇ᵢW_ib, 1/(m²·s)
    std::vector<Eigen::Vector2d> boundaryVelocitySum;  // Σ_b W_ib v_b, 1/(m·s)
    std::vector<int> boundaryCount;            // boundary particles within 2h

    int pairCount() const { return static_cast<int>(neighbour.size()); }
    int fluidNeighbourCount(int i) const
    {
        return start[static_cast<std::size_t>(i) + 1] - start[static_cast<std::size_t>(i)];
    }

    // x: fluid positions (m) sorted in the cell order of fluidGrid; xb, vb: boundary positions
    // (m) and velocities (m/s) in the cell order of boundaryGrid (which may be empty).
    void build(const std::vector<Eigen::Vector2d>& x, const CellGrid& fluidGrid,
               const std::vector<Eigen::Vector2d>& xb, const std::vector<Eigen::Vector2d>& vb,
               const CellGrid& boundaryGrid, const CubicSplineKernel2D& kernel, ThreadTeam& team);

private:
    // Per-block scratch of the search, kept to reuse its memory from step to step.
    struct BlockPairs {
        std::vector<int> neighbour;
        std::vector<double> kernel;
        std::vector<Eigen::Vector2d> gradient;
        std::vector<int> candidates;  // of one particle
    };
    std::vector<BlockPairs> m_blocks;
};

} // namespace pl

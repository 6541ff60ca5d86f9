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
// j and Wᵢⱼ are kept as one list per particle; j and ∇ᵢWᵢⱼ also eight particles side by side
// (a "sliced ELLPACK" layout, Kreutzer et al., SIAM J. Sci. Comput. 36(5) (2014) C401–C423),
// where the solvers' passes read them: they add one pair of each of eight particles at a time,
// in the order of each particle's own list, so the compiler packs the eight sums into one
// register with the same bits as eight scalar loops. A particle's own list is too short to
// pack (19 pairs a particle in the dam break, one chain of additions). In the dam break of
// 2·10⁴ particles at t = 1 s, one thread, the density solver's step took 1.50 instead of
// 2.28 ms and the divergence solver's 0.97 instead of 1.37 ms; the search, which writes the
// slices, 3.3–3.5 instead of 3.1 ms.
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
    // kernelValue[k] = Wᵢⱼ (1/m²) and gradient(k) = ∇ᵢWᵢⱼ (1/m³), read from i's lane of its
    // slice.
    struct Range {
        const int* neighbour;
        const double* kernelValue;
        const double* gradientX;  // every sliceLanes-th entry is i's
        const double* gradientY;
        int count;
        Eigen::Vector2d gradient(int k) const
        {
            const std::size_t at = static_cast<std::size_t>(sliceLanes * k);
            return {gradientX[at], gradientY[at]};
        }
    };
    Range of(int i) const
    {
        const Block& b = m_blocks[static_cast<std::size_t>(i / ThreadTeam::blockSize)];
        const int local = i % ThreadTeam::blockSize;
        const int first = b.first[static_cast<std::size_t>(local)];
        const std::size_t f = static_cast<std::size_t>(first);
        const std::size_t lane = static_cast<std::size_t>(
            b.sliceFirst[static_cast<std::size_t>(local / sliceLanes)] + local % sliceLanes);
        const int count = b.first[static_cast<std::size_t>(local) + 1] - first;
        return {b.neighbour.data() + f, b.kernelValue.data() + f, b.sliceGradientX.data() + lane,
                b.sliceGradientY.data() + lane, count};
    }
    int fluidNeighbourCount(int i) const { return of(i).count; }

    // The pairs of the eight particles first … first + 7 (first a multiple of sliceLanes),
    // side by side: for k < width and lane l, neighbour[sliceLanes·k + l] = j and
    // gradientX/Y[…] = ∇ᵢWᵢⱼ of i = first + l's k-th pair. Past a particle's last pair, and
    // for lanes past the last particle, come pairs with j = i (or the slice's first particle)
    // and a zero gradient, which add nothing.
    static constexpr int sliceLanes = 8;
    struct Slice {
        const int* neighbour;
        const double* gradientX;
        const double* gradientY;
        int width;
    };
    Slice slice(int first) const
    {
        const Block& b = m_blocks[static_cast<std::size_t>(first / ThreadTeam::blockSize)];
        const int local = first % ThreadTeam::blockSize;
        const std::size_t s = static_cast<std::size_t>(local / sliceLanes);
        const std::size_t f = static_cast<std::size_t>(b.sliceFirst[s]);
        return {b.sliceNeighbour.data() + f, b.sliceGradientX.data() + f,
                b.sliceGradientY.data() + f, (b.sliceFirst[s + 1] - b.sliceFirst[s]) / sliceLanes};
    }

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
    static_assert(ThreadTeam::blockSize % sliceLanes == 0, "a block holds whole slices");

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
        // The pairs in slices of eight particles (slice()): slice s's are
        // [sliceFirst[s], sliceFirst[s + 1]), eight to a row.
        std::vector<int> sliceFirst;
        std::vector<int> sliceNeighbour;
        std::vector<double> sliceGradientX;
        std::vector<double> sliceGradientY;
        // Scratch of the search: for one particle, |xᵢ − xⱼ|² and then |xᵢ − xⱼ| of its kept
        // candidates (m², m); for each particle of a slice, their W'/r (1/m⁴).
        std::vector<double> candidateDistances;
        std::vector<double> laneFactor[sliceLanes];
        // Room for n candidates (doubled when short, kept afterwards).
        void reserveCandidates(int n)
        {
            const std::size_t size = static_cast<std::size_t>(n);
            if (candidateDistances.size() < size)
                candidateDistances.resize(2 * size);
        }
        // The W'/r of the slice's particle in `lane`, with room for n.
        double* laneFactors(int lane, int n)
        {
            std::vector<double>& f = laneFactor[lane];
            if (f.size() < static_cast<std::size_t>(n))
                f.resize(2 * static_cast<std::size_t>(n));
            return f.data();
        }
    };
    std::vector<Block> m_blocks;
};

} // namespace pl

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
// j, Wᵢⱼ and ∇ᵢWᵢⱼ are kept eight particles side by side (a "sliced ELLPACK" layout, Kreutzer
// et al., SIAM J. Sci. Comput. 36(5) (2014) C401–C423), where the solvers' passes read them:
// they add one pair of each of eight particles at a time, in the order of each particle's own
// list, so the compiler packs the eight sums into one register with the same bits as eight
// scalar loops. A particle's own list is too short to pack (19 pairs a particle in the dam
// break, one chain of additions). In the dam break of 2·10⁴ particles at t = 1 s, one thread,
// the density solver's step took 1.50 instead of 2.28 ms and the divergence solver's 0.97
// instead of 1.37 ms.
// The search fills the slices the same way round: each particle's kept neighbours and
// separations go into its lane of a scratch, and then, with AVX-512, eight rows at a time are
// turned into one register per row, where the distances, kernels, gradients and sums of eight
// pairs are formed together (NeighbourPairs.cpp). Writing each particle's list into its column
// of the rows one pair at a time, and reading the rows back for the sums, had cost more than
// the kernels: with the rows formed in registers the search of that dam break at two threads
// took 1.77–1.89 instead of 1.99–2.18 ms a step, with the same bits.
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
    static constexpr int sliceLanes = 8;

    // The fluid–fluid pairs of one particle i, read from i's lane of its slice (below): for
    // k < count, neighbour(k) = j, kernelValue(k) = Wᵢⱼ (1/m²) and gradient(k) = ∇ᵢWᵢⱼ (1/m³).
    struct Range {
        const int* neighbours;  // every sliceLanes-th entry is i's, as in the three below
        const double* kernelValues;
        const double* gradientX;
        const double* gradientY;
        int count;
        int neighbour(int k) const { return neighbours[sliceLanes * k]; }
        double kernelValue(int k) const { return kernelValues[sliceLanes * k]; }
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
        const std::size_t lane = static_cast<std::size_t>(
            b.sliceFirst[static_cast<std::size_t>(local / sliceLanes)] + local % sliceLanes);
        return {b.sliceNeighbour.data() + lane, b.sliceKernelValue.data() + lane,
                b.sliceGradientX.data() + lane, b.sliceGradientY.data() + lane,
                b.count[static_cast<std::size_t>(local)]};
    }
    int fluidNeighbourCount(int i) const { return of(i).count; }

    // The pairs of the eight particles first … first + 7 (first a multiple of sliceLanes),
    // side by side: for k < width and lane l, neighbour[sliceLanes·k + l] = j,
    // kernelValue[…] = Wᵢⱼ and gradientX/Y[…] = ∇ᵢWᵢⱼ of i = first + l's k-th pair. Past a
    // particle's last pair, and for lanes past the last particle, come pairs with j = i (or the
    // slice's first particle), a zero kernel and a zero gradient, which add nothing.
    struct Slice {
        const int* neighbour;
        const double* kernelValue;
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
        return {b.sliceNeighbour.data() + f, b.sliceKernelValue.data() + f,
                b.sliceGradientX.data() + f, b.sliceGradientY.data() + f,
                (b.sliceFirst[s + 1] - b.sliceFirst[s]) / sliceLanes};
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
    // `path`: Packed takes the AVX-512 rows (below) where this processor has them, Plain the
    // loops every processor runs; both give the same bits (test_sph_dfsph, packedAndPlainPairsAgreeToTheBit).
    enum class Path { Packed, Plain };
    void build(const std::vector<Eigen::Vector2d>& x, const CellGrid& fluidGrid,
               const std::vector<Eigen::Vector2d>& xb, const std::vector<Eigen::Vector2d>& vb,
               const CellGrid& boundaryGrid, const CubicSplineKernel2D& kernel, ThreadTeam& team,
               Path path = Path::Packed);

private:
    static_assert(ThreadTeam::blockSize % sliceLanes == 0, "a block holds whole slices");

    // The pairs and sums of the particles [begin, end) of one block (build's arguments).
    void buildBlock(int block, int begin, int end, const std::vector<Eigen::Vector2d>& x,
                    const CellGrid& fluidGrid, const std::vector<Eigen::Vector2d>& xb,
                    const std::vector<Eigen::Vector2d>& vb, const CellGrid& boundaryGrid,
                    const CubicSplineKernel2D& kernel, bool packed);

    // The pairs of particles [block · blockSize, (block + 1) · blockSize): the block's k-th
    // particle has count[k]; its slice's are [sliceFirst[s], sliceFirst[s + 1]) of the slice
    // arrays, eight to a row (the arrays may be longer). Kept from step to step to reuse the
    // memory.
    struct Block {
        std::vector<int> count;
        std::vector<int> sliceFirst;
        std::vector<int> sliceNeighbour;
        std::vector<double> sliceKernelValue;
        std::vector<double> sliceGradientX;
        std::vector<double> sliceGradientY;
        // Scratch of the search, for the eight particles of one slice: lane l's kept neighbours
        // j from l · laneRoom on, with xᵢ − xⱼ (m) beside them, and on the plain path their
        // |xᵢ − xⱼ| (m), Wᵢⱼ (1/m²) and W'/r (1/m⁴).
        int laneRoom = 0;
        std::vector<int> laneNeighbour;
        std::vector<double> laneSeparationX;
        std::vector<double> laneSeparationY;
        std::vector<double> laneDistance;
        std::vector<double> laneKernelValue;
        std::vector<double> laneFactor;
        // Scratch for one particle's boundary particles within reach: their index, separation
        // xᵢ − x_b (m), distance (m), W (1/m²) and W'/r (1/m⁴).
        std::vector<int> wallNeighbour;
        std::vector<double> wallSeparationX;
        std::vector<double> wallSeparationY;
        std::vector<double> wallDistance;
        std::vector<double> wallKernelValue;
        std::vector<double> wallFactor;
        void reserveWall(int n)
        {
            const std::size_t size = static_cast<std::size_t>(n);
            if (wallNeighbour.size() >= size)
                return;
            wallNeighbour.resize(2 * size);
            wallSeparationX.resize(2 * size);
            wallSeparationY.resize(2 * size);
            wallDistance.resize(2 * size);
            wallKernelValue.resize(2 * size);
            wallFactor.resize(2 * size);
        }
        // Room for n candidates a lane (doubled when short, kept afterwards); the plain path's
        // three arrays only when it runs.
        void reserveLanes(int n, bool plain)
        {
            if (laneRoom < n) {
                laneRoom = 2 * n;
                const std::size_t size = static_cast<std::size_t>(sliceLanes * laneRoom);
                laneNeighbour.resize(size);
                laneSeparationX.resize(size);
                laneSeparationY.resize(size);
            }
            if (plain && laneDistance.size() < laneNeighbour.size()) {
                laneDistance.resize(laneNeighbour.size());
                laneKernelValue.resize(laneNeighbour.size());
                laneFactor.resize(laneNeighbour.size());
            }
        }
    };
    std::vector<Block> m_blocks;
};

} // namespace pl

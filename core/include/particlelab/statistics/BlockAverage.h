// The mean of a correlated time series and its statistical error by block averaging.
//
// Successive samples of a simulation are correlated, so the naive error σ/√n is too small. The
// blocking method of Flyvbjerg & Petersen (J. Chem. Phys. 91, 461 (1989), eqs. 20–28; Allen &
// Tildesley, "Computer Simulation of Liquids", 2nd ed. 2017, §8.4.1) repeatedly replaces the
// series by the means of neighbouring pairs, x′ᵢ = ½(x₂ᵢ₋₁ + x₂ᵢ). At each level with n blocks
//   ε² = Σ (x′ᵢ − x̄)² / (n (n − 1))
// estimates the squared error of the mean; it grows while the blocks are shorter than the
// correlation time and then levels off. We report the largest ε over the levels that still have
// at least `minBlocks` blocks (16 by default: ε of a level is uncertain by about 1/√(2(n − 1)),
// 18 % at 16 blocks), a conservative reading of the plateau.
#pragma once

#include <span>

namespace pl {

struct BlockAverage {
    double mean = 0.0;
    double error = 0.0;    // one standard error of the mean
    int samples = 0;
    int blockLength = 1;   // samples per block at the level that gave `error`
};

// Needs at least 2·minBlocks samples for an error; with fewer the error is the naive σ/√n of the
// samples themselves (0 for fewer than two samples).
BlockAverage blockAverage(std::span<const double> samples, int minBlocks = 16);

} // namespace pl

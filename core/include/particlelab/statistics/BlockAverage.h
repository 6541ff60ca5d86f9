// SPDX-License-Identifier: GPL-3.0-or-later
// The mean of a correlated time series and its statistical error by block averaging.
//
// Successive samples of a simulation are correlated, so the naive error σ/√n is too small. The
// blocking method (Flyvbjerg & Petersen, J. Chem. Phys. 91, 461 (1989); Allen & Tildesley,
// "Computer Simulation of Liquids", 2nd ed. 2017, §8.4.1) repeatedly replaces the series by the
// means of neighbouring pairs, x′ᵢ = ½(x₂ᵢ₋₁ + x₂ᵢ). At level k, with n_k blocks,
//   ε_k² = σ_k² / n_k,   σ_k² = (1/n_k) Σ (xᵢ − x̄)²
// estimates the squared error of the mean once the blocks are longer than the correlation time.
// Which level is that? The automated test of Jonsson (Phys. Rev. E 98, 043304 (2018), eq. 14):
// with the lag-one autocovariance γ_k = (1/n_k) Σ (xᵢ − x̄)(xᵢ₊₁ − x̄),
//   M_j = Σ_{k ≥ j} n_k (γ_k / σ_k²)²
// is χ²-distributed with (number of levels − j) degrees of freedom when the blocks from level j
// on are uncorrelated; the first j with M_j below the 99 % quantile is taken. When no level
// passes (a series too short for its correlation time) the largest ε_k is reported and
// `converged` is false.
#pragma once

#include <span>

namespace pl {

struct BlockAverage {
    double mean = 0.0;
    double error = 0.0;    // one standard error of the mean
    long long samples = 0;
    long long blockLength = 1;  // samples per block at the level that gave `error`
    bool converged = false;  // a level with uncorrelated blocks was found
};

// Needs at least 4 samples for an error (0 below).
BlockAverage blockAverage(std::span<const double> samples);

} // namespace pl

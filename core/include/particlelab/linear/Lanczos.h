// SPDX-License-Identifier: GPL-3.0-or-later
// The stiffest modes of a large symmetric system without forming its matrix: Lanczos iteration
// (Golub & Van Loan, "Matrix Computations", 4th ed., §10.1) on an operator given as a product
// u ↦ S u. A few tens of products find the largest eigenvalues of a spring network's
// mass-weighted stiffness S = M^{-1/2} K M^{-1/2} (they are ω² of its fastest modes) to many
// digits, where power iteration needs hundreds when the top two are close.
#pragma once

#include <Eigen/Core>

#include <functional>
#include <vector>

namespace pl {

// out = S u for a vector u of the operator's dimension (out is sized by the caller's operator).
using SymmetricOperator = std::function<void(const Eigen::VectorXd& u, Eigen::VectorXd& out)>;

// The `count` largest Ritz values of S after `iterations` Lanczos steps with full
// reorthogonalisation (largest first), from `start` (a random vector when it is empty or zero).
// `start` is left as the Ritz vector of the largest one, so the next call starts warm.
std::vector<double> largestEigenvalues(const SymmetricOperator& apply, Eigen::Index dimension,
                                       int count, int iterations, Eigen::VectorXd& start);

} // namespace pl

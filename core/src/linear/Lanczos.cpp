// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/linear/Lanczos.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <random>

namespace pl {

std::vector<double> largestEigenvalues(const SymmetricOperator& apply, Eigen::Index dimension,
                                       int count, int iterations, Eigen::VectorXd& start)
{
    if (dimension <= 0 || count <= 0)
        return {};
    const int m = static_cast<int>(std::min<Eigen::Index>(iterations, dimension));
    if (start.size() != dimension || !(start.norm() > 0.0) || !start.allFinite()) {
        std::mt19937 engine(12345);
        std::uniform_real_distribution<double> uniform(-1.0, 1.0);
        start.resize(dimension);
        for (Eigen::Index k = 0; k < dimension; ++k)
            start[k] = uniform(engine);
    }
    Eigen::MatrixXd q(dimension, m);
    std::vector<double> alpha, beta;
    q.col(0) = start.normalized();
    Eigen::VectorXd w(dimension);
    int steps = 0;
    for (int j = 0; j < m; ++j) {
        w.setZero();
        apply(q.col(j), w);
        const double a = q.col(j).dot(w);
        alpha.push_back(a);
        ++steps;
        // Full reorthogonalisation against every basis vector (twice is enough).
        for (int pass = 0; pass < 2; ++pass)
            w -= q.leftCols(j + 1) * (q.leftCols(j + 1).transpose() * w);
        const double b = w.norm();
        if (j + 1 == m || b <= 1e-12 * std::max(std::abs(a), 1e-300))
            break;
        beta.push_back(b);
        q.col(j + 1) = w / b;
    }
    Eigen::MatrixXd t = Eigen::MatrixXd::Zero(steps, steps);
    for (int i = 0; i < steps; ++i) {
        t(i, i) = alpha[static_cast<std::size_t>(i)];
        if (i + 1 < steps)
            t(i, i + 1) = t(i + 1, i) = beta[static_cast<std::size_t>(i)];
    }
    const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(t);
    const Eigen::VectorXd& values = solver.eigenvalues();  // ascending
    std::vector<double> out;
    for (int i = steps - 1; i >= 0 && static_cast<int>(out.size()) < count; --i)
        out.push_back(values[i]);
    start = q.leftCols(steps) * solver.eigenvectors().col(steps - 1);
    return out;
}

} // namespace pl

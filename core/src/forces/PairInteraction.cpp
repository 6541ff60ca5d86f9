// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/forces/PairInteraction.h"

namespace pl {

void LennardJonesPairs::addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd&,
                                  const Eigen::VectorXd&, Eigen::VectorXd& forces) const
{
    const Eigen::Index n = positions.size() / 2;
    const double cutoff2 = m_potential.cutoffSquared();
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = i + 1; j < n; ++j) {
            const Eigen::Vector2d d = positions.segment<2>(2 * i) - positions.segment<2>(2 * j);
            const double r2 = d.squaredNorm();
            if (r2 >= cutoff2 || r2 == 0.0)
                continue;
            double forceOverR = 0.0, energy = 0.0;
            m_potential.evaluate(r2, forceOverR, energy);
            forces.segment<2>(2 * i) += forceOverR * d;
            forces.segment<2>(2 * j) -= forceOverR * d;
        }
}

double LennardJonesPairs::potentialEnergy(const Eigen::VectorXd& positions,
                                          const Eigen::VectorXd&) const
{
    const Eigen::Index n = positions.size() / 2;
    const double cutoff2 = m_potential.cutoffSquared();
    double energy = 0.0;
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = i + 1; j < n; ++j) {
            const double r2 =
                (positions.segment<2>(2 * i) - positions.segment<2>(2 * j)).squaredNorm();
            if (r2 >= cutoff2 || r2 == 0.0)
                continue;
            double forceOverR = 0.0;
            m_potential.evaluate(r2, forceOverR, energy);
        }
    return energy;
}

} // namespace pl

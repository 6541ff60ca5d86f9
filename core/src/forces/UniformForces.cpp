// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/forces/UniformForces.h"

namespace pl {

void Gravity::addForces(const Eigen::VectorXd&, const Eigen::VectorXd&,
                        const Eigen::VectorXd& inverseMasses, Eigen::VectorXd& forces) const
{
    for (Eigen::Index i = 0; i < inverseMasses.size(); ++i)
        if (inverseMasses[i] > 0.0)
            forces.segment<2>(2 * i) += m_g / inverseMasses[i];
}

double Gravity::potentialEnergy(const Eigen::VectorXd& positions,
                                const Eigen::VectorXd& inverseMasses) const
{
    double u = 0.0;
    for (Eigen::Index i = 0; i < inverseMasses.size(); ++i)
        if (inverseMasses[i] > 0.0)
            u -= m_g.dot(positions.segment<2>(2 * i)) / inverseMasses[i];
    return u;
}

void LinearDrag::addForces(const Eigen::VectorXd&, const Eigen::VectorXd& velocities,
                           const Eigen::VectorXd& inverseMasses, Eigen::VectorXd& forces) const
{
    for (Eigen::Index i = 0; i < inverseMasses.size(); ++i)
        if (inverseMasses[i] > 0.0)
            forces.segment<2>(2 * i) -= m_b * velocities.segment<2>(2 * i);
}

} // namespace pl

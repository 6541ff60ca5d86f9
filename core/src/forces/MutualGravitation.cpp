// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/forces/MutualGravitation.h"

#include <cmath>

namespace pl {

MutualGravitation::MutualGravitation(std::vector<double> masses, double gravitationalConstant,
                                     double softening)
    : m_masses(std::move(masses)), m_G(gravitationalConstant), m_softening(softening)
{
}

void MutualGravitation::addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd&,
                                  const Eigen::VectorXd&, Eigen::VectorXd& forces) const
{
    const int n = static_cast<int>(m_masses.size());
    const double eps2 = m_softening * m_softening;
    for (int i = 0; i < n; ++i) {
        if (i % 64 == 0 && stopRequested())
            return;  // the step is left unfinished (StepMonitor.h)
        for (int j = i + 1; j < n; ++j) {
            const Eigen::Vector2d d = positions.segment<2>(2 * j) - positions.segment<2>(2 * i);
            const double r2 = d.squaredNorm() + eps2;
            if (r2 == 0.0)
                continue;  // coincident bodies without softening: no direction
            const Eigen::Vector2d f = (m_G * m_masses[i] * m_masses[j] / (r2 * std::sqrt(r2))) * d;
            forces.segment<2>(2 * i) += f;
            forces.segment<2>(2 * j) -= f;
        }
    }
}

double MutualGravitation::potentialEnergy(const Eigen::VectorXd& positions,
                                          const Eigen::VectorXd&) const
{
    const int n = static_cast<int>(m_masses.size());
    const double eps2 = m_softening * m_softening;
    double u = 0.0;
    for (int i = 0; i < n; ++i) {
        if (i % 64 == 0 && stopRequested())
            return u;  // a partial sum: the run that asked to stop shows nothing
        for (int j = i + 1; j < n; ++j) {
            const double r2 =
                (positions.segment<2>(2 * j) - positions.segment<2>(2 * i)).squaredNorm() + eps2;
            if (r2 > 0.0)
                u -= m_G * m_masses[i] * m_masses[j] / std::sqrt(r2);
        }
    }
    return u;
}

} // namespace pl

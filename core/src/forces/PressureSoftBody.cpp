// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/forces/PressureSoftBody.h"

#include <cassert>
#include <cmath>
#include <numbers>

namespace pl {

PressureSoftBody::PressureSoftBody(std::vector<int> ring, double nRT, double referenceArea)
    : m_ring(std::move(ring)), m_nRT(nRT), m_referenceArea(referenceArea)
{
    assert(m_ring.size() >= 3 && referenceArea > 0.0);
}

double PressureSoftBody::enclosedArea(const Eigen::VectorXd& positions,
                                      const std::vector<int>& ring)
{
    double twice = 0.0;
    const std::size_t n = ring.size();
    for (std::size_t k = 0; k < n; ++k) {
        const int a = 2 * ring[k], b = 2 * ring[(k + 1) % n];
        twice += positions[a] * positions[b + 1] - positions[b] * positions[a + 1];
    }
    return 0.5 * twice;
}

double PressureSoftBody::equilibriumRadius(int count, double restLength, double stiffness,
                                           double nRT)
{
    const double s = std::sin(std::numbers::pi / count), c = std::cos(std::numbers::pi / count);
    // g(R) = spring tension − pressure load: negative while the gas wins, increasing in R.
    auto excess = [&](double radius) {
        const double edge = 2.0 * radius * s;
        const double area = 0.5 * count * radius * radius * std::sin(2.0 * std::numbers::pi / count);
        const double tension = stiffness * (edge / restLength - 1.0);
        return 2.0 * tension * s - (nRT / area) * edge * c;
    };
    double lo = 0.5 * restLength / s;  // edges at half their rest length: gas wins
    double hi = restLength / s;
    while (excess(hi) < 0.0)
        hi *= 2.0;
    for (int it = 0; it < 200 && hi - lo > 1e-15 * hi; ++it) {
        const double mid = 0.5 * (lo + hi);
        (excess(mid) < 0.0 ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

void PressureSoftBody::addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd&,
                                 const Eigen::VectorXd&, Eigen::VectorXd& forces) const
{
    const double pressure = m_nRT / area(positions);  // N/m
    const std::size_t n = m_ring.size();
    for (std::size_t k = 0; k < n; ++k) {
        const int a = 2 * m_ring[k], b = 2 * m_ring[(k + 1) % n];
        // Outward normal of the edge a → b of a CCW ring, times its length: (e_y, −e_x).
        const double ex = positions[b] - positions[a], ey = positions[b + 1] - positions[a + 1];
        const double fx = 0.5 * pressure * ey, fy = -0.5 * pressure * ex;
        forces[a] += fx;
        forces[a + 1] += fy;
        forces[b] += fx;
        forces[b + 1] += fy;
    }
}

double PressureSoftBody::potentialEnergy(const Eigen::VectorXd& positions,
                                         const Eigen::VectorXd&) const
{
    return -m_nRT * std::log(area(positions) / m_referenceArea);
}

} // namespace pl

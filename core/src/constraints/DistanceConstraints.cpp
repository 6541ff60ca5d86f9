// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/constraints/DistanceConstraints.h"

#include <algorithm>
#include <cmath>

namespace pl {

DistanceConstraints::DistanceConstraints(std::vector<Link> links, double compliance)
    : m_links(std::move(links)), m_lambda(m_links.size(), 0.0), m_compliance(compliance)
{
}

void DistanceConstraints::addLinks(const std::vector<Link>& links)
{
    m_links.insert(m_links.end(), links.begin(), links.end());
    m_lambda.assign(m_links.size(), 0.0);
}

void DistanceConstraints::beginSubstep(ParticleSystem&, double)
{
    std::fill(m_lambda.begin(), m_lambda.end(), 0.0);
}

void DistanceConstraints::project(ParticleSystem& system, double dt)
{
    const double alphaTilde = m_compliance / (dt * dt);
    double* x = system.positions().data();
    const double* w = system.inverseMasses().data();
    for (std::size_t k = 0; k < m_links.size(); ++k) {
        const Link& l = m_links[k];
        const double wa = w[l.a], wb = w[l.b];
        if (wa + wb == 0.0)
            continue;
        const int a = 2 * l.a, b = 2 * l.b;
        const double dx = x[a] - x[b], dy = x[a + 1] - x[b + 1];
        const double len = std::sqrt(dx * dx + dy * dy);
        if (len == 0.0)
            continue;  // no direction to push along
        const double c = len - l.restLength;
        const double dLambda = (-c - alphaTilde * m_lambda[k]) / (wa + wb + alphaTilde);
        m_lambda[k] += dLambda;
        const double nx = dx / len, ny = dy / len;
        x[a] += wa * dLambda * nx;
        x[a + 1] += wa * dLambda * ny;
        x[b] -= wb * dLambda * nx;
        x[b + 1] -= wb * dLambda * ny;
    }
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/forces/DampedSprings.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace pl {

DampedSprings::DampedSprings(std::vector<Link> links, double stiffness, double damping)
    : m_links(std::move(links)), m_ks(stiffness), m_kd(damping)
{
}

void DampedSprings::addLinks(const std::vector<Link>& links)
{
    m_links.insert(m_links.end(), links.begin(), links.end());
}

Eigen::Vector2d DampedSprings::force(const Eigen::Vector2d& xi, const Eigen::Vector2d& xj,
                                     const Eigen::Vector2d& vi, const Eigen::Vector2d& vj,
                                     double restLength, double stiffness, double damping)
{
    const Eigen::Vector2d d = xj - xi;
    const double len = d.norm();
    if (len == 0.0)
        return Eigen::Vector2d::Zero();  // no direction: a coincident pair exerts no force
    const double magnitude = stiffness * (len / restLength - 1.0) +
                             damping * (vj - vi).dot(d) / (restLength * len);
    return magnitude * d / len;
}

// The hot loop of the spring cloth: plain scalar code over the arrays (the compiler keeps it in
// registers; Eigen temporaries of size 2 cost more than they save here).
void DampedSprings::addForces(const Eigen::VectorXd& positions,
                              const Eigen::VectorXd& velocities, const Eigen::VectorXd&,
                              Eigen::VectorXd& forces) const
{
    const double* x = positions.data();
    const double* v = velocities.data();
    double* f = forces.data();
    for (const Link& l : m_links) {
        const int i = 2 * l.a, j = 2 * l.b;
        const double dx = x[j] - x[i], dy = x[j + 1] - x[i + 1];
        const double len = std::sqrt(dx * dx + dy * dy);
        if (len == 0.0)
            continue;
        const double dvx = v[j] - v[i], dvy = v[j + 1] - v[i + 1];
        const double inverseRest = 1.0 / l.restLength;
        const double magnitude = m_ks * (len * inverseRest - 1.0) +
                                 m_kd * (dvx * dx + dvy * dy) * inverseRest / len;
        const double fx = magnitude * dx / len, fy = magnitude * dy / len;
        f[i] += fx;
        f[i + 1] += fy;
        f[j] -= fx;
        f[j + 1] -= fy;
    }
}

double DampedSprings::potentialEnergy(const Eigen::VectorXd& positions,
                                      const Eigen::VectorXd&) const
{
    double u = 0.0;
    for (const Link& l : m_links) {
        const double len =
            (positions.segment<2>(2 * l.b) - positions.segment<2>(2 * l.a)).norm();
        u += 0.5 * (m_ks / l.restLength) * (len - l.restLength) * (len - l.restLength);
    }
    return u;
}

double DampedSprings::highestAngularFrequency(const Eigen::VectorXd& positions,
                                              const Eigen::VectorXd& inverseMasses) const
{
    // Power iteration on the symmetric S = M^{-1/2} K M^{-1/2}, whose eigenvalues are ω².
    const Eigen::Index n = inverseMasses.size();
    Eigen::VectorXd sqrtW(n);
    for (Eigen::Index i = 0; i < n; ++i)
        sqrtW[i] = std::sqrt(inverseMasses[i]);
    auto apply = [&](const Eigen::VectorXd& u) {
        Eigen::VectorXd out = Eigen::VectorXd::Zero(2 * n);
        for (const Link& l : m_links) {
            Eigen::Vector2d dir = positions.segment<2>(2 * l.b) - positions.segment<2>(2 * l.a);
            if (dir.norm() == 0.0)
                continue;
            dir.normalize();
            const double k = m_ks / l.restLength;
            const Eigen::Vector2d ua = sqrtW[l.a] * u.segment<2>(2 * l.a);
            const Eigen::Vector2d ub = sqrtW[l.b] * u.segment<2>(2 * l.b);
            const Eigen::Vector2d t = k * dir.dot(ub - ua) * dir;
            out.segment<2>(2 * l.a) -= sqrtW[l.a] * t;
            out.segment<2>(2 * l.b) += sqrtW[l.b] * t;
        }
        return out;
    };
    std::mt19937 engine(12345);
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    Eigen::VectorXd u(2 * n);
    for (Eigen::Index k = 0; k < u.size(); ++k)
        u[k] = uniform(engine);
    if (u.norm() == 0.0)
        return 0.0;
    u.normalize();
    double lambda = 0.0;
    for (int it = 0; it < 500; ++it) {
        Eigen::VectorXd next = apply(u);
        const double norm = next.norm();
        if (norm == 0.0)
            return 0.0;
        const double estimate = u.dot(next);  // Rayleigh quotient
        u = next / norm;
        if (it > 20 && std::abs(estimate - lambda) <= 1e-10 * std::abs(estimate))
            return std::sqrt(std::max(estimate, 0.0));
        lambda = estimate;
    }
    return std::sqrt(std::max(lambda, 0.0));
}

void DampedSprings::addMassWeightedStiffness(const Eigen::VectorXd& positions,
                                             const Eigen::VectorXd& sqrtInverseMasses,
                                             const Eigen::VectorXd& u, Eigen::VectorXd& out) const
{
    for (const Link& l : m_links) {
        Eigen::Vector2d dir = positions.segment<2>(2 * l.b) - positions.segment<2>(2 * l.a);
        const double length = dir.norm();
        if (length == 0.0)
            continue;
        dir /= length;
        const double k = m_ks / l.restLength;
        const double wa = sqrtInverseMasses[l.a], wb = sqrtInverseMasses[l.b];
        const double stretch = dir.dot(wb * u.segment<2>(2 * l.b) - wa * u.segment<2>(2 * l.a));
        out.segment<2>(2 * l.a) -= (wa * k * stretch) * dir;
        out.segment<2>(2 * l.b) += (wb * k * stretch) * dir;
    }
}

} // namespace pl

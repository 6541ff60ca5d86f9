// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/constraints/DiskContacts.h"

#include "particlelab/particles/ParticleSystem.h"

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

constexpr double contactMargin = 1e-6;  // relative to R_i + R_j: "touching" includes round-off

struct Contact {
    int i;
    int j;
    Eigen::Vector2d normal;  // unit, from i to j
    double restingSpeed;     // m/s: approach speeds up to this are resting contacts
};

} // namespace

DiskContacts::DiskContacts(std::vector<double> radii, double restitution)
    : m_radii(std::move(radii)), m_restitution(restitution)
{
}

void DiskContacts::exclude(int a, int b)
{
    const std::pair<int, int> pair{std::min(a, b), std::max(a, b)};
    const auto at = std::lower_bound(m_excluded.begin(), m_excluded.end(), pair);
    if (at == m_excluded.end() || *at != pair)
        m_excluded.insert(at, pair);
}

bool DiskContacts::excluded(int a, int b) const
{
    return std::binary_search(m_excluded.begin(), m_excluded.end(),
                              std::pair<int, int>{std::min(a, b), std::max(a, b)});
}

void DiskContacts::project(ParticleSystem&, double)
{
    // Contacts are resolved on velocities after the position stages (see the header).
}

void DiskContacts::correctVelocities(ParticleSystem& system, double)
{
    Eigen::VectorXd& x = system.positions();
    Eigen::VectorXd& v = system.velocities();
    const Eigen::VectorXd& v0 = system.previousVelocities();
    const Eigen::VectorXd& w = system.inverseMasses();
    const int n = std::min(system.size(), static_cast<int>(m_radii.size()));
    const bool haveStart = v0.size() == v.size();

    std::vector<Contact> contacts;
    for (int i = 0; i < n; ++i) {
        if (i % 64 == 0) {
            if (system.stopRequested())
                return;  // the step is left unfinished (StepMonitor.h)
            // Row i starts after i n − i²/2 of the n²/2 pairs.
            system.reportSubstepProgress((2.0 * i * n - double(i) * i) / (double(n) * n));
        }
        for (int j = i + 1; j < n; ++j) {
            if (w[i] + w[j] == 0.0 || excluded(i, j))
                continue;
            const Eigen::Vector2d d = x.segment<2>(2 * j) - x.segment<2>(2 * i);
            const double reach = (m_radii[i] + m_radii[j]) * (1.0 + contactMargin);
            const double d2 = d.squaredNorm();
            if (d2 > reach * reach || d2 == 0.0)
                continue;
            const Eigen::Vector2d normal = d / std::sqrt(d2);
            double gained = 0.0;  // what the forces added to the approach this substep
            if (haveStart)
                gained = std::abs(((v.segment<2>(2 * i) - v0.segment<2>(2 * i)) -
                                   (v.segment<2>(2 * j) - v0.segment<2>(2 * j)))
                                      .dot(normal));
            contacts.push_back({i, j, normal, 2.0 * gained});
        }
    }

    // 1. Impulses, Gauss–Seidel sweeps until no contact approaches.
    const int maxSweeps = 4 * static_cast<int>(contacts.size()) + 1;
    for (int sweep = 0; sweep < maxSweeps; ++sweep) {
        if (sweep % 64 == 63 && system.stopRequested())
            return;
        bool any = false;
        for (const Contact& c : contacts) {
            const double approach =
                (v.segment<2>(2 * c.i) - v.segment<2>(2 * c.j)).dot(c.normal);
            if (approach <= 0.0)
                continue;
            any = true;
            const double e = approach > c.restingSpeed ? m_restitution : 0.0;
            const double impulse = (1.0 + e) * approach / (w[c.i] + w[c.j]);  // N·s
            v.segment<2>(2 * c.i) -= w[c.i] * impulse * c.normal;
            v.segment<2>(2 * c.j) += w[c.j] * impulse * c.normal;
        }
        if (!any)
            break;
    }

    // 2. Overlaps pushed apart; the centre of mass stays, velocities are left alone.
    for (const Contact& c : contacts) {
        const Eigen::Vector2d d = x.segment<2>(2 * c.j) - x.segment<2>(2 * c.i);
        const double overlap = m_radii[c.i] + m_radii[c.j] - d.norm();
        if (overlap <= 0.0)
            continue;
        const double wsum = w[c.i] + w[c.j];
        x.segment<2>(2 * c.i) -= (overlap * w[c.i] / wsum) * c.normal;
        x.segment<2>(2 * c.j) += (overlap * w[c.j] / wsum) * c.normal;
    }
}

} // namespace pl

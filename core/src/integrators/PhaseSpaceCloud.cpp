// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/integrators/PhaseSpaceCloud.h"

#include <cassert>
#include <cmath>
#include <numbers>

namespace pl {

ParticleState phaseSpaceLoop(const ParticleState& centre, int count, double radiusX,
                             double radiusV)
{
    assert(count >= 3 && centre.x.size() == centre.v.size());
    const Eigen::Index d = centre.x.size();
    ParticleState loop;
    loop.x.resize(d * count);
    loop.v.resize(d * count);
    loop.t = centre.t;
    for (int j = 0; j < count; ++j) {
        const double angle = 2.0 * std::numbers::pi * j / count;
        loop.x.segment(j * d, d) = centre.x;
        loop.v.segment(j * d, d) = centre.v;
        loop.x[j * d] += radiusX * std::cos(angle);
        loop.v[j * d] += radiusV * std::sin(angle);
    }
    return loop;
}

double phaseSpaceLoopArea(const ParticleState& loop, int count)
{
    assert(count >= 3 && loop.x.size() % count == 0);
    const Eigen::Index d = loop.x.size() / count;
    double twiceArea = 0.0;
    for (Eigen::Index i = 0; i < d; ++i) {
        for (int j = 0; j < count; ++j) {
            const Eigen::Index a = j * d + i;
            const Eigen::Index b = ((j + 1) % count) * d + i;
            twiceArea += loop.x[a] * loop.v[b] - loop.x[b] * loop.v[a];
        }
    }
    return 0.5 * twiceArea;
}

} // namespace pl

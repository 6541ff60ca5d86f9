// SPDX-License-Identifier: GPL-3.0-or-later
#include "ideal_gas/ExactGas.h"

#include <algorithm>
#include <vector>

namespace pl {

TrText checkEventDrivenState(const EventDrivenGas::State& s, std::size_t count)
{
    const auto sized = [count](const auto& v) { return v.size() == count; };
    if (!(sized(s.x) && sized(s.y) && sized(s.vx) && sized(s.vy) && sized(s.t) &&
          sized(s.lastCollision) && sized(s.radius) && sized(s.mass) && sized(s.cell)))
        return PL_TR_NOOP("ideal-gas",
                          "the exact gas does not hold one entry per disk of the shown gas");
    using Walls = EventDrivenBox::Walls;
    if (!(s.box.walls == Walls::Specular || s.box.walls == Walls::Thermal ||
          s.box.walls == Walls::Periodic) ||
        !(std::isfinite(s.box.width) && s.box.width > 0.0 && std::isfinite(s.box.height) &&
          s.box.height > 0.0 && std::isfinite(s.box.wallTemperature) &&
          s.box.wallTemperature > 0.0))
        return PL_TR_NOOP("ideal-gas", "the exact gas's box is not a box");
    if (!(std::isfinite(s.time) && s.time >= 0.0 && s.restitution > 0.0 && s.restitution <= 1.0 &&
          std::isfinite(s.tcDuration) && s.tcDuration >= 0.0))
        return PL_TR_NOOP("ideal-gas", "the exact gas's time or restitution is out of range");
    for (std::size_t i = 0; i < count; ++i) {
        if (!(std::isfinite(s.x[i]) && std::isfinite(s.y[i]) && std::isfinite(s.vx[i]) &&
              std::isfinite(s.vy[i]) && std::isfinite(s.t[i]) && s.t[i] <= s.time &&
              s.radius[i] > 0.0 && std::isfinite(s.radius[i]) && s.mass[i] > 0.0 &&
              std::isfinite(s.mass[i]) && !(s.lastCollision[i] > s.time)))
            return PL_TR_NOOP(
                "ideal-gas",
                "a disk of the exact gas has a position, velocity, time, radius or mass out "
                "of range");
        const double slackX = 1e-9 * s.box.width, slackY = 1e-9 * s.box.height;
        if (s.x[i] < -slackX || s.x[i] > s.box.width + slackX || s.y[i] < -slackY ||
            s.y[i] > s.box.height + slackY)
            return PL_TR_NOOP("ideal-gas", "a disk of the exact gas is outside its box");
    }
    const EventCounters& c = s.counters;
    if (!(std::isfinite(c.time) && c.time >= 0.0 && c.time <= s.time * (1.0 + 1e-12) + 1e-300 &&
          c.pairCollisions >= 0 && c.wallHits >= 0 && c.cellCrossings >= 0 &&
          std::isfinite(c.virial) && std::isfinite(c.wallImpulse) &&
          std::isfinite(c.pathLength) && c.pathLength >= 0.0))
        return PL_TR_NOOP("ideal-gas", "the exact gas's counters are out of range");
    return {};
}

long long countOverlappingPairs(std::span<const double> x, std::span<const double> y,
                                std::span<const double> radius, double xMin, double yMin,
                                double width, double height, double tolerance)
{
    const std::size_t n = x.size();
    if (n < 2)
        return 0;
    const double largest = 2.0 * *std::max_element(radius.begin(), radius.end());
    const int nx = std::clamp(static_cast<int>(width / largest), 1, 2048);
    const int ny = std::clamp(static_cast<int>(height / largest), 1, 2048);
    const double cw = width / nx, ch = height / ny;
    auto cellOf = [&](std::size_t i) {
        const int cx = std::clamp(static_cast<int>(std::floor((x[i] - xMin) / cw)), 0, nx - 1);
        const int cy = std::clamp(static_cast<int>(std::floor((y[i] - yMin) / ch)), 0, ny - 1);
        return cy * nx + cx;
    };
    // Disks sorted by cell (a counting sort): start[c] … start[c + 1] are the disks of cell c.
    std::vector<int> start(static_cast<std::size_t>(nx) * ny + 1, 0), order(n), cell(n);
    for (std::size_t i = 0; i < n; ++i) {
        cell[i] = cellOf(i);
        ++start[static_cast<std::size_t>(cell[i]) + 1];
    }
    for (std::size_t c = 1; c < start.size(); ++c)
        start[c] += start[c - 1];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (std::size_t i = 0; i < n; ++i)
        order[static_cast<std::size_t>(fill[static_cast<std::size_t>(cell[i])]++)] =
            static_cast<int>(i);
    long long overlaps = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const int cx = cell[i] % nx, cy = cell[i] / nx;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const int ox = cx + dx, oy = cy + dy;
                if (ox < 0 || oy < 0 || ox >= nx || oy >= ny)
                    continue;
                const auto c = static_cast<std::size_t>(oy * nx + ox);
                for (int k = start[c]; k < start[c + 1]; ++k) {
                    const auto j = static_cast<std::size_t>(order[static_cast<std::size_t>(k)]);
                    if (j <= i)
                        continue;
                    const double d = (radius[i] + radius[j]) * (1.0 - tolerance);
                    const double ddx = x[j] - x[i], ddy = y[j] - y[i];
                    if (ddx * ddx + ddy * ddy < d * d)
                        ++overlaps;
                }
            }
    }
    return overlaps;
}

} // namespace pl

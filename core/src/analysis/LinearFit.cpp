// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/analysis/LinearFit.h"

#include <cmath>
#include <algorithm>
#include <cstddef>

namespace pl {

std::optional<LinearFit> fitLine(const std::vector<double>& x, const std::vector<double>& y)
{
    const std::size_t n = std::min(x.size(), y.size());
    // Two passes (means first) for accuracy when x is far from 0.
    double sx = 0.0, sy = 0.0;
    int count = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(x[i]) || !std::isfinite(y[i]))
            continue;
        sx += x[i];
        sy += y[i];
        ++count;
    }
    if (count < 2)
        return std::nullopt;
    const double mx = sx / count, my = sy / count;
    double sxx = 0.0, sxy = 0.0, syy = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(x[i]) || !std::isfinite(y[i]))
            continue;
        const double dx = x[i] - mx, dy = y[i] - my;
        sxx += dx * dx;
        sxy += dx * dy;
        syy += dy * dy;
    }
    if (sxx <= 0.0)
        return std::nullopt;
    LinearFit fit;
    fit.slope = sxy / sxx;
    fit.intercept = my - fit.slope * mx;
    fit.rSquared = syy > 0.0 ? (sxy * sxy) / (sxx * syy) : 1.0;
    fit.points = count;
    return fit;
}

std::optional<LinearFit> fitLogLog(const std::vector<double>& x, const std::vector<double>& y)
{
    std::vector<double> lx, ly;
    const std::size_t n = std::min(x.size(), y.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (x[i] > 0.0 && y[i] > 0.0 && std::isfinite(x[i]) && std::isfinite(y[i])) {
            lx.push_back(std::log10(x[i]));
            ly.push_back(std::log10(y[i]));
        }
    }
    return fitLine(lx, ly);
}

} // namespace pl

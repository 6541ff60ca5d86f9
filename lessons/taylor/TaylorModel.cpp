// SPDX-License-Identifier: GPL-3.0-or-later
#include "taylor/TaylorModel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pl {

void TaylorModel::reset(const TaylorSettings& settings)
{
    m_settings = settings;
    m_state.time = 0.0;
    m_interval = convergenceInterval(settings.function, settings.a);
    computeCurves();
    computeMinimumDegree();
    m_smallAngleLimit = pl::smallAngleLimit(0.01);
}

void TaylorModel::computeCurves()
{
    const SeriesFunction function = m_settings.function;
    const double a = m_settings.a;
    const int topDegree = m_settings.degree;
    Curves& c = m_curves;
    c.grid.assign(samples, 0.0);
    c.f.assign(samples, undefinedValue);
    const std::vector<double> undefined(samples, undefinedValue);
    c.partial.assign(static_cast<std::size_t>(topDegree) + 1, undefined);
    c.error.assign(samples, undefinedValue);
    c.bound.assign(samples, undefinedValue);
    c.errorOf.assign(static_cast<std::size_t>(topDegree) + 1, undefined);
    c.boundOf = c.errorOf;
    c.leavesConvergence = false;
    c.leavesDomain = false;
    for (int i = 0; i < samples; ++i) {
        const double x =
            m_settings.xMin + (m_settings.xMax - m_settings.xMin) * i / (samples - 1.0);
        c.grid[i] = x;
        // P₀ … P_N by adding one term at a time.
        double sum = 0.0;
        for (int n = 0; n <= topDegree; ++n) {
            sum += taylorTerm(function, a, n, x);
            c.partial[n][i] = sum;
        }
        if (!inDomain(function, x)) {
            c.leavesDomain = true;
            continue;
        }
        c.f[i] = evaluate(function, x);
        if (!converges(x)) {
            c.leavesConvergence = true;
            continue;
        }
        for (int n = 0; n <= topDegree; ++n) {
            c.errorOf[n][i] = std::abs(remainder(function, a, n, x));
            const double bound = lagrangeBound(function, a, n, x);
            c.boundOf[n][i] = std::isfinite(bound) ? bound : undefinedValue;
        }
        c.error[i] = c.errorOf[topDegree][i];
        c.bound[i] = c.boundOf[topDegree][i];
    }
}

void TaylorModel::computeMinimumDegree()
{
    const SeriesFunction function = m_settings.function;
    const double a = m_settings.a, x = m_settings.x;
    DegreeSearch& s = m_search;
    s.minimum = minimumDegree(function, a, x, m_settings.tolerance, maxSearchDegree);
    // Its chart: bound and true error at x for N = 0 … a little past the answer.
    s.top = std::max(20, s.minimum ? s.minimum->degree + 3 : 20);
    s.bound.assign(static_cast<std::size_t>(s.top) + 1, undefinedValue);
    s.error.assign(static_cast<std::size_t>(s.top) + 1, undefinedValue);
    for (int n = 0; n <= s.top; ++n) {
        s.bound[n] = lagrangeBound(function, a, n, x);
        s.error[n] = std::abs(remainder(function, a, n, x));
    }
}

int TaylorModel::shownDegree() const
{
    if (m_state.time <= 0.0)
        return m_settings.degree;
    // The clock is a sum of 0.01 s steps: 3 s may arrive as 2.9999999 s. Compared as doubles
    // before the cast: a clock read from a file may be far beyond the last term.
    const double terms = m_state.time / secondsPerTerm + 1e-9;
    return terms >= m_settings.degree ? m_settings.degree : static_cast<int>(terms);
}

} // namespace pl

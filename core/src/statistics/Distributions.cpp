// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/statistics/Distributions.h>

#include <algorithm>
#include <cassert>
#include <cmath>

namespace pl {

double maxwellBoltzmann2DDensity(double v, double mass, double kT)
{
    if (v < 0.0 || kT <= 0.0)
        return 0.0;
    const double a = mass / kT;  // s²/m²
    return a * v * std::exp(-0.5 * a * v * v);
}

double maxwellBoltzmann2DCumulative(double v, double mass, double kT)
{
    if (v <= 0.0 || kT <= 0.0)
        return 0.0;
    return -std::expm1(-0.5 * mass * v * v / kT);
}

double kolmogorovSmirnovDistance(std::vector<double> sample,
                                 const std::function<double(double)>& cdf)
{
    std::sort(sample.begin(), sample.end());
    const double n = static_cast<double>(sample.size());
    double d = 0.0;
    for (std::size_t i = 0; i < sample.size(); ++i) {
        const double f = cdf(sample[i]);
        d = std::max({d, (static_cast<double>(i) + 1.0) / n - f, f - static_cast<double>(i) / n});
    }
    return d;
}

double kolmogorovSmirnovCritical(int sampleSize, double alpha)
{
    assert(sampleSize > 0 && alpha > 0.0 && alpha < 1.0);
    return std::sqrt(-0.5 * std::log(0.5 * alpha)) / std::sqrt(static_cast<double>(sampleSize));
}

Histogram::Histogram(double lo, double hi, int bins)
    : m_lo(lo), m_width((hi - lo) / bins), m_counts(static_cast<std::size_t>(bins), 0.0)
{
    assert(hi > lo && bins > 0);
}

void Histogram::add(double value)
{
    m_total += 1.0;
    const double u = (value - m_lo) / m_width;
    if (u >= 0.0 && u < static_cast<double>(m_counts.size()))
        m_counts[static_cast<std::size_t>(u)] += 1.0;
}

void Histogram::clear()
{
    std::fill(m_counts.begin(), m_counts.end(), 0.0);
    m_total = 0.0;
}

double Histogram::density(int bin) const
{
    return m_total > 0.0 ? count(bin) / (m_total * m_width) : 0.0;
}

} // namespace pl

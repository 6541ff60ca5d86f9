// SPDX-License-Identifier: GPL-3.0-or-later
#include "SliderScale.h"

#include <algorithm>
#include <cmath>

namespace pl {

SliderScale::SliderScale(const ParameterSpec& spec) : m_spec(spec)
{
    if (spec.min > 0.0 && spec.max > spec.min) {
        m_log = spec.logarithmic || spec.max / spec.min >= 1000.0;
        m_low = spec.min;
    } else if (spec.min == 0.0 && spec.max > 0.0 &&
               (spec.logarithmic || (spec.defaultValue > 0.0 && spec.defaultValue < spec.max / 100))) {
        m_log = true;
        m_zeroThenLog = true;
        m_low = spec.kind == ParameterKind::Integer ? 1.0 : spec.max * 1e-4;
        if (spec.defaultValue > 0.0)
            m_low = std::min(m_low, spec.defaultValue);
    }
}

double SliderScale::snap(double value) const
{
    if (!(m_spec.max > m_spec.min))
        return m_spec.min;
    // A multiple of 10^k with k chosen for two significant digits (log) or a thousandth of the
    // range (linear); dividing by 10^-k instead of multiplying by 10^k keeps 0.06 exact.
    const int k = m_log && value > 0.0
                      ? static_cast<int>(std::floor(std::log10(value))) - 1
                      : static_cast<int>(std::floor(std::log10(m_spec.max - m_spec.min))) - 3;
    value = k < 0 ? std::round(value * std::pow(10.0, -k)) / std::pow(10.0, -k)
                  : std::round(value / std::pow(10.0, k)) * std::pow(10.0, k);
    if (m_spec.kind == ParameterKind::Integer)
        value = std::round(value);
    return std::clamp(value, m_spec.min, m_spec.max);
}

double SliderScale::value(int position) const
{
    position = std::clamp(position, 0, steps);
    if (position == 0)
        return m_spec.min;
    if (position == steps)
        return m_spec.max;
    if (m_zeroThenLog) {
        const double u = (position - 1.0) / (steps - 1.0);
        return snap(m_low * std::pow(m_spec.max / m_low, u));
    }
    const double u = static_cast<double>(position) / steps;
    if (m_log)
        return snap(m_low * std::pow(m_spec.max / m_low, u));
    return snap(m_spec.min + u * (m_spec.max - m_spec.min));
}

int SliderScale::position(double value) const
{
    double u = 0.0;
    if (m_zeroThenLog) {
        if (value <= 0.0)
            return 0;
        u = std::log(std::max(value, m_low) / m_low) / std::log(m_spec.max / m_low);
        return 1 + static_cast<int>(std::lround(std::clamp(u, 0.0, 1.0) * (steps - 1)));
    }
    if (m_log)
        u = std::log(std::max(value, m_low) / m_low) / std::log(m_spec.max / m_low);
    else if (m_spec.max > m_spec.min)
        u = (value - m_spec.min) / (m_spec.max - m_spec.min);
    return static_cast<int>(std::lround(std::clamp(u, 0.0, 1.0) * steps));
}

} // namespace pl

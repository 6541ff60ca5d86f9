// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/WorkEstimate.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

namespace pl {

std::string describeSeconds(double seconds)
{
    std::ostringstream out;
    out.precision(2);
    if (!std::isfinite(seconds))
        out << "forever";
    else if (seconds < 90.0)
        out << std::fixed << std::setprecision(0) << std::max(1.0, seconds) << " s";
    else if (seconds < 5400.0)
        out << std::fixed << std::setprecision(0) << seconds / 60.0 << " min";
    else if (seconds < 2.0 * 86400.0)
        out << seconds / 3600.0 << " h";
    else if (seconds < 2.0 * 365.25 * 86400.0)
        out << seconds / 86400.0 << " days";
    else
        out << seconds / (365.25 * 86400.0) << " years";
    return out.str();
}

std::string describe(const WorkEstimate& estimate)
{
    std::ostringstream out;
    out.precision(2);
    out << estimate.work << ' ' << estimate.unit;
    if (!estimate.formula.empty())
        out << " (" << estimate.formula << ')';
    if (estimate.perSecond > 0.0)
        out << ", about " << describeSeconds(estimate.seconds());
    return out.str();
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/TextFormat.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <cmath>
#include <sstream>

namespace pl {

std::string formatNumber(double value, int significantDigits)
{
    std::ostringstream out;
    out.precision(significantDigits);
    out << value;
    return out.str();
}

std::string formatShownNumber(double value, int significantDigits)
{
    return std::isfinite(value) ? formatNumber(value, significantDigits) : "—";
}

std::string formatFixed(double value, int decimals)
{
    std::ostringstream out;
    out.setf(std::ios::fixed);
    out.precision(decimals);
    out << value;
    return out.str();
}

std::vector<Choice> integratorChoices()
{
    std::vector<Choice> choices;
    for (const MethodInfo& m : allMethods())
        choices.push_back({std::string(m.id), std::string(m.name)});
    return choices;
}

} // namespace pl

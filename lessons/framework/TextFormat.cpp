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

TrText withName(const char* marked, const std::string& name)
{
    return TrText(marked, {trWord(name)});
}

TrText withMethod(const char* marked, Method method)
{
    return withName(marked, std::string(methodInfo(method).name));
}

std::vector<Choice> integratorChoices() { return choicesOf(allMethods()); }

std::vector<Method> methodsFromIds(const std::vector<std::string>& ids)
{
    std::vector<Method> methods;
    for (const std::string& id : ids)
        if (const std::optional<Method> method = methodFromId(id))
            methods.push_back(*method);
    return methods;
}

Method methodFromChoice(const std::string& id)
{
    return methodFromId(id).value_or(Method::ForwardEuler);
}

} // namespace pl

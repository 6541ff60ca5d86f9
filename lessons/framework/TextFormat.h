// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers as lessons write them into captions, notices and legends (plain C++, no Qt), and the
// integrator choice list every lesson with a "method" parameter offers.
#pragma once

#include "framework/Parameters.h"
#include "framework/Translatable.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <string>
#include <vector>

namespace pl {

// `value` with `significantDigits` significant digits, shortest form ("0.05", "1.2e-05").
std::string formatNumber(double value, int significantDigits = 3);
// `value` with exactly `decimals` digits after the point ("3.20").
std::string formatFixed(double value, int decimals);
// formatNumber, or "—" when `value` is not finite: what a caption shows of a diverged run.
std::string formatShownNumber(double value, int significantDigits = 3);

// `marked` (a PL_TR_NOOP template such as "Nonlinear (%1)") with the method's name for %1: a
// sentence whose English is "Nonlinear (RK4)" and whose template and name the display
// translates (LessonWords.h).
TrText withMethod(const char* marked, Method method);
// The same with any name: translated when it is itself a marked word, else shown as it is.
TrText withName(const char* marked, const std::string& name);

// The six core integrators as choices (id, name), in the order of allMethods().
std::vector<Choice> integratorChoices();
// The methods of a "methods" row, in order (the table already refused unknown ids).
std::vector<Method> methodsFromIds(const std::vector<std::string>& ids);
// The method of a "method" row (the table already refused unknown ids).
Method methodFromChoice(const std::string& id);

} // namespace pl

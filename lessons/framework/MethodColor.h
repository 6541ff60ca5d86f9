// SPDX-License-Identifier: GPL-3.0-or-later
// One colour per integrator method, the same in every lesson, from the Okabe–Ito
// palette for colour-blind viewers (Okabe & Ito 2008, "Color Universal Design"): forward Euler
// vermillion, symplectic Euler blue, Heun bluish green, midpoint reddish purple, RK4 orange,
// velocity Verlet sky blue. Every pair stays apart under simulated protanopia and deuteranopia
// (tests/lessons/test_method_colors.cpp states the metric and the threshold). The embedded pairs
// take colours the six do not use: black for Dormand–Prince, a dark yellow (Okabe–Ito's
// yellow, darkened to be seen on white) for Heun–Euler.
#pragma once

#include "framework/Color.h"

#include <particlelab/integrators/Stability.h>

namespace pl {

Color methodColor(Method method);
Color methodColor(EmbeddedPair pair);
Color methodColor(SteppingMethod method);

} // namespace pl

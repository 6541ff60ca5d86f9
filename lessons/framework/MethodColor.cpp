// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/MethodColor.h"

namespace pl {

Color methodColor(Method method)
{
    switch (method) {
    case Method::ForwardEuler: return {213, 94, 0};      // vermillion
    case Method::SymplecticEuler: return {0, 114, 178};  // blue
    case Method::Heun: return {0, 158, 115};             // bluish green
    case Method::Midpoint: return {204, 121, 167};       // reddish purple
    case Method::RK4: return {230, 159, 0};              // orange
    case Method::VelocityVerlet: return {86, 180, 233};  // sky blue
    }
    return colors::black;
}

Color methodColor(EmbeddedPair pair)
{
    return pair == EmbeddedPair::DormandPrince54 ? colors::black : Color{170, 150, 0};
}

Color methodColor(SteppingMethod method)
{
    return std::visit([](auto m) { return methodColor(m); }, method);
}

} // namespace pl

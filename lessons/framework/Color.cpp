// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/Color.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace pl {

Color paletteColor(int index)
{
    static constexpr std::array<Color, 8> okabeIto = {{
        {213, 94, 0},    // vermillion
        {0, 114, 178},   // blue
        {0, 158, 115},   // bluish green
        {204, 121, 167}, // reddish purple
        {230, 159, 0},   // orange
        {86, 180, 233},  // sky blue
        {120, 94, 240},  // violet
        {90, 90, 90},    // dark grey
    }};
    const int n = static_cast<int>(okabeIto.size());
    return okabeIto[static_cast<std::size_t>(((index % n) + n) % n)];
}

Color rampColor(double s)
{
    if (!std::isfinite(s))
        s = 0.0;
    s = std::clamp(s, 0.0, 1.0);
    // Piecewise-linear ramp through four anchor colours.
    static constexpr std::array<Color, 4> anchors = {{
        {40, 70, 200}, {40, 200, 220}, {250, 220, 60}, {220, 40, 40}}};
    const double u = s * (anchors.size() - 1);
    const std::size_t i = std::min<std::size_t>(static_cast<std::size_t>(u), anchors.size() - 2);
    const double f = u - static_cast<double>(i);
    auto mix = [f](std::uint8_t a, std::uint8_t b) {
        return static_cast<std::uint8_t>(std::lround(a + f * (b - a)));
    };
    const Color& c0 = anchors[i];
    const Color& c1 = anchors[i + 1];
    return {mix(c0.r, c1.r), mix(c0.g, c1.g), mix(c0.b, c1.b), 255};
}

} // namespace pl

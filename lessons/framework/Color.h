// SPDX-License-Identifier: GPL-3.0-or-later
// Colours for scenes and charts, without Qt (lessons never include Qt).
#pragma once

#include <cstdint>

namespace pl {

struct Color {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;

    constexpr Color withAlpha(std::uint8_t alpha) const { return {r, g, b, alpha}; }
    constexpr bool transparent() const { return a == 0; }
    bool operator==(const Color&) const = default;
};

namespace colors {
inline constexpr Color none{0, 0, 0, 0};
inline constexpr Color black{20, 20, 20};
inline constexpr Color grey{150, 150, 150};
inline constexpr Color lightGrey{215, 215, 215};
inline constexpr Color white{255, 255, 255};
inline constexpr Color water{60, 130, 220, 160};
// The one red for trouble: a diverged run, an alarm, the worst particle, a bound exceeded.
inline constexpr Color warning{200, 30, 30};
} // namespace colors

// A colour-blind-friendly palette (Okabe & Ito, 2008) for series that must be told apart:
// index i gives the i-th colour, cycling.
Color paletteColor(int index);

// Maps s in [0, 1] to a perceptually ordered colour ramp (blue → cyan → yellow → red), for
// colouring particles by speed, pressure or density.
Color rampColor(double s);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Degrees at the edge, radians inside (see STYLE.md): parameters are typed and charts are read
// in degrees, every lesson computes in radians. One constant for every lesson.
#pragma once

#include <numbers>

namespace pl {

inline constexpr double degree = std::numbers::pi / 180.0;  // rad per degree

} // namespace pl

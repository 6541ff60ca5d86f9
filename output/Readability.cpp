// SPDX-License-Identifier: GPL-3.0-or-later
#include "Readability.h"

#include <algorithm>
#include <cmath>

namespace pl {

int Readability::pixels(double points) const
{
    const double desk = points * 4.0 / 3.0 * scale;
    return static_cast<int>(std::lround(std::max(std::ceil(minPixels), desk)));
}

QFont Readability::sized(QFont font, double points) const
{
    if (minPixels > 0.0)
        font.setPixelSize(pixels(points));
    else
        font.setPointSizeF(points * scale);
    return font;
}

int presentationTextFloor(int windowHeight)
{
    return static_cast<int>(std::ceil(0.025 * windowHeight));
}

} // namespace pl

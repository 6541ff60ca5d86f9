// SPDX-License-Identifier: GPL-3.0-or-later
// How large text and lines are drawn: the Readability every drawing takes (the view, the charts,
// the timeline, exports), and the presentation floor. The window's text size, its menu and its
// setting are ui/TextScale.h.
#pragma once

#include <QFont>

#include <array>

namespace pl {

// What every part of the window draws its text and lines with.
struct Readability {
    double scale = 1.0;      // text: 1 is the desk size at the default text size
    double minPixels = 0.0;  // no text below this height in pixels (0 at the desk)
    double lineScale = 1.0;  // line widths and marker sizes: 1 at the desk

    // The pixel size of text that is `points` large at the desk (96 dpi: 1 pt = 4/3 px).
    int pixels(double points) const;
    // `font` at the size of text that is `points` large at the desk: in points at the desk,
    // in whole pixels under a floor.
    QFont sized(QFont font, double points) const;
    bool operator==(const Readability&) const = default;
};

// The least text height the back row reads: 2.5 % of the window height, in pixels.
int presentationTextFloor(int windowHeight);

// The smallest text of the desk, in points: the charts' tick labels. Presentation mode draws it
// at the floor.
inline constexpr double smallestDeskPoints = 8.0;

// Text sizes offered by Ctrl + and Ctrl −, as factors of the desk size.
inline constexpr std::array<double, 9> textSizeSteps{0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.5};

} // namespace pl

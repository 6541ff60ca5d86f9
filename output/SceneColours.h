// SPDX-License-Identifier: GPL-3.0-or-later
// The simulation view's colours in the window's theme (light, dark, high contrast; Theme.h).
//
// Lessons choose their scene colours for light paper: a near-white background (252) and
// near-black ink (20). On a dark or high-contrast palette the view maps every lesson colour:
//   - background, text, legend panel and frames come from the palette (Base, Text, Window, Mid);
//   - a grey (channels within 24 of each other) keeps its place between paper and ink:
//       c' = background + t·(ink − background),  t = (252 − L) / (252 − 20),  L = mean channel,
//     with t^0.6 in high contrast, so that faint greys (grids, level curves) become firm lines;
//   - a colour (particles, method colours, the warning red) keeps its hue and is mixed toward
//     the ink in steps of 5 % until its contrast ratio with the background is at least 3:1, the
//     WCAG 2.1 minimum for graphics (success criterion 1.4.11, non-text contrast; the ratio is
//     (L₁ + 0.05)/(L₂ + 0.05) of relative luminances, WCAG 2.1 §1.4.3).
// In the light theme, and for exports, the lesson colours are drawn as chosen, on their paper.
#pragma once

#include "framework/Color.h"

#include <QColor>

class QPalette;

namespace pl {

struct SceneColours {
    QColor background{252, 252, 250};
    QColor ink{30, 30, 30};               // caption, legend text, scale bar
    QColor panel{255, 255, 255, 220};     // behind the legend
    QColor frame{200, 200, 200};          // around the legend
    QColor muted{120, 120, 120};          // colour-bar frame, ghost label
    bool mapsLessonColours = false;       // false: lesson colours as chosen (light paper)
    double greyExponent = 1.0;            // the exponent of t for greys
    double leastContrast = 1.0;           // for colours against the background
    double leastTextContrast = 4.5;       // for text against the background

    // The lessons' own paper: the light theme and every export.
    static SceneColours paper() { return {}; }
    static SceneColours fromPalette(const QPalette& palette);

    // A lesson colour as the view draws it (alpha kept).
    QColor map(const Color& lessonColour) const;
    // A lesson colour used for text (labels in the scene): as map(), then mixed toward the ink
    // until it reads on the background (4.5:1, WCAG 2.1 AA; 7:1 in high contrast).
    QColor text(const Color& lessonColour) const;
    // Greys only, other colours as chosen: for chart series, whose method colours stay the same
    // in every theme (Theme.h) while a black reference curve must not vanish on a dark chart.
    QColor mapGreys(const Color& lessonColour) const;

    bool operator==(const SceneColours&) const = default;
};

// `colour` mixed toward `toward` in steps of 5 % until its contrast ratio with `background` is
// at least `least` (or it has become `toward`).
QColor withContrast(const QColor& colour, const QColor& background, const QColor& toward,
                    double least);

// WCAG 2.1 contrast ratio of two opaque colours, from 1 (same luminance) to 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);

} // namespace pl

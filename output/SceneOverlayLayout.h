// SPDX-License-Identifier: GPL-3.0-or-later
// Where the view's overlay text goes: the legend box at the top right, the caption and the
// warnings at the top left in the column that ends left of the legend, wrapped there so that no
// text runs under the legend (the sph-tank caption, one 700 px line, ran under it at
// 1280×800); below the legend, across the view, when the room beside it is narrower than
// 120 px (xpbd's legend took all but 60 px of the view at the desk with the text three sizes
// larger, and the caption ran under it). A caption wraps between its fields (runs of two or
// more spaces separate them), and within a field only when the field alone is wider than the
// column.
#pragma once

#include "Readability.h"
#include "ViewTransform.h"
#include "framework/Scene.h"

#include <QFont>
#include <QFontMetricsF>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

namespace pl {

struct SceneOverlayLayout {
    QRectF legend;   // empty when the scene has no legend
    QRectF column;   // the caption and warnings: their left edge and width, from the top
    QString caption; // the caption with a line break wherever it wraps between fields
    QRectF captionBox;  // where the caption is drawn (empty when there is none)
    // Each line of the caption as drawn, as wide as its own text. Filled by the overload with a
    // font.
    std::vector<QRectF> captionLines;
    // The warnings' lines, one after the other under the caption: beside the legend in the
    // column, and across the whole width once below it (a German warning in the column alone
    // took half the springs view and ran into the drawing). Filled by the overload with a font.
    struct Line {
        QRectF box;
        QString text;
    };
    std::vector<Line> warningLines;
    // The flags to draw the caption and each warning with, in their box.
    static constexpr int textFlags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    // Where the overlay's text and legend end (the caption's, the warnings' and the legend's
    // lowest edge), from the area's top; the area's top when there is none.
    double bottom() const;
};

// The font of the caption, warnings and legend.
QFont sceneOverlayFont();

// The legend, the column and the caption.
SceneOverlayLayout layoutSceneOverlay(const QRectF& area, const Scene& scene,
                                      const QFontMetricsF& metrics);
// The same and the warnings' lines, in `font`.
SceneOverlayLayout layoutSceneOverlay(const QRectF& area, const Scene& scene, const QFont& font);

// What a colour bar says above its ramp, a number line with the smaller value on the left
// whichever end of the ramp it has (Lennard-Jones colours 0 ε as rampColor(0) and −3 ε as
// rampColor(1): "potential energy (ε):  −3 … 0").
QString colourBarText(const ColorLegend& legend);

// Where the colour bars and their texts are drawn, bottom right (SceneRenderer::drawOverlay):
// 2.6 lines each above a 12 px edge, as wide as the widest text (at least 160 px), 14 px from
// the right edge; empty when the scene has none.
QRectF sceneColourBarsBox(const QRectF& area, const Scene& scene, const QFont& overlayFont);

// The part of `area` the world is fitted into, so that no overlay text runs into the drawing
// when the view is fitted (the ideal-gas caption ran into the box at 1280×800): below the
// caption, the warnings and the legend and above the colour bars; or, when what is drawn
// then stays clear of them (sceneDrawingMeets), the whole area, beside the colour bars or
// beside the text, whichever shows it largest (the SPH tank's caption may lie over the air kept
// above the tank: at 1280×800 with the text 1.5 times larger, keeping it off that air drew the
// tank at 0.4 of its size). (In presentation mode at 1920×1080 the SPH tank's three caption
// lines and its colour bar took 260 of the view's 306 px: the water was a speck, 10 m to the
// scale bar's 250 px; beside the colour bar it is three times larger.) The top band takes at most half the height
// (two German warnings under the springs' caption needed more than 40 %), the colour bars at
// most 40 %, so a small view still shows the world. `overlayFont`: the font they are drawn in
// (sceneOverlayFont() at the window's text size, SceneRenderer::overlayFont()).
QRectF sceneWorldArea(const QRectF& area, const Scene& scene, const QFont& overlayFont = sceneOverlayFont());

// How well the world shows in `area` beside the overlay in `overlayFont`: the scale it is
// fitted at (sceneWorldArea) over the scale that fits it in the whole area; 0 when what is drawn
// of the fitted world runs into the overlay's text or boxes (the top band is held to half the
// height).
double sceneWorldShare(const QRectF& area, const Scene& scene, const QFont& overlayFont);

// The overlay's boxes (px): each line of the caption and of the warnings (its text), then the
// legend and the colour bars.
std::vector<QRectF> sceneOverlayTextBoxes(const SceneOverlayLayout& layout);
std::vector<QRectF> sceneOverlayBoxes(const SceneOverlayLayout& layout, const QRectF& colourBars);

// Whether anything `view` draws of `scene` within the world's bounds covers part of one of
// `boxes` (px): a disk, a line, an arrow, a rectangle, a field's cell or a label's anchor (each
// by the box around it), not the empty air the bounds may keep (above the SPH tank, for the
// splash). What leaves the bounds (a Taylor polynomial, a Brownian path) may cross the overlay,
// as it may leave the view.
bool sceneDrawingMeets(const Scene& scene, const ViewTransform& view, const std::vector<QRectF>& boxes);

// `view` zoomed out about the middle of the world's rectangle on screen as little as keeps what
// is drawn clear of `boxes` (sceneDrawingMeets; found to 1/128 of the way by bisection), but to
// no fewer than `smallest` px/m: a caption line that grew in play and touched the SPH tank's
// wall by half a pixel moved the world below the whole caption, a 5 m scale bar for a 2 m one.
// Empty when even `smallest` does not clear them.
std::optional<ViewTransform> zoomOutUntilClear(const Scene& scene, const ViewTransform& view,
                                               const std::vector<QRectF>& boxes, double smallest);

// The overlay's text size for `area`: `readability`'s, or smaller, in steps of a tenth down to
// the desk's default size (or the presentation floor, which it never goes below), where the world
// would otherwise show at less than a third of the whole area's scale or run into the text.
// (At the desk with the text 1.5 times larger, a 500×250 px view at 1280×800: the SPH tank's
// legend, caption and colour bar left its world a strip of 40 px, 0.2 of the view's scale, and
// the integrators' legend ran into the drawing.) Headings of the lesson text do the same
// (LessonTextView::fitHeadings).
QFont fitSceneOverlayFont(const QRectF& area, const Scene& scene, const Readability& readability);

} // namespace pl

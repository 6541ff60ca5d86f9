// SPDX-License-Identifier: GPL-3.0-or-later
// Where the view's overlay text goes: the legend box at the top right, the caption and the
// warnings at the top left in the column that ends left of the legend, wrapped there so that no
// text runs under the legend (the sph-tank caption, one 700 px line, ran under it at
// 1280×800). A caption wraps between its fields (runs of two or more spaces separate them),
// and within a field only when the field alone is wider than the column.
#pragma once

#include "framework/Scene.h"

#include <QFont>
#include <QFontMetricsF>
#include <QRectF>
#include <QString>

#include <vector>

namespace pl {

struct SceneOverlayLayout {
    QRectF legend;   // empty when the scene has no legend
    QRectF column;   // the caption and warnings: their left edge and width, from the top
    QString caption; // the caption with a line break wherever it wraps between fields
    QRectF captionBox;  // where the caption is drawn (empty when there is none)
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

// The part of `area` the world is fitted into: below the caption, the warnings and the legend,
// above the colour bars, so that none of them runs into the drawing when the view is fitted
// (the ideal-gas caption ran into the box at 1280×800). The top band takes at most half the
// height (two German warnings under the springs' caption needed more than 40 %), the colour
// bars at most 40 %, so a small view still shows the world. `overlayFont`: the font they are drawn in
// (sceneOverlayFont() at the window's text size, SceneRenderer::overlayFont()).
QRectF sceneWorldArea(const QRectF& area, const Scene& scene, const QFont& overlayFont = sceneOverlayFont());

} // namespace pl

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

namespace pl {

struct SceneOverlayLayout {
    QRectF legend;   // empty when the scene has no legend
    QRectF column;   // the caption and warnings: their left edge and width, from the top
    QString caption; // the caption with a line break wherever it wraps between fields
    QRectF captionBox;  // where the caption is drawn (empty when there is none)
    // The flags to draw the caption and each warning with, in their box.
    static constexpr int textFlags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
};

// The font of the caption, warnings and legend.
QFont sceneOverlayFont();

SceneOverlayLayout layoutSceneOverlay(const QRectF& area, const Scene& scene,
                                      const QFontMetricsF& metrics);

// The part of `area` the world is fitted into: below the caption, the warnings and the legend,
// above the colour bars, so that none of them runs into the drawing when the view is fitted
// (the ideal-gas caption ran into the box at 1280×800). Each band takes at most 40 %
// of the height, so a small view still shows the world. `overlayFont`: the font they are drawn in
// (sceneOverlayFont() at the window's text size, SceneRenderer::overlayFont()).
QRectF sceneWorldArea(const QRectF& area, const Scene& scene, const QFont& overlayFont = sceneOverlayFont());

} // namespace pl

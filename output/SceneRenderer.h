// SPDX-License-Identifier: GPL-3.0-or-later
// Draws a lesson's Scene with QPainter, on screen (SceneView) or into an image (export).
//
// Many disks (DiskCloudItem) are drawn as pre-rendered antialiased sprites, one per colour and
// size: on this kind of machine that is ~10× faster than drawEllipse (see shared/QT-NOTES.md).
// Colours: every lesson colour goes through SceneColours (the lessons' own on light paper, mapped
// in the dark and high-contrast themes).
#pragma once

#include "SceneColours.h"
#include "SceneOverlayLayout.h"
#include "Readability.h"
#include "ViewTransform.h"
#include "framework/Scene.h"

#include <QBrush>
#include <QHash>
#include <QImage>
#include <QPen>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

class QPainter;

namespace pl {

// Every text of a scene as a reader should see it: TeX-like markup ("ω_max", "e^{λt}") turned
// into Unicode (framework/MathText.h). The window's view and every rendered image use it.
void makeReadable(Scene& scene);

class SceneRenderer {
public:
    // Draws `scene` into the rectangle `area` of `painter` with the world→screen mapping `view`.
    // A ghost (an abandoned run drawn over the current one) gets no background and no overlay.
    void render(QPainter& painter, const QRectF& area, const Scene& scene,
                const ViewTransform& view, bool ghost = false);

    // The theme's colours (SceneColours::paper() until set).
    void setColours(const SceneColours& colours);
    const SceneColours& colours() const { return m_colours; }

    // Text and line sizes (Readability.h): the desk's until set.
    void setReadability(const Readability& readability);
    const Readability& readability() const { return m_readability; }
    // The caption's, warnings' and legend's font: at the text size, or as last fitted.
    QFont overlayFont() const;
    // Fits the overlay's font to a view of `area` showing `scene` (fitSceneOverlayFont): called
    // where the view is fitted to the world, not every frame, so that the text keeps its size
    // while the caption's numbers change. setReadability() drops the fit.
    void fitOverlay(const QRectF& area, const Scene& scene);

    // The labels the last render drew (not a ghost's), each with its box in the area's
    // coordinates after placement: a label that would cover another moves down or is left out.
    struct DrawnLabel {
        QString text;
        QRectF box;
    };
    const std::vector<DrawnLabel>& drawnLabels() const { return m_drawnLabels; }
    // The boxes of the last render's caption and warning lines (not a ghost's; px).
    const std::vector<QRectF>& overlayText() const { return m_overlayText; }

    // Renders `scene` fitted to its bounds into a new image of `size` (headless export,
    // recordings), its texts readable as in the window (makeReadable). The overlay's font is
    // fitted at the first image of a size and kept (a recording's text keeps its size).
    QImage renderToImage(const Scene& scene, const QSize& size);

private:
    void drawClouds(QPainter& p, const Scene& scene, const ViewTransform& view);
    // The caption, warnings and legend as `layout` (layoutSceneOverlay of `area`) places them,
    // and the colour bars.
    void drawOverlay(QPainter& p, const QRectF& area, const Scene& scene,
                     const ViewTransform& view, const SceneOverlayLayout& layout);
    const QImage& sprite(const Color& color, int diameter);

    QPen penFor(const Stroke& stroke) const;
    QBrush fillFor(const Color& fill) const;

    SceneColours m_colours;
    Readability m_readability;
    std::optional<QFont> m_fittedOverlayFont;
    QRectF m_fittedArea;  // the area the overlay's font was fitted to
    std::vector<DrawnLabel> m_drawnLabels;
    std::vector<QRectF> m_overlayText;
    QHash<quint64, QImage> m_sprites;  // key: quantised lesson colour and diameter
};

} // namespace pl

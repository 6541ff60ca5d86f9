// SPDX-License-Identifier: GPL-3.0-or-later
// World (metres, y up) ↔ screen (pixels, y down) mapping of the view: a uniform scale and an
// offset, fitted to a world rectangle, then changed by pan and zoom.
#pragma once

#include "framework/Scene.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace pl {

class ViewTransform {
public:
    // Fits the world rectangle [min, max] into `screen` with a margin, keeping the aspect ratio.
    static ViewTransform fit(const Vec2& min, const Vec2& max, const QRectF& screen,
                             double margin = 0.06);

    QPointF toScreen(const Vec2& world) const
    {
        return QPointF(m_offset.x() + m_scale * world.x(), m_offset.y() - m_scale * world.y());
    }
    Vec2 toWorld(const QPointF& screen) const
    {
        return Vec2((screen.x() - m_offset.x()) / m_scale, (m_offset.y() - screen.y()) / m_scale);
    }
    double pixelsPerMetre() const { return m_scale; }

    // Zooms by `factor` keeping the world point under `screenPoint` fixed.
    void zoomAt(const QPointF& screenPoint, double factor);
    void panBy(const QPointF& screenDelta) { m_offset += screenDelta; }

private:
    double m_scale = 100.0;      // px per m
    QPointF m_offset{0.0, 0.0};  // screen position of the world origin
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ViewTransform.h"

#include <algorithm>

namespace pl {

ViewTransform ViewTransform::fit(const Vec2& min, const Vec2& max, const QRectF& screen,
                                 double margin)
{
    ViewTransform t;
    const double w = std::max(max.x() - min.x(), 1e-12);
    const double h = std::max(max.y() - min.y(), 1e-12);
    const double usableW = screen.width() * (1.0 - 2.0 * margin);
    const double usableH = screen.height() * (1.0 - 2.0 * margin);
    t.m_scale = std::max(1e-9, std::min(usableW / w, usableH / h));
    const Vec2 center = 0.5 * (min + max);
    t.m_offset = QPointF(screen.center().x() - t.m_scale * center.x(),
                         screen.center().y() + t.m_scale * center.y());
    return t;
}

void ViewTransform::zoomAt(const QPointF& screenPoint, double factor)
{
    const Vec2 anchor = toWorld(screenPoint);
    m_scale = std::clamp(m_scale * factor, 1e-9, 1e12);
    // Move the offset so that `anchor` maps to `screenPoint` again.
    m_offset = QPointF(screenPoint.x() - m_scale * anchor.x(),
                       screenPoint.y() + m_scale * anchor.y());
}

} // namespace pl

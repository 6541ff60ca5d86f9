// SPDX-License-Identifier: GPL-3.0-or-later
#include "SceneView.h"

#include "SceneOverlayLayout.h"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <cmath>

namespace pl {

SceneView::SceneView(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(false);
    setMinimumSize(320, 220);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Simulation view"));
    m_renderer.setColours(SceneColours::fromPalette(palette()));
    setToolTip(tr("Drag to pan (right button), wheel to zoom, double-click to fit.\n"
                  "Left-click and drag to interact where the lesson allows it."));
}

void SceneView::setScene(Scene scene, bool refit)
{
    const bool boundsChanged =
        scene.boundsMin != m_scene.boundsMin || scene.boundsMax != m_scene.boundsMax;
    m_scene = std::move(scene);
    makeReadable(m_scene);
    if (refit)
        m_followBounds = true;
    if (refit || !m_fitted || (m_followBounds && boundsChanged))
        fitToScene();
    update();
}

void SceneView::fitToScene()
{
    m_renderer.fitOverlay(QRectF(rect()), m_scene);
    const QRectF area(rect());
    m_view = ViewTransform::fit(m_scene.boundsMin, m_scene.boundsMax,
                                sceneWorldArea(area, m_scene, m_renderer.overlayFont()));
    m_fitted = width() > 0 && height() > 0;
    m_fittedText = QRectF();
    for (const QRectF& box : sceneOverlayTextBoxes(layoutSceneOverlay(area, m_scene, m_renderer.overlayFont())))
        m_fittedText = m_fittedText.united(box);
}

QImage SceneView::renderImage()
{
    QImage image(size().expandedTo(QSize(16, 16)), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    m_renderer.render(p, QRectF(image.rect()), m_scene, m_view);
    return image;
}

void SceneView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    m_renderer.render(p, QRectF(rect()), m_scene, m_view);
    // A line of the caption or the warnings that grew since the fit (a new line, a longer one)
    // and covers part of the drawing (the springs' stability figures arrive in play): fit again
    // while the view follows the world. Text grown over empty air (the SPH tank's caption over
    // the air kept for the splash) and the drawing moving under text that stayed (the splash
    // under the legend) leave the world its size: a fit for a passing splash would shrink it.
    std::vector<QRectF> grown;
    for (const QRectF& line : m_renderer.overlayText())
        if (!m_fittedText.adjusted(-2, -2, 2, 2).contains(line))
            grown.push_back(line);
    if (m_followBounds && !grown.empty() && sceneDrawingMeets(m_scene, m_view, grown)) {
        // The world as large as keeps it clear: zoomed out from where it is, as little as the
        // text needs, where that is larger than the fit below the whole overlay.
        const ViewTransform before = m_view;
        fitToScene();
        const QRectF area(rect());
        const SceneOverlayLayout overlay = layoutSceneOverlay(area, m_scene, m_renderer.overlayFont());
        const std::optional<ViewTransform> zoomed =
            zoomOutUntilClear(m_scene, before,
                              sceneOverlayBoxes(overlay, sceneColourBarsBox(area, m_scene, m_renderer.overlayFont())),
                              m_view.pixelsPerMetre());
        if (zoomed && zoomed->pixelsPerMetre() > m_view.pixelsPerMetre())
            m_view = *zoomed;
        update();
    }
    if (!m_ghostLabel.isEmpty()) {
        p.setOpacity(0.35);
        m_renderer.render(p, QRectF(rect()), m_ghost, m_view, true);
        p.setOpacity(1.0);
        p.setPen(m_renderer.colours().muted);
        p.drawText(QRectF(rect()).adjusted(8, 0, -8, -6), Qt::AlignRight | Qt::AlignBottom,
                   tr("ghost (faint): %1").arg(m_ghostLabel));
    }
}

void SceneView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        m_renderer.setColours(SceneColours::fromPalette(palette()));
        update();
    }
}

void SceneView::setReadability(const Readability& readability)
{
    m_renderer.setReadability(readability);
    if (m_followBounds)
        fitToScene();  // the caption and legend take another height
    else
        m_renderer.fitOverlay(QRectF(rect()), m_scene);
    update();
}

void SceneView::setGhost(Scene scene, const QString& label)
{
    m_ghost = std::move(scene);
    m_ghostLabel = label;
    update();
}

ViewPlacement SceneView::placement() const
{
    const Vec2 center = m_view.toWorld(QRectF(rect()).center());
    return {center.x(), center.y(), m_view.pixelsPerMetre(), m_followBounds};
}

void SceneView::setPlacement(const ViewPlacement& placement)
{
    if (placement.follow || !(placement.scale > 0.0)) {
        m_followBounds = true;
        fitToScene();
    } else {
        m_followBounds = false;
        m_fitted = true;
        // Scale first, then move the saved centre to the middle of the widget.
        m_view.zoomAt(QPointF(0, 0), placement.scale / m_view.pixelsPerMetre());
        const QPointF now = m_view.toScreen(Vec2(placement.centerX, placement.centerY));
        m_view.panBy(QRectF(rect()).center() - now);
    }
    update();
}

void SceneView::resizeEvent(QResizeEvent*) { fitToScene(); }

void SceneView::mousePressEvent(QMouseEvent* e)
{
    m_lastMouse = e->position();
    if (e->button() == Qt::LeftButton && pointerHandler &&
        pointerHandler(PointerEvent::Press, m_view.toWorld(e->position()))) {
        m_drag = Drag::Lesson;
        return;
    }
    m_drag = Drag::Pan;
    setCursor(Qt::ClosedHandCursor);
}

void SceneView::mouseMoveEvent(QMouseEvent* e)
{
    if (m_drag == Drag::Lesson && pointerHandler) {
        pointerHandler(PointerEvent::Move, m_view.toWorld(e->position()));
    } else if (m_drag == Drag::Pan) {
        m_view.panBy(e->position() - m_lastMouse);
        m_followBounds = false;
        update();
    }
    m_lastMouse = e->position();
}

void SceneView::mouseReleaseEvent(QMouseEvent* e)
{
    if (m_drag == Drag::Lesson && pointerHandler)
        pointerHandler(PointerEvent::Release, m_view.toWorld(e->position()));
    m_drag = Drag::None;
    unsetCursor();
}

void SceneView::mouseDoubleClickEvent(QMouseEvent*)
{
    m_followBounds = true;
    fitToScene();
    update();
}

void SceneView::wheelEvent(QWheelEvent* e)
{
    const double steps = e->angleDelta().y() / 120.0;
    m_view.zoomAt(e->position(), std::pow(1.15, steps));
    m_followBounds = false;
    update();
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The animated view: draws the lesson's Scene, pans (drag with the right or middle button, or
// with the left button where the lesson does not take the click) and zooms (wheel) around the
// cursor; double-click fits the scene again. Clicks and drags in world coordinates go to the
// lesson through pointerEvent(). Its background, text and the lesson's colours follow the
// theme's palette (SceneColours).
#pragma once

#include "SessionFile.h"

#include "SceneRenderer.h"
#include "ViewTransform.h"
#include "framework/Lesson.h"

#include <QWidget>

#include <functional>

namespace pl {

class SceneView : public QWidget {
    Q_OBJECT
public:
    explicit SceneView(QWidget* parent = nullptr);

    // Shows `scene`. The view refits when `refit` is true (a new lesson or a reset) or when it
    // has never been fitted.
    void setScene(Scene scene, bool refit);
    const Scene& scene() const { return m_scene; }
    // The world → screen mapping the view draws with (widget pixels).
    const ViewTransform& viewTransform() const { return m_view; }
    // An abandoned run drawn faintly over the scene, with its label; an empty label hides it.
    void setGhost(Scene scene, const QString& label);
    // Where the view looks, for saved sessions: centre (m), scale (px per m), following bounds.
    ViewPlacement placement() const;
    void setPlacement(const ViewPlacement& placement);
    // Text and line sizes (TextScale.h).
    void setReadability(const Readability& readability);
    const Readability& readability() const { return m_renderer.readability(); }
    // The colours the view draws with (the theme's).
    const SceneColours& colours() const { return m_renderer.colours(); }
    QFont overlayFont() const { return m_renderer.overlayFont(); }
    // The labels the last paint drew, where it put them (SceneRenderer::drawnLabels).
    const std::vector<SceneRenderer::DrawnLabel>& drawnLabels() const { return m_renderer.drawnLabels(); }
    // The view exactly as on screen, for "Export view as PNG".
    QImage renderImage();

    // Asked on press/move/release; returns true when the lesson used the event.
    std::function<bool(PointerEvent, const Vec2&)> pointerHandler;

    QSize sizeHint() const override { return {640, 360}; }

protected:
    void paintEvent(QPaintEvent*) override;
    void changeEvent(QEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mouseReleaseEvent(QMouseEvent*) override;
    void mouseDoubleClickEvent(QMouseEvent*) override;
    void wheelEvent(QWheelEvent*) override;

private:
    void fitToScene();

    Scene m_scene;
    Scene m_ghost;
    QString m_ghostLabel;
    SceneRenderer m_renderer;
    ViewTransform m_view;
    bool m_fitted = false;
    // Until the person pans or zooms, the view follows the scene's bounds as they change.
    bool m_followBounds = true;
    QRectF m_fittedText;  // around the caption and warnings at the last fit (px)
    enum class Drag { None, Pan, Lesson } m_drag = Drag::None;
    QPointF m_lastMouse;
};

} // namespace pl

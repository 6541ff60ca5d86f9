// SPDX-License-Identifier: GPL-3.0-or-later
#include "SceneRenderer.h"

#include "LocalNumbers.h"
#include "QtAdapters.h"
#include "framework/MathText.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <vector>
#include <cmath>

namespace pl {

namespace {

bool finite(const Vec2& v) { return std::isfinite(v.x()) && std::isfinite(v.y()); }

// A screen point far outside the widget is clamped so QPainter's fixed-point maths never
// overflows (a diverging run may produce 1e300 metres).
QPointF safe(const QPointF& p)
{
    constexpr double limit = 1e6;
    return QPointF(std::clamp(p.x(), -limit, limit), std::clamp(p.y(), -limit, limit));
}

void drawArrow(QPainter& p, const QPointF& from, const QPointF& to, double headSize)
{
    p.drawLine(from, to);
    const QPointF d = to - from;
    const double length = std::hypot(d.x(), d.y());
    if (length < 1e-9)
        return;
    const QPointF u = d / length;
    const QPointF n(-u.y(), u.x());
    const double head = std::min(headSize, 0.4 * length);
    QPolygonF tip;
    tip << to << to - head * u + 0.45 * head * n << to - head * u - 0.45 * head * n;
    p.save();
    p.setBrush(p.pen().color());
    p.drawPolygon(tip);
    p.restore();
}

// 1, 2 or 5 times a power of ten, about `target`.
double niceLength(double target)
{
    const double power = std::pow(10.0, std::floor(std::log10(target)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= target * 0.7)
            return m * power;
    return 10.0 * power;
}

} // namespace

void SceneRenderer::setReadability(const Readability& readability)
{
    m_readability = readability;
    m_fittedOverlayFont.reset();
}

void SceneRenderer::fitOverlay(const QRectF& area, const Scene& scene)
{
    m_fittedOverlayFont = fitSceneOverlayFont(area, scene, m_readability);
    m_fittedArea = area;
}

void SceneRenderer::setColours(const SceneColours& colours)
{
    if (colours == m_colours)
        return;
    m_colours = colours;
    m_sprites.clear();
}

QPen SceneRenderer::penFor(const Stroke& s) const
{
    QPen pen(m_colours.map(s.color), s.width * m_readability.lineScale);
    // A round cap is a small arc the raster engine strokes as curves: on a line under 2 px wide
    // it cannot be seen, and 1 500 such lines took 2.9 ms against 0.9 ms with flat caps (the
    // springs lesson draws a cloth of them every frame).
    pen.setCapStyle(pen.widthF() < 2.0 ? Qt::FlatCap : Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    if (s.dashed)
        pen.setStyle(Qt::DashLine);
    if (s.color.transparent())
        pen.setStyle(Qt::NoPen);
    return pen;
}

QBrush SceneRenderer::fillFor(const Color& fill) const
{
    return fill.transparent() ? QBrush(Qt::NoBrush) : QBrush(m_colours.map(fill));
}

void SceneRenderer::render(QPainter& p, const QRectF& area, const Scene& scene,
                           const ViewTransform& view, bool ghost)
{
    p.save();
    p.setClipRect(area);
    if (!ghost)
        p.fillRect(area, m_colours.background);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);

    for (const RectItem& r : scene.rects) {
        if (!finite(r.min) || !finite(r.max))
            continue;
        p.setPen(penFor(r.stroke));
        p.setBrush(fillFor(r.fill));
        p.drawRect(QRectF(safe(view.toScreen(r.min)), safe(view.toScreen(r.max))).normalized());
    }

    for (const VectorFieldItem& f : scene.fields) {
        double longest = 0.0;
        for (const Vec2& v : f.vectors)
            if (finite(v))
                longest = std::max(longest, v.norm());
        if (longest <= 0.0)
            continue;
        const double scale = 0.9 * f.cellSize / longest;
        QPen pen(m_colours.map(f.color), 1.1 * m_readability.lineScale);
        p.setPen(pen);
        const std::size_t n = std::min(f.points.size(), f.vectors.size());
        for (std::size_t i = 0; i < n; ++i) {
            if (!finite(f.points[i]) || !finite(f.vectors[i]))
                continue;
            const Vec2 tail = f.points[i] - 0.5 * scale * f.vectors[i];
            const Vec2 tip = f.points[i] + 0.5 * scale * f.vectors[i];
            drawArrow(p, safe(view.toScreen(tail)), safe(view.toScreen(tip)), 5.0);
        }
    }

    for (const PolylineItem& line : scene.polylines) {
        if (line.points.size() < 2)
            continue;
        QPolygonF poly;
        poly.reserve(static_cast<int>(line.points.size()));
        for (const Vec2& w : line.points)
            if (finite(w))
                poly << safe(view.toScreen(w));
        if (poly.size() < 2)
            continue;
        if (line.fadeTail) {
            // Older segments fade out: alpha grows linearly along the trail.
            QPen pen = penFor(line.stroke);
            QColor c = pen.color();
            const double baseAlpha = c.alphaF();
            const int n = static_cast<int>(poly.size());
            for (int i = 1; i < n; ++i) {
                c.setAlphaF(baseAlpha * static_cast<double>(i) / (n - 1));
                pen.setColor(c);
                p.setPen(pen);
                p.drawLine(poly[i - 1], poly[i]);
            }
            continue;
        }
        p.setPen(penFor(line.stroke));
        if (line.closed) {
            // A wall is a polygon reaching far past the view on every side (a scene's half
            // plane): the raster engine strokes and fills it over its whole length, most of a
            // frame's drawing for the jelly on the slope. Cut to the area with a margin wider
            // than the pen, it looks the same (the cut edges lie outside the area).
            const double margin = 2.0 * p.pen().widthF() + 4.0;
            const QRectF around = area.adjusted(-margin, -margin, margin, margin);
            if (!around.contains(poly.boundingRect())) {
                poly = poly.intersected(QPolygonF(around));
                if (poly.size() < 3)
                    continue;
            }
            p.setBrush(fillFor(line.fill));
            p.drawPolygon(poly);
        } else if (line.stroke.width < 2.0 && poly.size() > 64) {
            // A long line stroked as one path costs the raster engine time at every crossing of
            // itself (a 3 000-point trace that crosses itself often: 37 ms at 1.2 px); as separate
            // segments with flat caps it takes 1.5 ms, and under 2 px the joins cannot be seen.
            QVector<QLineF> segments;
            segments.reserve(poly.size() - 1);
            for (qsizetype i = 1; i < poly.size(); ++i)
                segments.append(QLineF(poly[i - 1], poly[i]));
            p.setBrush(Qt::NoBrush);
            p.drawLines(segments);
        } else {
            if (poly.size() > 64) {
                // A round join is an arc the raster engine strokes as curves at every vertex: on
                // a long curve of short segments (Taylor's partial sums, 2.5 px) it was half of
                // the window's drawing, and a bevel cannot be told from it there.
                QPen pen = p.pen();
                pen.setJoinStyle(Qt::BevelJoin);
                p.setPen(pen);
            }
            p.setBrush(Qt::NoBrush);
            p.drawPolyline(poly);
        }
    }

    for (const SegmentItem& s : scene.segments) {
        if (!finite(s.a) || !finite(s.b))
            continue;
        p.setPen(penFor(s.stroke));
        p.drawLine(safe(view.toScreen(s.a)), safe(view.toScreen(s.b)));
    }

    drawClouds(p, scene, view);

    for (const CircleItem& c : scene.circles) {
        if (!finite(c.center) || !std::isfinite(c.radius))
            continue;
        // A marker (a radius in pixels) grows with the lines; a body keeps its size in the world.
        const double r = c.radiusInPixels ? c.radius * m_readability.lineScale
                                          : c.radius * view.pixelsPerMetre();
        p.setPen(penFor(c.stroke));
        p.setBrush(fillFor(c.fill));
        p.drawEllipse(safe(view.toScreen(c.center)), std::min(r, 1e6), std::min(r, 1e6));
    }

    for (const ArrowItem& a : scene.arrows) {
        if (!finite(a.from) || !finite(a.to))
            continue;
        p.setPen(penFor(a.stroke));
        drawArrow(p, safe(view.toScreen(a.from)), safe(view.toScreen(a.to)),
                  (6.0 + 2.0 * a.stroke.width) * m_readability.lineScale);
    }

    QFont font(uiFontFamily());
    // A label that would cover one drawn already moves down a line, up to three times (the
    // bouncing balls' names, side by side at desk size, run into each other at presentation's
    // size); one that still would is left out (the Newton's cradle's five anchors, 0.1 m apart,
    // read "anchor1anchor2…" at 1280×800); zooming in brings it back.
    // The overlay's caption, warnings and legend count as placed: a label never covers them (the
    // springs' run names ran over a German warning). A label that would end past the view's
    // right edge moves left, and one wider than the view is drawn smaller (down to 60 %), so
    // that it is not cut (the integrators' Heun line in German).
    std::vector<QRectF> placed;  // the labels drawn so far
    // Laid out once a frame, for the labels and for drawOverlay (its text's shaping was a
    // tenth of the springs' slow frames, done twice).
    SceneOverlayLayout overlay;
    if (!ghost) {
        m_drawnLabels.clear();
        overlay = layoutSceneOverlay(area, scene, overlayFont());
        m_overlayText = sceneOverlayTextBoxes(overlay);
        if (!overlay.captionBox.isEmpty())
            placed.push_back(overlay.captionBox);
        for (const SceneOverlayLayout::Line& w : overlay.warningLines)
            placed.push_back(w.box);
        if (!overlay.legend.isEmpty())
            placed.push_back(overlay.legend);
    }
    const double leftEdge = area.left() + 4, rightEdge = area.right() - 4;
    for (const LabelItem& l : scene.labels) {
        if (!finite(l.at))
            continue;
        const QString text = toQString(l.text);
        QFont sized = m_readability.sized(font, l.size);
        const double wide = QFontMetricsF(sized).horizontalAdvance(text) + 4;
        if (wide > rightEdge - leftEdge && wide > 0)
            sized.setPointSizeF(sized.pointSizeF() * std::max(0.6, (rightEdge - leftEdge) / wide));
        p.setFont(sized);
        QPointF at = safe(view.toScreen(l.at));
        const QFontMetricsF metrics(sized);
        QRectF box(at.x() - 2, at.y() - metrics.ascent(), metrics.horizontalAdvance(text) + 4,
                   metrics.height());
        if (const double past = box.right() - rightEdge; past > 0) {
            const double shift = std::min(past, std::max(0.0, box.left() - leftEdge));
            box.translate(-shift, 0);
            at.rx() -= shift;
        }
        // Two labels side by side keep a gap of half a line ("Symplectic EulerRK4" read as one
        // at presentation's size, the names just touching).
        const double gap = 0.5 * metrics.height();
        const auto covers = [&placed, gap](const QRectF& r) {
            const QRectF spaced = r.adjusted(-gap, 0, gap, 0);
            return std::any_of(placed.begin(), placed.end(), [&spaced](const QRectF& q) { return q.intersects(spaced); });
        };
        // A label that only touches the end of one on its left moves right by what it lacks,
        // while it stays in the view: on its line, next to what it names.
        for (const QRectF& q : placed)
            if (q.top() < box.bottom() && box.top() < q.bottom() && q.left() < box.left() &&
                q.right() + gap > box.left() && q.right() + gap - box.left() < 0.5 * box.width() &&
                box.right() + (q.right() + gap - box.left()) <= rightEdge) {
                const double shift = q.right() + gap - box.left();
                box.translate(shift, 0);
                at.rx() += shift;
            }
        for (int move = 0; move < 3 && covers(box); ++move) {
            box.translate(0, metrics.height());
            at.ry() += metrics.height();
        }
        if (covers(box))
            continue;
        placed.push_back(box);
        if (!ghost)
            m_drawnLabels.push_back({text, box});
        // On a plate of the background (mostly opaque), so that a label over a fill or a line
        // keeps its contrast (the bouncing balls' names over the grey floor: 3.4:1 without).
        QColor plate = m_colours.background;
        plate.setAlpha(215);
        p.fillRect(box, plate);
        p.setPen(m_colours.text(l.color));
        p.drawText(at, text);
    }

    if (!ghost)
        drawOverlay(p, area, scene, view, overlay);
    p.restore();
}

const QImage& SceneRenderer::sprite(const Color& color, int diameter)
{
    // Quantise to 4 bits per channel: at most 4096 sprites per size, invisible on screen.
    const quint64 key = (quint64(color.r >> 4) << 12 | quint64(color.g >> 4) << 8 |
                         quint64(color.b >> 4) << 4 | quint64(color.a >> 4)) |
                        (quint64(diameter) << 16);
    auto it = m_sprites.find(key);
    if (it != m_sprites.end())
        return *it;
    QImage image(diameter + 2, diameter + 2, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter sp(&image);
    sp.setRenderHint(QPainter::Antialiasing, true);
    const QColor fill = m_colours.map(color);
    sp.setBrush(fill);
    sp.setPen(QPen(fill.darker(135), diameter >= 6 ? 1.0 : 0.0));
    if (diameter < 6)
        sp.setPen(Qt::NoPen);
    sp.drawEllipse(QRectF(1.0, 1.0, diameter, diameter));
    sp.end();
    if (m_sprites.size() > 20000)
        m_sprites.clear();
    return *m_sprites.insert(key, image);
}

void SceneRenderer::drawClouds(QPainter& p, const Scene& scene, const ViewTransform& view)
{
    for (const DiskCloudItem& cloud : scene.clouds) {
        if (cloud.colors.empty())
            continue;
        const double rPx = cloud.radius * view.pixelsPerMetre();
        const int diameter = std::clamp(static_cast<int>(std::lround(2.0 * rPx)), 1, 256);
        const QRectF clip = p.clipBoundingRect().adjusted(-diameter, -diameter, diameter, diameter);
        const bool oneColor = cloud.colors.size() == 1;
        const QImage* single = oneColor ? &sprite(cloud.colors[0], diameter) : nullptr;
        const double half = 0.5 * diameter + 1.0;
        for (std::size_t i = 0; i < cloud.centers.size(); ++i) {
            const Vec2& c = cloud.centers[i];
            if (!finite(c))
                continue;
            const QPointF s = view.toScreen(c);
            if (!clip.contains(s))
                continue;
            const QImage& img =
                oneColor ? *single : sprite(cloud.colors[std::min(i, cloud.colors.size() - 1)], diameter);
            p.drawImage(QPointF(s.x() - half, s.y() - half), img);
        }
    }
}

QFont SceneRenderer::overlayFont() const
{
    if (m_fittedOverlayFont)
        return *m_fittedOverlayFont;
    return m_readability.sized(sceneOverlayFont(), sceneOverlayFont().pointSizeF());
}

void SceneRenderer::drawOverlay(QPainter& p, const QRectF& area, const Scene& scene,
                                const ViewTransform& view, const SceneOverlayLayout& layout)
{
    const QFont font = overlayFont();
    const double lines = m_readability.lineScale;
    p.setFont(font);
    const QFontMetricsF metrics(font);
    const double line = metrics.height();

    // Caption and warnings, top left, wrapped left of the legend; the legend, top right.
    if (!layout.caption.isEmpty()) {
        p.setPen(m_colours.ink);
        // In the column it was measured in: drawn into its own box, exactly as wide as its
        // widest line, a line could wrap once more ("wall 1.4 s per simulated" / "s" measured,
        // "wall 1.4 s per" / "simulated s" drawn).
        p.drawText(QRectF(layout.captionBox.topLeft(), layout.column.size()), SceneOverlayLayout::textFlags,
                   layout.caption);
    }
    p.setPen(m_colours.map(colors::warning));
    for (const SceneOverlayLayout::Line& w : layout.warningLines)
        p.drawText(w.box, Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, w.text);
    if (!layout.legend.isEmpty()) {
        const QRectF& box = layout.legend;
        p.setPen(m_colours.frame);
        p.setBrush(m_colours.panel);
        p.drawRoundedRect(box, 4, 4);
        double ly = box.top() + 4 + metrics.ascent();
        for (const LegendEntry& e : scene.legend) {
            const QPointF centre(box.left() + 12, ly - metrics.ascent() / 2 + 1);
            const double radius = 5 * lines;
            p.setPen(Qt::NoPen);
            if (e.ramp) {
                // The ramp across the dot, low to high, as the colour bar draws it.
                QLinearGradient gradient(centre - QPointF(radius, 0), centre + QPointF(radius, 0));
                for (int i = 0; i <= 4; ++i)
                    gradient.setColorAt(i / 4.0, m_colours.map(rampColor(i / 4.0)));
                p.setBrush(gradient);
            } else {
                p.setBrush(m_colours.map(e.color));
            }
            p.drawEllipse(centre, radius, radius);
            p.setPen(m_colours.ink);
            p.drawText(QPointF(box.left() + 24, ly), toQString(e.label));
            ly += line;
        }
    }

    // Colour bars, bottom right.
    double barBottom = area.bottom() - 12;
    for (const ColorLegend& c : scene.colorLegends) {
        const bool reversed = c.max < c.min;
        const QString text = colourBarText(c);
        // The bar and its text end 14 px from the right edge, however long the text is.
        const double width = std::max(160.0, metrics.horizontalAdvance(text));
        const QRectF bar(area.right() - 14 - width, barBottom - 12 * lines, width, 12 * lines);
        QLinearGradient gradient(bar.topLeft(), bar.topRight());
        for (int i = 0; i <= 10; ++i)
            gradient.setColorAt(i / 10.0, m_colours.map(rampColor(reversed ? 1.0 - i / 10.0 : i / 10.0)));
        p.setPen(m_colours.muted);
        p.setBrush(gradient);
        p.drawRect(bar);
        p.setPen(m_colours.ink);
        p.drawText(QPointF(bar.left(), bar.top() - 4), text);
        barBottom -= 2.6 * line;
    }

    // Scale bar, bottom left: a round length about 120 px long.
    const double metres = niceLength(120.0 * lines / view.pixelsPerMetre());
    const double px = metres * view.pixelsPerMetre();
    if (std::isfinite(px) && px > 4) {
        const QPointF a(area.left() + 14, area.bottom() - 14);
        const QPointF b = a + QPointF(px, 0);
        p.setPen(QPen(m_colours.ink, 2 * lines));
        p.drawLine(a, b);
        p.drawLine(a + QPointF(0, -5), a + QPointF(0, 5));
        p.drawLine(b + QPointF(0, -5), b + QPointF(0, 5));
        p.drawText(a + QPointF(0, -8),
                   QString::number(metres, 'g', 3) + QLatin1Char(' ') + toQString(scene.lengthUnit));
    }
}

void makeReadable(Scene& scene)
{
    scene.caption = readableMath(scene.caption);
    for (std::string& w : scene.warnings)
        w = readableMath(w);
    for (LabelItem& l : scene.labels)
        l.text = readableMath(l.text);
    for (LegendEntry& e : scene.legend)
        e.label = readableMath(e.label);
    for (ColorLegend& c : scene.colorLegends)
        c.quantity = readableMath(c.quantity);
}

QImage SceneRenderer::renderToImage(const Scene& original, const QSize& size)
{
    Scene scene = original;
    makeReadable(scene);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    const QRectF area(QPointF(0, 0), QSizeF(size));
    if (!m_fittedOverlayFont || m_fittedArea != area)
        fitOverlay(area, scene);
    render(p, area, scene,
           ViewTransform::fit(scene.boundsMin, scene.boundsMax, sceneWorldArea(area, scene, overlayFont())));
    p.end();
    return image;
}

} // namespace pl

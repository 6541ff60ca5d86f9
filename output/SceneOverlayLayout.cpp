// SPDX-License-Identifier: GPL-3.0-or-later
#include "SceneOverlayLayout.h"

#include "LocalNumbers.h"
#include "QtAdapters.h"
#include "ViewTransform.h"

#include <QRegularExpression>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace pl {

namespace {

constexpr double kInset = 10.0;       // px: text from the view's left edge
constexpr double kLegendGap = 12.0;   // px: between the text column and the legend
constexpr double kNarrowestColumn = 120.0;  // px: the narrowest column beside the legend

// A field too wide for its line is word-wrapped by Qt; no-break spaces keep "t = 3.20 s" from
// breaking into "t =" and "3.20 s", or leaving the unit alone on the next line, and a field's
// last word of one or two letters with the word before it ("per simulated s", not "s" alone).
QString keepQuantitiesWhole(QString field)
{
    static const QRegularExpression numberAndUnit(QStringLiteral("(\\d) (\\S{1,4}(?: |$))"));
    static const QRegularExpression shortLastWord(QStringLiteral(" (\\S{1,2})$"));
    const QString noBreak(QChar(0x00A0));
    field.replace(QStringLiteral(" = "), noBreak + QLatin1Char('=') + noBreak);
    field.replace(numberAndUnit, QStringLiteral("\\1") + noBreak + QStringLiteral("\\2"));
    field.replace(shortLastWord, noBreak + QStringLiteral("\\1"));
    return field;
}

// The caption's fields, joined with three spaces while a line has room, one line per run.
QString wrapBetweenFields(const QString& caption, const QFontMetricsF& metrics, double width)
{
    static const QRegularExpression separator(QStringLiteral(" {2,}"));
    QStringList fields = caption.split(separator, Qt::SkipEmptyParts);
    for (QString& field : fields)
        field = keepQuantitiesWhole(field);
    const QString gap = QStringLiteral("   ");
    QStringList lines;
    for (const QString& field : fields) {
        if (!lines.isEmpty() && metrics.horizontalAdvance(lines.back() + gap + field) <= width)
            lines.back() += gap + field;
        else
            lines << field;
    }
    return lines.join(QLatin1Char('\n'));
}

// The width of a text column that starts at the area's left inset and runs across the view.
double widthAcross(const QRectF& area)
{
    return std::max(kNarrowestColumn, area.width() - 2.0 * kInset);
}

} // namespace

QFont sceneOverlayFont()
{
    QFont font(uiFontFamily());
    font.setPointSizeF(10.5);
    return font;
}

SceneOverlayLayout layoutSceneOverlay(const QRectF& area, const Scene& scene,
                                      const QFontMetricsF& metrics)
{
    SceneOverlayLayout out;
    const double line = metrics.height();
    double right = area.right() - kInset;
    if (!scene.legend.empty()) {
        double width = 0.0;
        for (const LegendEntry& e : scene.legend)
            width = std::max(width, metrics.horizontalAdvance(toQString(e.label)));
        out.legend = QRectF(area.right() - width - 40, area.top() + 8, width + 32,
                            line * static_cast<double>(scene.legend.size()) + 8);
        right = out.legend.left() - kLegendGap;
    }
    const double left = area.left() + kInset;
    if (right - left >= kNarrowestColumn || out.legend.isEmpty())
        out.column = QRectF(left, area.top() + 8, std::max(kNarrowestColumn, right - left), area.height() - 8);
    else  // no room beside the legend (a narrow view, large text): below it, across the view
        out.column = QRectF(left, out.legend.bottom() + 4, widthAcross(area),
                            std::max(0.0, area.bottom() - out.legend.bottom() - 4));
    if (!scene.caption.empty()) {
        out.caption = wrapBetweenFields(toQString(scene.caption), metrics, out.column.width());
        out.captionBox = metrics.boundingRect(out.column, SceneOverlayLayout::textFlags, out.caption);
    }
    return out;
}

SceneOverlayLayout layoutSceneOverlay(const QRectF& area, const Scene& scene, const QFont& font)
{
    const QFontMetricsF metrics(font);
    SceneOverlayLayout out = layoutSceneOverlay(area, scene, metrics);
    const double fullWidth = widthAcross(area);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    // The caption's lines as Qt wraps them, each as wide as its own text.
    double top = out.column.top();
    for (const QString& part : out.caption.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QTextLayout lines(part, font);
        lines.setTextOption(option);
        lines.beginLayout();
        for (QTextLine line = lines.createLine(); line.isValid(); line = lines.createLine()) {
            line.setLineWidth(out.column.width());
            out.captionLines.push_back(QRectF(out.column.left(), top, line.naturalTextWidth(), line.height()));
            top += line.height();
        }
        lines.endLayout();
    }
    double y = out.captionBox.isEmpty() ? out.column.top() : out.captionBox.bottom();
    for (const std::string& w : scene.warnings) {
        const QString text = toQString(w);
        QTextLayout lines(text, font);
        lines.setTextOption(option);
        lines.beginLayout();
        for (QTextLine line = lines.createLine(); line.isValid(); line = lines.createLine()) {
            // Beside the legend while any of the line would be; across the view below it.
            const bool beside = !out.legend.isEmpty() && y < out.legend.bottom();
            const double width = beside ? out.column.width() : fullWidth;
            line.setLineWidth(width);
            out.warningLines.push_back({QRectF(out.column.left(), y, width, line.height()),
                                        text.mid(line.textStart(), line.textLength()).trimmed()});
            y += line.height();
        }
        lines.endLayout();
    }
    return out;
}

double SceneOverlayLayout::bottom() const
{
    double y = column.top() - 8.0;
    if (!captionBox.isEmpty())
        y = captionBox.bottom();
    if (!warningLines.empty())
        y = std::max(y, warningLines.back().box.bottom());
    if (!legend.isEmpty())
        y = std::max(y, legend.bottom());
    return y;
}

QString colourBarText(const ColorLegend& legend)
{
    const bool reversed = legend.max < legend.min;
    const double left = reversed ? legend.max : legend.min, right = reversed ? legend.min : legend.max;
    auto number = [](double v) {  // "−3", not "-3"
        if (!std::isfinite(v))
            return nonFiniteNumber(v);
        return readable(QString::number(v, 'g', 3).toStdString()).replace(QLatin1Char('-'), QChar(0x2212));
    };
    return withUnit(legend.quantity, legend.unit) + QStringLiteral(":  ") + number(left) +
           QStringLiteral(" … ") + number(right);
}

QRectF sceneColourBarsBox(const QRectF& area, const Scene& scene, const QFont& overlayFont)
{
    if (scene.colorLegends.empty())
        return {};
    const QFontMetricsF metrics(overlayFont);
    double width = 160.0;
    for (const ColorLegend& c : scene.colorLegends)
        width = std::max(width, metrics.horizontalAdvance(colourBarText(c)));
    const double height = std::min(12.0 + 2.6 * metrics.height() * static_cast<double>(scene.colorLegends.size()),
                                   0.4 * area.height());
    return QRectF(area.right() - 14.0 - width, area.bottom() - height, width, height);
}

QRectF sceneWorldArea(const QRectF& area, const Scene& scene, const QFont& overlayFont)
{
    const SceneOverlayLayout layout = layoutSceneOverlay(area, scene, overlayFont);
    const double top = std::max(0.0, std::min(layout.bottom() + 4.0 - area.top(), 0.5 * area.height()));
    const QRectF bars = sceneColourBarsBox(area, scene, overlayFont);
    const double bottom = bars.isEmpty() ? 0.0 : bars.height();
    // Below the text and above the bars: clear of both whatever the world's shape.
    const QRectF clear = area.adjusted(0.0, top, 0.0, -bottom);
    if (top == 0.0 && bottom == 0.0)
        return clear;
    QRectF best = clear;
    double bestScale = ViewTransform::fit(scene.boundsMin, scene.boundsMax, clear).pixelsPerMetre();
    for (const QRectF& region : {area, area.adjusted(0.0, top, 0.0, 0.0), area.adjusted(0.0, 0.0, 0.0, -bottom)}) {
        const ViewTransform view = ViewTransform::fit(scene.boundsMin, scene.boundsMax, region);
        if (view.pixelsPerMetre() > bestScale &&
            !sceneDrawingMeets(scene, view, sceneOverlayBoxes(layout, bars))) {
            best = region;
            bestScale = view.pixelsPerMetre();
        }
    }
    return best;
}

double sceneWorldShare(const QRectF& area, const Scene& scene, const QFont& overlayFont)
{
    const ViewTransform whole = ViewTransform::fit(scene.boundsMin, scene.boundsMax, area);
    const QRectF fitted = sceneWorldArea(area, scene, overlayFont);
    const ViewTransform shown = ViewTransform::fit(scene.boundsMin, scene.boundsMax, fitted);
    const SceneOverlayLayout layout = layoutSceneOverlay(area, scene, overlayFont);
    if (sceneDrawingMeets(scene, shown, sceneOverlayBoxes(layout, sceneColourBarsBox(area, scene, overlayFont))))
        return 0.0;
    return shown.pixelsPerMetre() / whole.pixelsPerMetre();
}

bool sceneDrawingMeets(const Scene& scene, const ViewTransform& view, const std::vector<QRectF>& boxes)
{
    // A touch of less than a pixel is no meeting (a line's box includes its leading; the SPH
    // tank's wall met a caption line's corner by 0.4 px).
    std::vector<QRectF> inner;
    QRectF any;  // all the boxes: most items lie far from every one
    for (const QRectF& box : boxes)
        if (const QRectF b = box.adjusted(1, 1, -1, -1); !b.isEmpty()) {
            inner.push_back(b);
            any = any.isNull() ? b : any.united(b);
        }
    if (any.isNull())
        return false;
    const QRectF world = QRectF(view.toScreen(scene.boundsMin), view.toScreen(scene.boundsMax)).normalized();
    // Whether the box from a to b (world), grown by `radius` px (at least half a pixel), meets
    // one of the boxes within the world.
    const auto meets = [&](const Vec2& a, const Vec2& b, double radius) {
        if (!std::isfinite(a.x()) || !std::isfinite(a.y()) || !std::isfinite(b.x()) || !std::isfinite(b.y()))
            return false;
        const double r = std::max(radius, 0.5);
        const QRectF item =
            QRectF(view.toScreen(a), view.toScreen(b)).normalized().adjusted(-r, -r, r, r) & world;
        if (item.isEmpty() || !any.intersects(item))
            return false;
        return std::any_of(inner.begin(), inner.end(), [&item](const QRectF& box) { return box.intersects(item); });
    };
    const double metres = view.pixelsPerMetre();
    for (const CircleItem& c : scene.circles)
        if (meets(c.center, c.center, c.radiusInPixels ? c.radius : c.radius * metres))
            return true;
    for (const SegmentItem& s : scene.segments)
        if (meets(s.a, s.b, 0.5 * s.stroke.width))
            return true;
    for (const PolylineItem& l : scene.polylines)
        for (std::size_t k = 1; k < l.points.size(); ++k)
            if (meets(l.points[k - 1], l.points[k], 0.5 * l.stroke.width))
                return true;
    for (const ArrowItem& a : scene.arrows)
        if (meets(a.from, a.to, 0.5 * a.stroke.width))
            return true;
    for (const RectItem& r : scene.rects)
        if (meets(r.min, r.max, 0.0))
            return true;
    for (const DiskCloudItem& c : scene.clouds)
        for (const Vec2& p : c.centers)
            if (meets(p, p, c.radius * metres))
                return true;
    for (const VectorFieldItem& f : scene.fields)
        for (const Vec2& p : f.points)
            if (meets(p, p, 0.5 * f.cellSize * metres))
                return true;
    for (const LabelItem& l : scene.labels)
        if (meets(l.at, l.at, 0.0))
            return true;
    return false;
}

std::optional<ViewTransform> zoomOutUntilClear(const Scene& scene, const ViewTransform& view,
                                               const std::vector<QRectF>& boxes, double smallest)
{
    const QPointF middle =
        QRectF(view.toScreen(scene.boundsMin), view.toScreen(scene.boundsMax)).normalized().center();
    const auto zoomed = [&](double factor) {
        ViewTransform out = view;
        out.zoomAt(middle, factor);
        return out;
    };
    const auto isClear = [&](double factor) { return !sceneDrawingMeets(scene, zoomed(factor), boxes); };
    const double least = std::min(1.0, smallest / view.pixelsPerMetre());
    if (isClear(1.0))
        return view;
    if (!isClear(least))
        return std::nullopt;
    double below = least, above = 1.0;  // clear at `below`, not at `above`
    while (above - below > (1.0 - least) / 128.0) {
        const double middleFactor = 0.5 * (below + above);
        (isClear(middleFactor) ? below : above) = middleFactor;
    }
    return zoomed(below);
}

std::vector<QRectF> sceneOverlayTextBoxes(const SceneOverlayLayout& layout)
{
    // The caption line by line: a short last line leaves room beside it.
    std::vector<QRectF> boxes(layout.captionLines.begin(), layout.captionLines.end());
    for (const SceneOverlayLayout::Line& line : layout.warningLines)
        boxes.push_back(line.box);
    return boxes;
}

std::vector<QRectF> sceneOverlayBoxes(const SceneOverlayLayout& layout, const QRectF& colourBars)
{
    std::vector<QRectF> boxes = sceneOverlayTextBoxes(layout);
    boxes.push_back(layout.legend);
    boxes.push_back(colourBars);
    return boxes;
}

QFont fitSceneOverlayFont(const QRectF& area, const Scene& scene, const Readability& readability)
{
    const double points = sceneOverlayFont().pointSizeF();
    const double lowest = std::min(readability.scale, 1.0);
    Readability smaller = readability;
    for (;;) {
        const QFont font = smaller.sized(sceneOverlayFont(), points);
        if (smaller.scale <= lowest || sceneWorldShare(area, scene, font) >= 1.0 / 3.0)
            return font;
        smaller.scale = std::max(lowest, smaller.scale - 0.1 * readability.scale);
    }
}

} // namespace pl

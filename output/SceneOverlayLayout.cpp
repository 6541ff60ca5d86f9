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
// breaking into "t =" and "3.20 s", or leaving the unit alone on the next line.
QString keepQuantitiesWhole(QString field)
{
    static const QRegularExpression numberAndUnit(QStringLiteral("(\\d) (\\S{1,4}(?: |$))"));
    const QString noBreak(QChar(0x00A0));
    field.replace(QStringLiteral(" = "), noBreak + QLatin1Char('=') + noBreak);
    field.replace(numberAndUnit, QStringLiteral("\\1") + noBreak + QStringLiteral("\\2"));
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
    double y = out.captionBox.isEmpty() ? out.column.top() : out.captionBox.bottom();
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
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
    const auto worldOn = [&scene](const QRectF& region) {
        const ViewTransform view = ViewTransform::fit(scene.boundsMin, scene.boundsMax, region);
        return std::pair{view.pixelsPerMetre(),
                         QRectF(view.toScreen(scene.boundsMin), view.toScreen(scene.boundsMax)).normalized()};
    };
    QRectF best = clear;
    double bestScale = worldOn(clear).first;
    for (const QRectF& region : {area.adjusted(0.0, top, 0.0, 0.0), area.adjusted(0.0, 0.0, 0.0, -bottom)}) {
        const auto [scale, world] = worldOn(region);
        if (!overlayMeetsWorld(layout, bars, world) && scale > bestScale) {
            best = region;
            bestScale = scale;
        }
    }
    return best;
}

double sceneWorldShare(const QRectF& area, const Scene& scene, const QFont& overlayFont)
{
    const ViewTransform whole = ViewTransform::fit(scene.boundsMin, scene.boundsMax, area);
    const QRectF fitted = sceneWorldArea(area, scene, overlayFont);
    const ViewTransform shown = ViewTransform::fit(scene.boundsMin, scene.boundsMax, fitted);
    const QRectF world = QRectF(shown.toScreen(scene.boundsMin), shown.toScreen(scene.boundsMax))
                             .normalized()
                             .adjusted(1, 1, -1, -1);
    if (overlayMeetsWorld(layoutSceneOverlay(area, scene, overlayFont),
                          sceneColourBarsBox(area, scene, overlayFont), world))
        return 0.0;
    return shown.pixelsPerMetre() / whole.pixelsPerMetre();
}

bool overlayMeetsWorld(const SceneOverlayLayout& layout, const QRectF& colourBars,
                       const QRectF& world)
{
    std::vector<QRectF> overlays{layout.captionBox, layout.legend, colourBars};
    for (const SceneOverlayLayout::Line& line : layout.warningLines)
        overlays.push_back(line.box);
    return std::any_of(overlays.begin(), overlays.end(), [&world](const QRectF& box) {
        return !box.isEmpty() && box.intersects(world);
    });
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

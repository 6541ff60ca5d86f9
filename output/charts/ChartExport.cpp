// SPDX-License-Identifier: GPL-3.0-or-later
// ChartDrawing::savePngAtWidth: a PNG for slides. The chart is laid out at a desk size of 960 px
// wide (text 8–11 pt) and drawn at `width` pixels through the device pixel ratio, so text,
// lines and markers grow with the width instead of shrinking to specks on a 1920 px image.
// ChartDrawing::renderImage: a frame of a recording, laid out at its own size (a chart that was
// never shown has no layout until it is activated).
// ChartDrawing::renderForPaper: a handout's chart (HandoutPdf.cpp), drawn as vectors. Printed in
// black and white, colours become greys that are hard to tell apart and a yellow curve all but
// vanishes; so each curve gets its own dash pattern (or marker shape) in the plot and in the
// legend, and every colour is darkened until it stands 3:1 from the white paper.
#include "ChartDrawing.h"

#include "QtAdapters.h"
#include "SafeWrite.h"
#include "SceneColours.h"
#include "ThemePalette.h"

#include <QImage>
#include <QLegend>
#include <QPainter>
#include <QScatterSeries>
#include <QTextDocumentFragment>

#include <optional>

#include <cmath>

namespace pl {

QString ChartDrawing::savePngAtWidth(const QString& path, int width)
{
    constexpr double layoutWidth = 960.0;   // px, the size the chart is laid out at
    constexpr double aspect = 560.0 / 900.0; // height / width, as the other exports
    const double ratio = width / layoutWidth;
    const QSize logical(static_cast<int>(layoutWidth), static_cast<int>(std::lround(layoutWidth * aspect)));
    QImage image(QSize(width, static_cast<int>(std::lround(width * aspect))),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(chart()->backgroundBrush().color());
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    renderTo(painter, logical);
    painter.end();
    image.setDevicePixelRatio(1.0);
    return savePngAtomically(image, path);
}

void ChartDrawing::renderForPaper(QPainter& painter, const QSize& size)
{
    applyPalette(themePalette(Theme::Light));
    const QColor paper = Qt::white, ink = Qt::black;
    chart()->setBackgroundBrush(paper);
    chart()->setBackgroundPen(Qt::NoPen);
    // Dash patterns (in pen widths) in the order curves get them; a curve the lesson draws
    // dashed keeps Qt's dash, which the others then skip.
    const std::vector<QVector<qreal>> patterns = {
        {}, {1, 2}, {6, 2, 1, 2}, {10, 3}, {6, 2, 1, 2, 1, 2}, {3, 3}, {12, 2, 2, 2}};
    const std::vector<QScatterSeries::MarkerShape> shapes = {
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle};
    std::size_t nextPattern = 0, nextShape = 0;
    struct KeyEntry {
        QString name;
        QPen pen;
        std::optional<QScatterSeries::MarkerShape> shape;
    };
    std::vector<KeyEntry> key;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        QXYSeries* series = m_series[i];
        // Translucent colours as they look on white, then dark enough for a grey printout.
        QColor colour = series->pen().color();
        const double alpha = colour.alphaF();
        colour = QColor::fromRgbF(1.0 - alpha * (1.0 - colour.redF()),
                                  1.0 - alpha * (1.0 - colour.greenF()),
                                  1.0 - alpha * (1.0 - colour.blueF()));
        colour = withContrast(colour, paper, ink, 4.5);
        std::optional<QScatterSeries::MarkerShape> shape;
        QPen pen = series->pen();
        pen.setColor(colour);
        if (auto* scatter = qobject_cast<QScatterSeries*>(series)) {
            shape = shapes[nextShape++ % shapes.size()];
            scatter->setMarkerShape(*shape);
            scatter->setColor(colour);
            scatter->setBorderColor(colour);
        } else {
            pen.setWidthF(std::max(1.5, pen.widthF()));
            pen.setCapStyle(Qt::FlatCap);
            if (m_spec.series[i].style != SeriesStyle::DashedLine) {
                const QVector<qreal>& dashes = patterns[nextPattern++ % patterns.size()];
                if (dashes.isEmpty())
                    pen.setStyle(Qt::SolidLine);
                else
                    pen.setDashPattern(dashes);
            }
            series->setPen(pen);
            series->setColor(colour);
        }
        // As in the legend: a series declared without a name stays out (ChartDrawing's constructor).
        if (!m_spec.series[i].name.empty() && !series->name().isEmpty())
            key.push_back({QTextDocumentFragment::fromHtml(series->name()).toPlainText(), pen, shape});
    }
    // Qt's legend draws a line series as a stroke too short to show its dashes: the key is
    // drawn here instead, at the right, each curve as a 40 px piece of its own pen.
    chart()->legend()->setVisible(false);
    const QFont keyFont(uiFontFamily(), 9);
    const QFontMetricsF metrics(keyFont, painter.device());
    constexpr double sample = 40.0, spacing = 8.0, rowHeight = 20.0;
    double widest = 0.0;
    for (const KeyEntry& entry : key)
        widest = std::max(widest, metrics.horizontalAdvance(entry.name));
    const double keyWidth =
        key.empty() ? 0.0 : std::min(0.4 * size.width(), sample + 2 * spacing + widest + 8.0);
    const QSize chartSize(size.width() - static_cast<int>(std::ceil(keyWidth)), size.height());
    renderTo(painter, chartSize);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(QColor(0x99, 0x99, 0x99), 0.75));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(0.5, 0.5, size.width() - 1.0, size.height() - 1.0));
    const QRectF plot = chart()->plotArea();
    double y = plot.center().y() - 0.5 * rowHeight * static_cast<double>(key.size()) + 0.5 * rowHeight;
    const double x = chartSize.width() + spacing;
    painter.setFont(keyFont);
    for (const KeyEntry& entry : key) {
        if (entry.shape) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(entry.pen.color());
            const QPointF c(x + sample / 2, y);
            const double r = 4.0;
            switch (*entry.shape) {
            case QScatterSeries::MarkerShapeRectangle:
                painter.drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
                break;
            case QScatterSeries::MarkerShapeTriangle:
                painter.drawPolygon(QPolygonF({c + QPointF(0, -r), c + QPointF(r, r), c + QPointF(-r, r)}));
                break;
            case QScatterSeries::MarkerShapeRotatedRectangle:
                painter.drawPolygon(QPolygonF({c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r),
                                               c + QPointF(-r, 0)}));
                break;
            default:
                painter.drawEllipse(c, r, r);
                break;
            }
            painter.setBrush(Qt::NoBrush);
        } else {
            painter.setPen(entry.pen);
            painter.drawLine(QPointF(x, y), QPointF(x + sample, y));
        }
        painter.setPen(ink);
        painter.drawText(QPointF(x + sample + spacing, y + 0.5 * (metrics.ascent() - metrics.descent())),
                         metrics.elidedText(entry.name, Qt::ElideRight,
                                            keyWidth - sample - 2 * spacing - 4.0));
        y += rowHeight;
    }
    painter.restore();
}

QImage ChartDrawing::renderImage(const QSize& size) { return drawOn(backgroundBrush().color(), size); }

QImage ChartDrawing::drawOn(const QColor& paper, const QSize& size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(paper);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    renderTo(painter, size);
    painter.end();
    return image;
}

} // namespace pl

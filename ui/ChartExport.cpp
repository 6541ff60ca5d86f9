// SPDX-License-Identifier: GPL-3.0-or-later
// ChartWidget::savePngAtWidth: a PNG for slides. The chart is laid out at a desk size of 960 px
// wide (text 8–11 pt) and drawn at `width` pixels through the device pixel ratio, so text,
// lines and markers grow with the width instead of shrinking to specks on a 1920 px image.
// ChartWidget::renderImage: a frame of a recording, laid out at its own size (a chart that was
// never shown has no layout until it is activated).
#include "ChartWidget.h"

#include <QImage>
#include <QPainter>

#include <cmath>

namespace pl {

QString ChartWidget::savePngAtWidth(const QString& path, int width)
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
    if (!image.save(path, "PNG"))
        return tr("cannot write %1").arg(path);
    return {};
}

QImage ChartWidget::renderImage(const QSize& size) { return drawOn(backgroundBrush().color(), size); }

QImage ChartWidget::drawOn(const QColor& paper, const QSize& size)
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

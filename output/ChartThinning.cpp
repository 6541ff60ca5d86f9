// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartThinning.h"

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

// Min/max decimation of a curve whose x never decreases, over `columns` pixel columns.
QList<QPointF> lowestAndHighestPerColumn(const QList<QPointF>& points, double xlo, double xhi,
                                         double columns)
{
    QList<QPointF> kept;
    kept.reserve(std::min<qsizetype>(points.size(), 2 * static_cast<qsizetype>(columns) + 4));
    kept.append(points.front());
    const double perX = columns / (xhi - xlo);
    qsizetype begin = 1;
    const qsizetype end = points.size() - 1;  // the last point is appended after the loop
    while (begin < end) {
        const long long column = static_cast<long long>((points[begin].x() - xlo) * perX);
        qsizetype stop = begin, lowest = begin, highest = begin;
        while (stop < end && static_cast<long long>((points[stop].x() - xlo) * perX) == column) {
            if (points[stop].y() < points[lowest].y())
                lowest = stop;
            if (points[stop].y() > points[highest].y())
                highest = stop;
            ++stop;
        }
        kept.append(points[std::min(lowest, highest)]);
        if (lowest != highest)
            kept.append(points[std::max(lowest, highest)]);
        begin = stop;
    }
    kept.append(points.back());
    return kept;
}

// Distance thinning: a point is kept when it is more than half a pixel from the last kept one.
QList<QPointF> halfPixelApart(const QList<QPointF>& points, double halfX, double halfY)
{
    QList<QPointF> kept;
    kept.reserve(points.size());
    kept.append(points.front());
    for (qsizetype i = 1; i + 1 < points.size(); ++i) {
        const QPointF& p = points[i];
        if (std::abs(p.x() - kept.back().x()) > halfX || std::abs(p.y() - kept.back().y()) > halfY)
            kept.append(p);
    }
    kept.append(points.back());
    return kept;
}

} // namespace

QList<QPointF> thinForScreen(const QList<QPointF>& points, const QSizeF& pixels)
{
    if (points.size() < 3 || !(pixels.width() >= 1) || !(pixels.height() >= 1))
        return points;
    double xlo = points.front().x(), xhi = xlo, ylo = points.front().y(), yhi = ylo;
    bool overTime = true;
    for (qsizetype i = 1; i < points.size(); ++i) {
        const QPointF& p = points[i];
        overTime = overTime && p.x() >= points[i - 1].x();
        xlo = std::min(xlo, p.x());
        xhi = std::max(xhi, p.x());
        ylo = std::min(ylo, p.y());
        yhi = std::max(yhi, p.y());
    }
    if (!(xhi > xlo))
        return points;
    if (overTime)
        return lowestAndHighestPerColumn(points, xlo, xhi, std::ceil(pixels.width()));
    return halfPixelApart(points, 0.5 * (xhi - xlo) / pixels.width(),
                          0.5 * (yhi - ylo) / pixels.height());
}

} // namespace pl

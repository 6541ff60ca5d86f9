// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartThinning.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

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

// Douglas–Peucker: of the points between two kept ones, the one farthest from the segment
// joining them is kept when it lies more than `tolerance` px from it, and both halves are looked
// at again; the rest are dropped. Distances in pixels: x times `perX`, y times `perY`.
QList<QPointF> straightWhereClose(const QList<QPointF>& points, double perX, double perY,
                                  double tolerance)
{
    const qsizetype n = points.size();
    if (n < 3)
        return points;
    auto pixel = [&](qsizetype i) { return QPointF(points[i].x() * perX, points[i].y() * perY); };
    std::vector<bool> keep(static_cast<std::size_t>(n), false);
    keep.front() = keep.back() = true;
    std::vector<std::pair<qsizetype, qsizetype>> spans{{0, n - 1}};
    while (!spans.empty()) {
        const auto [first, last] = spans.back();
        spans.pop_back();
        const QPointF a = pixel(first), along = pixel(last) - a;
        const double length2 = QPointF::dotProduct(along, along);
        double farthest2 = tolerance * tolerance;
        qsizetype at = -1;
        for (qsizetype i = first + 1; i < last; ++i) {
            const QPointF p = pixel(i) - a;
            const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p, along) / length2, 0.0, 1.0)
                                         : 0.0;
            const QPointF off = p - t * along;
            const double d2 = QPointF::dotProduct(off, off);
            if (d2 > farthest2) {
                farthest2 = d2;
                at = i;
            }
        }
        if (at < 0)
            continue;
        keep[static_cast<std::size_t>(at)] = true;
        spans.emplace_back(first, at);
        spans.emplace_back(at, last);
    }
    QList<QPointF> kept;
    for (qsizetype i = 0; i < n; ++i)
        if (keep[static_cast<std::size_t>(i)])
            kept.append(points[i]);
    return kept;
}

} // namespace

QList<QPointF> thinForScreen(const QList<QPointF>& points, const QSizeF& pixels, bool straighten)
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
    if (overTime) {
        const double columns = std::ceil(pixels.width());
        if (!straighten)
            return lowestAndHighestPerColumn(points, xlo, xhi, columns);
        if (static_cast<double>(points.size()) <= columns)
            return points;
        const double perY = yhi > ylo ? pixels.height() / (yhi - ylo) : 0.0;
        return straightWhereClose(lowestAndHighestPerColumn(points, xlo, xhi, columns),
                                  columns / (xhi - xlo), perY, kStraightTolerance);
    }
    return halfPixelApart(points, 0.5 * (xhi - xlo) / pixels.width(),
                          0.5 * (yhi - ylo) / pixels.height());
}

} // namespace pl

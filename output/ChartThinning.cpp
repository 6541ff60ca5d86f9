// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartThinning.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace pl {

namespace {

using Indices = std::vector<qsizetype>;

// Min/max decimation of a curve whose x never decreases, over `columns` pixel columns: the
// indices of the points kept.
Indices lowestAndHighestPerColumn(const QList<QPointF>& points, double xlo, double xhi,
                                  double columns)
{
    Indices kept;
    kept.reserve(static_cast<std::size_t>(
        std::min<qsizetype>(points.size(), 2 * static_cast<qsizetype>(columns) + 4)));
    kept.push_back(0);
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
        kept.push_back(std::min(lowest, highest));
        if (lowest != highest)
            kept.push_back(std::max(lowest, highest));
        begin = stop;
    }
    kept.push_back(points.size() - 1);
    return kept;
}

// Distance thinning: a point is kept when it is more than half a pixel from the last kept one.
Indices halfPixelApart(const QList<QPointF>& points, double halfX, double halfY)
{
    Indices kept{0};
    for (qsizetype i = 1; i + 1 < points.size(); ++i) {
        const QPointF& p = points[i];
        const QPointF& last = points[kept.back()];
        if (std::abs(p.x() - last.x()) > halfX || std::abs(p.y() - last.y()) > halfY)
            kept.push_back(i);
    }
    kept.push_back(points.size() - 1);
    return kept;
}

// Douglas–Peucker: of the points between two kept ones, the one farthest from the segment
// joining them is kept when it lies more than `tolerance` px from it, and both halves are looked
// at again; the rest are dropped. Distances in pixels: x times `perX`, y times `perY`.
Indices straightWhereClose(const QList<QPointF>& points, const Indices& candidates, double perX,
                           double perY, double tolerance)
{
    const qsizetype n = static_cast<qsizetype>(candidates.size());
    if (n < 3)
        return candidates;
    auto pixel = [&](qsizetype i) {
        const QPointF& p = points[candidates[static_cast<std::size_t>(i)]];
        return QPointF(p.x() * perX, p.y() * perY);
    };
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
    Indices kept;
    for (std::size_t i = 0; i < keep.size(); ++i)
        if (keep[i])
            kept.push_back(candidates[i]);
    return kept;
}

// The points at `kept`.
QList<QPointF> pick(const QList<QPointF>& points, const Indices& kept)
{
    QList<QPointF> out;
    out.reserve(static_cast<qsizetype>(kept.size()));
    for (const qsizetype i : kept)
        out.append(points[i]);
    return out;
}

} // namespace

QList<QPointF> thinForScreen(const QList<QPointF>& points, const QSizeF& pixels, ScreenScale x,
                             ScreenScale y)
{
    if (points.size() < 3 || !(pixels.width() >= 1) || !(pixels.height() >= 1))
        return points;
    // Where the points land, up to a scale and shift per axis: the logarithm on a log axis.
    QList<QPointF> screen;
    const bool logarithmic = x == ScreenScale::Logarithmic || y == ScreenScale::Logarithmic;
    if (logarithmic) {
        screen.reserve(points.size());
        for (const QPointF& p : points)
            screen.append(QPointF(x == ScreenScale::Logarithmic ? std::log10(p.x()) : p.x(),
                                  y == ScreenScale::Logarithmic ? std::log10(p.y()) : p.y()));
    }
    const QList<QPointF>& at = logarithmic ? screen : points;
    double xlo = at.front().x(), xhi = xlo, ylo = at.front().y(), yhi = ylo;
    bool overTime = true;
    for (qsizetype i = 1; i < at.size(); ++i) {
        const QPointF& p = at[i];
        overTime = overTime && p.x() >= at[i - 1].x();
        xlo = std::min(xlo, p.x());
        xhi = std::max(xhi, p.x());
        ylo = std::min(ylo, p.y());
        yhi = std::max(yhi, p.y());
    }
    if (!(xhi > xlo) || !std::isfinite(xhi - xlo) || !std::isfinite(yhi - ylo))
        return points;
    if (overTime) {
        const double columns = std::ceil(pixels.width());
        if (static_cast<double>(points.size()) <= columns)
            return points;
        const double perY = yhi > ylo ? pixels.height() / (yhi - ylo) : 0.0;
        return pick(points, straightWhereClose(at, lowestAndHighestPerColumn(at, xlo, xhi, columns),
                                               columns / (xhi - xlo), perY, kStraightTolerance));
    }
    return pick(points, halfPixelApart(at, 0.5 * (xhi - xlo) / pixels.width(),
                                       0.5 * (yhi - ylo) / pixels.height()));
}

} // namespace pl

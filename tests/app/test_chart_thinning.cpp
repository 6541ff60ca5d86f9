// SPDX-License-Identifier: GPL-3.0-or-later
// Charts draw fewer points with no visible difference (output/ChartThinning.h):
//  * a curve over time that oscillates every few samples (4 096 points, a band on a 600 px
//    plot): at most two points per pixel column plus the ends, every one an original point in
//    the original order, and in every column the lowest and the highest original point lie
//    within a quarter of a pixel of the line drawn, so the band's envelope is drawn;
//  * a smooth curve over time (two periods of a sine, 4 096 points on 600 px): under one point
//    per five columns, and every original point within half a pixel of the line drawn;
//  * a phase portrait (an ellipse of 4 096 points on 200×150 px, not monotonic in x): every dropped point lies
//    within half a pixel, in x and in y, of the point kept before it, and fewer points are drawn;
//  * a curve on a logarithmic y axis (an error falling over ten decades with a ripple, 4 096
//    points on 600 px): every original point within half a pixel of the line drawn, measured on
//    the logarithm as the screen shows it, and fewer points than columns are drawn; measured
//    on the values instead, a point in the lowest decades would be dropped for lying near a
//    line it is many pixels from;
//  * a curve with fewer points than pixels is drawn unchanged.
#include "ChartThinning.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>

// How far (px) `p` lies from the polyline `kept`, on a plot of `pixels` spanning the extent of
// `curve`.
double pixelsFromLine(const QPointF& p, const QList<QPointF>& kept, const QList<QPointF>& curve,
                      const QSizeF& pixels)
{
    double xlo = curve.front().x(), xhi = xlo, ylo = curve.front().y(), yhi = ylo;
    for (const QPointF& q : curve) {
        xlo = std::min(xlo, q.x());
        xhi = std::max(xhi, q.x());
        ylo = std::min(ylo, q.y());
        yhi = std::max(yhi, q.y());
    }
    const double perX = std::ceil(pixels.width()) / (xhi - xlo), perY = pixels.height() / (yhi - ylo);
    auto px = [&](const QPointF& q) { return QPointF(q.x() * perX, q.y() * perY); };
    double nearest = std::numeric_limits<double>::infinity();
    for (qsizetype i = 1; i < kept.size(); ++i) {
        const QPointF a = px(kept[i - 1]), along = px(kept[i]) - a, off = px(p) - a;
        const double length2 = QPointF::dotProduct(along, along);
        const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(off, along) / length2, 0.0, 1.0) : 0.0;
        const QPointF miss = off - t * along;
        nearest = std::min(nearest, std::hypot(miss.x(), miss.y()));
    }
    return nearest;
}

class TestChartThinning : public QObject {
    Q_OBJECT

private slots:
    void aBandOverTimeKeepsItsEnvelope()
    {
        QList<QPointF> band;
        for (int i = 0; i < 4096; ++i)
            band.append({0.001 * i, std::sin(2 * std::numbers::pi * i / 5.3) * (1 + 0.0002 * i)});
        const double width = 600;
        const QList<QPointF> kept = pl::thinForScreen(band, QSizeF(width, 360));
        QVERIFY2(kept.size() <= 2 * width + 4, qPrintable(QString::number(kept.size())));
        QCOMPARE(kept.front(), band.front());
        QCOMPARE(kept.back(), band.back());
        // Every kept point is an original one, in order.
        qsizetype at = 0;
        for (const QPointF& p : kept) {
            while (at < band.size() && band[at] != p)
                ++at;
            QVERIFY2(at < band.size(), "a kept point is an original point, in order");
        }
        // In every pixel column, the lowest and the highest point of the band are drawn.
        const double xlo = band.front().x(), xhi = band.back().x();
        auto column = [&](const QPointF& p) { return static_cast<int>((p.x() - xlo) / (xhi - xlo) * width); };
        using Ranges = std::map<int, std::pair<double, double>>;  // column → lowest, highest y
        auto ranges = [&](const QList<QPointF>& list) {
            Ranges out;
            for (const QPointF& p : list) {
                auto [it, added] = out.try_emplace(column(p), p.y(), p.y());
                it->second = {std::min(it->second.first, p.y()), std::max(it->second.second, p.y())};
            }
            return out;
        };
        const QSizeF pixels(width, 360);
        for (const auto& [c, range] : ranges(band))
            for (double y : {range.first, range.second}) {
                const QPointF p = *std::find_if(band.begin(), band.end(), [&](const QPointF& q) {
                    return column(q) == c && q.y() == y;
                });
                const double off = pixelsFromLine(p, kept, band, pixels);
                QVERIFY2(off <= pl::kStraightTolerance * (1 + 1e-9),
                         qPrintable(QStringLiteral("column %1: %2 px from the line").arg(c).arg(off)));
            }
    }

    void aSmoothCurveKeepsFewPointsCloseToIt()
    {
        QList<QPointF> wave;
        for (int i = 0; i < 4096; ++i)
            wave.append({0.001 * i, std::sin(4 * std::numbers::pi * i / 4096.0)});
        const QSizeF pixels(600, 360);
        const QList<QPointF> kept = pl::thinForScreen(wave, pixels);
        QVERIFY2(kept.size() < pixels.width() / 5, qPrintable(QString::number(kept.size())));
        QCOMPARE(kept.front(), wave.front());
        QCOMPARE(kept.back(), wave.back());
        for (const QPointF& p : wave) {
            const double off = pixelsFromLine(p, kept, wave, pixels);
            QVERIFY2(off <= 0.5, qPrintable(QStringLiteral("x = %1: %2 px from the line").arg(p.x()).arg(off)));
        }
    }

    void aPhasePortraitStaysWithinHalfAPixel()
    {
        QList<QPointF> circle;
        for (int i = 0; i < 4096; ++i) {
            const double angle = 2 * std::numbers::pi * i / 4096.0;
            circle.append({2.0 * std::cos(angle), 0.5 * std::sin(angle)});
        }
        const QSizeF pixels(200, 150);
        const QList<QPointF> kept = pl::thinForScreen(circle, pixels);
        QVERIFY2(kept.size() < circle.size() / 3, qPrintable(QString::number(kept.size())));
        const double halfX = 0.5 * 4.0 / pixels.width(), halfY = 0.5 * 1.0 / pixels.height();
        qsizetype k = 0;
        for (const QPointF& p : circle) {
            if (k + 1 < kept.size() && p == kept[k + 1]) {
                ++k;
                continue;
            }
            QVERIFY2(std::abs(p.x() - kept[k].x()) <= halfX * (1 + 1e-9) &&
                         std::abs(p.y() - kept[k].y()) <= halfY * (1 + 1e-9),
                     qPrintable(QStringLiteral("(%1, %2) is far from the kept point").arg(p.x()).arg(p.y())));
        }
        QCOMPARE(kept.back(), circle.back());
    }

    void aCurveOnALogAxisStaysWithinHalfAPixel()
    {
        QList<QPointF> error, onScreen;
        for (int i = 0; i < 4096; ++i) {
            const double t = 0.001 * i;
            const double y = std::pow(10.0, -2.5 * t) * (1.5 + std::sin(30.0 * t));
            error.append({t, y});
            onScreen.append({t, std::log10(y)});
        }
        const QSizeF pixels(600, 360);
        const QList<QPointF> kept =
            pl::thinForScreen(error, pixels, pl::ScreenScale::Linear, pl::ScreenScale::Logarithmic);
        QVERIFY2(kept.size() < pixels.width(), qPrintable(QString::number(kept.size())));
        QCOMPARE(kept.front(), error.front());
        QCOMPARE(kept.back(), error.back());
        QList<QPointF> keptOnScreen;
        for (const QPointF& p : kept)
            keptOnScreen.append({p.x(), std::log10(p.y())});
        for (const QPointF& p : onScreen) {
            const double off = pixelsFromLine(p, keptOnScreen, onScreen, pixels);
            QVERIFY2(off <= 0.5, qPrintable(QStringLiteral("t = %1: %2 px from the line").arg(p.x()).arg(off)));
        }
    }

    void aShortCurveIsLeftAlone()
    {
        QList<QPointF> few;
        for (int i = 0; i < 300; ++i)
            few.append({double(i), std::sin(0.1 * i)});
        QCOMPARE(pl::thinForScreen(few, QSizeF(600, 360)), few);
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestChartThinning)
#include "test_chart_thinning.moc"

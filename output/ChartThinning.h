// SPDX-License-Identifier: GPL-3.0-or-later
// Fewer points for a line chart, with no visible difference. A curve of 4 096 points in a plot
// 600 px wide puts about seven points on every pixel column, and Qt Charts strokes and joins
// every one of them on each redraw: that, not the physics, was most of a frame in the springs
// lesson (an energy that oscillates every few steps draws a dense band).
//
//  * A curve over time (x never decreasing): in each pixel column the lowest and the highest
//    point are kept, in the order they come, with the first and the last point of the curve, so
//    the band, its peaks and both ends are drawn as before ("min/max decimation"). Of those, a
//    point a straight line between its kept neighbours passes within a quarter of a pixel is
//    then dropped (Douglas–Peucker): a smooth curve keeps a point every few columns, not two a
//    column. Qt Charts strokes every point of a curve twice a refresh (once for the line, once
//    for the shape the pointer can hover), and those strokes were most of the slowest frames
//    (the springs' energies: 4 × 1 250 points at 624 px, up to 20 ms).
//  * Any other curve (a phase portrait): a point is kept when it lies more than half a pixel in x
//    or in y from the last point kept.
// The pixel is the curve's own extent divided by the size it is drawn at: the axes span at
// least the curve, so on screen a pixel is never smaller. Scatter series are not thinned (each
// point is a measurement the reader may look for).
#pragma once

#include <QList>
#include <QPointF>
#include <QSizeF>

namespace pl {

// How far (px) a dropped point of a curve over time may lie from the line drawn.
inline constexpr double kStraightTolerance = 0.25;

// How an axis puts values on the screen: a pixel is a fixed step in the value, or in its
// logarithm.
enum class ScreenScale { Linear, Logarithmic };

// `points` thinned for a curve drawn over at most `pixels` (px, > 0). A curve over time with no
// more points than pixel columns is drawn as it is. On a logarithmic axis the columns and
// distances are measured on the logarithm (the points there are > 0).
QList<QPointF> thinForScreen(const QList<QPointF>& points, const QSizeF& pixels,
                             ScreenScale x = ScreenScale::Linear, ScreenScale y = ScreenScale::Linear);

} // namespace pl

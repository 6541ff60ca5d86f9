// SPDX-License-Identifier: GPL-3.0-or-later
// Fewer points for a line chart, with no visible difference. A curve of 4 096 points in a plot
// 600 px wide puts about seven points on every pixel column, and Qt Charts strokes and joins
// every one of them on each redraw: that, not the physics, was most of a frame in the springs
// lesson (an energy that oscillates every few steps draws a dense band).
//
//  * A curve over time (x never decreasing): in each pixel column the lowest and the highest
//    point are kept, in the order they come, with the first and the last point of the curve, so
//    the band, its peaks and both ends are drawn exactly as before ("min/max decimation").
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

// `points` thinned for a curve drawn over at most `pixels` (px, > 0).
QList<QPointF> thinForScreen(const QList<QPointF>& points, const QSizeF& pixels);

} // namespace pl

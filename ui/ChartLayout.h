// SPDX-License-Identifier: GPL-3.0-or-later
// How many charts fit the chart area, and in how many columns: every cell must be at
// least as large as a chart needs to show its text unelided (minimumCell), so a small screen
// shows fewer charts, each readable, and the rest are a click away in the chooser
// (ChartChooser) instead of below the fold.
#pragma once

#include <QSize>

namespace pl {

struct ChartGrid {
    int columns = 1;
    int rows = 1;
    int capacity() const { return columns * rows; }
};

// The smallest readable chart: at the desk (text 8–9 pt) and in presentation mode (text scaled
// ×1.6, and the issue asks for at least 600×360 px at 1280×800).
QSize minimumChartCell(bool presentation);

// The grid for `count` items in an `area` (px) when each cell is at least `cell`: as many cells
// as fit (at least one, at most `maxShown`), then no more columns or rows than the items need.
ChartGrid fitChartGrid(QSize area, QSize cell, int count, int maxShown);

} // namespace pl

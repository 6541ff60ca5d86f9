// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartLayout.h"

#include <algorithm>

namespace pl {

QSize minimumChartCell(bool presentation)
{
    return presentation ? QSize(600, 360) : QSize(440, 270);
}

ChartGrid fitChartGrid(QSize area, QSize cell, int count, int maxShown)
{
    ChartGrid grid;
    grid.columns = std::max(1, area.width() / std::max(1, cell.width()));
    grid.rows = std::max(1, area.height() / std::max(1, cell.height()));
    const int shown = std::clamp(std::min(count, maxShown), 1, grid.capacity());
    // Fill rows first (charts side by side read better than stacked thin ones), then drop the
    // rows the items do not need.
    grid.columns = std::min(grid.columns, shown);
    grid.rows = std::min(grid.rows, (shown + grid.columns - 1) / grid.columns);
    while (grid.capacity() > maxShown && grid.rows > 1)
        --grid.rows;
    while (grid.capacity() > maxShown && grid.columns > 1)
        --grid.columns;
    return grid;
}

} // namespace pl

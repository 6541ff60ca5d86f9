// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartDescription.h"

#include "LocalNumbers.h"
#include "QtAdapters.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

// Each text below is marked with QT_TRANSLATE_NOOP for lupdate, in this context.
QString said(const char* text, int n = -1)
{
    return QCoreApplication::translate("ChartDescription", text, nullptr, n);
}

// Three significant digits as the measurements table writes them: the reader's decimal
// separator, a power of ten as "× 10⁻⁵", not "e-05".
QString spokenNumber(double value)
{
    if (!std::isfinite(value))
        return nonFiniteNumber(value);
    return localDecimals(readable(QString::number(value, 'g', 3).toStdString()));
}

} // namespace

QString describeChart(const ChartSpec& spec, const ChartData& data, const LessonWords& words)
{
    const QString unit = spec.y.unit.empty() ? QString() : QLatin1Char(' ') + readable(spec.y.unit);
    QStringList parts;
    for (const SeriesSpec& series : spec.series) {
        const std::vector<ChartPoint>& points = data.points(spec.id, series.id);
        if (points.empty())
            continue;
        const std::string renamed = data.seriesName(spec.id, series.id);
        // A series left out of the legend (a region's further pieces) is left out here too.
        const QString name = readable(words.str(renamed.empty() ? series.name : renamed));
        if (name.isEmpty())
            continue;
        // The last finite point, and the finite range of the series.
        std::size_t last = points.size();
        double low = INFINITY, high = -INFINITY;
        for (std::size_t i = 0; i < points.size(); ++i)
            if (std::isfinite(points[i].y) && std::isfinite(points[i].x)) {
                last = i;
                low = std::min(low, points[i].y);
                high = std::max(high, points[i].y);
            }
        if (last == points.size())
            continue;
        const ChartPoint& now = points[last];
        if (data.isWholeCurve(spec.id, series.id)) {
            // One point has a sentence of its own: English has no plural forms to choose from
            // without a translation.
            const int count = static_cast<int>(points.size());
            parts << (count == 1 ? said(QT_TRANSLATE_NOOP("ChartDescription", "%1: one point, at x = %2: %3%4"))
                                 : said(QT_TRANSLATE_N_NOOP("ChartDescription", "%1: %n points, the last at x = %2: %3%4"), count))
                         .arg(name, spokenNumber(now.x), spokenNumber(now.y), unit);
            continue;
        }
        // Over anything but time (a phase portrait) a trend means little: where the curve is.
        if (spec.x.unit != "s") {
            const QString xUnit = spec.x.unit.empty() ? QString() : QLatin1Char(' ') + readable(spec.x.unit);
            parts << said(QT_TRANSLATE_NOOP("ChartDescription", "%1 now at x = %2%3, y = %4%5"))
                         .arg(name, spokenNumber(now.x), xUnit, spokenNumber(now.y), unit);
            continue;
        }
        std::size_t first = 0;
        while (!std::isfinite(points[first].y) || !std::isfinite(points[first].x))
            ++first;
        if (first == last) {
            parts << said(QT_TRANSLATE_NOOP("ChartDescription", "%1: %2%3")).arg(name, spokenNumber(now.y), unit);
            continue;
        }
        // The trend over the last tenth of the points (at least the last two), against the
        // series' whole spread: less than 1 % of it (or a millionth of the value) is steady.
        const std::size_t back = std::max<std::size_t>(1, (last - first) / 10);
        std::size_t before = last - back;
        while (before > first && !std::isfinite(points[before].y))
            --before;
        const double recent = now.y - points[before].y;
        const double spread = high - low;
        const bool steady = !(std::abs(recent) > std::max(0.01 * spread, 1e-6 * std::abs(now.y)));
        const double change = now.y - points[first].y;
        const bool unchanged = !(std::abs(change) > 1e-3 * std::max(spread, std::abs(now.y)));
        const QString trend = steady ? said(QT_TRANSLATE_NOOP("ChartDescription", "steady")) : recent > 0 ? said(QT_TRANSLATE_NOOP("ChartDescription", "rising")) : said(QT_TRANSLATE_NOOP("ChartDescription", "falling"));
        if (unchanged)
            parts << said(QT_TRANSLATE_NOOP("ChartDescription", "%1 %2, now %3%4, as at the start")).arg(name, trend, spokenNumber(now.y), unit);
        else
            parts << (change > 0 ? said(QT_TRANSLATE_NOOP("ChartDescription", "%1 %2, now %3%4, %5%4 above the start"))
                                 : said(QT_TRANSLATE_NOOP("ChartDescription", "%1 %2, now %3%4, %5%4 below the start")))
                         .arg(name, trend, spokenNumber(now.y), unit,
                              spokenNumber(std::abs(change)));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace pl

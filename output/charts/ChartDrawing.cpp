// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartDrawing.h"

#include "ChartThinning.h"
#include "LocalNumbers.h"
#include "QtAdapters.h"
#include "SafeWrite.h"

#include <QCategoryAxis>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QResizeEvent>
#include <QGraphicsLayout>
#include <QDir>
#include <QPainter>
#include <QPaintEngine>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSvgGenerator>
#include <QTextDocumentFragment>
#include <QTextStream>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <tuple>

namespace pl {

namespace {
// Limits of a linear axis's range (see fitAxes()).
constexpr double kNarrowestAxisRange = 1e-200;
constexpr double kWidestAxisValue = 1e307;

// The most of a chart's width Qt Charts gives a legend beside the plot (ChartLayout's
// calculateLegendGeometry: the golden ratio's complement).
constexpr double kLegendShare = 0.381966;

// `html` (rich text with no space or hyphen inside a tag, as richMath writes it) broken into
// lines, each at most `width` px in `metrics`: between words, or after a hyphen of a compound
// too long for a line ("DFSPH-Strömungs-<br>grenze"); a piece wider than that stays whole.
QString wrappedHtml(const QString& html, const QFontMetricsF& metrics, double width)
{
    const auto plainWidth = [&](const QString& text) {
        return metrics.horizontalAdvance(QTextDocumentFragment::fromHtml(text).toPlainText());
    };
    if (plainWidth(html) <= width)
        return html;
    // Pieces and what joins each to the one before: a space (dropped at a break) or nothing
    // (after a hyphen, which stays at the end of its line).
    QStringList pieces;
    QList<bool> afterSpace;
    for (const QString& word : html.split(QLatin1Char(' '))) {
        const QStringList parts = word.split(QLatin1Char('-'));
        for (qsizetype i = 0; i < parts.size(); ++i) {
            pieces << parts[i] + (i + 1 < parts.size() ? QStringLiteral("-") : QString());
            afterSpace << (i == 0);
        }
    }
    QString wrapped, line;
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        const QString joint = afterSpace[i] && !line.isEmpty() ? QStringLiteral(" ") : QString();
        const QString longer = line + joint + pieces[i];
        if (!line.isEmpty() && plainWidth(longer) > width) {
            wrapped += line + QStringLiteral("<br>");
            line = pieces[i];
        } else {
            line = longer;
        }
    }
    return wrapped + line;
}
} // namespace

ChartDrawing::ChartDrawing(const ChartSpec& spec, QWidget* parent, const std::string& textContext)
    // The chart goes to the constructor: QChartView() would make an empty chart of its own,
    // and setChart() releases that one without deleting it (≈ 30 KB leaked per chart).
    : QChartView(new QChart(), parent), m_spec(spec), m_words(textContext) {
    QChart* chart = this->chart();
    m_titleHtml = richMath(m_words.title(spec));
    chart->setTitle(m_titleHtml);
    QFont titleFont(uiFontFamily(), 11, QFont::Bold);
    chart->setTitleFont(titleFont);
    // Beside the plot, one entry per line: a row under it elides names ("Forw…").
    chart->legend()->setAlignment(Qt::AlignRight);
    // Qt elides an entry longer than the legend's share of the chart (at most 38 % of its
    // width); the pointer resting on it shows the whole name.
    chart->legend()->setShowToolTips(true);
    chart->legend()->setFont(QFont(uiFontFamily(), 9));
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setAnimationOptions(QChart::NoAnimation);
    // Tick labels in the reader's numbers (0,5 in German); headless runs are in the C locale.
    chart->setLocale(numberLocale());
    chart->setLocalizeNumbers(true);
    setRenderHint(QPainter::Antialiasing, true);
    setMinimumHeight(220);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Chart: %1").arg(readable(m_words.title(spec))));

    m_axisX = makeAxis(spec.x, Qt::AlignBottom);
    m_axisY = makeAxis(spec.y, Qt::AlignLeft);
    m_axisTitleHtml = {m_axisX->titleText(), m_axisY->titleText()};
    if (spec.x.logarithmic || spec.y.logarithmic)
        connect(chart, &QChart::plotAreaChanged, this, &ChartDrawing::placeLogTickLabels);
    connect(chart, &QChart::plotAreaChanged, this, &ChartDrawing::wrapTexts);
    for (const SeriesSpec& s : spec.series) {
        QXYSeries* series = nullptr;
        if (s.style == SeriesStyle::Points) {
            auto* scatter = new QScatterSeries();
            scatter->setMarkerSize(std::max(4.0, 3.0 * s.width));
            scatter->setBorderColor(Qt::transparent);
            series = scatter;
        } else {
            series = new QLineSeries();
        }
        series->setName(richMath(m_words.name(s)));
        QPen pen(toQColor(s.color), s.width);
        if (s.style == SeriesStyle::DashedLine)
            pen.setStyle(Qt::DashLine);
        series->setPen(pen);
        series->setColor(toQColor(s.color));
        chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
        m_series.push_back(series);
        m_fullPoints.emplace_back();
    }
    // Series with an empty name stay out of the legend (e.g. faint lower-order curves).
    for (std::size_t i = 0; i < m_series.size(); ++i)
        if (spec.series[i].name.empty())
            for (QLegendMarker* marker : chart->legend()->markers(m_series[i]))
                marker->setVisible(false);
    applyPalette();  // sets the scatter markers too
}

QAbstractAxis* ChartDrawing::makeAxis(const AxisSpec& axis, Qt::Alignment alignment)
{
    QAbstractAxis* a = nullptr;
    if (axis.logarithmic) {
        auto* log = new QLogValueAxis();
        log->setBase(10.0);
        log->setLabelFormat(QStringLiteral("%.0e"));
        log->setMinorTickCount(-1);
        a = log;
    } else {
        // A category axis is a value axis whose tick labels ChartFit.cpp writes itself, so a
        // tick at zero reads "0" rather than "-5.55e-17".
        auto* value = new QCategoryAxis();
        value->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        value->setLabelFormat(QStringLiteral("%.3g"));
        value->setTickCount(6);
        a = value;
    }
    a->setTitleText(richWithUnit(m_words.title(axis), axis.unit));
    a->setTitleFont(m_readability.sized(QFont(uiFontFamily()), 9));
    a->setLabelsFont(m_readability.sized(QFont(uiFontFamily()), 8));
    chart()->addAxis(a, alignment);
    return a;
}

void ChartDrawing::setReadability(const Readability& r)
{
    m_readability = r;
    // Title 11 pt bold, legend and axis titles 9 pt, tick labels 8 pt at the desk.
    const QFont family(uiFontFamily());
    // Under the floor, legend and axis titles are at the floor with the ticks (a y-axis title
    // must fit the plot's height at 1280×800), the title a little above it.
    const bool floored = r.minPixels > 0.0;
    QFont title = r.sized(family, floored ? 10 : 11);
    title.setBold(true);
    chart()->setTitleFont(title);
    chart()->legend()->setFont(r.sized(family, floored ? 8 : 9));
    wrapTexts();
    for (QAbstractAxis* axis : {m_axisX, m_axisY}) {
        axis->setTitleFont(r.sized(family, floored ? 8 : 9));
        axis->setLabelsFont(r.sized(family, 8));
    }
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        QPen pen = m_series[i]->pen();
        pen.setWidthF(seriesWidth(i));
        m_series[i]->setPen(pen);
    }
    setScatterMarkers(devicePixelRatioF());
    placeLogTickLabels();  // in the new font
}

void ChartDrawing::setScatterMarkers(double ratio)
{
    // Qt Charts keeps a graphics item per scatter point and, whenever the number of points
    // changes, restyles every item after looking its point up in the series, which takes time
    // growing with the square of the points: a phase portrait of a few thousand points took
    // tens of milliseconds per refresh. With a light marker the items stay hidden and Qt stamps
    // the image at each point instead. The image is the disk the item drew: the marker filled
    // and outlined by the series' pen, on a whole number of pixels so it is not rescaled.
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        auto* scatter = qobject_cast<QScatterSeries*>(m_series[i]);
        if (!scatter)
            continue;
        const double size = std::max(4.0, 3.0 * m_spec.series[i].width) * m_readability.lineScale;
        if (ratio <= 0.0) {
            scatter->setLightMarker(QImage());
            scatter->setMarkerSize(size);
            scatter->setPointsVisible(true);
            continue;
        }
        const QPen pen = scatter->pen();
        const int side = static_cast<int>(std::ceil(size + pen.widthF()));
        QImage image(QSize(side, side) * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.setPen(pen);
            painter.setBrush(scatter->brush());
            painter.drawEllipse(QRectF(0.5 * (side - size), 0.5 * (side - size), size, size));
        }
        scatter->setPointsVisible(false);
        scatter->setMarkerSize(side);
        scatter->setLightMarker(image);
    }
}

void ChartDrawing::setTitleShown(bool shown)
{
    m_titleShown = shown;
    if (!shown && !chart()->title().isEmpty())
        chart()->setTitle(QString());
    wrapTexts();
}

double ChartDrawing::seriesWidth(std::size_t i) const
{
    const double declared = m_spec.series[i].width;
    return (m_highContrast ? std::max(2.0, declared) : declared) * m_readability.lineScale;
}

void ChartDrawing::refresh(const ChartData& chartData)
{
    m_data = &chartData;
    m_stale = false;
    if (chartData.revision(m_spec.id) == m_revision)
        return;
    // A chart the panel hid (another is chosen for its cell) waits until it is shown: Qt Charts
    // replaces the points of a hidden chart and lays out its axes as for a shown one, and the
    // frames of a lesson whose charts were mostly out of sight paid for all of them. A chart
    // that was never shown (an export) is not hidden on purpose and is filled at once.
    if (testAttribute(Qt::WA_WState_ExplicitShowHide) && isHidden()) {
        m_stale = true;
        return;
    }
    pushData();
}

void ChartDrawing::showEvent(QShowEvent* event)
{
    m_everShown = true;
    if (m_stale && m_data)
        refresh(*m_data);
    QChartView::showEvent(event);
}

void ChartDrawing::pushData()
{
    const ChartData& chartData = *m_data;
    m_revision = chartData.revision(m_spec.id);
    bool renamed = false;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const SeriesSpec& s = m_spec.series[i];
        const std::vector<ChartPoint>& points = chartData.points(m_spec.id, s.id);
        QList<QPointF> list;
        list.reserve(static_cast<qsizetype>(points.size()));
        for (const ChartPoint& pt : points) {
            if (!std::isfinite(pt.x) || !std::isfinite(pt.y))
                continue;
            if ((m_spec.x.logarithmic && pt.x <= 0) || (m_spec.y.logarithmic && pt.y <= 0))
                continue;
            list.append(QPointF(pt.x, pt.y));
        }
        m_fullPoints[i] = std::move(list);
        const std::string name = chartData.seriesName(m_spec.id, s.id);
        // Legends render rich text: escape so that "x < 1" is shown as written.
        const QString shown = richMath(name.empty() ? m_words.name(s) : m_words.str(name));
        if (m_series[i]->name() != shown) {
            m_series[i]->setName(shown);
            renamed = true;
        }
    }
    if (renamed)
        wrapTexts();
    fitAxes(true);
    showPoints(QSizeF(size()));
    // New ranges and tick labels ask the chart for a new layout, which Qt does on a later
    // event, after the chart was painted once with the old one: laid out now, it is painted
    // once per refresh (a refresh painted the chart, and the window under it, twice).
    if (isVisible())
        chart()->layout()->activate();
    cacheLines(true);
}

void ChartDrawing::cacheLines(bool cached)
{
    // Qt Charts adds and removes grid lines as the ticks change, so each refresh looks again.
    const QGraphicsItem::CacheMode mode = cached ? QGraphicsItem::DeviceCoordinateCache
                                                 : QGraphicsItem::NoCache;
    for (QGraphicsItem* item : scene()->items())
        if ((item->type() == QGraphicsLineItem::Type || item->type() == QGraphicsRectItem::Type) &&
            item->cacheMode() != mode)
            item->setCacheMode(mode);
}

void ChartDrawing::showPoints(const QSizeF& pixels)
{
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        if (qobject_cast<QScatterSeries*>(m_series[i])) {
            // Qt Charts keeps an item per scatter point and restyles every one on a replace:
            // only when the points changed.
            if (m_series[i]->points() != m_fullPoints[i])
                m_series[i]->replace(m_fullPoints[i]);
            continue;
        }
        auto scale = [](const AxisSpec& axis) {
            return axis.logarithmic ? ScreenScale::Logarithmic : ScreenScale::Linear;
        };
        m_series[i]->replace(
            thinForScreen(m_fullPoints[i], pixels, scale(m_spec.x), scale(m_spec.y)));
        // A line needs two points: the first one is drawn as a dot (three line widths), so a
        // curve shows from its first sample.
        const bool onePoint = m_fullPoints[i].size() == 1;
        if (onePoint)
            m_series[i]->setMarkerSize(3.0 * m_series[i]->pen().widthF());
        m_series[i]->setPointsVisible(onePoint);
    }
}

void ChartDrawing::fitAxes(bool curvesFollow)
{
    auto range = [this](const AxisSpec& spec, bool isX) {
        double lo = std::numeric_limits<double>::infinity();
        double hi = -lo;
        if (spec.min < spec.max) {
            lo = spec.min;
            hi = spec.max;
        } else {
            auto include = [&](const QList<QPointF>& points) {
                for (const QPointF& p : points) {
                    const double v = isX ? p.x() : p.y();
                    lo = std::min(lo, v);
                    hi = std::max(hi, v);
                }
            };
            for (const QList<QPointF>& points : m_fullPoints)
                include(points);
            for (QXYSeries* s : m_branchSeries)
                include(s->points());
            if (!(lo <= hi)) {
                lo = spec.logarithmic ? 0.1 : 0.0;
                hi = spec.logarithmic ? 10.0 : 1.0;
            }
            if (spec.logarithmic) {
                lo = std::pow(10.0, std::floor(std::log10(lo)));
                hi = std::pow(10.0, std::ceil(std::log10(hi)));
                if (hi <= lo)
                    hi = lo * 10.0;
                // fitToSize thins the labels to as many decades apart as the length needs.
            } else {
                // Qt maps a point by dividing by the axis range: a range of almost nothing
                // (equal values, subnormal values) would send points to infinity, and one wider
                // than the largest double is infinite itself. Keep the range within both.
                if (!std::isfinite(hi - lo)) {
                    lo = std::max(lo, -kWidestAxisValue);
                    hi = std::min(hi, kWidestAxisValue);
                }
                const double span = hi - lo;
                if (span <= 1e-12 * std::max(std::abs(lo), std::abs(hi))) {
                    // One value (a run at t = 0, a constant): a range a person can read around
                    // it, [0, 1] for a time axis that has just started.
                    const double around =
                        lo == 0.0 ? 1.0 : std::max(kNarrowestAxisRange, 0.1 * std::abs(lo));
                    hi = lo + around;
                    if (!isX || lo != 0.0)
                        lo -= around;
                } else if (span < kNarrowestAxisRange) {
                    const double middle = 0.5 * lo + 0.5 * hi;
                    lo = middle - kNarrowestAxisRange;
                    hi = middle + kNarrowestAxisRange;
                } else if (!isX) {
                    lo -= 0.05 * span;
                    hi += 0.05 * span;
                }
                if (spec.fromZero) {
                    lo = 0.0;
                    hi = std::max(hi, 1e-12);
                }
            }
        }
        return std::array<double, 2>{lo, hi};
    };
    const std::array<double, 4> wanted = [&] {
        const std::array<double, 2> x = range(m_spec.x, true), y = range(m_spec.y, false);
        return std::array<double, 4>{x[0], x[1], y[0], y[1]};
    }();
    bool emptied = false;
    auto fit = [this, curvesFollow, &emptied](QAbstractAxis* axis, const AxisSpec& spec, double lo,
                                              double hi) {
        auto* value = qobject_cast<QValueAxis*>(axis);
        // Not for equal scales: rounding the range out (±147 to ±200) would shrink the portrait
        // by a quarter; its ticks are at round values all the same (fitToSize).
        int ticks = value ? value->tickCount() : 0;
        if (value && !(spec.min < spec.max) && !m_spec.equalScales) {
            // Rounded out on an axis outside the chart: every range set on the chart's own
            // axis maps and strokes all its curves again (Qt Charts), most of a frame in the
            // double pendulum when the raw range and then the rounded one were set each time.
            QValueAxis rounded;
            rounded.setTickCount(value->tickCount());
            rounded.setRange(lo, hi);
            rounded.applyNiceNumbers();
            lo = rounded.min();
            hi = rounded.max();
            ticks = rounded.tickCount();
        }
        // A log axis is widened to whole labelled decades (fitToSize): the range it would get
        // is the one compared, or each refresh set it twice, 10⁻⁸…10 and back to 10⁻⁸…100 (the
        // XPBD constraint error), and all its curves were mapped and stroked twice.
        if (auto* log = qobject_cast<QLogValueAxis*>(axis); log && log->base() > 1 && lo > 0 && hi > lo) {
            const auto snapped = logRangeOnLabels(lo, hi, static_cast<int>(std::lround(std::log10(log->base()))));
            if (snapped.first > 0 && std::isfinite(snapped.second))
                std::tie(lo, hi) = snapped;
        }
        const bool sameRange = value ? value->min() == lo && value->max() == hi
                                     : axis->property("min").toDouble() == lo &&
                                           axis->property("max").toDouble() == hi;
        if (sameRange && (!value || value->tickCount() == ticks))
            return;
        // Ticks are laid out at once on a new range: a fixed count until fitToSize picks the
        // interval for it (one left from a smaller range could ask for millions of ticks).
        if (value) {
            value->setTickType(QValueAxis::TicksFixed);
            value->setTickCount(ticks);
        }
        // Qt Charts maps and strokes every curve again for a new range, then once more for the
        // points showPoints() brings next: an empty curve is skipped. Two strokes of each curve
        // were most of a refresh in the lessons whose time axis grows (a pendulum's angle: 13 of
        // 19 ms). Scatter series are kept: showPoints() replaces them only when they changed.
        if (curvesFollow && !emptied) {
            emptied = true;
            for (QXYSeries* s : m_series)
                if (!qobject_cast<QScatterSeries*>(s) && s->count() > 0)
                    s->clear();
        }
        axis->setRange(lo, hi);
    };
    fit(m_axisX, m_spec.x, wanted[0], wanted[1]);
    fit(m_axisY, m_spec.y, wanted[2], wanted[3]);
    fitToSize();
}

void ChartDrawing::wrapTexts()
{
    QChart* chart = this->chart();
    QLegend* legend = chart->legend();
    const QFontMetricsF metrics(legend->font());
    // What the legend's share holds besides the text: the chart's and the legend's margins, and
    // the marker with the space around it (LegendMarkerItem: about half a line).
    const QMarginsF margins = chart->margins();
    const double inside = chart->size().width() - margins.left() - margins.right();
    // A chart not laid out yet (never shown) keeps its texts whole.
    const bool laidOut = inside >= 200.0;
    if (m_titleShown) {
        const QString title =
            laidOut ? wrappedHtml(m_titleHtml, QFontMetricsF(chart->titleFont()), inside - 24.0)
                    : m_titleHtml;
        if (chart->title() != title)
            chart->setTitle(title);
    }
    if (!laidOut)
        return;
    const double room = kLegendShare * inside - metrics.height() * 0.5 - 40.0;
    for (QLegendMarker* marker : legend->markers()) {
        const QString label = wrappedHtml(marker->series()->name(), metrics, room);
        if (marker->label() != label)
            marker->setLabel(label);
    }
    // Axis titles along the plot as last laid out (plotAreaChanged calls again after a change).
    const QRectF plot = chart->plotArea();
    if (plot.width() <= 0.0 || plot.height() <= 0.0)
        return;
    const std::pair<QAbstractAxis*, double> axes[] = {{m_axisX, plot.width()}, {m_axisY, plot.height()}};
    for (std::size_t i = 0; i < 2; ++i) {
        QAbstractAxis* axis = axes[i].first;
        const QString title = wrappedHtml(m_axisTitleHtml[i], QFontMetricsF(axis->titleFont()),
                                          axes[i].second - 8.0);
        if (axis->titleText() != title)
            axis->setTitleText(title);
    }
}

void ChartDrawing::renderTo(QPainter& painter, const QSize& size)
{
    if (m_stale && m_data) {
        m_stale = false;
        pushData();
    }
    // Markers at the export's resolution; in an SVG as shapes, not images.
    const bool vector = painter.paintEngine() && painter.paintEngine()->type() != QPaintEngine::Raster;
    setScatterMarkers(vector ? 0.0 : painter.device()->devicePixelRatioF());
    const QSize old = this->size();
    resize(size);
    // A widget on screen gets its resize event from resize(); one that was never shown does not
    // (Qt keeps it pending until show()), and without it the chart is not fitted and its axes
    // are not laid out: they were missing from every headless export. The pending event is
    // sent here; it fits the chart to the new size (QChartView::resizeEvent, showPoints, fitAxes).
    if (testAttribute(Qt::WA_PendingResizeEvent)) {
        QResizeEvent event(size, old);
        resizeEvent(&event);
    }
    // Qt Charts lays out on the next event; render() needs the layout done now: the chart's,
    // then the legend's entries as wrapTexts() broke them for this size, then the chart's again
    // with the legend's new size.
    chart()->layout()->activate();
    chart()->legend()->layout()->activate();
    chart()->layout()->activate();
    cacheLines(false);
    scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), QRectF(QPointF(0, 0), QSizeF(size)));
    cacheLines(true);
    // Back to the size its layout gave it (a page of the window not shown now is not laid out
    // again when shown), its curves thinned for it again. Not the thinning for a chart never
    // shown (a headless export): the resize event that showing it sends does it then.
    resize(old);
    if (m_everShown)
        showPoints(QSizeF(old));
    setScatterMarkers(devicePixelRatioF());
}

QString ChartDrawing::savePng(const QString& path, const QSize& size)
{
    // The theme's chart paper around the chart's frame.
    return savePngAtomically(drawOn(chart()->backgroundBrush().color(), size), path);
}

QString ChartDrawing::saveSvg(const QString& path, const QSize& size)
{
    return writeFileAtomically(path, [&](QIODevice& device) {
        QSvgGenerator svg;
        svg.setOutputDevice(&device);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(readable(m_words.title(m_spec)));
        svg.setDescription(QStringLiteral("ParticleLab chart"));
        QPainter painter;
        if (!painter.begin(&svg))
            return false;
        renderTo(painter, size);
        return painter.end();
    });
}

QString ChartDrawing::saveCsv(const ChartSpec& spec, const ChartData& data, const QString& path)
{
    return writeFileAtomically(path, [&](QIODevice& device) {
        QTextStream out(&device);
        auto quoted = [](const QString& s) {
            QString q = s;
            q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
            return QLatin1Char('"') + q + QLatin1Char('"');
        };
        // Long format: one row per point, so series of different lengths fit one table.
        out << "series," << quoted(withUnit(spec.x.title, spec.x.unit)) << ','
            << quoted(withUnit(spec.y.title, spec.y.unit)) << '\n';
        for (const SeriesSpec& s : spec.series)
            for (const ChartPoint& p : data.points(spec.id, s.id)) {
                if (!std::isfinite(p.x) || !std::isfinite(p.y))
                    continue;
                out << toQString(s.id) << ',' << QString::number(p.x, 'g', 17) << ','
                    << QString::number(p.y, 'g', 17) << '\n';
            }
        out.flush();
        return out.status() == QTextStream::Ok;
    });
}

} // namespace pl

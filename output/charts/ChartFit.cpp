// SPDX-License-Identifier: GPL-3.0-or-later
// ChartDrawing's fit to its size: tick labels never crowd or elide
// because an axis gets only as many ticks as its labels have room for, at round values
// (1, 2 or 5 × 10ⁿ apart on a linear axis, whole decades on a log axis); phase portraits keep
// equal scales (the range of the axis with fewer units per pixel grows to match the other, or,
// when that range is fixed, the plot narrows); the grid is faint with a minor grid between the
// major lines.
#include "ChartDrawing.h"


#include "LocalNumbers.h"
#include "QtAdapters.h"
#include "SceneColours.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsLayout>
#include <QLogValueAxis>
#include <QPalette>
#include <QResizeEvent>
#include <QValueAxis>
#include <QXYSeries>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

// Decades between two labels of a log axis at most: 10^300 is still a finite double.
constexpr int kMaxDecadesPerLabel = 300;

// A tick label as the axis prints it: Qt's label format is a printf format chosen at run time
// (ChartDrawing sets it), so the compiler cannot check it against the argument here.
QString axisLabel(const QString& format, double value)
{
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    return QString::asprintf(format.toLatin1().constData(), value);
#pragma GCC diagnostic pop
}

// The smallest of 1, 2, 2.5, 5 × 10ⁿ that is at least `raw`.
double niceStep(double raw)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * magnitude >= raw * (1 - 1e-12))
            return m * magnitude;
    return 10.0 * magnitude;
}

// Room a tick label needs along its axis (px): its width on x, twice its height on y.
double labelRoom(const QAbstractAxis* axis, bool horizontal, const QString& widest)
{
    const QFontMetricsF metrics(axis->labelsFont());
    return horizontal ? metrics.horizontalAdvance(widest) + metrics.averageCharWidth() * 2
                      : 2.0 * metrics.height();
}

void fitValueTicks(QValueAxis* axis, double length, bool horizontal)
{
    const double lo = axis->min(), hi = axis->max();
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi) || length <= 0) {
        axis->setTickType(QValueAxis::TicksFixed);
        return;
    }
    // The widest label: either end, with the format the axis uses.
    QString widest;
    for (double v : {lo, hi, -std::max(std::abs(lo), std::abs(hi))})
        widest = std::max(widest, axisLabel(axis->labelFormat(), v),
                          [](const QString& a, const QString& b) { return a.size() < b.size(); });
    const int fits = std::max(2, static_cast<int>(length / labelRoom(axis, horizontal, widest)));
    double step = niceStep((hi - lo) / std::min(fits - 1, 6));
    auto* labelled = qobject_cast<QCategoryAxis*>(axis);
    if (!labelled) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(std::ceil(lo / step) * step);
        axis->setTickInterval(step);
        return;
    }
    // Labels at whole multiples of the step, written from k·step (no sum of rounded steps).
    // A step of 2.5 × 10ⁿ writes one digit more than either end ("0.0025" on 0 … 0.01): when
    // the labels then overlap, the next nice step is taken.
    QStringList labels;
    std::vector<double> values;
    for (;;) {
        labels.clear();
        values.clear();
        QString longest;
        for (long long k = static_cast<long long>(std::ceil(lo / step - 1e-9));
             k * step <= hi + 1e-9 * step; ++k) {
            values.push_back(static_cast<double>(k) * step);
            labels << localDecimals(QString::number(values.back(), 'g', 6));  // 0,5 in German
            if (labels.back().size() > longest.size())
                longest = labels.back();
        }
        if (labels.size() <= 2 || labels.size() * labelRoom(axis, horizontal, longest) <= length)
            break;
        step = niceStep(step * (1 + 1e-9));
    }
    if (labels == labelled->categoriesLabels() && labelled->startValue() < lo)
        return;
    for (const QString& old : labelled->categoriesLabels())
        labelled->remove(old);
    labelled->setStartValue(lo - 1e-9 * (hi - lo));
    for (std::size_t i = 0; i < values.size(); ++i)
        labelled->append(labels[static_cast<int>(i)], values[i]);
}

} // namespace

std::pair<double, double> logRangeOnLabels(double lo, double hi, int every)
{
    const double first = std::pow(10.0, every * std::floor(std::log10(lo) / every + 1e-9));
    const double last = std::max(std::pow(10.0, every * std::ceil(std::log10(hi) / every - 1e-9)),
                                 first * std::pow(10.0, every));
    return {first, last};
}

namespace {

void fitLogTicks(QLogValueAxis* axis, double length, bool horizontal)
{
    const double lo = axis->min(), hi = axis->max();
    if (!(hi > lo) || lo <= 0 || length <= 0)
        return;
    const double decades = std::max(1.0, std::round(std::log10(hi / lo)));
    const QString widest = axisLabel(axis->labelFormat(), lo);
    const int fits = std::max(2, static_cast<int>(length / labelRoom(axis, horizontal, widest)));
    // A label every `every` decades, with the range on whole multiples of it. 10^every must
    // stay a finite double, and so must the range's ends.
    const int every = std::clamp(static_cast<int>(std::ceil(decades / (fits - 1))), 1, kMaxDecadesPerLabel);
    const double base = std::pow(10.0, every);
    const auto [first, last] = logRangeOnLabels(lo, hi, every);
    // Qt draws floor(base) - 2 minor ticks between labels when the count is automatic (-1):
    // switching to a base of 10^14 while the count is still automatic asks for 10^14 ticks.
    // So the count is set to an explicit value before the base grows and back to automatic
    // only after the base is 10 again.
    const int minorTicks = every == 1 ? -1 : every - 1;  // the decades in between, faint
    if (minorTicks >= 0)
        axis->setMinorTickCount(minorTicks);
    if (axis->base() != base)
        axis->setBase(base);
    if ((first != lo || last != hi) && first > 0 && std::isfinite(last))
        axis->setRange(first, last);
    if (minorTicks < 0)
        axis->setMinorTickCount(minorTicks);
}

} // namespace

void ChartDrawing::applyPalette() { applyPalette(QApplication::palette()); }

void ChartDrawing::applyPalette(const QPalette& palette)
{
    const QColor text = palette.color(QPalette::Text);
    const bool highContrast = palette.color(QPalette::Mid) == palette.color(QPalette::Text);
    chart()->setBackgroundBrush(palette.color(QPalette::Base));
    chart()->setBackgroundPen(QPen(palette.color(QPalette::Mid), highContrast ? 1.5 : 0.5));
    chart()->setTitleBrush(text);
    chart()->legend()->setLabelColor(text);
    setBackgroundBrush(palette.color(QPalette::Window));
    // Grey and black reference curves (exact solutions, separatrices, level curves) take the
    // theme's place between background and text, as in the view; method colours stay.
    // In high contrast every curve is firm: a faint one (Taylor's P₀ … P_{N−1}, drawn
    // translucent) is made opaque as it looked on the paper, then mixed toward the text colour
    // until it stands 4.5:1 from the paper, and no curve is thinner than 2 px.
    const SceneColours colours = SceneColours::fromPalette(palette);
    m_highContrast = highContrast;
    const QColor paper = palette.color(QPalette::Base);
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        QColor colour = colours.mapGreys(m_spec.series[i].color);
        if (highContrast) {
            const double a = colour.alphaF();
            const QColor flat = QColor::fromRgbF(paper.redF() + a * (colour.redF() - paper.redF()),
                                                 paper.greenF() + a * (colour.greenF() - paper.greenF()),
                                                 paper.blueF() + a * (colour.blueF() - paper.blueF()));
            colour = withContrast(flat, paper, text, 4.5);
        }
        QPen pen = m_series[i]->pen();
        pen.setColor(colour);
        pen.setWidthF(seriesWidth(i));
        m_series[i]->setPen(pen);
        m_series[i]->setColor(colour);
    }
    setScatterMarkers(devicePixelRatioF());
    m_tickLabelColour = text;
    for (QAbstractAxis* axis : {m_axisX, m_axisY}) {
        // A log axis's own labels only hold their room; placeLogTickLabels() writes them.
        axis->setLabelsBrush(qobject_cast<QLogValueAxis*>(axis) ? QColor(Qt::transparent) : text);
        axis->setTitleBrush(text);
        axis->setLinePen(QPen(text, 1.0));
        QColor major = text;
        major.setAlpha(highContrast ? 140 : 60);
        axis->setGridLinePen(QPen(major, 1.0));
        QColor minor = text;
        minor.setAlpha(highContrast ? 60 : 22);
        axis->setMinorGridLinePen(QPen(minor, 0.8));
        axis->setMinorGridLineVisible(true);
        if (auto* value = qobject_cast<QValueAxis*>(axis); value && !qobject_cast<QCategoryAxis*>(axis))
            value->setMinorTickCount(1);
    }
}

QRectF ChartDrawing::fitEqualScales(QValueAxis* xValue, QValueAxis* yValue, QRectF plot)
{
    const bool fixedRange = m_spec.x.min < m_spec.x.max || m_spec.y.min < m_spec.y.max;
    if (fixedRange) {
        // The plot area Qt would choose at this size, without an earlier narrowing.
        chart()->setPlotArea(QRectF());
        chart()->layout()->activate();
        plot = chart()->plotArea();
        if (plot.width() < 10 || plot.height() < 10)
            return plot;  // not laid out yet (hidden in the chooser)
    }
    const double xPerPixel = (xValue->max() - xValue->min()) / plot.width();
    const double yPerPixel = (yValue->max() - yValue->min()) / plot.height();
    const bool growX = xPerPixel < yPerPixel;
    const AxisSpec& growSpec = growX ? m_spec.x : m_spec.y;
    const double perPixel = std::max(xPerPixel, yPerPixel);
    if (!(growSpec.min < growSpec.max)) {
        // Grow the axis with fewer units per pixel about its centre until both match.
        QValueAxis* grow = growX ? xValue : yValue;
        const double length = growX ? plot.width() : plot.height();
        const double centre = 0.5 * (grow->min() + grow->max());
        grow->setRange(centre - 0.5 * perPixel * length, centre + 0.5 * perPixel * length);
        return plot;
    }
    // A fixed range (the wrapped angle's −180° … 180°) is kept, since beyond it there is nothing
    // to draw: the plot narrows instead, centred in the space Qt gave it, until it has as many
    // units per pixel as the other axis (Matplotlib's "adjustable box" against "data limits").
    // Title and legend keep their places.
    QRectF narrowed = plot;
    if (growX)
        narrowed.setWidth((xValue->max() - xValue->min()) / perPixel);
    else
        narrowed.setHeight((yValue->max() - yValue->min()) / perPixel);
    narrowed.moveCenter(plot.center());
    chart()->setPlotArea(narrowed);
    chart()->layout()->activate();
    return narrowed;
}

void ChartDrawing::fitToSize()
{
    auto* xValue = qobject_cast<QValueAxis*>(m_axisX);
    auto* yValue = qobject_cast<QValueAxis*>(m_axisY);
    const QRectF plot = chart()->plotArea();
    if (plot.width() < 10 || plot.height() < 10) {
        // Not laid out yet (hidden in the chooser): a fixed tick count, since a tick interval
        // left from an earlier, smaller range would ask for millions of ticks.
        for (QValueAxis* axis : {xValue, yValue})
            if (axis)
                axis->setTickType(QValueAxis::TicksFixed);
        return;
    }
    QRectF fitted = plot;
    if (m_spec.equalScales && xValue && yValue && xValue->max() > xValue->min() &&
        yValue->max() > yValue->min())
        fitted = fitEqualScales(xValue, yValue, plot);
    if (xValue)
        fitValueTicks(xValue, fitted.width(), true);
    if (yValue)
        fitValueTicks(yValue, fitted.height(), false);
    if (auto* log = qobject_cast<QLogValueAxis*>(m_axisX))
        fitLogTicks(log, plot.width(), true);
    if (auto* log = qobject_cast<QLogValueAxis*>(m_axisY))
        fitLogTicks(log, plot.height(), false);
    placeLogTickLabels();
}

void ChartDrawing::placeLogTickLabels()
{
    // Called on every refresh and every layout. The labels' items are kept while they read the
    // same, in the same font and colour, and only moved: making them lays out their text, a
    // few milliseconds a refresh in the XPBD lesson.
    struct Label {
        QString text;
        QFont font;
        QPointF at;  // the tick's place on the plot's edge
        bool horizontal;
    };
    std::vector<Label> labels;
    const QRectF plot = chart()->plotArea();
    if (!m_series.empty() && plot.width() >= 10 && plot.height() >= 10) {
        for (QAbstractAxis* axis : {m_axisX, m_axisY}) {
            auto* log = qobject_cast<QLogValueAxis*>(axis);
            if (!log || !(log->min() > 0) || !(log->max() > log->min()) || !(log->base() > 1))
                continue;
            const bool horizontal = axis == m_axisX;
            const int every = static_cast<int>(std::lround(std::log10(log->base())));
            const int first = static_cast<int>(std::ceil(std::log10(log->min()) / every - 1e-9));
            const int last = static_cast<int>(std::floor(std::log10(log->max()) / every + 1e-9));
            for (int k = first; k <= last && last - first < 64; ++k) {
                const int exponent = k * every;
                const double value = std::pow(10.0, exponent);
                // Only this axis's coordinate of the mapped point is read; the other is any
                // positive number (valid on a log axis too).
                const QPointF at = chart()->mapToPosition(
                    horizontal ? QPointF(value, 1.0) : QPointF(1.0, value), m_series.front());
                QString label = exponent == 0 ? QStringLiteral("1")
                                : exponent == 1 ? QStringLiteral("10")
                                                : QStringLiteral("10") + toQString(readableMath("^" + std::to_string(std::abs(exponent))));
                if (exponent < 0)
                    label.insert(2, QStringLiteral("⁻"));
                labels.push_back({label, log->labelsFont(), at, horizontal});
            }
        }
    }
    const bool same = labels.size() == m_logTickLabels.size() &&
                      std::equal(labels.begin(), labels.end(), m_logTickLabels.begin(),
                                 [this](const Label& l, const QGraphicsSimpleTextItem* item) {
                                     return item->text() == l.text && item->font() == l.font &&
                                            item->brush().color() == m_tickLabelColour;
                                 });
    if (!same) {
        for (QGraphicsSimpleTextItem* item : m_logTickLabels)
            delete item;
        m_logTickLabels.clear();
        for (const Label& l : labels) {
            auto* item = new QGraphicsSimpleTextItem(l.text, chart());
            item->setFont(l.font);
            item->setBrush(m_tickLabelColour);
            m_logTickLabels.push_back(item);
        }
    }
    for (std::size_t i = 0; i < labels.size(); ++i) {
        QGraphicsSimpleTextItem* item = m_logTickLabels[i];
        const QRectF box = item->boundingRect();
        const QPointF pos = labels[i].horizontal
                                ? QPointF(labels[i].at.x() - box.width() / 2, plot.bottom() + 3)
                                : QPointF(plot.left() - box.width() - 5, labels[i].at.y() - box.height() / 2);
        if (item->pos() != pos)
            item->setPos(pos);
    }
}

void ChartDrawing::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    wrapTexts();
    if (m_data) {
        fitAxes(true);
        showPoints(QSizeF(size()));
    }
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// ChartDrawing's timeline overlays: the dashed curves of abandoned runs and the time
// cursor shown while a run is replayed from a past moment.
#include "ChartDrawing.h"

#include "QtAdapters.h"

#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QRegularExpression>
#include <QValueAxis>

#include <cmath>

namespace pl {

namespace {

// A branch's legend entry, short enough to show whole beside the plot: for a changed parameter
// its symbol and the value the dashed run kept, "Δt 0.05 (before)" from "Time step Δt 0.05 →
// 0.2 at t = 5.00 s" (whole: Qt's legend cut it to "before: Time step Δt 0.…"); otherwise what
// happened, "drag (before)". The full label is the chart's tooltip.
QString branchLegendName(const QString& label)
{
    const int at = label.indexOf(QLatin1String(" at t = "));
    const QString what = at < 0 ? label : label.left(at);
    static const QRegularExpression change(QStringLiteral("^(.*\\S)\\s+(\\S+) → (\\S+)$"));
    QString shortName = what;
    if (const QRegularExpressionMatch m = change.match(what); m.hasMatch()) {
        const QString name = m.captured(1);
        const QString symbol = name.mid(name.lastIndexOf(QLatin1Char(' ')) + 1);
        shortName = symbol + QLatin1Char(' ') + m.captured(2);
    }
    return ChartDrawing::tr("%1 (before)").arg(shortName).toHtmlEscaped();
}

bool isTimeAxis(const AxisSpec& axis)
{
    return axis.unit == "s" && axis.title.rfind("time", 0) == 0 && !axis.logarithmic;
}

} // namespace

void ChartDrawing::setBranches(
    const std::vector<std::pair<std::string, const ChartData*>>& branches,
    unsigned long long revision)
{
    if (revision == m_branchesRevision && m_branchSeries.size() ==
                                              branches.size() * m_spec.series.size())
        return;
    m_branchesRevision = revision;
    for (QXYSeries* s : m_branchSeries) {
        chart()->removeSeries(s);
        delete s;
    }
    m_branchSeries.clear();
    // The whole labels where the pointer rests on the chart, however the legend lays them out.
    QStringList tips;
    for (const auto& branch : branches)
        tips << tr("Dashed: the run before %1").arg(toQString(branch.first));
    setToolTip(tips.join(QLatin1Char('\n')));
    for (const auto& [label, branchData] : branches) {
        bool named = false;
        for (std::size_t i = 0; i < m_spec.series.size(); ++i) {
            const SeriesSpec& spec = m_spec.series[i];
            if (branchData->isWholeCurve(m_spec.id, spec.id))
                continue;  // a study's curve is the same in every branch
            auto* series = new QLineSeries();
            QColor color = toQColor(spec.color);
            color.setAlphaF(0.45);
            QPen pen(color, std::max(1.0, spec.width * 0.8) * m_readability.lineScale);
            pen.setStyle(Qt::DashLine);
            series->setPen(pen);
            QList<QPointF> list;
            for (const ChartPoint& pt : branchData->points(m_spec.id, spec.id)) {
                if (!std::isfinite(pt.x) || !std::isfinite(pt.y))
                    continue;
                if ((m_spec.x.logarithmic && pt.x <= 0) || (m_spec.y.logarithmic && pt.y <= 0))
                    continue;
                list.append(QPointF(pt.x, pt.y));
            }
            series->replace(list);
            // One legend entry per branch, on its first curve: "before: Δt 0.05 → 0.2 at t = …".
            const bool nameThis = !named;
            named = true;
            series->setName(nameThis ? branchLegendName(toQString(label)) : QString());
            chart()->addSeries(series);
            series->attachAxis(m_axisX);
            series->attachAxis(m_axisY);
            if (!nameThis)
                for (QLegendMarker* marker : chart()->legend()->markers(series))
                    marker->setVisible(false);
            m_branchSeries.push_back(series);
        }
    }
    wrapTexts();
    fitAxes();
}

void ChartDrawing::setTimeCursor(std::optional<double> t)
{
    if (!isTimeAxis(m_spec.x) || !m_axisY)
        return;
    if (!t) {
        if (m_timeCursor)
            m_timeCursor->setVisible(false);
        return;
    }
    if (!m_timeCursor) {
        auto* line = new QLineSeries();
        QPen pen(QColor(60, 60, 60, 170), 1.5 * m_readability.lineScale);
        pen.setStyle(Qt::DotLine);
        line->setPen(pen);
        chart()->addSeries(line);
        line->attachAxis(m_axisX);
        line->attachAxis(m_axisY);
        for (QLegendMarker* marker : chart()->legend()->markers(line))
            marker->setVisible(false);
        m_timeCursor = line;
    }
    // Across the y axis as shown.
    double lo = 0.0, hi = 1.0;
    if (auto* value = qobject_cast<QValueAxis*>(m_axisY)) {
        lo = value->min();
        hi = value->max();
    } else if (auto* log = qobject_cast<QLogValueAxis*>(m_axisY)) {
        lo = log->min();
        hi = log->max();
    }
    m_timeCursor->replace(QList<QPointF>{QPointF(*t, lo), QPointF(*t, hi)});
    m_timeCursor->setVisible(true);
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/Charts.h"

#include <algorithm>

namespace pl {

void ChartData::append(const std::string& chart, const std::string& series, double x, double y)
{
    Chart& c = m_charts[chart];
    Series& s = c.series[series];
    if (++s.skipped < s.stride)
        return;
    s.skipped = 0;
    if (s.points.size() >= m_capacity) {
        // Halve the resolution of what is stored and of what comes.
        std::size_t kept = 0;
        for (std::size_t i = 0; i < s.points.size(); i += 2) {
            s.ticks[kept] = s.ticks[i];
            s.points[kept++] = s.points[i];
        }
        s.points.resize(kept);
        s.ticks.resize(kept);
        s.stride *= 2;
    }
    s.wholeCurve = false;
    s.points.push_back({x, y});
    s.ticks.push_back(m_tick);
    ++c.revision;
}

void ChartData::replace(const std::string& chart, const std::string& series,
                        std::vector<ChartPoint> points)
{
    Chart& c = m_charts[chart];
    Series& s = c.series[series];
    s.points = std::move(points);
    s.ticks.clear();
    s.stride = 1;
    s.skipped = 0;
    s.wholeCurve = true;
    ++c.revision;
}

void ChartData::setSeriesName(const std::string& chart, const std::string& series,
                              std::string name)
{
    Chart& c = m_charts[chart];
    Series& s = c.series[series];
    if (s.name != name) {
        s.name = std::move(name);
        ++c.revision;
    }
}

void ChartData::clear()
{
    // Keep revisions increasing so that views notice the reset.
    for (auto& [id, chart] : m_charts) {
        chart.series.clear();
        ++chart.revision;
    }
}

ChartData ChartData::upTo(long long tick) const
{
    ChartData copy = *this;
    copy.truncateAfter(tick);
    return copy;
}

ChartData ChartData::only(const std::string& chart) const
{
    ChartData copy(m_capacity);
    copy.m_tick = m_tick;
    if (const auto it = m_charts.find(chart); it != m_charts.end())
        copy.m_charts.insert(*it);
    return copy;
}

void ChartData::truncateAfter(long long tick)
{
    for (auto& [chartId, chart] : m_charts) {
        bool changed = false;
        for (auto& [seriesId, s] : chart.series) {
            if (s.wholeCurve)
                continue;
            // Ticks only grow along a series: keep the prefix of ticks ≤ `tick`.
            const auto end = std::upper_bound(s.ticks.begin(), s.ticks.end(), tick);
            const std::size_t kept = static_cast<std::size_t>(end - s.ticks.begin());
            if (kept != s.points.size()) {
                s.points.resize(kept);
                s.ticks.resize(kept);
                s.skipped = 0;
                changed = true;
            }
        }
        if (changed)
            ++chart.revision;
    }
    m_tick = std::min(m_tick, tick);
}

void ChartData::setRevisions(unsigned long long revision)
{
    for (auto& [id, chart] : m_charts)
        chart.revision = revision;
}

bool ChartData::isWholeCurve(const std::string& chart, const std::string& series) const
{
    auto c = m_charts.find(chart);
    if (c == m_charts.end())
        return false;
    auto s = c->second.series.find(series);
    return s != c->second.series.end() && s->second.wholeCurve;
}

std::vector<std::pair<std::string, std::string>> ChartData::seriesIds() const
{
    std::vector<std::pair<std::string, std::string>> ids;
    for (const auto& [chartId, chart] : m_charts)
        for (const auto& [seriesId, s] : chart.series)
            ids.emplace_back(chartId, seriesId);
    return ids;
}

const std::vector<ChartPoint>& ChartData::points(const std::string& chart,
                                                 const std::string& series) const
{
    static const std::vector<ChartPoint> empty;
    auto c = m_charts.find(chart);
    if (c == m_charts.end())
        return empty;
    auto s = c->second.series.find(series);
    return s == c->second.series.end() ? empty : s->second.points;
}

std::string ChartData::seriesName(const std::string& chart, const std::string& series) const
{
    auto c = m_charts.find(chart);
    if (c == m_charts.end())
        return {};
    auto s = c->second.series.find(series);
    return s == c->second.series.end() ? std::string() : s->second.name;
}

unsigned long long ChartData::revision(const std::string& chart) const
{
    auto c = m_charts.find(chart);
    return c == m_charts.end() ? 0 : c->second.revision;
}

} // namespace pl

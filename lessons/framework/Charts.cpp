// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/Charts.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <stdexcept>

namespace pl {

namespace {
std::atomic<std::uint64_t> nextChartSet{1};
} // namespace

ChartSet::ChartSet() : m_serial(nextChartSet++) {}

ChartHandle ChartSet::chart(ChartSpec spec)
{
    ChartHandle handle;
    handle.m_set = m_serial;
    handle.m_index = m_specs.size();
    handle.m_id = spec.id;
    m_specs.push_back(std::move(spec));
    return handle;
}

ChartSpec& ChartSet::spec(const ChartHandle& chart)
{
    if (chart.m_set != m_serial || chart.m_index >= m_specs.size())
        throw std::logic_error("chart '" + chart.m_id + "' is not declared in this set");
    return m_specs[chart.m_index];
}

SeriesHandle ChartSet::series(const ChartHandle& chart, SeriesSpec spec)
{
    ChartSpec& c = this->spec(chart);
    SeriesHandle handle;
    handle.m_set = m_serial;
    handle.m_slot = m_slots++;
    handle.m_chart = c.id;
    handle.m_series = spec.id;
    c.series.push_back(std::move(spec));
    return handle;
}

ChartsOnShow ChartsOnShow::only(std::vector<std::string> chartIds)
{
    ChartsOnShow out;
    out.m_every = false;
    std::sort(chartIds.begin(), chartIds.end());
    chartIds.erase(std::unique(chartIds.begin(), chartIds.end()), chartIds.end());
    out.m_ids = std::move(chartIds);
    return out;
}

bool ChartsOnShow::shows(const std::string& chartId) const
{
    return m_every || std::binary_search(m_ids.begin(), m_ids.end(), chartId);
}

bool ChartsOnShow::showsMoreThan(const ChartsOnShow& other) const
{
    if (other.m_every)
        return false;
    if (m_every)
        return true;
    return std::any_of(m_ids.begin(), m_ids.end(),
                       [&](const std::string& id) { return !other.shows(id); });
}

std::pair<ChartData::Chart*, ChartData::Series*> ChartData::slot(const SeriesHandle& handle)
{
    if (!handle.declared())
        throw std::logic_error("a chart series written through a handle that was not declared");
    if (m_slots.set != handle.m_set) {
        m_slots.set = handle.m_set;
        m_slots.entries.clear();
    }
    if (handle.m_slot >= m_slots.entries.size())
        m_slots.entries.resize(handle.m_slot + 1, {nullptr, nullptr});
    auto& entry = m_slots.entries[handle.m_slot];
    if (!entry.second) {
        Chart& c = m_charts[handle.m_chart];
        entry = {&c, &c.series[handle.m_series]};
    }
    return entry;
}

void ChartData::append(const SeriesHandle& series, double x, double y)
{
    const auto [c, s] = slot(series);
    appendTo(*c, *s, x, y);
}

void ChartData::replace(const SeriesHandle& series, std::vector<ChartPoint> points)
{
    replace(series.m_chart, series.m_series, std::move(points));
}

bool ChartData::replaceIfChanged(const SeriesHandle& series, std::span<const ChartPoint> points)
{
    const auto [c, s] = slot(series);
    const bool same = s->wholeCurve && s->points.size() == points.size() &&
                      std::equal(s->points.begin(), s->points.end(), points.begin(),
                                 [](const ChartPoint& a, const ChartPoint& b) {
                                     return a.x == b.x && a.y == b.y;
                                 });
    if (same)
        return false;
    s->points.assign(points.begin(), points.end());
    becomeWholeCurve(*c, *s);
    return true;
}

std::size_t ChartData::pointCount(const SeriesHandle& series) { return slot(series).second->points.size(); }

void ChartData::setSeriesName(const SeriesHandle& series, std::string name)
{
    setSeriesName(series.m_chart, series.m_series, std::move(name));
}

void ChartData::append(const std::string& chart, const std::string& series, double x, double y)
{
    Chart& c = m_charts[chart];
    appendTo(c, c.series[series], x, y);
}

void ChartData::appendTo(Chart& c, Series& s, double x, double y)
{
    if (!keepsNext(s)) {
        ++s.skipped;
        return;
    }
    s.skipped = 0;
    if (s.points.size() >= m_capacity) {
        // Halve the resolution of what is stored and of what comes. The pending points, the
        // last ones, stay the last ones: count those kept.
        const std::size_t firstPending = s.points.size() - s.pending;
        std::size_t kept = 0, keptPending = 0;
        for (std::size_t i = 0; i < s.points.size(); i += 2) {
            s.ticks[kept] = s.ticks[i];
            s.points[kept++] = s.points[i];
            keptPending += i >= firstPending ? 1 : 0;
        }
        s.points.resize(kept);
        s.ticks.resize(kept);
        s.pending = keptPending;
        s.stride *= 2;
    }
    s.wholeCurve = false;
    s.points.push_back({x, y});
    s.ticks.push_back(m_tick);
    ++c.revision;
}

void ChartData::appendPendingTo(Chart& c, Series& s, double x)
{
    // Kept by appendTo's own rule (the caller checked keepsNext), so thinned alike.
    appendTo(c, s, x, std::numeric_limits<double>::quiet_NaN());
    ++s.pending;
}

long long ChartData::computedValues() { return s_computedValues.load(); }

std::vector<ChartData::PendingSeries> ChartData::pendingSeries() const
{
    std::vector<PendingSeries> out;
    for (const auto& [chartId, chart] : m_charts)
        for (const auto& [seriesId, s] : chart.series)
            if (s.pending > 0)
                out.push_back({chartId, seriesId,
                               std::vector<long long>(s.ticks.end() -
                                                          static_cast<std::ptrdiff_t>(s.pending),
                                                      s.ticks.end())});
    return out;
}

bool ChartData::hasPending() const
{
    for (const auto& [chartId, chart] : m_charts)
        for (const auto& [seriesId, s] : chart.series)
            if (s.pending > 0)
                return true;
    return false;
}

void ChartData::fillPending(const std::string& chart, const std::string& series,
                            const std::vector<double>& values)
{
    const auto c = m_charts.find(chart);
    if (c == m_charts.end())
        throw std::logic_error("fillPending: no chart '" + chart + "'");
    const auto s = c->second.series.find(series);
    if (s == c->second.series.end() || s->second.pending != values.size())
        throw std::logic_error("fillPending: '" + chart + "/" + series +
                               "' has not as many pending points");
    Series& target = s->second;
    const std::size_t first = target.points.size() - target.pending;
    for (std::size_t i = 0; i < values.size(); ++i)
        target.points[first + i].y = values[i];
    target.pending = 0;
    ++c->second.revision;
}

void ChartData::replace(const std::string& chart, const std::string& series,
                        std::vector<ChartPoint> points)
{
    Chart& c = m_charts[chart];
    replaceIn(c, c.series[series], std::move(points));
}

void ChartData::replaceIn(Chart& c, Series& s, std::vector<ChartPoint> points)
{
    s.points = std::move(points);
    becomeWholeCurve(c, s);
}

void ChartData::becomeWholeCurve(Chart& c, Series& s)
{
    s.ticks.clear();
    s.stride = 1;
    s.skipped = 0;
    s.pending = 0;
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
    m_slots = SlotCache();
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
                // The pending points are the last ones: those of ticks ≤ `tick` stay pending.
                const std::size_t firstPending = s.points.size() - s.pending;
                s.pending = kept > firstPending ? kept - firstPending : 0;
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

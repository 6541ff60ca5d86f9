#include "framework/Charts.h"

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
        for (std::size_t i = 0; i < s.points.size(); i += 2)
            s.points[kept++] = s.points[i];
        s.points.resize(kept);
        s.stride *= 2;
    }
    s.points.push_back({x, y});
    ++c.revision;
}

void ChartData::replace(const std::string& chart, const std::string& series,
                        std::vector<ChartPoint> points)
{
    Chart& c = m_charts[chart];
    Series& s = c.series[series];
    s.points = std::move(points);
    s.stride = 1;
    s.skipped = 0;
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

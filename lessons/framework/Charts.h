// A lesson's charts: what to plot (declared by the lesson) and the data fed while it runs.
// The UI turns a ChartSpec into a Qt chart and pushes ChartData into it at screen rate; headless
// export writes the same data to CSV, PNG and SVG.
#pragma once

#include "framework/Color.h"

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace pl {

struct AxisSpec {
    std::string title;        // e.g. "time"
    std::string unit;         // e.g. "s"; shown as "time (s)"
    bool logarithmic = false; // points ≤ 0 are left out of a log axis
    // Fixed range when min < max; otherwise the UI fits the data.
    double min = 0.0;
    double max = 0.0;
    // With a fitted range: start at 0 (histograms, counts); the top still follows the data.
    bool fromZero = false;

    std::string label() const { return unit.empty() ? title : title + " (" + unit + ")"; }
    bool operator==(const AxisSpec&) const = default;
};

enum class SeriesStyle { Line, DashedLine, Points };

struct SeriesSpec {
    std::string id;    // stable id (e.g. the method id); CSV column prefix
    std::string name;  // legend text (plain text; empty = left out of the legend); the lesson
                       // may change it later (e.g. to show a fitted slope)
    Color color;
    SeriesStyle style = SeriesStyle::Line;
    double width = 2.0; // px: line width; a Points series draws markers of 3 × width px
    bool operator==(const SeriesSpec&) const = default;
};

struct ChartSpec {
    std::string id;     // file name of the export: <id>.png, <id>.svg, <id>.csv
    std::string title;
    AxisSpec x;
    AxisSpec y;
    std::vector<SeriesSpec> series;
    bool operator==(const ChartSpec&) const = default;
};

struct ChartPoint {
    double x = 0.0;
    double y = 0.0;
};

// The data of all charts of a lesson. Time series are appended as the simulation runs;
// whole-curve charts (a convergence study, a histogram) are replaced at once.
//
// Appended series keep at most `capacity` points: when full, every other point is dropped and
// appending continues at half the rate, so the whole run stays visible at bounded cost.
class ChartData {
public:
    explicit ChartData(std::size_t capacity = 4096) : m_capacity(capacity) {}

    void append(const std::string& chart, const std::string& series, double x, double y);
    void replace(const std::string& chart, const std::string& series,
                 std::vector<ChartPoint> points);
    void setSeriesName(const std::string& chart, const std::string& series, std::string name);
    void clear();

    const std::vector<ChartPoint>& points(const std::string& chart,
                                          const std::string& series) const;
    // The legend name set by setSeriesName, or empty for the declared name.
    std::string seriesName(const std::string& chart, const std::string& series) const;
    // Increases on every change: the UI redraws a chart only when its revision moved.
    unsigned long long revision(const std::string& chart) const;

private:
    struct Series {
        std::vector<ChartPoint> points;
        std::string name;
        int stride = 1;      // keep one appended point in `stride`
        int skipped = 0;
    };
    struct Chart {
        std::map<std::string, Series> series;
        unsigned long long revision = 0;
    };
    std::size_t m_capacity;
    std::map<std::string, Chart> m_charts;
};

} // namespace pl

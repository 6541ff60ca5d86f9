// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's charts: what to plot (declared by the lesson) and the data fed while it runs.
// The UI turns a ChartSpec into a Qt chart and pushes ChartData into it at screen rate; headless
// export writes the same data to CSV, PNG and SVG.
#pragma once

#include "framework/Color.h"
#include "framework/Translatable.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <utility>
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
    // The title as a sentence to translate (Translatable.h), when it has a name put in; `title`
    // keeps the English (CSV). Set both with titled().
    TrText titleText{};

    AxisSpec titled(TrText text) && {
        title = text.english();
        titleText = std::move(text);
        return std::move(*this);
    }
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
    // The legend text as a sentence to translate (Translatable.h), when it has numbers or
    // names put in; `name` keeps the English. Set both with named().
    TrText nameText{};

    SeriesSpec named(TrText text) && {
        name = text.english();
        nameText = std::move(text);
        return std::move(*this);
    }
    bool operator==(const SeriesSpec&) const = default;
};

struct ChartSpec {
    std::string id;     // file name of the export: <id>.png, <id>.svg, <id>.csv
    std::string title;
    AxisSpec x;
    AxisSpec y;
    std::vector<SeriesSpec> series;
    // Phase portraits: one unit on x spans as many pixels as one unit on y (a circle stays round).
    bool equalScales = false;
    // The title as a sentence to translate (Translatable.h), when it has numbers or names put
    // in; `title` keeps the English (CSV, report.json). Set both with titled().
    TrText titleText{};

    ChartSpec titled(TrText text) && {
        title = text.english();
        titleText = std::move(text);
        return std::move(*this);
    }
    bool operator==(const ChartSpec&) const = default;
};

// Typed handles to declared charts and series (see ChartSet below). A handle comes only from a
// declaration, so a lesson cannot write to a chart or series it did not declare, and appending
// through one costs no look-up by name once ChartData has met it.
class ChartHandle {
public:
    ChartHandle() = default;
    const std::string& id() const { return m_id; }

private:
    friend class ChartSet;
    std::uint64_t m_set = 0;
    std::size_t m_index = 0;
    std::string m_id;
};

class SeriesHandle {
public:
    SeriesHandle() = default;
    bool declared() const { return m_set != 0; }
    const std::string& chart() const { return m_chart; }
    const std::string& series() const { return m_series; }

private:
    friend class ChartSet;
    friend class ChartData;
    std::uint64_t m_set = 0;   // the declaration it came from (0: none)
    std::size_t m_slot = 0;    // its place among that declaration's series
    std::string m_chart;
    std::string m_series;
};

// A lesson's chart declarations, made after each reset; charts() returns specs().
//
//     ChartSet set;
//     const ChartHandle energy = set.chart({"energy", "Total energy", {"time", "s"}, {"E", "J"}, {}});
//     m_exact = set.series(energy, {"exact", "Exact", colors::grey, SeriesStyle::DashedLine, 1.5});
//     …  data.append(m_exact, t, e);   // in record()
class ChartSet {
public:
    ChartSet();

    // Declares a chart (its `series` may already list series no handle writes to).
    ChartHandle chart(ChartSpec spec);
    // Declares a series of `chart` and returns the handle that writes it.
    SeriesHandle series(const ChartHandle& chart, SeriesSpec spec);
    // The spec of a declared chart, to set what the builder above does not (equal scales …).
    ChartSpec& spec(const ChartHandle& chart);

    const std::vector<ChartSpec>& specs() const { return m_specs; }

private:
    std::uint64_t m_serial;
    std::size_t m_slots = 0;
    std::vector<ChartSpec> m_specs;
};

// Which of a lesson's charts a window has on show: view state, never part of the run (it is not
// saved, recorded in the timeline or undone, and changing it forks nothing). A lesson may skip
// the work of an instrument whose chart is hidden (a stability meter's eigenvalues), provided
// it fills that chart when it comes on show (Lesson::recordShown). Everything is on show unless
// a window says otherwise: headless export, studies and tests compute every chart.
class ChartsOnShow {
public:
    ChartsOnShow() = default;  // every chart
    static ChartsOnShow every() { return {}; }
    // Only the charts of these ids (none when empty).
    static ChartsOnShow only(std::vector<std::string> chartIds);

    bool everything() const { return m_every; }
    bool shows(const std::string& chartId) const;
    bool shows(const ChartHandle& chart) const { return shows(chart.id()); }
    // True when a chart `other` hides is on show here.
    bool showsMoreThan(const ChartsOnShow& other) const;
    bool operator==(const ChartsOnShow&) const = default;

private:
    bool m_every = true;
    std::vector<std::string> m_ids;  // sorted, when !m_every
};

struct ChartPoint {
    double x = 0.0;
    double y = 0.0;

    template <class Archive> void serialize(Archive& ar) { ar(x, y); }
};

// The data of all charts of a lesson. Time series are appended as the simulation runs;
// whole-curve charts (a convergence study, a histogram) are replaced at once.
//
// Appended series keep at most `capacity` points: when full, every other point is dropped and
// appending continues at half the rate, so the whole run stays visible at bounded cost.
//
// Every appended point is stamped with the step index ("tick") the session set before the
// lesson recorded it, so the timeline can show a run up to a past moment (upTo) and a branch
// can drop an abandoned future (truncateAfter). Whole curves (replace) belong to no tick.
class ChartData {
public:
    explicit ChartData(std::size_t capacity = 4096) : m_capacity(capacity) {}

    void append(const std::string& chart, const std::string& series, double x, double y);
    void replace(const std::string& chart, const std::string& series,
                 std::vector<ChartPoint> points);
    void setSeriesName(const std::string& chart, const std::string& series, std::string name);
    // The same through a declared series (see ChartSet): after its first point, no look-up by
    // name. A handle that was never declared throws std::logic_error.
    void append(const SeriesHandle& series, double x, double y);
    void replace(const SeriesHandle& series, std::vector<ChartPoint> points);
    // append(series, x, y()) for a value that costs (a shadow energy's pass over the pairs): y
    // is called only where the series keeps the point (see the thinning above), so the value is
    // computed at the recorded samples alone; the data are the same as append's.
    //
    // With `onShow` false (the series' chart is hidden) y is not called at all: the point is kept
    // where append would keep it, stamped with its tick, its value not yet known (NaN) and
    // pending. fillPending() writes the values later, computed from the run reached again at
    // those ticks (LessonSession does it when the chart comes on show, and before a file is
    // written); then the series is what it would have been with the chart on show all along. A
    // series that has pending points keeps the next ones pending too, on show or not, so that
    // its pending points are always its last ones. For a series of at most one point a tick.
    template <class Y>
    void appendComputed(const SeriesHandle& series, double x, Y&& y, bool onShow = true)
    {
        const auto [c, s] = slot(series);
        if (!keepsNext(*s)) {
            ++s->skipped;
            return;
        }
        if (!onShow || s->pending > 0) {
            appendPendingTo(*c, *s, x);
            return;
        }
        countComputedValue();
        appendTo(*c, *s, x, y());
    }
    // How many values appendComputed has computed (called y for) in this process, on any
    // ChartData: a hidden series leaves it unchanged.
    static long long computedValues();

    // A series with points whose values are not computed yet (appendComputed, chart hidden):
    // their ticks, oldest first. They are the series' last points.
    struct PendingSeries {
        std::string chart;
        std::string series;
        std::vector<long long> ticks;
    };
    std::vector<PendingSeries> pendingSeries() const;
    bool hasPending() const;
    // Writes the values of the pending points of `series` of `chart`, oldest first (as many as
    // pendingSeries() gave ticks); they are then ordinary points.
    void fillPending(const std::string& chart, const std::string& series,
                     const std::vector<double>& values);

    // replace(series, points) unless the series already is that whole curve (then nothing
    // changes and nothing is redrawn); true when it replaced. Through the handle, without a
    // look-up by name: for curves rewritten often (a stability meter's points).
    // The points are copied into the series' own storage (no allocation once it has held as
    // many).
    bool replaceIfChanged(const SeriesHandle& series, std::span<const ChartPoint> points);
    // The number of points of a declared series (0 before its first), without a look-up by name.
    std::size_t pointCount(const SeriesHandle& series);
    void setSeriesName(const SeriesHandle& series, std::string name);
    void clear();

    // The tick that the next appended points are stamped with.
    void setTick(long long tick) { m_tick = tick; }
    // A copy with only the appended points of ticks ≤ `tick` (whole curves are kept).
    ChartData upTo(long long tick) const;
    // A copy with only chart `chart` (its points and revision), or with no chart.
    ChartData only(const std::string& chart) const;
    // Drops the appended points of ticks > `tick`, so that appending can go on from there.
    void truncateAfter(long long tick);
    // True when `series` of `chart` was set as a whole curve (replace), not appended.
    bool isWholeCurve(const std::string& chart, const std::string& series) const;
    // Gives every chart the revision `revision` (a copy shown in place of another must not
    // repeat a revision the view has seen).
    void setRevisions(unsigned long long revision);
    // Ids of the series that hold data, per chart.
    std::vector<std::pair<std::string, std::string>> seriesIds() const;

    const std::vector<ChartPoint>& points(const std::string& chart,
                                          const std::string& series) const;
    const std::vector<ChartPoint>& points(const SeriesHandle& series) const
    {
        return points(series.chart(), series.series());
    }
    // The legend name set by setSeriesName, or empty for the declared name.
    std::string seriesName(const std::string& chart, const std::string& series) const;
    // Increases on every change: the UI redraws a chart only when its revision moved.
    unsigned long long revision(const std::string& chart) const;

private:
    struct Series {
        std::vector<ChartPoint> points;
        std::vector<long long> ticks;  // per appended point; empty for a whole curve
        std::string name;
        int stride = 1;      // keep one appended point in `stride`
        int skipped = 0;
        bool wholeCurve = false;
        // The last `pending` points have no value yet (appendComputed with the chart hidden).
        // Not saved: a file is written after they are filled (LessonSession::completeCharts).
        std::size_t pending = 0;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(points, ticks, name, stride, skipped, wholeCurve);
        }
    };
    struct Chart {
        std::map<std::string, Series> series;
        unsigned long long revision = 0;

        template <class Archive> void serialize(Archive& ar) { ar(series); }
    };
    // Where each handle's series lives in m_charts (map nodes do not move). Never copied: a
    // copy, a clear() or a load starts it again.
    struct SlotCache {
        std::uint64_t set = 0;
        std::vector<std::pair<Chart*, Series*>> entries;
        SlotCache() = default;
        SlotCache(const SlotCache&) {}
        SlotCache& operator=(const SlotCache&)
        {
            set = 0;
            entries.clear();
            return *this;
        }
    };
    std::pair<Chart*, Series*> slot(const SeriesHandle& handle);
    // Whether the thinning keeps the next point appended to s (one in `stride`).
    static bool keepsNext(const Series& s) { return s.skipped + 1 >= s.stride; }
    void appendTo(Chart& c, Series& s, double x, double y);
    void appendPendingTo(Chart& c, Series& s, double x);
    static void countComputedValue() { s_computedValues.fetch_add(1, std::memory_order_relaxed); }
    static inline std::atomic<long long> s_computedValues{0};
    static void replaceIn(Chart& c, Series& s, std::vector<ChartPoint> points);
    // The bookkeeping of a series whose points were just set as a whole curve.
    static void becomeWholeCurve(Chart& c, Series& s);

    std::size_t m_capacity;
    std::map<std::string, Chart> m_charts;
    long long m_tick = 0;
    SlotCache m_slots;

public:
    // Everything but the revisions (a loaded copy starts new revisions, so views redraw).
    template <class Archive> void serialize(Archive& ar)
    {
        std::uint64_t capacity = m_capacity;
        ar(capacity, m_charts, m_tick);
        m_capacity = static_cast<std::size_t>(capacity);
        m_slots = SlotCache();
        for (auto& [id, chart] : m_charts)
            ++chart.revision;
    }
};

} // namespace pl

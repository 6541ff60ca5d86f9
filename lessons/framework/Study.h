// SPDX-License-Identifier: GPL-3.0-or-later
// A study: a longer computation a lesson runs beside the animation (a convergence study over
// Δt, a flip map, a sweep over N). The UI runs it on a worker thread with a progress bar and a
// Cancel button; headless export runs it before writing the report.
//
// Thread rule: the function a lesson returns from prepareStudy() owns copies of everything it
// needs and never touches the lesson; only acceptStudy(), on the lesson's thread, does.
#pragma once

#include "framework/Charts.h"
#include "framework/Measurement.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace pl {

class Progress {
public:
    // Fraction done in [0, 1].
    void report(double fraction) { m_fraction.store(fraction, std::memory_order_relaxed); }
    double fraction() const { return m_fraction.load(std::memory_order_relaxed); }
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    // A study checks this often and returns early (with whatever it has) when it is true.
    bool cancelled() const { return m_cancelled.load(std::memory_order_relaxed); }

private:
    std::atomic<double> m_fraction{0.0};
    std::atomic<bool> m_cancelled{false};
};

struct SeriesUpdate {
    std::string chart;
    std::string series;
    std::vector<ChartPoint> points;
    std::string name;  // a new legend text, or empty to keep the current one

    template <class Archive> void serialize(Archive& ar) { ar(chart, series, points, name); }
};

struct StudyResult {
    std::vector<SeriesUpdate> series;
    std::vector<Measurement> measurements;
    // Image results (e.g. the flip map): rows of 0xAARRGGBB pixels, exported as <id>.png.
    struct Image {
        std::string id;
        int width = 0;
        int height = 0;
        std::vector<unsigned int> argb;

        template <class Archive> void serialize(Archive& ar) { ar(id, width, height, argb); }
    };
    std::vector<Image> images;
    bool cancelled = false;

    template <class Archive> void serialize(Archive& ar)
    {
        ar(series, measurements, images, cancelled);
    }
};

struct StudySpec {
    std::string id;           // e.g. "convergence"
    std::string label;        // button text, e.g. "Run convergence study"
    std::string description;  // tooltip
    bool runOnReset = true;   // the UI starts it after every reset; headless always runs it
};

using StudyFunction = std::function<StudyResult(Progress&)>;

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `taylor`, its presentation: the parameter table (with the table's x values as text),
// the charts (the partial sums, error against bound on a log axis, "how many terms?", the
// small-angle approximation sin θ ≈ θ used by the pendulum, and radians as arc length over
// radius), the tables, the scene (the first chart drawn in the view) and the notices.
//
// Why every integrator has an order: a step of size Δt is a truncated Taylor series, and its
// local error is the Lagrange remainder. The mathematics is in TaylorModel.h.
#pragma once

#include "framework/ModelLesson.h"
#include "taylor/TaylorModel.h"

#include <optional>
#include <vector>

namespace pl {

// The model's settings and the x values of the lesson's table.
struct TaylorLessonSettings : TaylorSettings {
    std::vector<double> tableX;
};

class TaylorLesson final : public ModelLesson<TaylorLesson, TaylorModel, TaylorLessonSettings> {
public:
    static constexpr LessonAbout about{
        "taylor", PL_TR_NOOP("taylor", "Taylor series and the Lagrange error bound"),
        PL_TR_NOOP("taylor",
                   "Why every integrator has an order: polynomials that hug a function, and how "
                   "far off they are.")};
    static ParameterTable<TaylorLessonSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    std::vector<Table> tables() const override;
    void scene(Scene& out) const override;
    TrText describe() const override;
    std::vector<TrText> noticeTexts() const override;
    TrText checkState() const override;

    // The x values of the table, parsed from the text parameter; nothing when the text is not
    // a comma-separated list of 1 … 100 finite numbers.
    static std::optional<std::vector<double>> parseValueList(const std::string& text);

private:
    // The y band the curves are drawn in (chart 1 and the view), from the values of f.
    void computeDrawingBand();
    // Clamps y into the drawing band widened by one band height on each side, so that a
    // polynomial running off to ±10⁹ leaves the plot instead of squashing it.
    double clampToBand(double y) const;
    TrText convergenceDescription() const;           // "−1 < x ≤ 1" or "every x", for text
    // "(−1, 1]": for chart legends, which the UI shows as rich text (a '<' would start a tag).
    std::string convergenceIntervalNotation() const;
    std::string functionName() const;

    void resetModel(const TaylorLessonSettings& settings) override;
    // Whole curves computed at reset (record() replaces them).
    void declareCharts(ChartSet& set) override;
    // 1/(1 − x) over a range across its pole: f is drawn as two curves.
    bool splitsAtPole() const;

    struct Series {
        SeriesHandle f, fBeyondPole;            // fBeyondPole: only when splitsAtPole()
        std::vector<SeriesHandle> partialSums;  // P₀ … P_N
        SeriesHandle error, bound;              // over x, for P_N
        SeriesHandle termBound, termError, tolerance;  // at x, over the degree
        SeriesHandle smallAngleError, onePercent, onePercentCrossing;
        SeriesHandle radians, sine, classicAngles;
    };
    Series m_series;

    std::vector<double> m_tableX;  // the x values of the table
    double m_bandLow = -1.0;       // y range drawn (chart 1 and the view)
    double m_bandHigh = 1.0;
};

// ModelLesson's members for this lesson are compiled once, in TaylorLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<TaylorLesson, TaylorModel, TaylorLessonSettings>;

} // namespace pl

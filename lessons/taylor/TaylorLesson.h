// Lesson `taylor`: Taylor polynomials P_N(x) = Σ_{n≤N} f⁽ⁿ⁾(a)(x − a)ⁿ/n! of eˣ, sin x, cos x,
// ln(1 + x) and 1/(1 − x), their true error, and the Lagrange bound
// |f(x) − P_N(x)| ≤ M |x − a|ᴺ⁺¹/(N + 1)!, M = max |f⁽ᴺ⁺¹⁾| between a and x (computed).
//
// Why every integrator has an order: a step of size Δt is a truncated Taylor series, and its
// local error is the Lagrange remainder. Pages: the partial sums, error against bound (log y),
// "how many terms?" (smallest N with bound ≤ Δ), the small-angle approximation sin θ ≈ θ used by
// the pendulum, and radians (arc length over radius). Sources: see particlelab/series/TaylorSeries.h.
//
// Everything is computed in reset(). Playing builds the series term by term: one second per
// term, P₀, P₀ + P₁, … up to P_N, and the error curve falls with each term; then it is finished.
#pragma once

#include "framework/Lesson.h"

#include <particlelab/series/TaylorSeries.h>

#include <optional>
#include <vector>

namespace pl {

class TaylorLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void step() override { m_state.time += timeStep; }
    double time() const override { return m_state.time; }
    bool finished() const override { return m_state.time >= (m_degree + 1) * secondsPerTerm; }
    // The degree on show: N at t = 0 (the whole picture), then 0, 1, … N as the clock runs.
    int shownDegree() const;
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    std::vector<Table> tables() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::unique_ptr<Lesson> clone() const override { return std::make_unique<TaylorLesson>(*this); }
    void saveState(StateWriter& out) const override { out(m_state); }
    void loadState(StateReader& in) override { in(m_state); }
    std::string checkState() const override;

    // The x values of the table, parsed from the text parameter; nothing when the text is not
    // a comma-separated list of 1 … 100 finite numbers.
    static std::optional<std::vector<double>> parseValueList(const std::string& text);

private:
    static constexpr double timeStep = 0.01;   // s: the clock of the term-by-term animation
    static constexpr double secondsPerTerm = 1.0;
    static constexpr int samples = 401;        // points across [x_min, x_max]
    static constexpr int maxSearchDegree = 200;

    // Stages of reset(): the curves over the range, the y band they are drawn in, the tool.
    void computeCurves();
    void computeDrawingBand();
    void computeMinimumDegree();

    bool converges(double x) const { return m_interval.contains(x); }
    // Clamps y into the drawing band widened by one band height on each side, so that a
    // polynomial running off to ±10⁹ leaves the plot instead of squashing it.
    double clampToBand(double y) const;
    std::string convergenceDescription() const;      // "−1 < x ≤ 1", for text
    // "(−1, 1]": for chart legends, which the UI shows as rich text (a '<' would start a tag).
    std::string convergenceIntervalNotation() const;
    std::string functionName() const;

    SeriesFunction m_function = SeriesFunction::Exp;
    double m_a = 0.0;             // expansion point
    int m_degree = 3;             // N
    double m_xMin = -2.0;
    double m_xMax = 2.0;
    double m_x = 1.0;             // the point of the "how many terms?" tool
    double m_tolerance = 1e-6;    // Δ
    std::vector<double> m_tableX;
    // What evolves: only the clock; everything else is rebuilt from the parameters by reset().
    struct State {
        double time = 0.0;  // s

        template <class Archive> void serialize(Archive& ar) { ar(time); }
    };
    State m_state;

    ConvergenceInterval m_interval;
    std::vector<double> m_grid;                  // x samples
    std::vector<double> m_f;                     // f(x), NaN outside the domain
    std::vector<std::vector<double>> m_partial;  // m_partial[n][i] = P_n(x_i), n = 0 … N
    std::vector<double> m_error;                 // |f − P_N|, NaN where not defined
    std::vector<double> m_bound;                 // Lagrange bound, NaN where not finite
    std::vector<std::vector<double>> m_errorOf;  // m_errorOf[n][i] = |f − P_n|(x_i), n = 0 … N
    std::vector<std::vector<double>> m_boundOf;  // the Lagrange bound of P_n at x_i
    double m_bandLow = -1.0;                     // y range drawn (chart 1 and the view)
    double m_bandHigh = 1.0;
    bool m_rangeLeavesConvergence = false;
    bool m_rangeLeavesDomain = false;
    std::optional<MinimumDegree> m_minimum;
    int m_searchTop = 20;                        // the "how many terms" chart shows N = 0 … this
    std::vector<double> m_termBound;             // Lagrange bound at m_x for each N
    std::vector<double> m_termError;             // true error at m_x for each N
    double m_smallAngleLimit = 0.0;              // rad: where sin θ ≈ θ is 1 % off
};

} // namespace pl

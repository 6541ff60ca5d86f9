// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `taylor`: Taylor polynomials P_N(x) = Σ_{n≤N} f⁽ⁿ⁾(a)(x − a)ⁿ/n! of eˣ,
// sin x, cos x, ln(1 + x) and 1/(1 − x) over a range of x, their true error, and the Lagrange
// bound |f(x) − P_N(x)| ≤ M |x − a|ᴺ⁺¹/(N + 1)!, M = max |f⁽ᴺ⁺¹⁾| between a and x (computed);
// the smallest N whose bound at a point x is ≤ Δ ("how many terms?"); and where the small-angle
// approximation sin θ ≈ θ is 1 % off. Sources: see particlelab/series/TaylorSeries.h.
//
// Everything is computed from the settings by reset(). What evolves is only the clock of the
// term-by-term animation: one second per term, P₀, P₀ + P₁, … up to P_N; then it is finished.
#pragma once

#include <particlelab/series/TaylorSeries.h>

#include <limits>
#include <optional>
#include <vector>

namespace pl {

// A value the series does not define there (outside the interval of convergence, or not
// finite): charts and tables leave a gap.
inline constexpr double undefinedValue = std::numeric_limits<double>::quiet_NaN();

struct TaylorSettings {
    SeriesFunction function = SeriesFunction::Exp;
    double a = 0.0;             // expansion point
    int degree = 3;             // N
    double xMin = -2.0;         // the range of x
    double xMax = 2.0;
    double x = 1.0;             // the point of the "how many terms?" tool
    double tolerance = 1e-6;    // Δ
};

class TaylorModel {
public:
    static constexpr double timeStep = 0.01;   // s: the clock of the term-by-term animation
    static constexpr double secondsPerTerm = 1.0;
    static constexpr int samples = 401;        // points across [x_min, x_max]
    static constexpr int maxSearchDegree = 200;

    struct State {
        double time = 0.0;  // s

        template <class Archive> void serialize(Archive& ar) { ar(time); }
    };
    // The curves over the range, at the x samples.
    struct Curves {
        std::vector<double> grid;                  // x samples
        std::vector<double> f;                     // f(x), NaN outside the domain
        std::vector<std::vector<double>> partial;  // partial[n][i] = P_n(x_i), n = 0 … N
        std::vector<double> error;                 // |f − P_N|, NaN where not defined
        std::vector<double> bound;                 // Lagrange bound, NaN where not finite
        std::vector<std::vector<double>> errorOf;  // errorOf[n][i] = |f − P_n|(x_i), n = 0 … N
        std::vector<std::vector<double>> boundOf;  // the Lagrange bound of P_n at x_i
        bool leavesConvergence = false;  // part of the range lies outside the convergence interval
        bool leavesDomain = false;       // part of the range lies outside f's domain
    };
    // The "how many terms?" tool at x.
    struct DegreeSearch {
        std::optional<MinimumDegree> minimum;
        int top = 20;                     // its chart shows N = 0 … top
        std::vector<double> bound;        // Lagrange bound at x for each N
        std::vector<double> error;        // true error at x for each N
    };

    void reset(const TaylorSettings& settings);
    void step() { m_state.time += timeStep; }
    bool finished() const { return m_state.time >= (m_settings.degree + 1) * secondsPerTerm; }
    // The degree on show: N at t = 0 (the whole picture), then 0, 1, … N as the clock runs.
    int shownDegree() const;

    const TaylorSettings& settings() const { return m_settings; }
    const State& state() const { return m_state; }
    State& state() { return m_state; }
    const ConvergenceInterval& interval() const { return m_interval; }
    bool converges(double x) const { return m_interval.contains(x); }
    const Curves& curves() const { return m_curves; }
    const DegreeSearch& search() const { return m_search; }
    double smallAngleLimit() const { return m_smallAngleLimit; }  // rad: sin θ ≈ θ is 1 % off

private:
    void computeCurves();
    void computeMinimumDegree();

    TaylorSettings m_settings;
    State m_state;
    // Derived from the settings.
    ConvergenceInterval m_interval;
    Curves m_curves;
    DegreeSearch m_search;
    double m_smallAngleLimit = 0.0;  // rad
};

} // namespace pl

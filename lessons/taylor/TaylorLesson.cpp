// SPDX-License-Identifier: GPL-3.0-or-later
#include "taylor/TaylorLesson.h"
#include "framework/LessonText.h"

#include "common/Angles.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <numbers>
#include <sstream>

namespace pl {

template class ModelLesson<TaylorLesson, TaylorModel, TaylorLessonSettings>;

namespace {

// A log axis over the positive finite values, at most 18 whole decades down from the largest.
AxisSpec logAxisOverDecades(std::string title, const std::vector<double>& values)
{
    double largest = 0.0, smallest = std::numeric_limits<double>::infinity();
    for (double y : values)
        if (std::isfinite(y) && y > 0.0) {
            largest = std::max(largest, y);
            smallest = std::min(smallest, y);
        }
    AxisSpec axis{std::move(title), "", true};
    if (largest > 0.0) {
        axis.max = std::pow(10.0, std::ceil(std::log10(largest)));
        axis.min = std::pow(10.0, std::floor(std::log10(std::max(smallest, 1e-18 * largest))));
        if (!(axis.min < axis.max))
            axis.min = axis.max / 10.0;
    }
    return axis;
}

// "P3": the name of a partial sum (built by appending: GCC 12 warns falsely on "P" + string).
std::string polynomialName(int degree)
{
    std::string name = "P";
    name += std::to_string(degree);
    return name;
}

const Color functionColor = colors::black;
const Color currentDegreeColor{213, 94, 0};   // vermillion: P_N stands out
const Color lowerDegreeColor{0, 114, 178};    // blue, drawn faint for P₀ … P_{N−1}
const Color boundColor{0, 158, 115};          // bluish green

// Angles of the degree/radian page (°).
const std::vector<double> classicAngles = {0, 1, 5, 10, 14, 15, 20, 30, 45, 57.29577951308232,
                                           60, 90, 120, 180, 270, 360};

} // namespace

ParameterTable<TaylorLessonSettings> TaylorLesson::makeParameterTable()
{
    using S = TaylorLessonSettings;
    const std::vector<Choice> functions = choicesOf(allSeriesFunctions());
    ParameterTable<S> t;
    t.bind([](S& s, const std::string& id) { s.function = seriesFunctionFromId(id).value_or(SeriesFunction::Exp); },
           ParameterSpec::choice("function", PL_TR_NOOP("taylor", "Function f"), functions, "exp",
                                 PL_TR_NOOP("taylor", "The function to expand: eˣ, sin x, cos x, "
                                                      "ln(1 + x) or 1/(1 − x).")));
    t.bind(&S::a,
           ParameterSpec::number("a", PL_TR_NOOP("taylor", "Expansion point a"), "", 0.0, -5.0, 5.0,
                                 PL_TR_NOOP("taylor", "The point the Taylor series is built around."))
               .withStep(0.1));
    t.bind(&S::degree,
           ParameterSpec::integer("degree", PL_TR_NOOP("taylor", "Degree N"), 3, 0, 20,
                                 PL_TR_NOOP("taylor", "Highest power in the partial sum P_N; P₀ … P_N are drawn.")));
    t.bind(&S::xMin,
           ParameterSpec::number("x_min", PL_TR_NOOP("taylor", "Range from x"), "", -2.0, -20.0, 20.0,
                                 PL_TR_NOOP("taylor", "Left end of the x range of the charts."))
               .withStep(0.1));
    t.bind(&S::xMax,
           ParameterSpec::number("x_max", PL_TR_NOOP("taylor", "Range to x"), "", 2.0, -20.0, 20.0,
                                 PL_TR_NOOP("taylor", "Right end of the x range of the charts."))
               .withStep(0.1));
    t.bind(&S::x,
           ParameterSpec::number("x", PL_TR_NOOP("taylor", "How many terms: at x"), "", 1.0, -20.0, 20.0,
                                 PL_TR_NOOP("taylor", "The point where the \"how many terms?\" tool wants the accuracy."))
               .withStep(0.05));
    t.bind(&S::tolerance,
           ParameterSpec::number("tolerance", PL_TR_NOOP("taylor", "How many terms: tolerance Δ"), "", 1e-6, 1e-15, 1.0,
                                 PL_TR_NOOP("taylor", "The error allowed at x: the tool finds the smallest N whose "
                                                      "Lagrange bound is ≤ Δ."))
               .onLogScale());
    t.bind([](S& s, const std::string& text) { s.tableX = parseValueList(text).value_or(std::vector<double>{}); },
           ParameterSpec::text("x_values", PL_TR_NOOP("taylor", "Table: x values"),
                                 "0, 0.001, 0.01, 0.1, 0.5, 0.51, 0.52, 1, 1.1, 1.5, 2",
                                 PL_TR_NOOP("taylor", "Comma-separated x values of the table x, P_N(x), f(x), error, bound.")));
    return t;
}

std::optional<std::vector<double>> TaylorLesson::parseValueList(const std::string& text)
{
    std::vector<double> values;
    for (const std::string& piece : splitList(text)) {
        std::string t = piece;
        if (!t.empty() && t.front() == '+')
            t.erase(t.begin());
        double value = 0.0;
        const auto [end, error] = std::from_chars(t.data(), t.data() + t.size(), value);
        if (t.empty() || error != std::errc{} || end != t.data() + t.size() ||
            !std::isfinite(value))
            return std::nullopt;
        values.push_back(value);
    }
    if (values.empty() || values.size() > 100)
        return std::nullopt;
    return values;
}

TrText TaylorLesson::validate(const ParameterValues& values) const
{
    const std::optional<SeriesFunction> f = seriesFunctionFromId(values.choice("function"));
    if (!f)
        return TrText(PL_TR_NOOP("taylor", "parameter 'function': unknown function %1"),
                      {trText(quoteInput(values.choice("function")))});
    const double a = values.number("a");
    if (*f == SeriesFunction::Log1p && !(a > -1.0))
        return TrText(PL_TR_NOOP("taylor", "parameter 'a': ln(1 + x) is only defined for x > −1: "
                                           "choose an expansion point a > −1 (a = %1)"),
                      {trNumber(a, 4)});
    if (*f == SeriesFunction::Geometric && a == 1.0)
        return PL_TR_NOOP("taylor", "parameter 'a': 1/(1 − x) has its pole at x = 1: choose an "
                                    "expansion point a ≠ 1");
    if (!(values.number("x_min") < values.number("x_max")))
        return TrText(PL_TR_NOOP("taylor", "parameters 'x_min' and 'x_max': the range needs x_min < "
                                           "x_max (x_min = %1, x_max = %2)"),
                      {trNumber(values.number("x_min"), 4), trNumber(values.number("x_max"), 4)});
    if (!parseValueList(values.text("x_values")))
        return TrText(PL_TR_NOOP("taylor", "parameter 'x_values': give 1 to 100 numbers separated "
                                           "by commas, e.g. \"0, 0.1, 0.5, 1\" (got %1)"),
                      {trText(quoteInput(values.text("x_values")))});
    return {};
}

void TaylorLesson::resetModel(const TaylorLessonSettings& settings)
{
    m_tableX = settings.tableX;
    m_model.reset(settings);
    computeDrawingBand();
}

void TaylorLesson::computeDrawingBand()
{
    const TaylorModel::Curves& curves = m_model.curves();
    // The 2 % … 98 % quantiles of f over the range, padded: a pole (1/(1 − x) at x = 1) or the
    // edge of the domain (ln(1 + x) at −1) must not flatten the rest of the picture.
    std::vector<double> values;
    for (double y : curves.f)
        if (std::isfinite(y))
            values.push_back(y);
    if (values.empty()) {
        m_bandLow = -1.0;
        m_bandHigh = 1.0;
        return;
    }
    std::sort(values.begin(), values.end());
    const auto quantile = [&values](double q) {
        return values[static_cast<std::size_t>(q * (values.size() - 1))];
    };
    double low = quantile(0.02), high = quantile(0.98);
    const double pad = std::max(0.15 * (high - low), 0.1);
    m_bandLow = low - pad;
    m_bandHigh = high + pad;
}

double TaylorLesson::clampToBand(double y) const
{
    const double span = m_bandHigh - m_bandLow;
    return std::clamp(y, m_bandLow - span, m_bandHigh + span);
}

TrText TaylorLesson::describe() const
{
    // The polynomial the charts show now (they add one term a second), and at the chosen x its
    // true error against the Lagrange bound.
    const TaylorSettings& settings = m_model.settings();
    const int shown = m_model.shownDegree();
    const double error = std::abs(remainder(settings.function, settings.a, shown, settings.x));
    const double bound = lagrangeBound(settings.function, settings.a, shown, settings.x);
    std::vector<TrArg> args{trText(functionName()), trNumber(settings.a, 4),
                            trText(std::to_string(shown)), trText(std::to_string(settings.degree)),
                            trNumber(settings.x, 4), trNumber(error, 2), trNumber(bound, 2)};
    if (!std::isfinite(error))
        return TrText(PL_TR_NOOP("taylor", "Taylor polynomial of %1 about a = %2, degree %3 of %4 "
                                           "on show; %1 is not defined at x = %5."),
                      std::move(args));
    if (!std::isfinite(bound))
        return TrText(PL_TR_NOOP("taylor", "Taylor polynomial of %1 about a = %2, degree %3 of %4 "
                                           "on show; at x = %5 its error is %6, and the Lagrange "
                                           "bound is infinite there."),
                      std::move(args));
    return TrText(PL_TR_NOOP("taylor", "Taylor polynomial of %1 about a = %2, degree %3 of %4 on "
                                       "show; at x = %5 its error is %6, against the Lagrange "
                                       "bound %7."),
                  std::move(args));
}

std::string TaylorLesson::functionName() const
{
    const TaylorSettings& settings = m_model.settings();
    return std::string(seriesFunctionInfo(settings.function).name);
}

TrText TaylorLesson::convergenceDescription() const
{
    const ConvergenceInterval& interval = m_model.interval();
    if (!std::isfinite(interval.lower))
        return PL_TR_NOOP("taylor", "every x");
    // Symbols and numbers only: the numbers in the reader's locale, nothing to translate.
    return TrText(interval.upperIncluded ? "%1 < x ≤ %2" : "%1 < x < %2",
                  {trNumber(interval.lower, 4), trNumber(interval.upper, 4)});
}

std::string TaylorLesson::convergenceIntervalNotation() const
{
    const ConvergenceInterval& interval = m_model.interval();
    if (!std::isfinite(interval.lower))
        return "(−∞, ∞)";
    return std::string(interval.lowerIncluded ? "[" : "(") + formatNumber(interval.lower, 4) +
           ", " + formatNumber(interval.upper, 4) + (interval.upperIncluded ? "]" : ")");
}

void TaylorLesson::declareCharts(ChartSet& set)
{
    const TaylorSettings& settings = m_model.settings();
    const TaylorModel::Curves& curves = m_model.curves();
    const TaylorModel::DegreeSearch& search = m_model.search();
    m_series = Series();
    const ChartHandle sums = set.chart(
        ChartSpec{"partial_sums",
                  "",
                  {"x", "", false, settings.xMin, settings.xMax},
                  {"y", "", false, m_bandLow, m_bandHigh},
                  {}}
            .titled(TrText(PL_TR_NOOP("taylor", "Taylor polynomials P₀ … P%1 of %2"),
                           {trText(std::to_string(settings.degree)), trWord(functionName())})));
    m_series.f = set.series(sums, {"f", functionName(), functionColor, SeriesStyle::Line, 2.5});
    if (splitsAtPole())
        m_series.fBeyondPole = set.series(
            sums, {"f_beyond_pole", functionName() + ", x > 1", functionColor, SeriesStyle::Line, 2.5});
    for (int n = 0; n < settings.degree; ++n) {
        // Faint, a little stronger for higher degrees, so the sequence reads in order.
        const auto alpha = static_cast<std::uint8_t>(50 + 110 * (n + 1) / (settings.degree + 1));
        m_series.partialSums.push_back(set.series(
            sums, {polynomialName(n), polynomialName(n), lowerDegreeColor.withAlpha(alpha),
                   SeriesStyle::Line, 1.0}));
    }
    m_series.partialSums.push_back(set.series(
        sums, {polynomialName(settings.degree), polynomialName(settings.degree) + " (N)",
               currentDegreeColor, SeriesStyle::Line, 3.0}));

    const std::string pN = polynomialName(settings.degree);
    const std::string power = std::to_string(settings.degree + 1);
    // The log axis follows the error: up to 100 × its largest value (a bound racing to 10¹⁶
    // near the pole of 1/(1 − x) leaves through the top) and at most 18 decades down.
    double largestError = 0.0;
    for (double y : curves.error)
        if (std::isfinite(y))
            largestError = std::max(largestError, y);
    std::vector<double> plotted = curves.error;
    for (double y : curves.bound)
        plotted.push_back(largestError > 0.0 ? std::min(y, 100.0 * largestError) : y);
    const AxisSpec errorAxis = logAxisOverDecades(PL_TR_NOOP("taylor", "error"), plotted);
    const ChartHandle error =
        set.chart(ChartSpec{"error_bound",
                            "",
                            {"x", "", false, settings.xMin, settings.xMax},
                            errorAxis,
                            {}}
                      .titled(TrText(PL_TR_NOOP("taylor", "True error and Lagrange bound, N = %1"),
                                     {trText(std::to_string(settings.degree))})));
    const TrText errorName =
        curves.leavesConvergence
            ? TrText(PL_TR_NOOP("taylor", "|f − %1|; left out outside %2, where the series diverges"),
                     {trText(pN), trText(convergenceIntervalNotation())})
            : TrText("|f − %1|", {trText(pN)});
    const TrText boundName =
        curves.leavesConvergence
            ? TrText(PL_TR_NOOP("taylor",
                                "bound M|x − a|^%1/%1!; left out outside %2, where the series diverges"),
                     {trText(power), trText(convergenceIntervalNotation())})
            : TrText(PL_TR_NOOP("taylor", "bound M|x − a|^%1/%1!"), {trText(power)});
    m_series.error = set.series(
        error, SeriesSpec{"error", "", currentDegreeColor, SeriesStyle::Line, 2.0}.named(errorName));
    m_series.bound = set.series(
        error, SeriesSpec{"bound", "", boundColor, SeriesStyle::DashedLine, 2.0}.named(boundName));

    std::vector<double> termValues = search.bound;
    termValues.insert(termValues.end(), search.error.begin(), search.error.end());
    termValues.push_back(settings.tolerance);
    const ChartHandle terms =
        set.chart(ChartSpec{"how_many_terms",
                            "",
                            {PL_TR_NOOP("taylor", "degree N"), "", false, 0.0,
                             static_cast<double>(search.top)},
                            logAxisOverDecades(PL_TR_NOOP("taylor", "error at x"), termValues),
                            {}}
                      .titled(TrText(PL_TR_NOOP("taylor", "Bound and error at x = %1"),
                                     {trNumber(settings.x)})));
    m_series.termBound = set.series(
        terms, {"bound", PL_TR_NOOP("taylor", "Lagrange bound"), boundColor, SeriesStyle::Points, 3.0});
    m_series.termError =
        set.series(terms, {"error", PL_TR_NOOP("taylor", "true error |f(x) − P_N(x)|"),
                           currentDegreeColor, SeriesStyle::Points, 2.0});
    m_series.tolerance = set.series(
        terms, SeriesSpec{"tolerance", "", colors::grey, SeriesStyle::DashedLine, 1.5}.named(
                   TrText(PL_TR_NOOP("taylor", "tolerance Δ = %1"), {trNumber(settings.tolerance, 4)})));

    const ChartHandle smallAngle =
        set.chart({"small_angle",
                   PL_TR_NOOP("taylor", "Error of sin θ ≈ θ"),
                   {PL_TR_NOOP("taylor", "angle θ"), "°", false, 0.0, 45.0},
                   {PL_TR_NOOP("taylor", "relative error (θ − sin θ)/sin θ"), "%", false, 0.0, 12.0},
                   {}});
    m_series.smallAngleError =
        set.series(smallAngle, {"relative_error", PL_TR_NOOP("taylor", "(θ − sin θ)/sin θ"),
                                lowerDegreeColor, SeriesStyle::Line, 2.0});
    m_series.onePercent =
        set.series(smallAngle, {"one_percent", "1 %", colors::grey, SeriesStyle::DashedLine, 1.5});
    m_series.onePercentCrossing = set.series(
        smallAngle,
        SeriesSpec{"crossing", "", currentDegreeColor, SeriesStyle::Points, 3.0}.named(
            TrText(PL_TR_NOOP("taylor", "1 % at θ = %1°"),
                   {trNumber(m_model.smallAngleLimit() / degree, 4)})));

    const ChartHandle radians =
        set.chart({"radians",
                   PL_TR_NOOP("taylor", "Radians: π rad = 180°"),
                   {PL_TR_NOOP("taylor", "angle"), "°", false, 0.0, 360.0},
                   {PL_TR_NOOP("taylor", "θ in radians, and sin θ"), "", false, -1.0,
                    2.0 * std::numbers::pi},
                   {}});
    m_series.radians = set.series(radians, {"radians", PL_TR_NOOP("taylor", "θ in rad"),
                                            lowerDegreeColor, SeriesStyle::Line, 2.0});
    m_series.sine = set.series(
        radians, {"sin", PL_TR_NOOP("taylor", "sin θ"), boundColor, SeriesStyle::Line, 2.0});
    m_series.classicAngles = set.series(radians, {"classic", PL_TR_NOOP("taylor", "Classic angles"),
                                                  currentDegreeColor, SeriesStyle::Points, 2.5});
}

bool TaylorLesson::splitsAtPole() const
{
    const TaylorSettings& settings = m_model.settings();
    return settings.function == SeriesFunction::Geometric && settings.xMin < 1.0 &&
           settings.xMax > 1.0;
}

void TaylorLesson::record(ChartData& data) const
{
    const TaylorSettings& settings = m_model.settings();
    const TaylorModel::Curves& curves = m_model.curves();
    const TaylorModel::DegreeSearch& search = m_model.search();
    // The curves of the degrees on show (see TaylorModel::shownDegree()); the others are empty.
    const int shown = m_model.shownDegree();
    std::vector<ChartPoint> f, fBeyond;
    const bool splitAtPole = splitsAtPole();
    for (int i = 0; i < TaylorModel::samples; ++i) {
        if (!std::isfinite(curves.f[i]))
            continue;
        const ChartPoint p{curves.grid[i], clampToBand(curves.f[i])};
        (splitAtPole && curves.grid[i] > 1.0 ? fBeyond : f).push_back(p);
    }
    data.replace(m_series.f, std::move(f));
    if (splitAtPole)
        data.replace(m_series.fBeyondPole, std::move(fBeyond));
    for (int n = 0; n <= settings.degree; ++n) {
        std::vector<ChartPoint> points;
        points.reserve(TaylorModel::samples);
        for (int i = 0; i < TaylorModel::samples && n <= shown; ++i)
            if (std::isfinite(curves.partial[n][i]))
                points.push_back({curves.grid[i], clampToBand(curves.partial[n][i])});
        data.replace(m_series.partialSums[static_cast<std::size_t>(n)], std::move(points));
    }

    std::vector<ChartPoint> error, bound;
    for (int i = 0; i < TaylorModel::samples; ++i) {
        const double e = curves.errorOf[shown][i];
        const double b = curves.boundOf[shown][i];
        if (std::isfinite(e) && e > 0.0)
            error.push_back({curves.grid[i], e});
        if (std::isfinite(b) && b > 0.0)
            bound.push_back({curves.grid[i], b});
    }
    data.replace(m_series.error, std::move(error));
    data.replace(m_series.bound, std::move(bound));

    std::vector<ChartPoint> termBound, termError;
    for (int n = 0; n <= search.top; ++n) {
        if (std::isfinite(search.bound[n]) && search.bound[n] > 0.0)
            termBound.push_back({static_cast<double>(n), search.bound[n]});
        if (std::isfinite(search.error[n]) && search.error[n] > 0.0)
            termError.push_back({static_cast<double>(n), search.error[n]});
    }
    data.replace(m_series.termBound, std::move(termBound));
    data.replace(m_series.termError, std::move(termError));
    data.replace(m_series.tolerance,
                 {{0.0, settings.tolerance}, {static_cast<double>(search.top), settings.tolerance}});

    std::vector<ChartPoint> relative;
    for (int i = 1; i <= 450; ++i) {
        const double degrees = 0.1 * i;
        relative.push_back({degrees, 100.0 * smallAngleRelativeError(degrees * degree)});
    }
    data.replace(m_series.smallAngleError, std::move(relative));
    data.replace(m_series.onePercent, {{0.0, 1.0}, {45.0, 1.0}});
    data.replace(m_series.onePercentCrossing, {{m_model.smallAngleLimit() / degree, 1.0}});

    data.replace(m_series.radians, {{0.0, 0.0}, {360.0, 2.0 * std::numbers::pi}});
    std::vector<ChartPoint> sine;
    for (int degrees = 0; degrees <= 360; ++degrees)
        sine.push_back({static_cast<double>(degrees), std::sin(degrees * degree)});
    data.replace(m_series.sine, std::move(sine));
    std::vector<ChartPoint> classic;
    for (double degrees : {30.0, 45.0, 60.0, 57.29577951308232, 90.0, 180.0, 270.0, 360.0})
        classic.push_back({degrees, degrees * degree});
    data.replace(m_series.classicAngles, std::move(classic));
}

std::vector<Measurement> TaylorLesson::measurements() const
{
    const TaylorSettings& settings = m_model.settings();
    const TaylorModel::Curves& curves = m_model.curves();
    const TaylorModel::DegreeSearch& search = m_model.search();
    std::vector<Measurement> out;
    const char* fewestTerms = PL_TR_NOOP("taylor", "Fewest terms (degree N + 1) with bound ≤ Δ");
    const char* smallestDegree = PL_TR_NOOP("taylor", "Smallest degree N with bound ≤ Δ");
    if (const std::optional<MinimumDegree>& minimum = search.minimum) {
        out.push_back(
            Measurement{"min_terms", fewestTerms, "", static_cast<double>(minimum->terms), ""}.noted(
                TrText(PL_TR_NOOP("taylor", "at x = %1 with Δ = %2: degree N = %3"),
                       {trNumber(settings.x, 4), trNumber(settings.tolerance, 4),
                        trText(std::to_string(minimum->degree))})));
        out.push_back(Measurement::number("min_degree", smallestDegree, "", minimum->degree));
        out.push_back(Measurement::number("bound_at_min_degree",
                                          PL_TR_NOOP("taylor", "Lagrange bound for that N"), "",
                                          minimum->bound));
        if (minimum->boundBelow)
            out.push_back(Measurement::number("bound_below_min_degree",
                                              PL_TR_NOOP("taylor", "Lagrange bound for N − 1 (> Δ)"),
                                              "", *minimum->boundBelow));
        else
            out.push_back(Measurement::missing(
                "bound_below_min_degree", PL_TR_NOOP("taylor", "Lagrange bound for N − 1 (> Δ)"), "",
                PL_TR_NOOP("taylor", "N = 0 already meets the tolerance")));
        out.push_back(Measurement::number(
            "error_at_min_degree", PL_TR_NOOP("taylor", "True error of that P_N at x"), "",
            std::abs(remainder(settings.function, settings.a, minimum->degree, settings.x))));
    } else {
        const TrText why(PL_TR_NOOP("taylor", "no degree up to %1 has a Lagrange bound ≤ Δ at x = %2 "
                                              "with Δ = %3"),
                         {trText(std::to_string(TaylorModel::maxSearchDegree)),
                          trNumber(settings.x, 4), trNumber(settings.tolerance, 4)});
        out.push_back(Measurement::missing("min_terms", fewestTerms, "", "").noted(why));
        out.push_back(Measurement::missing("min_degree", smallestDegree, "", "").noted(why));
    }

    double maxError = -1.0, maxBound = -1.0;
    for (int i = 0; i < TaylorModel::samples; ++i) {
        if (std::isfinite(curves.error[i]))
            maxError = std::max(maxError, curves.error[i]);
        if (std::isfinite(curves.bound[i]))
            maxBound = std::max(maxBound, curves.bound[i]);
    }
    const TrText rangeNote =
        curves.leavesConvergence
            ? TrText(PL_TR_NOOP("taylor", "over the part of the range where the series converges (%1)"),
                     {trSentence(convergenceDescription())})
            : TrText();
    const TrText noneNote(PL_TR_NOOP("taylor", "the series converges nowhere in the range [%1, %2]"),
                          {trNumber(settings.xMin, 4), trNumber(settings.xMax, 4)});
    const char* maxErrorLabel = PL_TR_NOOP("taylor", "Largest true error |f − P_N| over the range");
    const char* maxBoundLabel = PL_TR_NOOP("taylor", "Largest Lagrange bound over the range");
    out.push_back(maxError >= 0.0
                      ? Measurement{"max_error", maxErrorLabel, "", maxError, ""}.noted(rangeNote)
                      : Measurement::missing("max_error", maxErrorLabel, "", "").noted(noneNote));
    out.push_back(maxBound >= 0.0
                      ? Measurement{"max_bound", maxBoundLabel, "", maxBound, ""}.noted(rangeNote)
                      : Measurement::missing("max_bound", maxBoundLabel, "", "").noted(noneNote));
    // Only ln(1 + x) and 1/(1 − x) have a finite radius; eˣ, sin and cos converge everywhere.
    if (std::isfinite(m_model.interval().radius()))
        out.push_back(Measurement::number("convergence_radius",
                                          PL_TR_NOOP("taylor", "Radius of convergence about a"), "",
                                          m_model.interval().radius()));
    out.push_back(Measurement::number("small_angle_limit",
                                      PL_TR_NOOP("taylor", "sin θ ≈ θ is 1 % off from θ ="), "°",
                                      m_model.smallAngleLimit() / degree));
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

std::vector<Table> TaylorLesson::tables() const
{
    const TaylorSettings& settings = m_model.settings();
    const std::string pn = polynomialName(settings.degree) + "(x)";
    Table values{"taylor_table",
                 "",
                 {{"x", "", 9}, {pn, "", 9}, {"f(x)", "", 9},
                  {PL_TR_NOOP("taylor", "error |f − P_N|"), "", 9},
                  {PL_TR_NOOP("taylor", "Lagrange bound"), "", 9}},
                 {}};
    values.setTitle(TrText(PL_TR_NOOP("taylor", "%1 about a = %2, degree N = %3"),
                           {trWord(functionName()), trNumber(settings.a, 4),
                            trText(std::to_string(settings.degree))}));
    for (double x : m_tableX) {
        const double p = partialSum(settings.function, settings.a, settings.degree, x);
        const double fx = evaluate(settings.function, x);  // NaN outside the domain: an empty cell
        const double error = std::abs(remainder(settings.function, settings.a, settings.degree, x));
        const double bound = lagrangeBound(settings.function, settings.a, settings.degree, x);
        values.rows.push_back({x, std::isfinite(p) ? p : undefinedValue, fx, error,
                               std::isfinite(bound) ? bound : undefinedValue});
    }

    Table angles{"degree_radian",
                 PL_TR_NOOP("taylor", "Degrees and radians (θ = s/r), and the small-angle error"),
                 {{"θ", "°", 4}, {"θ", "rad", 9}, {"θ/π", "", 6}, {"sin θ", "", 9},
                  {"(θ − sin θ)/sin θ", "%", 4}},
                 {}};
    for (double degrees : classicAngles) {
        const double theta = degrees * degree;
        const double relative = (degrees > 0.0 && degrees <= 90.0)
                                    ? 100.0 * smallAngleRelativeError(theta)
                                    : undefinedValue;
        // sin of a whole number of half turns is 0, not the ±2e-16 that rounding of π leaves.
        const double sine = std::abs(std::sin(theta)) < 1e-12 ? 0.0 : std::sin(theta);
        angles.rows.push_back({degrees, theta, theta / std::numbers::pi, sine, relative});
    }
    return {values, angles};
}

void TaylorLesson::scene(Scene& out) const
{
    const TaylorSettings& settings = m_model.settings();
    const TaylorModel::Curves& curves = m_model.curves();
    const TaylorModel::DegreeSearch& search = m_model.search();
    const SeriesFunction function = settings.function;
    const double a = settings.a, xMin = settings.xMin, xMax = settings.xMax;
    const int polynomialDegree = settings.degree;
    out.clear();
    // The first chart drawn in the view: x to the right, y scaled so the band is 0.6 × as
    // tall as the range is wide. Labels carry the real y values.
    const double width = xMax - xMin;
    const double scale = 0.6 * width / (m_bandHigh - m_bandLow);  // world units per unit of y
    const auto at = [&](double x, double y) { return Vec2(x, y * scale); };
    out.boundsMin = at(xMin - 0.05 * width, m_bandLow);
    out.boundsMax = at(xMax + 0.05 * width, m_bandHigh);
    out.lengthUnit = PL_TR_NOOP("taylor", "(units of x)");

    out.rects.push_back({at(xMin, m_bandLow), at(xMax, m_bandHigh),
                         Stroke{colors::lightGrey, 1.0, false}, colors::none});
    if (m_bandLow < 0.0 && m_bandHigh > 0.0)
        out.segments.push_back(
            {at(xMin, 0.0), at(xMax, 0.0), Stroke{colors::grey, 1.0, false}});
    if (xMin < 0.0 && xMax > 0.0)
        out.segments.push_back(
            {at(0.0, m_bandLow), at(0.0, m_bandHigh), Stroke{colors::grey, 1.0, false}});
    out.labels.push_back({at(xMin, m_bandLow) + Vec2(0.0, -0.04 * width), formatNumber(xMin, 4),
                          colors::grey, 9});
    out.labels.push_back({at(xMax, m_bandLow) + Vec2(-0.05 * width, -0.04 * width),
                          formatNumber(xMax, 4), colors::grey, 9});
    out.labels.push_back({at(xMin, m_bandHigh) + Vec2(0.01 * width, -0.03 * width),
                          "y = " + formatNumber(m_bandHigh, 3), colors::grey, 9});
    out.labels.push_back({at(xMin, m_bandLow) + Vec2(0.01 * width, 0.01 * width),
                          "y = " + formatNumber(m_bandLow, 3), colors::grey, 9});

    // A curve as polylines, broken where it is undefined or leaves the band.
    const auto addCurve = [&](const std::vector<double>& ys, Stroke stroke) {
        PolylineItem piece;
        piece.stroke = stroke;
        for (int i = 0; i < TaylorModel::samples; ++i) {
            const bool visible = std::isfinite(ys[i]) && ys[i] >= m_bandLow && ys[i] <= m_bandHigh;
            const bool poleBetween = function == SeriesFunction::Geometric && i > 0 &&
                                     (curves.grid[i - 1] - 1.0) * (curves.grid[i] - 1.0) <= 0.0;
            if ((!visible || poleBetween) && piece.points.size() > 1)
                out.polylines.push_back(piece);
            if (!visible || poleBetween)
                piece.points.clear();
            if (visible)
                piece.points.push_back(at(curves.grid[i], ys[i]));
        }
        if (piece.points.size() > 1)
            out.polylines.push_back(piece);
    };
    addCurve(curves.f, Stroke{functionColor, 2.5, false});
    addCurve(curves.partial.back(), Stroke{currentDegreeColor, 2.5, false});

    // The expansion point and the point of the "how many terms?" tool with its error.
    if (inDomain(function, a))
        out.circles.push_back({at(a, std::clamp(evaluate(function, a), m_bandLow, m_bandHigh)), 5.0,
                               currentDegreeColor, Stroke{colors::black, 1.0, false}, true});
    if (settings.x >= xMin && settings.x <= xMax) {
        out.segments.push_back({at(settings.x, m_bandLow), at(settings.x, m_bandHigh),
                                Stroke{colors::grey, 1.0, true}});
        const double fx = evaluate(function, settings.x);
        const double px = partialSum(function, a, polynomialDegree, settings.x);
        if (std::isfinite(fx) && std::isfinite(px))
            out.segments.push_back({at(settings.x, std::clamp(fx, m_bandLow, m_bandHigh)),
                                    at(settings.x, std::clamp(px, m_bandLow, m_bandHigh)),
                                    Stroke{colors::warning, 3.0, false}});
        out.labels.push_back({at(settings.x, m_bandHigh) + Vec2(0.01 * width, -0.06 * width),
                              "x = " + formatNumber(settings.x, 4), colors::grey, 9});
    }
    out.labels.push_back({at(a, m_bandLow) + Vec2(0.01 * width, 0.05 * width),
                          "a = " + formatNumber(a, 4), currentDegreeColor, 10});

    out.legend.push_back({functionName(), functionColor});
    out.legend.push_back({polynomialName(polynomialDegree) + "(x)", currentDegreeColor});
    out.legend.push_back({PL_TR_NOOP("taylor", "error at x"), colors::warning});

    // The caption in up to three parts, each a sentence of its own.
    const std::vector<TrArg> head{trWord(functionName()), trNumber(a, 4),
                                  trText(std::to_string(polynomialDegree))};
    TrText expansion =
        m_model.shownDegree() < polynomialDegree
            ? TrText(PL_TR_NOOP("taylor", "%1 about a = %2, N = %3 (charts: adding term %4 of %5)"),
                     {head[0], head[1], head[2], trText(std::to_string(m_model.shownDegree() + 1)),
                      trText(std::to_string(polynomialDegree + 1))})
            : TrText(PL_TR_NOOP("taylor", "%1 about a = %2, N = %3"), head);
    if (search.minimum)
        out.setCaption(TrText(
            PL_TR_NOOP("taylor", "%1;  converges for %2;  at x = %3, Δ = %4 needs N = %5 (%6 terms)"),
            {trSentence(std::move(expansion)), trSentence(convergenceDescription()),
             trNumber(settings.x, 4), trNumber(settings.tolerance, 4),
             trText(std::to_string(search.minimum->degree)),
             trText(std::to_string(search.minimum->terms))}));
    else
        out.setCaption(TrText(PL_TR_NOOP("taylor", "%1;  converges for %2"),
                              {trSentence(std::move(expansion)), trSentence(convergenceDescription())}));
    out.setWarnings(noticeTexts());
}

std::vector<TrText> TaylorLesson::noticeTexts() const
{
    const TaylorSettings& settings = m_model.settings();
    const TaylorModel::Curves& curves = m_model.curves();
    const TaylorModel::DegreeSearch& search = m_model.search();
    std::vector<TrText> out;
    if (curves.leavesConvergence)
        out.push_back(TrText(PL_TR_NOOP("taylor",
                                        "The series of %1 about a = %2 converges only for %3: the "
                                        "error and the bound are left out of the chart beyond, "
                                        "where adding terms makes P_N worse."),
                             {trWord(functionName()), trNumber(settings.a, 4),
                              trSentence(convergenceDescription())}));
    // (1/(1 − x) misses only its pole, drawn as a break in the curve: nothing to say.)
    if (curves.leavesDomain && settings.function == SeriesFunction::Log1p)
        out.push_back(PL_TR_NOOP("taylor", "ln(1 + x) is not defined for x ≤ −1: that part of the "
                                           "range has no curve for f."));
    if (!inDomain(settings.function, settings.x)) {
        out.push_back(
            TrText(PL_TR_NOOP("taylor", "How many terms: %1 is not defined at x = %2. Choose another x."),
                   {trWord(functionName()), trNumber(settings.x, 4)}));
    } else if (!search.minimum) {
        TrText why;
        if (!std::isfinite(lagrangeBound(settings.function, settings.a, 0, settings.x)))
            why = PL_TR_NOOP("taylor",
                             " The interval between a and x contains the singularity, so no M exists.");
        else if (!m_model.converges(settings.x))
            why = TrText(PL_TR_NOOP("taylor", " x lies outside the convergence interval (%1)."),
                         {trSentence(convergenceDescription())});
        else
            why = PL_TR_NOOP("taylor",
                             " The series converges at x, but here M grows about as fast as "
                             "(N + 1)!, so the Lagrange bound does not shrink with N: it is too "
                             "pessimistic to prove the convergence (the true error, in the \"how "
                             "many terms\" chart, does shrink).");
        out.push_back(TrText(PL_TR_NOOP("taylor", "How many terms: no degree up to %1 brings the "
                                                  "Lagrange bound at x = %2 below Δ = %3.%4"),
                             {trText(std::to_string(TaylorModel::maxSearchDegree)),
                              trNumber(settings.x, 4), trNumber(settings.tolerance, 4),
                              trSentence(std::move(why))}));
    }
    return out;
}

TrText TaylorLesson::checkState() const
{
    const double t = m_model.state().time;
    if (!std::isfinite(t) || t < 0.0)
        return TrText(PL_TR_NOOP("taylor", "the clock t = %1 s is not a time of a run"),
                      {trNumber(t, 3)});
    return {};
}

} // namespace pl

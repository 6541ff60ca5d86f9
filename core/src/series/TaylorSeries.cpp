// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/series/TaylorSeries.h>
#include <particlelab/util/TrNoop.h>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <numbers>

namespace pl {

namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();
constexpr double epsilon = std::numeric_limits<double>::epsilon();
constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

// sin(x + qπ/2) for a quarter-turn count q, without rounding qπ/2: the derivatives of sin and
// cos cycle through sin, cos, −sin, −cos.
double sinQuarterShift(double x, int q)
{
    switch (((q % 4) + 4) % 4) {
    case 0: return std::sin(x);
    case 1: return std::cos(x);
    case 2: return -std::sin(x);
    default: return -std::cos(x);
    }
}

// The quarter-turn shift q with f⁽ⁿ⁾(x) = sin(x + qπ/2): q = n for sin, n + 1 for cos.
int quarterShift(SeriesFunction f, int n) { return f == SeriesFunction::Sin ? n : n + 1; }

// max |sin(ξ + qπ/2)| on [lo, hi]: 1 when a crest lies inside, else the larger end value.
double maxAbsShiftedSine(int q, double lo, double hi)
{
    if (hi - lo >= std::numbers::pi)
        return 1.0;
    // |sin(ξ + qπ/2)| is |sin ξ| (q even, crests at π/2 + kπ) or |cos ξ| (q odd, crests at kπ).
    const double firstCrest = (q % 2 == 0) ? 0.5 * std::numbers::pi : 0.0;
    const double k = std::ceil((lo - firstCrest) / std::numbers::pi);
    if (firstCrest + k * std::numbers::pi <= hi)
        return 1.0;
    return std::max(std::abs(sinQuarterShift(lo, q)), std::abs(sinQuarterShift(hi, q)));
}

// The terms t_n = f⁽ⁿ⁾(a) hⁿ/n! of the series about a, one after another (n = 0, 1, 2, …),
// each from the previous by a recurrence, so no factorial or power is formed on its own.
class TermSequence {
public:
    TermSequence(SeriesFunction f, double a, double h) : m_f(f), m_a(a), m_h(h)
    {
        switch (f) {
        case SeriesFunction::Exp: m_scale = std::exp(a); break;
        case SeriesFunction::Sin:
        case SeriesFunction::Cos: m_scale = 1.0; break;
        case SeriesFunction::Log1p: m_ratio = h / (1.0 + a); break;
        case SeriesFunction::Geometric:
            m_ratio = h / (1.0 - a);
            m_scale = 1.0 / (1.0 - a);
            break;
        }
    }

    int nextIndex() const { return m_n; }

    // t_n for the current n, then n advances.
    double next()
    {
        const int n = m_n++;
        switch (m_f) {
        case SeriesFunction::Exp:
        case SeriesFunction::Sin:
        case SeriesFunction::Cos: {
            // m_power holds hⁿ/n!.
            if (n > 0)
                m_power *= m_h / n;
            const double d = m_f == SeriesFunction::Exp ? m_scale
                                                         : sinQuarterShift(m_a, quarterShift(m_f, n));
            return d * m_power;
        }
        case SeriesFunction::Log1p:
            // t₀ = ln(1 + a), t_n = (−1)ⁿ⁻¹ uⁿ/n with u = h/(1 + a); m_power holds uⁿ.
            if (n == 0)
                return std::log1p(m_a);
            m_power *= m_ratio;
            return (n % 2 == 1 ? 1.0 : -1.0) * m_power / n;
        case SeriesFunction::Geometric:
            // t_n = rⁿ/(1 − a) with r = h/(1 − a).
            if (n > 0)
                m_power *= m_ratio;
            return m_scale * m_power;
        }
        return notANumber;
    }

    // An upper bound on Σ_{k ≥ n} |t_k| for the current n (the part not yet generated), or +∞
    // when the terms are not yet (or never) shrinking geometrically.
    double remainingMagnitude() const
    {
        const int n = m_n;
        switch (m_f) {
        case SeriesFunction::Exp:
        case SeriesFunction::Sin:
        case SeriesFunction::Cos: {
            // |t_k| ≤ scale·|h|ᵏ/k!; once n > 2|h| each term is at most half the previous one.
            if (n <= 2.0 * std::abs(m_h))
                return infinity;
            const double nextPower = std::abs(m_power * m_h / n);
            return 2.0 * m_scale * nextPower;
        }
        case SeriesFunction::Log1p: {
            const double u = std::abs(m_ratio);
            if (u >= 1.0)
                return infinity;
            return std::abs(m_power) * u / (n * (1.0 - u));
        }
        case SeriesFunction::Geometric: {
            const double r = std::abs(m_ratio);
            if (r >= 1.0)
                return infinity;
            return std::abs(m_scale * m_power) * r / (1.0 - r);
        }
        }
        return infinity;
    }

private:
    SeriesFunction m_f;
    double m_a;
    double m_h;
    double m_scale = 1.0;
    double m_ratio = 0.0;
    double m_power = 1.0;
    int m_n = 0;
};

} // namespace

const std::vector<SeriesFunctionInfo>& allSeriesFunctions()
{
    static const std::vector<SeriesFunctionInfo> functions = {
        {SeriesFunction::Exp, "exp", PL_TR_NOOP("taylor", "eˣ"), "1 + x + x²/2! + x³/3! + …"},
        {SeriesFunction::Sin, "sin", PL_TR_NOOP("taylor", "sin x"), "x − x³/3! + x⁵/5! − …"},
        {SeriesFunction::Cos, "cos", PL_TR_NOOP("taylor", "cos x"), "1 − x²/2! + x⁴/4! − …"},
        {SeriesFunction::Log1p, "ln1p", PL_TR_NOOP("taylor", "ln(1 + x)"), "x − x²/2 + x³/3 − …"},
        {SeriesFunction::Geometric, "geometric", PL_TR_NOOP("taylor", "1/(1 − x)"), "1 + x + x² + x³ + …"},
    };
    return functions;
}

const SeriesFunctionInfo& seriesFunctionInfo(SeriesFunction f)
{
    for (const SeriesFunctionInfo& info : allSeriesFunctions())
        if (info.function == f)
            return info;
    assert(false && "every SeriesFunction is listed in allSeriesFunctions()");
    return allSeriesFunctions().front();
}

std::optional<SeriesFunction> seriesFunctionFromId(std::string_view id)
{
    for (const SeriesFunctionInfo& info : allSeriesFunctions())
        if (info.id == id)
            return info.function;
    return std::nullopt;
}

bool inDomain(SeriesFunction f, double x)
{
    if (!std::isfinite(x))
        return false;
    switch (f) {
    case SeriesFunction::Log1p: return x > -1.0;
    case SeriesFunction::Geometric: return x != 1.0;
    default: return true;
    }
}

double evaluate(SeriesFunction f, double x) { return derivative(f, 0, x); }

double derivative(SeriesFunction f, int n, double x)
{
    assert(n >= 0);
    if (!inDomain(f, x))
        return notANumber;
    switch (f) {
    case SeriesFunction::Exp: return std::exp(x);
    case SeriesFunction::Sin:
    case SeriesFunction::Cos: return sinQuarterShift(x, quarterShift(f, n));
    case SeriesFunction::Log1p: {
        if (n == 0)
            return std::log1p(x);
        // (−1)ⁿ⁻¹ (n − 1)!/(1 + x)ⁿ as a product of n factors k/(1 + x) (k = 1 … n − 1) and 1/(1 + x).
        double value = 1.0 / (1.0 + x);
        for (int k = 1; k < n; ++k)
            value *= k / (1.0 + x);
        return (n % 2 == 1) ? value : -value;
    }
    case SeriesFunction::Geometric: {
        // n!/(1 − x)ⁿ⁺¹.
        double value = 1.0 / (1.0 - x);
        for (int k = 1; k <= n; ++k)
            value *= k / (1.0 - x);
        return value;
    }
    }
    return notANumber;
}

double derivativeMaxAbs(SeriesFunction f, int n, double from, double to)
{
    assert(n >= 0);
    const double lo = std::min(from, to);
    const double hi = std::max(from, to);
    switch (f) {
    case SeriesFunction::Exp: return std::exp(hi);
    case SeriesFunction::Sin:
    case SeriesFunction::Cos: return maxAbsShiftedSine(quarterShift(f, n), lo, hi);
    case SeriesFunction::Log1p:
        if (lo <= -1.0)
            return infinity;
        if (n == 0)  // ln(1 + x) is monotone, so |ln(1 + x)| peaks at an end
            return std::max(std::abs(std::log1p(lo)), std::abs(std::log1p(hi)));
        return std::abs(derivative(f, n, lo));  // (n − 1)!/(1 + x)ⁿ decreases with x
    case SeriesFunction::Geometric:
        if (lo <= 1.0 && 1.0 <= hi)
            return infinity;
        // n!/|1 − x|ⁿ⁺¹ grows towards x = 1: the end nearer to 1.
        return std::abs(derivative(f, n, hi < 1.0 ? hi : lo));
    }
    return notANumber;
}

double taylorTerm(SeriesFunction f, double a, int n, double x)
{
    assert(n >= 0);
    if (!inDomain(f, a))
        return notANumber;
    TermSequence terms(f, a, x - a);
    double t = 0.0;
    for (int k = 0; k <= n; ++k)
        t = terms.next();
    return t;
}

double partialSum(SeriesFunction f, double a, int degree, double x)
{
    assert(degree >= 0);
    if (!inDomain(f, a))
        return notANumber;
    TermSequence terms(f, a, x - a);
    double sum = 0.0;
    for (int n = 0; n <= degree; ++n)
        sum += terms.next();
    return sum;
}

double remainder(SeriesFunction f, double a, int degree, double x)
{
    assert(degree >= 0);
    if (!inDomain(f, a) || !inDomain(f, x))
        return notANumber;
    const double h = x - a;
    if (h == 0.0)
        return 0.0;
    if (f == SeriesFunction::Geometric)  // finite geometric sum: exact for every r ≠ 1
        return std::pow(h / (1.0 - a), degree + 1) / (1.0 - x);

    // Route 1: f(x) − P_N(x). Its rounding error is about ε(|f| + Σ|t_n|).
    TermSequence terms(f, a, h);
    double sum = 0.0, sumAbs = 0.0;
    for (int n = 0; n <= degree; ++n) {
        const double t = terms.next();
        sum += t;
        sumAbs += std::abs(t);
    }
    const double fx = evaluate(f, x);
    const double direct = fx - sum;
    const double directRounding = epsilon * (std::abs(fx) + sumAbs);

    // Route 2: the tail Σ_{n>N} t_n, summed smallest first. Its rounding error is about
    // ε Σ|t_n| over the tail: far smaller near x = a, useless when the tail cancels heavily.
    constexpr int maxTailTerms = 1000;
    std::vector<double> tail;
    tail.reserve(64);
    double tailAbs = 0.0;
    bool converged = false;
    for (int k = 0; k < maxTailTerms; ++k) {
        const double t = terms.next();
        tail.push_back(t);
        tailAbs += std::abs(t);
        const double rest = terms.remainingMagnitude();
        if (rest <= 1e-18 * tailAbs || rest == 0.0) {
            converged = true;
            break;
        }
    }
    if (!converged)
        return direct;
    double tailSum = 0.0;
    for (auto it = tail.rbegin(); it != tail.rend(); ++it)
        tailSum += *it;
    const double tailRounding = epsilon * tailAbs;
    return tailRounding <= directRounding ? tailSum : direct;
}

double lagrangeBound(SeriesFunction f, double a, int degree, double x)
{
    assert(degree >= 0);
    const int n = degree + 1;
    const double h = std::abs(x - a);
    const double lo = std::min(a, x);
    const double hi = std::max(a, x);
    switch (f) {
    case SeriesFunction::Exp:
    case SeriesFunction::Sin:
    case SeriesFunction::Cos: {
        // M·hⁿ/n! as M·Π (h/k).
        double bound = derivativeMaxAbs(f, n, a, x);
        for (int k = 1; k <= n && bound != 0.0; ++k)
            bound *= h / k;
        return bound;
    }
    case SeriesFunction::Log1p:
        // M = (n − 1)!/(1 + lo)ⁿ, so M hⁿ/n! = (h/(1 + lo))ⁿ/n.
        if (lo <= -1.0)
            return infinity;
        return std::pow(h / (1.0 + lo), n) / n;
    case SeriesFunction::Geometric: {
        // M = n!/dⁿ⁺¹ with d = |1 − ξ| at the end nearer 1, so M hⁿ/n! = (h/d)ⁿ/d.
        if (lo <= 1.0 && 1.0 <= hi)
            return infinity;
        const double d = std::abs(1.0 - (hi < 1.0 ? hi : lo));
        return std::pow(h / d, n) / d;
    }
    }
    return notANumber;
}

bool ConvergenceInterval::contains(double x) const
{
    const bool aboveLower = x > lower || (lowerIncluded && x == lower);
    const bool belowUpper = x < upper || (upperIncluded && x == upper);
    return aboveLower && belowUpper;
}

ConvergenceInterval convergenceInterval(SeriesFunction f, double a)
{
    assert(inDomain(f, a));
    switch (f) {
    case SeriesFunction::Exp:
    case SeriesFunction::Sin:
    case SeriesFunction::Cos: return {-infinity, infinity, false, false};
    case SeriesFunction::Log1p: {
        // Radius 1 + a (distance to the singularity at −1); at x = a + R the series is an
        // alternating harmonic-type series and converges, at x = −1 it diverges.
        const double radius = 1.0 + a;
        return {a - radius, a + radius, false, true};
    }
    case SeriesFunction::Geometric: {
        // Radius |1 − a|; at both ends the terms do not tend to zero.
        const double radius = std::abs(1.0 - a);
        return {a - radius, a + radius, false, false};
    }
    }
    return {};
}

std::optional<MinimumDegree> minimumDegree(SeriesFunction f, double a, double x, double tolerance,
                                           int maxDegree)
{
    assert(tolerance > 0.0 && maxDegree >= 0);
    if (!inDomain(f, a) || !inDomain(f, x))
        return std::nullopt;
    std::optional<double> previous;
    for (int degree = 0; degree <= maxDegree; ++degree) {
        const double bound = lagrangeBound(f, a, degree, x);
        if (bound <= tolerance)
            return MinimumDegree{degree, degree + 1, bound, previous};
        previous = bound;
    }
    return std::nullopt;
}

double smallAngleRelativeError(double theta)
{
    if (theta == 0.0)
        return 0.0;
    // θ − sin θ = −R₁(θ) of the sine series about 0, summed from its tail: no cancellation.
    return -remainder(SeriesFunction::Sin, 0.0, 1, theta) / std::sin(theta);
}

double smallAngleLimit(double relativeError)
{
    assert(relativeError > 0.0);
    // The error rises from 0 at θ = 0 to +∞ as θ → π; bisect on (0, π).
    double lo = 0.0;
    double hi = std::numbers::pi * (1.0 - 1e-9);
    for (int i = 0; i < 200 && hi - lo > 1e-15; ++i) {
        const double mid = 0.5 * (lo + hi);
        (smallAngleRelativeError(mid) < relativeError ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Taylor series of five elementary functions, their partial sums and the Lagrange error bound.
//
//   P_N(x) = Σ_{n=0..N} f⁽ⁿ⁾(a) (x − a)ⁿ / n!                    (Taylor polynomial of degree N)
//   R_N(x) = f(x) − P_N(x) = f⁽ᴺ⁺¹⁾(ξ) (x − a)ᴺ⁺¹ / (N + 1)!      for some ξ between a and x
//   |R_N(x)| ≤ M |x − a|ᴺ⁺¹ / (N + 1)!,   M = max |f⁽ᴺ⁺¹⁾| on the closed interval between a and x
//
// Source: T. M. Apostol, "Calculus" vol. I (2nd ed., 1967), §7.5–7.7 (Taylor's formula with the
// Lagrange form of the remainder, Theorem 7.6) and §10.5 (radius of convergence); the same
// statements are in J. Stewart, "Calculus" (8th ed.), §11.10–11.11 (Taylor's inequality).
//
// M is computed from the analytic form of each derivative, never assumed:
//   eˣ          f⁽ⁿ⁾(x) = eˣ                       increasing: M = e^(upper end)
//   sin x       f⁽ⁿ⁾(x) = sin(x + nπ/2)            M = 1 when a crest x + nπ/2 = π/2 + kπ lies in
//   cos x       f⁽ⁿ⁾(x) = cos(x + nπ/2)            the interval, else the larger end value
//   ln(1 + x)   f⁽ⁿ⁾(x) = (−1)ⁿ⁻¹ (n − 1)! / (1 + x)ⁿ,  n ≥ 1;  |f⁽ⁿ⁾| decreasing: value at the lower end
//   1/(1 − x)   f⁽ⁿ⁾(x) = n! / (1 − x)ⁿ⁺¹          |f⁽ⁿ⁾| grows towards x = 1: value at the end nearer 1
//
// The error R_N is computed from its own series Σ_{n>N} (the tail) wherever that sum is well
// conditioned, and as f − P_N otherwise: near x = a the difference f − P_N would be pure rounding
// noise (≈ 10⁻¹⁶) while the true remainder, and the bound, are far smaller. For 1/(1 − x) the tail
// has the closed form rᴺ⁺¹/(1 − x) with r = (x − a)/(1 − a), exact for every x ≠ 1.
//
// All arguments are plain numbers (the functions are of a dimensionless x; for sin and cos, x is
// an angle in radians).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace pl {

enum class SeriesFunction { Exp, Sin, Cos, Log1p, Geometric };

struct SeriesFunctionInfo {
    SeriesFunction function;
    std::string_view id;       // command-line id: exp, sin, cos, ln1p, geometric
    std::string_view name;     // what a person reads, e.g. "ln(1 + x)"
    std::string_view series;   // the Maclaurin series, e.g. "x − x²/2 + x³/3 − …"
};

const std::vector<SeriesFunctionInfo>& allSeriesFunctions();
const SeriesFunctionInfo& seriesFunctionInfo(SeriesFunction f);
std::optional<SeriesFunction> seriesFunctionFromId(std::string_view id);

// True when f is defined (and finite) at x: x > −1 for ln(1 + x), x ≠ 1 for 1/(1 − x).
bool inDomain(SeriesFunction f, double x);

// f(x); NaN outside the domain.
double evaluate(SeriesFunction f, double x);

// The n-th derivative f⁽ⁿ⁾(x), n ≥ 0 (n = 0 is f itself); NaN outside the domain. May overflow
// to ±∞ for large n near a singularity (its true value is then beyond double range).
double derivative(SeriesFunction f, int n, double x);

// max |f⁽ⁿ⁾(ξ)| over ξ in the closed interval between `from` and `to` (either order). +∞ when the
// interval reaches a point where f is not defined (x ≤ −1 for ln(1 + x), x = 1 for 1/(1 − x)).
double derivativeMaxAbs(SeriesFunction f, int n, double from, double to);

// One term f⁽ⁿ⁾(a)(x − a)ⁿ/n! of the series about a.
double taylorTerm(SeriesFunction f, double a, int n, double x);

// P_N(x) about a, degree N ≥ 0. NaN when a is outside the domain.
double partialSum(SeriesFunction f, double a, int degree, double x);

// R_N(x) = f(x) − P_N(x), signed, accurate to rounding relative to R_N itself wherever the tail
// series converges fast enough (see the header comment). NaN when x or a is outside the domain.
double remainder(SeriesFunction f, double a, int degree, double x);

// The Lagrange bound M |x − a|ᴺ⁺¹/(N + 1)! with M = derivativeMaxAbs(f, N + 1, a, x), computed
// as a product so that neither M nor (N + 1)! needs to be representable. +∞ when M is.
double lagrangeBound(SeriesFunction f, double a, int degree, double x);

// Where the Taylor series about a converges to f: the open interval (lower, upper), with each
// end included when the flag says so. Infinite ends for eˣ, sin and cos (radius ∞);
// ln(1 + x): (−1, 2a + 1] (radius 1 + a); 1/(1 − x): (a − |1 − a|, a + |1 − a|) (radius |1 − a|).
struct ConvergenceInterval {
    double lower = 0.0;
    double upper = 0.0;
    bool lowerIncluded = false;
    bool upperIncluded = false;

    bool contains(double x) const;
    double radius() const { return 0.5 * (upper - lower); }
};

// Precondition: inDomain(f, a).
ConvergenceInterval convergenceInterval(SeriesFunction f, double a);

// The "how many terms?" answer: the smallest degree N whose Lagrange bound at x is ≤ tolerance.
struct MinimumDegree {
    int degree = 0;               // N
    int terms = 1;                // N + 1: the terms n = 0 … N of P_N (zero coefficients included)
    double bound = 0.0;           // the Lagrange bound for N (≤ tolerance)
    std::optional<double> boundBelow;  // the bound for N − 1 (> tolerance); none when N = 0
};

// Searches N = 0 … maxDegree. Nothing when no such degree exists (the bound stays above the
// tolerance, e.g. ln(1 + x) for x < −½ where the Lagrange bound grows with N although the series
// converges, or when the interval between a and x meets a singularity).
std::optional<MinimumDegree> minimumDegree(SeriesFunction f, double a, double x, double tolerance,
                                           int maxDegree = 200);

// The small-angle approximation sin θ ≈ θ (θ in rad, 0 < |θ| < π): relative error
// (θ − sin θ)/sin θ of the approximation against the exact value; ≈ θ²/6 for small θ.
double smallAngleRelativeError(double theta);

// The smallest θ > 0 (rad) at which smallAngleRelativeError reaches `relativeError`
// (0 < relativeError; the error rises monotonically from 0 on (0, π)), by bisection to ~1e-15.
double smallAngleLimit(double relativeError);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Distributions and goodness-of-fit tools for comparing a simulated gas with kinetic theory.
//
// 2D Maxwell–Boltzmann speed distribution (a Rayleigh distribution with σ² = kT/m):
//   f(v) = (m v / kT) exp(−m v² / 2kT),      F(v) = 1 − exp(−m v² / 2kT),      v ≥ 0.
// Reif, "Fundamentals of Statistical and Thermal Physics" (1965), §7.10 (the 3D form; in 2D the
// shell 4πv² dv becomes the ring 2πv dv).
//
// Kolmogorov–Smirnov distance of a sample from a continuous CDF F:
//   D = max_i max( i/n − F(x₍ᵢ₎), F(x₍ᵢ₎) − (i−1)/n )    over the sorted sample x₍₁₎ ≤ … ≤ x₍ₙ₎.
// For large n, D exceeds c(α)/√n with probability α, c(α) = √(−½ ln(α/2)) (c(0.05) = 1.358,
// c(0.01) = 1.628). Press et al., "Numerical Recipes" (3rd ed., 2007), §14.3.3, eqs. 14.3.5–14.3.9.
// When kT is estimated from the same sample the test is conservative (Lilliefors, 1967).
#pragma once

#include <functional>
#include <vector>

namespace pl {

// Probability density (s/m) of speed v (m/s) for mass m (kg) at kT (J).
double maxwellBoltzmann2DDensity(double v, double mass, double kT);
// Cumulative probability of a speed below v.
double maxwellBoltzmann2DCumulative(double v, double mass, double kT);

// D for `sample` (copied and sorted) against `cdf`.
double kolmogorovSmirnovDistance(std::vector<double> sample,
                                 const std::function<double(double)>& cdf);
// The asymptotic critical value c(α)/√n of D at significance level α (e.g. 0.01).
double kolmogorovSmirnovCritical(int sampleSize, double alpha);

// A histogram of equal bins on [lo, hi); values outside are counted apart.
class Histogram {
public:
    Histogram(double lo, double hi, int bins);

    void add(double value);
    void clear();

    int bins() const { return static_cast<int>(m_counts.size()); }
    double binWidth() const { return m_width; }
    double binCentre(int bin) const { return m_lo + (bin + 0.5) * m_width; }
    double count(int bin) const { return m_counts[static_cast<std::size_t>(bin)]; }
    double total() const { return m_total; }  // all values added, inside or outside
    // count / (total · width): an estimate of the probability density in each bin.
    double density(int bin) const;

private:
    double m_lo;
    double m_width;
    std::vector<double> m_counts;
    double m_total = 0.0;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The Lennard-Jones pair potential, truncated at a cut-off radius r_c:
//
//   U(r) = 4ε [ (σ/r)¹² − (σ/r)⁶ ]            for r < r_c, 0 beyond (optionally shifted by U(r_c)
//                                              so that it is continuous at r_c);
//   F(r) = −dU/dr = (24ε / r) [ 2(σ/r)¹² − (σ/r)⁶ ],   the force on atom i from atom j is
//   F(r) (xᵢ − xⱼ)/r: repulsive inside the minimum at r = 2^{1/6} σ, attractive beyond.
//
// Lennard-Jones, Proc. R. Soc. Lond. A 106, 463 (1924); in this form Allen & Tildesley,
// "Computer Simulation of Liquids" (2nd ed., 2017), eqs. 1.6 and 1.10. The cut-off 2.5σ is the
// usual choice (U(2.5σ) = −0.0163ε) and what LAMMPS's `pair_style lj/cut 2.5` uses.
#pragma once

namespace pl {

class LennardJones {
public:
    // ε (J), σ (m), cut-off r_c (m); `shifted` subtracts U(r_c) inside the cut-off.
    LennardJones(double epsilon, double sigma, double cutoff, bool shifted = false)
        : m_epsilon(epsilon), m_sigma2(sigma * sigma), m_cutoff2(cutoff * cutoff), m_shift(0.0)
    {
        if (shifted) {
            double f = 0.0;
            m_shift = 0.0;
            evaluate(m_cutoff2 * (1.0 - 1e-15), f, m_shift);
        }
    }

    double epsilon() const { return m_epsilon; }        // J
    double sigma2() const { return m_sigma2; }          // m²
    double cutoffSquared() const { return m_cutoff2; }  // m²
    double shift() const { return m_shift; }            // J, U(r_c) when shifted, else 0

    // For a pair at squared distance r2 (m², inside the cut-off): adds F(r)/r (N/m) to
    // `forceOverR` and U(r) (J) to `energy`. One division: s² = σ²·(1/r²).
    void evaluate(double r2, double& forceOverR, double& energy) const
    {
        const double inverse = 1.0 / r2;
        const double s2 = m_sigma2 * inverse;
        const double s6 = s2 * s2 * s2;
        const double s12 = s6 * s6;
        forceOverR += 24.0 * m_epsilon * (2.0 * s12 - s6) * inverse;
        energy += 4.0 * m_epsilon * (s12 - s6) - m_shift;
    }

    double potential(double r) const
    {
        if (r * r >= m_cutoff2)
            return 0.0;
        double f = 0.0, u = 0.0;
        evaluate(r * r, f, u);
        return u;
    }
    // F(r) (N), positive when repulsive.
    double force(double r) const
    {
        if (r * r >= m_cutoff2)
            return 0.0;
        double f = 0.0, u = 0.0;
        evaluate(r * r, f, u);
        return f * r;
    }

private:
    double m_epsilon;  // J
    double m_sigma2;   // m²
    double m_cutoff2;  // m²
    double m_shift;    // J, U(r_c) or 0
};

} // namespace pl

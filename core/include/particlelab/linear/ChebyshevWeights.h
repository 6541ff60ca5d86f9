// SPDX-License-Identifier: GPL-3.0-or-later
// The weights of the Chebyshev semi-iterative method: a stationary iteration x ↦ G x + c whose
// iteration matrix G has its eigenvalues in [−ρ, ρ] converges like ρᵏ; combining each update
// with the iterate before the last,
//   xᵏ⁺¹ = xᵏ⁻¹ + wₖ₊₁ (G xᵏ + c − xᵏ⁻¹),  w₁ = 1, w₂ = 2/(2 − ρ²), wₖ₊₁ = 4/(4 − ρ² wₖ),
// makes the error after k steps a Chebyshev polynomial of G, at most 2rᵏ/(1 + r²ᵏ) of the first
// one with r = ρ/(1 + √(1 − ρ²)): about √(2(1 − ρ)) less than 1 − ρ per step, so for ρ near 1
// the square root of the steps (Golub & Van Loan, "Matrix Computations", 4th ed., §11.2.8).
// It needs no inner product, only one more vector, which is why it suits Jacobi-type particle
// solvers whose iterations are passes over neighbour lists (H. Wang, "A Chebyshev
// semi-iterative approach for accelerating projective and position-based dynamics", ACM Trans.
// Graph. 34(6) 246 (2015), with a projection after each step as there).
// ρ = 0 gives w = 1 throughout: the plain iteration.
#pragma once

namespace pl {

class ChebyshevWeights {
public:
    // radius: ρ, the spectral radius assumed for G (0 ≤ ρ < 1).
    explicit ChebyshevWeights(double radius) : m_radiusSquared(radius * radius) {}

    // The weight of the next step: w₁, w₂, w₃, … in turn.
    double next()
    {
        ++m_step;
        if (m_step == 1)
            m_weight = 1.0;
        else if (m_step == 2)
            m_weight = 2.0 / (2.0 - m_radiusSquared);
        else
            m_weight = 4.0 / (4.0 - m_radiusSquared * m_weight);
        return m_weight;
    }

private:
    double m_radiusSquared;
    double m_weight = 1.0;
    int m_step = 0;
};

} // namespace pl

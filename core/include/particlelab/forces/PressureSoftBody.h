// SPDX-License-Identifier: GPL-3.0-or-later
// The pressure soft body: a closed ring of particles (joined by damped springs, added
// separately as DampedSprings) filled with an ideal gas. Matyka & Ollila, "Pressure Model of Soft
// Body Simulation" (SIGRAD 2003), eqs. (5)–(8), in 2D:
//
//   A = ½ Σ (x_k y_{k+1} − x_{k+1} y_k)      enclosed area (the 2D volume, m²), ring CCW
//   P = nRT / A                                ideal-gas pressure (N/m), nRT in J
//   F_edge = P ℓ_edge n̂_edge                   on each edge, along its outward normal,
//                                              split equally between its two end particles.
//
// This force is exactly −∇U of the isothermal gas energy U = −nRT ln(A/A_ref), so a ring with
// undamped springs conserves the total energy; U is reported with A_ref = the area at
// construction.
#pragma once

#include <particlelab/forces/Interaction.h>

#include <vector>

namespace pl {

class PressureSoftBody final : public Interaction {
public:
    // `ring`: particle indices in counter-clockwise order; `nRT` (J); `referenceArea` (m²).
    PressureSoftBody(std::vector<int> ring, double nRT, double referenceArea);

    static double enclosedArea(const Eigen::VectorXd& positions, const std::vector<int>& ring);

    // The circumradius (m) at which a regular N-gon of springs (rest length r, stiffness k_s)
    // balances the gas pressure nRT/A: per vertex, P ℓ cos(π/N) = 2 T sin(π/N) with
    // T = k_s (ℓ/r − 1), ℓ = 2R sin(π/N), A = ½ N R² sin(2π/N). Solved by bisection.
    static double equilibriumRadius(int count, double restLength, double stiffness, double nRT);

    const std::vector<int>& ring() const { return m_ring; }
    double nRT() const { return m_nRT; }
    void setNRT(double nRT) { m_nRT = nRT; }
    double referenceArea() const { return m_referenceArea; }  // m², where U = 0
    void setReferenceArea(double area) { m_referenceArea = area; }
    double area(const Eigen::VectorXd& positions) const { return enclosedArea(positions, m_ring); }

    void addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd& velocities,
                   const Eigen::VectorXd& inverseMasses, Eigen::VectorXd& forces) const override;
    double potentialEnergy(const Eigen::VectorXd& positions,
                           const Eigen::VectorXd& inverseMasses) const override;
    std::unique_ptr<Interaction> clone() const override
    {
        return std::make_unique<PressureSoftBody>(*this);
    }

private:
    std::vector<int> m_ring;
    double m_nRT;            // J
    double m_referenceArea;  // m²
};

} // namespace pl

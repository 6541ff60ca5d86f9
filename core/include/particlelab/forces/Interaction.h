// SPDX-License-Identifier: GPL-3.0-or-later
// An interaction: something that adds forces to the particles of a ParticleSystem (gravity, drag,
// springs, gas pressure, pair potentials). A system sums the forces of all its interactions,
// F_i = Σ_interactions F_i, before every acceleration evaluation a_i = w_i F_i (w = 1/m).
//
// Arrays are laid out as in SecondOrderIntegrators.h: positions [x0 y0 x1 y1 ...] (m),
// velocities (m/s), forces (N), and one inverse mass per particle (1/kg, 0 = pinned).
#pragma once

#include <particlelab/util/StepMonitor.h>

#include <Eigen/Core>

#include <memory>

namespace pl {

class Interaction {
public:
    virtual ~Interaction() = default;

    // Adds this interaction's forces (N) to `forces` for the state (x, v).
    virtual void addForces(const Eigen::VectorXd& positions, const Eigen::VectorXd& velocities,
                           const Eigen::VectorXd& inverseMasses, Eigen::VectorXd& forces) const = 0;
    // Potential energy (J) of the conservative part; 0 for dissipative interactions (drag).
    virtual double potentialEnergy(const Eigen::VectorXd& positions,
                                   const Eigen::VectorXd& inverseMasses) const = 0;
    // An exact copy, so that a ParticleSystem is a value (two models never share state).
    virtual std::unique_ptr<Interaction> clone() const = 0;

    // Polled by interactions whose force loop can take long (StepMonitor.h); not owned.
    void setMonitor(const StepMonitor* monitor) { m_monitor = monitor; }

protected:
    bool stopRequested() const { return m_monitor && m_monitor->stopRequested(); }

private:
    const StepMonitor* m_monitor = nullptr;
};

} // namespace pl

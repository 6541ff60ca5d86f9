// SPDX-License-Identifier: GPL-3.0-or-later
// A 2D particle system stored as contiguous arrays, advanced by the position-based update loop
//
//   for each of the `substeps` substeps of size h = Δt / substeps:
//     1. clear forces, every Interaction adds its forces          F = Σ F_interaction(x, v)
//     2. integrate x'' = w F (w = 1/m; w = 0 pins a particle) with any core integrator
//        (SecondOrderIntegrators.h), giving the predicted state (x*, v*)
//     3. every Constraint projects the positions, `iterations` Gauss–Seidel sweeps: x* → x
//     4. velocities follow the projection:  v = v* + (x − x*)/h
//     5. every Constraint corrects velocities (restitution)
//
// Step 4 is the velocity update of position-based dynamics (Müller et al. 2007, "Position Based
// Dynamics", algorithm 1 line (13): v = (x − x₀)/h) written so that it also holds for
// integrators that do not move x by h·v*: for symplectic Euler x* = x₀ + h v*, so both forms are
// identical; without constraints the integrator's own velocity is kept untouched. Substepping
// with one iteration is the scheme of Macklin et al. 2019, "Small Steps in Physics Simulation".
//
// What evolves — positions, velocities, the last forces, inverse masses (a grabbed particle is
// pinned for a while) and the time — is one plain value, State, that a lesson can save and put
// back; the parts (interactions, constraints) and the settings are rebuilt from the lesson's
// parameters. The copy is the default one: parts are held in ClonePtrs.
//
// Forward and symplectic Euler are stepped in place over the arrays (no std::function, no
// temporaries); every other method goes through pl::step(). tests/core/test_particles.cpp checks
// that the in-place steps give the same numbers as pl::step().
#pragma once

#include <particlelab/constraints/Constraint.h>
#include <particlelab/forces/Interaction.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/util/ClonePtr.h>
#include <particlelab/util/StepMonitor.h>

#include <Eigen/Core>

#include <memory>
#include <type_traits>
#include <vector>

namespace pl {

class ParticleSystem {
public:
    using Vector2 = Eigen::Vector2d;

    // Everything a step changes.
    struct State {
        Eigen::VectorXd positions;      // m, [x0 y0 x1 y1 ...]
        Eigen::VectorXd velocities;     // m/s
        Eigen::VectorXd forces;         // N, from the last evaluation
        Eigen::VectorXd inverseMasses;  // 1/kg, 0 = pinned
        double time = 0.0;              // s
    };

    // Adds a particle at `position` (m) with `velocity` (m/s) and `mass` (kg); a mass of
    // +infinity (or pin()) makes it immovable. Returns its index.
    int addParticle(const Vector2& position, const Vector2& velocity, double mass);
    int size() const { return static_cast<int>(m_state.inverseMasses.size()); }

    // The evolving values as one value; setState() expects one of the same system (same size).
    const State& state() const { return m_state; }
    void setState(State state) { m_state = std::move(state); }

    Vector2 position(int i) const { return m_state.positions.segment<2>(2 * i); }
    Vector2 velocity(int i) const { return m_state.velocities.segment<2>(2 * i); }
    void setPosition(int i, const Vector2& p) { m_state.positions.segment<2>(2 * i) = p; }
    void setVelocity(int i, const Vector2& v) { m_state.velocities.segment<2>(2 * i) = v; }
    double inverseMass(int i) const { return m_state.inverseMasses[i]; }  // 1/kg
    void setInverseMass(int i, double w) { m_state.inverseMasses[i] = w; }
    void pin(int i) { setInverseMass(i, 0.0); setVelocity(i, Vector2::Zero()); }

    // The hot arrays: positions [x0 y0 x1 y1 ...] (m), velocities (m/s), forces (N) from the
    // last evaluation, inverse masses (1/kg).
    const Eigen::VectorXd& positions() const { return m_state.positions; }
    Eigen::VectorXd& positions() { return m_state.positions; }
    const Eigen::VectorXd& velocities() const { return m_state.velocities; }
    Eigen::VectorXd& velocities() { return m_state.velocities; }
    const Eigen::VectorXd& forces() const { return m_state.forces; }
    const Eigen::VectorXd& inverseMasses() const { return m_state.inverseMasses; }
    // State at the start of the current substep (valid inside Constraint::project()).
    const Eigen::VectorXd& previousPositions() const { return m_previousPositions; }
    const Eigen::VectorXd& previousVelocities() const { return m_previousVelocities; }

    // Composition. The system owns its interactions and constraints and copies them with it.
    template <class T>
    T& add(std::unique_ptr<T> part)
    {
        T& ref = *part;
        if constexpr (std::is_base_of_v<Interaction, T>)
            m_interactions.emplace_back(std::move(part));
        else
            m_constraints.emplace_back(std::move(part));
        return ref;
    }
    // The first interaction or constraint of type T, or nullptr.
    template <class T>
    T* find()
    {
        return const_cast<T*>(static_cast<const ParticleSystem*>(this)->find<T>());
    }
    template <class T>
    const T* find() const
    {
        if constexpr (std::is_base_of_v<Interaction, T>) {
            for (const auto& p : m_interactions)
                if (auto* t = dynamic_cast<const T*>(p.get()))
                    return t;
        } else {
            for (const auto& p : m_constraints)
                if (auto* t = dynamic_cast<const T*>(p.get()))
                    return t;
        }
        return nullptr;
    }

    void setMethod(Method method) { m_method = method; }
    Method method() const { return m_method; }
    void setSubsteps(int substeps) { m_substeps = substeps; }
    int substeps() const { return m_substeps; }
    void setIterations(int iterations) { m_iterations = iterations; }
    int iterations() const { return m_iterations; }
    double time() const { return m_state.time; }  // s

    // Advances by Δt (s), split into `substeps` substeps.
    void step(double dt);

    // Polled between substeps and solver iterations, and by the parts' long loops; a step it
    // stops is left unfinished (StepMonitor.h). Not owned; nullptr: nothing is polled.
    void setMonitor(StepMonitor* monitor);
    bool stopRequested() const { return m_monitor && m_monitor->stopRequested(); }
    // A part's long loop tells how far the current substep has come (0 to 1).
    void reportSubstepProgress(double fraction) const
    {
        if (m_monitor)
            m_monitor->progress(m_stepDone + fraction * m_substepLength);
    }

    // F(x, v) summed over all interactions into `forces` (N).
    void computeForces(const Eigen::VectorXd& x, const Eigen::VectorXd& v,
                       Eigen::VectorXd& forces) const;
    // a(x, v) = w F(x, v) as an AccelerationFunction for the core integrators.
    AccelerationFunction accelerationFunction() const;

    double kineticEnergy() const;    // J, Σ ½ m v² over movable particles
    double potentialEnergy() const;  // J, summed over the interactions

    // False when a position or velocity is NaN, infinite or beyond `bound` (m, m/s).
    bool isFiniteAndBounded(double bound) const;

private:
    void integrate(double h);
    void applyConstraints(double h);

    State m_state;

    // Scratch of one substep (valid only inside it).
    Eigen::VectorXd m_previousPositions;
    Eigen::VectorXd m_previousVelocities;
    Eigen::VectorXd m_predictedPositions;

    // The parts and settings, rebuilt from parameters.
    std::vector<ClonePtr<Interaction>> m_interactions;
    std::vector<ClonePtr<Constraint>> m_constraints;

    Method m_method = Method::SymplecticEuler;
    int m_substeps = 1;
    int m_iterations = 1;

    StepMonitor* m_monitor = nullptr;
    double m_stepDone = 0.0;       // s of the current step done before this substep
    double m_substepLength = 0.0;  // s
};

} // namespace pl

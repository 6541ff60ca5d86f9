// SPDX-License-Identifier: GPL-3.0-or-later
// The model of lesson `lennard-jones`: atoms interacting by the Lennard-Jones potential
// U(r) = 4ε[(σ/r)¹² − (σ/r)⁶] in a periodic box (core/md/LennardJonesFluid.h: cut-off 2.5σ,
// cell lists, velocity Verlet, Berendsen thermostat). Lowering the thermostat temperature turns
// the gas into liquid drops and then into hexagonal crystallites; the radial distribution
// function g(r), averaged over windows of 500 steps, shows the change from a single bump (gas)
// to sharp, split peaks (solid). Time averages of the state point (LennardJonesAnalysis.h) start
// after an equilibration time and restart when the state point changes.
//
// Reduced units throughout: lengths in σ, energies in ε, masses in the atom mass m, time in
// σ√(m/ε); for argon σ = 0.34 nm, ε/k = 120 K, σ√(m/ε) = 2.2 ps.
//
// What evolves is in State (the fluid with its atoms, neighbour list, engine, g(r) counts and
// live thermostat settings; divergence; the g(r) on show; the samples for the averages).
#pragma once

#include "framework/CoreSerialization.h"
#include "lennard_jones/LennardJonesAnalysis.h"

#include <particlelab/md/LennardJonesFluid.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pl {

struct LennardJonesModelSettings {
    int count = 1000;                 // atoms
    double density = 0.1;             // σ⁻²
    double initialTemperature = 1.0;  // ε: Maxwell velocities at the start
    std::uint64_t seed = 1;
    double temperature = 1.0;         // ε: the thermostat's target (live)
    double thermostatTime = 1.0;      // σ√(m/ε), 0 for none (live)
    double dt = 0.005;                // σ√(m/ε) (live)
    double equilibration = 10.0;      // σ√(m/ε): averages start this long after a change (live)
    bool shifted = false;             // U shifted to 0 at the cut-off
};

class LennardJonesModel {
public:
    // g(r) shown: the average over the last window of steps, published when the window ends.
    static constexpr int rdfWindow = 500;
    // Time averages of the state point: a sample every sampleInterval steps.
    static constexpr int sampleInterval = 10;
    // U and P are charted every chartInterval steps (and sampled every sampleInterval, g(r)
    // every 5): only those steps compute them (LennardJonesFluid::setEnergyInterval), a third of
    // the force pass saved on the others.
    static constexpr int chartInterval = 5;

    struct State {
        LennardJonesFluid fluid{LennardJonesSettings{}, 1};
        std::optional<double> divergedAt;  // σ√(m/ε)
        std::vector<double> rdfShown;      // g(r) of the last finished window of steps
        bool rdfJustPublished = false;
        double averagesFrom = 10.0;        // σ√(m/ε): time averages sample from this time on
        StatePointSamples samples;

        template <class Archive> void serialize(Archive& ar)
        {
            ar(fluid, divergedAt, rdfShown, rdfJustPublished, averagesFrom, samples);
        }
    };

    void reset(const LennardJonesModelSettings& settings);
    // The live settings (target temperature, τ, Δt, equilibration). A change of the state point
    // (temperature, τ or Δt) starts the averages again, once re-equilibrated.
    void applyLive(const LennardJonesModelSettings& settings);
    void step();
    // The State; a fluid with other atoms or potential than reset() built is refused.
    void save(StateWriter& out) const { out(m_state); }
    void load(StateReader& in);
    // A message when the state cannot be a state of this model; empty when acceptable.
    TrText checkState() const;

    const LennardJonesModelSettings& settings() const { return m_settings; }
    const State& state() const { return m_state; }
    double time() const { return fluid().time(); }
    const LennardJonesFluid& fluid() const { return m_state.fluid; }
    double timeStep() const { return m_settings.dt; }  // σ√(m/ε)

private:
    // |U| or K (ε) beyond this: the run has diverged.
    static double energyBound(const LennardJonesFluid& fluid);

    LennardJonesModelSettings m_settings;
    State m_state;
};

} // namespace pl

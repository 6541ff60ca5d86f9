// Lesson `lennard-jones`: atoms interacting by the Lennard-Jones potential in a periodic box
// (core/md/LennardJonesFluid.h: cut-off 2.5σ, cell lists, velocity Verlet, Berendsen
// thermostat). Lowering the thermostat temperature turns the gas into liquid drops and then
// into hexagonal crystallites; the radial distribution function g(r) shows the change from a
// single bump (gas) to sharp, split peaks (solid). The virial pressure (with its cut-off tail
// stated) and block-averaged time averages make a state point comparable with LAMMPS.
//
// Reduced units throughout: lengths in σ, energies in ε, masses in the atom mass m, time in
// σ√(m/ε); for argon σ = 0.34 nm, ε/k = 120 K, σ√(m/ε) = 2.2 ps.
#pragma once

#include "framework/Lesson.h"
#include "lennard_jones/LennardJonesAnalysis.h"

#include <particlelab/md/LennardJonesFluid.h>

#include <optional>

namespace pl {

// What the lesson keeps beside the fluid's own state (LennardJonesState), as a plain value.
struct LennardJonesLessonState {
    std::optional<double> divergedAt;  // σ√(m/ε)
    std::vector<double> rdfShown;      // g(r) of the last finished window of steps
    bool rdfJustPublished = false;
    double averagesFrom = 10.0;        // σ√(m/ε): time averages sample from this time on
    StatePointSamples samples;

    template <class Archive> void serialize(Archive& ar)
    {
        ar(divergedAt, rdfShown, rdfJustPublished, averagesFrom, samples);
    }
};

class LennardJonesLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_fluid.time(); }
    bool finished() const override { return m_run.divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    void saveState(StateWriter& out) const override;
    void loadState(StateReader& in) override;
    std::string checkState() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<LennardJonesLesson>(*this);
    }

    const LennardJonesFluid& fluid() const { return m_fluid; }
    double timeStep() const { return m_dt; }  // σ√(m/ε)

private:
    LennardJonesFluid m_fluid{LennardJonesSettings{}, 1};
    double m_dt = 0.005;  // σ√(m/ε), from the parameter
    // g(r) shown: the average over the last window of steps, published when the window ends.
    static constexpr int rdfWindow = 500;
    // Time averages of the state point: a sample every sampleInterval steps.
    static constexpr int sampleInterval = 10;
    double m_equilibration = 10.0;  // σ√(m/ε), from the parameter
    LennardJonesLessonState m_run;
};

} // namespace pl

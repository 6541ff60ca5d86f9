// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `lammps-run`: a trajectory computed by LAMMPS, read back and played in the view with the
// same charts and measurements as the `lennard-jones` lesson (lennard_jones/LennardJonesAnalysis.h).
//
// Each frame of the dump (core/io/LammpsDump.h) is loaded into a LennardJonesFluid, which computes
// the energies, the virial pressure and g(r) with the very code that runs ParticleLab's own
// simulation; the log's thermo table (core/io/LammpsLog.h) is drawn beside them as LAMMPS's own
// numbers. Read-only: "step" shows the next frame. Files are named by the parameters `dump` and
// `log` (command line: --set dump=PATH --set log=PATH). A dump or log that cannot be read is
// refused by validate() with the file, the line and what is wrong.
// Runs that are not one type of atom in a square periodic box (the ideal-gas export: two species
// of WCA disks in a closed box) are analysed by LammpsMixtureRun.h instead, with the masses and
// pair coefficients of the run's input deck (`deck`, or in.particlelab beside the dump).
#pragma once

#include "framework/CoreSerialization.h"
#include "framework/Lesson.h"
#include "framework/ParameterTable.h"
#include "lammps/LammpsMixtureRun.h"
#include "lennard_jones/LennardJonesAnalysis.h"

#include <particlelab/io/LammpsDump.h>
#include <particlelab/io/LammpsLog.h>

#include <memory>
#include <optional>

namespace pl {

// The files as read: immutable once loaded, so copies of the lesson share them.
struct LammpsRunFiles {
    std::string key;  // paths, sizes and modification times: a changed file is read again
    LammpsTrajectory trajectory;
    std::optional<LammpsThermo> log;
    // Set when the run is analysed as a mixture (several types, a closed or rectangular box).
    std::optional<MixtureModel> mixture;
    std::vector<double> rdfRadii, idealPairs;  // of the mixture's g(r)
    // Why energies, pressure and g(r) cannot be computed from the frames (empty when they can).
    TrText notAnalysable;
};

// The parameters: the files and what they do not say.
struct LammpsRunSettings {
    std::string dump, log, deck;  // paths; log and deck may be empty
    double epsilon = 1.0;         // ε
    double sigma = 1.0;           // σ
    double cutoff = 2.5;          // σ
    double mass = 1.0;            // LJ mass units
    double dt = 0.005;            // σ√(m/ε), when the log does not say
    double equilibration = 0.0;   // σ√(m/ε)
};

// What changes while the run plays, as a plain value.
struct LammpsRunState {
    std::size_t frame = 0;
    bool frameChanged = false;  // by the last reset() or step(): record() then adds points
    StatePointSamples samples;  // of the frames after the equilibration time
    // A mixture's g(r): pair counts summed over the frames shown so far.
    std::vector<double> mixtureRdfCounts;
    int mixtureRdfSamples = 0;

    template <class Archive> void serialize(Archive& ar)
    {
        ar(frame, frameChanged, samples, mixtureRdfCounts, mixtureRdfSamples);
    }
};

class LammpsRunLesson final : public Lesson {
public:
    static ParameterTable<LammpsRunSettings> makeParameterTable();
    static const ParameterTable<LammpsRunSettings>& parameterTable()
    {
        return builtOnce<&makeParameterTable>();
    }

    LessonInfo info() const override;
    std::string textContext() const override { return "lammps-run"; }
    std::vector<ParameterSpec> parameters() const override;
    TrText validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override;
    bool finished() const override;
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<LammpsRunLesson>(*this);
    }

    std::size_t frameCount() const;
    std::size_t frameIndex() const { return m_run.frame; }
    const LennardJonesFluid& fluid() const { return m_fluid; }

    // The frame on show and what was sampled; the files are read again by reset().
    void saveState(StateWriter& out) const override { out(m_run, m_fluid); }
    void loadState(StateReader& in) override;
    TrText checkState() const override;

private:
    // Reads the files named in `settings` (or takes them from the cache); an error message or
    // empty.
    TrText load(const LammpsRunSettings& settings) const;
    void showFrame(std::size_t index);
    double frameTime(std::size_t index) const;
    bool analysable() const;
    double rowTime(std::size_t row) const;
    void analyseMixtureFrame();
    std::vector<double> mixtureG() const;

    mutable std::shared_ptr<const LammpsRunFiles> m_files;
    double m_dt = 0.005;        // σ√(m/ε), from the log's `timestep` or the parameter
    double m_mass = 1.0;        // m
    double m_equilibration = 0.0;  // σ√(m/ε)
    LennardJonesSettings m_settings;
    // The frame shown, loaded into the model (its g(r) sums over the frames shown so far).
    LennardJonesFluid m_fluid{LennardJonesSettings{}, 1};
    LammpsRunState m_run;
    // The Lennard-Jones lesson's charts, with LAMMPS's own series when there is a log.
    ChartSet m_charts;
    LennardJonesSeries m_series;
    MixtureAtoms m_atoms;         // the frame on show, for a mixture (derived from m_run.frame)
    MixtureSnapshot m_snapshot;   // its analysis
};

} // namespace pl

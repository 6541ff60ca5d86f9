// SPDX-License-Identifier: GPL-3.0-or-later
// A LAMMPS input deck and data file for a 2D particle system, so that a lesson's scene can be run
// by LAMMPS (https://docs.lammps.org; tested with the Debian package, version 29 Sep 2021):
//   in.particlelab     the input script, plain and commented: units, box, pair style, time step,
//                      thermostat, thermo output every k steps, a trajectory dump, run
//   particlelab.data   box, masses, atom positions and velocities (read by `read_data`)
// Every real number is written in its shortest exact form (LammpsText.h: roundTripText), so
// reading the data file back gives the very same doubles.
//
// The system is described in LAMMPS's own terms (atom types numbered from 1, `units lj`, pair
// coefficients per pair of types); lessons/lammps/LammpsExport.cpp translates a lesson into it.
#pragma once

#include <particlelab/io/LammpsText.h>

#include <optional>
#include <string>
#include <vector>

namespace pl {

struct LammpsAtomType {
    std::string name;          // for the comments, e.g. "argon-like atom"
    double mass = 1.0;         // m
    // Closed boxes only: the centre turns back this far inside each wall (the disk radius).
    double wallDistance = 0.0;
};

// pair_coeff i j ε σ r_c of `pair_style lj/cut`.
struct LammpsPairCoefficients {
    int typeI = 1;
    int typeJ = 1;
    double epsilon = 1.0;
    double sigma = 1.0;
    double cutoff = 2.5;
};

// `fix temp/berendsen`: v ← λv with λ = √(1 + (Δt/τ)(T₀/T − 1)) after every step.
struct LammpsBerendsen {
    double temperature = 1.0;  // kT₀
    double time = 1.0;         // τ
};

struct LammpsSystem {
    std::string title;               // first line of the data file and of the deck
    std::vector<std::string> notes;  // comment lines near the top: origin, model choices, why
    double xlo = 0.0, xhi = 1.0, ylo = 0.0, yhi = 1.0;
    bool periodic = true;  // true: `boundary p p p`; false: a closed box of reflecting walls
    std::vector<LammpsAtomType> types;
    // Per atom; LAMMPS ids are 1 … N in this order.
    std::vector<int> type;  // 1-based index into `types`
    std::vector<double> x, y, vx, vy;
    // Interactions: lj/cut with these coefficients (every pair of types listed).
    double globalCutoff = 2.5;
    bool shiftedPotential = false;  // `pair_modify shift yes`
    std::vector<LammpsPairCoefficients> pairs;
    std::string pairComment;        // why this potential (a line of comment)
    std::optional<LammpsBerendsen> thermostat;
    double timestep = 0.005;
    std::string timestepComment = "as in ParticleLab";
    double neighbourSkin = 0.3;
    // Defaults of the index variables the deck declares (override with `lmp -var NAME VALUE`).
    long long runSteps = 10000;
    long long thermoEvery = 100;
    long long dumpEvery = 500;
};

// The names of the files in an export folder.
namespace lammpsFiles {
inline constexpr const char* deck = "in.particlelab";
inline constexpr const char* data = "particlelab.data";
inline constexpr const char* dump = "dump.lammpstrj";
inline constexpr const char* log = "log.lammps";
} // namespace lammpsFiles

std::string lammpsDeckText(const LammpsSystem& system);
std::string lammpsDataText(const LammpsSystem& system);

// Writes in.particlelab and particlelab.data into `directory` (created when missing). Returns an
// error message naming the path, or empty on success.
std::string writeLammpsInput(const LammpsSystem& system, const std::string& directory);

// The atoms of a data file in the form lammpsDataText writes (`atom_style atomic`: Masses, Atoms,
// Velocities sections), sorted by id: for checking the round trip and for loading a state.
struct LammpsDataAtoms {
    double xlo = 0.0, xhi = 0.0, ylo = 0.0, yhi = 0.0;
    std::vector<double> masses;  // per type
    std::vector<long long> id;
    std::vector<int> type;
    std::vector<double> x, y, vx, vy;
};
std::optional<LammpsReadError> readLammpsData(const std::string& path, LammpsDataAtoms& out);

} // namespace pl

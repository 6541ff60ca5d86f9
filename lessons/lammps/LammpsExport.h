// SPDX-License-Identifier: GPL-3.0-or-later
// Hands a lesson's current scene to LAMMPS: its parameters and state translated into a
// LammpsSystem (core/io/LammpsInput.h) and written as an input deck and data file.
//
//   lennard-jones  → `pair_style lj/cut` with ε = σ = m = 1 and the lesson's cut-off, periodic
//                    square box, the Berendsen thermostat when τ > 0, the lesson's Δt.
//   ideal-gas      → hard disks as a purely repulsive WCA potential (see LammpsExport.cpp for the
//                    choice against a granular contact), a closed box with specular walls.
// Other lessons have no LAMMPS counterpart here.
#pragma once

#include "framework/Lesson.h"

#include <particlelab/io/LammpsInput.h>

#include <string>
#include <variant>

namespace pl {

struct LammpsExportOptions {
    long long runSteps = 10000;
    long long thermoEvery = 100;
    long long dumpEvery = 500;
};

bool canExportToLammps(const Lesson& lesson);

// The system for the lesson's current state, or a message saying why there is none.
std::variant<LammpsSystem, std::string> lammpsSystemOf(const Lesson& lesson,
                                                       const LammpsExportOptions& options = {});

// Writes in.particlelab and particlelab.data into `directory`. Returns an error message (no such
// export for this lesson, a folder that cannot be written), or empty on success.
std::string exportToLammps(const Lesson& lesson, const std::string& directory,
                           const LammpsExportOptions& options = {});

// The hard-disk diameter d of a WCA potential of range σ at kT = ε, in units of σ: the
// Barker–Henderson diameter d = ∫₀^{2^{1/6}σ} (1 − e^{−U(r)/kT}) dr (Barker & Henderson,
// J. Chem. Phys. 47, 4714 (1967), eq. 41), ≈ 1.0 at kT = ε.
double wcaBarkerHendersonDiameter();

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis of LAMMPS runs that the Lennard-Jones fluid cannot hold: several atom types with
// their own masses and pair coefficients, a rectangular box, closed by walls or periodic. This is
// what a run exported from the ideal-gas lesson is (LammpsExport.cpp: WCA disks of two species in
// the lesson's closed box, `boundary f f p` with `fix wall/reflect` per species at one radius from
// the edges, as the lesson's specular walls). It is analysed in that same closed box: the energies
// and the virial pressure by core/md/MixtureSnapshot.h, g(r) with the closed box's edge correction.
// Exporting the gas periodic instead would change its physics (no walls to push on, the pressure
// the lesson measures as wall impulse per time and length would have no counterpart).
//
// The masses and pair coefficients are read from the run's input deck (core/io/LammpsDeck.h) and
// the data file its read_data names; charts and measurements carry the Lennard-Jones lesson's ids.
#pragma once

#include "lennard_jones/LennardJonesAnalysis.h"
#include "framework/Measurement.h"
#include "framework/Translatable.h"

#include <particlelab/io/LammpsDump.h>
#include <particlelab/md/MixtureSnapshot.h>

#include <string>
#include <variant>
#include <vector>

namespace pl {

// "dump.lammpstrj:1204: the file ends …" as a sentence to translate: the file and line as they
// are, what core's reader found (LammpsReadError::format, marked there) translated.
TrText lammpsErrorText(const LammpsReadError& error);

// The model of a run from its deck (and its data file) and the first frame's box, or a message
// naming the file and what is missing.
std::variant<MixtureModel, TrText> lammpsMixtureModel(const std::string& deckPath,
                                                      const LammpsFrame& first);

// A frame as the analysis takes it (types from 0); velocities zero when the dump has none.
MixtureAtoms mixtureAtomsOf(const LammpsFrame& frame);

// Atoms of each type in a frame.
std::vector<std::size_t> atomsPerType(const MixtureModel& model, const LammpsFrame& frame);

// g(r) of the summed counts of `samples` frames.
std::vector<double> mixtureRdf(const std::vector<double>& counts, int samples,
                               const std::vector<double>& idealPairs);

// Charts of one frame at time t: kT, U/N and (K + U)/N, P, g(r), the speed histogram of type 1
// against Maxwell–Boltzmann at its own kT.
void recordMixtureFrame(ChartData& data, const LennardJonesSeries& series, double t,
                        const MixtureModel& model, const MixtureAtoms& atoms,
                        const MixtureSnapshot& snapshot, const std::vector<double>& radii,
                        const std::vector<double>& g, bool velocities);

// kT (and kT of each type), U/N, (K + U)/N, P, the peaks of g(r).
std::vector<Measurement> mixtureMeasurements(const MixtureModel& model, const MixtureAtoms& atoms,
                                             const MixtureSnapshot& snapshot,
                                             const std::vector<double>& radii,
                                             const std::vector<double>& g, bool velocities);

} // namespace pl

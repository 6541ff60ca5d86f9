// SPDX-License-Identifier: GPL-3.0-or-later
// What a LAMMPS input deck says about the interactions and the box of its run, as far as the
// analysis of its trajectory needs it (md/MixtureSnapshot.h): read from the commands that
// ParticleLab's exports write (io/LammpsInput.h) and that simple hand-written decks use:
//   boundary X Y Z                     p p … periodic in x and y; anything else: a closed box
//   read_data FILE                     masses per type (the data file, relative to the deck)
//   mass I M                           a mass set in the deck
//   pair_style lj/cut RC               the global cut-off
//   pair_coeff I J EPS SIGMA [RC]      one pair of types (I, J numbers; `*` is not read)
//   pair_modify shift yes              potentials shifted to zero at their cut-offs
//   group NAME type K                  + fix ID NAME wall/reflect xlo A xhi B ylo C yhi D:
//                                      the walls that the centres of type K turn back at
// Other commands are skipped. A line that starts a command above but cannot be read is refused
// with the file, the line and what is wrong (https://docs.lammps.org/Commands_all.html).
#pragma once

#include <particlelab/io/LammpsText.h>

#include <optional>
#include <string>
#include <vector>

namespace pl {

struct LammpsDeckInteractions {
    bool periodicXY = true;
    std::string dataFile;  // as named by read_data, resolved against the deck's folder; or empty
    std::vector<double> mass;  // per type from 1 (index 0 unused); 0 = not given
    double globalCutoff = 0.0;
    bool shifted = false;
    struct Pair {
        int typeI = 1, typeJ = 1;
        double epsilon = 0.0, sigma = 1.0, cutoff = 0.0;  // cutoff 0: the global one
    };
    std::vector<Pair> pairs;
    struct Walls {
        int type = 0;
        std::optional<double> xlo, xhi, ylo, yhi;
    };
    std::vector<Walls> walls;
};

std::optional<LammpsReadError> readLammpsDeck(const std::string& path, LammpsDeckInteractions& out);

} // namespace pl

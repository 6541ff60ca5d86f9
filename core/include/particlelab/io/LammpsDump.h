// SPDX-License-Identifier: GPL-3.0-or-later
// LAMMPS text trajectories ("dump" files) of a 2D system, read and written.
//
// A dump is a sequence of frames, each (https://docs.lammps.org/dump.html):
//   ITEM: TIMESTEP              then the step number
//   ITEM: NUMBER OF ATOMS       then N
//   ITEM: BOX BOUNDS pp pp pp   then three lines "lo hi" for x, y, z (orthogonal boxes only)
//   ITEM: ATOMS <columns>       then N rows, one value per column
// `dump atom` writes the columns "id type xs ys zs" (positions scaled to the box, 0…1);
// `dump custom` writes the columns asked for, here "id type x y vx vy". Positions may be plain
// (x), scaled (xs) or unwrapped (xu); velocities (vx vy) are optional. Rows are put in id order.
// Anything else (a missing column, a row with too few values, a text that is not a number, a
// frame cut short by the end of the file) is refused with the file, the line and what is wrong.
#pragma once

#include <particlelab/io/LammpsText.h>

#include <optional>
#include <string>
#include <vector>

namespace pl {

struct LammpsFrame {
    long long timestep = 0;
    double xlo = 0.0, xhi = 1.0, ylo = 0.0, yhi = 1.0;
    bool periodicXY = true;  // the BOX BOUNDS flags start "pp pp" (no flags: taken as periodic)
    // Per atom, in increasing id.
    std::vector<long long> id;
    std::vector<int> type;
    std::vector<double> x, y;    // unscaled positions
    std::vector<double> vx, vy;  // empty when the dump has no velocities
};

struct LammpsTrajectory {
    std::vector<LammpsFrame> frames;
    bool hasVelocities = false;
    std::string columns;  // the ATOMS header of the first frame, e.g. "id type x y vx vy"
};

std::optional<LammpsReadError> readLammpsDump(const std::string& path, LammpsTrajectory& out);
// The same from text already in memory; `name` is used in error messages.
std::optional<LammpsReadError> parseLammpsDump(std::string_view text, const std::string& name,
                                               LammpsTrajectory& out);

// One frame as `dump custom … id type x y vx vy` with `dump_modify format float %.17g` writes it
// (periodic bounds "pp pp pp", z from −0.5 to 0.5), appended to `out`.
void appendLammpsDumpFrame(const LammpsFrame& frame, std::string& out);

} // namespace pl

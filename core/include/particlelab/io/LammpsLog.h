// SPDX-License-Identifier: GPL-3.0-or-later
// The thermodynamic output of a LAMMPS log file (log.lammps).
//
// During a `run`, LAMMPS prints a table: a header line of column names beginning with "Step"
// (e.g. "Step Time Temp PotEng KinEng TotEng Press"), one row of numbers every `thermo` steps,
// and then a line beginning with "Loop time of". Several runs give several tables; those with
// the same columns are joined (a row repeating the previous step is dropped). The log also
// echoes the input script, from which the `timestep` command is taken.
// A row with the wrong number of values or a value that is not a number, a table cut off by the
// end of the file (no "Loop time" line: truncated, or LAMMPS still running) and a log without
// any table are refused with the file, the line and what is wrong.
#pragma once

#include <particlelab/io/LammpsText.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pl {

struct LammpsThermo {
    std::vector<std::string> columns;          // e.g. "Step", "Temp", "PotEng", "Press"
    std::vector<std::vector<double>> values;   // values[column][row]
    std::optional<double> timestep;            // from an echoed `timestep` command

    std::size_t rows() const { return values.empty() ? 0 : values.front().size(); }
    // The column named `name`, or nullptr.
    const std::vector<double>* column(const std::string& name) const;
};

std::optional<LammpsReadError> readLammpsLog(const std::string& path, LammpsThermo& out);
std::optional<LammpsReadError> parseLammpsLog(std::string_view text, const std::string& name,
                                              LammpsThermo& out);

// For progress while LAMMPS runs: the step of the last complete thermo row in `text` (a log or
// LAMMPS's screen output so far), or −1 when no row has been printed yet. Never fails.
long long latestThermoStep(std::string_view text);

} // namespace pl

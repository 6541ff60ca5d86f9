// SPDX-License-Identifier: GPL-3.0-or-later
// A table a lesson shows beside its charts (e.g. x, P_N(x), f(x), error, bound), exported as
// <id>.csv with a header row that carries the units.
#pragma once

#include <string>
#include <vector>

namespace pl {

struct TableColumn {
    std::string title;  // e.g. "P_N(x)"
    std::string unit;   // empty for dimensionless
    int decimals = 9;   // digits after the point shown and exported; −1 = shortest exact form
};

struct Table {
    std::string id;     // file name of the export: <id>.csv
    std::string title;
    std::vector<TableColumn> columns;
    std::vector<std::vector<double>> rows;  // NaN shows as an empty cell ("not defined")
};

} // namespace pl

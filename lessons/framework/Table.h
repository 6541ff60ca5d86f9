// SPDX-License-Identifier: GPL-3.0-or-later
// A table a lesson shows beside its charts (e.g. x, P_N(x), f(x), error, bound), exported as
// <id>.csv with a header row that carries the units.
#pragma once

#include "framework/Translatable.h"

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
    // The title as a sentence to translate (Translatable.h), when it has numbers or names put
    // in; `title` keeps the English (the CSV's name stays the id).
    TrText titleText{};

    void setTitle(TrText text) {
        title = text.english();
        titleText = std::move(text);
    }
};

} // namespace pl

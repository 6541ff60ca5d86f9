// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/LammpsLog.h>

namespace pl {

namespace {

bool isHeader(const std::vector<std::string_view>& words)
{
    if (words.empty() || words[0] != "Step")
        return false;
    for (std::string_view w : words)
        if (parseNumber(w))
            return false;
    return true;
}

} // namespace

const std::vector<double>* LammpsThermo::column(const std::string& name) const
{
    for (std::size_t k = 0; k < columns.size(); ++k)
        if (columns[k] == name)
            return &values[k];
    return nullptr;
}

std::optional<LammpsReadError> readLammpsLog(const std::string& path, LammpsThermo& out)
{
    std::string text;
    if (auto error = readWholeFile(path, lammpsLogMaxBytes, "a LAMMPS log", text))
        return error;
    return parseLammpsLog(text, path, out);
}

std::optional<LammpsReadError> parseLammpsLog(std::string_view text, const std::string& name,
                                              LammpsThermo& out)
{
    out = LammpsThermo{};
    LineReader lines(text);
    auto fail = [&](const std::string& what) {
        return LammpsReadError{name, lines.lineNumber(), what};
    };
    bool inTable = false;
    long long tableStart = 0;
    std::size_t tableRows = 0;
    while (auto line = lines.next()) {
        const std::vector<std::string_view> w = splitWords(*line);
        if (!inTable) {
            if (w.size() >= 2 && w[0] == "timestep" && (w.size() == 2 || w[2].starts_with("#"))) {
                if (const auto dt = parseFiniteNumber(w[1]); dt && *dt > 0.0)
                    out.timestep = *dt;
            } else if (isHeader(w)) {
                std::vector<std::string> columns(w.begin(), w.end());
                if (out.columns.empty()) {
                    out.columns = columns;
                    out.values.assign(columns.size(), {});
                } else if (columns != out.columns) {
                    return fail("this thermo table's columns differ from those of the first "
                                "table; only runs with one thermo_style are read");
                }
                inTable = true;
                tableStart = lines.lineNumber();
                tableRows = 0;
            }
            continue;
        }
        if (!w.empty() && w[0] == "Loop") {
            inTable = false;
            continue;
        }
        // LAMMPS may interleave warnings with the rows.
        if (w.empty() || w[0].starts_with("WARNING"))
            continue;
        if (w.size() != out.columns.size())
            return fail("a thermo row with " + std::to_string(w.size()) + " values; the header "
                        "at line " + std::to_string(tableStart) + " names " +
                        std::to_string(out.columns.size()) + " columns");
        std::vector<double> row(w.size());
        for (std::size_t k = 0; k < w.size(); ++k) {
            const auto v = parseFiniteNumber(w[k]);
            if (!v)
                return fail(quoted(w[k]) +
                            (parseNumber(w[k]) ? " is not a finite number (column " +
                                                     out.columns[k] + "; did the LAMMPS run blow up?)"
                                               : " is not a number (column " + out.columns[k] + ")"));
            row[k] = *v;
        }
        ++tableRows;
        // The first row of a following run repeats the last step of the previous one.
        if (out.rows() > 0 && out.values[0].back() == row[0])
            continue;
        for (std::size_t k = 0; k < row.size(); ++k)
            out.values[k].push_back(row[k]);
    }
    if (inTable)
        return LammpsReadError{name, lines.lineNumber(),
                               "the file ends inside the thermo table begun at line " +
                                   std::to_string(tableStart) + ", after " +
                                   std::to_string(tableRows) +
                                   " rows, without its 'Loop time' line (truncated, or LAMMPS "
                                   "is still running?)"};
    if (out.rows() == 0)
        return LammpsReadError{name, 0, "no thermo table (a line 'Step …' followed by rows)"};
    return std::nullopt;
}

long long latestThermoStep(std::string_view text)
{
    LineReader lines(text);
    bool inTable = false;
    std::size_t columns = 0;
    long long latest = -1;
    while (auto line = lines.next()) {
        const std::vector<std::string_view> w = splitWords(*line);
        if (isHeader(w)) {
            inTable = true;
            columns = w.size();
            continue;
        }
        if (!inTable || w.empty())
            continue;
        if (w[0] == "Loop") {
            inTable = false;
            continue;
        }
        // A row still being written has fewer values: not counted yet.
        if (w.size() == columns)
            if (const auto step = parseInteger(w[0]))
                latest = *step;
    }
    return latest;
}

} // namespace pl

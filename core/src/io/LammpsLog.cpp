// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/LammpsLog.h>

#include <particlelab/util/TrNoop.h>

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
    if (auto error =
            readWholeFile(path, lammpsLogMaxBytes, PL_TR_NOOP("lessons", "a LAMMPS log"), text))
        return error;
    return parseLammpsLog(text, path, out);
}

std::optional<LammpsReadError> parseLammpsLog(std::string_view text, const std::string& name,
                                              LammpsThermo& out)
{
    out = LammpsThermo{};
    LineReader lines(text);
    // `format`: a marked sentence (LammpsReadError::format) with %1 … from `args`.
    auto fail = [&](const char* format, std::vector<std::string> args = {}) {
        return LammpsReadError::at(name, lines.lineNumber(), format, std::move(args));
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
                    return fail(PL_TR_NOOP("lessons", "this thermo table's columns differ from "
                                                      "those of the first table; only runs with "
                                                      "one thermo_style are read"));
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
            return fail(PL_TR_NOOP("lessons", "a thermo row with %1 values; the header at line %2 "
                                              "names %3 columns"),
                        {std::to_string(w.size()), std::to_string(tableStart),
                         std::to_string(out.columns.size())});
        std::vector<double> row(w.size());
        for (std::size_t k = 0; k < w.size(); ++k) {
            const auto v = parseFiniteNumber(w[k]);
            if (!v)
                return fail(parseNumber(w[k])
                                ? PL_TR_NOOP("lessons", "%1 is not a finite number (column %2; did "
                                                        "the LAMMPS run blow up?)")
                                : PL_TR_NOOP("lessons", "%1 is not a number (column %2)"),
                            {quoted(w[k]), out.columns[k]});
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
        return LammpsReadError::at(
            name, lines.lineNumber(),
            PL_TR_NOOP("lessons", "the file ends inside the thermo table begun at line %1, after "
                                  "%2 rows, without its 'Loop time' line (truncated, or LAMMPS "
                                  "is still running?)"),
            {std::to_string(tableStart), std::to_string(tableRows)});
    if (out.rows() == 0)
        return LammpsReadError::at(
            name, 0, PL_TR_NOOP("lessons", "no thermo table (a line 'Step …' followed by rows)"));
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

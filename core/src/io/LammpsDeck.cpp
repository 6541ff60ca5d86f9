// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/LammpsDeck.h>

#include <particlelab/util/TrNoop.h>

#include <filesystem>
#include <map>

namespace pl {

std::optional<LammpsReadError> readLammpsDeck(const std::string& path, LammpsDeckInteractions& out)
{
    std::string text;
    if (auto error = readWholeFile(path, lammpsDeckMaxBytes,
                                   PL_TR_NOOP("lessons", "a LAMMPS input deck"), text))
        return error;
    out = LammpsDeckInteractions{};
    LineReader lines(text);
    // `format`: a marked sentence (LammpsReadError::format) with %1 … from `args`.
    auto fail = [&](const char* format, std::vector<std::string> args = {}) {
        return LammpsReadError::at(path, lines.lineNumber(), format, std::move(args));
    };
    std::map<std::string, int> groupType;  // groups made of one type
    while (auto raw = lines.next()) {
        std::string_view l = *raw;
        if (const std::size_t hash = l.find('#'); hash != std::string_view::npos)
            l = l.substr(0, hash);
        const std::vector<std::string_view> w = splitWords(l);
        if (w.empty())
            continue;
        auto number = [&](std::size_t k) -> std::optional<double> {
            return k < w.size() ? parseFiniteNumber(w[k]) : std::nullopt;
        };
        auto type = [&](std::size_t k) -> std::optional<int> {
            if (k >= w.size())
                return std::nullopt;
            const auto v = parseInteger(w[k]);
            if (!v || *v < 1 || *v > 1000)
                return std::nullopt;
            return static_cast<int>(*v);
        };
        if (w[0] == "boundary") {
            if (w.size() < 3)
                return fail(PL_TR_NOOP("lessons", "boundary needs a style for x, y and z"));
            out.periodicXY = w[1] == "p" && w[2] == "p";
        } else if (w[0] == "read_data") {
            if (w.size() < 2)
                return fail(PL_TR_NOOP("lessons", "read_data names no file"));
            const std::filesystem::path file{std::string(w[1])};
            out.dataFile = file.is_absolute()
                               ? file.string()
                               : (std::filesystem::path(path).parent_path() / file).string();
        } else if (w[0] == "mass") {
            const auto t = type(1);
            const auto m = number(2);
            if (!t || !m || !(*m > 0.0))
                return fail(
                    PL_TR_NOOP("lessons", "expected 'mass TYPE M' with a type from 1 and M > 0"));
            if (out.mass.size() <= static_cast<std::size_t>(*t))
                out.mass.resize(static_cast<std::size_t>(*t) + 1, 0.0);
            out.mass[static_cast<std::size_t>(*t)] = *m;
        } else if (w[0] == "pair_style") {
            if (w.size() < 3 || w[1] != "lj/cut")
                return fail(PL_TR_NOOP("lessons", "only 'pair_style lj/cut RC' is read, found %1"),
                            {quoted(w.size() > 1 ? w[1] : "")});
            const auto rc = number(2);
            if (!rc || !(*rc > 0.0))
                return fail(PL_TR_NOOP("lessons", "the lj/cut cut-off %1 is not a positive number"),
                            {quoted(w[2])});
            out.globalCutoff = *rc;
        } else if (w[0] == "pair_coeff") {
            LammpsDeckInteractions::Pair p;
            const auto i = type(1), j = type(2);
            const auto eps = number(3), sigma = number(4);
            if (!i || !j || !eps || !sigma || !(*eps >= 0.0) || !(*sigma > 0.0))
                return fail(PL_TR_NOOP("lessons",
                                       "expected 'pair_coeff I J EPSILON SIGMA [CUTOFF]' "
                                       "with types from 1, EPSILON ≥ 0 and SIGMA > 0"));
            p.typeI = *i;
            p.typeJ = *j;
            p.epsilon = *eps;
            p.sigma = *sigma;
            if (w.size() > 5) {
                const auto rc = number(5);
                if (!rc || !(*rc > 0.0))
                    return fail(
                        PL_TR_NOOP("lessons", "the pair cut-off %1 is not a positive number"),
                        {quoted(w[5])});
                p.cutoff = *rc;
            }
            out.pairs.push_back(p);
        } else if (w[0] == "pair_modify") {
            for (std::size_t k = 1; k + 1 < w.size(); ++k)
                if (w[k] == "shift")
                    out.shifted = w[k + 1] == "yes";
        } else if (w[0] == "group" && w.size() == 4 && w[2] == "type") {
            const auto t = type(3);
            if (!t)
                return fail(PL_TR_NOOP("lessons", "the group's type %1 is not a type number"),
                            {quoted(w[3])});
            groupType[std::string(w[1])] = *t;
        } else if (w[0] == "fix" && w.size() >= 4 && w[3] == "wall/reflect") {
            const auto group = groupType.find(std::string(w[2]));
            LammpsDeckInteractions::Walls walls;
            walls.type = group == groupType.end() ? 0 : group->second;  // 0: every type
            for (std::size_t k = 4; k + 1 < w.size(); k += 2) {
                const auto v = parseFiniteNumber(w[k + 1]);
                if (!v)
                    return fail(PL_TR_NOOP("lessons", "the wall position %1 of %2 is not a number "
                                                      "(EDGE and variables are not read)"),
                                {quoted(w[k + 1]), quoted(w[k])});
                if (w[k] == "xlo")
                    walls.xlo = v;
                else if (w[k] == "xhi")
                    walls.xhi = v;
                else if (w[k] == "ylo")
                    walls.ylo = v;
                else if (w[k] == "yhi")
                    walls.yhi = v;
            }
            out.walls.push_back(walls);
        }
    }
    return std::nullopt;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/LammpsDump.h>

#include <particlelab/util/TrNoop.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace pl {

namespace {

// Column positions of one ATOMS header; −1 when absent.
struct AtomColumns {
    int count = 0;
    int id = -1, type = -1, x = -1, y = -1, vx = -1, vy = -1;
    bool scaled = false;  // xs ys
};

// What the header lacks, a marked sentence; nothing when it names what a frame needs.
std::optional<const char*> findColumns(const std::vector<std::string_view>& names, AtomColumns& c)
{
    c = AtomColumns{};
    c.count = static_cast<int>(names.size());
    for (int k = 0; k < c.count; ++k) {
        const std::string_view n = names[static_cast<std::size_t>(k)];
        if (n == "id")
            c.id = k;
        else if (n == "type")
            c.type = k;
        else if (n == "x" || n == "xu" || n == "xs") {
            c.x = k;
            c.scaled = n == "xs";
        } else if (n == "y" || n == "yu" || n == "ys")
            c.y = k;
        else if (n == "vx")
            c.vx = k;
        else if (n == "vy")
            c.vy = k;
    }
    if (c.id < 0)
        return PL_TR_NOOP("lessons", "the ATOMS header has no 'id' column");
    if (c.x < 0 || c.y < 0)
        return PL_TR_NOOP("lessons", "the ATOMS header has no positions (x y, xs ys or xu yu)");
    if ((c.vx < 0) != (c.vy < 0))
        return PL_TR_NOOP("lessons",
                          "the ATOMS header has only one of the velocity columns vx, vy");
    return std::nullopt;
}

} // namespace

std::optional<LammpsReadError> readLammpsDump(const std::string& path, LammpsTrajectory& out)
{
    std::string text;
    if (auto error =
            readWholeFile(path, lammpsDumpMaxBytes, PL_TR_NOOP("lessons", "a LAMMPS dump"), text))
        return error;
    return parseLammpsDump(text, path, out);
}

std::optional<LammpsReadError> parseLammpsDump(std::string_view text, const std::string& name,
                                               LammpsTrajectory& out)
{
    out = LammpsTrajectory{};
    LineReader lines(text);
    // `format`: a marked sentence (LammpsReadError::format) with %1 … from `args`.
    auto fail = [&](const char* format, std::vector<std::string> args = {}) {
        return LammpsReadError::at(name, lines.lineNumber(), format, std::move(args));
    };
    // The next line, or an error saying what the end of the file cut short (`format`, marked:
    // "the file ends where … should be (truncated?)").
    auto expectLine = [&](std::string_view& line, const char* format,
                          std::vector<std::string> args = {}) -> std::optional<LammpsReadError> {
        const auto next = lines.next();
        if (!next)
            return LammpsReadError::at(name, lines.lineNumber() + 1, format, std::move(args));
        line = *next;
        return std::nullopt;
    };
    std::optional<AtomColumns> firstColumns;
    const char* ends = PL_TR_NOOP("lessons", "the file ends where %1 should be (truncated?)");
    while (true) {
        auto header = lines.next();
        while (header && splitWords(*header).empty())
            header = lines.next();
        if (!header)
            break;
        if (*header != "ITEM: TIMESTEP")
            return fail(PL_TR_NOOP("lessons", "expected %1 to begin a frame, found %2"),
                        {"'ITEM: TIMESTEP'", quoted(header->substr(0, 60))});
        LammpsFrame frame;
        std::string_view l;
        if (auto e =
                expectLine(l, PL_TR_NOOP("lessons", "the file ends where the timestep should be "
                                                    "(truncated?)")))
            return e;
        const auto step = parseInteger(splitWords(l).empty() ? l : splitWords(l)[0]);
        if (!step)
            return fail(PL_TR_NOOP("lessons", "%1 is not a timestep number"), {quoted(l)});
        frame.timestep = *step;
        if (auto e = expectLine(l, ends, {"'ITEM: NUMBER OF ATOMS'"}))
            return e;
        // Optional items LAMMPS writes with dump_modify time/units yes: skip their value.
        while (l == "ITEM: TIME" || l == "ITEM: UNITS") {
            if (auto e =
                    expectLine(l,
                               PL_TR_NOOP("lessons", "the file ends where the value of %1 should "
                                                     "be (truncated?)"),
                               {std::string(l)}))
                return e;
            if (auto e = expectLine(l, ends, {"'ITEM: NUMBER OF ATOMS'"}))
                return e;
        }
        if (l != "ITEM: NUMBER OF ATOMS")
            return fail(PL_TR_NOOP("lessons", "expected %1, found %2"),
                        {"'ITEM: NUMBER OF ATOMS'", quoted(l.substr(0, 60))});
        if (auto e = expectLine(l, PL_TR_NOOP("lessons", "the file ends where the number of atoms "
                                                        "should be (truncated?)")))
            return e;
        const auto count = parseInteger(l);
        if (!count || *count < 0)
            return fail(PL_TR_NOOP("lessons", "%1 is not a number of atoms"), {quoted(l)});
        if (auto e = expectLine(l, ends, {"'ITEM: BOX BOUNDS'"}))
            return e;
        if (!l.starts_with("ITEM: BOX BOUNDS"))
            return fail(PL_TR_NOOP("lessons", "expected %1, found %2"),
                        {"'ITEM: BOX BOUNDS'", quoted(l.substr(0, 60))});
        if (l.find("xy") != std::string_view::npos)
            return fail(PL_TR_NOOP("lessons", "a triclinic box (tilt factors xy xz yz): only "
                                              "orthogonal boxes are read"));
        const std::vector<std::string_view> flags = splitWords(l.substr(16));
        frame.periodicXY = flags.size() < 2 || (flags[0] == "pp" && flags[1] == "pp");
        double bounds[3][2] = {};
        for (int axis = 0; axis < 3; ++axis) {
            if (auto e =
                    expectLine(l, PL_TR_NOOP("lessons", "the file ends where the box bounds should "
                                                        "be (truncated?)")))
                return e;
            const auto w = splitWords(l);
            const auto lo = w.size() == 2 ? parseFiniteNumber(w[0]) : std::nullopt;
            const auto hi = w.size() == 2 ? parseFiniteNumber(w[1]) : std::nullopt;
            if (!lo || !hi || !(*hi > *lo))
                return fail(
                    PL_TR_NOOP("lessons", "expected two finite box bounds lo < hi, found %1"),
                    {quoted(l)});
            bounds[axis][0] = *lo;
            bounds[axis][1] = *hi;
        }
        frame.xlo = bounds[0][0];
        frame.xhi = bounds[0][1];
        frame.ylo = bounds[1][0];
        frame.yhi = bounds[1][1];
        if (auto e = expectLine(l, ends, {"'ITEM: ATOMS'"}))
            return e;
        if (!l.starts_with("ITEM: ATOMS"))
            return fail(PL_TR_NOOP("lessons", "expected %1, found %2"),
                        {"'ITEM: ATOMS id type …'", quoted(l.substr(0, 60))});
        const std::vector<std::string_view> names = splitWords(l.substr(11));
        AtomColumns c;
        if (auto problem = findColumns(names, c))
            return fail(*problem);  // a marked sentence without arguments
        if (!firstColumns) {
            firstColumns = c;
            out.hasVelocities = c.vx >= 0;
            for (std::size_t k = 0; k < names.size(); ++k) {
                if (k > 0)
                    out.columns += ' ';
                out.columns += names[k];
            }
        } else if ((c.vx >= 0) != out.hasVelocities) {
            return fail(
                PL_TR_NOOP("lessons", "this frame's columns differ from the first frame's (%1)"),
                {out.columns});
        }
        const std::size_t n = static_cast<std::size_t>(*count);
        if (!out.frames.empty() && n != out.frames.front().id.size())
            return fail(PL_TR_NOOP("lessons", "this frame has %1 atoms, the first frame %2 (atoms "
                                              "lost or added are not supported)"),
                        {std::to_string(n), std::to_string(out.frames.front().id.size())});
        // The header's count is a claim: each atom row takes at least two bytes a column, so
        // the rest of the text bounds how many rows can follow. Storage is never reserved for
        // more (a count of 10¹⁸ would otherwise ask for exabytes before a row is read).
        const std::size_t rowsThatFit = lines.bytesLeft() / (2 * static_cast<std::size_t>(c.count));
        if (n > rowsThatFit)
            return fail(PL_TR_NOOP("lessons", "the frame at timestep %1 claims %2 atoms, but the "
                                              "rest of the file holds at most %3 atom rows "
                                              "(truncated, or a wrong NUMBER OF ATOMS?)"),
                        {std::to_string(frame.timestep), std::to_string(n),
                         std::to_string(rowsThatFit)});
        frame.id.resize(n);
        frame.type.assign(n, 1);
        frame.x.resize(n);
        frame.y.resize(n);
        if (out.hasVelocities) {
            frame.vx.resize(n);
            frame.vy.resize(n);
        }
        const double width = frame.xhi - frame.xlo, height = frame.yhi - frame.ylo;
        std::vector<double> values(static_cast<std::size_t>(c.count));
        for (std::size_t i = 0; i < n; ++i) {
            const auto row = lines.next();
            if (!row)
                return LammpsReadError::at(
                    name, lines.lineNumber() + 1,
                    PL_TR_NOOP("lessons", "the file ends after %1 of %2 atoms of the frame at "
                                          "timestep %3 (truncated?)"),
                    {std::to_string(i), std::to_string(n), std::to_string(frame.timestep)});
            const auto w = splitWords(*row);
            if (static_cast<int>(w.size()) != c.count)
                return fail(PL_TR_NOOP("lessons", "an atom row with %1 values; the ATOMS header "
                                                  "names %2 columns"),
                            {std::to_string(w.size()), std::to_string(c.count)});
            for (int k = 0; k < c.count; ++k) {
                const auto v = parseFiniteNumber(w[static_cast<std::size_t>(k)]);
                if (!v)
                    return fail(parseNumber(w[static_cast<std::size_t>(k)])
                                    ? PL_TR_NOOP("lessons", "%1 is not a finite number (column %2)")
                                    : PL_TR_NOOP("lessons", "%1 is not a number (column %2)"),
                                {quoted(w[static_cast<std::size_t>(k)]),
                                 std::string(names[static_cast<std::size_t>(k)])});
                values[static_cast<std::size_t>(k)] = *v;
            }
            frame.id[i] = static_cast<long long>(values[static_cast<std::size_t>(c.id)]);
            if (c.type >= 0) {
                const double type = values[static_cast<std::size_t>(c.type)];
                if (!(type >= 1.0 && type <= 1000.0 && type == std::floor(type)))
                    return fail(PL_TR_NOOP("lessons",
                                           "the atom type %1 is not a whole number from 1 "
                                           "to 1000"),
                                {quoted(w[static_cast<std::size_t>(c.type)])});
                frame.type[i] = static_cast<int>(type);
            }
            const double x = values[static_cast<std::size_t>(c.x)];
            const double y = values[static_cast<std::size_t>(c.y)];
            frame.x[i] = c.scaled ? frame.xlo + x * width : x;
            frame.y[i] = c.scaled ? frame.ylo + y * height : y;
            if (out.hasVelocities) {
                frame.vx[i] = values[static_cast<std::size_t>(c.vx)];
                frame.vy[i] = values[static_cast<std::size_t>(c.vy)];
            }
        }
        // Id order (LAMMPS writes rows in processor order unless `dump_modify sort id`).
        if (!std::is_sorted(frame.id.begin(), frame.id.end())) {
            std::vector<std::size_t> order(n);
            std::iota(order.begin(), order.end(), std::size_t{0});
            std::sort(order.begin(), order.end(),
                      [&](std::size_t a, std::size_t b) { return frame.id[a] < frame.id[b]; });
            auto permute = [&](auto& v) {
                if (v.empty())
                    return;
                auto copy = v;
                for (std::size_t i = 0; i < n; ++i)
                    v[i] = copy[order[i]];
            };
            permute(frame.id);
            permute(frame.type);
            permute(frame.x);
            permute(frame.y);
            permute(frame.vx);
            permute(frame.vy);
        }
        if (std::adjacent_find(frame.id.begin(), frame.id.end()) != frame.id.end())
            return fail(PL_TR_NOOP("lessons", "the frame at timestep %1 lists an atom id twice"),
                        {std::to_string(frame.timestep)});
        out.frames.push_back(std::move(frame));
    }
    if (out.frames.empty())
        return LammpsReadError::at(name, 0, PL_TR_NOOP("lessons", "no frame: the file is empty"));
    return std::nullopt;
}

void appendLammpsDumpFrame(const LammpsFrame& frame, std::string& out)
{
    const std::size_t n = frame.id.size();
    out += "ITEM: TIMESTEP\n" + std::to_string(frame.timestep) + "\nITEM: NUMBER OF ATOMS\n" +
           std::to_string(n) + "\nITEM: BOX BOUNDS pp pp pp\n";
    out += roundTripText(frame.xlo) + " " + roundTripText(frame.xhi) + "\n";
    out += roundTripText(frame.ylo) + " " + roundTripText(frame.yhi) + "\n";
    out += "-0.5 0.5\nITEM: ATOMS id type x y vx vy\n";
    for (std::size_t i = 0; i < n; ++i) {
        out += std::to_string(frame.id[i]);
        out += ' ';
        out += std::to_string(frame.type[i]);
        for (double v : {frame.x[i], frame.y[i], frame.vx.empty() ? 0.0 : frame.vx[i],
                         frame.vy.empty() ? 0.0 : frame.vy[i]}) {
            out += ' ';
            out += roundTripText(v);
        }
        out += '\n';
    }
}

} // namespace pl

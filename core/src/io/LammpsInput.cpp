// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/LammpsInput.h>

#include <particlelab/util/TrNoop.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace pl {

namespace {

std::string num(double value) { return roundTripText(value); }

// Pads `command` so that the comments of a block line up.
std::string line(const std::string& command, const std::string& comment = {})
{
    if (comment.empty())
        return command + "\n";
    std::string padded = command;
    if (padded.size() < 40)
        padded.resize(40, ' ');
    else
        padded += ' ';
    return padded + "# " + comment + "\n";
}

} // namespace

std::string lammpsDeckText(const LammpsSystem& s)
{
    std::ostringstream d;
    const std::size_t n = s.x.size();
    d << "# " << s.title << "\n";
    d << "# Written by ParticleLab (File > Export to LAMMPS, or --export-lammps DIR).\n";
    for (const std::string& note : s.notes)
        d << "# " << note << "\n";
    d << "#\n"
         "# Run it on one core:       lmp -in " << lammpsFiles::deck << "\n"
         "# or on 4 cores with MPI:   mpirun -np 4 lmp -in " << lammpsFiles::deck << "\n"
         "# Output: " << lammpsFiles::log << " (thermo table), " << lammpsFiles::dump
      << " (trajectory).\n"
         "# Read them back: particlelab --lesson lammps-run --set dump=" << lammpsFiles::dump
      << " --set log=" << lammpsFiles::log << "\n"
         "# Change the run length without editing: lmp -in " << lammpsFiles::deck
      << " -var nsteps 50000\n\n";

    d << "# ---- run length and output (index variables: -var NAME VALUE overrides) ----\n";
    d << line("variable nsteps index " + std::to_string(s.runSteps), "steps to run");
    d << line("variable thermo_every index " + std::to_string(s.thermoEvery),
              "a row of the thermo table every this many steps");
    d << line("variable dump_every index " + std::to_string(s.dumpEvery),
              "a trajectory frame every this many steps");
    d << "\n# ---- the system ----\n";
    d << line("units lj", "reduced units: lengths in sigma, energies in epsilon, mass m, "
                          "time sigma*sqrt(m/epsilon)");
    d << line("dimension 2", "a flat 2D system, as in ParticleLab");
    if (s.periodic)
        d << line("boundary p p p", "periodic in x and y (z is one thin periodic layer)");
    else
        d << line("boundary f f p", "a closed box: fixed x and y bounds, walls below");
    d << line("atom_style atomic", "point atoms: id, type, position, velocity");
    d << line(std::string("read_data ") + lammpsFiles::data,
              "box, masses, " + std::to_string(n) + " positions and velocities (exact digits)");

    d << "\n# ---- interactions ----\n";
    if (!s.pairComment.empty())
        d << "# " << s.pairComment << "\n";
    d << line("pair_style lj/cut " + num(s.globalCutoff),
              "U(r) = 4 eps [(sigma/r)^12 - (sigma/r)^6] for r < r_c, 0 beyond");
    for (const LammpsPairCoefficients& p : s.pairs)
        d << line("pair_coeff " + std::to_string(p.typeI) + " " + std::to_string(p.typeJ) + " " +
                      num(p.epsilon) + " " + num(p.sigma) + " " + num(p.cutoff),
                  "types " + std::to_string(p.typeI) + "-" + std::to_string(p.typeJ) +
                      ": epsilon sigma r_c");
    d << line(std::string("pair_modify shift ") + (s.shiftedPotential ? "yes" : "no"),
              s.shiftedPotential ? "U shifted to 0 at r_c" : "U not shifted at r_c (as ParticleLab)");
    d << line("neighbor " + num(s.neighbourSkin) + " bin", "Verlet lists with this skin");
    d << line("neigh_modify every 1 delay 0 check yes", "rebuilt when an atom moved skin/2");

    d << "\n# ---- time integration ----\n";
    d << line("timestep " + num(s.timestep), s.timestepComment);
    d << line("fix integrate all nve", "velocity Verlet");
    if (s.thermostat)
        d << line("fix thermostat all temp/berendsen " + num(s.thermostat->temperature) + " " +
                      num(s.thermostat->temperature) + " " + num(s.thermostat->time),
                  "Berendsen: T0 start, T0 end, tau");
    else
        d << "# no thermostat: constant energy (NVE)\n";
    if (!s.periodic) {
        d << "# Specular walls: a centre that crosses a wall plane is mirrored back and its\n"
             "# normal velocity reversed, the plane being one radius inside the box edge.\n";
        for (std::size_t t = 0; t < s.types.size(); ++t) {
            const std::string group = "type" + std::to_string(t + 1);
            const double r = s.types[t].wallDistance;
            d << line("group " + group + " type " + std::to_string(t + 1), s.types[t].name);
            d << line("fix walls" + std::to_string(t + 1) + " " + group + " wall/reflect xlo " +
                          num(s.xlo + r) + " xhi " + num(s.xhi - r) + " ylo " + num(s.ylo + r) +
                          " yhi " + num(s.yhi - r),
                      "walls at radius " + num(r) + " from the box edges");
        }
    }
    d << line("fix flat all enforce2d", "keeps z forces and velocities at zero");

    d << "\n# ---- output ----\n";
    d << line("thermo_style custom step time temp pe ke etotal press",
              "Step Time Temp PotEng KinEng TotEng Press");
    d << line("thermo_modify norm yes flush yes",
              "energies per atom; each row written at once (progress)");
    d << line("thermo ${thermo_every}");
    d << line(std::string("dump trajectory all custom ${dump_every} ") + lammpsFiles::dump +
                  " id type x y vx vy",
              "text frames: id type x y vx vy");
    d << line("dump_modify trajectory sort id format float %.17g",
              "ordered by id, every digit of a double");
    d << "\n" << line("run ${nsteps}");
    return d.str();
}

std::string lammpsDataText(const LammpsSystem& s)
{
    std::string out;
    const std::size_t n = s.x.size();
    out.reserve(n * 100 + 1024);
    out += s.title + "\n\n";
    out += std::to_string(n) + " atoms\n";
    out += std::to_string(s.types.size()) + " atom types\n\n";
    out += num(s.xlo) + " " + num(s.xhi) + " xlo xhi\n";
    out += num(s.ylo) + " " + num(s.yhi) + " ylo yhi\n";
    out += "-0.5 0.5 zlo zhi\n\nMasses\n\n";
    for (std::size_t t = 0; t < s.types.size(); ++t)
        out += std::to_string(t + 1) + " " + num(s.types[t].mass) + "\n";
    out += "\nAtoms # atomic\n\n";
    for (std::size_t i = 0; i < n; ++i) {
        out += std::to_string(i + 1);
        out += ' ';
        out += std::to_string(s.type[i]);
        out += ' ';
        out += num(s.x[i]);
        out += ' ';
        out += num(s.y[i]);
        out += " 0\n";
    }
    out += "\nVelocities\n\n";
    for (std::size_t i = 0; i < n; ++i) {
        out += std::to_string(i + 1);
        out += ' ';
        out += num(s.vx[i]);
        out += ' ';
        out += num(s.vy[i]);
        out += " 0\n";
    }
    return out;
}

std::string writeLammpsInput(const LammpsSystem& system, const std::string& directory)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(directory, ec);
    if (ec)
        return "cannot create the folder '" + directory + "': " + ec.message();
    // Each file is written beside its target as NAME.part and renamed over it only when every
    // byte was written: a full disk leaves the old file or none, never a truncated one.
    const auto write = [&](const char* name, const std::string& text) -> std::string {
        const fs::path path = fs::path(directory) / name;
        fs::path part = path;
        part += ".part";
        std::ofstream out(part, std::ios::binary | std::ios::trunc);
        out << text;
        out.close();
        std::error_code renamed;
        if (out)
            fs::rename(part, path, renamed);
        if (!out || renamed) {
            std::error_code ignored;
            fs::remove(part, ignored);
            return "cannot write '" + path.string() + "'" +
                   (renamed ? ": " + renamed.message() : std::string(" (disk full or no permission?)"));
        }
        return {};
    };
    if (std::string error = write(lammpsFiles::deck, lammpsDeckText(system)); !error.empty())
        return error;
    return write(lammpsFiles::data, lammpsDataText(system));
}

std::optional<LammpsReadError> readLammpsData(const std::string& path, LammpsDataAtoms& out)
{
    std::string text;
    if (auto error = readWholeFile(path, lammpsDataMaxBytes,
                                   PL_TR_NOOP("lessons", "a LAMMPS data file"), text))
        return error;
    out = LammpsDataAtoms{};
    LineReader lines(text);
    // `format`: a marked sentence (LammpsReadError::format) with %1 … from `args`.
    auto fail = [&](const char* format, std::vector<std::string> args = {}) {
        return LammpsReadError::at(path, lines.lineNumber(), format, std::move(args));
    };
    long long atoms = -1;
    enum class Section { Header, Masses, Atoms, Velocities } section = Section::Header;
    std::vector<std::size_t> velocityRow;  // for each atom row, where its velocity went
    lines.next();  // the title line
    while (auto raw = lines.next()) {
        std::string_view l = *raw;
        if (const std::size_t hash = l.find('#'); hash != std::string_view::npos)
            l = l.substr(0, hash);
        const std::vector<std::string_view> w = splitWords(l);
        if (w.empty())
            continue;
        if (w[0] == "Masses" || w[0] == "Atoms" || w[0] == "Velocities") {
            section = w[0] == "Masses" ? Section::Masses
                      : w[0] == "Atoms" ? Section::Atoms
                                        : Section::Velocities;
            continue;
        }
        auto numbers = [&](std::size_t count, std::vector<double>& v) -> std::optional<LammpsReadError> {
            if (w.size() < count)
                return fail(PL_TR_NOOP("lessons", "expected %1 values, found %2"),
                            {std::to_string(count), std::to_string(w.size())});
            v.resize(count);
            for (std::size_t k = 0; k < count; ++k) {
                const auto value = parseFiniteNumber(w[k]);
                if (!value)
                    return fail(parseNumber(w[k])
                                    ? PL_TR_NOOP("lessons", "%1 is not a finite number")
                                    : PL_TR_NOOP("lessons", "%1 is not a number"),
                                {quoted(w[k])});
                v[k] = *value;
            }
            return std::nullopt;
        };
        std::vector<double> v;
        switch (section) {
        case Section::Header:
            if (w.size() == 2 && w[1] == "atoms") {
                const auto count = parseInteger(w[0]);
                if (!count || *count < 0)
                    return fail(PL_TR_NOOP("lessons", "%1 is not a number of atoms"),
                                {quoted(w[0])});
                atoms = *count;
            } else if (w.size() == 4 && w[2] == "xlo") {
                if (auto e = numbers(2, v))
                    return e;
                out.xlo = v[0];
                out.xhi = v[1];
            } else if (w.size() == 4 && w[2] == "ylo") {
                if (auto e = numbers(2, v))
                    return e;
                out.ylo = v[0];
                out.yhi = v[1];
            }
            break;
        case Section::Masses:
            if (auto e = numbers(2, v))
                return e;
            out.masses.push_back(v[1]);
            break;
        case Section::Atoms: {
            if (auto e = numbers(5, v))
                return e;
            out.id.push_back(static_cast<long long>(v[0]));
            out.type.push_back(static_cast<int>(v[1]));
            out.x.push_back(v[2]);
            out.y.push_back(v[3]);
            break;
        }
        case Section::Velocities: {
            if (auto e = numbers(4, v))
                return e;
            const auto id = static_cast<long long>(v[0]);
            if (id < 1 || id > static_cast<long long>(out.id.size()) ||
                out.id[static_cast<std::size_t>(id - 1)] != id)
                return fail(PL_TR_NOOP("lessons",
                                       "velocity of atom %1, which is not the atom listed "
                                       "at that place in Atoms"),
                            {std::to_string(id)});
            if (out.vx.size() < out.id.size()) {
                out.vx.assign(out.id.size(), 0.0);
                out.vy.assign(out.id.size(), 0.0);
            }
            out.vx[static_cast<std::size_t>(id - 1)] = v[1];
            out.vy[static_cast<std::size_t>(id - 1)] = v[2];
            velocityRow.push_back(static_cast<std::size_t>(id - 1));
            break;
        }
        }
    }
    if (atoms < 0)
        return LammpsReadError::at(path, 0,
                                   PL_TR_NOOP("lessons", "no 'N atoms' line in the header"));
    if (static_cast<long long>(out.id.size()) != atoms)
        return LammpsReadError::at(
            path, lines.lineNumber(),
            PL_TR_NOOP("lessons", "the header announces %1 atoms, the Atoms section lists %2"),
            {std::to_string(atoms), std::to_string(out.id.size())});
    if (static_cast<long long>(velocityRow.size()) != atoms)
        return LammpsReadError::at(
            path, lines.lineNumber(),
            PL_TR_NOOP("lessons", "the Velocities section lists %1 of %2 atoms"),
            {std::to_string(velocityRow.size()), std::to_string(atoms)});
    return std::nullopt;
}

} // namespace pl

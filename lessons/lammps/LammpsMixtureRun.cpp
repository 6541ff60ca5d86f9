// SPDX-License-Identifier: GPL-3.0-or-later
#include "lammps/LammpsMixtureRun.h"
#include "framework/Translatable.h"

#include "framework/TextFormat.h"
#include "lennard_jones/LennardJonesAnalysis.h"

#include <particlelab/io/LammpsDeck.h>
#include <particlelab/io/LammpsInput.h>

#include <algorithm>
#include <cmath>

namespace pl {

TrText lammpsErrorText(const LammpsReadError& error)
{
    std::vector<TrArg> args;
    for (const std::string& a : error.args)
        args.push_back(trText(a));
    const TrText what = error.fileError        ? fileErrorText(*error.fileError)
                        : error.format.empty() ? TrText("%1", {trText(error.what)})
                                               : TrText(error.format, std::move(args));
    // Not marked: "file:line: …" reads the same in every language.
    if (error.line > 0)
        return TrText("%1:%2: %3",
                      {trText(error.file), trText(std::to_string(error.line)), trSentence(what)});
    return TrText("%1: %2", {trText(error.file), trSentence(what)});
}

std::variant<MixtureModel, TrText> lammpsMixtureModel(const std::string& deckPath,
                                                           const LammpsFrame& first)
{
    LammpsDeckInteractions deck;
    if (auto error = readLammpsDeck(deckPath, deck))
        return TrText(PL_TR_NOOP("lammps-run", "cannot read the LAMMPS deck: %1"),
                      {trSentence(lammpsErrorText(*error))});
    // The types the deck describes (its pair_coeff and mass lines); a dump atom of a type beyond
    // them is the dump's mistake, not a missing line of the deck.
    int types = static_cast<int>(deck.mass.size()) - 1;
    for (const auto& p : deck.pairs)
        types = std::max({types, p.typeI, p.typeJ});
    const int dumpTypes = first.type.empty() ? 0 : *std::max_element(first.type.begin(), first.type.end());
    if (dumpTypes > types && types > 0)
        return TrText(PL_TR_NOOP("lammps-run", "the dump has atoms of type %1, but the deck %2 "
                                               "describes atom types 1 to %3 only (its mass and "
                                               "pair_coeff lines)"),
                      {trText(std::to_string(dumpTypes)), trText(deckPath),
                       trText(std::to_string(types))});
    types = std::max(types, dumpTypes);
    MixtureModel model;
    model.xlo = first.xlo;
    model.xhi = first.xhi;
    model.ylo = first.ylo;
    model.yhi = first.yhi;
    model.periodic = deck.periodicXY;
    model.shifted = deck.shifted;
    const auto n = static_cast<std::size_t>(types);
    model.mass.assign(n, 0.0);
    if (!deck.dataFile.empty()) {
        LammpsDataAtoms data;
        if (auto error = readLammpsData(deck.dataFile, data))
            return TrText(PL_TR_NOOP("lammps-run", "cannot read the data file of the deck %1: %2"),
                          {trText(deckPath), trSentence(lammpsErrorText(*error))});
        for (std::size_t t = 0; t < n && t < data.masses.size(); ++t)
            model.mass[t] = data.masses[t];
    }
    for (std::size_t t = 1; t < deck.mass.size() && t <= n; ++t)
        if (deck.mass[t] > 0.0)
            model.mass[t - 1] = deck.mass[t];
    for (std::size_t t = 0; t < n; ++t)
        if (!(model.mass[t] > 0.0))
            return TrText(PL_TR_NOOP("lammps-run", "%1: no mass for atom type %2 (neither a `mass` "
                                                   "command nor the data file's Masses section)"),
                          {trText(deckPath), trText(std::to_string(t + 1))});
    // Pair coefficients; unlisted pairs I ≠ J mixed as LAMMPS's default `pair_modify mix
    // geometric`: ε = √(εᵢεⱼ), σ = √(σᵢσⱼ), r_c = √(r_cᵢ r_cⱼ).
    std::vector<bool> given(n * n, false);
    model.pairs.assign(n * n, {});
    for (const auto& p : deck.pairs) {
        const std::size_t i = static_cast<std::size_t>(p.typeI - 1);
        const std::size_t j = static_cast<std::size_t>(p.typeJ - 1);
        const MixtureModel::Pair pair{p.epsilon, p.sigma, p.cutoff > 0.0 ? p.cutoff
                                                                          : deck.globalCutoff};
        model.pairs[i * n + j] = model.pairs[j * n + i] = pair;
        given[i * n + j] = given[j * n + i] = true;
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (!given[i * n + i])
            return TrText(PL_TR_NOOP("lammps-run", "%1: no pair_coeff for atom types %2 %3"),
                          {trText(deckPath), trText(std::to_string(i + 1)),
                           trText(std::to_string(i + 1))});
        for (std::size_t j = i + 1; j < n; ++j) {
            if (given[i * n + j])
                continue;
            const MixtureModel::Pair& a = model.pairs[i * n + i];
            const MixtureModel::Pair& b = model.pairs[j * n + j];
            model.pairs[i * n + j] = model.pairs[j * n + i] = {
                std::sqrt(a.epsilon * b.epsilon), std::sqrt(a.sigma * b.sigma),
                std::sqrt(a.cutoff * b.cutoff)};
        }
    }
    if (model.periodic) {
        const double half = 0.5 * std::min(model.xhi - model.xlo, model.yhi - model.ylo);
        for (const MixtureModel::Pair& p : model.pairs)
            if (p.cutoff > half)
                return deckPath + ": the cut-off " + formatNumber(p.cutoff) +
                       " is more than half the box side " + formatNumber(2.0 * half) +
                       ": the minimum image would miss pairs";
    } else {
        model.regions.assign(n, {model.xlo, model.xhi, model.ylo, model.yhi});
        for (const auto& w : deck.walls) {
            for (std::size_t t = 0; t < n; ++t) {
                if (w.type != 0 && static_cast<std::size_t>(w.type - 1) != t)
                    continue;
                MixtureModel::Region& r = model.regions[t];
                r.xlo = w.xlo.value_or(r.xlo);
                r.xhi = w.xhi.value_or(r.xhi);
                r.ylo = w.ylo.value_or(r.ylo);
                r.yhi = w.yhi.value_or(r.yhi);
            }
        }
        for (std::size_t t = 0; t < n; ++t)
            if (!(model.regions[t].xhi > model.regions[t].xlo &&
                  model.regions[t].yhi > model.regions[t].ylo))
                return deckPath + ": the walls of atom type " + std::to_string(t + 1) +
                       " leave no room inside the box";
    }
    return model;
}

MixtureAtoms mixtureAtomsOf(const LammpsFrame& frame)
{
    MixtureAtoms atoms;
    atoms.type.resize(frame.type.size());
    for (std::size_t i = 0; i < frame.type.size(); ++i)
        atoms.type[i] = frame.type[i] - 1;
    atoms.x = frame.x;
    atoms.y = frame.y;
    atoms.vx = frame.vx.empty() ? std::vector<double>(frame.x.size(), 0.0) : frame.vx;
    atoms.vy = frame.vy.empty() ? std::vector<double>(frame.x.size(), 0.0) : frame.vy;
    return atoms;
}

std::vector<std::size_t> atomsPerType(const MixtureModel& model, const LammpsFrame& frame)
{
    std::vector<std::size_t> count(model.types(), 0);
    for (int t : frame.type)
        ++count[static_cast<std::size_t>(t - 1)];
    return count;
}

std::vector<double> mixtureRdf(const std::vector<double>& counts, int samples,
                               const std::vector<double>& idealPairs)
{
    std::vector<double> g(idealPairs.size(), 0.0);
    for (std::size_t k = 0; k < g.size() && k < counts.size(); ++k)
        if (samples > 0 && idealPairs[k] > 0.0)
            g[k] = counts[k] / samples / idealPairs[k];
    return g;
}

namespace {

// kT of the atoms of one type (2 degrees of freedom each).
double typeTemperature(const MixtureModel& model, const MixtureAtoms& atoms, int type)
{
    double twiceKinetic = 0.0;
    std::size_t count = 0;
    for (std::size_t i = 0; i < atoms.type.size(); ++i)
        if (atoms.type[i] == type) {
            twiceKinetic += model.mass[static_cast<std::size_t>(type)] *
                            (atoms.vx[i] * atoms.vx[i] + atoms.vy[i] * atoms.vy[i]);
            ++count;
        }
    return count > 0 ? twiceKinetic / (2.0 * static_cast<double>(count)) : 0.0;
}

} // namespace

void recordMixtureFrame(ChartData& data, const LennardJonesSeries& series, double t,
                        const MixtureModel& model, const MixtureAtoms& atoms,
                        const MixtureSnapshot& snapshot, const std::vector<double>& radii,
                        const std::vector<double>& g, bool velocities)
{
    const double n = static_cast<double>(atoms.x.size());
    data.append(series.potential, t, snapshot.potential / n);
    if (velocities) {
        data.append(series.temperature, t, snapshot.temperature);
        data.append(series.total, t, (snapshot.potential + snapshot.kinetic) / n);
        data.append(series.pressure, t, snapshot.pressure);
    }
    recordRdf(data, series.rdf, radii, g);
    if (!velocities)
        return;
    std::vector<double> speeds;
    for (std::size_t i = 0; i < atoms.type.size(); ++i)
        if (atoms.type[i] == 0)
            speeds.push_back(std::hypot(atoms.vx[i], atoms.vy[i]));
    recordSpeedHistogram(data, series.speeds, speeds, model.mass[0],
                         typeTemperature(model, atoms, 0));
}

std::vector<Measurement> mixtureMeasurements(const MixtureModel& model, const MixtureAtoms& atoms,
                                             const MixtureSnapshot& snapshot,
                                             const std::vector<double>& radii,
                                             const std::vector<double>& g, bool velocities)
{
    const double n = static_cast<double>(atoms.x.size());
    std::vector<Measurement> out;
    const std::string noVelocities = PL_TR_NOOP("lammps-run", "the dump has no velocities (vx vy)");
    auto kinetic = [&](Measurement m) {
        return velocities ? m : Measurement::missing(m.id, m.label, m.unit, noVelocities);
    };
    Measurement kT = Measurement::number(
        "temperature", PL_TR_NOOP("lammps-run", "Temperature kT = Σ m v² / N_dof"), "ε",
        snapshot.temperature);
    kT.note = model.periodic
                  ? PL_TR_NOOP("lammps-run", "N_dof = 2N − 2 (periodic box: total momentum fixed)")
                  : PL_TR_NOOP("lammps-run",
                               "N_dof = 2N (closed box: the walls take momentum); LAMMPS's Temp "
                               "counts 2N − 2");
    out.push_back(kinetic(kT));
    for (std::size_t t = 0; t < model.types(); ++t)
        out.push_back(kinetic(Measurement::number(
            "temperature_type" + std::to_string(t + 1),
            "kT of atom type " + std::to_string(t + 1) + " (mass " + formatNumber(model.mass[t]) + ")",
            "ε", typeTemperature(model, atoms, static_cast<int>(t)))));
    out.push_back(Measurement::number("potential_energy",
                                      PL_TR_NOOP("lammps-run", "Potential energy per atom U/N"),
                                      "ε", snapshot.potential / n));
    out.push_back(kinetic(Measurement::number(
        "total_energy", PL_TR_NOOP("lammps-run", "Total energy per atom (K + U)/N"), "ε",
        (snapshot.potential + snapshot.kinetic) / n)));
    Measurement p = Measurement::number(
        "pressure", PL_TR_NOOP("lammps-run", "Pressure P = (K + ½Σ r·F)/A (virial)"), "ε/σ²",
        snapshot.pressure);
    p.note = model.periodic
                 ? PL_TR_NOOP("lammps-run", "A the periodic box, as LAMMPS's Press")
                 : PL_TR_NOOP("lammps-run",
                              "closed box: the walls' virial makes this the pressure on them; A "
                              "the box area, as LAMMPS's Press");
    out.push_back(kinetic(p));
    for (Measurement& m : rdfPeakMeasurements(radii, g))
        out.push_back(std::move(m));
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

} // namespace pl

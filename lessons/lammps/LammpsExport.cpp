// SPDX-License-Identifier: GPL-3.0-or-later
#include "lammps/LammpsExport.h"

#include "framework/TextFormat.h"
#include "ideal_gas/IdealGasLesson.h"
#include "lennard_jones/LennardJonesLesson.h"

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

void applyOptions(LammpsSystem& s, const LammpsExportOptions& o)
{
    s.runSteps = o.runSteps;
    s.thermoEvery = o.thermoEvery;
    s.dumpEvery = o.dumpEvery;
}

LammpsSystem lennardJonesSystem(const LennardJonesLesson& lesson)
{
    const LennardJonesFluid& fluid = lesson.fluid();
    const LennardJonesSettings& c = fluid.settings();
    LammpsSystem s;
    const std::size_t n = fluid.size();
    s.title = "ParticleLab lesson lennard-jones: " + std::to_string(n) + " atoms at density " +
              formatNumber(fluid.density(), 6) + ", t = " + formatNumber(fluid.time(), 6);
    s.notes = {
        "Reduced units: sigma = epsilon = m = 1 (argon: sigma = 0.34 nm, epsilon/k = 120 K).",
        "The state is ParticleLab's at t = " + formatNumber(fluid.time(), 6) +
            " (step " + std::to_string(fluid.steps()) + "); atom ids are ParticleLab's + 1.",
        "Press is the virial pressure of the force cut at r_c; the tail beyond r_c is not in it",
        "(LAMMPS refuses pair_modify tail in 2D). ParticleLab reports the 2D tail",
        "dP = 2 pi eps rho^2 sigma^2 [1.2 (sigma/r_c)^10 - 1.5 (sigma/r_c)^4] = " +
            formatNumber(fluid.pressureTailCorrection(), 6) + " apart.",
    };
    s.xlo = 0.0;
    s.xhi = fluid.boxSide();
    s.ylo = 0.0;
    s.yhi = fluid.boxSide();
    s.periodic = true;
    s.types = {{"Lennard-Jones atom", c.mass, 0.0}};
    // In id order, so that a LAMMPS id is the same atom in every export of a run.
    std::vector<std::size_t> slotOf(n);
    for (std::size_t i = 0; i < n; ++i)
        slotOf[fluid.ids()[i]] = i;
    s.type.assign(n, 1);
    s.x.resize(n);
    s.y.resize(n);
    s.vx.resize(n);
    s.vy.resize(n);
    for (std::size_t id = 0; id < n; ++id) {
        const std::size_t i = slotOf[id];
        s.x[id] = fluid.x()[i];
        s.y[id] = fluid.y()[i];
        s.vx[id] = fluid.vx()[i];
        s.vy[id] = fluid.vy()[i];
    }
    s.globalCutoff = c.cutoff;
    s.shiftedPotential = c.shifted;
    s.pairs = {{1, 1, c.epsilon, c.sigma, c.cutoff}};
    s.pairComment = "The Lennard-Jones potential of the lesson, cut at r_c = " +
                    roundTripText(c.cutoff) + " sigma.";
    if (c.thermostatTime > 0.0)
        s.thermostat = LammpsBerendsen{c.targetTemperature, c.thermostatTime};
    s.timestep = lesson.timeStep();
    s.neighbourSkin = c.skin;
    return s;
}

// Hard disks → WCA. Why not a granular contact (pair_style gran/hooke with atom_style sphere)?
//  * WCA keeps atom_style atomic, the same data file, dump and thermo output as the
//    Lennard-Jones export, so the `lammps-run` lesson reads both alike;
//  * its thermo pressure is the virial of a smooth pair force, directly comparable with the
//    hard-disk equation of state once the diameter is matched (Barker–Henderson below);
//  * granular styles need per-atom diameters and densities (2D mass conventions differ between
//    LAMMPS versions), rotation (nve/sphere) and a contact stiffness chosen by hand.
// The price: WCA disks are slightly soft. With ε = kT and σ chosen so that the Barker–Henderson
// diameter equals the disk diameter, the equation of state of soft and hard disks agree to first
// order in the softness (Barker & Henderson 1967).
LammpsSystem idealGasSystem(const IdealGasLesson& lesson)
{
    const DiskGas& gas = lesson.gas();
    const std::size_t n = gas.size();
    LammpsSystem s;
    const double kT = std::max(gas.temperature(), 1e-300);  // J
    const GasBox& box = gas.box();
    s.title = "ParticleLab lesson ideal-gas: " + std::to_string(n) + " disks, t = " +
              formatNumber(gas.time(), 6);
    s.notes = {
        "Numbers are ParticleLab's SI values (m, kg, J, s), all of order 1: `units lj` takes them",
        "as they are (sigma, epsilon, m and tau below are then metres, joules, kg and seconds).",
        "Contact model: hard disks become WCA disks (Lennard-Jones cut at its minimum 2^(1/6)",
        "sigma and shifted up by epsilon: purely repulsive). epsilon = kT = " +
            roundTripText(kT) + " J, the gas's",
        "temperature at export; sigma = d / " + formatNumber(wcaBarkerHendersonDiameter(), 6) +
            " so that the Barker-Henderson diameter is the disk diameter d.",
        "Chosen over a granular contact (gran/hooke) because it keeps atom_style atomic and the",
        "same outputs as the Lennard-Jones export, and its pressure is a plain virial.",
        "Walls: specular (fix wall/reflect), at the piston's current position.",
    };
    if (lesson.thermalWalls())
        s.notes.push_back("Thermal walls are on in ParticleLab; LAMMPS gets specular walls "
                          "(there is no built-in wall re-emitting at a temperature).");
    if (lesson.pistonSpeed() != 0.0)
        s.notes.push_back("The moving piston is exported as a wall at rest.");
    s.xlo = box.xMin;
    s.xhi = box.xMax;
    s.ylo = box.yMin;
    s.yhi = box.yMax;
    s.periodic = false;
    // One LAMMPS type per species present.
    int speciesCount = 0;
    for (std::uint8_t sp : gas.species())
        speciesCount = std::max(speciesCount, sp + 1);
    std::vector<double> radius(static_cast<std::size_t>(speciesCount), 0.0);
    std::vector<double> mass(static_cast<std::size_t>(speciesCount), 1.0);
    for (std::size_t i = 0; i < n; ++i) {
        radius[gas.species()[i]] = gas.radius()[i];
        mass[gas.species()[i]] = gas.mass()[i];
    }
    for (int t = 0; t < speciesCount; ++t)
        s.types.push_back({t == 0 ? "first species" : "second species",
                           mass[static_cast<std::size_t>(t)],
                           radius[static_cast<std::size_t>(t)]});
    // In identity order (the order the disks were added).
    s.type.resize(n);
    s.x.resize(n);
    s.y.resize(n);
    s.vx.resize(n);
    s.vy.resize(n);
    for (std::size_t id = 0; id < n; ++id) {
        const std::size_t i = gas.slotOf(id);
        s.type[id] = gas.species()[i] + 1;
        s.x[id] = gas.x()[i];
        s.y[id] = gas.y()[i];
        s.vx[id] = gas.vx()[i];
        s.vy[id] = gas.vy()[i];
    }
    const double dOverSigma = wcaBarkerHendersonDiameter();
    const double wcaRange = std::pow(2.0, 1.0 / 6.0);  // r_c / σ
    double smallestSigma = 1e300, largestCutoff = 0.0;
    for (int a = 0; a < speciesCount; ++a) {
        for (int b = a; b < speciesCount; ++b) {
            const double d = radius[static_cast<std::size_t>(a)] + radius[static_cast<std::size_t>(b)];
            const double sigma = d / dOverSigma;
            s.pairs.push_back({a + 1, b + 1, kT, sigma, wcaRange * sigma});
            smallestSigma = std::min(smallestSigma, sigma);
            largestCutoff = std::max(largestCutoff, wcaRange * sigma);
        }
    }
    s.globalCutoff = largestCutoff;
    s.shiftedPotential = true;
    s.pairComment = "WCA: lj/cut with r_c = 2^(1/6) sigma per pair of types and shift yes.";
    // A WCA collision lasts about σ/(20 v); 1/500 of σ√(m/ε) resolves it with ≈ 30 steps.
    const double lightest = *std::min_element(mass.begin(), mass.end());
    s.timestep = 0.002 * smallestSigma * std::sqrt(lightest / kT);
    s.timestepComment = "sigma*sqrt(m/epsilon)/500 of the smallest, lightest disks (soft contacts "
                        "need short steps)";
    s.neighbourSkin = 0.3 * smallestSigma;
    return s;
}

} // namespace

double wcaBarkerHendersonDiameter()
{
    // Simpson's rule on [0, 2^{1/6}] (σ = ε = kT = 1); the integrand is 1 up to r ≈ 0.8.
    const double rc = std::pow(2.0, 1.0 / 6.0);
    const int intervals = 4000;
    const double h = rc / intervals;
    auto integrand = [](double r) {
        if (r < 0.5)
            return 1.0;
        const double s6 = std::pow(r, -6.0);
        return 1.0 - std::exp(-(4.0 * (s6 * s6 - s6) + 1.0));
    };
    double sum = integrand(0.0) + integrand(rc);
    for (int k = 1; k < intervals; ++k)
        sum += (k % 2 ? 4.0 : 2.0) * integrand(k * h);
    return sum * h / 3.0;
}

bool canExportToLammps(const Lesson& lesson)
{
    return dynamic_cast<const LennardJonesLesson*>(&lesson) != nullptr ||
           dynamic_cast<const IdealGasLesson*>(&lesson) != nullptr;
}

std::variant<LammpsSystem, std::string> lammpsSystemOf(const Lesson& lesson,
                                                       const LammpsExportOptions& options)
{
    LammpsSystem system;
    if (const auto* lj = dynamic_cast<const LennardJonesLesson*>(&lesson)) {
        if (lj->finished())
            return std::string("the Lennard-Jones run has diverged: reset it before exporting");
        system = lennardJonesSystem(*lj);
    } else if (const auto* gas = dynamic_cast<const IdealGasLesson*>(&lesson)) {
        if (gas->gas().size() == 0)
            return std::string("the gas has no disks to export");
        if (!(gas->gas().temperature() > 0.0))
            return std::string("the gas has no kinetic energy: the WCA energy scale ε = kT "
                               "would be zero");
        system = idealGasSystem(*gas);
    } else {
        return "the lesson '" + lesson.info().id +
               "' has no LAMMPS export (only lennard-jones and ideal-gas have one)";
    }
    applyOptions(system, options);
    return system;
}

std::string exportToLammps(const Lesson& lesson, const std::string& directory,
                           const LammpsExportOptions& options)
{
    auto system = lammpsSystemOf(lesson, options);
    if (const std::string* error = std::get_if<std::string>(&system))
        return *error;
    return writeLammpsInput(std::get<LammpsSystem>(system), directory);
}

} // namespace pl

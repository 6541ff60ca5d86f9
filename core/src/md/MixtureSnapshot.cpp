// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/md/MixtureSnapshot.h>

#include <particlelab/forces/LennardJones.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace pl {

namespace {

MixtureModel::Region regionOf(const MixtureModel& model, std::size_t type)
{
    if (model.periodic || type >= model.regions.size())
        return {model.xlo, model.xhi, model.ylo, model.yhi};
    return model.regions[type];
}

// Length of the overlap of [lo1, hi1] with [lo2 + shift, hi2 + shift].
double overlap(double lo1, double hi1, double lo2, double hi2, double shift)
{
    return std::max(0.0, std::min(hi1, hi2 + shift) - std::max(lo1, lo2 + shift));
}

// γ̄_ab(r): the overlap area of the two regions, one shifted by r in direction θ, averaged over θ
// (midpoint rule; the overlap is symmetric under θ → −θ and θ → π − θ only for concentric
// regions, so the whole circle is sampled).
double isotropicCovariance(const MixtureModel::Region& a, const MixtureModel::Region& b, double r)
{
    constexpr int directions = 720;
    double sum = 0.0;
    for (int k = 0; k < directions; ++k) {
        const double theta = 2.0 * std::numbers::pi * (k + 0.5) / directions;
        sum += overlap(a.xlo, a.xhi, b.xlo, b.xhi, r * std::cos(theta)) *
               overlap(a.ylo, a.yhi, b.ylo, b.yhi, r * std::sin(theta));
    }
    return sum / directions;
}

double regionArea(const MixtureModel::Region& r) { return (r.xhi - r.xlo) * (r.yhi - r.ylo); }

} // namespace

double MixtureModel::rdfRange() const
{
    double side = std::min(xhi - xlo, yhi - ylo);
    if (!periodic)
        for (std::size_t t = 0; t < types(); ++t) {
            const Region r = regionOf(*this, t);
            side = std::min({side, r.xhi - r.xlo, r.yhi - r.ylo});
        }
    return 0.5 * std::max(side, 0.0);
}

double mixtureTemperature(const std::vector<double>& massPerType, const MixtureAtoms& atoms,
                          bool periodic)
{
    const std::size_t n = atoms.x.size();
    double twiceKinetic = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        twiceKinetic += massPerType[static_cast<std::size_t>(atoms.type[i])] *
                        (atoms.vx[i] * atoms.vx[i] + atoms.vy[i] * atoms.vy[i]);
    const double dof = 2.0 * static_cast<double>(n) - (periodic ? 2.0 : 0.0);
    return dof > 0.0 ? twiceKinetic / dof : 0.0;
}

MixtureSnapshot analyseMixture(const MixtureModel& model, const MixtureAtoms& atoms)
{
    const std::size_t n = atoms.x.size();
    const std::size_t types = model.types();
    MixtureSnapshot out;
    out.atomEnergy.assign(n, 0.0);
    out.rdfCounts.assign(static_cast<std::size_t>(model.rdfBins), 0.0);
    std::vector<LennardJones> potentials;
    potentials.reserve(types * types);
    for (std::size_t a = 0; a < types; ++a)
        for (std::size_t b = 0; b < types; ++b) {
            const MixtureModel::Pair& p = model.pair(static_cast<int>(a), static_cast<int>(b));
            potentials.emplace_back(p.epsilon, p.sigma, p.cutoff, model.shifted);
        }
    const double lx = model.xhi - model.xlo, ly = model.yhi - model.ylo;
    const double rdfRange = model.rdfRange();
    const double binWidth = rdfRange / model.rdfBins;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t ti = static_cast<std::size_t>(atoms.type[i]);
        for (std::size_t j = i + 1; j < n; ++j) {
            double dx = atoms.x[i] - atoms.x[j], dy = atoms.y[i] - atoms.y[j];
            if (model.periodic) {
                dx -= lx * std::round(dx / lx);
                dy -= ly * std::round(dy / ly);
            }
            const double r2 = dx * dx + dy * dy;
            const double r = std::sqrt(r2);
            if (r < rdfRange)
                out.rdfCounts[std::min(static_cast<std::size_t>(r / binWidth),
                                       out.rdfCounts.size() - 1)] += 1.0;
            const LennardJones& u = potentials[ti * types + static_cast<std::size_t>(atoms.type[j])];
            if (u.epsilon() == 0.0 || r2 >= u.cutoffSquared())
                continue;
            double forceOverR = 0.0, energy = 0.0;
            u.evaluate(r2, forceOverR, energy);
            out.potential += energy;
            out.virial += forceOverR * r2;
            out.atomEnergy[i] += 0.5 * energy;
            out.atomEnergy[j] += 0.5 * energy;
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        out.kinetic += 0.5 * model.mass[static_cast<std::size_t>(atoms.type[i])] *
                       (atoms.vx[i] * atoms.vx[i] + atoms.vy[i] * atoms.vy[i]);
    out.temperature = mixtureTemperature(model.mass, atoms, model.periodic);
    out.pressure = (out.kinetic + 0.5 * out.virial) / model.area();
    return out;
}

std::vector<double> mixtureRdfRadii(const MixtureModel& model)
{
    const double binWidth = model.rdfRange() / model.rdfBins;
    std::vector<double> r(static_cast<std::size_t>(model.rdfBins));
    for (std::size_t k = 0; k < r.size(); ++k)
        r[k] = (static_cast<double>(k) + 0.5) * binWidth;
    return r;
}

std::vector<double> mixtureIdealPairCounts(const MixtureModel& model,
                                           const std::vector<std::size_t>& atomsPerType)
{
    const std::vector<double> radii = mixtureRdfRadii(model);
    const double binWidth = model.rdfRange() / model.rdfBins;
    std::vector<double> ideal(radii.size(), 0.0);
    for (std::size_t a = 0; a < atomsPerType.size(); ++a) {
        for (std::size_t b = a; b < atomsPerType.size(); ++b) {
            const double na = static_cast<double>(atomsPerType[a]);
            const double nb = static_cast<double>(atomsPerType[b]);
            const double pairs = a == b ? 0.5 * na * (na - 1.0) : na * nb;
            if (pairs <= 0.0)
                continue;
            const MixtureModel::Region ra = regionOf(model, a), rb = regionOf(model, b);
            const double areas = model.periodic ? model.area() * model.area()
                                                : regionArea(ra) * regionArea(rb);
            for (std::size_t k = 0; k < radii.size(); ++k) {
                const double covariance =
                    model.periodic ? model.area() : isotropicCovariance(ra, rb, radii[k]);
                ideal[k] += pairs * 2.0 * std::numbers::pi * radii[k] * binWidth * covariance /
                            areas;
            }
        }
    }
    return ideal;
}

} // namespace pl

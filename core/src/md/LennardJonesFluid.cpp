// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/md/LennardJonesFluid.h>

#include "../sph/VectorClones.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cmath>
#include <numbers>

namespace pl {

LennardJonesFluid::LennardJonesFluid(const LennardJonesSettings& settings, std::uint64_t seed)
    : m_potentialFunction(settings.epsilon, settings.sigma, settings.cutoff, settings.shifted)
{
    m_state.settings = settings;
    m_state.random.seed(seed);
    m_state.rdfCounts.assign(static_cast<std::size_t>(settings.rdfBins), 0.0);
}

void LennardJonesFluid::setState(LennardJonesState state)
{
    m_state = std::move(state);
    m_kinetic.reset();
    m_finite.reset();
    listPairAtoms();
    const LennardJonesSettings& s = m_state.settings;
    m_potentialFunction = LennardJones(s.epsilon, s.sigma, s.cutoff, s.shifted);
}

void LennardJonesFluid::populate(int count, double density, double kT)
{
    assert(count > 1 && density > 0.0);
    m_kinetic.reset();
    m_finite.reset();
    LennardJonesState& s = m_state;
    s.side = std::sqrt(count / density);
    const int columns = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(count))));
    const double spacing = s.side / columns;
    std::uniform_real_distribution<double> jitter(-0.02 * spacing, 0.02 * spacing);
    std::normal_distribution<double> gauss(0.0, std::sqrt(kT / s.settings.mass));
    const std::size_t n = static_cast<std::size_t>(count);
    s.x.resize(n);
    s.y.resize(n);
    s.vx.resize(n);
    s.vy.resize(n);
    s.id.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const int k = static_cast<int>(i);
        s.id[i] = static_cast<std::uint32_t>(i);
        s.x[i] = (k % columns + 0.5) * spacing + jitter(s.random);
        s.y[i] = (k / columns + 0.5) * spacing + jitter(s.random);
        s.vx[i] = gauss(s.random);
        s.vy[i] = gauss(s.random);
    }
    // No drift of the whole box, and exactly the asked temperature.
    const double px = momentumX() / (s.settings.mass * count);
    const double py = momentumY() / (s.settings.mass * count);
    for (std::size_t i = 0; i < n; ++i) {
        s.vx[i] -= px;
        s.vy[i] -= py;
    }
    const double t = temperature();
    const double scale = t > 0.0 ? std::sqrt(kT / t) : 1.0;
    for (std::size_t i = 0; i < n; ++i) {
        s.vx[i] *= scale;
        s.vy[i] *= scale;
    }
    s.fx.assign(n, 0.0);
    s.fy.assign(n, 0.0);
    s.atomEnergy.assign(n, 0.0);
    s.time = 0.0;
    s.steps = 0;
    resetRdf();
    wrapPositions();
    s.neighbourStart.clear();
    computeForces(false);
}

void LennardJonesFluid::loadAtoms(double side, std::span<const double> x,
                                  std::span<const double> y, std::span<const double> vx,
                                  std::span<const double> vy, double time, long long steps)
{
    assert(x.size() == y.size() && x.size() == vx.size() && x.size() == vy.size());
    m_kinetic.reset();
    m_finite.reset();
    LennardJonesState& s = m_state;
    const std::size_t n = x.size();
    s.side = side;
    s.x.assign(x.begin(), x.end());
    s.y.assign(y.begin(), y.end());
    s.vx.assign(vx.begin(), vx.end());
    s.vy.assign(vy.begin(), vy.end());
    s.id.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        s.id[i] = static_cast<std::uint32_t>(i);
    s.fx.assign(n, 0.0);
    s.fy.assign(n, 0.0);
    s.atomEnergy.assign(n, 0.0);
    s.time = time;
    s.steps = steps;
    wrapPositions();
    s.neighbourStart.clear();
    computeForces(true);
}

void LennardJonesFluid::step(double dt)
{
    // The step's passes over the atoms are few and full: on a large, dilute gas they, not the
    // pairs, are the work, and each pass reads the arrays from memory again.
    LennardJonesState& s = m_state;
    const std::size_t n = s.x.size();
    const double halfKick = 0.5 * dt / s.settings.mass;  // s/kg
    const bool listBuilt = !neighbourListIsMissing() && s.xAtBuild.size() == n;
    const double side = s.side;
    const double inside = side * (1.0 - 0x1p-50);  // see wrapPositions()
    m_leavers.resize(n);
    std::size_t leavers = 0;
    int moved = 0;
    // Half kick and drift; the forces read are then cleared for the force pass. The atoms that
    // left the box are noted (a few a step), and for the others neighbourListIsStale()'s test
    // is made here. No branch in the loop.
    for (std::size_t i = 0; i < n; ++i) {
        s.vx[i] += halfKick * s.fx[i];
        s.vy[i] += halfKick * s.fy[i];
        s.fx[i] = 0.0;
        s.fy[i] = 0.0;
        s.atomEnergy[i] = 0.0;
        const double x = s.x[i] + dt * s.vx[i];
        const double y = s.y[i] + dt * s.vy[i];
        s.x[i] = x;
        s.y[i] = y;
        const bool in = x > 0.0 && x < inside && y > 0.0 && y < inside;
        m_leavers[leavers] = static_cast<std::uint32_t>(i);
        leavers += in ? 0 : 1;
        if (listBuilt)
            moved |= in && movedHalfSkin(i) ? 1 : 0;
    }
    // The leavers wrapped back into the box as wrapPositions() does, and tested after.
    for (std::size_t k = 0; k < leavers; ++k) {
        const std::size_t i = m_leavers[k];
        s.x[i] = wrappedIntoBox(s.x[i], side);
        s.y[i] = wrappedIntoBox(s.y[i], side);
        if (listBuilt)
            moved |= movedHalfSkin(i) ? 1 : 0;
    }
    ++s.steps;
    const bool sampleRdf = s.settings.rdfInterval > 0 && s.steps % s.settings.rdfInterval == 0;
    accumulateForces(sampleRdf, moved != 0 || !listBuilt);
    // The second half kick, with the sums that come with it in the same pass: Σv² (as
    // kineticEnergy() sums it: the thermostat reads it, and so does everyone after the step),
    // U = Σ e (as computeForces() sums it), and whether every number is still finite.
    double sum = 0.0, potential = 0.0;
    unsigned notFinite = 0;
    for (std::size_t i = 0; i < n; ++i) {
        s.vx[i] += halfKick * s.fx[i];
        s.vy[i] += halfKick * s.fy[i];
        sum += s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i];
        potential += s.atomEnergy[i];
        notFinite |= isNotFinite(s.x[i]) | isNotFinite(s.y[i]) | isNotFinite(s.vx[i]) |
                     isNotFinite(s.vy[i]);
    }
    s.potential = potential;
    m_kinetic = 0.5 * s.settings.mass * sum;
    m_finite = notFinite == 0;
    thermostat(dt);
    s.time += dt;
}

void LennardJonesFluid::wrapPositions()
{
    const double side = m_state.side;
    std::vector<double>& x = m_state.x;
    std::vector<double>& y = m_state.y;
    // Below `inside`, x/side rounds to less than 1.
    const double inside = side * (1.0 - 0x1p-50);
    for (std::size_t i = 0; i < x.size(); ++i) {
        // Inside already (nearly every atom, every step): x − side·⌊x/side⌋ = x − 0 = x, so
        // the division and the floor are skipped without changing a bit.
        if (x[i] > 0.0 && x[i] < inside && y[i] > 0.0 && y[i] < inside)
            continue;
        x[i] = wrappedIntoBox(x[i], side);
        y[i] = wrappedIntoBox(y[i], side);
    }
}

double LennardJonesFluid::wrappedIntoBox(double u, double side)
{
    u -= side * std::floor(u / side);
    // floor can leave u == side after rounding of a tiny negative u.
    return u >= side ? 0.0 : u;
}

bool LennardJonesFluid::movedHalfSkin(std::size_t i) const
{
    // Half the skin: two atoms approaching each other could then have closed the whole skin.
    // The minimum image of the move d is |d| or side − |d|; both are exact (positions in
    // [0, side), Sterbenz), and no branch is needed.
    const LennardJonesState& s = m_state;
    const double side = s.side;
    double dx = std::abs(s.x[i] - s.xAtBuild[i]), dy = std::abs(s.y[i] - s.yAtBuild[i]);
    dx = std::min(dx, side - dx);
    dy = std::min(dy, side - dy);
    return dx * dx + dy * dy > 0.25 * s.settings.skin * s.settings.skin;
}

void LennardJonesFluid::sortIntoCells()
{
    LennardJonesState& s = m_state;
    const std::size_t n = s.x.size();
    const int nc = s.cellsPerSide;
    const double inverseCell = nc / s.side;
    const std::size_t cells = static_cast<std::size_t>(nc) * static_cast<std::size_t>(nc);
    m_cellOf.resize(n);
    m_cellStart.assign(cells + 1, 0u);
    for (std::size_t i = 0; i < n; ++i) {
        // Clamped before the conversion: a blown-up position (huge, or NaN) must not index past
        // the cells; the run is reported as diverged by the lesson.
        const auto cell = [nc, inverseCell](double u) {
            const double c = u * inverseCell;
            return c >= 0.0 ? static_cast<int>(std::min(c, nc - 1.0)) : 0;
        };
        const int cx = cell(s.x[i]);
        const int cy = cell(s.y[i]);
        const std::uint32_t c = static_cast<std::uint32_t>(cy * nc + cx);
        m_cellOf[i] = c;
        ++m_cellStart[c + 1];
    }
    for (std::size_t c = 0; c < cells; ++c)
        m_cellStart[c + 1] += m_cellStart[c];
    m_fill.assign(m_cellStart.begin(), m_cellStart.end() - 1);
    // The destination slot of every atom, then each array permuted through the scratch buffer.
    std::vector<std::uint32_t>& slot = m_cellOf;
    for (std::size_t i = 0; i < n; ++i)
        slot[i] = m_fill[slot[i]]++;
    m_scratch.resize(n);
    for (std::vector<double>* a : {&s.x, &s.y, &s.vx, &s.vy}) {
        for (std::size_t i = 0; i < n; ++i)
            m_scratch[slot[i]] = (*a)[i];
        a->swap(m_scratch);
    }
    m_scratchIds.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        m_scratchIds[slot[i]] = s.id[i];
    s.id.swap(m_scratchIds);
}

bool LennardJonesFluid::neighbourListIsMissing() const
{
    return m_state.neighbourStart.size() != m_state.x.size() + 1;
}

bool LennardJonesFluid::neighbourListIsStale() const
{
    const LennardJonesState& s = m_state;
    if (neighbourListIsMissing())
        return true;
    for (std::size_t i = 0; i < s.x.size(); ++i)
        if (movedHalfSkin(i))
            return true;
    return false;
}

void LennardJonesFluid::buildNeighbourList()
{
    LennardJonesState& s = m_state;
    const double reach = s.settings.cutoff + s.settings.skin;  // m
    const double reach2 = reach * reach;
    const double side = s.side, half = 0.5 * s.side;
    s.cellsPerSide = static_cast<int>(s.side / reach);
    const std::size_t n = s.x.size();
    s.neighbourStart.assign(n + 1, 0u);
    auto near = [&](std::size_t i, std::size_t j) {
        double dx = s.x[i] - s.x[j], dy = s.y[i] - s.y[j];
        dx = dx > half ? dx - side : (dx < -half ? dx + side : dx);
        dy = dy > half ? dy - side : (dy < -half ? dy + side : dy);
        return dx * dx + dy * dy < reach2;
    };
    if (s.cellsPerSide < 3) {
        // A small box: every pair, with the minimum image.
        s.neighbours.clear();
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = i + 1; j < n; ++j)
                if (near(i, j))
                    s.neighbours.push_back(static_cast<std::uint32_t>(j));
            s.neighbourStart[i + 1] = static_cast<std::uint32_t>(s.neighbours.size());
        }
    } else {
        sortIntoCells();
        const int nc = s.cellsPerSide;
        const std::uint32_t* start = m_cellStart.data();
        // A pair is appended without a branch: written always, kept when near (the branch it
        // replaces was taken about one time in three, at random). So the list has room for all
        // of a cell's candidates (itself and four neighbours) before the cell is searched.
        const auto cellAt = [nc](int cx, int cy) { return static_cast<std::uint32_t>(cy * nc + cx); };
        if (s.neighbours.size() < 16 * n)
            s.neighbours.resize(16 * n);
        std::uint32_t* out = s.neighbours.data();
        std::size_t kept = 0;
        const double* x = s.x.data();
        const double* y = s.y.data();
        for (int cy = 0; cy < nc; ++cy) {
            const int up = cy + 1 == nc ? 0 : cy + 1;
            for (int cx = 0; cx < nc; ++cx) {
                const int left = cx == 0 ? nc - 1 : cx - 1;
                const int right = cx + 1 == nc ? 0 : cx + 1;
                const std::uint32_t c = cellAt(cx, cy);
                // Own cell (later atoms), then four of the eight neighbours; the other four
                // find this cell from their side.
                const std::uint32_t neighbours[4] = {cellAt(right, cy), cellAt(left, up),
                                                     cellAt(cx, up), cellAt(right, up)};
                const std::size_t own = start[c + 1] - start[c];
                std::size_t around = 0;
                for (std::uint32_t nb : neighbours)
                    around += start[nb + 1] - start[nb];
                if (const std::size_t room = kept + own * around + own * own / 2;
                    room > s.neighbours.size()) {
                    s.neighbours.resize(std::max(room, 2 * s.neighbours.size()));
                    out = s.neighbours.data();
                }
                for (std::size_t i = start[c]; i < start[c + 1]; ++i) {
                    const double xi = x[i], yi = y[i];
                    const auto keepIfNear = [&](std::size_t j) {
                        double dx = xi - x[j], dy = yi - y[j];
                        dx = dx > half ? dx - side : (dx < -half ? dx + side : dx);
                        dy = dy > half ? dy - side : (dy < -half ? dy + side : dy);
                        out[kept] = static_cast<std::uint32_t>(j);
                        kept += dx * dx + dy * dy < reach2 ? 1 : 0;
                    };
                    for (std::size_t j = i + 1; j < start[c + 1]; ++j)
                        keepIfNear(j);
                    for (std::uint32_t nb : neighbours)
                        for (std::size_t j = start[nb]; j < start[nb + 1]; ++j)
                            keepIfNear(j);
                    s.neighbourStart[i + 1] = static_cast<std::uint32_t>(kept);
                }
            }
        }
        s.neighbours.resize(kept);
    }
    s.xAtBuild = s.x;
    s.yAtBuild = s.y;
    ++s.rebuilds;
    listPairAtoms();
}

PL_VECTOR_CLONES
void LennardJonesFluid::pairTerms(const double* x, const double* y, const std::uint32_t* atoms,
                                  const std::uint32_t* neighbours, std::size_t count,
                                  double side, double half, double* __restrict outDx,
                                  double* __restrict outDy, double* __restrict outR2,
                                  double* __restrict outForce, double* __restrict outEnergy) const
{
    // Every neighbour, inside the cut-off or not: no branch, so the compiler packs the loop.
    // The force and energy as LennardJones::evaluate adds them to zero, and zero beyond the
    // cut-off (the sum then adds them without a test: x + 0 is x).
    const LennardJones& lj = m_potentialFunction;
    const double cutoff2 = lj.cutoffSquared();
    for (std::size_t m = 0; m < count; ++m) {
        const std::uint32_t i = atoms[m], j = neighbours[m];
        double dx = x[i] - x[j], dy = y[i] - y[j];
        dx = dx > half ? dx - side : (dx < -half ? dx + side : dx);
        dy = dy > half ? dy - side : (dy < -half ? dy + side : dy);
        const double r2 = dx * dx + dy * dy;
        double fr = 0.0, u = 0.0;
        lj.evaluate(r2, fr, u);
        const bool inside = r2 < cutoff2;
        outDx[m] = dx;
        outDy[m] = dy;
        outR2[m] = r2;
        outForce[m] = inside ? fr : 0.0;
        outEnergy[m] = inside ? u : 0.0;
    }
}

void LennardJonesFluid::listPairAtoms()
{
    const LennardJonesState& s = m_state;
    // Bounded by the list's size: a state read from a file is checked only after setState.
    const std::size_t pairs = s.neighbours.size();
    m_pairAtom.assign(pairs, 0u);
    for (std::size_t i = 0; i + 1 < s.neighbourStart.size(); ++i)
        for (std::size_t m = s.neighbourStart[i]; m < s.neighbourStart[i + 1] && m < pairs; ++m)
            m_pairAtom[m] = static_cast<std::uint32_t>(i);
}

void LennardJonesFluid::computeForces(bool sampleRdf)
{
    computeForces(sampleRdf, neighbourListIsStale());
}

void LennardJonesFluid::computeForces(bool sampleRdf, bool rebuildList)
{
    LennardJonesState& s = m_state;
    std::fill(s.fx.begin(), s.fx.end(), 0.0);
    std::fill(s.fy.begin(), s.fy.end(), 0.0);
    std::fill(s.atomEnergy.begin(), s.atomEnergy.end(), 0.0);
    accumulateForces(sampleRdf, rebuildList);
    // Every pair's energy went half to each of its atoms: Σ e = U.
    double potential = 0.0;
    for (std::size_t i = 0; i < s.x.size(); ++i)
        potential += s.atomEnergy[i];
    s.potential = potential;
    m_finite.reset();
}

void LennardJonesFluid::accumulateForces(bool sampleRdf, bool rebuildList)
{
    if (rebuildList)
        buildNeighbourList();
    LennardJonesState& s = m_state;
    const std::size_t n = s.x.size();
    const double side = s.side, half = 0.5 * s.side;
    const double* x = s.x.data();
    const double* y = s.y.data();
    double* fx = s.fx.data();
    double* fy = s.fy.data();
    double* e = s.atomEnergy.data();
    const std::uint32_t* list = s.neighbours.data();
    const std::uint32_t* first = s.neighbourStart.data();
    const double rdfScale = s.settings.rdfBins / s.settings.cutoff;  // bins per m
    // Every listed pair's separation, force and energy first, all at once (packed by the
    // compiler, the divisions above all), then summed one by one in the list's order: the
    // same operations in the same order as pair by pair.
    const std::size_t pairs = s.neighbours.size();
    if (m_pairAtom.size() != pairs)
        listPairAtoms();
    m_pair.resize(pairs);
    pairTerms(x, y, m_pairAtom.data(), list, pairs, side, half, m_pair.dx.data(),
              m_pair.dy.data(), m_pair.r2.data(), m_pair.forceOverR.data(), m_pair.energy.data());
    double virial = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        double fxi = 0.0, fyi = 0.0, ei = 0.0;
        for (std::uint32_t m = first[i]; m < first[i + 1]; ++m) {
            const double r2 = m_pair.r2[m];
            const std::uint32_t j = list[m];
            const double fr = m_pair.forceOverR[m], u = m_pair.energy[m];
            const double dx = m_pair.dx[m], dy = m_pair.dy[m];
            fxi += fr * dx;
            fyi += fr * dy;
            fx[j] -= fr * dx;
            fy[j] -= fr * dy;
            ei += 0.5 * u;
            e[j] += 0.5 * u;
            virial += fr * r2;  // r·F = (F/r) r²
            if (sampleRdf) {
                const std::size_t bin = static_cast<std::size_t>(std::sqrt(r2) * rdfScale);
                if (bin < s.rdfCounts.size())
                    s.rdfCounts[bin] += 1.0;
            }
        }
        fx[i] += fxi;
        fy[i] += fyi;
        e[i] += ei;
    }
    s.virial = virial;
    if (sampleRdf)
        ++s.rdfSamples;
}

double LennardJonesFluid::potentialEnergyByAllPairs() const
{
    const LennardJonesState& s = m_state;
    const double side = s.side;
    double potential = 0.0;
    for (std::size_t i = 0; i < s.x.size(); ++i) {
        for (std::size_t j = i + 1; j < s.x.size(); ++j) {
            double dx = s.x[i] - s.x[j], dy = s.y[i] - s.y[j];
            dx -= side * std::round(dx / side);
            dy -= side * std::round(dy / side);
            potential += m_potentialFunction.potential(std::sqrt(dx * dx + dy * dy));
        }
    }
    return potential;
}

LennardJonesFluid::ShadowTerms LennardJonesFluid::shadowTerms() const
{
    const LennardJonesState& s = m_state;
    const double side = s.side, half = 0.5 * s.side;
    const double cutoff2 = m_potentialFunction.cutoffSquared();
    const double epsilon = m_potentialFunction.epsilon(), sigma2 = m_potentialFunction.sigma2();
    ShadowTerms terms;
    for (std::size_t i = 0; i + 1 < s.neighbourStart.size(); ++i) {
        for (std::uint32_t k = s.neighbourStart[i]; k < s.neighbourStart[i + 1]; ++k) {
            const std::uint32_t j = s.neighbours[k];
            double dx = s.x[i] - s.x[j], dy = s.y[i] - s.y[j];
            dx = dx > half ? dx - side : (dx < -half ? dx + side : dx);
            dy = dy > half ? dy - side : (dy < -half ? dy + side : dy);
            const double r2 = dx * dx + dy * dy;
            if (r2 >= cutoff2)
                continue;
            // φ' = −(24ε/r)(2s¹² − s⁶), φ'' = (24ε/r²)(26s¹² − 7s⁶), with s = σ/r.
            const double s2 = sigma2 / r2, s6 = s2 * s2 * s2, s12 = s6 * s6;
            const double firstOverR = -24.0 * epsilon * (2.0 * s12 - s6) / r2;  // φ'/r
            const double second = 24.0 * epsilon * (26.0 * s12 - 7.0 * s6) / r2;  // φ''
            const double wx = s.vx[i] - s.vx[j], wy = s.vy[i] - s.vy[j];
            const double along2 = (wx * dx + wy * dy) * (wx * dx + wy * dy) / r2;  // (w·r̂)²
            terms.velocityHessianVelocity +=
                second * along2 + firstOverR * (wx * wx + wy * wy - along2);
        }
    }
    for (std::size_t i = 0; i < s.fx.size(); ++i)
        terms.forceSquaredOverMass += (s.fx[i] * s.fx[i] + s.fy[i] * s.fy[i]) / s.settings.mass;
    return terms;
}

double LennardJonesFluid::stiffestPairCurvature() const
{
    const LennardJonesState& s = m_state;
    const double side = s.side, half = 0.5 * s.side;
    const double cutoff2 = m_potentialFunction.cutoffSquared();
    const double epsilon = m_potentialFunction.epsilon(), sigma2 = m_potentialFunction.sigma2();
    // φ'' = (24ε/r²)(26s¹² − 7s⁶) grows as r shrinks: the closest pair is the stiffest.
    double closest2 = cutoff2;
    for (std::size_t i = 0; i + 1 < s.neighbourStart.size(); ++i) {
        for (std::uint32_t k = s.neighbourStart[i]; k < s.neighbourStart[i + 1]; ++k) {
            const std::uint32_t j = s.neighbours[k];
            double dx = s.x[i] - s.x[j], dy = s.y[i] - s.y[j];
            dx = dx > half ? dx - side : (dx < -half ? dx + side : dx);
            dy = dy > half ? dy - side : (dy < -half ? dy + side : dy);
            closest2 = std::min(closest2, dx * dx + dy * dy);
        }
    }
    if (closest2 >= cutoff2 || !(closest2 > 0.0))
        return 0.0;
    const double s2 = sigma2 / closest2, s6 = s2 * s2 * s2, s12 = s6 * s6;
    return std::max(0.0, 24.0 * epsilon * (26.0 * s12 - 7.0 * s6) / closest2);
}

void LennardJonesFluid::thermostat(double dt)
{
    LennardJonesState& s = m_state;
    const double tau = s.settings.thermostatTime;
    if (tau <= 0.0)
        return;
    const double t = temperature();
    if (t <= 0.0)
        return;
    const double lambda = std::sqrt(
        std::clamp(1.0 + dt / tau * (s.settings.targetTemperature / t - 1.0), 0.64, 1.5625));
    double sum = 0.0;  // Σv² after the scaling, as kineticEnergy() sums it
    for (std::size_t i = 0; i < s.x.size(); ++i) {
        s.vx[i] *= lambda;
        s.vy[i] *= lambda;
        sum += s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i];
    }
    m_kinetic = 0.5 * s.settings.mass * sum;
}

double LennardJonesFluid::density() const
{
    return static_cast<double>(size()) / (m_state.side * m_state.side);
}

double LennardJonesFluid::kineticEnergy() const
{
    if (m_kinetic)
        return *m_kinetic;
    double sum = 0.0;
    for (std::size_t i = 0; i < m_state.x.size(); ++i)
        sum += m_state.vx[i] * m_state.vx[i] + m_state.vy[i] * m_state.vy[i];
    return 0.5 * m_state.settings.mass * sum;
}

double LennardJonesFluid::temperature() const
{
    return size() > 1 ? kineticEnergy() / static_cast<double>(size() - 1) : 0.0;
}

double LennardJonesFluid::pressure() const
{
    return (kineticEnergy() + 0.5 * m_state.virial) / (m_state.side * m_state.side);
}

double LennardJonesFluid::pressureTailCorrection() const
{
    const LennardJonesSettings& c = m_state.settings;
    const double rho = density();
    const double s2 = c.sigma * c.sigma / (c.cutoff * c.cutoff);  // (σ/r_c)²
    const double s4 = s2 * s2, s10 = s4 * s4 * s2;
    return 2.0 * std::numbers::pi * c.epsilon * rho * rho * c.sigma * c.sigma *
           (1.2 * s10 - 1.5 * s4);
}

double LennardJonesFluid::energyTailCorrectionPerAtom() const
{
    const LennardJonesSettings& c = m_state.settings;
    const double s2 = c.sigma * c.sigma / (c.cutoff * c.cutoff);
    const double s4 = s2 * s2, s10 = s4 * s4 * s2;
    return 2.0 * std::numbers::pi * c.epsilon * density() * c.sigma * c.sigma *
           (0.2 * s10 - 0.5 * s4);
}

double LennardJonesFluid::momentumX() const
{
    double p = 0.0;
    for (double v : m_state.vx)
        p += v;
    return m_state.settings.mass * p;
}

double LennardJonesFluid::momentumY() const
{
    double p = 0.0;
    for (double v : m_state.vy)
        p += v;
    return m_state.settings.mass * p;
}

bool LennardJonesFluid::isFinite() const
{
    if (m_finite)
        return *m_finite;
    const LennardJonesState& s = m_state;
    unsigned notFinite = 0;
    for (std::size_t i = 0; i < s.x.size(); ++i)
        notFinite |= isNotFinite(s.x[i]) | isNotFinite(s.y[i]) | isNotFinite(s.vx[i]) |
                     isNotFinite(s.vy[i]);
    return notFinite == 0;
}

std::vector<double> LennardJonesFluid::rdfRadii() const
{
    std::vector<double> r(m_state.rdfCounts.size());
    const double width = m_state.settings.cutoff / m_state.settings.rdfBins;
    for (std::size_t b = 0; b < r.size(); ++b)
        r[b] = (static_cast<double>(b) + 0.5) * width;
    return r;
}

std::vector<double> LennardJonesFluid::rdf() const
{
    const LennardJonesState& s = m_state;
    std::vector<double> g(s.rdfCounts.size(), 0.0);
    if (s.rdfSamples == 0 || s.x.size() < 2)
        return g;
    const double n = static_cast<double>(s.x.size());
    const double density = n / (s.side * s.side);
    const double width = s.settings.cutoff / s.settings.rdfBins;
    for (std::size_t b = 0; b < g.size(); ++b) {
        const double r = (static_cast<double>(b) + 0.5) * width;
        const double ideal = n * density * 2.0 * std::numbers::pi * r * width;  // pairs × 2
        g[b] = 2.0 * s.rdfCounts[b] / (ideal * s.rdfSamples);
    }
    return g;
}

void LennardJonesFluid::resetRdf()
{
    std::fill(m_state.rdfCounts.begin(), m_state.rdfCounts.end(), 0.0);
    m_state.rdfSamples = 0;
}

} // namespace pl

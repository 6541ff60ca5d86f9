// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/md/LennardJonesFluid.h>
#include <particlelab/util/NearCandidates.h>

#include "../sph/VectorClones.h"
#include "PackedPairTerms.h"

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
    listPairAtoms(m_state, m_pairAtom);
    m_rounds.first.clear();
    m_energiesAtStep = -1;  // the state's energies may be those of an earlier step
    m_onDemandAt = -1;
    const LennardJonesSettings& s = m_state.settings;
    m_potentialFunction = LennardJones(s.epsilon, s.sigma, s.cutoff, s.shifted);
}

void LennardJonesFluid::populate(int count, double density, double kT)
{
    assert(count > 1 && density > 0.0);
    m_kinetic.reset();
    m_finite.reset();
    m_onDemandAt = -1;
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
    m_onDemandAt = -1;
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

namespace {

// The separation of atom i from atom j (positions xi, yi and xj, yj) to its nearest periodic
// image (nearestImage(), NearCandidates.h), and its square: what every pair loop starts from.
struct Separation {
    double dx, dy, r2;
};
inline Separation separation(double xi, double yi, double xj, double yj, double side, double half)
{
    const double dx = nearestImage(xi - xj, side, half), dy = nearestImage(yi - yj, side, half);
    return {dx, dy, dx * dx + dy * dy};
}

// Σ terms in four interleaved partial sums, added together at the end: four additions in flight
// instead of one chain, and the same bits whether the compiler packs the loop or not (each partial
// sum adds its terms in order).
PL_VECTOR_CLONES
double sumInFourLanes(const double* terms, std::size_t count)
{
    double lane[4] = {0.0, 0.0, 0.0, 0.0};
    std::size_t m = 0;
    for (; m + 4 <= count; m += 4)
        for (std::size_t l = 0; l < 4; ++l)
            lane[l] += terms[m + l];
    double sum = (lane[0] + lane[1]) + (lane[2] + lane[3]);
    for (; m < count; ++m)
        sum += terms[m];
    return sum;
}


// Σ (vx² + vy²) in four interleaved partial sums, as sumInFourLanes(): one chain of additions
// would wait about four cycles an atom, which on a large dilute gas is most of a pass.
PL_VECTOR_CLONES
double sumOfSquares(const double* vx, const double* vy, std::size_t count)
{
    double lane[4] = {0.0, 0.0, 0.0, 0.0};
    std::size_t i = 0;
    for (; i + 4 <= count; i += 4)
        for (std::size_t l = 0; l < 4; ++l)
            lane[l] += vx[i + l] * vx[i + l] + vy[i + l] * vy[i + l];
    double sum = (lane[0] + lane[1]) + (lane[2] + lane[3]);
    for (; i < count; ++i)
        sum += vx[i] * vx[i] + vy[i] * vy[i];
    return sum;
}

// Whether a move (dx, dy) between two positions in [0, side)² is longer than `limit` across the
// periodic box. The minimum image of a move d is |d| or side − |d|; both are exact (Sterbenz),
// and no branch is needed.
bool movedFurther(double dx, double dy, double side, double limit2)
{
    dx = std::abs(dx);
    dy = std::abs(dy);
    dx = std::min(dx, side - dx);
    dy = std::min(dy, side - dy);
    return dx * dx + dy * dy > limit2;
}

// Steps 1 and 2 of the header for every atom, and the forces read then cleared for the force
// pass. Returns whether some atom left the box (it is wrapped after) and whether some atom that
// stayed in it moved more than √limit2 since the list's build. No branch: packed by the compiler.
struct DriftOutcome {
    bool leftBox = false;
    bool movedFar = false;
};
PL_VECTOR_CLONES
DriftOutcome kickAndDrift(std::size_t n, double dt, double halfKick, double side, double inside,
                          double limit2, double* __restrict x, double* __restrict y,
                          double* __restrict vx, double* __restrict vy, double* __restrict fx,
                          double* __restrict fy, const double* __restrict xAtBuild,
                          const double* __restrict yAtBuild)
{
    unsigned left = 0, moved = 0;
    for (std::size_t i = 0; i < n; ++i) {
        vx[i] += halfKick * fx[i];
        vy[i] += halfKick * fy[i];
        fx[i] = 0.0;
        fy[i] = 0.0;
        const double xi = x[i] + dt * vx[i];
        const double yi = y[i] + dt * vy[i];
        x[i] = xi;
        y[i] = yi;
        // & rather than &&: no branch.
        const bool in = (xi > 0.0) & (xi < inside) & (yi > 0.0) & (yi < inside);
        left |= in ? 0u : 1u;
        moved |= in & movedFurther(xi - xAtBuild[i], yi - yAtBuild[i], side, limit2) ? 1u : 0u;
    }
    return {left != 0, moved != 0};
}

// Step 5 of the header for every atom; returns whether every position and velocity is still
// finite. No branch: packed by the compiler. (Summing K and U here too, in partial sums, keeps
// the compiler from packing the loop: three packed passes are faster than one that is not.)
PL_VECTOR_CLONES
bool kick(std::size_t n, double halfKick, const double* __restrict x,
          const double* __restrict y, double* __restrict vx, double* __restrict vy,
          const double* __restrict fx, const double* __restrict fy)
{
    // Infinite or NaN: all exponent bits set (a test on the bits, which packs into vectors).
    constexpr std::uint64_t exponent = 0x7ff0000000000000ull;
    const auto notFinite = [](double v) {
        return (std::bit_cast<std::uint64_t>(v) & exponent) == exponent ? 1u : 0u;
    };
    unsigned anyNotFinite = 0;
    for (std::size_t i = 0; i < n; ++i) {
        vx[i] += halfKick * fx[i];
        vy[i] += halfKick * fy[i];
        anyNotFinite |= notFinite(x[i]) | notFinite(y[i]) | notFinite(vx[i]) | notFinite(vy[i]);
    }
    return anyNotFinite == 0;
}

// The thermostat's v ← λv for every atom, and Σ (vx² + vy²) after it (as sumOfSquares() adds
// it): one pass instead of two.
PL_VECTOR_CLONES
double scaleVelocities(std::size_t n, double lambda, double* __restrict vx, double* __restrict vy)
{
    double squares[4] = {0.0, 0.0, 0.0, 0.0};
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        for (std::size_t l = 0; l < 4; ++l) {
            const double u = lambda * vx[i + l], w = lambda * vy[i + l];
            vx[i + l] = u;
            vy[i + l] = w;
            squares[l] += u * u + w * w;
        }
    }
    double sum = (squares[0] + squares[1]) + (squares[2] + squares[3]);
    for (; i < n; ++i) {
        vx[i] *= lambda;
        vy[i] *= lambda;
        sum += vx[i] * vx[i] + vy[i] * vy[i];
    }
    return sum;
}

} // namespace

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
    const double halfSkin2 = 0.25 * s.settings.skin * s.settings.skin;
    // Half kick and drift, and neighbourListIsStale()'s test for the atoms still in the box.
    // Without a list (it is built in this step), the test reads positions that mean nothing.
    if (!listBuilt) {
        s.xAtBuild.assign(n, 0.0);
        s.yAtBuild.assign(n, 0.0);
    }
    const DriftOutcome drift = kickAndDrift(
        n, dt, halfKick, side, inside, halfSkin2, s.x.data(), s.y.data(), s.vx.data(),
        s.vy.data(), s.fx.data(), s.fy.data(), s.xAtBuild.data(), s.yAtBuild.data());
    bool moved = drift.movedFar;
    // The few atoms that left the box wrapped back into it as wrapPositions() does, and tested
    // after.
    if (drift.leftBox) {
        for (std::size_t i = 0; i < n; ++i) {
            if (s.x[i] > 0.0 && s.x[i] < inside && s.y[i] > 0.0 && s.y[i] < inside)
                continue;
            s.x[i] = wrappedIntoBox(s.x[i], side);
            s.y[i] = wrappedIntoBox(s.y[i], side);
            if (listBuilt)
                moved = moved || movedHalfSkin(i);
        }
    }
    ++s.steps;
    const bool sampleRdf = s.settings.rdfInterval > 0 && s.steps % s.settings.rdfInterval == 0;
    const bool energies = sampleRdf || s.steps % m_energyInterval == 0;
    // Cleared only for a step that adds them up: the others leave the last ones computed (the
    // state's U and virial are of the same step).
    if (energies)
        std::fill(s.atomEnergy.begin(), s.atomEnergy.end(), 0.0);
    accumulateForces(sampleRdf, moved || !listBuilt, energies);
    const bool finite = kick(n, halfKick, s.x.data(), s.y.data(), s.vx.data(), s.vy.data(),
                             s.fx.data(), s.fy.data());
    // U = Σ e and K, as computeForces() and kineticEnergy() sum them (the thermostat reads K,
    // and so does everyone after the step).
    if (energies) {
        s.potential = sumInFourLanes(s.atomEnergy.data(), n);
        m_energiesAtStep = s.steps;
    }
    m_kinetic = 0.5 * s.settings.mass * sumOfSquares(s.vx.data(), s.vy.data(), n);
    m_finite = finite;
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
    const LennardJonesState& s = m_state;
    return movedFurther(s.x[i] - s.xAtBuild[i], s.y[i] - s.yAtBuild[i], s.side,
                        0.25 * s.settings.skin * s.settings.skin);
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
        return separation(s.x[i], s.y[i], s.x[j], s.y[j], side, half).r2 < reach2;
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
        listPairAtoms(s, m_pairAtom);
    } else {
        sortIntoCells();
        const int nc = s.cellsPerSide;
        const std::uint32_t* start = m_cellStart.data();
        // A pair is appended without a branch (keepNearPeriodic, NearCandidates.h: written
        // always, kept when near; the branch it replaces was taken about one time in three, at
        // random). So the list has room for all of a cell's candidates (itself and four
        // neighbours) before the cell is searched.
        const auto cellAt = [nc](int cx, int cy) { return static_cast<std::uint32_t>(cy * nc + cx); };
        // The pairs are written into scratch that keeps its size from build to build, and
        // copied into the list after.
        if (m_buildNeighbours.size() < 16 * n) {
            m_buildNeighbours.resize(16 * n);
            m_buildAtoms.resize(16 * n);
        }
        std::uint32_t* out = m_buildNeighbours.data();
        std::uint32_t* outAtom = m_buildAtoms.data();
        std::size_t kept = 0;
        const bool canPack = nearCandidatesArePacked();
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
                // An empty cell has no pairs to start (in a dilute gas, nearly half of them).
                if (own == 0)
                    continue;
                std::size_t around = 0;
                for (std::uint32_t nb : neighbours)
                    around += start[nb + 1] - start[nb];
                if (const std::size_t room = kept + own * around + own * own / 2;
                    room > m_buildNeighbours.size()) {
                    m_buildNeighbours.resize(std::max(room, 2 * m_buildNeighbours.size()));
                    m_buildAtoms.resize(m_buildNeighbours.size());
                    out = m_buildNeighbours.data();
                    outAtom = m_buildAtoms.data();
                }
                // The candidates as ranges of atoms, in the order own cell, right, left-up, up,
                // right-up; ranges that meet are joined (away from the box's edges the own cell
                // and its right neighbour are one range, the three cells above another). The
                // same candidates in the same order, with fewer short loops: the end of each is
                // a mispredicted branch, and in a dilute gas a cell holds about one atom.
                std::uint32_t rangeBegin[5], rangeEnd[5];
                int ranges = 0;
                const auto addRange = [&](std::uint32_t begin, std::uint32_t end) {
                    if (ranges > 0 && rangeEnd[ranges - 1] == begin) {
                        rangeEnd[ranges - 1] = end;
                    } else {
                        rangeBegin[ranges] = begin;
                        rangeEnd[ranges] = end;
                        ++ranges;
                    }
                };
                addRange(start[c], start[c + 1]);
                for (std::uint32_t nb : neighbours)
                    addRange(start[nb], start[nb + 1]);
                // Eight candidates at a time where an atom has that many (a liquid); one at a
                // time in a gas, where a cell holds about one atom.
                const bool packed = canPack && own + around >= 16;
                for (std::size_t i = start[c]; i < start[c + 1]; ++i) {
                    const std::uint32_t atom = static_cast<std::uint32_t>(i);
                    // The first range begins at the own cell's first atom: after i there.
                    rangeBegin[0] = atom + 1;
                    kept = packed ? keepNearPeriodic(x[i], y[i], x, y, rangeBegin, rangeEnd,
                                                     ranges, side, half, reach2, atom, out,
                                                     outAtom, kept)
                                  : keepNearPeriodicPlain(x[i], y[i], x, y, rangeBegin,
                                                          rangeEnd, ranges, side, half, reach2,
                                                          atom, out, outAtom, kept);
                    s.neighbourStart[i + 1] = static_cast<std::uint32_t>(kept);
                }
            }
        }
        s.neighbours.assign(out, out + kept);
        m_pairAtom.assign(outAtom, outAtom + kept);
    }
    m_rounds.first.clear();  // listed again when the force pass needs them
    s.xAtBuild = s.x;
    s.yAtBuild = s.y;
    ++s.rebuilds;
}

template <bool WithEnergies>
PL_VECTOR_CLONES void LennardJonesFluid::pairTerms(const double* x, const double* y, const std::uint32_t* atoms,
                                  const std::uint32_t* neighbours, std::size_t count,
                                  double side, double half, double* __restrict forceX,
                                  double* __restrict forceY, double* __restrict halfEnergy,
                                  double* __restrict virial, double* __restrict distance2) const
{
    // Every listed pair, inside the cut-off or not: no branch, so the compiler packs the loop
    // (the division above all). Beyond the cut-off the terms are zero, and the sums then add
    // them without a test: x + 0 is x.
    const LennardJones& lj = m_potentialFunction;
    const double cutoff2 = lj.cutoffSquared();
    for (std::size_t m = 0; m < count; ++m) {
        const std::uint32_t i = atoms[m], j = neighbours[m];
        const auto [dx, dy, r2] = separation(x[i], y[i], x[j], y[j], side, half);
        double fr = 0.0, u = 0.0;
        lj.evaluate(r2, fr, u);
        const bool inside = r2 < cutoff2;
        const double f = inside ? fr : 0.0;
        // Before the stores: after them, GCC reads the potential's constants again for each
        // pair (it cannot tell the stores from them) and no longer packs the loop.
        [[maybe_unused]] const double e = inside ? u : 0.0;
        forceX[m] = f * dx;
        forceY[m] = f * dy;
        if constexpr (WithEnergies) {
            halfEnergy[m] = 0.5 * e;
            virial[m] = f * r2;  // r·F = (F/r) r²
            distance2[m] = r2;
        }
    }
}

template <bool WithEnergies>
void LennardJonesFluid::scatterPairTerms(const std::uint32_t* first,
                                         const std::uint32_t* neighbours, std::size_t atoms,
                                         const PairTerms& terms, double* fx, double* fy,
                                         double* energy)
{
    // Atom by atom: its own share summed over its neighbours first and added once, the
    // neighbours' shares added to them as they come.
    for (std::size_t i = 0; i < atoms; ++i) {
        double fxi = 0.0, fyi = 0.0, ei = 0.0;
        for (std::uint32_t m = first[i]; m < first[i + 1]; ++m) {
            const std::uint32_t j = neighbours[m];
            fxi += terms.forceX[m];
            fyi += terms.forceY[m];
            fx[j] -= terms.forceX[m];
            fy[j] -= terms.forceY[m];
            if constexpr (WithEnergies) {
                ei += terms.halfEnergy[m];
                energy[j] += terms.halfEnergy[m];
            }
        }
        fx[i] += fxi;
        fy[i] += fyi;
        if constexpr (WithEnergies)
            energy[i] += ei;
    }
}

template <bool WithEnergies>
void LennardJonesFluid::scatterPairTermsInRounds(const std::uint32_t* first,
                                                 const std::uint32_t* second, std::size_t pairs,
                                                 const PairTerms& terms, double* fx, double* fy,
                                                 double* energy)
{
    // Pair after pair, in the rounds of listPairsInRounds(): consecutive pairs touch different
    // atoms, so no addition waits for the one before it, and there is no loop per atom (whose
    // end, where an atom has 0, 1 or 2 neighbours, is a mispredicted branch).
    for (std::size_t m = 0; m < pairs; ++m) {
        const std::uint32_t i = first[m], j = second[m];
        fx[i] += terms.forceX[m];
        fy[i] += terms.forceY[m];
        fx[j] -= terms.forceX[m];
        fy[j] -= terms.forceY[m];
        if constexpr (WithEnergies) {
            energy[i] += terms.halfEnergy[m];
            energy[j] += terms.halfEnergy[m];
        }
    }
}

namespace {

// Each distance's g(r) bin, or `bins` when it lies beyond the last bin: the square roots packed by
// the compiler, apart from the counting (a scatter, which packs not).
PL_VECTOR_CLONES
void rdfBins(const double* r2, std::size_t count, double binsPerMetre, std::uint32_t bins,
             std::uint32_t* __restrict out)
{
    const double last = static_cast<double>(bins);
    for (std::size_t m = 0; m < count; ++m) {
        const double bin = std::sqrt(r2[m]) * binsPerMetre;
        out[m] = static_cast<std::uint32_t>(bin < last ? bin : last);  // NaN (blown up): last
    }
}

} // namespace

void LennardJonesFluid::addPairsToRdf(std::span<const double> r2)
{
    LennardJonesState& s = m_state;
    const std::uint32_t bins = static_cast<std::uint32_t>(s.rdfCounts.size());
    m_rdfBin.resize(r2.size());
    rdfBins(r2.data(), r2.size(), s.settings.rdfBins / s.settings.cutoff, bins, m_rdfBin.data());
    // Counted in four histograms taken in turn, each with one more bin for the pairs beyond the
    // last (left out after): a count then rarely waits for the one before it to be stored, as
    // it does in one histogram when neighbouring pairs fall into the same bin.
    const std::size_t stride = bins + 1;
    m_rdfCounts.assign(4 * stride, 0u);
    std::uint32_t* counts = m_rdfCounts.data();
    const std::size_t pairs = m_rdfBin.size();
    std::size_t m = 0;
    for (; m + 4 <= pairs; m += 4)
        for (std::size_t l = 0; l < 4; ++l)
            ++counts[l * stride + m_rdfBin[m + l]];
    for (; m < pairs; ++m)
        ++counts[m_rdfBin[m]];
    for (std::uint32_t b = 0; b < bins; ++b)
        s.rdfCounts[b] += static_cast<double>(counts[b] + counts[stride + b] +
                                              counts[2 * stride + b] + counts[3 * stride + b]);
    ++s.rdfSamples;
}

void LennardJonesFluid::listPairsInRounds(const LennardJonesState& s, Rounds& out,
                                          std::vector<std::uint32_t>& active)
{
    // Bounded by the list's size: a state read from a file is checked only after setState.
    const std::size_t pairs = s.neighbours.size();
    out.first.clear();
    out.second.clear();
    out.first.reserve(pairs);
    out.second.reserve(pairs);
    // The atoms with neighbours left after this round; the compaction writes every atom and
    // keeps it or not, without a branch.
    active.clear();
    for (std::size_t i = 0; i + 1 < s.neighbourStart.size(); ++i)
        if (s.neighbourStart[i + 1] > s.neighbourStart[i])
            active.push_back(static_cast<std::uint32_t>(i));
    for (std::uint32_t round = 0; !active.empty(); ++round) {
        std::size_t kept = 0;
        for (const std::uint32_t i : active) {
            const std::size_t m = s.neighbourStart[i] + round;
            if (m < pairs) {
                out.first.push_back(i);
                out.second.push_back(s.neighbours[m]);
            }
            active[kept] = i;
            kept += m + 1 < s.neighbourStart[i + 1] ? 1 : 0;
        }
        active.resize(kept);
    }
}

void LennardJonesFluid::listPairAtoms(const LennardJonesState& s, std::vector<std::uint32_t>& out)
{
    // Bounded by the list's size: a state read from a file is checked only after setState.
    const std::size_t pairs = s.neighbours.size();
    out.assign(pairs, 0u);
    for (std::size_t i = 0; i + 1 < s.neighbourStart.size(); ++i)
        for (std::size_t m = s.neighbourStart[i]; m < s.neighbourStart[i + 1] && m < pairs; ++m)
            out[m] = static_cast<std::uint32_t>(i);
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
    accumulateForces(sampleRdf, rebuildList, true);
    // Every pair's energy went half to each of its atoms: Σ e = U.
    s.potential = sumInFourLanes(s.atomEnergy.data(), s.atomEnergy.size());
    m_energiesAtStep = s.steps;
    m_finite.reset();
}

LennardJonesFluid::PairOrder LennardJonesFluid::pairOrder(Rounds& rounds,
                                                          std::vector<std::uint32_t>& pairAtom) const
{
    // A sparse list (a gas: fewer than two neighbours an atom on average) in rounds, a dense one
    // atom by atom: each order follows from the list, so a copy continues bit for bit.
    const LennardJonesState& s = m_state;
    const std::size_t pairs = s.neighbours.size();
    if (pairs < 2 * s.x.size()) {
        if (rounds.first.size() != pairs) {
            std::vector<std::uint32_t> active;
            listPairsInRounds(s, rounds, active);
        }
        // A list that does not add up (a state read from a file is checked after setState)
        // goes atom by atom.
        if (rounds.first.size() == pairs)
            return {rounds.first.data(), rounds.second.data(), true};
    }
    if (pairAtom.size() != pairs)
        listPairAtoms(s, pairAtom);
    return {pairAtom.data(), s.neighbours.data(), false};
}

template <bool WithEnergies>
double LennardJonesFluid::addPairTerms(const PairOrder& order, PairTerms& terms, double* fx,
                                       double* fy, double* energy) const
{
    // Every listed pair's terms first, all at once (packed by the compiler), then added to its
    // two atoms.
    const LennardJonesState& s = m_state;
    const std::size_t pairs = s.neighbours.size();
    terms.resize(pairs, WithEnergies);
    if (m_packedPairTerms && pairTermsCanBePacked()) {
        // Eight pairs at a time (PackedPairTerms.h), each atom's x and y side by side.
        const std::size_t n = s.x.size();
        terms.positions.resize(2 * n);
        for (std::size_t i = 0; i < n; ++i) {
            terms.positions[2 * i] = s.x[i];
            terms.positions[2 * i + 1] = s.y[i];
        }
        const LennardJones& lj = m_potentialFunction;
        packedPairTerms<WithEnergies>(
            {lj.epsilon(), lj.sigma2(), lj.cutoffSquared(), lj.shift()}, terms.positions.data(),
            order.first, order.second, pairs, s.side, 0.5 * s.side, terms.forceX.data(),
            terms.forceY.data(), terms.halfEnergy.data(), terms.virial.data(), terms.r2.data());
    } else {
        pairTerms<WithEnergies>(s.x.data(), s.y.data(), order.first, order.second, pairs, s.side,
                                0.5 * s.side, terms.forceX.data(), terms.forceY.data(),
                                terms.halfEnergy.data(), terms.virial.data(), terms.r2.data());
    }
    if (order.inRounds)
        scatterPairTermsInRounds<WithEnergies>(order.first, order.second, pairs, terms, fx, fy,
                                               energy);
    else
        scatterPairTerms<WithEnergies>(s.neighbourStart.data(), s.neighbours.data(), s.x.size(),
                                       terms, fx, fy, energy);
    return WithEnergies ? sumInFourLanes(terms.virial.data(), pairs) : 0.0;
}

void LennardJonesFluid::accumulateForces(bool sampleRdf, bool rebuildList, bool withEnergies)
{
    if (rebuildList)
        buildNeighbourList();
    LennardJonesState& s = m_state;
    const PairOrder order = pairOrder(m_rounds, m_pairAtom);
    if (!withEnergies) {
        addPairTerms<false>(order, m_pair, s.fx.data(), s.fy.data(), nullptr);
        return;
    }
    s.virial = addPairTerms<true>(order, m_pair, s.fx.data(), s.fy.data(), s.atomEnergy.data());
    if (sampleRdf)
        addPairsToRdf(m_pair.r2);
}

LennardJonesFluid::Energies LennardJonesFluid::energiesNow() const
{
    const std::size_t n = size();
    // The force pass's order derived again, in scratch of this call.
    Rounds rounds;
    std::vector<std::uint32_t> pairAtom;
    const PairOrder order = pairOrder(rounds, pairAtom);
    PairTerms terms;
    std::vector<double> fx(n, 0.0), fy(n, 0.0);
    Energies out;
    out.perAtom.assign(n, 0.0);
    out.virial = addPairTerms<true>(order, terms, fx.data(), fy.data(), out.perAtom.data());
    out.potential = sumInFourLanes(out.perAtom.data(), n);
    return out;
}

const LennardJonesFluid::Energies& LennardJonesFluid::energiesOnDemand() const
{
    // Every change of the state other than a step (setState, populate, loadAtoms) clears
    // m_onDemandAt; a step changes the step count.
    if (m_onDemandAt != m_state.steps) {
        m_onDemand = energiesNow();
        m_onDemandAt = m_state.steps;
    }
    return m_onDemand;
}

std::span<const double> LennardJonesFluid::atomEnergy() const
{
    return energiesAreCurrent() ? m_state.atomEnergy : energiesOnDemand().perAtom;
}

double LennardJonesFluid::potentialEnergy() const
{
    return energiesAreCurrent() ? m_state.potential : energiesOnDemand().potential;
}

double LennardJonesFluid::virial() const
{
    return energiesAreCurrent() ? m_state.virial : energiesOnDemand().virial;
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

namespace {

// vᵀ∇²U v of each listed pair, 0 beyond the cut-off: φ''(r)(w·r̂)² + (φ'(r)/r)(|w|² − (w·r̂)²)
// with w = vᵢ − vⱼ, φ' = −(24ε/r)(2s¹² − s⁶), φ'' = (24ε/r²)(26s¹² − 7s⁶), s = σ/r. No branch:
// packed by the compiler.
PL_VECTOR_CLONES
void velocityHessianTerms(const double* x, const double* y, const double* vx, const double* vy,
                          const std::uint32_t* atoms, const std::uint32_t* neighbours,
                          std::size_t count, double side, double epsilon, double sigma2,
                          double cutoff2, double* __restrict out)
{
    const double half = 0.5 * side;
    for (std::size_t m = 0; m < count; ++m) {
        const std::uint32_t i = atoms[m], j = neighbours[m];
        const auto [dx, dy, r2] = separation(x[i], y[i], x[j], y[j], side, half);
        const double inverse = 1.0 / r2;
        const double s2 = sigma2 * inverse, s6 = s2 * s2 * s2, s12 = s6 * s6;
        const double firstOverR = -24.0 * epsilon * (2.0 * s12 - s6) * inverse;  // φ'/r
        const double second = 24.0 * epsilon * (26.0 * s12 - 7.0 * s6) * inverse;  // φ''
        const double wx = vx[i] - vx[j], wy = vy[i] - vy[j];
        const double along = wx * dx + wy * dy;
        const double along2 = along * along * inverse;  // (w·r̂)²
        const double term = second * along2 + firstOverR * (wx * wx + wy * wy - along2);
        out[m] = r2 < cutoff2 ? term : 0.0;
    }
}

// min(start, values…), in four interleaved partial minima (the minimum is the same in any
// order): packed by the compiler.
PL_VECTOR_CLONES
double smallestInFourLanes(const double* values, std::size_t count, double start)
{
    double lane[4] = {start, start, start, start};
    std::size_t m = 0;
    for (; m + 4 <= count; m += 4)
        for (std::size_t l = 0; l < 4; ++l)
            lane[l] = std::min(lane[l], values[m + l]);
    double smallest = std::min(std::min(lane[0], lane[1]), std::min(lane[2], lane[3]));
    for (; m < count; ++m)
        smallest = std::min(smallest, values[m]);
    return smallest;
}

// min over the listed pairs of r², in four interleaved partial minima (the minimum is the same
// in any order): packed by the compiler.
PL_VECTOR_CLONES
double closestDistanceSquared(const double* x, const double* y, const std::uint32_t* atoms,
                              const std::uint32_t* neighbours, std::size_t count, double side,
                              double start)
{
    const double half = 0.5 * side;
    double lane[4] = {start, start, start, start};
    const auto distance2 = [&](std::size_t m) {
        const std::uint32_t i = atoms[m], j = neighbours[m];
        return separation(x[i], y[i], x[j], y[j], side, half).r2;
    };
    std::size_t m = 0;
    for (; m + 4 <= count; m += 4)
        for (std::size_t l = 0; l < 4; ++l)
            lane[l] = std::min(lane[l], distance2(m + l));
    double closest = std::min(std::min(lane[0], lane[1]), std::min(lane[2], lane[3]));
    for (; m < count; ++m)
        closest = std::min(closest, distance2(m));
    return closest;
}

} // namespace

LennardJonesFluid::ShadowTerms LennardJonesFluid::shadowTerms() const
{
    const LennardJonesState& s = m_state;
    ShadowTerms terms;
    // m_pairAtom follows the list (each build and setState write it); a list read otherwise is
    // walked atom by atom.
    std::vector<std::uint32_t> pairAtom;
    const std::uint32_t* atoms = m_pairAtom.data();
    const std::size_t pairs = s.neighbours.size();
    if (m_pairAtom.size() != pairs) {
        listPairAtoms(s, pairAtom);
        atoms = pairAtom.data();
    }
    std::vector<double> pairTerm(pairs);
    velocityHessianTerms(s.x.data(), s.y.data(), s.vx.data(), s.vy.data(), atoms,
                         s.neighbours.data(), pairs, s.side, m_potentialFunction.epsilon(),
                         m_potentialFunction.sigma2(), m_potentialFunction.cutoffSquared(),
                         pairTerm.data());
    terms.velocityHessianVelocity = sumInFourLanes(pairTerm.data(), pairs);
    for (std::size_t i = 0; i < s.fx.size(); ++i)
        terms.forceSquaredOverMass += (s.fx[i] * s.fx[i] + s.fy[i] * s.fy[i]) / s.settings.mass;
    return terms;
}

double LennardJonesFluid::stiffestPairCurvature() const
{
    const LennardJonesState& s = m_state;
    const double cutoff2 = m_potentialFunction.cutoffSquared();
    const double epsilon = m_potentialFunction.epsilon(), sigma2 = m_potentialFunction.sigma2();
    // φ'' = (24ε/r²)(26s¹² − 7s⁶) grows as r shrinks: the closest pair is the stiffest.
    double closest2 = cutoff2;
    if (energiesAreCurrent() && m_pair.r2.size() == s.neighbours.size()) {
        // This step's force pass has every listed pair's r² at hand (it computed the energies):
        // the same minimum without another pass through the positions.
        closest2 = smallestInFourLanes(m_pair.r2.data(), m_pair.r2.size(), cutoff2);
    } else if (m_pairAtom.size() == s.neighbours.size()) {
        closest2 = closestDistanceSquared(s.x.data(), s.y.data(), m_pairAtom.data(),
                                          s.neighbours.data(), s.neighbours.size(), s.side,
                                          cutoff2);
    } else {
        const double side = s.side, half = 0.5 * s.side;
        for (std::size_t i = 0; i + 1 < s.neighbourStart.size(); ++i) {
            for (std::uint32_t k = s.neighbourStart[i]; k < s.neighbourStart[i + 1]; ++k) {
                const std::uint32_t j = s.neighbours[k];
                closest2 = std::min(closest2, separation(s.x[i], s.y[i], s.x[j], s.y[j], side, half).r2);
            }
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
    m_kinetic =
        0.5 * s.settings.mass * scaleVelocities(s.vx.size(), lambda, s.vx.data(), s.vy.data());
}

double LennardJonesFluid::density() const
{
    return static_cast<double>(size()) / (m_state.side * m_state.side);
}

double LennardJonesFluid::kineticEnergy() const
{
    if (m_kinetic)
        return *m_kinetic;
    return 0.5 * m_state.settings.mass *
           sumOfSquares(m_state.vx.data(), m_state.vy.data(), m_state.vx.size());
}

double LennardJonesFluid::temperature() const
{
    return size() > 1 ? kineticEnergy() / static_cast<double>(size() - 1) : 0.0;
}

double LennardJonesFluid::pressure() const
{
    return (kineticEnergy() + 0.5 * virial()) / (m_state.side * m_state.side);
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

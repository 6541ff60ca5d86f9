#include <particlelab/md/LennardJonesFluid.h>

#include <algorithm>
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
    const LennardJonesSettings& s = m_state.settings;
    m_potentialFunction = LennardJones(s.epsilon, s.sigma, s.cutoff, s.shifted);
}

void LennardJonesFluid::populate(int count, double density, double kT)
{
    assert(count > 1 && density > 0.0);
    m_state.side = std::sqrt(count / density);
    const int columns = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(count))));
    const double spacing = m_state.side / columns;  // m
    std::uniform_real_distribution<double> jitter(-0.02 * spacing, 0.02 * spacing);
    std::normal_distribution<double> gauss(0.0, std::sqrt(kT / m_state.settings.mass));
    const std::size_t n = static_cast<std::size_t>(count);
    m_state.x.resize(n);
    m_state.y.resize(n);
    m_state.vx.resize(n);
    m_state.vy.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const int k = static_cast<int>(i);
        m_state.x[i] = (k % columns + 0.5) * spacing + jitter(m_state.random);
        m_state.y[i] = (k / columns + 0.5) * spacing + jitter(m_state.random);
        m_state.vx[i] = gauss(m_state.random);
        m_state.vy[i] = gauss(m_state.random);
    }
    // No drift of the whole box, and exactly the asked temperature.
    const double px = momentumX() / (m_state.settings.mass * count);
    const double py = momentumY() / (m_state.settings.mass * count);
    for (std::size_t i = 0; i < n; ++i) {
        m_state.vx[i] -= px;
        m_state.vy[i] -= py;
    }
    const double t = temperature();
    const double scale = t > 0.0 ? std::sqrt(kT / t) : 1.0;
    for (std::size_t i = 0; i < n; ++i) {
        m_state.vx[i] *= scale;
        m_state.vy[i] *= scale;
    }
    m_state.fx.assign(n, 0.0);
    m_state.fy.assign(n, 0.0);
    m_state.atomEnergy.assign(n, 0.0);
    m_state.time = 0.0;
    m_state.steps = 0;
    resetRdf();
    wrapPositions();
    m_state.neighbourStart.clear();
    computeForces(false);
}

void LennardJonesFluid::step(double dt)
{
    const std::size_t n = m_state.x.size();
    const double halfKick = 0.5 * dt / m_state.settings.mass;  // s/kg
    for (std::size_t i = 0; i < n; ++i) {
        m_state.vx[i] += halfKick * m_state.fx[i];
        m_state.vy[i] += halfKick * m_state.fy[i];
        m_state.x[i] += dt * m_state.vx[i];
        m_state.y[i] += dt * m_state.vy[i];
    }
    wrapPositions();
    ++m_state.steps;
    computeForces(m_state.settings.rdfInterval > 0 && m_state.steps % m_state.settings.rdfInterval == 0);
    for (std::size_t i = 0; i < n; ++i) {
        m_state.vx[i] += halfKick * m_state.fx[i];
        m_state.vy[i] += halfKick * m_state.fy[i];
    }
    thermostat(dt);
    m_state.time += dt;
}

void LennardJonesFluid::wrapPositions()
{
    const double side = m_state.side;
    for (std::size_t i = 0; i < m_state.x.size(); ++i) {
        m_state.x[i] -= side * std::floor(m_state.x[i] / side);
        m_state.y[i] -= side * std::floor(m_state.y[i] / side);
        // floor can leave x == side after rounding of a tiny negative x.
        if (m_state.x[i] >= side)
            m_state.x[i] = 0.0;
        if (m_state.y[i] >= side)
            m_state.y[i] = 0.0;
    }
}

void LennardJonesFluid::sortIntoCells()
{
    const std::size_t n = m_state.x.size();
    const int nc = m_state.cellsPerSide;
    const double inverseCell = nc / m_state.side;
    const std::size_t cells = static_cast<std::size_t>(nc) * static_cast<std::size_t>(nc);
    m_cellOf.resize(n);
    m_cellStart.assign(cells + 1, 0u);
    for (std::size_t i = 0; i < n; ++i) {
        const int cx = std::min(static_cast<int>(m_state.x[i] * inverseCell), nc - 1);
        const int cy = std::min(static_cast<int>(m_state.y[i] * inverseCell), nc - 1);
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
    for (std::vector<double>* a : {&m_state.x, &m_state.y, &m_state.vx, &m_state.vy}) {
        for (std::size_t i = 0; i < n; ++i)
            m_scratch[slot[i]] = (*a)[i];
        a->swap(m_scratch);
    }
}

bool LennardJonesFluid::neighbourListIsStale() const
{
    if (m_state.neighbourStart.size() != m_state.x.size() + 1)
        return true;
    // Rebuild once any atom has moved half the skin: two atoms approaching each other could
    // then have closed the whole skin.
    const double side = m_state.side, half = 0.5 * m_state.side;
    const double limit = 0.25 * m_state.settings.skin * m_state.settings.skin;  // m²
    for (std::size_t i = 0; i < m_state.x.size(); ++i) {
        double dx = m_state.x[i] - m_state.xAtBuild[i], dy = m_state.y[i] - m_state.yAtBuild[i];
        dx = dx > half ? dx - side : (dx < -half ? dx + side : dx);
        dy = dy > half ? dy - side : (dy < -half ? dy + side : dy);
        if (dx * dx + dy * dy > limit)
            return true;
    }
    return false;
}

void LennardJonesFluid::buildNeighbourList()
{
    const double reach = m_state.settings.cutoff + m_state.settings.skin;  // m
    const double reach2 = reach * reach;
    const double side = m_state.side, half = 0.5 * m_state.side;
    m_state.cellsPerSide = static_cast<int>(m_state.side / reach);
    const std::size_t n = m_state.x.size();
    m_state.neighbourStart.assign(n + 1, 0u);
    m_state.neighbours.clear();
    auto near = [&](std::size_t i, std::size_t j) {
        double dx = m_state.x[i] - m_state.x[j], dy = m_state.y[i] - m_state.y[j];
        dx = dx > half ? dx - side : (dx < -half ? dx + side : dx);
        dy = dy > half ? dy - side : (dy < -half ? dy + side : dy);
        return dx * dx + dy * dy < reach2;
    };
    if (m_state.cellsPerSide < 3) {
        // A small box: every pair, with the minimum image.
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = i + 1; j < n; ++j)
                if (near(i, j))
                    m_state.neighbours.push_back(static_cast<std::uint32_t>(j));
            m_state.neighbourStart[i + 1] = static_cast<std::uint32_t>(m_state.neighbours.size());
        }
    } else {
        sortIntoCells();
        const int nc = m_state.cellsPerSide;
        const std::uint32_t* start = m_cellStart.data();
        for (int cy = 0; cy < nc; ++cy) {
            const int up = cy + 1 == nc ? 0 : cy + 1;
            for (int cx = 0; cx < nc; ++cx) {
                const int left = cx == 0 ? nc - 1 : cx - 1;
                const int right = cx + 1 == nc ? 0 : cx + 1;
                const std::uint32_t c = static_cast<std::uint32_t>(cy * nc + cx);
                // Own cell (later atoms), then four of the eight neighbours; the other four
                // find this cell from their side.
                const std::uint32_t neighbours[4] = {
                    static_cast<std::uint32_t>(cy * nc + right),
                    static_cast<std::uint32_t>(up * nc + left),
                    static_cast<std::uint32_t>(up * nc + cx),
                    static_cast<std::uint32_t>(up * nc + right),
                };
                for (std::size_t i = start[c]; i < start[c + 1]; ++i) {
                    for (std::size_t j = i + 1; j < start[c + 1]; ++j)
                        if (near(i, j))
                            m_state.neighbours.push_back(static_cast<std::uint32_t>(j));
                    for (std::uint32_t nb : neighbours)
                        for (std::size_t j = start[nb]; j < start[nb + 1]; ++j)
                            if (near(i, j))
                                m_state.neighbours.push_back(static_cast<std::uint32_t>(j));
                    m_state.neighbourStart[i + 1] = static_cast<std::uint32_t>(m_state.neighbours.size());
                }
            }
        }
    }
    m_state.xAtBuild = m_state.x;
    m_state.yAtBuild = m_state.y;
    ++m_state.rebuilds;
}

void LennardJonesFluid::computeForces(bool sampleRdf)
{
    if (neighbourListIsStale())
        buildNeighbourList();
    const std::size_t n = m_state.x.size();
    std::fill(m_state.fx.begin(), m_state.fx.end(), 0.0);
    std::fill(m_state.fy.begin(), m_state.fy.end(), 0.0);
    std::fill(m_state.atomEnergy.begin(), m_state.atomEnergy.end(), 0.0);
    const double side = m_state.side, half = 0.5 * m_state.side;
    const double cutoff2 = m_potentialFunction.cutoffSquared();
    const double* x = m_state.x.data();
    const double* y = m_state.y.data();
    double* fx = m_state.fx.data();
    double* fy = m_state.fy.data();
    double* e = m_state.atomEnergy.data();
    const std::uint32_t* list = m_state.neighbours.data();
    const std::uint32_t* first = m_state.neighbourStart.data();
    const double rdfScale = m_state.settings.rdfBins / m_state.settings.cutoff;  // bins per m
    for (std::size_t i = 0; i < n; ++i) {
        const double xi = x[i], yi = y[i];
        double fxi = 0.0, fyi = 0.0, ei = 0.0;
        for (std::uint32_t k = first[i]; k < first[i + 1]; ++k) {
            const std::uint32_t j = list[k];
            double dx = xi - x[j], dy = yi - y[j];
            dx = dx > half ? dx - side : (dx < -half ? dx + side : dx);
            dy = dy > half ? dy - side : (dy < -half ? dy + side : dy);
            const double r2 = dx * dx + dy * dy;
            if (r2 >= cutoff2)
                continue;
            double fr = 0.0, u = 0.0;
            m_potentialFunction.evaluate(r2, fr, u);
            fxi += fr * dx;
            fyi += fr * dy;
            fx[j] -= fr * dx;
            fy[j] -= fr * dy;
            ei += 0.5 * u;
            e[j] += 0.5 * u;
            if (sampleRdf) {
                const std::size_t bin = static_cast<std::size_t>(std::sqrt(r2) * rdfScale);
                if (bin < m_state.rdfCounts.size())
                    m_state.rdfCounts[bin] += 1.0;
            }
        }
        fx[i] += fxi;
        fy[i] += fyi;
        e[i] += ei;
    }
    // Every pair's energy went half to each of its atoms: Σ e = U.
    double potential = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        potential += e[i];
    m_state.potential = potential;
    if (sampleRdf)
        ++m_state.rdfSamples;
}

double LennardJonesFluid::potentialEnergyByAllPairs() const
{
    const double side = m_state.side;
    double potential = 0.0;
    for (std::size_t i = 0; i < m_state.x.size(); ++i) {
        for (std::size_t j = i + 1; j < m_state.x.size(); ++j) {
            double dx = m_state.x[i] - m_state.x[j], dy = m_state.y[i] - m_state.y[j];
            dx -= side * std::round(dx / side);
            dy -= side * std::round(dy / side);
            potential += m_potentialFunction.potential(std::sqrt(dx * dx + dy * dy));
        }
    }
    return potential;
}

void LennardJonesFluid::thermostat(double dt)
{
    const double tau = m_state.settings.thermostatTime;
    if (tau <= 0.0)
        return;
    const double t = temperature();
    if (t <= 0.0)
        return;
    const double lambda =
        std::sqrt(std::clamp(1.0 + dt / tau * (m_state.settings.targetTemperature / t - 1.0), 0.64, 1.5625));
    for (std::size_t i = 0; i < m_state.x.size(); ++i) {
        m_state.vx[i] *= lambda;
        m_state.vy[i] *= lambda;
    }
}

double LennardJonesFluid::kineticEnergy() const
{
    double sum = 0.0;
    for (std::size_t i = 0; i < m_state.x.size(); ++i)
        sum += m_state.vx[i] * m_state.vx[i] + m_state.vy[i] * m_state.vy[i];
    return 0.5 * m_state.settings.mass * sum;
}

double LennardJonesFluid::temperature() const
{
    return m_state.x.size() > 1 ? kineticEnergy() / static_cast<double>(m_state.x.size() - 1) : 0.0;
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
    for (std::size_t i = 0; i < m_state.x.size(); ++i)
        if (!std::isfinite(m_state.x[i]) || !std::isfinite(m_state.y[i]) || !std::isfinite(m_state.vx[i]) ||
            !std::isfinite(m_state.vy[i]))
            return false;
    return true;
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
    std::vector<double> g(m_state.rdfCounts.size(), 0.0);
    if (m_state.rdfSamples == 0 || m_state.x.size() < 2)
        return g;
    const double n = static_cast<double>(m_state.x.size());
    const double density = n / (m_state.side * m_state.side);
    const double width = m_state.settings.cutoff / m_state.settings.rdfBins;
    for (std::size_t b = 0; b < g.size(); ++b) {
        const double r = (static_cast<double>(b) + 0.5) * width;
        const double ideal = n * density * 2.0 * std::numbers::pi * r * width;  // pairs × 2
        g[b] = 2.0 * m_state.rdfCounts[b] / (ideal * m_state.rdfSamples);
    }
    return g;
}

void LennardJonesFluid::resetRdf()
{
    std::fill(m_state.rdfCounts.begin(), m_state.rdfCounts.end(), 0.0);
    m_state.rdfSamples = 0;
}

} // namespace pl

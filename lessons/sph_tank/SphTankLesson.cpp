#include "sph_tank/SphTankLesson.h"
#include "framework/LessonText.h"
#include "common/Angles.h"

#include <particlelab/sph/MarchingSquares.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pl {

namespace {

constexpr double tiltRate = 20.0 * degree;  // rad/s: how fast the tank follows the tilt slider

const Color wallColor{120, 120, 120};
const Color obstacleColor{200, 110, 20};
const Color neighbourColor{230, 40, 200};
const Color surfaceStroke{20, 70, 160};

std::string fixed(double v, int decimals)
{
    std::ostringstream out;
    out.setf(std::ios::fixed);
    out.precision(decimals);
    out << v;
    return out.str();
}

std::string general(double v, int digits = 3)
{
    std::ostringstream out;
    out.precision(digits);
    out << v;
    return out.str();
}

} // namespace

SphTankLesson::SphTankLesson() : m_measured(martinMoyceFront()) {}

LessonInfo SphTankLesson::info() const
{
    return {
        "sph-tank",
        "SPH water tank: hydrostatics and the dam break",
        "Weakly compressible SPH with boundary particles, validated against Martin & Moyce (1952).",
        lessonText("sph-tank"),
    };
}

std::vector<ParameterSpec> SphTankLesson::parameters() const
{
    return {
        ParameterSpec::choice("scenario", "Scenario",
                              {{"hydrostatic", "Hydrostatic tank (water at rest)"},
                               {"dam-break", "Dam break (Martin & Moyce 1952)"},
                               {"stir", "Stir with the mouse"}},
                              "hydrostatic", "What is in the tank at t = 0."),
        ParameterSpec::integer("particles", "Fluid particles", 5000, 1000, 100000,
                               "Number of water particles; sets the spacing Δx = √(area/N).")
            .onLogScale(),
        ParameterSpec::number("aspect", "Column aspect n² = height / width", "", 2.0, 0.5, 4.0,
                              "Water height over its width a (dam break, hydrostatic tank).")
            .withStep(0.1),
        ParameterSpec::number("width", "Column width a", "m", 0.5, 0.05, 5.0,
                              "Width of the water column (dam break), of the tank (hydrostatic), "
                              "or the water depth (stir).")
            .withStep(0.05)
            .onLogScale(),
        ParameterSpec::number("tank_length", "Tank length L/a", "", 5.5, 2.0, 20.0,
                              "Inner length of the tank in column widths (dam break, stir).")
            .withStep(0.5),
        ParameterSpec::number("h_ratio", "Smoothing length h/Δx", "", 1.3, 1.0, 2.0,
                              "Kernel smoothing length over the particle spacing; the support is 2h.")
            .withStep(0.05),
        ParameterSpec::number("c0_factor", "Sound speed c₀ / √(2gH)", "", 10.0, 2.0, 40.0,
                              "Numerical sound speed as a multiple of the free-fall speed √(2gH) "
                              "from the water height H; ≥ 10 keeps the density error near 1 %.")
            .withStep(1.0),
        ParameterSpec::number("viscosity", "Artificial viscosity α", "", 0.2, 0.0, 2.0,
                              "Monaghan's linear viscosity coefficient α (Π = −αc₀μ/ρ̄ + βμ²/ρ̄).")
            .withStep(0.05)
            .appliesLive(),
        ParameterSpec::number("beta", "Artificial viscosity β", "", 2.0, 0.0, 4.0,
                              "Monaghan's quadratic viscosity coefficient β (for strong compression).")
            .withStep(0.5)
            .appliesLive(),
        ParameterSpec::number("visc_epsilon", "Viscosity ε", "", 0.01, 0.001, 0.1,
                              "ε in μᵢⱼ = h vᵢⱼ·xᵢⱼ/(r² + εh²): keeps Π finite for close pairs."),
        ParameterSpec::flag("xsph", "XSPH velocity correction", true,
                            "Moves particles with velocity v + 0.5 Σ (m/ρ̄)(vⱼ − vᵢ)W: less "
                            "interpenetration.")
            .appliesLive(),
        ParameterSpec::choice("density", "Density",
                              {{"summation", "Summation ρ = Σ m W"},
                               {"continuity", "Continuity dρ/dt = Σ m v·∇W"}},
                              "summation", "How each particle's density is found."),
        ParameterSpec::flag("clamp", "Clamp negative pressure", true,
                            "Sets p = max(p, 0): no tension where the density sum falls short."),
        ParameterSpec::number("dt_factor", "Time-step factor C", "", 0.25, 0.05, 0.5,
                              "Courant factor of Δt = C·h/(c₀ + max μ) (also used for the force "
                              "condition Δt = C √(h/|a|)).")
            .withStep(0.05),
        ParameterSpec::integer("threads", "Threads", 2, 1, 8,
                               "Threads of the neighbour, density and force loops (results are "
                               "identical for any count).")
            .appliesLive(),
        ParameterSpec::number("tilt", "Tank tilt", "°", 0.0, -30.0, 30.0,
                              "Tilts the tank about its floor's centre (turns at 20°/s).")
            .withStep(1.0)
            .appliesLive(),
        ParameterSpec::flag("auto_stir", "Stir automatically", true,
                            "Stir mode: the obstacle sweeps back and forth until you drag it.")
            .appliesLive(),
        ParameterSpec::choice("colour_by", "Colour particles by",
                              {{"speed", "Speed |v|"}, {"pressure", "Pressure p"},
                               {"density", "Density ρ"}},
                              "speed", "Quantity shown by the particle colours.")
            .appliesLive(),
        ParameterSpec::flag("surface", "Draw free surface", true,
                            "The level c = ½ of the smoothed colour field Σ (m/ρ₀) W, by "
                            "marching squares, filled like water.")
            .appliesLive(),
        ParameterSpec::flag("show_particles", "Draw particles", true,
                            "Draw the fluid particles (turn off to see the surface alone).")
            .appliesLive(),
    };
}

std::string SphTankLesson::validate(const ParameterValues& values) const
{
    const std::string& scenario = values.choice("scenario");
    const double length = values.number("tank_length");
    if (scenario == "dam-break" && length < 2.0)
        return "parameter 'tank_length': dam break: the tank length L/a = " + general(length) +
               " leaves the front no room; use L/a ≥ 2 (5.5 shows T up to 3.5).";
    // Stir: the water fills the tank to a depth a, so a long tank spreads the particles thin.
    const double particles = values.number("particles");
    const double rowsOverDepth = std::sqrt(particles / length);
    if (scenario == "stir" && rowsOverDepth < 10.0)
        return "parameters 'particles' and 'tank_length': stir: " + general(particles, 6) +
               " particles in a tank " + general(length) +
               " a long leave only " + general(rowsOverDepth, 2) +
               " particles over the depth; use at least " + general(std::ceil(100.0 * length), 6) +
               " particles or a shorter tank.";
    return {};
}

void SphTankLesson::reset(const ParameterValues& values)
{
    const std::string& scenario = values.choice("scenario");
    m_scenario = scenario == "hydrostatic" ? Scenario::Hydrostatic
                 : scenario == "stir"      ? Scenario::Stir
                                           : Scenario::DamBreak;
    const double a = values.number("width");
    m_aspect = values.number("aspect");
    const int particles = values.integer("particles");

    // The water block and the tank, in metres, then on the particle lattice.
    double waterWidth = a, waterHeight = m_aspect * a, tankLength = values.number("tank_length") * a;
    if (m_scenario == Scenario::Hydrostatic)
        tankLength = a;
    if (m_scenario == Scenario::Stir) {
        waterWidth = tankLength;
        waterHeight = a;
    }
    const double nominalSpacing = std::sqrt(waterWidth * waterHeight / particles);
    SphTankSpec spec;
    spec.waterColumns = std::max(4, static_cast<int>(std::lround(waterWidth / nominalSpacing)));
    const double dx = waterWidth / spec.waterColumns;
    spec.waterRows = std::max(4, static_cast<int>(std::lround(waterHeight / dx)));
    spec.tankColumns = std::max(spec.waterColumns, static_cast<int>(std::lround(tankLength / dx)));
    // Walls 1.5 times the water height (3 times when stirred, where the water is flung up).
    spec.wallRows = static_cast<int>(std::ceil((m_scenario == Scenario::Stir ? 3.0 : 1.5) * spec.waterRows));

    m_columnWidth = spec.waterColumns * dx;
    m_waterHeight = spec.waterRows * dx;
    m_tankLength = spec.tankColumns * dx;
    m_wallHeight = spec.wallRows * dx;
    m_gravity = 9.81;

    WcsphSettings s;
    s.spacing = dx;
    s.smoothingRatio = values.number("h_ratio");
    const double freeFallSpeed = std::sqrt(2.0 * m_gravity * m_waterHeight);  // m/s
    s.soundSpeed = values.number("c0_factor") * freeFallSpeed;
    s.alpha = values.number("viscosity");
    s.beta = values.number("beta");
    s.viscosityEpsilon = values.number("visc_epsilon");
    s.xsph = values.flag("xsph");
    s.density = values.choice("density") == "continuity" ? SphDensityMethod::Continuity
                                                         : SphDensityMethod::Summation;
    s.clampNegativePressure = values.flag("clamp");
    s.courantFactor = values.number("dt_factor");
    s.forceFactor = values.number("dt_factor");
    s.maxTimeStep = 0.01 * std::sqrt(m_columnWidth / m_gravity);
    s.gravity = Eigen::Vector2d(0.0, -m_gravity);
    s.threads = values.integer("threads");

    if (m_scenario == Scenario::Stir) {
        spec.obstacle = true;
        m_obstacleRadius = std::max(0.25 * m_waterHeight, 4.0 * dx);
        m_obstacleHome = Eigen::Vector2d(0.5 * m_tankLength, m_waterHeight);
        spec.obstacleCentre = m_obstacleHome;
        spec.obstacleRadius = m_obstacleRadius;
    }
    m_model = buildSphTank(s, spec);

    m_probe = m_scenario == Scenario::Hydrostatic ? Eigen::Vector2d(0.5 * m_columnWidth, 0.5 * m_waterHeight)
              : m_scenario == Scenario::DamBreak  ? Eigen::Vector2d(0.5 * m_columnWidth, 0.125 * m_waterHeight)
                                                  : Eigen::Vector2d(0.125 * m_tankLength, 0.5 * m_waterHeight);
    m_dragging = false;
    m_selectedId = -1;
    m_divergedAt.reset();
    m_front.clear();
    m_dtSum = 0.0;
    m_forceLimitedSteps = 0;
    m_sampleInterval = 0.01 * std::sqrt(m_columnWidth / m_gravity);
    m_nextSample = 0.0;
    applyLive(values);
    sample();
}

void SphTankLesson::applyLive(const ParameterValues& values)
{
    m_model.setViscosity(values.number("viscosity"), values.number("beta"));
    m_model.setXsph(values.flag("xsph"));
    m_model.setThreads(values.integer("threads"));
    m_tiltTarget = values.number("tilt") * degree;
    m_model.setTankAngleTarget(m_tiltTarget, tiltRate);
    m_autoStir = values.flag("auto_stir");
    const std::string& colour = values.choice("colour_by");
    m_colouring = colour == "pressure"  ? Colouring::Pressure
                  : colour == "density" ? Colouring::Density
                                        : Colouring::Speed;
    m_drawSurface = values.flag("surface");
    m_drawParticles = values.flag("show_particles");
}

SphTankLesson::TankFrame SphTankLesson::frame() const
{
    return {Eigen::Vector2d(0.5 * m_tankLength, 0.0), std::cos(m_model.tankAngle()),
            std::sin(m_model.tankAngle())};
}

void SphTankLesson::updateStirTarget()
{
    if (m_scenario != Scenario::Stir)
        return;
    const double maxSpeed = 0.5 * std::sqrt(2.0 * m_gravity * m_waterHeight);  // m/s
    if (m_dragging) {
        m_model.setObstacleTarget(m_dragTarget, maxSpeed);
    } else if (m_autoStir) {
        const double period = 6.0 * std::sqrt(m_tankLength / m_gravity);  // s
        const double sweep = 0.3 * m_tankLength;                          // m
        m_model.setObstacleTarget(
            Eigen::Vector2d(sweep * std::sin(2.0 * std::numbers::pi * m_model.time() / period), 0.0),
            maxSpeed);
    } else {
        m_model.setObstacleTarget(m_model.obstacleOffset(), maxSpeed);
    }
}

void SphTankLesson::step()
{
    if (m_divergedAt)
        return;
    updateStirTarget();
    const double dt = m_model.step();
    m_dtSum += dt;
    if (m_model.lastLimit() == TimeStepLimit::Force)
        ++m_forceLimitedSteps;
    if (!m_model.isFiniteAndBounded()) {
        m_divergedAt = m_model.time();
        return;
    }
    if (m_model.time() >= m_nextSample)
        sample();
}

double SphTankLesson::dimensionlessTime() const
{
    return std::sqrt(m_aspect) * m_model.time() * std::sqrt(m_gravity / m_columnWidth);
}

double SphTankLesson::frontPosition() const
{
    const TankFrame tank = frame();
    double front = 0.0;
    for (const Eigen::Vector2d& x : m_model.positions())
        front = std::max(front, tank.toTank(x).x());
    return (front + 0.5 * m_model.settings().spacing) / m_columnWidth;
}

int SphTankLesson::escapedParticles() const
{
    const TankFrame tank = frame();
    int escaped = 0;
    for (const Eigen::Vector2d& x : m_model.positions()) {
        const Eigen::Vector2d t = tank.toTank(x);
        if (!(t.x() > 0.0 && t.x() < m_tankLength && t.y() > 0.0))
            ++escaped;
    }
    return escaped;
}

double SphTankLesson::frontDeviation() const
{
    // The measurements are for n² = 2 only.
    if (m_scenario != Scenario::DamBreak || m_front.size() < 2 || std::abs(m_aspect - 2.0) > 1e-9)
        return std::nan("");
    double worst = std::nan("");
    for (const FrontMeasurement& m : m_measured) {
        if (m.time < 1.0 || m.time > 3.0 || m.time > m_front.back()[0])
            continue;
        // Linear interpolation of the simulated front at the measured T.
        auto after = std::lower_bound(m_front.begin(), m_front.end(), m.time,
                                      [](const std::vector<double>& row, double t) { return row[0] < t; });
        if (after == m_front.begin() || after == m_front.end())
            continue;
        const auto before = after - 1;
        const double f = (m.time - (*before)[0]) / ((*after)[0] - (*before)[0]);
        const double z = (*before)[1] + f * ((*after)[1] - (*before)[1]);
        const double deviation = 100.0 * std::abs(z - m.front) / m.front;
        worst = std::isnan(worst) ? deviation : std::max(worst, deviation);
    }
    return worst;
}

SphTankLesson::Diagnostics SphTankLesson::diagnose() const
{
    Diagnostics d;
    const std::vector<Eigen::Vector2d>& x = m_model.positions();
    const std::vector<double>& rho = m_model.densities();
    const double rho0 = m_model.settings().restDensity;
    const double h = m_model.kernel().smoothingLength();
    const double dx = m_model.settings().spacing;
    const int n = m_model.fluidCount();
    const TankFrame tank = frame();

    // The free surface above each column of width 2h (tank frame): the highest particle + Δx/2.
    const double binWidth = 2.0 * h;
    const int bins = std::max(1, static_cast<int>(std::ceil(m_tankLength / binWidth)));
    const auto binOf = [&](double tx) {
        return std::clamp(static_cast<int>(std::floor(tx / binWidth)), 0, bins - 1);
    };
    std::vector<double> surface(static_cast<std::size_t>(bins), -1e300);
    std::vector<Eigen::Vector2d> local(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        local[static_cast<std::size_t>(i)] = tank.toTank(x[static_cast<std::size_t>(i)]);
        double& top = surface[static_cast<std::size_t>(binOf(local[static_cast<std::size_t>(i)].x()))];
        top = std::max(top, local[static_cast<std::size_t>(i)].y() + 0.5 * dx);
    }
    const auto surfaceAbove = [&](double tx) {
        const int b = binOf(tx);
        double top = surface[static_cast<std::size_t>(b)];
        if (b > 0)
            top = std::max(top, surface[static_cast<std::size_t>(b - 1)]);
        if (b + 1 < bins)
            top = std::max(top, surface[static_cast<std::size_t>(b + 1)]);
        return top;
    };

    // Deeper than 2h below the free surface = no air within 2h. Air is where the fluid's colour
    // field c = Σ (m/ρ₀) W is below ½, at least Δx/2 inside the tank and away from the
    // obstacle (beside a wall c drops because the fluid stops, not because air begins). Its
    // edge is found on a grid of spacing Δx, linearly interpolated along the grid lines.
    const Eigen::Vector2d margin = Eigen::Vector2d::Constant(2.0 * h + 2.0 * dx);
    Eigen::Vector2d lo = n > 0 ? x.front() : Eigen::Vector2d::Zero(), hi = lo;
    for (const Eigen::Vector2d& p : x) {
        lo = lo.cwiseMin(p);
        hi = hi.cwiseMax(p);
    }
    lo -= margin;
    hi += margin;
    const int nx = std::min(4000, static_cast<int>(std::ceil((hi.x() - lo.x()) / dx)) + 1);
    const int ny = std::min(4000, static_cast<int>(std::ceil((hi.y() - lo.y()) / dx)) + 1);
    const std::vector<double> colour = m_model.colourFieldOnGrid(lo, dx, nx, ny, false);
    const auto node = [nx](int i, int k) {
        return static_cast<std::size_t>(k) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i);
    };
    // Solid (never air): the walls with a margin of Δx/2 on their inner faces, and the obstacle.
    std::vector<char> open(colour.size(), 1);
    const Eigen::Vector2d obstacle = m_obstacleHome + m_model.obstacleOffset();
    const double wall = sphWallLayers * dx + 0.5 * dx;
    for (int k = 0; k < ny; ++k)
        for (int i = 0; i < nx; ++i) {
            const Eigen::Vector2d world = lo + dx * Eigen::Vector2d(i, k);
            const Eigen::Vector2d t = tank.toTank(world);
            const bool nearTank = t.x() > -wall && t.x() < m_tankLength + wall && t.y() > -wall &&
                                  t.y() <= m_wallHeight + 0.5 * dx;
            const bool insideTank = t.x() > 0.5 * dx && t.x() < m_tankLength - 0.5 * dx && t.y() > 0.5 * dx;
            bool solid = nearTank && !insideTank;
            if (m_scenario == Scenario::Stir && (world - obstacle).norm() < m_obstacleRadius + 0.5 * dx)
                solid = true;
            open[node(i, k)] = !solid;
        }
    const auto air = [&](std::size_t q) { return colour[q] < 0.5 && open[q]; };
    // Points of the air's edge, bucketed in cells of 2h.
    const double cell = 2.0 * h;
    const int cx = static_cast<int>(std::ceil((hi.x() - lo.x()) / cell)) + 1;
    const int cy = static_cast<int>(std::ceil((hi.y() - lo.y()) / cell)) + 1;
    std::vector<std::vector<Eigen::Vector2d>> edge(static_cast<std::size_t>(cx) * static_cast<std::size_t>(cy));
    const auto bucket = [&](const Eigen::Vector2d& p, int di, int dk) -> std::vector<Eigen::Vector2d>* {
        const int i = static_cast<int>(std::floor((p.x() - lo.x()) / cell)) + di;
        const int k = static_cast<int>(std::floor((p.y() - lo.y()) / cell)) + dk;
        if (i < 0 || k < 0 || i >= cx || k >= cy)
            return nullptr;
        return &edge[static_cast<std::size_t>(k) * static_cast<std::size_t>(cx) + static_cast<std::size_t>(i)];
    };
    const auto crossing = [&](int i0, int k0, int i1, int k1) {
        const std::size_t a = node(i0, k0), b = node(i1, k1);
        if (air(a) == air(b))
            return;
        double t = 0.5;  // where only the wall mask flips: the midpoint
        if ((colour[a] < 0.5) != (colour[b] < 0.5) && open[a] && open[b])
            t = std::clamp((0.5 - colour[a]) / (colour[b] - colour[a]), 0.0, 1.0);
        const Eigen::Vector2d p = lo + dx * Eigen::Vector2d(i0 + t * (i1 - i0), k0 + t * (k1 - k0));
        if (std::vector<Eigen::Vector2d>* list = bucket(p, 0, 0))
            list->push_back(p);
    };
    for (int k = 0; k < ny; ++k)
        for (int i = 0; i < nx; ++i) {
            if (i + 1 < nx)
                crossing(i, k, i + 1, k);
            if (k + 1 < ny)
                crossing(i, k, i, k + 1);
        }
    const auto deep = [&](const Eigen::Vector2d& p) {
        for (int dk = -1; dk <= 1; ++dk)
            for (int di = -1; di <= 1; ++di)
                if (const std::vector<Eigen::Vector2d>* list = bucket(p, di, dk))
                    for (const Eigen::Vector2d& q : *list)
                        if ((q - p).squaredNorm() <= cell * cell)
                            return false;
        const std::size_t q = node(std::clamp(static_cast<int>(std::lround((p.x() - lo.x()) / dx)), 0, nx - 1),
                                   std::clamp(static_cast<int>(std::lround((p.y() - lo.y()) / dx)), 0, ny - 1));
        return !air(q);
    };

    double sum = 0.0;
    int maxNeighbours = 0;
    for (int i = 0; i < n; ++i) {
        const std::size_t si = static_cast<std::size_t>(i);
        const double error = 100.0 * std::abs(rho[si] - rho0) / rho0;
        d.maxError = std::max(d.maxError, error);
        if (deep(x[si])) {
            if (error > d.maxInteriorError)
                d.worstInteriorId = m_model.ids()[si];
            d.maxInteriorError = std::max(d.maxInteriorError, error);
            sum += error;
            ++d.interiorCount;
        }
        maxNeighbours = std::max(maxNeighbours, m_model.neighbourCount(i));
    }
    d.meanInteriorError = d.interiorCount > 0 ? sum / d.interiorCount : 0.0;
    d.neighbourHistogram.assign(static_cast<std::size_t>(maxNeighbours) + 1, 0);
    for (int i = 0; i < n; ++i)
        ++d.neighbourHistogram[static_cast<std::size_t>(m_model.neighbourCount(i))];

    d.probePressure = m_model.interpolatePressure(tank.toWorld(m_probe));
    const double depth = surfaceAbove(m_probe.x()) - m_probe.y();
    d.hydrostaticPressure = rho0 * m_gravity * std::max(depth, 0.0);
    d.kineticEnergy = m_model.kineticEnergy();
    return d;
}

void SphTankLesson::sample()
{
    m_last = diagnose();
    m_sampledStep = m_model.steps();
    m_nextSample = m_model.time() + m_sampleInterval;
    if (m_scenario == Scenario::DamBreak)
        m_front.push_back({dimensionlessTime(), frontPosition()});
}

std::vector<ChartSpec> SphTankLesson::charts() const
{
    std::vector<ChartSpec> out;
    out.push_back({"kinetic_energy", "Kinetic energy", {"time", "s"}, {"kinetic energy", "J/m"},
                   {{"kinetic", "E_k = Σ ½ m v²", paletteColor(1)}}});
    out.push_back({"density_error", "Density error |ρ − ρ₀|/ρ₀", {"time", "s"}, {"density error", "%", false, 0.0, 0.0, /*fromZero=*/true},
                   {{"max", "max, deeper than 2h", paletteColor(0)},
                    {"mean", "mean, deeper than 2h", paletteColor(1)},
                    {"max_all", "max, all particles", colors::grey, SeriesStyle::DashedLine, 1.5}}});
    out.push_back({"probe_pressure", "Pressure at the probe", {"time", "s"}, {"pressure", "Pa"},
                   {{"sph", "SPH pressure at the probe", paletteColor(2)},
                    {"hydrostatic", "ρ₀ g (depth)", colors::black, SeriesStyle::DashedLine, 1.5}}});
    if (m_scenario == Scenario::DamBreak) {
        ChartSpec front{"front", "Dam-break surge front",
                        {"T = t √(n² g/a)", "", false, 0.0, 4.0},
                        {"Z = x/a", "", false, 0.0, std::max(4.5, m_tankLength / m_columnWidth + 0.2)},
                        {{"sph", "SPH", paletteColor(1)},
                         {"martin_moyce", "Martin & Moyce (1952), n² = 2", paletteColor(0), SeriesStyle::Points, 4.0}}};
        out.push_back(front);
    }
    out.push_back({"neighbours", "Neighbours within 2h", {"neighbour count", ""},
                   {"particles", "", false, 0.0, 0.0, /*fromZero=*/true},
                   {{"histogram", "fluid particles", paletteColor(6)}}});
    out.push_back({"time_step", "Time step", {"time", "s"}, {"Δt", "s", true},
                   {{"dt", "Δt used", paletteColor(1)},
                    {"courant", "Courant C·h/(c₀ + max μ)", paletteColor(2), SeriesStyle::DashedLine, 1.5},
                    {"force", "force C·√(h/max |a|)", paletteColor(0), SeriesStyle::DashedLine, 1.5}}});
    return out;
}

void SphTankLesson::record(ChartData& data) const
{
    if (m_sampledStep != m_model.steps())
        return;
    const double t = m_model.time();
    data.append("kinetic_energy", "kinetic", t, m_last.kineticEnergy);
    data.append("density_error", "max", t, m_last.maxInteriorError);
    data.append("density_error", "mean", t, m_last.meanInteriorError);
    data.append("density_error", "max_all", t, m_last.maxError);
    if (std::isfinite(m_last.probePressure))
        data.append("probe_pressure", "sph", t, m_last.probePressure);
    data.append("probe_pressure", "hydrostatic", t, m_last.hydrostaticPressure);
    if (m_model.steps() > 0) {
        data.append("time_step", "dt", t, m_model.lastTimeStep());
        data.append("time_step", "courant", t, m_model.courantTimeStep());
        const double force = m_model.forceTimeStep();
        if (std::isfinite(force))
            data.append("time_step", "force", t, force);
    }
    std::vector<ChartPoint> histogram;
    for (std::size_t k = 0; k < m_last.neighbourHistogram.size(); ++k)
        histogram.push_back({static_cast<double>(k), static_cast<double>(m_last.neighbourHistogram[k])});
    data.replace("neighbours", "histogram", std::move(histogram));
    if (m_scenario == Scenario::DamBreak) {
        if (!m_front.empty())
            data.append("front", "sph", m_front.back()[0], m_front.back()[1]);
        if (m_model.steps() == 0) {
            std::vector<ChartPoint> measured;
            for (const FrontMeasurement& m : m_measured)
                measured.push_back({m.time, m.front});
            data.replace("front", "martin_moyce", std::move(measured));
        }
    }
}

std::vector<Measurement> SphTankLesson::measurements() const
{
    std::vector<Measurement> out;
    const std::string interiorNote = "particles more than 2h below the free surface (" +
                                     std::to_string(m_last.interiorCount) + " of " +
                                     std::to_string(m_model.fluidCount()) + ")";
    out.push_back(Measurement{"max_density_error", "Max density error |ρ − ρ₀|/ρ₀", "%",
                              m_last.maxInteriorError, interiorNote});
    out.push_back(Measurement{"mean_density_error", "Mean density error |ρ − ρ₀|/ρ₀", "%",
                              m_last.meanInteriorError, interiorNote});
    if (std::isfinite(m_last.probePressure))
        out.push_back(Measurement::number("probe_pressure", "Pressure at the probe", "Pa", m_last.probePressure));
    else
        out.push_back(Measurement::missing("probe_pressure", "Pressure at the probe", "Pa",
                                           "no water within 2h of the probe"));
    out.push_back(Measurement::number("hydrostatic_pressure", "ρ₀ g (depth) at the probe", "Pa",
                                      m_last.hydrostaticPressure));
    if (m_scenario == Scenario::DamBreak)
        out.push_back(Measurement{"front", "Surge front [T, Z]", "", m_front,
                                  "T = t √(n² g/a), Z = x/a, n² = " + general(m_aspect)});
    else
        out.push_back(Measurement::missing("front", "Surge front [T, Z]", "", "dam-break scenario only"));
    const double deviation = frontDeviation();
    if (std::isfinite(deviation))
        out.push_back(Measurement::number("front_deviation",
                                          "Largest front deviation from Martin & Moyce, 1 ≤ T ≤ 3", "%",
                                          deviation));
    else
        out.push_back(Measurement::missing("front_deviation",
                                           "Largest front deviation from Martin & Moyce, 1 ≤ T ≤ 3", "%",
                                           "dam break with n² = 2, after T = 1 only"));
    out.push_back(Measurement::number("particles", "Fluid particles", "", m_model.fluidCount()));
    out.push_back(Measurement::number("boundary_particles", "Boundary particles", "", m_model.boundaryCount()));
    out.push_back(Measurement::number("steps", "Steps", "", static_cast<double>(m_model.steps())));
    if (m_model.steps() > 0)
        out.push_back(Measurement::number("dt_mean", "Mean time step", "s", m_dtSum / static_cast<double>(m_model.steps())));
    else
        out.push_back(Measurement::missing("dt_mean", "Mean time step", "s", "no step taken yet"));
    if (m_model.steps() > 0)
        out.push_back(Measurement::number("force_limited_steps", "Steps with Δt set by the force condition", "%",
                                          100.0 * static_cast<double>(m_forceLimitedSteps) /
                                              static_cast<double>(m_model.steps())));
    else
        out.push_back(Measurement::missing("force_limited_steps", "Steps with Δt set by the force condition",
                                           "%", "no step taken yet"));
    out.push_back(Measurement::number("escaped", "Particles outside the tank", "", escapedParticles()));
    out.push_back(Measurement::number("kinetic_energy", "Kinetic energy", "J/m", m_last.kineticEnergy));
    out.push_back(Measurement::number("sound_speed", "Sound speed c₀", "m/s", m_model.settings().soundSpeed));
    out.push_back(Measurement::number("spacing", "Particle spacing Δx", "m", m_model.settings().spacing));
    if (m_divergedAt)
        for (Measurement& m : out)
            m.note = "diverged at t = " + fixed(*m_divergedAt, 4) + " s" + (m.note.empty() ? "" : "; " + m.note);
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

void SphTankLesson::scene(Scene& out) const
{
    out.clear();
    const double dx = m_model.settings().spacing;
    const double h = m_model.kernel().smoothingLength();
    const double rho0 = m_model.settings().restDensity;
    const double wall = sphWallLayers * dx;
    const double margin = 0.05 * std::max(m_tankLength, m_wallHeight);
    out.boundsMin = Eigen::Vector2d(-wall - margin, -wall - margin);
    out.boundsMax = Eigen::Vector2d(m_tankLength + wall + margin, m_wallHeight + margin);

    // Walls and obstacle: the boundary particles themselves.
    DiskCloudItem walls, obstacle;
    walls.radius = obstacle.radius = 0.5 * dx;
    for (int b = 0; b < m_model.boundaryCount(); ++b) {
        const Eigen::Vector2d& p = m_model.boundaryPositions()[static_cast<std::size_t>(b)];
        if (m_model.boundaryBodies()[static_cast<std::size_t>(b)] == BoundaryBody::Tank)
            walls.centers.push_back(p);
        else
            obstacle.centers.push_back(p);
    }
    walls.colors = {wallColor};
    obstacle.colors = {obstacleColor};
    out.clouds.push_back(std::move(walls));
    if (!obstacle.centers.empty())
        out.clouds.push_back(std::move(obstacle));

    const bool finite = !m_divergedAt.has_value();
    const std::vector<Eigen::Vector2d>& x = m_model.positions();
    const int n = m_model.fluidCount();

    // The free surface: marching squares on the colour field over the fluid's bounding box.
    if (m_drawSurface && finite && n > 0) {
        Eigen::Vector2d lo = x.front(), hi = x.front();
        for (const Eigen::Vector2d& p : x) {
            lo = lo.cwiseMin(p);
            hi = hi.cwiseMax(p);
        }
        lo -= Eigen::Vector2d::Constant(2.0 * h + dx);
        hi += Eigen::Vector2d::Constant(2.0 * h + dx);
        const double spacing = dx;
        const int nx = static_cast<int>(std::ceil((hi.x() - lo.x()) / spacing)) + 1;
        const int ny = static_cast<int>(std::ceil((hi.y() - lo.y()) / spacing)) + 1;
        if (static_cast<double>(nx) * ny < 4e6) {
            const std::vector<double> field = m_model.colourFieldOnGrid(lo, spacing, nx, ny);
            for (std::vector<Eigen::Vector2d>& loop : isoContours(field, nx, ny, lo, spacing, 0.5)) {
                PolylineItem polygon;
                const bool hole = signedArea(loop) < 0.0;
                polygon.points = std::move(loop);
                polygon.closed = true;
                polygon.fill = hole ? colors::white : colors::water;
                polygon.stroke = Stroke{surfaceStroke, 1.5, false};
                // Water first, holes (air pockets) after, so they show on top.
                if (hole)
                    out.polylines.push_back(std::move(polygon));
                else
                    out.polylines.insert(out.polylines.begin(), std::move(polygon));
            }
        }
    }

    // Fluid particles coloured by speed, pressure or density.
    const double freeFallSpeed = std::sqrt(2.0 * m_gravity * m_waterHeight);
    ColorLegend legend;
    switch (m_colouring) {
    case Colouring::Speed:
        legend = {"speed |v|", "m/s", 0.0, freeFallSpeed};
        break;
    case Colouring::Pressure:
        legend = {"pressure p", "Pa", 0.0, 1.2 * rho0 * m_gravity * m_waterHeight};
        break;
    case Colouring::Density:
        legend = {"density ρ", "kg/m³", 0.99 * rho0, 1.01 * rho0};
        break;
    }
    if (m_drawParticles && finite) {
        DiskCloudItem fluid;
        fluid.radius = 0.5 * dx;
        fluid.centers.reserve(static_cast<std::size_t>(n));
        fluid.colors.reserve(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            const std::size_t si = static_cast<std::size_t>(i);
            double value = 0.0;
            switch (m_colouring) {
            case Colouring::Speed: value = m_model.velocities()[si].norm(); break;
            case Colouring::Pressure: value = m_model.pressures()[si]; break;
            case Colouring::Density: value = m_model.densities()[si]; break;
            }
            fluid.centers.push_back(x[si]);
            fluid.colors.push_back(rampColor((value - legend.min) / (legend.max - legend.min)));
        }
        out.clouds.push_back(std::move(fluid));
        out.colorLegends.push_back(legend);
    }

    // The probe.
    const Eigen::Vector2d probe = frame().toWorld(m_probe);
    out.circles.push_back({probe, 4.0, colors::white, Stroke{colors::black, 1.5, false}, true});
    out.labels.push_back({probe + Eigen::Vector2d(1.5 * dx, 0.5 * dx), "probe", colors::black, 9});

    // The particle with the largest density error deeper than 2h.
    const int worst = finite ? m_model.indexOfId(m_last.worstInteriorId) : -1;
    if (worst >= 0 && m_last.maxInteriorError > 1.0) {
        const Eigen::Vector2d p = x[static_cast<std::size_t>(worst)];
        out.circles.push_back({p, 2.0 * dx, colors::none, Stroke{colors::warning, 2.0, false}, false});
        out.labels.push_back({p + Eigen::Vector2d(2.5 * dx, 1.5 * dx),
                              "largest density error " + fixed(m_last.maxInteriorError, 1) + " %",
                              colors::warning, 9});
    }

    // The particle inspector.
    const int selected = finite ? m_model.indexOfId(m_selectedId) : -1;
    if (selected >= 0) {
        const std::size_t si = static_cast<std::size_t>(selected);
        const Eigen::Vector2d xi = x[si];
        DiskCloudItem neighbours;
        neighbours.radius = 0.35 * dx;
        for (int j : m_model.fluidNeighbours(selected))
            neighbours.centers.push_back(x[static_cast<std::size_t>(j)]);
        for (int b : m_model.boundaryNeighbours(selected))
            neighbours.centers.push_back(m_model.boundaryPositions()[static_cast<std::size_t>(b)]);
        neighbours.colors = {neighbourColor};
        out.clouds.push_back(std::move(neighbours));
        out.circles.push_back({xi, 2.0 * h, colors::none, Stroke{colors::black, 1.5, true}, false});
        out.circles.push_back({xi, 0.5 * dx, colors::black, Stroke{colors::white, 1.0, false}, false});
        const double rho = m_model.densities()[si];
        const Eigen::Vector2d v = m_model.velocities()[si];
        const int fluidNeighbours = static_cast<int>(m_model.fluidNeighbours(selected).size());
        const int wallNeighbours = m_model.neighbourCount(selected) - fluidNeighbours;
        const Eigen::Vector2d at(0.03 * m_tankLength, m_wallHeight - 0.04 * m_wallHeight);
        const double line = 0.045 * m_wallHeight;
        const std::vector<std::string> lines = {
            "particle #" + std::to_string(m_selectedId),
            "ρ = " + fixed(rho, 2) + " kg/m³ (" + fixed(100.0 * (rho - rho0) / rho0, 3) + " %)",
            "p = " + general(m_model.pressures()[si], 4) + " Pa",
            "v = (" + general(v.x(), 3) + ", " + general(v.y(), 3) + ") m/s",
            "neighbours: " + std::to_string(fluidNeighbours) + " fluid + " + std::to_string(wallNeighbours) + " wall",
        };
        for (std::size_t k = 0; k < lines.size(); ++k)
            out.labels.push_back({at - Eigen::Vector2d(0.0, line * static_cast<double>(k)), lines[k], colors::black, 10});
    }

    out.legend.push_back({"water particles", rampColor(0.5)});
    out.legend.push_back({"boundary particles", wallColor});
    if (m_scenario == Scenario::Stir)
        out.legend.push_back({"obstacle (drag it)", obstacleColor});
    if (m_drawSurface)
        out.legend.push_back({"free surface c = ½", colors::water});
    if (selected >= 0)
        out.legend.push_back({"neighbours within 2h", neighbourColor});

    std::string limit = m_model.lastLimit() == TimeStepLimit::Force ? "force" : "Courant";
    std::string caption = "t = " + fixed(m_model.time(), 3) + " s";
    if (m_scenario == Scenario::DamBreak)
        caption += "  T = " + fixed(dimensionlessTime(), 2) + "  Z = " + fixed(frontPosition(), 2);
    caption += "   N = " + std::to_string(n) + "   Δt = " + general(m_model.lastTimeStep(), 3) +
               " s (" + limit + ")   c₀ = " + general(m_model.settings().soundSpeed, 3) + " m/s";
    out.caption = caption;
    out.warnings = notices();
}

std::vector<std::string> SphTankLesson::notices() const
{
    std::vector<std::string> out;
    if (m_divergedAt) {
        out.push_back("The simulation diverged at t = " + fixed(*m_divergedAt, 4) +
                      " s: lower the time-step factor, raise the viscosity α or the c₀ factor.");
        return out;
    }
    const int worst = m_model.indexOfId(m_last.worstInteriorId);
    if (m_last.maxInteriorError > 1.0 && worst >= 0) {
        const bool deficit = m_model.densities()[static_cast<std::size_t>(worst)] < m_model.settings().restDensity;
        if (deficit && m_model.settings().clampNegativePressure)
            out.push_back("Density deficit " + fixed(m_last.maxInteriorError, 1) +
                          " % (red ring): clamped p ≥ 0 cannot hold stretched flow together; " +
                          (m_model.settings().density == SphDensityMethod::Summation
                               ? "try clamp off or continuity density."
                               : "try clamp off."));
        else
            out.push_back("Density error " + fixed(m_last.maxInteriorError, 1) +
                          " % > 1 % (red ring): the water is too compressible; raise the c₀ factor "
                          "(error ∝ 1/c₀²).");
    }
    double maxSpeed = 0.0;
    for (const Eigen::Vector2d& v : m_model.velocities())
        maxSpeed = std::max(maxSpeed, v.norm());
    if (maxSpeed > 0.1 * m_model.settings().soundSpeed)
        out.push_back("Flow speed " + general(maxSpeed, 3) + " m/s exceeds c₀/10 = " +
                      general(0.1 * m_model.settings().soundSpeed, 3) +
                      " m/s: raise the c₀ factor to keep the fluid nearly incompressible.");
    if (m_model.steps() > 0 && m_model.lastLimit() == TimeStepLimit::Force)
        out.push_back("Δt is limited by the force condition (violent accelerations): lower the "
                      "time-step factor or raise the viscosity α if the particles jitter.");
    const int escaped = escapedParticles();
    if (escaped > 0)
        out.push_back(std::to_string(escaped) +
                      " particles left the tank: the walls leak at this speed; raise the c₀ factor "
                      "or lower the time-step factor.");
    return out;
}

bool SphTankLesson::pointer(PointerEvent event, const Vec2& world)
{
    const Eigen::Vector2d centre = m_obstacleHome + m_model.obstacleOffset();
    switch (event) {
    case PointerEvent::Press: {
        if (m_scenario == Scenario::Stir && (world - centre).norm() < 1.3 * m_obstacleRadius) {
            m_dragging = true;
            m_grabOffset = centre - world;
            m_dragTarget = m_model.obstacleOffset();
            return true;
        }
        // Pick the nearest fluid particle within 2Δx, or clear the selection.
        const double dx = m_model.settings().spacing;
        double best = 4.0 * dx * dx;
        m_selectedId = -1;
        for (int i = 0; i < m_model.fluidCount(); ++i) {
            const double d2 = (m_model.positions()[static_cast<std::size_t>(i)] - world).squaredNorm();
            if (d2 < best) {
                best = d2;
                m_selectedId = m_model.ids()[static_cast<std::size_t>(i)];
            }
        }
        return true;
    }
    case PointerEvent::Move:
        if (!m_dragging)
            return false;
        m_dragTarget = world + m_grabOffset - m_obstacleHome;
        return true;
    case PointerEvent::Release:
        if (!m_dragging)
            return false;
        m_dragging = false;
        return true;
    }
    return false;
}

void SphTankLesson::saveState(StateWriter& out) const
{
    out(m_model.state());
    archiveState(out, *this);
}

void SphTankLesson::loadState(StateReader& in)
{
    WcsphState fluid;
    in(fluid);
    const std::size_t n = static_cast<std::size_t>(m_model.fluidCount());
    const std::size_t nb = static_cast<std::size_t>(m_model.boundaryCount());
    for (const std::size_t size :
         {fluid.positions.size(), fluid.velocities.size(), fluid.accelerations.size(),
          fluid.xsphVelocities.size(), fluid.densities.size(), fluid.pressures.size(),
          fluid.maxMu.size(), fluid.ids.size()})
        if (size != n)
            throw StateError("the tank's state has a fluid array of " + std::to_string(size) +
                             " particles, the tank " + std::to_string(n));
    for (const std::size_t size : {fluid.boundaryRest.size(), fluid.boundaryPositions.size(),
                                   fluid.boundaryVelocities.size(), fluid.boundaryBodies.size()})
        if (size != nb)
            throw StateError("the tank's state has a wall array of " + std::to_string(size) +
                             " particles, the tank " + std::to_string(nb));
    for (const Eigen::Vector2d& x : fluid.positions)
        if (!x.allFinite())
            throw StateError("the tank's state has a fluid particle at a position not finite");
    m_model.setState(fluid);
    archiveState(in, *this);
}

std::string SphTankLesson::checkState() const
{
    const int n = m_model.fluidCount();
    if (!std::isfinite(m_model.time()) || m_model.time() < 0.0)
        return "the fluid's time is not finite";
    if (!m_divergedAt && !m_model.isFiniteAndBounded())
        return "a fluid position, velocity or density is not finite";
    for (const double rho : m_model.densities())
        if (!(rho > 0.0))
            return "a fluid density is not positive";
    for (const int id : m_model.ids())
        if (id < 0 || id >= n)
            return "a fluid particle has the id " + std::to_string(id) + " of no particle";
    if (!std::isfinite(m_nextSample) || !std::isfinite(m_dtSum) || m_forceLimitedSteps < 0)
        return "the sampling clock or the time-step statistics are not finite";
    for (const std::vector<double>& point : m_front)
        if (point.size() != 2)
            return "a surge-front sample is not a pair (T, Z)";
    return {};
}

} // namespace pl

#include "brownian/BrownianLesson.h"

#include "framework/CoreSerialization.h"
#include "framework/LessonText.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pl {

namespace {

constexpr double smallMass = 1.0;  // kg
const Color bigColor = paletteColor(0);
const Color smallColor{120, 170, 220};
const Color pathColor = colors::black;

std::string format(double value, int digits = 3) { return formatNumber(value, digits); }

} // namespace

LessonInfo BrownianLesson::info() const
{
    return {
        "brownian",
        "Brownian motion: a heavy disk in a gas",
        "A big disk kicked by many small ones wanders; its mean squared displacement grows "
        "linearly in time, MSD = 4Dt.",
        lessonText("brownian"),
    };
}

std::vector<ParameterSpec> BrownianLesson::parameters() const
{
    return {
        ParameterSpec::integer("count", "Small disks", 1500, 10, 20000,
                               "Number of small disks (radius 0.5 m, mass 1 kg).")
            .onLogScale(),
        ParameterSpec::number("big_radius", "Big disk radius R", "m", 4.0, 0.5, 20.0,
                              "Radius of the Brownian disk.")
            .withStep(0.5),
        ParameterSpec::number("big_mass", "Big disk mass M", "kg", 10.0, 1.0, 1000.0,
                              "Mass of the Brownian disk.")
            .onLogScale(),
        ParameterSpec::integer("seed", "Random seed", 1, 0, 1e9,
                               "Seed of the random engine: the same seed gives the same run."),
        ParameterSpec::number("temperature", "Temperature kT", "J", 1.0, 0.01, 100.0,
                              "kT of the small disks.")
            .onLogScale(),
        ParameterSpec::number("box_size", "Box side", "m", 120.0, 20.0, 1000.0,
                              "Side of the square box.")
            .onLogScale(),
        ParameterSpec::choice("mode", "Mode",
                              {{"gas", "Gas of small disks"},
                               {"langevin", "Langevin equation (big disk alone)"}},
                              "gas", "Simulate every small disk, or only their average effect."),
    };
}

std::string BrownianLesson::validate(const ParameterValues& values) const
{
    const double side = values.number("box_size");
    const double bigRadius = values.number("big_radius");
    if (2.0 * bigRadius > 0.5 * side)
        return "parameters 'big_radius' and 'box_size': the big disk (diameter " + format(2.0 * bigRadius) +
               " m) must be smaller than half the box side (" + format(side) + " m).";
    const int count = values.integer("count");
    if (DiskGas::latticeSpacing(count, {0.0, side, 0.0, side}) <= 1.0)
        return "parameters 'count' and 'box_size': the small disks do not fit: " + std::to_string(count) + " disks of diameter 1 m "
               "in a " + format(side) + " m box. Use fewer disks or a larger box.";
    return {};
}

void BrownianLesson::reset(const ParameterValues& values)
{
    m_langevin = values.choice("mode") == "langevin";
    m_boxSide = values.number("box_size");
    m_bigRadius = values.number("big_radius");
    m_bigMass = values.number("big_mass");
    m_kT = values.number("temperature");
    const auto seed = static_cast<std::uint64_t>(values.integer("seed"));
    m_random.seed(seed);
    const GasBox box{0.0, m_boxSide, 0.0, m_boxSide};
    const Vec2 centre(0.5 * m_boxSide, 0.5 * m_boxSide);

    // The small disks on a lattice, then every one that would overlap the big disk left out.
    DiskGas lattice(seed, BroadphaseKind::UniformGrid);
    lattice.setBox(box);
    lattice.populate({{values.integer("count"), m_smallRadius, smallMass}}, m_kT,
                     InitialSpeeds::Maxwell);
    m_gas = DiskGas(seed + 1, BroadphaseKind::UniformGrid);
    m_gas.setBox(box);
    m_gas.addDisk(centre.x(), centre.y(), 0.0, 0.0, m_bigRadius, m_bigMass, 1);
    for (std::size_t i = 0; i < lattice.size(); ++i) {
        const double dx = lattice.x()[i] - centre.x(), dy = lattice.y()[i] - centre.y();
        if (std::hypot(dx, dy) > m_bigRadius + m_smallRadius)
            m_gas.addDisk(lattice.x()[i], lattice.y()[i], lattice.vx()[i], lattice.vy()[i],
                          m_smallRadius, smallMass, 0);
    }
    const int small = static_cast<int>(m_gas.size()) - 1;
    const double n = small / (box.area() - std::numbers::pi * m_bigRadius * m_bigRadius);
    m_gamma = n * (m_bigRadius + m_smallRadius) * std::sqrt(8.0 * std::numbers::pi * smallMass * m_kT);

    m_langevinX = centre;
    m_langevinV = Vec2::Zero();
    // A small disk moves a tenth of its radius per step at the rms speed; Langevin resolves τ.
    m_dt = m_langevin ? std::min(0.02 * m_bigMass / m_gamma, sampleInterval)
                      : 0.1 * m_smallRadius / std::sqrt(2.0 * m_kT / smallMass);
    m_time = 0.0;
    m_steps = 0;
    m_divergedAt.reset();
    m_nextSample = 0.0;
    m_path.clear();
    m_sampleCount = 0;
    std::fill(m_msdSums.begin(), m_msdSums.end(), 0.0);
    std::fill(m_msdTerms.begin(), m_msdTerms.end(), 0);
    m_lagTimes.clear();
    m_msd.clear();
    m_fit.reset();
    m_msdUpdated = false;
    m_fitStart = std::max(3.0 * m_bigMass / m_gamma, 4.0 * sampleInterval);
    sample();
}

Vec2 BrownianLesson::bigPosition() const
{
    if (m_langevin)
        return m_langevinX;
    const std::size_t slot = m_gas.slotOf(0);
    return Vec2(m_gas.x()[slot], m_gas.y()[slot]);
}

void BrownianLesson::stepLangevin()
{
    // Euler–Maruyama: v ← v − (γ/M) v Δt + √(2γkTΔt)/M ξ,  x ← x + v Δt; walls reflect.
    std::normal_distribution<double> gauss(0.0, 1.0);
    const double kick = std::sqrt(2.0 * m_gamma * m_kT * m_dt) / m_bigMass;  // m/s
    m_langevinV += -(m_gamma / m_bigMass) * m_dt * m_langevinV +
                   kick * Vec2(gauss(m_random), gauss(m_random));
    m_langevinX += m_dt * m_langevinV;
    for (int axis = 0; axis < 2; ++axis) {
        const double lo = m_bigRadius, hi = m_boxSide - m_bigRadius;
        if (m_langevinX[axis] < lo) {
            m_langevinX[axis] = 2.0 * lo - m_langevinX[axis];
            m_langevinV[axis] = std::abs(m_langevinV[axis]);
        } else if (m_langevinX[axis] > hi) {
            m_langevinX[axis] = 2.0 * hi - m_langevinX[axis];
            m_langevinV[axis] = -std::abs(m_langevinV[axis]);
        }
    }
}

void BrownianLesson::step()
{
    if (m_divergedAt)
        return;
    m_msdUpdated = false;
    if (m_langevin) {
        stepLangevin();
        m_time += m_dt;
        if (!m_langevinX.allFinite() || !m_langevinV.allFinite())
            m_divergedAt = m_time;
    } else {
        m_gas.step(m_dt);
        m_time = m_gas.time();
        if (!m_gas.isFinite())
            m_divergedAt = m_time;
    }
    ++m_steps;
    if (m_divergedAt)
        return;
    while (m_time >= m_nextSample)
        sample();
}

void BrownianLesson::sample()
{
    const Vec2 position = bigPosition();
    const std::size_t held = m_path.size();
    for (std::size_t k = 1; k <= std::min<std::size_t>(maxLagSamples, held); ++k) {
        m_msdSums[k - 1] += (position - m_path[held - k]).squaredNorm();
        ++m_msdTerms[k - 1];
    }
    if (m_path.size() >= 2 * drawnPathSamples)
        m_path.erase(m_path.begin(), m_path.begin() + static_cast<std::ptrdiff_t>(drawnPathSamples));
    m_path.push_back(position);
    ++m_sampleCount;
    m_nextSample += sampleInterval;
    if (m_sampleCount % 40 == 0)
        updateMsd();
}

void BrownianLesson::updateMsd()
{
    // Averaged over every time origin of the run; lags up to a quarter of the run.
    const std::size_t lags =
        std::min<std::size_t>(maxLagSamples, static_cast<std::size_t>(m_sampleCount / 4));
    m_lagTimes.assign(lags, 0.0);
    m_msd.assign(lags, 0.0);
    for (std::size_t k = 1; k <= lags; ++k) {
        m_lagTimes[k - 1] = static_cast<double>(k) * sampleInterval;
        m_msd[k - 1] = m_msdSums[k - 1] / static_cast<double>(m_msdTerms[k - 1]);
    }
    std::vector<double> t, y;
    for (std::size_t k = 0; k < lags; ++k)
        if (m_lagTimes[k] >= m_fitStart) {
            t.push_back(m_lagTimes[k]);
            y.push_back(m_msd[k]);
        }
    m_fit = t.size() >= 8 ? fitLine(t, y) : std::nullopt;
    m_msdUpdated = true;
}

std::vector<ChartSpec> BrownianLesson::charts() const
{
    ChartSpec msd{"msd", "Mean squared displacement of the big disk", {"lag time t", "s"},
                  {"MSD", "m²"}, {}};
    msd.series = {
        {"measured", "Measured", paletteColor(1), SeriesStyle::Points, 3.0},
        {"fit", "Fit, long times", paletteColor(0), SeriesStyle::Line, 2.0},
        {"langevin", "Langevin", colors::grey, SeriesStyle::DashedLine, 2.0},
    };
    ChartSpec position{"position", "Big disk position", {"time", "s"}, {"position", "m"}, {}};
    position.series = {
        {"x", "x", paletteColor(0), SeriesStyle::Line, 1.5},
        {"y", "y", paletteColor(2), SeriesStyle::Line, 1.5},
    };
    return {msd, position};
}

void BrownianLesson::record(ChartData& data) const
{
    const Vec2 p = bigPosition();
    if (m_steps % 5 == 0) {
        data.append("position", "x", m_time, p.x());
        data.append("position", "y", m_time, p.y());
    }
    if (!m_msdUpdated || m_msd.empty())
        return;
    std::vector<ChartPoint> measured, fit, langevin;
    for (std::size_t k = 0; k < m_msd.size(); ++k)
        measured.push_back({m_lagTimes[k], m_msd[k]});
    const double tau = m_bigMass / m_gamma, d = diffusionEstimate();
    for (int k = 0; k <= 100; ++k) {
        const double t = m_lagTimes.back() * k / 100.0;
        langevin.push_back({t, 4.0 * d * (t - tau * (1.0 - std::exp(-t / tau)))});
    }
    data.replace("msd", "measured", std::move(measured));
    data.replace("msd", "langevin", std::move(langevin));
    if (m_fit) {
        fit.push_back({m_fitStart, m_fit->intercept + m_fit->slope * m_fitStart});
        fit.push_back({m_lagTimes.back(), m_fit->intercept + m_fit->slope * m_lagTimes.back()});
        data.replace("msd", "fit", std::move(fit));
        data.setSeriesName("msd", "fit",
                           "Fit MSD = 4Dt + c: D = " + format(diffusionCoefficient()) +
                               " m²/s (R² = " + format(m_fit->rSquared, 3) + ")");
    }
}

std::vector<Measurement> BrownianLesson::measurements() const
{
    std::vector<Measurement> out;
    if (m_fit) {
        Measurement d = Measurement::number("diffusion_coefficient",
                                            "Diffusion coefficient D (fit of MSD = 4Dt)", "m²/s",
                                            diffusionCoefficient());
        d.note = "fit over lag times " + format(m_fitStart) + " … " + format(m_lagTimes.back()) +
                 " s, R² = " + format(m_fit->rSquared, 4);
        out.push_back(d);
        out.push_back(Measurement::number("msd_fit_r2", "R² of the MSD fit", "", m_fit->rSquared));
    } else {
        out.push_back(Measurement::missing(
            "diffusion_coefficient", "Diffusion coefficient D (fit of MSD = 4Dt)", "m²/s",
            "the run is still too short: the fit starts at lag " + format(m_fitStart) +
                " s and needs a run four times as long as its lags"));
    }
    out.push_back(Measurement::number("diffusion_estimate", "Kinetic theory D = kT/γ", "m²/s",
                                      diffusionEstimate()));
    out.push_back(Measurement::number("friction_estimate", "Friction γ = n R √(8π m kT)", "kg/s",
                                      m_gamma));
    out.push_back(Measurement::number("relaxation_time", "Momentum relaxation time M/γ", "s",
                                      m_bigMass / m_gamma));
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

void BrownianLesson::scene(Scene& out) const
{
    out.clear();
    const double margin = 0.03 * m_boxSide;
    out.boundsMin = Vec2(-margin, -margin);
    out.boundsMax = Vec2(m_boxSide + margin, m_boxSide + margin);
    out.rects.push_back({Vec2(0.0, 0.0), Vec2(m_boxSide, m_boxSide),
                         Stroke{colors::black, 2.0, false}, colors::none});
    if (!m_langevin) {
        DiskCloudItem cloud;
        cloud.radius = m_smallRadius;
        cloud.colors = {smallColor};
        cloud.centers.reserve(m_gas.size());
        for (std::size_t i = 0; i < m_gas.size(); ++i)
            if (m_gas.species()[i] == 0)
                cloud.centers.emplace_back(m_gas.x()[i], m_gas.y()[i]);
        out.clouds.push_back(std::move(cloud));
    }
    if (m_path.size() > 1) {
        PolylineItem path;
        const std::size_t first = m_path.size() > 4000 ? m_path.size() - 4000 : 0;
        path.points.assign(m_path.begin() + static_cast<std::ptrdiff_t>(first), m_path.end());
        path.points.push_back(bigPosition());
        path.stroke = Stroke{pathColor, 1.5, false};
        path.fadeTail = true;
        out.polylines.push_back(std::move(path));
    }
    out.circles.push_back({bigPosition(), m_bigRadius, bigColor.withAlpha(220),
                           Stroke{colors::black, 1.5, false}, false});
    out.legend.push_back({"Brownian disk", bigColor});
    out.legend.push_back({m_langevin ? "Langevin mode: gas replaced by −γv + noise"
                                     : "Small disks",
                          smallColor});
    std::ostringstream caption;
    caption.precision(3);
    caption << "t = " << m_time << " s   kinetic theory D = kT/γ = " << diffusionEstimate()
            << " m²/s";
    if (m_fit)
        caption << "   fitted D = " << diffusionCoefficient() << " m²/s";
    out.caption = caption.str();
    out.warnings = notices();
}

std::vector<std::string> BrownianLesson::notices() const
{
    if (m_divergedAt)
        return {"The simulation diverged at t = " + format(*m_divergedAt) +
                " s: a position or velocity is no longer finite. Reset."};
    return {};
}

// What evolves: the Langevin noise engine and disk, the gas, the clock, the recent path, the
// running MSD sums, and the MSD and fit computed from them (updated every 40 samples, so kept
// rather than recomputed).
void BrownianLesson::saveState(StateWriter& out) const
{
    out(m_random, m_langevinX, m_langevinV, m_gas, m_time, m_steps, m_divergedAt, m_nextSample,
        m_path, m_sampleCount, m_msdSums, m_msdTerms, m_lagTimes, m_msd, m_fit, m_msdUpdated);
}

void BrownianLesson::loadState(StateReader& in)
{
    const std::size_t disks = m_gas.size();  // as reset() placed them for these parameters
    in(m_random, m_langevinX, m_langevinV, m_gas, m_time, m_steps, m_divergedAt, m_nextSample,
       m_path, m_sampleCount, m_msdSums, m_msdTerms, m_lagTimes, m_msd, m_fit, m_msdUpdated);
    if (m_gas.size() != disks)
        throw StateError("the state has " + std::to_string(m_gas.size()) +
                         " disks where the parameters place " + std::to_string(disks));
}

std::string BrownianLesson::checkState() const
{
    if (!std::isfinite(m_time) || m_time < 0.0 || m_steps < 0)
        return "the time and step count must be finite numbers ≥ 0";
    if (!std::isfinite(m_nextSample) || m_lagTimes.size() != m_msd.size() ||
        m_msdSums.size() != std::size_t{maxLagSamples} || m_msdTerms.size() != std::size_t{maxLagSamples} ||
        m_sampleCount < 0 || m_path.size() > 2 * drawnPathSamples ||
        m_lagTimes.size() > static_cast<std::size_t>(m_sampleCount / 4) ||
        std::any_of(m_msdTerms.begin(), m_msdTerms.begin() + static_cast<std::ptrdiff_t>(m_msd.size()),
                    [](long long terms) { return terms <= 0; }))
        return "the sampling of the mean squared displacement is damaged";
    const bool mustBeFinite = !m_divergedAt;
    if (std::string problem = checkDiskGasState(m_gas.state(), mustBeFinite); !problem.empty())
        return problem;
    if (mustBeFinite && !(m_langevinX.allFinite() && m_langevinV.allFinite() &&
                          std::all_of(m_path.begin(), m_path.end(),
                                      [](const Vec2& p) { return p.allFinite(); })))
        return "the big disk's position, velocity or path is not finite";
    return {};
}

} // namespace pl

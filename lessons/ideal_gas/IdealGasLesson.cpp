#include "ideal_gas/IdealGasLesson.h"

#include "framework/CoreSerialization.h"
#include "framework/LessonText.h"
#include "framework/TextFormat.h"

#include <particlelab/analysis/LinearFit.h>
#include <particlelab/collision/HardDiskEquationOfState.h>
#include <particlelab/statistics/Distributions.h>
#include <particlelab/statistics/SpeedHistogram.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pl {

namespace {

constexpr int maxBruteForceDisks = 20000;
constexpr std::size_t overlayLimit = 3000;  // disks: the AABB overlay is drawn up to this many
constexpr std::size_t trailLength = 400;
const Color pressureColor = paletteColor(1);
const Color idealColor = colors::grey;
const Color hendersonColor = paletteColor(0);
const Color temperatureColor = paletteColor(0);

std::vector<Choice> speciesColors()
{
    return {{"orange", "Orange"}, {"green", "Green"}, {"purple", "Purple"}, {"grey", "Grey"}};
}

Color speciesColor(const std::string& id)
{
    if (id == "green")
        return paletteColor(2);
    if (id == "purple")
        return paletteColor(3);
    if (id == "grey")
        return Color{90, 90, 90};
    return paletteColor(4);
}

std::string format(double value, int digits = 3) { return formatNumber(value, digits); }

struct GasSetup {
    int count = 0;
    int count2 = 0;
    double radius = 0.5, radius2 = 1.0;  // m
    double width = 1.0, height = 1.0;    // m
};

GasSetup setupFrom(const ParameterValues& v)
{
    GasSetup s;
    s.count = v.integer("count");
    s.count2 = v.integer("count2");
    s.radius = v.number("radius");
    s.radius2 = v.number("radius2");
    s.width = v.number("box_width");
    s.height = v.number("box_height");
    return s;
}

} // namespace

LessonInfo IdealGasLesson::info() const
{
    return {
        "ideal-gas",
        "Ideal gas: elastic disks, Maxwell–Boltzmann and sweep and prune",
        "Hard disks in a box: pressure, temperature and the speed distribution emerge from "
        "collisions; three broadphases find the colliding pairs.",
        lessonText("ideal-gas"),
    };
}

std::vector<ParameterSpec> IdealGasLesson::parameters() const
{
    return {
        ParameterSpec::integer("count", "Number of disks N", 1000, 1, 100000,
                               "Disks of the first species.")
            .onLogScale(),
        ParameterSpec::number("radius", "Radius r", "m", 0.5, 0.01, 10.0,
                              "Radius of the first species' disks.")
            .withStep(0.05),
        ParameterSpec::number("mass", "Mass m", "kg", 1.0, 0.01, 1000.0,
                              "Mass of one disk of the first species.")
            .onLogScale(),
        ParameterSpec::number("temperature", "Temperature kT", "J", 1.0, 0.001, 1000.0,
                              "Initial kT: each disk starts with kinetic energy kT on average.")
            .onLogScale(),
        ParameterSpec::number("box_width", "Box width", "m", 80.0, 1.0, 10000.0,
                              "Width of the box (the piston's outermost position).")
            .onLogScale(),
        ParameterSpec::number("box_height", "Box height", "m", 50.0, 1.0, 10000.0,
                              "Height of the box.")
            .onLogScale(),
        ParameterSpec::choice("broadphase", "Broadphase",
                              {{"brute", "Brute force (all pairs)"},
                               {"sweep", "Sweep and prune"},
                               {"grid", "Uniform grid"}},
                              "grid", "How candidate pairs are found. All give the same pairs.")
            .appliesLive(),
        ParameterSpec::integer("seed", "Random seed", 1, 0, 1e9,
                               "Seed of the random engine: the same seed gives the same run."),
        ParameterSpec::choice("initial_speeds", "Initial speeds",
                              {{"equal", "All equal, √(2kT/m)"},
                               {"maxwell", "Maxwell–Boltzmann"}},
                              "equal", "How the disks start moving (random directions)."),
        ParameterSpec::integer("count2", "Second species: count", 0, 0, 50000,
                               "Disks of a second species (0 for none)."),
        ParameterSpec::number("mass2", "Second species: mass", "kg", 4.0, 0.01, 1000.0,
                              "Mass of one disk of the second species.")
            .onLogScale(),
        ParameterSpec::number("radius2", "Second species: radius", "m", 1.0, 0.01, 10.0,
                              "Radius of the second species' disks.")
            .withStep(0.05),
        ParameterSpec::choice("color2", "Second species: colour", speciesColors(), "orange",
                              "Colour of the second species in the view.")
            .appliesLive(),
        ParameterSpec::number("piston_speed", "Piston speed", "m/s", 0.0, -20.0, 20.0,
                              "Velocity of the right wall; negative compresses. It stops at a "
                              "quarter of the box width and at the full width.")
            .withStep(0.1)
            .appliesLive(),
        ParameterSpec::flag("thermal_walls", "Thermal walls", false,
                            "Walls re-emit every disk that hits them at the wall temperature.")
            .appliesLive(),
        ParameterSpec::number("wall_temperature", "Wall temperature kT_wall", "J", 1.0, 0.001,
                              1000.0, "Temperature of the thermal walls.")
            .onLogScale()
            .appliesLive(),
        ParameterSpec::flag("show_boxes", "Show bounding boxes and pairs", false,
                            "Draw every disk's AABB and the current candidate pairs (up to 3000 "
                            "disks).")
            .appliesLive(),
        ParameterSpec::integer("add_batch", "Disks added per click", 50, 1, 1000,
                               "A click in the box adds this many disks of the first species.")
            .appliesLive(),
    };
}

std::string IdealGasLesson::validate(const ParameterValues& values) const
{
    const GasSetup s = setupFrom(values);
    if (values.choice("broadphase") == "brute" && s.count + s.count2 > maxBruteForceDisks)
        return "parameter 'broadphase': brute force with " + std::to_string(s.count + s.count2) +
               " disks would test " + format(0.5 * (s.count + s.count2) * (s.count + s.count2), 2) +
               " pairs per step; use sweep and prune or the grid above " +
               std::to_string(maxBruteForceDisks) + " disks.";
    const double rMax = std::max(s.radius, s.count2 > 0 ? s.radius2 : 0.0);
    const GasBox box{0.0, s.width, 0.0, s.height};
    if (DiskGas::latticeSpacing(s.count + s.count2, box) <= 2.0 * rMax) {
        const double eta = (s.count * s.radius * s.radius + s.count2 * s.radius2 * s.radius2) *
                           std::numbers::pi / box.area();
        return "parameters 'count' and 'radius': the disks do not fit: area fraction " + format(100.0 * eta) +
               " %; the starting lattice needs a spacing above the largest diameter. Use fewer "
               "or smaller disks, or a larger box.";
    }
    return {};
}

void IdealGasLesson::reset(const ParameterValues& values)
{
    const GasSetup s = setupFrom(values);
    m_mass = values.number("mass");
    m_radius = s.radius;
    m_mass2 = values.number("mass2");
    m_radius2 = s.radius2;
    m_kT = values.number("temperature");
    m_boxWidth = s.width;
    m_gas = DiskGas(static_cast<std::uint64_t>(values.integer("seed")),
                    broadphaseFromId(values.choice("broadphase")).value_or(BroadphaseKind::UniformGrid));
    m_gas.setBox({0.0, s.width, 0.0, s.height});
    std::vector<DiskSpecies> species{{s.count, s.radius, m_mass}};
    if (s.count2 > 0)
        species.push_back({s.count2, s.radius2, m_mass2});
    m_gas.populate(species,
                   m_kT, values.choice("initial_speeds") == "maxwell" ? InitialSpeeds::Maxwell
                                                                      : InitialSpeeds::Equal);
    m_steps = 0;
    m_ksCache.reset();
    m_pistonSpeed = 0.0;
    m_thermalWalls = false;
    m_divergedAt.reset();
    m_trail.clear();
    m_lastBlock.reset();
    m_blockJustEnded = false;
    applyLive(values);
    chooseTimeStep();
    restartAverages();
}

void IdealGasLesson::applyLive(const ParameterValues& values)
{
    m_gas.setBroadphase(
        broadphaseFromId(values.choice("broadphase")).value_or(BroadphaseKind::UniformGrid));
    m_color2 = speciesColor(values.choice("color2"));
    const double piston = values.number("piston_speed");
    const bool thermal = values.flag("thermal_walls");
    const double wallKT = values.number("wall_temperature");
    // A change of the controls starts the pressure average afresh (the old one would mix states).
    const bool controlsChanged = thermal != m_thermalWalls ||
                                 (thermal && wallKT != m_wallTemperature) ||
                                 piston != m_pistonSpeed;
    m_pistonSpeed = piston;
    m_gas.setPiston(piston, 0.25 * m_boxWidth, m_boxWidth);
    m_thermalWalls = thermal;
    m_wallTemperature = wallKT;
    m_gas.setThermalWalls(thermal, wallKT);
    m_showBoxes = values.flag("show_boxes");
    m_addBatch = values.integer("add_batch");
    if (controlsChanged && m_steps > 0) {
        restartAverages();
        chooseTimeStep();
    }
}

void IdealGasLesson::restartAverages()
{
    m_gas.resetCounters();
    m_blockStart = m_gas.counters();
    m_idealIntegral = 0.0;
    m_hendersonIntegral = 0.0;
    m_averagingTime = 0.0;
}

double IdealGasLesson::speedScale() const
{
    const double kT = std::max(firstSpeciesTemperature(), 1e-300);
    return std::sqrt(2.0 * kT / m_mass);
}

void IdealGasLesson::chooseTimeStep()
{
    // A typical disk moves a tenth of the smallest radius per step; the fastest few (≈ 3.4× the
    // rms speed among 10⁵) move a third of it, far from skipping through a partner.
    double kT = m_gas.temperature();
    if (m_thermalWalls)
        kT = std::max(kT, m_wallTemperature);
    kT = std::max(kT, 1e-12 * m_kT);
    const bool mixture = std::any_of(m_gas.species().begin(), m_gas.species().end(),
                                     [](std::uint8_t s) { return s == 1; });
    const double lightest = mixture ? std::min(m_mass, m_mass2) : m_mass;   // kg
    const double smallest = mixture ? std::min(m_radius, m_radius2) : m_radius;  // m
    const double vRms = std::sqrt(2.0 * kT / lightest);  // m/s
    // The piston must not jump over disks either.
    m_dt = 0.1 * smallest / std::max(vRms, std::abs(m_pistonSpeed));
}

double IdealGasLesson::firstSpeciesTemperature() const
{
    double e = 0.0;
    int n = 0;
    for (std::size_t i = 0; i < m_gas.size(); ++i) {
        if (m_gas.species()[i] != 0)
            continue;
        e += 0.5 * m_gas.mass()[i] * (m_gas.vx()[i] * m_gas.vx()[i] + m_gas.vy()[i] * m_gas.vy()[i]);
        ++n;
    }
    return n > 0 ? e / n : 0.0;
}

void IdealGasLesson::step()
{
    if (m_divergedAt)
        return;
    if (m_steps % 50 == 0)
        chooseTimeStep();
    m_gas.step(m_dt);
    ++m_steps;
    if (!m_gas.isFinite()) {
        m_divergedAt = m_gas.time();
        return;
    }
    const GasBox& box = m_gas.box();
    const double kT = m_gas.temperature();
    const double eta = m_gas.occupiedArea() / box.area();
    const double ideal = idealGasPressure(static_cast<int>(m_gas.size()), kT, box.area());
    m_idealIntegral += ideal * m_dt;
    m_hendersonIntegral += hendersonHardDiskCompressibility(eta) * ideal * m_dt;
    m_averagingTime += m_dt;

    if (m_steps % 2 == 0 && m_gas.size() > 0) {
        const std::size_t slot = m_gas.slotOf(0);
        m_trail.emplace_back(m_gas.x()[slot], m_gas.y()[slot]);
        if (m_trail.size() > trailLength)
            m_trail.pop_front();
    }

    m_blockJustEnded = false;
    const GasCounters& now = m_gas.counters();
    if (now.steps - m_blockStart.steps >= blockSteps) {
        Block b;
        b.time = m_gas.time();
        const double perimeterTime = now.perimeterTime - m_blockStart.perimeterTime;
        b.pressure =
            perimeterTime > 0.0 ? (now.wallImpulse - m_blockStart.wallImpulse) / perimeterTime : 0.0;
        const long long collisions = now.pairCollisions - m_blockStart.pairCollisions;
        b.meanFreePath = collisions > 0 ? (now.pathLength - m_blockStart.pathLength) /
                                              (2.0 * static_cast<double>(collisions))
                                        : 0.0;
        m_lastBlock = b;
        m_blockJustEnded = true;
        m_blockStart = now;
    }
}

double IdealGasLesson::pressureIdeal() const
{
    if (m_averagingTime > 0.0)
        return m_idealIntegral / m_averagingTime;
    return idealGasPressure(static_cast<int>(m_gas.size()), m_gas.temperature(),
                            m_gas.box().area());
}

double IdealGasLesson::pressureHenderson() const
{
    if (m_averagingTime > 0.0)
        return m_hendersonIntegral / m_averagingTime;
    const double eta = m_gas.occupiedArea() / m_gas.box().area();
    return hendersonHardDiskCompressibility(eta) * pressureIdeal();
}

double IdealGasLesson::meanFreePathEstimate() const
{
    if (m_gas.size() == 0)
        return 0.0;
    double diameter = 0.0;
    for (double r : m_gas.radius())
        diameter += 2.0 * r;
    diameter /= static_cast<double>(m_gas.size());
    const double n = static_cast<double>(m_gas.size()) / m_gas.box().area();  // 1/m²
    return 1.0 / (2.0 * std::numbers::sqrt2 * n * diameter);
}

double IdealGasLesson::ksStatistic() const
{
    // Sorting 10⁵ speeds takes milliseconds: computed once per state, however often asked.
    if (m_ksCache && m_ksCache->first == m_steps && m_ksCache->second.first == m_gas.size())
        return m_ksCache->second.second;
    const double d = computeKsStatistic();
    m_ksCache = {m_steps, {m_gas.size(), d}};
    return d;
}

double IdealGasLesson::computeKsStatistic() const
{
    std::vector<double> speeds;
    speeds.reserve(m_gas.size());
    for (std::size_t i = 0; i < m_gas.size(); ++i)
        if (m_gas.species()[i] == 0)
            speeds.push_back(std::hypot(m_gas.vx()[i], m_gas.vy()[i]));
    if (speeds.empty())
        return 0.0;
    const double kT = firstSpeciesTemperature();
    const double m = m_mass;
    return kolmogorovSmirnovDistance(
        std::move(speeds), [m, kT](double v) { return maxwellBoltzmann2DCumulative(v, m, kT); });
}

double IdealGasLesson::ksCritical() const
{
    const int n = static_cast<int>(std::count(m_gas.species().begin(), m_gas.species().end(), 0));
    return n > 0 ? kolmogorovSmirnovCritical(n, 0.01) : 0.0;
}

std::vector<ChartSpec> IdealGasLesson::charts() const
{
    ChartSpec histogram{"speed_histogram", "Speeds against 2D Maxwell–Boltzmann",
                        {"speed v", "m/s"}, {"density f(v)", "s/m"}, {}};
    histogram.y.fromZero = true;
    histogram.series = {
        {"measured", "Measured", pressureColor, SeriesStyle::Line, 2.0},
        {"maxwell", "Maxwell–Boltzmann", idealColor, SeriesStyle::DashedLine, 2.0},
    };
    ChartSpec pressure{"pressure", "Pressure on the walls", {"time", "s"},
                       {"pressure P", "N/m"}, {}};
    pressure.series = {
        {"measured", "Block of 100 steps", pressureColor, SeriesStyle::Line, 1.5},
        {"ideal", "Ideal gas N kT / A", idealColor, SeriesStyle::DashedLine, 2.0},
        {"henderson", "Hard disks (Henderson)", hendersonColor, SeriesStyle::Line, 2.0},
    };
    ChartSpec temperature{"temperature", "Temperature", {"time", "s"}, {"kT", "J"}, {}};
    temperature.series = {{"kT", "kT = ⟨½mv²⟩", temperatureColor, SeriesStyle::Line, 2.0}};
    ChartSpec mfp{"mean_free_path", "Mean free path", {"time", "s"}, {"λ", "m"}, {}};
    mfp.series = {
        {"measured", "Block of 100 steps", pressureColor, SeriesStyle::Line, 1.5},
        {"estimate", "1 / (2√2 n d)", idealColor, SeriesStyle::DashedLine, 2.0},
        {"enskog", "Enskog: 1 / (2√2 n d χ)", hendersonColor, SeriesStyle::Line, 2.0},
    };
    ChartSpec pairs{"pairs_vs_n", "Pairs tested per step", {"disks N", "", true},
                    {"pairs tested per step", "", true}, {}};
    pairs.series = {
        {"brute", "Brute force", paletteColor(0), SeriesStyle::Line, 2.0},
        {"sweep", "Sweep and prune", paletteColor(1), SeriesStyle::Line, 2.0},
        {"grid", "Uniform grid", paletteColor(2), SeriesStyle::Line, 2.0},
    };
    return {histogram, pressure, temperature, mfp, pairs};
}

void IdealGasLesson::record(ChartData& data) const
{
    const double t = m_gas.time();
    // With specular walls kT is constant but for round-off (1e-16); nine digits keep the chart's
    // axis from zooming into that noise.
    const double kT = m_gas.temperature();
    const double digits = std::pow(10.0, 8 - std::floor(std::log10(std::max(kT, 1e-300))));
    data.append("temperature", "kT", t, std::round(kT * digits) / digits);
    if (m_blockJustEnded && m_lastBlock) {
        const GasBox& box = m_gas.box();
        const double ideal =
            idealGasPressure(static_cast<int>(m_gas.size()), m_gas.temperature(), box.area());
        const double eta = m_gas.occupiedArea() / box.area();
        data.append("pressure", "measured", m_lastBlock->time, m_lastBlock->pressure);
        data.append("pressure", "ideal", m_lastBlock->time, ideal);
        data.append("pressure", "henderson", m_lastBlock->time,
                    hendersonHardDiskCompressibility(eta) * ideal);
        if (m_lastBlock->meanFreePath > 0.0)
            data.append("mean_free_path", "measured", m_lastBlock->time, m_lastBlock->meanFreePath);
        data.append("mean_free_path", "estimate", m_lastBlock->time, meanFreePathEstimate());
        data.append("mean_free_path", "enskog", m_lastBlock->time,
                    meanFreePathEstimate() / hardDiskContactValue(eta));
    }
    // The histogram every 10 steps (sorting into bins costs a pass over all disks).
    if (m_steps % 10 != 0)
        return;
    const double kT1 = firstSpeciesTemperature();
    if (kT1 <= 0.0)
        return;
    std::vector<double> speeds;
    speeds.reserve(m_gas.size());
    for (std::size_t i = 0; i < m_gas.size(); ++i)
        if (m_gas.species()[i] == 0)
            speeds.push_back(std::hypot(m_gas.vx()[i], m_gas.vy()[i]));
    const SpeedHistogramCurves curves = speedHistogramAgainstMaxwell(speeds, m_mass, kT1);
    std::vector<ChartPoint> measured, theory;
    for (std::size_t b = 0; b < curves.binCentre.size(); ++b)
        measured.push_back({curves.binCentre[b], curves.density[b]});
    for (std::size_t k = 0; k < curves.theorySpeed.size(); ++k)
        theory.push_back({curves.theorySpeed[k], curves.theoryDensity[k]});
    data.replace("speed_histogram", "measured", std::move(measured));
    data.replace("speed_histogram", "maxwell", std::move(theory));
}

std::vector<Measurement> IdealGasLesson::measurements() const
{
    std::vector<Measurement> out;
    const double eta = m_gas.occupiedArea() / m_gas.box().area();
    out.push_back(Measurement::number("temperature", "Temperature kT (mean kinetic energy, 2D)",
                                      "J", m_gas.temperature()));
    if (m_averagingTime > 0.0) {
        Measurement p = Measurement::number("pressure_measured",
                                            "Measured pressure (wall impulse / time / length)",
                                            "N/m", pressureMeasured());
        p.note = "time average over the last " + format(m_averagingTime) +
                 " s (since the start or the last change of piston or walls)";
        out.push_back(p);
    } else {
        out.push_back(Measurement::missing("pressure_measured", "Measured pressure", "N/m",
                                           "no step taken yet"));
    }
    out.push_back(Measurement::number("pressure_ideal", "Ideal-gas pressure N kT / A", "N/m",
                                      pressureIdeal()));
    Measurement henderson = Measurement::number(
        "pressure_henderson", "Hard-disk pressure (Henderson) Z·N kT / A", "N/m",
        pressureHenderson());
    henderson.note = "Z = (1 + η²/8)/(1 − η)² = " + format(hendersonHardDiskCompressibility(eta), 4) +
                     " at η = " + format(eta, 4);
    out.push_back(henderson);
    out.push_back(Measurement::number("area_fraction", "Area fraction η", "", eta));
    Measurement ks = Measurement::number(
        "ks_statistic", "Kolmogorov–Smirnov distance from Maxwell–Boltzmann", "", ksStatistic());
    ks.note = "first species, against F(v) = 1 − exp(−mv²/2kT) at its measured kT; 1 % critical "
              "value 1.63/√n = " + format(ksCritical(), 4);
    out.push_back(ks);
    out.push_back(Measurement::number("ks_critical", "KS critical value at 1 %", "", ksCritical()));
    const GasCounters& c = m_gas.counters();
    out.push_back(Measurement::number(
        "pairs_tested", "Pairs tested per step (" + std::string(broadphaseName(m_gas.broadphase())) + ")",
        "", c.steps > 0 ? static_cast<double>(c.pairsTested) / static_cast<double>(c.steps)
                        : static_cast<double>(m_gas.lastPairsTested())));
    if (c.pairCollisions > 0)
        out.push_back(Measurement::number("mean_free_path", "Mean free path (measured)", "m",
                                          c.meanFreePath()));
    else
        out.push_back(Measurement::missing("mean_free_path", "Mean free path (measured)", "m",
                                           "no disk–disk collision yet"));
    out.push_back(Measurement::number("mean_free_path_estimate", "Mean free path 1/(2√2 n d)", "m",
                                      meanFreePathEstimate()));
    out.push_back(Measurement::number("time_step", "Time step Δt", "s", m_dt));
    if (!m_pairExponents.empty())
        out.push_back(Measurement{"pairs_growth_exponent",
                                  "Slope of log(pairs tested) against log N (study)", "",
                                  m_pairExponents, {}});
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

void IdealGasLesson::scene(Scene& out) const
{
    out.clear();
    const GasBox& box = m_gas.box();
    const double margin = 0.04 * std::max(m_boxWidth, box.height());
    out.boundsMin = Vec2(box.xMin - margin, box.yMin - margin);
    out.boundsMax = Vec2(m_boxWidth + margin, box.yMax + margin);
    out.rects.push_back({Vec2(box.xMin, box.yMin), Vec2(box.xMax, box.yMax),
                         Stroke{m_thermalWalls ? Color{200, 60, 40} : colors::black, 2.0, false},
                         colors::none});
    // The piston.
    out.rects.push_back({Vec2(box.xMax, box.yMin), Vec2(box.xMax + 0.5 * margin, box.yMax),
                         Stroke{colors::black, 1.0, false}, colors::lightGrey});

    const double scale = 2.5 * speedScale();  // m/s at the top of the colour ramp
    DiskCloudItem first, second;
    first.radius = m_radius;
    second.radius = m_radius2;
    second.colors = {m_color2};
    const std::size_t n = m_gas.size();
    first.centers.reserve(n);
    first.colors.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 c(m_gas.x()[i], m_gas.y()[i]);
        if (m_gas.species()[i] == 0) {
            first.centers.push_back(c);
            first.colors.push_back(rampColor(std::hypot(m_gas.vx()[i], m_gas.vy()[i]) / scale));
        } else {
            second.centers.push_back(c);
        }
    }
    if (m_showBoxes && n <= overlayLimit) {
        for (std::size_t i = 0; i < n; ++i) {
            const double r = m_gas.radius()[i];
            out.rects.push_back({Vec2(m_gas.x()[i] - r, m_gas.y()[i] - r),
                                 Vec2(m_gas.x()[i] + r, m_gas.y()[i] + r),
                                 Stroke{Color{120, 120, 120, 150}, 0.8, false}, colors::none});
        }
        for (const CandidatePair& p : m_gas.candidatePairs())
            out.segments.push_back({Vec2(m_gas.x()[p.i], m_gas.y()[p.i]),
                                    Vec2(m_gas.x()[p.j], m_gas.y()[p.j]),
                                    Stroke{colors::warning, 2.0, false}});
    }
    out.clouds.push_back(std::move(first));
    if (!second.centers.empty())
        out.clouds.push_back(std::move(second));
    if (m_trail.size() > 1) {
        PolylineItem trail;
        trail.points.assign(m_trail.begin(), m_trail.end());
        trail.stroke = Stroke{colors::black, 1.5, false};
        trail.fadeTail = true;
        out.polylines.push_back(std::move(trail));
        const std::size_t slot = m_gas.slotOf(0);
        out.circles.push_back({Vec2(m_gas.x()[slot], m_gas.y()[slot]), m_gas.radius()[slot],
                               colors::none, Stroke{colors::black, 2.0, false}, false});
    }
    out.colorLegends.push_back({"speed (first species)", "m/s", 0.0, scale});
    out.legend.push_back({"Tracked disk's path", colors::black});
    if (m_gas.size() > 0 && std::any_of(m_gas.species().begin(), m_gas.species().end(),
                                        [](std::uint8_t s) { return s == 1; }))
        out.legend.push_back({"Second species", m_color2});
    if (m_showBoxes)
        out.legend.push_back({n <= overlayLimit ? "Candidate pairs"
                                                : "Boxes and pairs hidden above 3000 disks",
                              colors::warning});
    std::ostringstream caption;
    caption.precision(3);
    caption << "t = " << m_gas.time() << " s   N = " << n << "   kT = " << m_gas.temperature()
            << " J   " << broadphaseName(m_gas.broadphase()) << ": "
            << m_gas.lastPairsTested() << " pairs tested, " << m_gas.candidatePairs().size()
            << " candidates";
    out.caption = caption.str();
    out.warnings = notices();
}

std::vector<std::string> IdealGasLesson::notices() const
{
    std::vector<std::string> out;
    if (m_divergedAt)
        out.push_back("The gas diverged at t = " + format(*m_divergedAt) +
                      " s: a position or velocity is no longer a finite number. Reset with a "
                      "lower temperature or piston speed.");
    return out;
}

bool IdealGasLesson::pointer(PointerEvent event, const Vec2& world)
{
    if (event != PointerEvent::Press)
        return false;
    const GasBox& box = m_gas.box();
    if (world.x() < box.xMin || world.x() > box.xMax || world.y() < box.yMin ||
        world.y() > box.yMax)
        return false;
    const double spread = 3.0 * m_radius * std::sqrt(static_cast<double>(m_addBatch));
    const double kT = m_gas.size() > 0 ? m_gas.temperature() : m_kT;
    m_gas.addNear(world.x(), world.y(), spread, m_addBatch, m_radius, m_mass, 0, kT);
    restartAverages();
    return true;
}

std::vector<StudySpec> IdealGasLesson::studies() const
{
    return {{"pairs_vs_n", "Pairs tested vs N",
             "Runs each broadphase on gases of 100 … 100 000 disks at the current area fraction "
             "and counts the pairs it tests per step.",
             true}};
}

StudyFunction IdealGasLesson::prepareStudy(const std::string& id) const
{
    if (id != "pairs_vs_n")
        return {};
    const double radius = m_radius, mass = m_mass, kT = m_kT;
    const double aspect = m_gas.box().height() / m_gas.box().width();
    const double eta = std::clamp(m_gas.occupiedArea() / m_gas.box().area(), 0.01, 0.4);
    return [=](Progress& progress) {
        StudyResult result;
        const std::vector<int> sizes{100, 300, 1000, 3000, 10000, 30000, 100000};
        const std::vector<BroadphaseKind> kinds{BroadphaseKind::BruteForce,
                                                BroadphaseKind::SweepAndPrune,
                                                BroadphaseKind::UniformGrid};
        double work = 0.0, done = 0.0;
        for (int n : sizes)
            work += 3.0 * n;
        for (BroadphaseKind kind : kinds) {
            SeriesUpdate series{"pairs_vs_n", std::string(broadphaseId(kind)), {}, {}};
            std::vector<double> xs, ys;
            for (int n : sizes) {
                if (progress.cancelled()) {
                    result.cancelled = true;
                    return result;
                }
                done += n;
                if (kind == BroadphaseKind::BruteForce && n > 10000)
                    continue;
                const double area = n * std::numbers::pi * radius * radius / eta;
                const double width = std::sqrt(area / aspect);
                DiskGas gas(1, kind);
                gas.setBox({0.0, width, 0.0, width * aspect});
                gas.populate({{n, radius, mass}}, kT, InitialSpeeds::Maxwell);
                const double dt = 0.1 * radius / std::sqrt(2.0 * kT / mass);
                gas.step(dt);  // the sweep's first call sorts from scratch
                gas.resetCounters();
                for (int k = 0; k < 3; ++k)
                    gas.step(dt);
                const double perStep = static_cast<double>(gas.counters().pairsTested) / 3.0;
                series.points.push_back({static_cast<double>(n), perStep});
                xs.push_back(n);
                ys.push_back(perStep);
                progress.report(done / work);
            }
            if (const auto fit = fitLogLog(xs, ys)) {
                series.name = std::string(broadphaseId(kind)) + ", slope " + format(fit->slope, 3);
                result.measurements.push_back(Measurement::number(
                    "pairs_slope_" + std::string(broadphaseId(kind)),
                    "log-log slope, " + std::string(broadphaseName(kind)), "", fit->slope));
            }
            result.series.push_back(std::move(series));
        }
        progress.report(1.0);
        return result;
    };
}

void IdealGasLesson::acceptStudy(const std::string& id, const StudyResult& result)
{
    if (id != "pairs_vs_n")
        return;
    m_pairExponents.clear();
    for (const Measurement& m : result.measurements)
        if (const double* v = std::get_if<double>(&m.value))
            m_pairExponents.emplace_back(m.id.substr(std::string("pairs_slope_").size()), *v);
}

// What evolves: the gas (with disks added by clicks), the step chosen from its temperature, the
// averages and chart blocks, the trail, and the accepted study result. The controls (piston,
// walls) are rebuilt from the parameters by reset().
void IdealGasLesson::saveState(StateWriter& out) const
{
    out(m_gas, m_dt, m_steps, m_divergedAt, m_idealIntegral, m_hendersonIntegral,
        m_averagingTime, m_blockStart, m_lastBlock, m_blockJustEnded, m_trail, m_pairExponents);
}

void IdealGasLesson::loadState(StateReader& in)
{
    in(m_gas, m_dt, m_steps, m_divergedAt, m_idealIntegral, m_hendersonIntegral, m_averagingTime,
       m_blockStart, m_lastBlock, m_blockJustEnded, m_trail, m_pairExponents);
    m_ksCache.reset();
}

std::string IdealGasLesson::checkState() const
{
    const bool mustBeFinite = !m_divergedAt;
    if (std::string problem = checkDiskGasState(m_gas.state(), mustBeFinite); !problem.empty())
        return problem;
    if (!(std::isfinite(m_dt) && m_dt > 0.0) || m_steps < 0)
        return "the time step must be a positive number and the step count ≥ 0";
    if (!std::all_of(m_gas.species().begin(), m_gas.species().end(),
                     [](std::uint8_t s) { return s <= 1; }))
        return "a disk belongs to a species the lesson does not have";
    if (mustBeFinite &&
        !(std::isfinite(m_idealIntegral) && std::isfinite(m_hendersonIntegral) &&
          std::isfinite(m_averagingTime) &&
          std::all_of(m_trail.begin(), m_trail.end(), [](const Vec2& p) { return p.allFinite(); })))
        return "an average or the trail is not finite";
    return {};
}

} // namespace pl

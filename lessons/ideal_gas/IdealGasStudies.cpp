// SPDX-License-Identifier: GPL-3.0-or-later
#include "ideal_gas/IdealGasStudies.h"

#include "framework/TextFormat.h"
#include "ideal_gas/ExactGas.h"

#include <particlelab/collision/HardDiskEquationOfState.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pl {

namespace {

// Wall hits per run: the pressure's statistical error is about 1/√hits, 0.7 % here.
constexpr double studyWallHits = 20000.0;
// The equation-of-state study: disks, area fractions 0.05 … 0.70, and pair collisions per area
// fraction before and while measuring.
constexpr int eosCount = 1000;
constexpr int eosFractions = 14;
constexpr long long eosWarmUp = 60LL * eosCount, eosMeasured = 150LL * eosCount;

// Runs `model` to `time` (s); false when cancelled.
bool runTo(IdealGasModel& model, double time, Progress& progress, double done, double weight)
{
    const double start = model.gas().time();
    // Asked after every step: a step of 10⁵ disks takes tens of milliseconds, and Ctrl+C must
    // stop the study within a fraction of a second.
    while (model.gas().time() < time && !model.state().divergedAt) {
        if (progress.cancelled())
            return false;
        model.step();
        progress.report(done + weight * (model.gas().time() - start) / (time - start));
    }
    return !progress.cancelled();
}

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

const std::vector<double>& steppedStudyScales()
{
    static const std::vector<double> scales{8.0, 4.0, 2.0, 1.0, 0.5};
    return scales;
}

double simulatedTimeForWallHits(const IdealGasSettings& s, double wallHits)
{
    // Flux of disks onto a wall: n √(kT / 2πm) per unit length and time.
    const double area = s.boxWidth * s.boxHeight;
    const double n = (s.count + s.count2) / area;
    const double flux = n * std::sqrt(s.kT / (2.0 * std::numbers::pi * s.mass));
    const double perimeter = 2.0 * (s.boxWidth + s.boxHeight);
    return wallHits / std::max(flux * perimeter, 1e-300);
}

SteppedAgainstExact compareSteppedWithExact(IdealGasSettings settings, double simulatedTime,
                                            const std::vector<double>& scales, Progress& progress)
{
    SteppedAgainstExact out;
    out.simulatedTime = simulatedTime;
    settings.pistonSpeed = 0.0;
    // Work in units of the exact run's cost, the stepped runs' ∝ 1/scale.
    double work = 1.0, done = 0.0;
    for (double scale : scales)
        work += 0.5 / scale;
    {
        IdealGasSettings exact = settings;
        exact.dynamics = GasDynamics::EventDriven;
        exact.timeStepScale = 1.0;
        IdealGasModel model;
        model.reset(exact);
        const auto start = std::chrono::steady_clock::now();
        if (!runTo(model, simulatedTime, progress, 0.0, 1.0 / work)) {
            out.cancelled = true;
            return out;
        }
        out.exactWallSeconds = secondsSince(start);
        out.exactPressure = model.pressureMeasured();
        out.exactCollisions = static_cast<double>(model.collisions());
        done = 1.0;
    }
    for (double scale : scales) {
        IdealGasSettings stepped = settings;
        stepped.dynamics = GasDynamics::TimeStepped;
        stepped.timeStepScale = scale;
        IdealGasModel model;
        model.reset(stepped);
        const auto start = std::chrono::steady_clock::now();
        if (!runTo(model, simulatedTime, progress, done / work, 0.5 / scale / work)) {
            out.cancelled = true;
            return out;
        }
        done += 0.5 / scale;
        out.stepped.push_back({scale, model.state().dt, model.pressureMeasured(),
                               secondsSince(start)});
    }
    progress.report(1.0);
    return out;
}

std::optional<double> timeStepForError(const SteppedAgainstExact& result, double error)
{
    if (!(result.exactPressure > 0.0))
        return std::nullopt;
    std::vector<SteppedAgainstExact::Point> points = result.stepped;
    std::sort(points.begin(), points.end(),
              [](const auto& a, const auto& b) { return a.dt < b.dt; });
    auto err = [&](const SteppedAgainstExact::Point& p) {
        return std::abs(p.pressure / result.exactPressure - 1.0);
    };
    for (std::size_t k = 0; k + 1 < points.size(); ++k) {
        const double e0 = err(points[k]), e1 = err(points[k + 1]);
        if (e0 <= error && e1 > error) {
            const double f = (error - e0) / (e1 - e0);
            return std::exp(std::log(points[k].dt) +
                            f * (std::log(points[k + 1].dt) - std::log(points[k].dt)));
        }
    }
    return std::nullopt;
}

StudyFunction steppedAgainstExactStudy(const IdealGasSettings& settings)
{
    return [settings](Progress& progress) {
        StudyResult result;
        const double time = simulatedTimeForWallHits(settings, studyWallHits);
        const SteppedAgainstExact run =
            compareSteppedWithExact(settings, time, steppedStudyScales(), progress);
        if (run.cancelled) {
            result.cancelled = true;
            return result;
        }
        SeriesUpdate stepped{"pressure_vs_dt", "stepped", {}, {}};
        SeriesUpdate lessonDt{"pressure_vs_dt", "lesson_dt", {}, {}};
        double dtMin = 1e300, dtMax = 0.0;
        for (const SteppedAgainstExact::Point& p : run.stepped) {
            stepped.points.push_back({p.dt, p.pressure});
            dtMin = std::min(dtMin, p.dt);
            dtMax = std::max(dtMax, p.dt);
            if (p.scale == 1.0) {
                lessonDt.points.push_back({p.dt, p.pressure});
                result.measurements.push_back(Measurement::number(
                    "dt.error_at_lesson_dt", PL_TR_NOOP("ideal-gas", "Stepped pressure at the lesson's Δt / exact − 1"),
                    "", p.pressure / run.exactPressure - 1.0));
            }
        }
        std::sort(stepped.points.begin(), stepped.points.end(),
                  [](const ChartPoint& a, const ChartPoint& b) { return a.x < b.x; });
        SeriesUpdate exact{"pressure_vs_dt", "exact",
                           {{dtMin / 1.5, run.exactPressure}, {dtMax * 1.5, run.exactPressure}},
                           {}};
        result.series = {stepped, exact, lessonDt};
        result.measurements.push_back(Measurement::number(
            "dt.exact_pressure", PL_TR_NOOP("ideal-gas", "Exact wall pressure"), "N/m", run.exactPressure));
        if (const std::optional<double> dt = timeStepForError(run, 0.01))
            result.measurements.push_back(
                Measurement::number("dt.dt_for_1_percent", PL_TR_NOOP("ideal-gas", "Δt for a 1 % error"), "s", *dt));
        return result;
    };
}

StudyFunction equationOfStateStudy(std::uint64_t seed)
{
    return [seed](Progress& progress) {
        StudyResult result;
        constexpr int count = eosCount;
        constexpr long long warmUp = eosWarmUp, measured = eosMeasured;  // pair collisions
        std::vector<double> etas;
        for (int k = 1; k <= eosFractions; ++k)
            etas.push_back(0.05 * k);
        SeriesUpdate points{"equation_of_state", "measured", {}, {}};
        double sumHenderson = 0.0, sumLiu = 0.0;
        int fluid = 0;
        for (std::size_t k = 0; k < etas.size(); ++k) {
            if (progress.cancelled()) {
                result.cancelled = true;
                return result;
            }
            EventDrivenGas gas(seed + k);
            EventDrivenBox box;
            box.width = box.height = std::sqrt(count * std::numbers::pi / etas[k]);  // r = 1 m
            box.walls = EventDrivenBox::Walls::Periodic;
            gas.reset(box);
            if (!gas.fillLattice(count, 1.0, 1.0, 1.0))
                continue;
            // In slices, so that a cancel is heard within a fraction of a second.
            const long long slice = 20000;
            for (long long done = 0; done < warmUp + measured; done += slice) {
                if (done == warmUp)
                    gas.resetCounters();
                gas.advanceCollisions(std::min(slice, warmUp + measured - done));
                if (progress.cancelled()) {
                    result.cancelled = true;
                    return result;
                }
                progress.report((k + static_cast<double>(done + slice) / (warmUp + measured)) /
                                etas.size());
            }
            const double eta = gas.areaFraction();
            const double z = gas.virialCompressibility();
            points.points.push_back({eta, z});
            if (eta <= 0.65 + 1e-9) {
                sumHenderson += std::pow(z / hendersonHardDiskCompressibility(eta) - 1.0, 2);
                sumLiu += std::pow(z / liuHardDiskCompressibility(eta) - 1.0, 2);
                ++fluid;
            }
            if (std::abs(eta - 0.70) < 1e-9)
                result.measurements.push_back(
                    Measurement::number("eos.z_at_070", PL_TR_NOOP("ideal-gas", "Z at η = 0.70"), "", z));
        }
        SeriesUpdate henderson{"equation_of_state", "henderson", {}, {}};
        SeriesUpdate liu{"equation_of_state", "liu", {}, {}};
        double zTop = 1.0;
        for (int k = 0; k <= 72; ++k) {
            const double eta = 0.01 * k;
            henderson.points.push_back({eta, hendersonHardDiskCompressibility(eta)});
            liu.points.push_back({eta, liuHardDiskCompressibility(eta)});
            zTop = std::max(zTop, liuHardDiskCompressibility(eta));
        }
        SeriesUpdate hexatic{"equation_of_state", "hexatic",
                             {{liquidHexaticLow, 1.0},
                              {liquidHexaticLow, zTop},
                              {liquidHexaticHigh, zTop},
                              {liquidHexaticHigh, 1.0},
                              {liquidHexaticLow, 1.0}},
                             {}};
        result.series = {points, henderson, liu, hexatic};
        if (fluid > 0) {
            result.measurements.push_back(Measurement::number(
                "eos.rms_henderson", PL_TR_NOOP("ideal-gas", "RMS of Z / Z_Henderson − 1"), "", std::sqrt(sumHenderson / fluid)));
            result.measurements.push_back(Measurement::number(
                "eos.rms_liu", PL_TR_NOOP("ideal-gas", "RMS of Z / Z_Liu − 1"), "", std::sqrt(sumLiu / fluid)));
        }
        progress.report(1.0);
        return result;
    };
}

WorkEstimate pairsStudyEstimate()
{
    // Fixed: the brute force's pair tests (4 steps of n(n − 1)/2 for n = 100 … 10 000) are most of
    // it; the rate counts the other two broadphases' gases (up to 10⁵ disks) in. 1.2 s.
    double tests = 0.0;
    for (const double n : {100.0, 300.0, 1000.0, 3000.0, 10000.0})
        tests += 4.0 * n * (n - 1.0) / 2.0;
    return WorkEstimate{tests, PL_TR_NOOP("ideal-gas", "pair tests"),
                        "brute force on 100 … 10 000 disks, 4 steps each, beside sweep-and-prune "
                        "and the grid on up to 100 000",
                        1.8e8};
}

WorkEstimate steppedAgainstExactEstimate(const IdealGasSettings& settings)
{
    // Disk steps: the disks (plus three for a step's own cost, which counts when there are
    // few) × the steps of the lesson's Δt in the time of 20 000 wall hits × the runs, the exact
    // one (sampled every Δt) and the stepped ones at 8, 4, 2, 1 and ½ Δt. 5.4 s at the defaults:
    // 1 000 disks, 21 815 steps.
    constexpr double stepOverheadDisks = 3.0;
    double runs = 1.0;
    for (double scale : steppedStudyScales())
        runs += 1.0 / scale;
    const double time = simulatedTimeForWallHits(settings, studyWallHits);
    const double dt =
        IdealGasModel::timeStepFor(settings, settings.kT, 0.0, settings.count2 > 0);
    const double steps = time / dt;
    const double disks = static_cast<double>(settings.count) + settings.count2;
    std::ostringstream formula;
    formula.precision(3);
    formula << "'count' + 'count2' = " << disks << " disks × " << steps
            << " steps of Δt in the time of 20 000 wall hits × " << runs << " runs";
    return WorkEstimate{(disks + stepOverheadDisks) * steps * runs,
                        PL_TR_NOOP("ideal-gas", "disk steps"), formula.str(), 2.0e7};
}

WorkEstimate equationOfStateEstimate()
{
    // Fixed: 14 gases of 1 000 disks, 210 000 pair collisions each (0.84 M a second). 3.5 s.
    return WorkEstimate{static_cast<double>(eosFractions) * (eosWarmUp + eosMeasured),
                        PL_TR_NOOP("ideal-gas", "pair collisions"),
                        "14 area fractions × 210 000 collisions of 1 000 disks", 8.4e5};
}

} // namespace pl

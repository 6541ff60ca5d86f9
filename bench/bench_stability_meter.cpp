// SPDX-License-Identifier: GPL-3.0-or-later
// What the stability meter costs beside the step it watches (goal: at most 10 % of a step).
//   BM_Step/<lesson>: one step and its chart record of the lesson at its defaults (springs:
//     symplectic Euler and RK4 on the rope and cloth; pendulum: RK4; oscillator: two methods),
//     meter included: the baseline the shares below are taken of.
//   BM_SpringsModes: one Lanczos estimate of the springs' stiffest modes (24 products with the
//     mass-weighted stiffness); the lesson makes one each 0.1 s of simulated time (every 100
//     steps at its default Δt).
//   BM_MeterPoints: the meter's points λΔt written for one mode (the pendulum: every 8 steps;
//     the oscillator: when Δt changes).
//   BM_MeterReadout: the margin and predicted growth of two methods for three modes, once the
//     limits are known (once a frame, not a step).
//   BM_ShadowPoint: one point of a shadow energy series (H̃ of the oscillator, appended), what
//     a symplectic run adds to each step's record.
#include "Registry.h"
#include "common/ParticleLessonTools.h"
#include "common/StabilityMeterChart.h"
#include "framework/Lesson.h"
#include "framework/Parameters.h"
#include "springs/SpringsModel.h"

#include <particlelab/forces/DampedSprings.h>
#include <particlelab/integrators/ModifiedEnergy.h>
#include <particlelab/linear/Lanczos.h>

#include <benchmark/benchmark.h>

namespace {

void stepLesson(benchmark::State& state, const char* id)
{
    std::unique_ptr<pl::Lesson> lesson = pl::createLesson(id);
    lesson->reset(pl::defaultValues(lesson->parameters()));
    pl::ChartData data(1 << 20);
    for (auto _ : state) {
        lesson->step();
        lesson->record(data);
        if (lesson->finished()) {
            state.PauseTiming();
            lesson->reset(pl::defaultValues(lesson->parameters()));
            data.clear();
            state.ResumeTiming();
        }
    }
}
BENCHMARK_CAPTURE(stepLesson, springs, "springs");
BENCHMARK_CAPTURE(stepLesson, pendulum, "pendulum");
BENCHMARK_CAPTURE(stepLesson, oscillator, "harmonic-oscillator");

void BM_SpringsModes(benchmark::State& state)
{
    const pl::particle_lessons::RopeAndCloth model =
        pl::SpringsModel::build(pl::Vec2::Zero(), 0.01, 50.0, 0.02, pl::Method::SymplecticEuler);
    const pl::ParticleSystem& s = model.system;
    const pl::DampedSprings unit(s.find<pl::DampedSprings>()->links(), 1.0, 0.0);
    const Eigen::VectorXd sqrtW = s.inverseMasses().cwiseSqrt();
    Eigen::VectorXd start;
    for (auto _ : state) {
        const std::vector<double> top = pl::largestEigenvalues(
            [&](const Eigen::VectorXd& u, Eigen::VectorXd& out) {
                unit.addMassWeightedStiffness(s.positions(), sqrtW, u, out);
            },
            s.positions().size(), 3, 24, start);
        benchmark::DoNotOptimize(top.data());
    }
}
BENCHMARK(BM_SpringsModes);

void BM_MeterPoints(benchmark::State& state)
{
    pl::ChartSet set;
    pl::StabilityMeterChart meter;
    meter.declare(set, {pl::Method::RK4});
    pl::ChartData data;
    double theta = 0.0;
    for (auto _ : state) {
        theta += 1e-3;
        const pl::LinearMode mode{9.81 * std::cos(theta), 0.0};
        meter.record(data, {&mode, 1}, 0.005);
    }
}
BENCHMARK(BM_MeterPoints);

void BM_MeterReadout(benchmark::State& state)
{
    pl::ChartSet set;
    pl::StabilityMeterChart meter;
    const std::vector<pl::Method> methods{pl::Method::SymplecticEuler, pl::Method::RK4};
    meter.declare(set, methods);
    const std::vector<pl::LinearMode> modes{{4e6, 0.02 / 50 * 4e6}, {3.9e6, 0.02 / 50 * 3.9e6},
                                            {3.8e6, 0.02 / 50 * 3.8e6}};
    meter.measurements(methods, modes, 1e-3, "the stiffest spring mode");  // limits found once
    for (auto _ : state) {
        auto list = meter.measurements(methods, modes, 1e-3, "the stiffest spring mode");
        benchmark::DoNotOptimize(list.data());
    }
}
BENCHMARK(BM_MeterReadout);

// One point of a shadow energy series: H̃ of velocity Verlet on the oscillator, appended.
void BM_ShadowPoint(benchmark::State& state)
{
    pl::ChartSet set;
    const pl::ChartHandle chart = set.chart({"energy", "E", {"t", "s"}, {"E", "J"}, {}});
    const pl::SeriesHandle shadow = set.series(chart, {"shadow", "H̃", pl::colors::grey});
    pl::ChartData data(1 << 20);
    double t = 0.0;
    for (auto _ : state) {
        t += 1e-3;
        data.append(shadow, t,
                    pl::verletShadowEnergyOscillator(std::cos(t), -std::sin(t), 1.0, 1.0, 0.05));
    }
}
BENCHMARK(BM_ShadowPoint);

} // namespace

BENCHMARK_MAIN();

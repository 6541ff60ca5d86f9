// SPDX-License-Identifier: GPL-3.0-or-later
// SPH tank (lesson sph-tank, core/include/particlelab/sph/):
//   BM_DamBreakStep/N/threads: one full WCSPH step of the n² = 2 dam break (cell-list search,
//   sort by cell, density, Tait pressure, forces, leapfrog) after 100 warm-up steps, for
//   N ≈ 5·10³, 2·10⁴, 8·10⁴ fluid particles on 1 and 2 threads; items/s = steps/s.
//   Target on the 2-core machine: ≥ 150 steps/s at 2·10⁴ particles with 2 threads.
//   BM_DamBreakOneSecond: wall time to simulate 1 s of the lesson's default dam break (DFSPH,
//   with the lesson's sampling of density errors and front); CPU is of the whole process.
//   BM_SceneWithSurface/N: the lesson's scene() with the marching-squares free surface on
//   (target ≤ 16 ms at 2·10⁴ particles).
//   BM_SimulatedPerWall/solver/N: simulated seconds per wall second of the dam break
//   (solver 0 = WCSPH, 1 = DFSPH), 2 threads, and per CPU second of the process (both threads
//   together): DFSPH over the whole default run (0 → 2 s), WCSPH from t = 0.1 s over 0.1 s
//   (0.02 s at 2·10⁴);
//   for DFSPH the split of a step (search, density solver, divergence solver, rest) and the time
//   one pass over the stored pairs takes when only streamed (summing j and ∇W), times the passes
//   of a step. Targets: DFSPH ≥ 0.5 at 5·10³ particles, ≥ 0.1 at 2·10⁴.
#include "sph_tank/SphTankLesson.h"

#include <particlelab/sph/SphTankScenes.h>

#include <benchmark/benchmark.h>

#include <chrono>
#include <ctime>
#include <cmath>
#include <memory>

namespace {

// The dam break of the lesson's default geometry (a = 0.5 m, height 2a, tank 5.5a) with about
// `particles` fluid particles.
pl::WeaklyCompressibleSph damBreak(int particles, int threads)
{
    const double a = 0.5;
    const int columns = static_cast<int>(std::lround(std::sqrt(particles / 2.0)));
    pl::WcsphSettings s;
    s.spacing = a / columns;
    s.soundSpeed = 10.0 * std::sqrt(2.0 * 9.81 * 2.0 * a);
    s.alpha = 0.2;
    s.beta = 2.0;
    s.threads = threads;
    pl::SphTankSpec spec;
    spec.waterColumns = columns;
    spec.waterRows = 2 * columns;
    spec.tankColumns = static_cast<int>(std::lround(5.5 * columns));
    spec.wallRows = 3 * columns;
    return pl::buildSphTank(s, spec);
}

void BM_DamBreakStep(benchmark::State& state)
{
    pl::WeaklyCompressibleSph model = damBreak(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    for (int n = 0; n < 100; ++n)
        model.step();
    for (auto _ : state)
        benchmark::DoNotOptimize(model.step());
    state.SetItemsProcessed(state.iterations());
    state.counters["particles"] = model.fluidCount();
    state.counters["boundary"] = model.boundaryCount();
}
BENCHMARK(BM_DamBreakStep)
    ->ArgsProduct({{5000, 20000, 80000}, {1, 2}})
    ->ArgNames({"N", "threads"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MinTime(2.0);

pl::ParameterValues lessonValues(const pl::SphTankLesson& lesson, int particles)
{
    const std::vector<pl::ParameterSpec> table = lesson.parameters();
    pl::ParameterValues values = pl::defaultValues(table);
    values.set("particles", static_cast<double>(particles));
    return values;
}

void BM_DamBreakOneSecond(benchmark::State& state)
{
    long long steps = 0;
    for (auto _ : state) {
        pl::SphTankLesson lesson;
        lesson.reset(pl::defaultValues(lesson.parameters()));
        while (lesson.time() < 1.0)
            lesson.step();
        steps = lesson.model().fluid().steps();
    }
    state.counters["steps"] = static_cast<double>(steps);
}
BENCHMARK(BM_DamBreakOneSecond)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime()->MeasureProcessCPUTime();

pl::DivergenceFreeSph dfsphDamBreak(int particles, int threads)
{
    const double a = 0.5;
    const int columns = static_cast<int>(std::lround(std::sqrt(particles / 2.0)));
    pl::DfsphSettings s;
    s.spacing = a / columns;
    s.maxTimeStep = 0.01 * std::sqrt(a / 9.81);
    s.threads = threads;
    pl::SphTankSpec spec;
    spec.waterColumns = columns;
    spec.waterRows = 2 * columns;
    spec.tankColumns = static_cast<int>(std::lround(5.5 * columns));
    spec.wallRows = 3 * columns;
    return pl::buildDfsphTank(s, spec);
}

// Seconds to read the stored pairs (j and ∇W) of n particles once, front to back, on one thread,
// as the solvers' passes read them: eight particles side by side (NeighbourPairs::slice).
double streamPairs(const pl::NeighbourPairs& pairs, int n)
{
    const auto start = std::chrono::steady_clock::now();
    double sum = 0.0;
    const int repeats = 20;
    constexpr int lanes = pl::NeighbourPairs::sliceLanes;
    for (int r = 0; r < repeats; ++r)
        for (int first = 0; first < n; first += lanes) {
            const pl::NeighbourPairs::Slice slice = pairs.slice(first);
            for (int k = 0; k < lanes * slice.width; ++k)
                sum += slice.neighbour[k] * slice.gradientX[k] + slice.gradientY[k];
        }
    benchmark::DoNotOptimize(sum);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / repeats;
}

void BM_SimulatedPerWall(benchmark::State& state)
{
    const bool dfsph = state.range(0) == 1;
    const int particles = static_cast<int>(state.range(1));
    // DFSPH: the whole default run, 0 → 2 s (after the surge hits the far wall at t ≈ 0.6 s the
    // splash's speed sets a shorter CFL step than the early collapse). WCSPH, whose step is set
    // by the speed of sound all along: 0.1 s (0.02 s at 2·10⁴) from t = 0.1 s.
    const double from = dfsph ? 0.0 : 0.1;                                     // s simulated
    const double span = dfsph ? 2.0 : particles > 10000 ? 0.02 : 0.1;          // s simulated
    double simulated = 0.0, wall = 0.0, cpu = 0.0;
    pl::DivergenceFreeSph::StageTimes split;
    long long steps = 0, passes = 0;
    double stream = 0.0;
    for (auto _ : state) {
        state.PauseTiming();
        std::unique_ptr<pl::SphFluid> model;
        if (dfsph)
            model = std::make_unique<pl::DivergenceFreeSph>(dfsphDamBreak(particles, 2));
        else
            model = std::make_unique<pl::WeaklyCompressibleSph>(damBreak(particles, 2));
        while (model->time() < from)
            model->step();
        state.ResumeTiming();
        const double t0 = model->time();
        const long long s0 = model->steps();
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpuStart = std::clock();
        while (model->time() < t0 + span) {
            model->step();
            if (dfsph) {
                const auto& d = static_cast<const pl::DivergenceFreeSph&>(*model);
                split.search += d.lastStageTimes().search;
                split.densitySolver += d.lastStageTimes().densitySolver;
                split.divergenceSolver += d.lastStageTimes().divergenceSolver;
                split.rest += d.lastStageTimes().rest;
                // Warm start + iterations, two pair passes per iteration, for each solver.
                passes += 2 * (d.lastDensityIterations() + d.lastDivergenceIterations()) + 2;
            }
        }
        wall += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        cpu += static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        simulated += model->time() - t0;
        steps += model->steps() - s0;
        if (dfsph)
            stream = streamPairs(static_cast<const pl::DivergenceFreeSph&>(*model).pairs(),
                                 static_cast<int>(model->positions().size()));
    }
    state.counters["sim_s_per_wall_s"] = simulated / wall;
    // CPU time of the whole process (both threads): on a machine shared with other work, the
    // figure that does not depend on the load.
    state.counters["sim_s_per_cpu_s"] = simulated / cpu;
    state.counters["steps"] = static_cast<double>(steps);
    state.counters["dt_mean"] = simulated / static_cast<double>(steps);
    if (dfsph) {
        const double total = split.search + split.densitySolver + split.divergenceSolver + split.rest;
        state.counters["search_pct"] = 100.0 * split.search / total;
        state.counters["density_pct"] = 100.0 * split.densitySolver / total;
        state.counters["divergence_pct"] = 100.0 * split.divergenceSolver / total;
        state.counters["rest_pct"] = 100.0 * split.rest / total;
        state.counters["passes_per_step"] = static_cast<double>(passes) / static_cast<double>(steps);
        // Solver time per step over the time to stream the pairs once per pass.
        state.counters["solver_over_streaming"] =
            (split.densitySolver + split.divergenceSolver) / (stream * static_cast<double>(passes));
    }
}
BENCHMARK(BM_SimulatedPerWall)
    ->ArgsProduct({{0, 1}, {5000, 20000}})
    ->ArgNames({"dfsph", "N"})
    ->Unit(benchmark::kSecond)
    ->Iterations(1)
    ->UseRealTime()
    ->MeasureProcessCPUTime();

void BM_SceneWithSurface(benchmark::State& state)
{
    pl::SphTankLesson lesson;
    lesson.reset(lessonValues(lesson, static_cast<int>(state.range(0))));
    for (int n = 0; n < 300; ++n)
        lesson.step();
    pl::Scene scene;
    for (auto _ : state) {
        lesson.scene(scene);
        benchmark::DoNotOptimize(scene.polylines.data());
    }
}
BENCHMARK(BM_SceneWithSurface)->Arg(5000)->Arg(20000)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();

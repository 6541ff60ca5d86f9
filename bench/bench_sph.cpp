// SPH tank (lesson sph-tank, core/include/particlelab/sph/):
//   BM_DamBreakStep/N/threads: one full WCSPH step of the n² = 2 dam break (cell-list search,
//   sort by cell, density, Tait pressure, forces, leapfrog) after 100 warm-up steps, for
//   N ≈ 5·10³, 2·10⁴, 8·10⁴ fluid particles on 1 and 2 threads; items/s = steps/s.
//   Target on the 2-core machine: ≥ 150 steps/s at 2·10⁴ particles with 2 threads.
//   BM_DamBreakOneSecond: wall time to simulate 1 s of the lesson's default dam break.
//   BM_SceneWithSurface/N: the lesson's scene() with the marching-squares free surface on
//   (target ≤ 16 ms at 2·10⁴ particles).
#include "sph_tank/SphTankLesson.h"

#include <particlelab/sph/SphTankScenes.h>

#include <benchmark/benchmark.h>

#include <cmath>

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
        steps = lesson.model().steps();
    }
    state.counters["steps"] = static_cast<double>(steps);
}
BENCHMARK(BM_DamBreakOneSecond)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

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

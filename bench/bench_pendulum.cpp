// SPDX-License-Identifier: GPL-3.0-or-later
// Pendulum lessons: the double pendulum's flip map, the heavy study of the lesson.
//   BM_FlipMap/200: 200 × 200 starting angles, 10 s at Δt = 10⁻³ s with RK4, on 2 threads
//   (target: under 15 s wall time on 2 cores). Counters: the RK4 cell-steps actually taken (cells
//   stop when they flip; starts too low in energy are skipped) and their rate.
//   BM_ArraySinCos: the vectorised sin/cos of core/special against std::sin + std::cos.
#include <particlelab/pendulum/DoublePendulum.h>
#include <particlelab/special/ArraySinCos.h>

#include <benchmark/benchmark.h>

#include <cmath>

namespace {

void BM_FlipMap(benchmark::State& state)
{
    pl::FlipMapSettings settings;
    settings.gridSize = static_cast<int>(state.range(0));
    settings.duration = 10.0;
    settings.timeStep = 1e-3;
    settings.threads = 2;
    long long cellSteps = 0;
    for (auto _ : state) {
        const pl::FlipMap map = pl::computeFlipMap(settings);
        cellSteps = map.cellSteps;
        benchmark::DoNotOptimize(map.flipTime.data());
    }
    state.counters["cell_steps"] = static_cast<double>(cellSteps);
    state.counters["cell_steps_per_s"] =
        benchmark::Counter(static_cast<double>(cellSteps), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_FlipMap)->Arg(50)->Arg(200)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

void BM_ArraySinCos(benchmark::State& state)
{
    const Eigen::ArrayXd x = Eigen::ArrayXd::LinSpaced(4096, -4.0, 4.0);
    Eigen::ArrayXd s, c;
    for (auto _ : state) {
        pl::sinCos(x, s, c);
        benchmark::DoNotOptimize(s.data());
        benchmark::DoNotOptimize(c.data());
    }
    state.SetItemsProcessed(state.iterations() * x.size());
}
BENCHMARK(BM_ArraySinCos);

void BM_StdSinCos(benchmark::State& state)
{
    const Eigen::ArrayXd x = Eigen::ArrayXd::LinSpaced(4096, -4.0, 4.0);
    Eigen::ArrayXd s(x.size()), c(x.size());
    for (auto _ : state) {
        for (Eigen::Index i = 0; i < x.size(); ++i) {
            s[i] = std::sin(x[i]);
            c[i] = std::cos(x[i]);
        }
        benchmark::DoNotOptimize(s.data());
        benchmark::DoNotOptimize(c.data());
    }
    state.SetItemsProcessed(state.iterations() * x.size());
}
BENCHMARK(BM_StdSinCos);

} // namespace

BENCHMARK_MAIN();

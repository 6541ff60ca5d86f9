// SPDX-License-Identifier: GPL-3.0-or-later
// Cost of the Taylor-series numerics and of a full reset of the `taylor` lesson (the GUI resets
// it on every parameter edit, so a reset must stay well under a frame, ~30 ms).
#include "taylor/TaylorLesson.h"

#include <particlelab/series/TaylorSeries.h>

#include <benchmark/benchmark.h>

using namespace pl;

namespace {

const SeriesFunction functions[] = {SeriesFunction::Exp, SeriesFunction::Sin, SeriesFunction::Cos,
                                    SeriesFunction::Log1p, SeriesFunction::Geometric};

// One remainder R_N(x) (tail sum or f − P_N) for degree N = range(0), over 64 points.
void BM_Remainder(benchmark::State& state)
{
    const SeriesFunction f = functions[state.range(1)];
    const int degree = static_cast<int>(state.range(0));
    for (auto _ : state) {
        double sum = 0.0;
        for (int i = 0; i < 64; ++i)
            sum += remainder(f, 0.0, degree, -0.9 + 1.8 * i / 63.0);
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * 64);
}
BENCHMARK(BM_Remainder)->ArgsProduct({{3, 20}, {0, 1, 2, 3, 4}});

void BM_LagrangeBound(benchmark::State& state)
{
    const SeriesFunction f = functions[state.range(0)];
    for (auto _ : state) {
        double sum = 0.0;
        for (int i = 0; i < 64; ++i)
            sum += lagrangeBound(f, 0.0, 10, -0.9 + 1.8 * i / 63.0);
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * 64);
}
BENCHMARK(BM_LagrangeBound)->DenseRange(0, 4);

// The "how many terms?" search where it runs to its limit (no degree ≤ 200 suffices).
void BM_MinimumDegreeExhaustive(benchmark::State& state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(minimumDegree(SeriesFunction::Log1p, 0.0, -0.8, 1e-12));
}
BENCHMARK(BM_MinimumDegreeExhaustive);

// A whole reset of the lesson at degree N = range(0): 401 samples × P₀ … P_N, errors, bounds.
void BM_LessonReset(benchmark::State& state)
{
    TaylorLesson lesson;
    ParameterValues values = defaultValues(lesson.parameters());
    values.set("degree", static_cast<double>(state.range(0)));
    values.set("function", "ln1p");
    for (auto _ : state) {
        lesson.reset(values);
        benchmark::ClobberMemory();
    }
}
BENCHMARK(BM_LessonReset)->Arg(3)->Arg(20)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

// SPDX-License-Identifier: GPL-3.0-or-later
// What error control costs in the integrators lesson, on the Kepler orbit at e = 0.9 with RK4
// and Dormand–Prince 5(4) at the tolerance 1e-6, Δt = 0.05 s:
//   BM_KeplerStep/0: one lesson step (RK4's step and Dormand–Prince's steps up to that time);
//   BM_KeplerStep/1: the same and its chart record (phase, energy, error, and every attempt on
//     the Δt and error-estimate charts): the difference is what the new charts cost;
//   BM_ConvergenceStudy: the convergence study with the adaptive sweep (tolerances 1e-2 to
//     1e-12) and the search for RK4's fewest steps, over T = 20 s.
#include "Registry.h"
#include "framework/Lesson.h"
#include "framework/Parameters.h"
#include "framework/Study.h"

#include <benchmark/benchmark.h>

namespace {

std::unique_ptr<pl::Lesson> keplerLesson()
{
    std::unique_ptr<pl::Lesson> lesson = pl::createLesson("integrators");
    pl::ParameterValues values = pl::defaultValues(lesson->parameters());
    values.set("problem", std::string("kepler"));
    values.set("eccentricity", 0.9);
    values.set("methods", std::string("rk4,dopri5"));
    values.set("tolerance", 1e-6);
    lesson->reset(values);
    return lesson;
}

void BM_KeplerStep(benchmark::State& state)
{
    const bool record = state.range(0) != 0;
    std::unique_ptr<pl::Lesson> lesson = keplerLesson();
    pl::ChartData data(1 << 20);
    for (auto _ : state) {
        lesson->step();
        if (record)
            lesson->record(data);
        if (lesson->finished()) {
            state.PauseTiming();
            lesson = keplerLesson();
            data.clear();
            state.ResumeTiming();
        }
    }
}
BENCHMARK(BM_KeplerStep)->Arg(0)->Arg(1);

void BM_ConvergenceStudy(benchmark::State& state)
{
    std::unique_ptr<pl::Lesson> lesson = keplerLesson();
    for (auto _ : state) {
        pl::Progress progress;
        benchmark::DoNotOptimize(lesson->prepareStudy("convergence")(progress));
    }
}
BENCHMARK(BM_ConvergenceStudy)->Unit(benchmark::kMillisecond)->Iterations(2);

} // namespace

BENCHMARK_MAIN();

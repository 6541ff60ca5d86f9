// SPDX-License-Identifier: GPL-3.0-or-later
// What exactness costs in the ideal-gas lesson at its defaults (1000 disks, area fraction 0.196):
// first the Δt at which the time-stepped gas's wall pressure is 1 % off the event-driven one's
// (the lesson's "stepped vs exact" comparison with 40 000 wall hits a run, a statistical error
// near 0.5 %, interpolated on log Δt), then the wall-clock cost per simulated second of the
// stepped gas at that Δt, at the lesson's own Δt, and of the event-driven gas sampled at the
// lesson's Δt (the samples copy the disks into the shown gas and count overlaps, as in the
// lesson), and of the exact gas alone. One thread.
//
// Run: ./build/bench/bench_gas_dynamics   (the "simulated s/s" counters are the figures; their
// inverse is the cost per simulated second).
#include "framework/Study.h"
#include "ideal_gas/IdealGasModel.h"
#include "ideal_gas/IdealGasStudies.h"

#include <benchmark/benchmark.h>

#include <cstdio>

using namespace pl;

namespace {

struct OnePercent {
    double scale = 0.0;  // Δt at 1 % over the lesson's Δt (0: not found)
    double dt = 0.0;     // s
    double lessonDt = 0.0;
};
OnePercent onePercent;

void findOnePercentTimeStep(benchmark::State& state)
{
    const IdealGasSettings settings;
    for (auto _ : state) {
        Progress progress;
        const SteppedAgainstExact run =
            compareSteppedWithExact(settings, simulatedTimeForWallHits(settings, 40000.0),
                                    {4.0, 2.0, 1.4, 1.0, 0.5}, progress);
        for (const auto& p : run.stepped) {
            std::printf("  Δt = %.5f s (%.2f × the lesson's): P = %.5f N/m, exact %.5f: %+.2f %%\n",
                        p.dt, p.scale, p.pressure, run.exactPressure,
                        100.0 * (p.pressure / run.exactPressure - 1.0));
            if (p.scale == 1.0)
                onePercent.lessonDt = p.dt;
        }
        if (const std::optional<double> dt = timeStepForError(run, 0.01)) {
            onePercent.dt = *dt;
            onePercent.scale = *dt / onePercent.lessonDt;
        }
        state.counters["dt_lesson_s"] = onePercent.lessonDt;
        state.counters["dt_1percent_s"] = onePercent.dt;
        state.counters["exact_P_N_per_m"] = run.exactPressure;
    }
}
BENCHMARK(findOnePercentTimeStep)->Iterations(1)->Unit(benchmark::kSecond);

// Simulated seconds per wall second of the lesson's model with these dynamics and Δt scale.
void simulate(benchmark::State& state, GasDynamics dynamics, double scale)
{
    if (!(scale > 0.0)) {
        state.SkipWithError("the 1 % time step was not found");
        return;
    }
    IdealGasSettings settings;
    settings.dynamics = dynamics;
    settings.timeStepScale = scale;
    IdealGasModel model;
    model.reset(settings);
    double simulated = 0.0;
    for (auto _ : state) {
        const double start = model.time();
        while (model.time() < start + 10.0)
            model.step();
        simulated += model.time() - start;
    }
    state.counters["simulated s/s"] = benchmark::Counter(simulated, benchmark::Counter::kIsRate);
    state.counters["dt_s"] = model.state().dt;
}

void steppedAtOnePercent(benchmark::State& state)
{
    simulate(state, GasDynamics::TimeStepped, onePercent.scale);
}
void steppedAtLessonDt(benchmark::State& state) { simulate(state, GasDynamics::TimeStepped, 1.0); }
void eventDriven(benchmark::State& state) { simulate(state, GasDynamics::EventDriven, 1.0); }

// The exact gas alone, advanced 10 s at a time: what the samples add is the rest.
void eventDrivenUnsampled(benchmark::State& state)
{
    IdealGasSettings settings;
    settings.dynamics = GasDynamics::EventDriven;
    IdealGasModel model;
    model.reset(settings);
    EventDrivenGas gas = model.exact().gas;
    gas.keepHistory(false);  // what the view draws between samples is not the gas's work
    double simulated = 0.0;
    for (auto _ : state) {
        const double start = gas.time();
        gas.advanceTo(start + 10.0);
        simulated += gas.time() - start;
    }
    state.counters["simulated s/s"] = benchmark::Counter(simulated, benchmark::Counter::kIsRate);
    state.counters["collisions/s"] = benchmark::Counter(
        static_cast<double>(gas.counters().pairCollisions), benchmark::Counter::kIsRate);
}

BENCHMARK(steppedAtOnePercent)->MinTime(2.0)->Unit(benchmark::kMillisecond);
BENCHMARK(steppedAtLessonDt)->MinTime(2.0)->Unit(benchmark::kMillisecond);
BENCHMARK(eventDriven)->MinTime(2.0)->Unit(benchmark::kMillisecond);
BENCHMARK(eventDrivenUnsampled)->MinTime(2.0)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

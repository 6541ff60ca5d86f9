// SPDX-License-Identifier: GPL-3.0-or-later
// What the stability meter and the shadow energy H̃ cost per step where their chart is on show,
// and where it is hidden (goal: at most 10 % of a step shown, nothing hidden). Each lesson is
// stepped and its charts recorded as the window does, every point kept (the worst case):
//   BM_Instruments/<lesson>/0: the step alone, no chart recorded;
//   BM_Instruments/<lesson>/1: the step and its record with every chart on show (the headless
//     export's and, before the window told lessons what it shows, every window's);
//   BM_Instruments/<lesson>/2: the same with the meter's chart and the energy chart (which holds
//     H̃) hidden, all other charts on show: what a window pays that does not show them.
// The counter meter_writes is how many times per step the meter wrote its points (0 when hidden),
// h_values how many H̃ values were computed per step (0 when hidden). Hidden, neither computes
// anything, so /2 is the record without them: H̃'s points are kept without their values, which
// are computed when the chart comes on show, from the run reached again at their ticks:
//   BM_ShadowFill/<lesson>/<steps>: that filling in, in a session stepped <steps> steps with the
//     energy chart hidden (the counter `points`: how many values it computed).
// Their own costs alone:
//   BM_LennardJonesShadowTerms: Lennard-Jones' H̃ terms (one pass over the pairs), taken every
//     20 steps; BM_LennardJonesStiffestPair: the meter's modes there (one pass), every 20 steps.
//   BM_OscillatorShadow: the oscillator's closed-form H̃ of one run, taken every step.
#include "Registry.h"
#include "common/StabilityMeterChart.h"
#include "framework/Lesson.h"
#include "framework/LessonSession.h"
#include "framework/Parameters.h"
#include "lennard_jones/LennardJonesLesson.h"

#include <particlelab/integrators/ModifiedEnergy.h>
#include <particlelab/md/LennardJonesFluid.h>

#include <benchmark/benchmark.h>

#include <functional>

namespace {

std::unique_ptr<pl::Lesson> kepler()
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

std::function<std::unique_ptr<pl::Lesson>()> atDefaults(const char* id)
{
    return [id] {
        std::unique_ptr<pl::Lesson> lesson = pl::createLesson(id);
        lesson->reset(pl::defaultValues(lesson->parameters()));
        return lesson;
    };
}

// Every chart of `lesson` but the meter's and the energy chart.
pl::ChartsOnShow withoutInstruments(const pl::Lesson& lesson)
{
    std::vector<std::string> ids;
    for (const pl::ChartSpec& spec : lesson.charts())
        if (spec.id != "stability" && spec.id != "energy")
            ids.push_back(spec.id);
    return pl::ChartsOnShow::only(ids);
}

void stepAndRecord(benchmark::State& state, const std::function<std::unique_ptr<pl::Lesson>()>& make)
{
    const int mode = static_cast<int>(state.range(0));
    std::unique_ptr<pl::Lesson> lesson;
    auto start = [&] {
        lesson = make();
        if (mode == 2)
            lesson->setChartsOnShow(withoutInstruments(*lesson));
    };
    start();
    pl::ChartData data(1 << 20);
    if (mode != 0)
        lesson->record(data);
    const long long writesBefore = pl::StabilityMeterChart::pointWrites();
    const long long valuesBefore = pl::ChartData::computedValues();
    for (auto _ : state) {
        lesson->step();
        if (mode != 0)
            lesson->record(data);
        if (lesson->finished()) {
            state.PauseTiming();
            start();
            data.clear();
            state.ResumeTiming();
        }
    }
    state.counters["meter_writes"] = benchmark::Counter(
        static_cast<double>(pl::StabilityMeterChart::pointWrites() - writesBefore),
        benchmark::Counter::kAvgIterations);
    state.counters["h_values"] =
        benchmark::Counter(static_cast<double>(pl::ChartData::computedValues() - valuesBefore),
                           benchmark::Counter::kAvgIterations);
}

void BM_Instruments(benchmark::State& state, const char* which)
{
    const std::string id(which);
    stepAndRecord(state, id == "kepler" ? std::function<std::unique_ptr<pl::Lesson>()>(kepler)
                                        : atDefaults(which));
}
BENCHMARK_CAPTURE(BM_Instruments, kepler, "kepler")->Arg(0)->Arg(1)->Arg(2);
BENCHMARK_CAPTURE(BM_Instruments, oscillator, "harmonic-oscillator")->Arg(0)->Arg(1)->Arg(2);
BENCHMARK_CAPTURE(BM_Instruments, pendulum, "pendulum")->Arg(0)->Arg(1)->Arg(2);
BENCHMARK_CAPTURE(BM_Instruments, springs, "springs")->Arg(0)->Arg(1)->Arg(2);
BENCHMARK_CAPTURE(BM_Instruments, lennard_jones, "lennard-jones")->Arg(0)->Arg(1)->Arg(2);

// A session stepped `steps` steps with the energy chart (H̃) and the meter hidden, as a window
// that shows neither; then timed: the charts coming on show, H̃'s values computed.
void BM_ShadowFill(benchmark::State& state, const char* id, const char* method)
{
    const long long steps = state.range(0);
    std::size_t points = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto session = std::make_unique<pl::LessonSession>(pl::createLesson(id));
        if (method) {
            session->set("method", std::string(method));
            session->reset();
        }
        session->showCharts(withoutInstruments(session->lesson()));
        for (long long i = 0; i < steps; ++i)
            session->step();
        points = session->pendingPoints();
        state.ResumeTiming();
        session->showCharts(pl::ChartsOnShow::every());
        state.PauseTiming();
        session.reset();
        state.ResumeTiming();
    }
    state.counters["points"] = static_cast<double>(points);
}
BENCHMARK_CAPTURE(BM_ShadowFill, lennard_jones, "lennard-jones", nullptr)
    ->Arg(20000)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ShadowFill, pendulum_verlet, "pendulum", "verlet")
    ->Arg(20000)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ShadowFill, oscillator, "harmonic-oscillator", nullptr)
    ->Arg(20000)->Iterations(1)->Unit(benchmark::kMillisecond);

const pl::LennardJonesFluid& lennardJonesFluid()
{
    static const std::unique_ptr<pl::Lesson> lesson = [] {
        std::unique_ptr<pl::Lesson> l = atDefaults("lennard-jones")();
        for (int i = 0; i < 200; ++i)
            l->step();
        return l;
    }();
    return dynamic_cast<const pl::LennardJonesLesson&>(*lesson).fluid();
}

void BM_LennardJonesShadowTerms(benchmark::State& state)
{
    const pl::LennardJonesFluid& fluid = lennardJonesFluid();
    for (auto _ : state)
        benchmark::DoNotOptimize(fluid.shadowTerms());
}
BENCHMARK(BM_LennardJonesShadowTerms);

void BM_LennardJonesStiffestPair(benchmark::State& state)
{
    const pl::LennardJonesFluid& fluid = lennardJonesFluid();
    for (auto _ : state)
        benchmark::DoNotOptimize(fluid.stiffestPairCurvature());
}
BENCHMARK(BM_LennardJonesStiffestPair);

void BM_OscillatorShadow(benchmark::State& state)
{
    double t = 0.0;
    for (auto _ : state) {
        t += 1e-3;
        benchmark::DoNotOptimize(
            pl::symplecticEulerShadowEnergyOscillator(std::cos(t), -std::sin(t), 1.0, 1.0, 0.05));
    }
}
BENCHMARK(BM_OscillatorShadow);

} // namespace

BENCHMARK_MAIN();

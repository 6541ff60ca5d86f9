// SPDX-License-Identifier: GPL-3.0-or-later
// Integrator throughput and the cost of the lessons' convergence studies.
//  * MillionOscillators/<method>: one step of 10⁶ independent harmonic oscillators
//    (x'' = −x, stacked in one state); the counter `oscillator_steps_per_s` is oscillators × steps
//    per second.
//  * IntegratorsConvergenceStudy: the `integrators` lesson's convergence study on its default
//    problem (oscillator, T = 20 s, six methods, Δt halved six times); must stay under 2 s.
//  * VelocityFieldConvergenceStudy: the `velocity-field` lesson's study on its default field.
#include "Registry.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/integrators/TestProblems.h>

#include <benchmark/benchmark.h>

using namespace pl;

namespace {

void millionOscillators(benchmark::State& state)
{
    const Method method = Method(state.range(0));
    const Eigen::Index n = 1'000'000;
    ParticleState s{Vec::LinSpaced(n, -1.0, 1.0), Vec::Zero(n), 0.0, {}};
    const AccelerationFunction a = oscillatorAcceleration(1.0);
    for (auto _ : state) {
        s = step(method, a, s, 1e-3);
        benchmark::DoNotOptimize(s.x.data());
    }
    state.counters["oscillator_steps_per_s"] = benchmark::Counter(
        static_cast<double>(n) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.SetLabel(std::string(methodInfo(method).id));
}

void lessonStudy(benchmark::State& state, const char* lessonId)
{
    const std::unique_ptr<Lesson> lesson = createLesson(lessonId);
    lesson->reset(defaultValues(lesson->parameters()));
    const StudyFunction study = lesson->prepareStudy("convergence");
    for (auto _ : state) {
        Progress progress;
        StudyResult result = study(progress);
        benchmark::DoNotOptimize(result.series.data());
    }
}

void integratorsConvergenceStudy(benchmark::State& state) { lessonStudy(state, "integrators"); }
void velocityFieldConvergenceStudy(benchmark::State& state) { lessonStudy(state, "velocity-field"); }

} // namespace

BENCHMARK(millionOscillators)
    ->Name("MillionOscillators")
    ->DenseRange(0, 5)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(integratorsConvergenceStudy)
    ->Name("IntegratorsConvergenceStudy")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK(velocityFieldConvergenceStudy)
    ->Name("VelocityFieldConvergenceStudy")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

BENCHMARK_MAIN();

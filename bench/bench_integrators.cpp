// SPDX-License-Identifier: GPL-3.0-or-later
// Integrator throughput and the cost of the lessons' convergence studies.
//  * MillionOscillators/<method>: one step of 10⁶ independent harmonic oscillators
//    (x'' = −x, stacked in one state); the counter `oscillator_steps_per_s` is oscillators × steps
//    per second.
//  * OscillatorPrecision/<precision>/<method>: the same 10⁶ oscillators in float, double,
//    double with compensated summation and long double, for velocity Verlet and RK4: the cost
//    of each precision against double's.
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

// Precision 0 float, 1 double, 2 double with compensated summation, 3 long double.
template <class Scalar>
void oscillatorsIn(benchmark::State& state, bool compensated, const char* precision)
{
    const Method method = Method(state.range(1));
    const Eigen::Index n = 1'000'000;
    BasicParticleState<Scalar> s;
    s.x = VecOf<Scalar>::LinSpaced(n, Scalar(-1), Scalar(1));
    s.v = VecOf<Scalar>::Zero(n);
    if (compensated)
        s = withCompensatedSummation(s);
    const BasicAccelerationFunction<Scalar> a =
        [](const VecOf<Scalar>& x, const VecOf<Scalar>&, Scalar) -> VecOf<Scalar> { return -x; };
    for (auto _ : state) {
        s = step(method, a, s, Scalar(1e-3));
        benchmark::DoNotOptimize(s.x.data());
    }
    state.counters["oscillator_steps_per_s"] = benchmark::Counter(
        static_cast<double>(n) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.SetLabel(std::string(precision) + "/" + std::string(methodInfo(method).id));
}

void oscillatorPrecision(benchmark::State& state)
{
    switch (state.range(0)) {
    case 0: oscillatorsIn<float>(state, false, "float"); break;
    case 1: oscillatorsIn<double>(state, false, "double"); break;
    case 2: oscillatorsIn<double>(state, true, "double+kahan"); break;
    default: oscillatorsIn<long double>(state, false, "long double"); break;
    }
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
BENCHMARK(oscillatorPrecision)
    ->Name("OscillatorPrecision")
    ->ArgsProduct({{0, 1, 2, 3}, {int(Method::VelocityVerlet), int(Method::RK4)}})
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

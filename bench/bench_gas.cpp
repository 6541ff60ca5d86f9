// SPDX-License-Identifier: GPL-3.0-or-later
// Steps per second of the hard-disk gas (DiskGas) for N = 10³, 10⁴, 10⁵ disks at 5 % and 19.6 %
// area fraction with each broadphase (brute force up to 10⁴), and of the 2D Lennard-Jones fluid
// (density 0.1, cut-off 2.5σ) at 10⁴ and 10⁵ atoms, all on one thread.
//
// Reference figures (LAMMPS on this kind of machine, one core): 99 856 granular disks at
// 19.6 % ≈ 150–170 steps/s (target for the grid at 10⁵: ≥ 320 steps/s); 2D LJ gas 1 500 steps/s at
// 10⁴ atoms and 130 at 10⁵ (targets ≥ 2 250 and ≥ 195). Sweep and prune must be ≥ 20× faster
// than brute force at N = 10⁴.
//
// Run: ./build/bench/bench_gas   (the "steps/s" counter is the figure to compare).
#include "framework/LessonSession.h"
#include "ideal_gas/IdealGasLesson.h"

#include <particlelab/collision/DiskGas.h>
#include <particlelab/md/LennardJonesFluid.h>

#include <benchmark/benchmark.h>

#include <cmath>
#include <numbers>

using namespace pl;

namespace {

// A square box of `count` disks of radius 1 m, mass 1 kg, kT = 1 J at the given area fraction.
DiskGas makeGas(int count, double fraction, BroadphaseKind kind)
{
    const double side = std::sqrt(count * std::numbers::pi / fraction);
    DiskGas gas(1, kind);
    gas.setBox({0.0, side, 0.0, side});
    gas.populate({{count, 1.0, 1.0}}, 1.0, InitialSpeeds::Maxwell);
    return gas;
}

void gasSteps(benchmark::State& state, BroadphaseKind kind)
{
    const int count = static_cast<int>(state.range(0));
    const double fraction = static_cast<double>(state.range(1)) / 1000.0;
    DiskGas gas = makeGas(count, fraction, kind);
    const double dt = 0.1 / std::sqrt(2.0);  // s: a tenth of a radius at the rms speed
    for (int k = 0; k < 20; ++k)  // leave the lattice and settle the sweep's order
        gas.step(dt);
    gas.resetCounters();
    for (auto _ : state)
        gas.step(dt);
    state.counters["steps/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["pairs_tested/step"] = static_cast<double>(gas.counters().pairsTested) /
                                          static_cast<double>(gas.counters().steps);
    state.counters["N"] = count;
    state.counters["area_fraction"] = fraction;
}

void BM_GasBruteForce(benchmark::State& state) { gasSteps(state, BroadphaseKind::BruteForce); }
void BM_GasSweepAndPrune(benchmark::State& state)
{
    gasSteps(state, BroadphaseKind::SweepAndPrune);
}
void BM_GasUniformGrid(benchmark::State& state) { gasSteps(state, BroadphaseKind::UniformGrid); }

// Arguments: N, area fraction in thousandths.
BENCHMARK(BM_GasBruteForce)
    ->ArgsProduct({{1000, 10000}, {50, 196}})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GasSweepAndPrune)
    ->ArgsProduct({{1000, 10000, 100000}, {50, 196}})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GasUniformGrid)
    ->ArgsProduct({{1000, 10000, 100000}, {50, 196}})
    ->Unit(benchmark::kMillisecond);

void BM_LennardJones(benchmark::State& state)
{
    const int count = static_cast<int>(state.range(0));
    const double density = 0.1 * static_cast<double>(state.range(1));
    LennardJonesSettings settings;
    settings.thermostatTime = 0.0;  // plain NVE, as in the LAMMPS run
    settings.rdfInterval = 0;
    LennardJonesFluid fluid(settings, 1);
    fluid.populate(count, density, 1.0);
    for (int k = 0; k < 200; ++k)
        fluid.step(0.005);
    for (auto _ : state)
        fluid.step(0.005);
    state.counters["steps/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["N"] = count;
}
// Second argument: ρ* in tenths (the dense liquid 0.7 and the dilute gas 0.1 of bench/lj_vs_lammps.py).
BENCHMARK(BM_LennardJones)
    ->Args({1024, 7})
    ->Args({10000, 1})
    ->Args({100000, 1})
    ->Unit(benchmark::kMicrosecond);

// The ideal-gas lesson at 10⁵ disks and 19.6 %: one step (with its bookkeeping) and filling the
// view's scene (colours by speed, one disk cloud), the lesson's share of a frame.
void BM_IdealGasLessonStep(benchmark::State& state)
{
    LessonSession session(std::make_unique<IdealGasLesson>());
    session.set("count", "100000");
    session.set("box_width", "633");
    session.set("box_height", "633");
    session.set("initial_speeds", "maxwell");
    session.reset();
    for (int k = 0; k < 20; ++k)
        session.step();
    for (auto _ : state)
        session.step();
    state.counters["steps/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_IdealGasLessonStep)->Unit(benchmark::kMillisecond);

void BM_IdealGasLessonScene(benchmark::State& state)
{
    LessonSession session(std::make_unique<IdealGasLesson>());
    session.set("count", "100000");
    session.set("box_width", "633");
    session.set("box_height", "633");
    session.reset();
    session.step();
    Scene scene;
    for (auto _ : state) {
        session.lesson().scene(scene);
        benchmark::DoNotOptimize(scene.clouds.data());
    }
}
BENCHMARK(BM_IdealGasLessonScene)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

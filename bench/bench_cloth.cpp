// SPDX-License-Identifier: GPL-3.0-or-later
// A 100 × 100 cloth (10⁴ particles; 19 800 structural + 19 602 shear links ≈ 4·10⁴), pinned at
// its top corners, under gravity: steps per second of
//  * the damped-spring cloth with symplectic Euler (in-place array step; target ≥ 1000 steps/s
//    on one core) and with Heun (through pl::step and std::function, for comparison);
//  * the XPBD cloth (distance constraints, α = 10⁻⁷ m/N), one "step" = one frame of 1/60 s with
//    all its substeps and iterations. Gauss–Seidel must carry the cloth's weight across 100 rows:
//    with a single sweep per substep it does not converge and the cloth tears apart numerically
//    (it diverges within seconds), so the configurations timed here use at least 20 sweeps per
//    frame (1 × 20, 4 × 5, 10 × 2), which stay bounded.
#include "common/ParticleLessonTools.h"

#include <particlelab/constraints/DistanceConstraints.h>
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/UniformForces.h>
#include <particlelab/particles/Lattice.h>

#include <benchmark/benchmark.h>

using namespace pl;

namespace {

constexpr int side = 100;
constexpr double spacing = 0.01;  // m: a 1 m × 1 m cloth
constexpr double mass = 1e-4;     // kg per particle: 1 kg in all

ParticleSystem makeCloth(LatticePiece& piece)
{
    ParticleSystem system;
    piece = addCloth(system, Eigen::Vector2d::Zero(), side, side, spacing, mass);
    system.pin(piece.particles.front());
    system.pin(piece.particles[side - 1]);
    system.add(std::make_unique<Gravity>(Eigen::Vector2d(0.0, -9.81)));
    return system;
}

void springCloth(benchmark::State& state, Method method)
{
    LatticePiece piece;
    ParticleSystem system = makeCloth(piece);
    // k = k_s/r = 1000 N/m per structural spring: ω_max ≈ 9·10³ rad/s; Δt = 0.1 ms is stable.
    system.add(std::make_unique<DampedSprings>(piece.links, 10.0, 0.001));
    system.setMethod(method);
    for (auto _ : state) {
        system.step(1e-4);
        benchmark::DoNotOptimize(system.positions().data());
    }
    if (!system.isFiniteAndBounded(1e3))
        state.SkipWithError("the cloth diverged");
    state.counters["steps/s"] = benchmark::Counter(double(state.iterations()),
                                                   benchmark::Counter::kIsRate);
    state.counters["springs"] = double(piece.links.size());
}

void xpbdCloth(benchmark::State& state)
{
    LatticePiece piece;
    ParticleSystem system = makeCloth(piece);
    system.add(std::make_unique<DistanceConstraints>(piece.links, 1e-7));
    system.setSubsteps(static_cast<int>(state.range(0)));
    system.setIterations(static_cast<int>(state.range(1)));
    for (auto _ : state) {
        system.step(1.0 / 60.0);
        benchmark::DoNotOptimize(system.positions().data());
    }
    if (!system.isFiniteAndBounded(1e3))
        state.SkipWithError("the cloth diverged");
    state.counters["steps/s"] = benchmark::Counter(double(state.iterations()),
                                                   benchmark::Counter::kIsRate);
    state.counters["constraints"] = double(piece.links.size());
}

} // namespace

BENCHMARK_CAPTURE(springCloth, symplectic_euler, Method::SymplecticEuler)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(springCloth, heun_via_pl_step, Method::Heun)->Unit(benchmark::kMicrosecond);
BENCHMARK(xpbdCloth)
    ->ArgNames({"substeps", "iterations"})
    ->Args({1, 20})
    ->Args({4, 5})
    ->Args({10, 2})
    ->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();

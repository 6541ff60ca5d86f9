// SPDX-License-Identifier: GPL-3.0-or-later
// Collisions per CPU second of the exact hard-disk gas (EventDrivenGas) at 10⁴ disks, area
// fraction 0.2 and 0.5, periodic box, one core: the figure to compare with DynamO (about
// 2.8·10⁵ collisions per second on a desktop) and the target of 10⁶. Also counted per
// collision: contacts found stale at the queue's root (looked for again) and cell crossings.
// How the time splits between prediction, the queue and the cell crossings: run it under
// `perf record` (the functions pairTime/earlierPairInCell, schedule, cellTime/processCell stay
// out of line at -O3); bench/results/2026-11-26-event-driven-queue.json has the figures.
//
// Run: ./build/bench/bench_event_driven_gas   (the "collisions/s" counter is the figure).
#include <particlelab/collision/EventDrivenGas.h>

#include <benchmark/benchmark.h>

#include <cmath>
#include <numbers>

using namespace pl;

namespace {

void eventDrivenCollisions(benchmark::State& state)
{
    const int count = static_cast<int>(state.range(0));
    const double fraction = static_cast<double>(state.range(1)) / 1000.0;
    EventDrivenGas gas(1);
    EventDrivenBox box;
    box.width = box.height = std::sqrt(count * std::numbers::pi / fraction);
    box.walls = EventDrivenBox::Walls::Periodic;
    gas.reset(box);
    gas.fillLattice(count, 1.0, 1.0, 1.0);
    gas.advanceCollisions(50LL * count);  // melt the lattice
    gas.resetCounters();
    const long long batch = 10000;
    for (auto _ : state)
        gas.advanceCollisions(batch);
    const EventCounters& c = gas.counters();
    const double collisions = static_cast<double>(c.pairCollisions);
    state.counters["collisions/s"] =
        benchmark::Counter(collisions, benchmark::Counter::kIsRate);
    state.counters["stale/collision"] = static_cast<double>(c.staleEvents) / collisions;
    state.counters["crossings/collision"] = static_cast<double>(c.cellCrossings) / collisions;
    state.counters["queued/disk"] = static_cast<double>(gas.queuedEvents()) / count;
    state.counters["Z"] = gas.virialCompressibility();
    state.counters["N"] = count;
    state.counters["area_fraction"] = fraction;
}

} // namespace

BENCHMARK(eventDrivenCollisions)
    ->Args({10000, 200})
    ->Args({10000, 500})
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->MinTime(2.0);

BENCHMARK_MAIN();

// SPDX-License-Identifier: GPL-3.0-or-later
// The LAMMPS hand-over, timed:
//  * export of 10⁶ Lennard-Jones atoms (deck + data file with exact digits, written to disk);
//  * import of a 10⁶-atom dump frame (`dump custom … id type x y vx vy`, %.17g) and of the
//    same frame evaluated by the Lennard-Jones analysis (energies, virial, g(r));
//  * LAMMPS's and ParticleLab's steps per second for the same 2D Lennard-Jones system (density
//    0.1σ⁻², kT = 1ε, r_c = 2.5σ, skin 0.3σ, Δt = 0.005, no thermostat) at 10⁴ and 10⁵ atoms, one
//    core each, from the same exported state. LAMMPS's figure is its own "Loop time" (start-up and
//    reading the data file excluded) times its reported "% CPU use", i.e. CPU time, as Google
//    Benchmark's rate counters for ParticleLab are (on a shared machine wall-clock figures say
//    more about the neighbours); "wall steps/s" is given too. Skipped when `lmp` is not on PATH.
//
// Run: ./build/bench/bench_lammps   (counters "steps/s" and "atoms/s" are the figures).
#include "framework/LessonSession.h"
#include "lammps/LammpsExport.h"
#include "lennard_jones/LennardJonesLesson.h"

#include <particlelab/io/LammpsDump.h>
#include <particlelab/io/LammpsInput.h>
#include <particlelab/io/LammpsText.h>
#include <particlelab/md/LennardJonesFluid.h>

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace pl;

namespace {

namespace fs = std::filesystem;

fs::path scratchFolder(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / ("particlelab-bench-lammps-" + name);
    fs::create_directories(dir);
    return dir;
}

// The lennard-jones lesson at density 0.1, kT = 1, thermostat off, with `count` atoms.
LessonSession lennardJones(int count)
{
    LessonSession session(std::make_unique<LennardJonesLesson>());
    session.set("count", std::to_string(count));
    session.set("thermostat_time", "0");
    session.reset();
    return session;
}

const LennardJonesFluid& fluidOf(const LessonSession& session)
{
    return dynamic_cast<const LennardJonesLesson&>(session.lesson()).fluid();
}

void BM_ExportMillionAtoms(benchmark::State& state)
{
    // Up to the lesson's own limit of 10⁵ atoms the lesson is used; 10⁶ come from the model.
    LennardJonesSettings settings;
    LennardJonesFluid fluid(settings, 1);
    fluid.populate(1000000, 0.1, 1.0);
    LammpsSystem s;
    s.title = "bench";
    s.xhi = s.yhi = fluid.boxSide();
    s.types = {{"atom", 1.0, 0.0}};
    s.type.assign(fluid.size(), 1);
    s.x.assign(fluid.x().begin(), fluid.x().end());
    s.y.assign(fluid.y().begin(), fluid.y().end());
    s.vx.assign(fluid.vx().begin(), fluid.vx().end());
    s.vy.assign(fluid.vy().begin(), fluid.vy().end());
    s.pairs = {{1, 1, 1.0, 1.0, 2.5}};
    const fs::path dir = scratchFolder("export");
    for (auto _ : state) {
        const std::string error = writeLammpsInput(s, dir.string());
        benchmark::DoNotOptimize(error);
    }
    state.counters["atoms/s"] = benchmark::Counter(1e6 * static_cast<double>(state.iterations()),
                                                   benchmark::Counter::kIsRate);
    state.counters["MB"] = static_cast<double>(fs::file_size(dir / lammpsFiles::data)) / 1e6;
}
BENCHMARK(BM_ExportMillionAtoms)->Unit(benchmark::kMillisecond)->Iterations(3);

fs::path millionAtomDump()
{
    const fs::path path = scratchFolder("import") / "dump.lammpstrj";
    LennardJonesFluid fluid(LennardJonesSettings{}, 2);
    fluid.populate(1000000, 0.1, 1.0);
    LammpsFrame f;
    f.xhi = f.yhi = fluid.boxSide();
    const std::size_t n = fluid.size();
    f.id.resize(n);
    f.type.assign(n, 1);
    f.x.assign(fluid.x().begin(), fluid.x().end());
    f.y.assign(fluid.y().begin(), fluid.y().end());
    f.vx.assign(fluid.vx().begin(), fluid.vx().end());
    f.vy.assign(fluid.vy().begin(), fluid.vy().end());
    for (std::size_t i = 0; i < n; ++i)
        f.id[i] = static_cast<long long>(fluid.ids()[i]) + 1;  // rows not in id order: sorted on read
    std::string text;
    appendLammpsDumpFrame(f, text);
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

void BM_ImportMillionAtoms(benchmark::State& state)
{
    const fs::path path = millionAtomDump();
    LammpsTrajectory t;
    for (auto _ : state) {
        const auto error = readLammpsDump(path.string(), t);
        if (error)
            state.SkipWithError(error->message().c_str());
        benchmark::DoNotOptimize(t);
    }
    state.counters["atoms/s"] = benchmark::Counter(1e6 * static_cast<double>(state.iterations()),
                                                   benchmark::Counter::kIsRate);
    state.counters["MB"] = static_cast<double>(fs::file_size(path)) / 1e6;
}
BENCHMARK(BM_ImportMillionAtoms)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_AnalyseMillionAtomFrame(benchmark::State& state)
{
    const fs::path path = millionAtomDump();
    LammpsTrajectory t;
    if (readLammpsDump(path.string(), t))
        return;
    const LammpsFrame& f = t.frames.front();
    LennardJonesFluid fluid(LennardJonesSettings{}, 1);
    for (auto _ : state) {
        fluid.loadAtoms(f.xhi - f.xlo, f.x, f.y, f.vx, f.vy, 0.0, 0);
        benchmark::DoNotOptimize(fluid.pressure());
    }
}
BENCHMARK(BM_AnalyseMillionAtomFrame)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_ParticleLabLennardJones(benchmark::State& state)
{
    const LessonSession session = lennardJones(static_cast<int>(state.range(0)));
    LennardJonesFluid fluid = fluidOf(session);
    const double dt = 0.005;
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state)
        fluid.step(dt);
    const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - start;
    state.counters["steps/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["wall steps/s"] = static_cast<double>(state.iterations()) / wall.count();
}
BENCHMARK(BM_ParticleLabLennardJones)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

// LAMMPS from the same exported state; its "Loop time of T on 1 procs for S steps".
void BM_LammpsLennardJones(benchmark::State& state)
{
    const int count = static_cast<int>(state.range(0));
    const long long steps = count >= 100000 ? 300 : 3000;
    const LessonSession session = lennardJones(count);
    const fs::path dir = scratchFolder("run-" + std::to_string(count));
    if (!exportToLammps(session.lesson(), dir.string()).empty()) {
        state.SkipWithError("export failed");
        return;
    }
    if (std::system("command -v lmp > /dev/null 2>&1") != 0) {
        state.SkipWithError("skipped: lmp not installed");
        return;
    }
    double loopSeconds = 0.0, cpuSeconds = 0.0;
    for (auto _ : state) {
        const std::string command = "cd '" + dir.string() + "' && lmp -in in.particlelab -var nsteps " +
                                    std::to_string(steps) +
                                    " -var dump_every 100000000 -screen none -log log.lammps";
        if (std::system(command.c_str()) != 0) {
            state.SkipWithError("lmp failed");
            return;
        }
        std::ifstream log(dir / lammpsFiles::log);
        std::string line;
        double loop = 0.0;
        while (std::getline(log, line)) {
            if (line.rfind("Loop time of ", 0) == 0)
                loop = std::strtod(line.c_str() + 13, nullptr);
            else if (line.find("% CPU use with") != std::string::npos)
                cpuSeconds += loop * std::strtod(line.c_str(), nullptr) / 100.0;
        }
        loopSeconds += loop;
        state.SetIterationTime(loop);
    }
    const double total = static_cast<double>(steps) * static_cast<double>(state.iterations());
    state.counters["steps/s"] = total / cpuSeconds;
    state.counters["wall steps/s"] = total / loopSeconds;
}
BENCHMARK(BM_LammpsLennardJones)
    ->Arg(10000)
    ->Arg(100000)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

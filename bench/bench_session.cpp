// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson state as data: what keyframes cost and how fast a run comes back.
//   BM_Keyframe/<lesson>: one keyframe (the lesson's State as bytes) at its defaults after 50
//     steps; counters: keyframe bytes, and the simulated seconds a run covers before its
//     keyframes reach the default 512 MB budget and start to be thinned.
//   BM_SeekSphDamBreak: a seek to a random moment of a run of the sph-tank dam break (solver
//     auto = DFSPH, or PARTICLELAB_BENCH_SPH_SOLVER) of
//     PARTICLELAB_BENCH_SPH_SECONDS simulated seconds (default 60; the run is made once, first),
//     with PARTICLELAB_BENCH_SPH_BUDGET_MB as the keyframe budget (default 512). A seek restores
//     the nearest keyframe and replays at most one keyframe interval. Target: ≤ 1 s per seek.
//   BM_SaveSph / BM_OpenSph: writing and reading that session as a file's text.
//   BM_DamBreakAsPlayed/threads: the sph-tank dam break (DFSPH, 5 000 particles) as the window
//     plays it at 0.5 simulated s per wall s and 60 frames/s, without the window: batches of
//     1/120 s simulated, each followed by the frame's scene (free surface included) and
//     measurements, from t = 0 to 0.5 s (the collapse and the surge). Counters: simulated s per
//     CPU s of the process, and the CPU split of a frame (stepping, scene, measurements; with
//     more than one thread the split counts the calling thread only). CPU time, unlike wall
//     time, changes little when other programs share the machine.
#include "Registry.h"
#include "framework/LessonSession.h"
#include "framework/LessonState.h"
#include "SessionFile.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <time.h>
#include <vector>
#include <utility>

namespace {

void BM_Keyframe(benchmark::State& state, std::string id)
{
    pl::LessonSession session(pl::createLesson(id));
    for (int i = 0; i < 50; ++i)
        session.step();
    const double secondsPerTick = session.lesson().time() / 50.0;
    std::size_t bytes = 0;
    for (auto _ : state) {
        std::string keyframe = pl::saveStateBytes(session.lesson());
        bytes = keyframe.size();
        benchmark::DoNotOptimize(keyframe);
    }
    const double keyframes = static_cast<double>(pl::RunRecord::defaultBudget) / static_cast<double>(bytes);
    state.counters["keyframe_bytes"] = static_cast<double>(bytes);
    state.counters["sim_s_in_budget"] = keyframes * 16.0 * secondsPerTick;
}

pl::LessonSession& sphRun()
{
    static std::unique_ptr<pl::LessonSession> session = [] {
        const char* env = std::getenv("PARTICLELAB_BENCH_SPH_SECONDS");
        const double seconds = env ? std::atof(env) : 60.0;
        auto s = std::make_unique<pl::LessonSession>(pl::createLesson("sph-tank"));
        // The lesson opens on the tank at rest; the run a class rewinds is the dam break, with
        // the solver the lesson picks for it (DFSPH) unless PARTICLELAB_BENCH_SPH_SOLVER names one.
        const char* solver = std::getenv("PARTICLELAB_BENCH_SPH_SOLVER");
        for (const auto& [id, value] : {std::pair<std::string, std::string>{"scenario", "dam-break"},
                                        {"solver", solver ? solver : "auto"}})
            if (auto error = s->set(id, value)) {
                std::fprintf(stderr, "sph-tank: %s\n", error->c_str());
                std::exit(2);
            }
        if (auto error = s->reset()) {
            std::fprintf(stderr, "sph-tank: %s\n", error->c_str());
            std::exit(2);
        }
        // A smaller budget gives a short run the keyframe interval of a long one (60 s at 512 MB
        // ≈ 3 s at 25.6 MB), so the seek cost of a 60 s run can be measured in minutes.
        if (const char* budget = std::getenv("PARTICLELAB_BENCH_SPH_BUDGET_MB"))
            s->setMemoryBudget(static_cast<std::size_t>(std::atof(budget) * 1048576.0));
        const auto start = std::chrono::steady_clock::now();
        s->advanceTo(seconds);
        const double wall =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // A seek replays at most one keyframe interval: its length bounds the seek's cost.
        std::fprintf(stderr,
                     "sph-tank dam break: %.2f s simulated in %.0f s, %lld ticks, %zu keyframes, %.1f MB, "
                     "keyframe interval %lld ticks (%.3f s simulated)\n",
                     s->lesson().time(), wall, s->headTick(), s->record().keyframes().size(),
                     static_cast<double>(s->record().bytes()) / 1048576.0,
                     s->record().interval(),
                     s->lesson().time() * static_cast<double>(s->record().interval()) /
                         static_cast<double>(std::max<long long>(s->headTick(), 1)));
        return s;
    }();
    return *session;
}

void BM_SeekSphDamBreak(benchmark::State& state)
{
    pl::LessonSession& session = sphRun();
    std::mt19937_64 random(7);
    std::uniform_int_distribution<long long> tick(0, session.headTick());
    for (auto _ : state)
        session.seek(tick(random));
    session.seek(session.headTick());
}

void BM_SaveSph(benchmark::State& state)
{
    pl::LessonSession& session = sphRun();
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string text = pl::writeSessionText(session, {});
        bytes = text.size();
    }
    state.counters["file_MB"] = static_cast<double>(bytes) / 1048576.0;
}

void BM_OpenSph(benchmark::State& state)
{
    const std::string text = pl::writeSessionText(sphRun(), {});
    for (auto _ : state) {
        pl::SessionReadResult read = pl::readSessionText(text, "bench.plsession");
        if (!read.error.empty())
            state.SkipWithError(read.error.c_str());
        benchmark::DoNotOptimize(read);
    }
}

double threadSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

double processSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

void BM_DamBreakAsPlayed(benchmark::State& state)
{
    const double span = 0.5, frame = 1.0 / 120.0;  // s simulated
    double simulated = 0.0, cpu = 0.0, stepping = 0.0, scene = 0.0, measuring = 0.0;
    long long frames = 0;
    for (auto _ : state) {
        state.PauseTiming();
        pl::LessonSession session(pl::createLesson("sph-tank"));
        for (const auto& [id, value] :
             {std::pair<std::string, std::string>{"scenario", "dam-break"}, {"solver", "auto"},
              {"threads", std::to_string(state.range(0))}})
            if (auto error = session.set(id, value)) {
                state.SkipWithError(error->c_str());
                return;
            }
        if (auto error = session.reset()) {
            state.SkipWithError(error->c_str());
            return;
        }
        state.ResumeTiming();
        const double t0 = session.lesson().time();
        const double cpu0 = processSeconds();
        for (double target = t0 + frame; session.lesson().time() < t0 + span; target += frame) {
            double t = threadSeconds();
            session.advanceTo(target);
            double u = threadSeconds();
            stepping += u - t;
            pl::Scene drawn;
            session.lesson().scene(drawn);
            benchmark::DoNotOptimize(drawn);
            t = threadSeconds();
            scene += t - u;
            std::vector<pl::Measurement> measured = session.lesson().measurements();
            benchmark::DoNotOptimize(measured);
            measuring += threadSeconds() - t;
            ++frames;
        }
        cpu += processSeconds() - cpu0;
        simulated += session.lesson().time() - t0;
    }
    state.counters["sim_per_cpu"] = simulated / cpu;
    state.counters["frame_step_ms"] = 1e3 * stepping / static_cast<double>(frames);
    state.counters["frame_scene_ms"] = 1e3 * scene / static_cast<double>(frames);
    state.counters["frame_measure_ms"] = 1e3 * measuring / static_cast<double>(frames);
}

} // namespace

int main(int argc, char** argv)
{
    for (const pl::LessonEntry& entry : pl::registerLessons())
        benchmark::RegisterBenchmark(("BM_Keyframe/" + entry.id).c_str(), BM_Keyframe, entry.id)
            ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("BM_SeekSphDamBreak", BM_SeekSphDamBreak)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(20);
    benchmark::RegisterBenchmark("BM_DamBreakAsPlayed", BM_DamBreakAsPlayed)
        ->ArgName("threads")
        ->Arg(1)
        ->Arg(2)
        ->Iterations(1)
        ->Unit(benchmark::kSecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("BM_SaveSph", BM_SaveSph)->Unit(benchmark::kMillisecond)->Iterations(3);
    benchmark::RegisterBenchmark("BM_OpenSph", BM_OpenSph)->Unit(benchmark::kMillisecond)->Iterations(3);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

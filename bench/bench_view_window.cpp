// SPDX-License-Identifier: GPL-3.0-or-later
// The whole window at a class's pace: for every lesson at its defaults (and the SPH tank's two
// scenarios), 5 s of the real MainWindow (offscreen, 1280×800, playing at 1×) driven by its own
// frame timer in the event loop, as a person sees it: the lesson stepped on the window's stepping
// thread in batches of about a frame, each batch then shown (view, clock, measurements, charts
// every third frame) and painted by the GUI thread while the next batch steps.
// Reported per case:
//   frames_per_s               ticks of the window's frame timer per wall second (each a frame
//                              the window could show; 60 when nothing holds up the GUI thread)
//   frame_median_ms, frame_worst_ms   wall time between two ticks
//   shown_per_s                new states shown per wall second (fewer than frames_per_s when
//                              the lesson's Δt is longer than a frame, or a batch than a tick)
//   gui_median_ms, gui_worst_ms       CPU time of the GUI thread per frame (showing, painting,
//                                     events)
//   step_median_ms, step_worst_ms     wall time of a batch of stepping (stepping thread)
//   sim_per_wall               simulated seconds per wall second; 1 means real time at 1×.
//   cpu_per_wall               CPU seconds of the whole process per wall second (2 = both cores)
//   sim_per_cpu                simulated seconds per CPU second of the process: what the load
//                              of other programs on the machine changes least
//   load                       the machine's one-minute load average when the case ended
// Targets: every lesson at 60 frames/s with its worst frame ≤ 20 ms and at real time
// (1×), the SPH dam break (5 000 particles, DFSPH) at ≥ 0.5 simulated s per wall s.
//
// Run: QT_QPA_PLATFORM=offscreen ./build/bench/bench_view_window [--benchmark_filter=sph]
#include "MainWindow.h"
#include "Registry.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QString>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <time.h>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

namespace {

struct Case {
    std::string name;
    std::string lesson;
    std::vector<std::pair<QString, QString>> parameters;  // typed into the form before Play
};

double loadAverage()
{
    std::ifstream in("/proc/loadavg");
    double load = -1.0;
    in >> load;
    return load;
}

// CPU seconds of the calling (GUI) thread.
double guiSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double worst(const std::vector<double>& v) { return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end()); }

void playLesson(benchmark::State& state, const Case& c)
{
    for (auto _ : state) {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.selectLesson(c.lesson, true);
        for (const auto& [id, text] : c.parameters)
            window.changeParameter(id, text);
        QApplication::processEvents();

        std::vector<double> frames, gui, stepping;
        long long shownCount = 0;
        double simulated = 0.0;
        double lastTime = window.shownTime();
        QElapsedTimer clock;
        double lastFrame = 0.0, lastGui = guiSeconds();
        const auto now = [&clock] { return static_cast<double>(clock.nsecsElapsed()) * 1e-9; };
        const auto ticked = QObject::connect(&window, &pl::MainWindow::frameTicked, [&] {
            const double t = now();
            frames.push_back(t - lastFrame);
            lastFrame = t;
            const double g = guiSeconds();
            gui.push_back(g - lastGui);
            lastGui = g;
            // A finished run (taylor, velocity-field) is played again. (A timer of its own
            // would make the window wait for the batch under way when it fires.)
            if (!window.playing())
                QTimer::singleShot(0, &window, [&window] { window.setPlaying(true); });
        });
        const auto shown = QObject::connect(&window, &pl::MainWindow::frameShown, [&] {
            ++shownCount;
            stepping.push_back(window.lastSteppingSeconds());
            simulated += std::max(0.0, window.shownTime() - lastTime);
            lastTime = window.shownTime();
        });
        const std::clock_t cpuStart = std::clock();
        clock.start();
        window.setPlaying(true);
        QEventLoop loop;
        QTimer::singleShot(5000, &loop, &QEventLoop::quit);
        loop.exec();
        const double wall = now();
        const double cpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        QObject::disconnect(shown);
        QObject::disconnect(ticked);
        window.setPlaying(false);  // waits for the batch under way

        if (!frames.empty())
            frames.erase(frames.begin());  // from Play to the first tick
        state.counters["frames_per_s"] = static_cast<double>(frames.size()) / wall;
        state.counters["frame_median_ms"] = 1e3 * median(frames);
        state.counters["frame_worst_ms"] = 1e3 * worst(frames);
        state.counters["shown_per_s"] = static_cast<double>(shownCount) / wall;
        state.counters["gui_median_ms"] = 1e3 * median(gui);
        state.counters["gui_worst_ms"] = 1e3 * worst(gui);
        state.counters["step_median_ms"] = 1e3 * median(stepping);
        state.counters["step_worst_ms"] = 1e3 * worst(stepping);
        state.counters["sim_per_wall"] = simulated / wall;
        state.counters["cpu_per_wall"] = cpu / wall;
        state.counters["sim_per_cpu"] = simulated / cpu;
        state.counters["load"] = loadAverage();
    }
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ParticleLabBench"));
    std::vector<Case> cases;
    for (const pl::LessonEntry& entry : pl::registerLessons())
        cases.push_back({entry.id, entry.id, {}});
    // The SPH tank's two scenarios whatever its default: the dam break (DFSPH) and the tank at
    // rest (WCSPH, the solver "auto" picks for it).
    cases.push_back({"sph-tank/dam-break", "sph-tank", {{QStringLiteral("scenario"), QStringLiteral("dam-break")}}});
    cases.push_back({"sph-tank/hydrostatic", "sph-tank", {{QStringLiteral("scenario"), QStringLiteral("hydrostatic")}}});
    // The dam break with the solver on one thread (the stepping thread alone, no helper).
    cases.push_back({"sph-tank/dam-break-1-thread", "sph-tank",
                     {{QStringLiteral("scenario"), QStringLiteral("dam-break")}, {QStringLiteral("threads"), QStringLiteral("1")}}});
    for (const Case& c : cases)
        benchmark::RegisterBenchmark(c.name.c_str(), playLesson, c)
            ->Iterations(1)
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

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
//   restarts                   times the run reached its end and was started again (as the
//                              Play button does: reset, play); sim_per_wall counts the
//                              simulated time of every start; the frame a restart falls in
//                              is left out of the frame figures and reported as
//                              restart_frame_worst_ms
// With --slow-frames=MS (say 18), each tick that came more than MS after the one before is
// printed with what the GUI thread did in between: every event that took over 1 ms, with its
// wall time, the thread's CPU time, the time it waited for a core (run queue) and the rest
// (blocked: waiting for the stepping thread, a lock, the display).
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
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <time.h>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

namespace {

// The GUI thread's CPU time and time spent waiting for a core (ns), from the scheduler.
std::pair<long long, long long> schedulerNanoseconds()
{
    std::ifstream in("/proc/thread-self/schedstat");
    long long cpu = 0, queued = 0;
    in >> cpu >> queued;
    return {cpu, queued};
}

// Times each event the GUI thread delivers from its event loop (not those sent from inside
// another), for --slow-frames.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;
    struct Delivered {
        double start = 0.0, wall = 0.0, cpu = 0.0, queued = 0.0;  // s
        std::string what;
    };
    bool tracing = false;
    QElapsedTimer clock;
    std::vector<Delivered> delivered;

    bool notify(QObject* receiver, QEvent* event) override
    {
        if (!tracing || m_depth > 0)
            return QApplication::notify(receiver, event);
        ++m_depth;
        const double start = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
        const auto [cpu0, queued0] = schedulerNanoseconds();
        const int type = event->type();
        const char* cls = receiver->metaObject()->className();
        const std::string name = receiver->objectName().toStdString();
        const bool result = QApplication::notify(receiver, event);
        const double wall = static_cast<double>(clock.nsecsElapsed()) * 1e-9 - start;
        --m_depth;
        if (wall > 1e-3) {
            const auto [cpu1, queued1] = schedulerNanoseconds();
            delivered.push_back({start, wall, 1e-9 * static_cast<double>(cpu1 - cpu0),
                                 1e-9 * static_cast<double>(queued1 - queued0),
                                 std::string(cls) + (name.empty() ? "" : " '" + name + "'") + " event " +
                                     std::to_string(type)});
        }
        return result;
    }

private:
    int m_depth = 0;
};

double slowFrameSeconds = 0.0;  // --slow-frames=MS, in s (0: off)
constexpr double caseSeconds = 5.0;  // wall time each case plays

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
        int restarts = 0;
        bool restarting = false;
        std::vector<double> restartFrames;
        double simulated = 0.0;
        double lastTime = window.shownTime();
        QElapsedTimer clock;
        double lastFrame = 0.0, lastGui = guiSeconds();
        const auto now = [&clock] { return static_cast<double>(clock.nsecsElapsed()) * 1e-9; };
        auto* app = static_cast<TimedApplication*>(QCoreApplication::instance());
        std::vector<std::pair<double, double>> slowTicks;  // (when, gap) s
        // The case ends at the first tick after 5 s. (A timer of its own made the window wait
        // for the batch under way when it fired, and the SPH tank's last frame came 28 ms after
        // the one before.)
        QEventLoop loop;
        const auto ticked = QObject::connect(&window, &pl::MainWindow::frameTicked, [&] {
            const double t = now();
            if (t >= caseSeconds) {
                loop.quit();
                return;
            }
            if (std::exchange(restarting, false)) {
                // The frame of a restart (the reset rebuilds charts and view) apart.
                restartFrames.push_back(t - lastFrame);
                lastFrame = t;
                lastGui = guiSeconds();
                return;
            }
            if (slowFrameSeconds > 0.0 && t - lastFrame > slowFrameSeconds && !frames.empty())
                slowTicks.emplace_back(t, t - lastFrame);
            frames.push_back(t - lastFrame);
            lastFrame = t;
            const double g = guiSeconds();
            gui.push_back(g - lastGui);
            lastGui = g;
            // A run that reached its end (taylor after 4 s, velocity-field after 2 s) starts
            // again, as the Play button does: reset, then play. (Only setPlaying(true) left it
            // standing at its end, and velocity-field reported 0.42 simulated s per wall s for
            // 2 s played in 5.) (A timer of its own would make the window wait for the batch
            // under way when it fires.)
            if (!window.playing())
                QTimer::singleShot(0, &window, [&window, &restarts, &restarting] {
                    if (window.playing())
                        return;
                    window.resetLesson();
                    window.setPlaying(true);
                    ++restarts;
                    restarting = true;
                });
        });
        const auto shown = QObject::connect(&window, &pl::MainWindow::frameShown, [&] {
            ++shownCount;
            stepping.push_back(window.lastSteppingSeconds());
            simulated += std::max(0.0, window.shownTime() - lastTime);
            lastTime = window.shownTime();
        });
        const std::clock_t cpuStart = std::clock();
        clock.start();
        timespec monotonic{};
        clock_gettime(CLOCK_MONOTONIC, &monotonic);
        const double monotonicStart = static_cast<double>(monotonic.tv_sec) + 1e-9 * static_cast<double>(monotonic.tv_nsec);
        app->clock = clock;
        app->delivered.clear();
        app->tracing = slowFrameSeconds > 0.0;
        window.setPlaying(true);
        loop.exec();
        const double wall = now();
        const double cpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        app->tracing = false;
        if (!slowTicks.empty())  // to match the ticks with a profile (perf record -k CLOCK_MONOTONIC)
            std::printf("%s: time 0 is %.6f s on the monotonic clock\n", c.name.c_str(), monotonicStart);
        for (const auto& [when, gap] : slowTicks) {
            std::printf("%s: tick at %.3f s came %.1f ms after the one before\n", c.name.c_str(), when,
                        1e3 * gap);
            for (const auto& d : app->delivered)
                if (d.start + d.wall > when - gap - 1e-3 && d.start < when)
                    std::printf("    %+7.1f ms  %5.1f ms wall, %5.1f cpu, %5.1f queued, %5.1f blocked: %s\n",
                                1e3 * (d.start - (when - gap)), 1e3 * d.wall, 1e3 * d.cpu, 1e3 * d.queued,
                                1e3 * (d.wall - d.cpu - d.queued), d.what.c_str());
        }
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
        state.counters["restarts"] = restarts;
        if (restarts > 0)
            state.counters["restart_frame_worst_ms"] = 1e3 * worst(restartFrames);
    }
}

} // namespace

int main(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        if (std::strncmp(argv[i], "--slow-frames=", 14) == 0) {
            slowFrameSeconds = 1e-3 * std::atof(argv[i] + 14);
            for (int j = i; j + 1 < argc; ++j)
                argv[j] = argv[j + 1];
            --argc;
            break;
        }
    TimedApplication app(argc, argv);
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

#include "RunControl.h"

#include "framework/WorkEstimate.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <thread>

namespace pl {

namespace {

std::atomic<bool> interruptFlag{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void onInterrupt(int)
{
    interruptFlag.store(true);
}

} // namespace

void installInterruptHandlers()
{
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

bool interruptRequested() { return interruptFlag.load(); }

ProgressLine::ProgressLine(std::string what) : m_what(std::move(what)) {}

double ProgressLine::elapsedSeconds() const
{
    return std::chrono::duration<double>(WallClock::now() - m_start).count();
}

void ProgressLine::update(double fraction, const std::string& detail)
{
    const auto now = WallClock::now();
    if (now - m_last < std::chrono::seconds(2))
        return;
    m_last = now;
    const double elapsed = elapsedSeconds();
    std::string left = "time left unknown";
    if (fraction > 0.0 && fraction < 1.0)
        left = "about " + describeSeconds(elapsed * (1.0 - fraction) / fraction) + " left";
    std::fprintf(stderr, "particlelab: %s: %.0f %%%s%s%s, %s\n", m_what.c_str(), 100.0 * fraction,
                 detail.empty() ? "" : " (", detail.c_str(), detail.empty() ? "" : ")",
                 left.c_str());
}

WatchedStudy runStudyWatched(const StudyFunction& study, const std::string& label,
                             WallClock::time_point deadline)
{
    WatchedStudy watched;
    Progress progress;
    std::atomic<bool> done{false};
    std::thread worker([&] {
        watched.result = study(progress);
        done.store(true);
    });
    ProgressLine line("study '" + label + "'");
    while (!done.load()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (watched.stopped == StopReason::None) {
            if (interruptRequested())
                watched.stopped = StopReason::Interrupted;
            else if (WallClock::now() > deadline)
                watched.stopped = StopReason::TimeLimit;
            if (watched.stopped != StopReason::None)
                progress.cancel();
        }
        line.update(progress.fraction());
    }
    worker.join();
    return watched;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunControl.h"

#include "framework/TextFormat.h"
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

bool ProgressLine::due() const { return WallClock::now() - m_last >= std::chrono::seconds(2); }

void ProgressLine::update(double fraction, const std::string& detail)
{
    if (!due())
        return;
    m_last = WallClock::now();
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

RunWatch::RunWatch(const LessonSession& session, double duration, WallClock::time_point deadline,
                   std::chrono::milliseconds probe, double longest, std::string limitName)
    : m_session(session), m_duration(duration), m_startTime(session.lesson().time()),
      m_deadline(deadline),
      m_probe(probe), m_longest(longest), m_limitName(std::move(limitName))
{
}

bool RunWatch::stopRequested() const
{
    return interruptRequested() || m_refused.load() || WallClock::now() > m_deadline;
}

StopReason RunWatch::stopReason() const
{
    if (interruptRequested())
        return StopReason::Interrupted;
    if (m_refused.load())
        return StopReason::Refused;
    if (WallClock::now() > m_deadline)
        return StopReason::TimeLimit;
    return StopReason::None;
}

void RunWatch::progress(double simulated)
{
    const double now = m_session.lesson().time() + simulated;
    const double done = now - m_startTime;
    const double elapsed = m_line.elapsedSeconds();
    if (!m_estimated && elapsed >= std::chrono::duration<double>(m_probe).count() && done > 0.0) {
        m_estimated = true;
        const double rate = done / elapsed;  // simulated s per s
        const double total = m_duration / rate;
        std::fprintf(stderr, "particlelab: run of %g s simulated: about %s at the measured %.3g "
                             "simulated s per second\n",
                     m_duration, describeSeconds(total).c_str(), rate);
        const double left =
            m_deadline == WallClock::time_point::max()
                ? m_longest
                : std::chrono::duration<double>(m_deadline - WallClock::now()).count() + elapsed;
        if (total > std::min(m_longest, left)) {
            char rateText[32];
            std::snprintf(rateText, sizeof rateText, "%.3g", rate);
            m_refusal = "--duration " + formatNumber(m_duration) + " s would take about " +
                        describeSeconds(total) + " at the measured " + rateText +
                        " simulated s per second, more than " + m_limitName +
                        "; choose a shorter --duration";
            m_refused.store(true);
        }
    }
    // The step count shows an adaptive Δt at work: steps that keep coming while t crawls.
    if (m_line.due())
        m_line.update(m_duration > 0.0 ? done / m_duration : 1.0,
                  "t = " + formatNumber(now) + " s of " + formatNumber(m_startTime + m_duration) +
                      " s, step " + std::to_string(m_session.headTick()));
}

} // namespace pl

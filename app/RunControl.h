// SPDX-License-Identifier: GPL-3.0-or-later
// Stopping and pacing a headless run.
//  * Ctrl+C (SIGINT) and SIGTERM only set a flag. The run loop looks at it at least every
//    quarter second and the watcher of a study cancels the study's Progress, so the program
//    stops within a second, writes nothing and exits with 130.
//  * A wall-clock limit (--time-limit): work estimated to take longer is refused before it
//    starts; work that outlasts the limit anyway is stopped, and nothing is written.
//  * A progress line on stderr about every two seconds, with the time left.
#pragma once

#include "framework/LessonSession.h"
#include "framework/Study.h"

#include <atomic>
#include <chrono>
#include <string>

namespace pl {

using WallClock = std::chrono::steady_clock;

void installInterruptHandlers();
bool interruptRequested();

// Prints "particlelab: <what>: 42 % (<detail>), about 12 s left" at most every two seconds.
class ProgressLine {
public:
    explicit ProgressLine(std::string what);
    void update(double fraction, const std::string& detail = {});
    // True when update() would print now (so a caller can skip making its detail).
    bool due() const;
    double elapsedSeconds() const;

private:
    std::string m_what;
    WallClock::time_point m_start = WallClock::now();
    WallClock::time_point m_last = m_start;
};

enum class StopReason { None, Interrupted, TimeLimit, Refused };

struct WatchedStudy {
    StudyResult result;
    StopReason stopped = StopReason::None;
};

// Runs `study` on a worker thread and watches it from this one: the progress line, and a cancel
// on Ctrl+C or when `deadline` passes.
WatchedStudy runStudyWatched(const StudyFunction& study, const std::string& label,
                             WallClock::time_point deadline);

// Watches a run of `duration` simulated seconds of `session` from its time now, polled between
// steps and inside them (StepMonitor.h):
//  * stops it on Ctrl+C or when `deadline` passes;
//  * after `probe` of wall time, measures simulated seconds per second, counting the part of a
//    step not yet finished, prints how long the run will take, and stops it when that is more
//    than the time left before the deadline or than `longest` (the reason in refusal()).
class RunWatch final : public StepMonitor {
public:
    RunWatch(const LessonSession& session, double duration, WallClock::time_point deadline,
             std::chrono::milliseconds probe, double longest, std::string limitName);

    void progress(double simulated) override;
    bool stopRequested() const override;

    // Why the run was stopped (None while it goes on); refusal() says why an estimate refused it.
    StopReason stopReason() const;
    const std::string& refusal() const { return m_refusal; }
    double elapsedSeconds() const { return m_line.elapsedSeconds(); }

private:
    const LessonSession& m_session;
    double m_duration;
    double m_startTime;
    WallClock::time_point m_deadline;
    std::chrono::milliseconds m_probe;
    double m_longest;
    std::string m_limitName;
    bool m_estimated = false;
    std::string m_refusal;
    std::atomic<bool> m_refused{false};  // stopRequested() may be asked from any thread
    ProgressLine m_line{"run"};
};

} // namespace pl

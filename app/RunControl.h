// Stopping and pacing a headless run.
//  * Ctrl+C (SIGINT) and SIGTERM only set a flag. The run loop looks at it at least every
//    quarter second and the watcher of a study cancels the study's Progress, so the program
//    stops within a second, writes nothing and exits with 130.
//  * A wall-clock limit (--time-limit): work estimated to take longer is refused before it
//    starts; work that outlasts the limit anyway is stopped, and nothing is written.
//  * A progress line on stderr about every two seconds, with the time left.
#pragma once

#include "framework/Study.h"

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
    double elapsedSeconds() const;

private:
    std::string m_what;
    WallClock::time_point m_start = WallClock::now();
    WallClock::time_point m_last = m_start;
};

enum class StopReason { None, Interrupted, TimeLimit };

struct WatchedStudy {
    StudyResult result;
    StopReason stopped = StopReason::None;
};

// Runs `study` on a worker thread and watches it from this one: the progress line, and a cancel
// on Ctrl+C or when `deadline` passes.
WatchedStudy runStudyWatched(const StudyFunction& study, const std::string& label,
                             WallClock::time_point deadline);

} // namespace pl

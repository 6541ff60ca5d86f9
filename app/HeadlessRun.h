// The headless run: a lesson for a given simulated time, its studies, then everything exported.
#pragma once

#include "CommandLine.h"

namespace pl {

class LessonSession;

// Returns the process exit code: 0 on success, 2 on bad input (message printed to stderr).
int runHeadless(const CommandLineOptions& options);

// Applies --set settings to `session` and resets it; returns an error message or empty.
QString applySettings(LessonSession& session, const CommandLineOptions& options);

} // namespace pl

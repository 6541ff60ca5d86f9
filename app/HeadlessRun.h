// SPDX-License-Identifier: GPL-3.0-or-later
// The headless run: a lesson for a given simulated time, its studies, then everything exported.
#pragma once

#include "CommandLine.h"
#include "SceneFiles.h"

namespace pl {

class LessonSession;

// Returns the process exit code: 0 on success, 2 on bad input (message printed to stderr).
int runHeadless(const CommandLineOptions& options);

// The lesson the options name: --lesson ID, or the scene file of --open (with its student mode),
// or the error ("FILE:LINE:COLUMN: …").
OpenedScene lessonFor(const CommandLineOptions& options);

// Applies --set settings to `session` and resets it; returns an error message or empty.
QString applySettings(LessonSession& session, const CommandLineOptions& options);

} // namespace pl

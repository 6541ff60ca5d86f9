// SPDX-License-Identifier: GPL-3.0-or-later
// An independent copy of a session as it stands (the moment on show, the run recorded so far,
// its charts and branches), made through the session file's text (SessionFile.h), so it is exact
// and stays exact whatever a session comes to hold. Stepping the copy leaves the original as it
// was: a recording runs on a copy (recording consumed the class's run).
#pragma once

#include "framework/LessonSession.h"

#include <QString>

#include <memory>

namespace pl {

// The copy, or null with the reason in `error`.
std::unique_ptr<LessonSession> copySession(const LessonSession& session, QString* error);

} // namespace pl

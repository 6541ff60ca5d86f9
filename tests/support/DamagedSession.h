// SPDX-License-Identifier: GPL-3.0-or-later
// Session files that are damaged in ways only their payload shows. One whose lesson state reads
// back but fails the lesson's checkState(): the state
// on show with its clock set to NaN, the file otherwise intact (checksum and sizes recomputed),
// as a file edited by hand or damaged on a disk would be once its checksum was "repaired". The
// tests open it through the real reader and window to see the refusal a teacher reads.
#pragma once

#include "framework/LessonSession.h"

#include <string>

namespace pl::test {

// The text of a session file for `session` in which the bytes of the lesson's time
// (Lesson::time(), as the state holds it) are NaN, wherever the state on show appears in the
// payload. Empty when the state holds no such number (a static lesson at t = 0 has nothing
// to find that tells the time apart).
std::string sessionWithNaNTime(const LessonSession& session);

// The text of a session file for `session` whose payload holds the state on show cut to half
// its bytes (its length field says so too, and the checksum and sizes are recomputed): the
// payload reads, and the lesson's loadState() runs out of bytes halfway, as cereal reports
// ("Failed to read … bytes from input stream"). Empty when the state is not found whole.
std::string sessionWithTruncatedState(const LessonSession& session);

} // namespace pl::test

// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers the lesson tests share: open a registered lesson, read a keyed measurement,
// compare two states or two charts bit for bit.
#pragma once

#include "framework/LessonSession.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace pl::test {

// The registered lesson `id` in a session at its defaults; aborts the test program when the id
// is unknown (a typo in a test, not a result).
std::unique_ptr<LessonSession> openLesson(const std::string& id);
// The same, as a value.
LessonSession lessonSession(const std::string& id);

// The value under `key` of a measurement keyed by id (e.g. per integrator), if there is one.
std::optional<double> keyedValue(const Measurement& m, const std::string& key);

// True when both vectors have the same size and the same bits.
bool bitIdentical(const Vec& a, const Vec& b);

// Hashes of the serialised State of a lesson (or of a session's lesson) and of chart data:
// equal hashes, the same bits.
std::uint64_t stateHash(const Lesson& lesson);
std::uint64_t stateHash(const LessonSession& session);
std::uint64_t chartsHash(const ChartData& data);

} // namespace pl::test

// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's State as bytes: the one place where Lesson::saveState/loadState are called, used
// by keyframes, saved sessions and the tests.
#pragma once

#include "framework/Lesson.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace pl {

// The lesson's State, written with cereal's portable binary archive.
std::string saveStateBytes(const Lesson& lesson);

// Resets `lesson` with `applied` (the parameter values in force when the state was saved), then
// reads `bytes` into it and checks the result. Throws StateError with a message a person can read
// when the bytes are damaged or the state is unacceptable; the lesson is then in an unspecified
// state and must be reset by the caller. `format`: the layout the bytes were written in (an
// older session file's version, StateArchive.h).
void loadStateBytes(Lesson& lesson, const ParameterValues& applied, const std::string& bytes,
                    int format = currentStateFormat);

// The same state in this build's layout: read in `format` into a copy of `lesson`, written
// again. Throws as loadStateBytes does.
std::string upgradeStateBytes(const Lesson& lesson, const ParameterValues& applied,
                              const std::string& bytes, int format);

// FNV-1a, 64 bits: the checksum of saved bytes and the hash the tests compare.
std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t seed = 14695981039346656037ull);

} // namespace pl

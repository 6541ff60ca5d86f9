// SPDX-License-Identifier: GPL-3.0-or-later
// How deep JSON that a person hands us may nest. nlohmann-json parses deep nesting without
// recursion but writes it back (dump) and compares it recursively, and our own walk that finds a
// value's line (JsonInput.cpp) recurses too: 100 000 levels overflow the stack (SIGSEGV). No file
// of ours nests deeper than a handful of levels (a session's student questions: 5), so text
// nested deeper than `maxJsonNesting` is refused before it is parsed, at the line and column
// where it goes too deep.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace pl {

inline constexpr int maxJsonNesting = 64;

// The byte offset of the first '[' or '{' that opens level maxDepth + 1 (strings skipped), or
// nothing when `text` nests no deeper than `maxDepth`.
std::optional<std::size_t> findTooDeepNesting(std::string_view text, int maxDepth = maxJsonNesting);

} // namespace pl

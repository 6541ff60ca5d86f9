// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson texts live in Markdown files, one per lesson folder (`lessons/<folder>/<lesson-id>.md`)
// with its translations beside it (`<lesson-id>.de.md`, …),
// so that a teacher can edit them without touching C++. The build compiles them in:
// lessons/CMakeLists.txt writes LessonTexts.cpp with each file as a raw string, keyed by the
// file name without ".md", and re-runs when a text changes. No Qt, no files at run time.
//
// Formulas are written as readers see them: Unicode (ω², x₀, √, ∫, Σ) and, where Unicode has no
// glyph, HTML <sup>/<sub> (the window renders it). A text may hold links that set parameters:
// [Drag Δt up to 0.5 s](set:dt=0.5) or, for several, (set:dt=0.5&methods=euler,rk4).
#pragma once

#include <string>
#include <vector>

namespace pl {

// The Markdown text of lesson `id`; empty when there is no such file.
const std::string& lessonText(const std::string& id);

// Its translation into `language` (a code of i18n/Language.h: "de", "pt_BR"; the file
// `<lesson-id>.<language>.md` beside the English one), or the English text when that language
// has none: a text falls back to English file by file.
const std::string& lessonText(const std::string& id, const std::string& language);

// The lesson ids of every compiled-in English text (for tests).
std::vector<std::string> lessonTextIds();

// The languages lesson `id`'s text is translated into.
std::vector<std::string> lessonTextLanguages(const std::string& id);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson strings a person reads, marked for translation without Qt (lessons/ and core/ never
// include Qt). The strings stay English in the lesson; the window and the exported images
// translate them where they are shown (output/LessonWords.h), so files for machines
// (report.json, CSV, sessions) keep the English text byte for byte.
//
//     ParameterSpec::number("dt", PL_TR_NOOP("pendulum", "Time step Δt"), "s", …)
//
// PL_TR_NOOP(context, text) is the text itself; `lupdate` reads it as QT_TRANSLATE_NOOP
// (i18n/CMakeLists.txt) and puts `text` into the .ts files under `context`. The context is the
// lesson's (Lesson::textContext(): its id, e.g. "pendulum") for a lesson's own strings, and
// "lessons" (sharedTextContext) for lessons/framework and lessons/common; the display looks in the
// lesson's context first, then in the shared one. Both arguments must be string literals.
//
// A sentence with numbers is a TrText: its template ("%1 diverged at t = %2 s") is translated,
// then the numbers are put in, in the reader's locale. %n is a count, for plural forms
// (PL_TR_N_NOOP marks such a template; lupdate reads it as QT_TRANSLATE_N_NOOP).
#pragma once

#include <particlelab/util/TrNoop.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace pl {

// The context of the strings of lessons/framework and lessons/common.
inline constexpr const char* sharedTextContext = "lessons";

struct TrText;
struct FileError;

// One argument of a TrText: a number (formatted in the reader's locale on screen, in the C
// locale in English text), a word that is itself a marked string (a method's name), text
// put in as it is (an id, a file name), or a sentence of its own with its numbers (a clause
// such as "−1 < x ≤ 1" or "every x" that several sentences share).
struct TrArg {
    enum class Kind { Text, Word, Significant, Fixed, Sentence };
    Kind kind = Kind::Text;
    std::string text;
    double number = std::numeric_limits<double>::quiet_NaN();
    int digits = 3; // Significant: significant digits; Fixed: digits after the point
    std::vector<TrText> sentence{}; // Sentence: the one sentence put in

    // Equal when they show the same: a word's or a text's unused number is NaN, and NaN ≠ NaN
    // would make every chart declaring such a sentence look changed (LessonSession redeclares
    // the charts, and clears their data, when they differ).
    bool operator==(const TrArg& o) const;
};

// `value` with `digits` significant digits (as formatNumber), `digits` decimals (as formatFixed),
// a marked word translated on screen, text as it is.
TrArg trNumber(double value, int digits = 3);
TrArg trFixed(double value, int decimals);
TrArg trWord(std::string word);
TrArg trText(std::string text);
TrArg trSentence(TrText sentence);

// A sentence to translate, with its arguments. `source` is a marked literal with %1 … %9 (and
// %n for `count`); `context` is its translation context (empty: the lesson's, then the shared).
struct TrText {
    std::string source;
    std::vector<TrArg> args;
    int count = -1; // ≥ 0: the number for %n (plural forms)
    std::string context;
    // English for a count of 1 ("%n wall" beside the marked "%n walls"): English has no
    // translation file, so without it a plural template reads "1 walls". Not marked: the
    // translations give their own forms for every count.
    std::string singular;

    TrText() = default;
    // A plain marked string without arguments.
    TrText(std::string text) : source(std::move(text)) {} // NOLINT: implicit on purpose
    TrText(const char* text) : source(text) {}            // NOLINT: implicit on purpose
    TrText(std::string text, std::vector<TrArg> arguments)
        : source(std::move(text)), args(std::move(arguments)) {}

    bool empty() const { return source.empty(); }
    // The same with `english` as its English for a count of 1.
    TrText withSingular(std::string english) && {
        singular = std::move(english);
        return std::move(*this);
    }
    // The English sentence: the arguments in the C locale, as the lesson wrote it before.
    std::string english() const;
    bool operator==(const TrText&) const = default;
};

inline bool TrArg::operator==(const TrArg& o) const
{
    const bool sameNumber = number == o.number || (std::isnan(number) && std::isnan(o.number));
    return kind == o.kind && text == o.text && sameNumber && digits == o.digits &&
           sentence == o.sentence;
}

// A plural sentence ("%n particles left the box"): `count` fills %n.
TrText trCount(std::string source, int count, std::vector<TrArg> args = {});

// The English of each.
std::vector<std::string> english(const std::vector<TrText>& texts);

// The sentences one after the other, `separator` between them ("a; b; c"), as one sentence
// whose parts are translated each; empty when there are none.
TrText joined(std::vector<TrText> parts, const std::string& separator = "; ");

// Why a file could not be read or written (core's FileError) as a sentence to translate: "is ⟨a
// folder⟩, not a regular file", the kind of file and the system's reason translated too.
TrText fileErrorText(const FileError& error);
// The same after the file's name: "PATH: cannot be written (⟨No space left on device⟩)".
TrText fileErrorText(const std::string& path, const FileError& error);

} // namespace pl

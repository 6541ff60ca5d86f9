// SPDX-License-Identifier: GPL-3.0-or-later
// Text helpers shared by the LAMMPS writers and readers: numbers that survive the round trip
// through text exactly, and errors that name the file, the line and what is wrong.
#pragma once

#include <particlelab/io/FileRead.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pl {

// The shortest decimal text that reads back as exactly `value` (std::to_chars), e.g. "0.1",
// "141.42135623730951", "-3.0000000000000004e-05".
std::string roundTripText(double value);

// A number parsed from all of `text` (std::from_chars, so "0x1p3", "1,5" or "1.0abc" are refused).
std::optional<double> parseNumber(std::string_view text);
std::optional<long long> parseInteger(std::string_view text);

// `text` in single quotes, for messages: 'abc'.
std::string quoted(std::string_view text);

// `text` split at spaces and tabs.
std::vector<std::string_view> splitWords(std::string_view text);

// Where reading a file failed: "dump.lammpstrj:1204: the file ends …".
struct LammpsReadError {
    std::string file;
    long long line = 0;  // 1-based; 0 when the file itself could not be read
    std::string what;    // English
    // `what` as a sentence to translate (the window shows it in the reader's language,
    // lessons/framework/Translatable.h): `format` is a literal marked with PL_TR_NOOP in the
    // shared context "lessons" (util/TrNoop.h), its %1 … %9 filled from `args` as they are
    // (numbers, quoted words, column names, LAMMPS keywords). Empty when the file itself could
    // not be read: then `fileError` says why, as a sentence to translate.
    std::string format;
    std::vector<std::string> args;
    std::optional<FileError> fileError;

    // `format` (marked) with `args` put in, at `line` of `file`.
    static LammpsReadError at(std::string file, long long line, const char* format,
                              std::vector<std::string> args = {});
    std::string message() const;
};

// The whole file as text, or an error naming it: a regular file of at most `maxBytes` bytes
// (FileRead.h); `what` names the kind of file in the size message ("a LAMMPS dump", marked with
// PL_TR_NOOP("lessons", …)).
std::optional<LammpsReadError> readWholeFile(const std::string& path, std::size_t maxBytes,
                                             const std::string& what, std::string& text);

// The most each kind of LAMMPS file may have: a dump of 10⁶ atoms × 1 000 frames is about
// 40 GiB and is read as a shorter dump (dump_modify every); 1 GiB holds 10⁷ atom rows.
inline constexpr std::size_t lammpsDumpMaxBytes = std::size_t{1} << 30;
inline constexpr std::size_t lammpsDataMaxBytes = std::size_t{1} << 30;
inline constexpr std::size_t lammpsLogMaxBytes = std::size_t{256} << 20;
inline constexpr std::size_t lammpsDeckMaxBytes = std::size_t{16} << 20;

// A number as parseNumber, refused unless finite: coordinates, velocities, box bounds, masses
// and coefficients must be ("nan", "inf" and "1e999" are not).
std::optional<double> parseFiniteNumber(std::string_view text);

// Walks a text line by line, counting lines from 1 (a final line without '\n' counts too).
class LineReader {
public:
    explicit LineReader(std::string_view text) : m_text(text) {}
    // The next line without its end of line (and without a trailing '\r'), or nothing at the end.
    std::optional<std::string_view> next();
    long long lineNumber() const { return m_line; }  // of the line last returned
    std::size_t bytesLeft() const { return m_position < m_text.size() ? m_text.size() - m_position : 0; }

private:
    std::string_view m_text;
    std::size_t m_position = 0;
    long long m_line = 0;
};

} // namespace pl

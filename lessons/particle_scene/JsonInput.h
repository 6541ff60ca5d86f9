// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a JSON file a person wrote (a scene, the student part of a session), with every error
// naming the file, the line and the column, and what is wrong:
//
//   cradle.json:12:17: particles[3].mass: -2 is not greater than 0 (a mass in kg)
//
// The text is parsed with nlohmann::json; a syntax error carries the parser's byte offset. A
// value that is well-formed JSON but wrong (a type, a range, an unknown name) is found again in
// the text by its JSON pointer (locateJsonValue), since the parsed tree keeps no positions.
// Field readers throw JsonFieldError; the loader catches it and turns it into a JsonInputError.
// Every message is a TrText (marked in the shared context "lessons"): the window shows it in the
// reader's language, the command line prints its English.
#pragma once

#include "framework/Translatable.h"

#include <nlohmann/json.hpp>

#include <Eigen/Core>

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace pl {

using Json = nlohmann::json;
using JsonPointer = nlohmann::json::json_pointer;

struct JsonInputError {
    std::string file;
    int line = 1;    // 1-based
    int column = 1;  // 1-based, in characters
    TrText why;      // what is wrong, a sentence to translate (Translatable.h)
    std::string message; // the same in English

    JsonInputError(std::string file, int line, int column, TrText why);
    std::string text() const;  // "file:line:column: message"
    // The same as a sentence to translate: "file:line:column: " put in as it is.
    TrText shownText() const;
};

// nlohmann's parse_error::what() ("… syntax error while parsing value - unexpected end of
// input; expected '[', '{', or a literal") as a sentence to translate: its English the same,
// the parser's words marked (anything it may say in words outside the templates it has comes
// through as it is).
TrText jsonSyntaxError(std::string what);
// nlohmann's out_of_range 406 ("[json.exception.out_of_range.406] number overflow parsing
// '1e999'", thrown with no offset): the number as the file writes it, or empty when `what` is
// another message.
std::string jsonOverflowingNumber(const std::string& what);
// "the number 1e999 is too large for a double", as a sentence to translate.
TrText jsonNumberTooLarge(const std::string& number);
// Byte offset in `text` of the first JSON number written as `number` (not inside a string, not
// part of a longer number: "1e999" in "21e999" or in "\"note\": \"1e999\"" is not it); 0 when
// there is none. Where an overflowing number is, since nlohmann says not.
std::size_t jsonNumberOffset(std::string_view text, std::string_view number);

// Line and column (1-based; columns count UTF-8 characters) of a byte offset in `text`.
std::pair<int, int> lineAndColumn(std::string_view text, std::size_t offset);
// Byte offset of the value at `pointer` in `text` (valid JSON); 0 when it is not there. When
// the pointer names a missing key, the offset of the object that lacks it.
std::size_t locateJsonValue(std::string_view text, const JsonPointer& pointer);
// "particles[3].mass" for /particles/3/mass: how a person reads a place in the file.
std::string describePath(const JsonPointer& pointer);

// A mistake in a field, at `where` in the document.
struct JsonFieldError {
    JsonPointer where;
    TrText why; // a sentence to translate; its English goes into JsonInputError::message
};

class JsonInput {
public:
    // Parses `text` (named `file` in messages).
    static std::variant<JsonInput, JsonInputError> parse(std::string text, std::string file);

    const Json& root() const { return m_root; }
    const std::string& file() const { return m_file; }
    const std::string& text() const { return m_text; }
    // The error for a field mistake, with the position of `error.where` in the text.
    JsonInputError locate(const JsonFieldError& error) const;

private:
    std::string m_text;
    std::string m_file;
    Json m_root;
};

// Field readers: each checks the JSON type and finiteness and throws JsonFieldError naming the
// path. `at` is the pointer of `object`.
namespace json_fields {
const Json& object(const Json& value, const JsonPointer& at, const char* what);
const Json& array(const Json& value, const JsonPointer& at, const char* what);
// Throws when `object` has a key not in `allowed` (a misspelt name), listing the allowed ones.
void onlyKeys(const Json& object, const JsonPointer& at, const std::vector<std::string>& allowed);
const Json& required(const Json& object, const JsonPointer& at, const char* key);
double number(const Json& value, const JsonPointer& at);
std::optional<double> optionalNumber(const Json& object, const JsonPointer& at, const char* key);
int integer(const Json& value, const JsonPointer& at);
bool boolean(const Json& value, const JsonPointer& at);
std::string string(const Json& value, const JsonPointer& at);
Eigen::Vector2d vector2(const Json& value, const JsonPointer& at);
// `message`: a sentence marked with PL_TR_NOOP in the shared context "lessons" (a scene is read
// before any lesson exists, and a session of any lesson has a student part).
[[noreturn]] void fail(const JsonPointer& at, TrText message);
} // namespace json_fields

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "particle_scene/JsonInput.h"

#include "framework/JsonNesting.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace pl {

std::string JsonInputError::text() const
{
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

std::pair<int, int> lineAndColumn(std::string_view text, std::size_t offset)
{
    int line = 1, column = 1;
    offset = std::min(offset, text.size());
    for (std::size_t i = 0; i < offset; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) {  // not a UTF-8 continuation byte
            ++column;
        }
    }
    return {line, column};
}

namespace {

// A minimal walk over JSON text known to be valid: enough to find where a value starts.
class JsonWalker {
public:
    explicit JsonWalker(std::string_view text) : m_text(text) {}

    std::size_t skipSpace(std::size_t at) const
    {
        while (at < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[at])))
            ++at;
        return at;
    }
    std::size_t skipString(std::size_t at) const  // at: the opening quote
    {
        for (++at; at < m_text.size(); ++at) {
            if (m_text[at] == '\\')
                ++at;
            else if (m_text[at] == '"')
                return at + 1;
        }
        return at;
    }
    std::size_t skipValue(std::size_t at) const
    {
        at = skipSpace(at);
        if (at >= m_text.size())
            return at;
        const char c = m_text[at];
        if (c == '"')
            return skipString(at);
        if (c == '{' || c == '[') {
            const char close = c == '{' ? '}' : ']';
            at = skipSpace(at + 1);
            if (at < m_text.size() && m_text[at] == close)
                return at + 1;
            while (at < m_text.size()) {
                if (c == '{') {
                    at = skipSpace(skipString(skipSpace(at)));
                    ++at;  // ':'
                }
                at = skipSpace(skipValue(at));
                if (at >= m_text.size() || m_text[at] == close)
                    return at + 1;
                at = skipSpace(at + 1);  // ','
            }
            return at;
        }
        while (at < m_text.size() && !std::isspace(static_cast<unsigned char>(m_text[at])) &&
               m_text[at] != ',' && m_text[at] != '}' && m_text[at] != ']')
            ++at;
        return at;
    }
    // The start of the child `token` of the container starting at `at`, or npos.
    std::size_t child(std::size_t at, const std::string& token) const
    {
        at = skipSpace(at);
        if (at >= m_text.size())
            return std::string_view::npos;
        if (m_text[at] == '{') {
            at = skipSpace(at + 1);
            while (at < m_text.size() && m_text[at] == '"') {
                const std::size_t keyEnd = skipString(at);
                const std::string key =
                    Json::parse(m_text.substr(at, keyEnd - at)).get<std::string>();
                at = skipSpace(skipSpace(keyEnd) + 1);
                if (key == token)
                    return at;
                at = skipSpace(skipValue(at));
                if (at < m_text.size() && m_text[at] == ',')
                    at = skipSpace(at + 1);
            }
            return std::string_view::npos;
        }
        if (m_text[at] == '[') {
            std::size_t index = 0;
            if (token.empty() || !std::all_of(token.begin(), token.end(), ::isdigit))
                return std::string_view::npos;
            const std::size_t wanted = std::stoul(token);
            at = skipSpace(at + 1);
            while (at < m_text.size() && m_text[at] != ']') {
                if (index == wanted)
                    return at;
                at = skipSpace(skipValue(at));
                if (at < m_text.size() && m_text[at] == ',')
                    at = skipSpace(at + 1);
                ++index;
            }
        }
        return std::string_view::npos;
    }

private:
    std::string_view m_text;
};

} // namespace

std::size_t locateJsonValue(std::string_view text, const JsonPointer& pointer)
{
    const JsonWalker walker(text);
    std::size_t at = walker.skipSpace(0);
    std::vector<std::string> tokens;
    for (JsonPointer p = pointer; !p.empty(); p.pop_back())
        tokens.insert(tokens.begin(), p.back());
    for (const std::string& token : tokens) {
        const std::size_t next = walker.child(at, token);
        if (next == std::string_view::npos)
            return at;  // a missing key: point at the object that lacks it
        at = next;
    }
    return at;
}

std::string describePath(const JsonPointer& pointer)
{
    std::vector<std::string> tokens;
    for (JsonPointer p = pointer; !p.empty(); p.pop_back())
        tokens.insert(tokens.begin(), p.back());
    std::string out;
    for (const std::string& token : tokens) {
        if (!token.empty() && std::all_of(token.begin(), token.end(), ::isdigit))
            out += "[" + token + "]";
        else
            out += (out.empty() ? "" : ".") + token;
    }
    return out.empty() ? "the file" : out;
}

std::variant<JsonInput, JsonInputError> JsonInput::parse(std::string text, std::string file)
{
    JsonInput input;
    input.m_text = std::move(text);
    input.m_file = std::move(file);
    if (const auto tooDeep = findTooDeepNesting(input.m_text)) {
        const auto [line, column] = lineAndColumn(input.m_text, *tooDeep);
        return JsonInputError{input.m_file, line, column,
                              "nested more than " + std::to_string(maxJsonNesting) +
                                  " levels deep (no scene nests so deep)"};
    }
    try {
        input.m_root = Json::parse(input.m_text);
    } catch (const Json::parse_error& e) {
        // e.byte is 1-based and points just past the character that stopped the parser.
        const std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
        const auto [line, column] = lineAndColumn(input.m_text, offset);
        std::string what = e.what();
        // "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error …"
        if (const auto colon = what.find(": "); colon != std::string::npos)
            what = what.substr(colon + 2);
        if (input.m_text.find_first_not_of(" \t\r\n") == std::string::npos)
            what = "the file is empty (expected a JSON object)";
        else if (offset + 1 >= input.m_text.size())
            what = "the file ends too early (truncated?): " + what;
        return JsonInputError{input.m_file, line, column, what};
    } catch (const Json::exception& e) {
        // A number too large for a double: "number overflow parsing '1e999'", no offset given.
        std::string what = e.what();
        if (const auto bracket = what.find("] "); bracket != std::string::npos)
            what = what.substr(bracket + 2);
        std::size_t offset = 0;
        if (const auto open = what.find('\''), close = what.rfind('\'');
            open != std::string::npos && close > open)
            offset = input.m_text.find(what.substr(open + 1, close - open - 1));
        const auto [line, column] = lineAndColumn(input.m_text, offset);
        return JsonInputError{input.m_file, line, column,
                              what + " (the number is too large for a double)"};
    }
    return input;
}

JsonInputError JsonInput::locate(const JsonFieldError& error) const
{
    const auto [line, column] = lineAndColumn(m_text, locateJsonValue(m_text, error.where));
    return {m_file, line, column, describePath(error.where) + ": " + error.message};
}

namespace json_fields {

void fail(const JsonPointer& at, std::string message)
{
    throw JsonFieldError{at, std::move(message)};
}

namespace {
std::string typeName(const Json& value)
{
    if (value.is_number())
        return "a number";
    if (value.is_string())
        return "a string";
    if (value.is_boolean())
        return "true/false";
    if (value.is_array())
        return "a list";
    if (value.is_object())
        return "an object";
    return "null";
}
} // namespace

const Json& object(const Json& value, const JsonPointer& at, const char* what)
{
    if (!value.is_object())
        fail(at, std::string("expected an object {…} (") + what + "), found " + typeName(value));
    return value;
}

const Json& array(const Json& value, const JsonPointer& at, const char* what)
{
    if (!value.is_array())
        fail(at, std::string("expected a list […] (") + what + "), found " + typeName(value));
    return value;
}

void onlyKeys(const Json& object, const JsonPointer& at, const std::vector<std::string>& allowed)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (std::find(allowed.begin(), allowed.end(), it.key()) == allowed.end()) {
            std::string list;
            for (const std::string& a : allowed)
                list += (list.empty() ? "" : ", ") + a;
            fail(at / it.key(), "unknown field '" + it.key() + "' (expected one of: " + list + ")");
        }
}

const Json& required(const Json& object, const JsonPointer& at, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end())
        fail(at / key, std::string("missing field '") + key + "'");
    return *it;
}

double number(const Json& value, const JsonPointer& at)
{
    if (!value.is_number())
        fail(at, "expected a number, found " + typeName(value));
    const double x = value.get<double>();
    if (!std::isfinite(x))
        fail(at, "the number is too large (not finite)");
    return x;
}

std::optional<double> optionalNumber(const Json& object, const JsonPointer& at, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end())
        return std::nullopt;
    return number(*it, at / key);
}

int integer(const Json& value, const JsonPointer& at)
{
    const double x = number(value, at);
    if (x != std::floor(x) || std::abs(x) > 1e9)
        fail(at, "expected a whole number, found " + value.dump());
    return static_cast<int>(x);
}

bool boolean(const Json& value, const JsonPointer& at)
{
    if (!value.is_boolean())
        fail(at, "expected true or false, found " + typeName(value));
    return value.get<bool>();
}

std::string string(const Json& value, const JsonPointer& at)
{
    if (!value.is_string())
        fail(at, "expected a string \"…\", found " + typeName(value));
    return value.get<std::string>();
}

Eigen::Vector2d vector2(const Json& value, const JsonPointer& at)
{
    if (!value.is_array() || value.size() != 2)
        fail(at, "expected a pair of numbers [x, y], found " +
                     (value.is_array() ? "a list of " + std::to_string(value.size())
                                       : typeName(value)));
    return {number(value[0], at / 0), number(value[1], at / 1)};
}

} // namespace json_fields

} // namespace pl

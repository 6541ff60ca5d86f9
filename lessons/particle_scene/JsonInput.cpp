// SPDX-License-Identifier: GPL-3.0-or-later
#include "particle_scene/JsonInput.h"

#include "framework/JsonNesting.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <sstream>

namespace pl {

JsonInputError::JsonInputError(std::string file_, int line_, int column_, TrText why_)
    : file(std::move(file_)), line(line_), column(column_), why(std::move(why_)),
      message(why.english()) {}

std::string JsonInputError::text() const
{
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

TrText JsonInputError::shownText() const {
    // Not marked: "file:line:column: …" reads the same in every language.
    return TrText("%1:%2:%3: %4", {trText(file), trText(std::to_string(line)),
                                   trText(std::to_string(column)), trSentence(why)});
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
    return out.empty() ? PL_TR_NOOP("lessons", "the file") : out;
}

namespace {

// nlohmann's name of a token or of what it was parsing, as an argument: its words marked, its
// punctuation ("'['", "','") as it is.
TrArg jsonWord(const std::string& word) {
    static const char* const marked[] = {
        PL_TR_NOOP("lessons", "value"),
        PL_TR_NOOP("lessons", "object key"),
        PL_TR_NOOP("lessons", "object separator"),
        PL_TR_NOOP("lessons", "object"),
        PL_TR_NOOP("lessons", "array"),
        PL_TR_NOOP("lessons", "true literal"),
        PL_TR_NOOP("lessons", "false literal"),
        PL_TR_NOOP("lessons", "null literal"),
        PL_TR_NOOP("lessons", "string literal"),
        PL_TR_NOOP("lessons", "number literal"),
        PL_TR_NOOP("lessons", "end of input"),
        PL_TR_NOOP("lessons", "'[', '{', or a literal"),
        PL_TR_NOOP("lessons", "<parse error>"),
        PL_TR_NOOP("lessons", "unknown token"),
        // What the lexer found wrong ("last read: …" follows).
        PL_TR_NOOP("lessons", "invalid literal"),
        PL_TR_NOOP("lessons", "invalid string: missing closing quote"),
        PL_TR_NOOP("lessons", "invalid string: ill-formed UTF-8 byte"),
        PL_TR_NOOP("lessons", "invalid string: forbidden character after backslash"),
        PL_TR_NOOP("lessons", "invalid string: '\\u' must be followed by 4 hex digits"),
        PL_TR_NOOP("lessons", "invalid number; expected digit after '-'"),
        PL_TR_NOOP("lessons", "invalid number; expected digit after '.'"),
        PL_TR_NOOP("lessons", "invalid number; expected '+', '-', or digit after exponent"),
        PL_TR_NOOP("lessons", "invalid number; expected digit after exponent sign"),
        PL_TR_NOOP("lessons", "invalid string: surrogate U+D800..U+DBFF must be followed by "
                              "U+DC00..U+DFFF"),
        PL_TR_NOOP("lessons", "invalid string: surrogate U+DC00..U+DFFF must follow "
                              "U+D800..U+DBFF"),
        PL_TR_NOOP("lessons", "invalid BOM; must be 0xEF 0xBB 0xBF if given"),
    };
    for (const char* m : marked)
        if (word == m)
            return trWord(word);
    // "invalid string: control character U+0009 (HT) must be escaped to …"
    const std::string control = "invalid string: control character ";
    const std::string escaped = " must be escaped to ";
    if (word.compare(0, control.size(), control) == 0)
        if (const std::size_t at = word.find(escaped); at != std::string::npos)
            return trSentence(TrText(PL_TR_NOOP("lessons", "invalid string: control character %1 "
                                                           "must be escaped to %2"),
                                     {trText(word.substr(control.size(), at - control.size())),
                                      trText(word.substr(at + escaped.size()))}));
    return trText(word);
}

} // namespace

TrText jsonSyntaxError(std::string what) {
    // "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error …"
    if (const auto colon = what.find(": "); colon != std::string::npos)
        what = what.substr(colon + 2);
    // "syntax error while parsing CONTEXT - FOUND[; expected EXPECTED]", FOUND either
    // "unexpected TOKEN" or "LEXER ERROR; last read: 'TEXT'" (nlohmann's parser.hpp).
    const std::string head = "syntax error while parsing ";
    const std::size_t dash = what.find(" - ");
    if (what.compare(0, head.size(), head) != 0 || dash == std::string::npos)
        return TrText("%1", {trText(what)});
    const TrArg context = jsonWord(what.substr(head.size(), dash - head.size()));
    std::string found = what.substr(dash + 3);
    std::optional<std::string> expected;
    // The expected token is the last "; expected " (a lexer error may hold one of its own).
    const std::string lastRead = "; last read: '";
    const std::size_t readAt = found.find(lastRead);
    const std::size_t expectedAt = found.rfind("; expected ");
    if (expectedAt != std::string::npos && (readAt == std::string::npos || expectedAt > readAt)) {
        expected = found.substr(expectedAt + 11);
        found.resize(expectedAt);
    }
    if (readAt != std::string::npos && found.size() > readAt + lastRead.size() &&
        found.back() == '\'') {
        const TrArg error = jsonWord(found.substr(0, readAt));
        const TrArg text = trText(
            found.substr(readAt + lastRead.size(), found.size() - 1 - readAt - lastRead.size()));
        if (expected)
            return TrText(PL_TR_NOOP("lessons", "syntax error while parsing %1 - %2; last read: "
                                                "'%3'; expected %4"),
                          {context, error, text, jsonWord(*expected)});
        return TrText(PL_TR_NOOP("lessons", "syntax error while parsing %1 - %2; last read: '%3'"),
                      {context, error, text});
    }
    const std::string unexpected = "unexpected ";
    if (found.compare(0, unexpected.size(), unexpected) != 0)
        return TrText("%1", {trText(what)});
    const TrArg token = jsonWord(found.substr(unexpected.size()));
    if (expected)
        return TrText(PL_TR_NOOP("lessons", "syntax error while parsing %1 - unexpected %2; "
                                            "expected %3"),
                      {context, token, jsonWord(*expected)});
    return TrText(PL_TR_NOOP("lessons", "syntax error while parsing %1 - unexpected %2"),
                  {context, token});
}

std::string jsonOverflowingNumber(const std::string& what) {
    const std::string head = "number overflow parsing '";
    const std::size_t at = what.find(head);
    if (at == std::string::npos || what.size() < at + head.size() + 1 || what.back() != '\'')
        return {};
    return what.substr(at + head.size(), what.size() - 1 - at - head.size());
}

TrText jsonNumberTooLarge(const std::string& number) {
    return TrText(PL_TR_NOOP("lessons", "the number %1 is too large for a double"),
                  {trText(number)});
}

std::size_t jsonNumberOffset(std::string_view text, std::string_view number)
{
    const auto partOfNumber = [](char c) {
        return (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E';
    };
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;  // the escaped character
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (text.compare(i, number.size(), number) == 0 && (i == 0 || !partOfNumber(text[i - 1])) &&
                   (i + number.size() == text.size() || !partOfNumber(text[i + number.size()]))) {
            return i;
        }
    }
    return 0;
}

std::variant<JsonInput, JsonInputError> JsonInput::parse(std::string text, std::string file)
{
    JsonInput input;
    input.m_text = std::move(text);
    input.m_file = std::move(file);
    if (const auto tooDeep = findTooDeepNesting(input.m_text)) {
        const auto [line, column] = lineAndColumn(input.m_text, *tooDeep);
        return JsonInputError{input.m_file, line, column,
                              TrText(PL_TR_NOOP("lessons", "nested more than %1 levels deep (no "
                                                           "scene nests so deep)"),
                                     {trText(std::to_string(maxJsonNesting))})};
    }
    try {
        input.m_root = Json::parse(input.m_text);
    } catch (const Json::parse_error& e) {
        // e.byte is 1-based and points just past the character that stopped the parser.
        const std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
        const auto [line, column] = lineAndColumn(input.m_text, offset);
        if (input.m_text.find_first_not_of(" \t\r\n") == std::string::npos)
            return JsonInputError{
                input.m_file, line, column,
                PL_TR_NOOP("lessons", "the file is empty (expected a JSON object)")};
        TrText what = jsonSyntaxError(e.what());
        if (offset + 1 >= input.m_text.size())
            what = TrText(PL_TR_NOOP("lessons", "the file ends too early (truncated?): %1"),
                          {trSentence(std::move(what))});
        return JsonInputError{input.m_file, line, column, std::move(what)};
    } catch (const Json::exception& e) {
        // A number too large for a double, found where the file first writes it.
        const std::string number = jsonOverflowingNumber(e.what());
        if (number.empty())  // nothing else is thrown by parse(); said as it is, in case
            return JsonInputError{input.m_file, 1, 1, TrText("%1", {trText(e.what())})};
        const auto [line, column] = lineAndColumn(input.m_text, jsonNumberOffset(input.m_text, number));
        return JsonInputError{input.m_file, line, column, jsonNumberTooLarge(number)};
    }
    return input;
}

JsonInputError JsonInput::locate(const JsonFieldError& error) const
{
    const auto [line, column] = lineAndColumn(m_text, locateJsonValue(m_text, error.where));
    // "the file" (the whole document) is a word to translate, a path such as particles[3].mass
    // is not.
    const TrArg where =
        error.where.empty() ? trWord(describePath(error.where)) : trText(describePath(error.where));
    return {m_file, line, column, TrText("%1: %2", {where, trSentence(error.why)})};
}

namespace json_fields {

void fail(const JsonPointer& at, TrText message) {
    throw JsonFieldError{at, std::move(message)};
}

namespace {
// What a value is, a word to translate (trWord).
TrArg typeName(const Json& value) {
    if (value.is_number())
        return trWord(PL_TR_NOOP("lessons", "a number"));
    if (value.is_string())
        return trWord(PL_TR_NOOP("lessons", "a string"));
    if (value.is_boolean())
        return trWord(PL_TR_NOOP("lessons", "true/false"));
    if (value.is_array())
        return trWord(PL_TR_NOOP("lessons", "a list"));
    if (value.is_object())
        return trWord(PL_TR_NOOP("lessons", "an object"));
    return trText("null");
}
} // namespace

const Json& object(const Json& value, const JsonPointer& at, const char* what)
{
    if (!value.is_object())
        fail(at, TrText(PL_TR_NOOP("lessons", "expected an object {…} (%1), found %2"),
                        {trWord(what), typeName(value)}));
    return value;
}

const Json& array(const Json& value, const JsonPointer& at, const char* what)
{
    if (!value.is_array())
        fail(at, TrText(PL_TR_NOOP("lessons", "expected a list […] (%1), found %2"),
                        {trWord(what), typeName(value)}));
    return value;
}

void onlyKeys(const Json& object, const JsonPointer& at, const std::vector<std::string>& allowed)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (std::find(allowed.begin(), allowed.end(), it.key()) == allowed.end()) {
            std::string list;
            for (const std::string& a : allowed)
                list += (list.empty() ? "" : ", ") + a;
            fail(at / it.key(),
                 TrText(PL_TR_NOOP("lessons", "unknown field '%1' (expected one of: %2)"),
                        {trText(it.key()), trText(list)}));
        }
}

const Json& required(const Json& object, const JsonPointer& at, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end())
        fail(at / key, TrText(PL_TR_NOOP("lessons", "missing field '%1'"), {trText(key)}));
    return *it;
}

double number(const Json& value, const JsonPointer& at)
{
    if (!value.is_number())
        fail(at, TrText(PL_TR_NOOP("lessons", "expected a number, found %1"), {typeName(value)}));
    const double x = value.get<double>();
    if (!std::isfinite(x))
        fail(at, PL_TR_NOOP("lessons", "the number is too large (not finite)"));
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
        fail(at, TrText(PL_TR_NOOP("lessons", "expected a whole number, found %1"),
                        {trText(value.dump())}));
    return static_cast<int>(x);
}

bool boolean(const Json& value, const JsonPointer& at)
{
    if (!value.is_boolean())
        fail(at,
             TrText(PL_TR_NOOP("lessons", "expected true or false, found %1"), {typeName(value)}));
    return value.get<bool>();
}

std::string string(const Json& value, const JsonPointer& at)
{
    if (!value.is_string())
        fail(at,
             TrText(PL_TR_NOOP("lessons", "expected a string \"…\", found %1"), {typeName(value)}));
    return value.get<std::string>();
}

Eigen::Vector2d vector2(const Json& value, const JsonPointer& at)
{
    if (!value.is_array() || value.size() != 2)
        fail(at,
             TrText(PL_TR_NOOP("lessons", "expected a pair of numbers [x, y], found %1"),
                    {value.is_array() ? trSentence(TrText(PL_TR_NOOP("lessons", "a list of %1"),
                                                          {trText(std::to_string(value.size()))}))
                                      : typeName(value)}));
    return {number(value[0], at / 0), number(value[1], at / 1)};
}

} // namespace json_fields

} // namespace pl

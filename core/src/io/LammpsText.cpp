// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/LammpsText.h>

#include <particlelab/io/FileRead.h>

#include <charconv>
#include <cmath>

namespace pl {

std::string roundTripText(double value)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::optional<double> parseNumber(std::string_view text)
{
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto result = std::from_chars(text.data(), end, value);
    if (result.ec != std::errc() || result.ptr != end)
        return std::nullopt;
    return value;
}

std::optional<double> parseFiniteNumber(std::string_view text)
{
    const std::optional<double> value = parseNumber(text);
    if (value && !std::isfinite(*value))
        return std::nullopt;
    return value;
}

std::optional<long long> parseInteger(std::string_view text)
{
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto result = std::from_chars(text.data(), end, value);
    if (result.ec != std::errc() || result.ptr != end)
        return std::nullopt;
    return value;
}

std::string quoted(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 2);
    out += '\'';
    out += text;
    out += '\'';
    return out;
}

std::vector<std::string_view> splitWords(std::string_view text)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t')
            ++i;
        if (i > start)
            words.push_back(text.substr(start, i - start));
    }
    return words;
}

LammpsReadError LammpsReadError::at(std::string file, long long line, const char* format,
                                    std::vector<std::string> args)
{
    LammpsReadError e{std::move(file), line, {}, format, std::move(args), std::nullopt};
    // %1 … %9 replaced in one pass, so an argument holding "%2" stays as it is.
    for (std::size_t i = 0; i < e.format.size(); ++i) {
        const char c = e.format[i];
        if (c == '%' && i + 1 < e.format.size() && e.format[i + 1] >= '1' &&
            e.format[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(e.format[i + 1] - '1');
            if (k < e.args.size()) {
                e.what += e.args[k];
                ++i;
                continue;
            }
        }
        e.what += c;
    }
    return e;
}

std::string LammpsReadError::message() const
{
    if (line > 0)
        return file + ":" + std::to_string(line) + ": " + what;
    return file + ": " + what;
}

std::optional<LammpsReadError> readWholeFile(const std::string& path, std::size_t maxBytes,
                                             const std::string& what, std::string& text)
{
    if (auto error = readRegularFile(path, maxBytes, what, text))
        return LammpsReadError{path, 0, error->english(), {}, {}, std::move(*error)};
    return std::nullopt;
}

std::optional<std::string_view> LineReader::next()
{
    if (m_position >= m_text.size())
        return std::nullopt;
    std::size_t end = m_text.find('\n', m_position);
    if (end == std::string_view::npos)
        end = m_text.size();
    std::string_view line = m_text.substr(m_position, end - m_position);
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    m_position = end + 1;
    ++m_line;
    return line;
}

} // namespace pl

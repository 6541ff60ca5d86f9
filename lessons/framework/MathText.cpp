// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/MathText.h"

#include <cctype>
#include <map>
#include <optional>

namespace pl {

namespace {

// One UTF-8 code point each: the character and its superscript / subscript form.
const std::map<std::string, std::string>& superscripts()
{
    static const std::map<std::string, std::string> table{
        {"0", "⁰"}, {"1", "¹"}, {"2", "²"}, {"3", "³"}, {"4", "⁴"}, {"5", "⁵"}, {"6", "⁶"},
        {"7", "⁷"}, {"8", "⁸"}, {"9", "⁹"}, {"+", "⁺"}, {"-", "⁻"}, {"−", "⁻"}, {"=", "⁼"},
        {"(", "⁽"}, {")", "⁾"}, {"a", "ᵃ"}, {"b", "ᵇ"}, {"c", "ᶜ"}, {"d", "ᵈ"}, {"e", "ᵉ"},
        {"f", "ᶠ"}, {"g", "ᵍ"}, {"h", "ʰ"}, {"i", "ⁱ"}, {"j", "ʲ"}, {"k", "ᵏ"}, {"l", "ˡ"},
        {"m", "ᵐ"}, {"n", "ⁿ"}, {"o", "ᵒ"}, {"p", "ᵖ"}, {"r", "ʳ"}, {"s", "ˢ"}, {"t", "ᵗ"},
        {"u", "ᵘ"}, {"v", "ᵛ"}, {"w", "ʷ"}, {"x", "ˣ"}, {"y", "ʸ"}, {"z", "ᶻ"}, {"N", "ᴺ"},
        {"T", "ᵀ"}, {"β", "ᵝ"}, {"γ", "ᵞ"}, {"δ", "ᵟ"}, {"θ", "ᶿ"}, {"φ", "ᵠ"}, {"χ", "ᵡ"},
    };
    return table;
}

const std::map<std::string, std::string>& subscripts()
{
    static const std::map<std::string, std::string> table{
        {"0", "₀"}, {"1", "₁"}, {"2", "₂"}, {"3", "₃"}, {"4", "₄"}, {"5", "₅"}, {"6", "₆"},
        {"7", "₇"}, {"8", "₈"}, {"9", "₉"}, {"+", "₊"}, {"-", "₋"}, {"−", "₋"}, {"=", "₌"},
        {"(", "₍"}, {")", "₎"}, {"a", "ₐ"}, {"e", "ₑ"}, {"h", "ₕ"}, {"i", "ᵢ"}, {"j", "ⱼ"},
        {"k", "ₖ"}, {"l", "ₗ"}, {"m", "ₘ"}, {"n", "ₙ"}, {"o", "ₒ"}, {"p", "ₚ"}, {"r", "ᵣ"},
        {"s", "ₛ"}, {"t", "ₜ"}, {"u", "ᵤ"}, {"v", "ᵥ"}, {"x", "ₓ"}, {"β", "ᵦ"}, {"γ", "ᵧ"},
        {"ρ", "ᵨ"}, {"φ", "ᵩ"}, {"χ", "ᵪ"},
    };
    return table;
}

// Length in bytes of the UTF-8 code point starting with `lead`.
std::size_t codePointLength(unsigned char lead)
{
    if (lead < 0x80) return 1;
    if ((lead >> 5) == 0x6) return 2;
    if ((lead >> 4) == 0xE) return 3;
    if ((lead >> 3) == 0x1E) return 4;
    return 1;
}

// `text` with each code point replaced through `table`; nullopt when one has no form.
std::optional<std::string> mapAll(std::string_view text, const std::map<std::string, std::string>& table)
{
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = codePointLength(static_cast<unsigned char>(text[i]));
        const auto found = table.find(std::string(text.substr(i, n)));
        if (found == table.end())
            return std::nullopt;
        out += found->second;
        i += n;
    }
    return out;
}

// The braced group starting at text[open] == '{': its content and the index after '}'.
std::optional<std::pair<std::string, std::size_t>> group(std::string_view text, std::size_t open)
{
    if (open >= text.size() || text[open] != '{')
        return std::nullopt;
    int depth = 0;
    for (std::size_t i = open; i < text.size(); ++i) {
        if (text[i] == '{')
            ++depth;
        else if (text[i] == '}' && --depth == 0)
            return std::make_pair(std::string(text.substr(open + 1, i - open - 1)), i + 1);
    }
    return std::nullopt;
}

// "…e" where the e is a word of its own (Euler's number, not the end of "time").
bool endsWithLoneE(const std::string& s)
{
    return !s.empty() && s.back() == 'e' &&
           (s.size() == 1 || !std::isalnum(static_cast<unsigned char>(s[s.size() - 2])));
}

// True when text[at] follows a symbol of one letter (Latin or Greek) standing on its own.
bool standaloneLetterBefore(std::string_view text, std::size_t at)
{
    if (at == 0)
        return false;
    std::size_t start = at - 1;
    while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
        --start;  // back to the first byte of the code point
    const unsigned char lead = static_cast<unsigned char>(text[start]);
    const bool letter = std::isalpha(lead) || (lead >= 0xCE && lead <= 0xCF);  // Greek block
    if (!letter)
        return false;
    return start == 0 || !std::isalnum(static_cast<unsigned char>(text[start - 1]));
}

bool isCompound(const std::string& s)
{
    return s.find_first_of(" +-*/") != std::string::npos || s.find("−") != std::string::npos;
}

} // namespace

bool hasRawMath(std::string_view text)
{
    return text.find("^{") != std::string_view::npos || text.find("_{") != std::string_view::npos ||
           text.find("\\frac") != std::string_view::npos;
}

std::string readableMath(std::string_view text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        if (text.substr(i, 5) == "\\frac") {
            const auto num = group(text, i + 5);
            const auto den = num ? group(text, num->second) : std::nullopt;
            if (num && den) {
                auto wrap = [](const std::string& s) { return isCompound(s) ? "(" + s + ")" : s; };
                out += wrap(readableMath(num->first)) + "/" + wrap(readableMath(den->first));
                i = den->second;
                continue;
            }
        }
        if ((text[i] == '^' || text[i] == '_') && i + 1 < text.size() && text[i + 1] == '{') {
            if (const auto g = group(text, i + 1)) {
                const bool up = text[i] == '^';
                const std::string inner = readableMath(g->first);
                if (const auto mapped = mapAll(inner, up ? superscripts() : subscripts())) {
                    out += *mapped;
                } else if (up && endsWithLoneE(out)) {
                    out.pop_back();  // e^{X} → exp(X)
                    if (!out.empty() && out.back() != ' ' && out.back() != '(')
                        out += "·";
                    out += "exp(" + inner + ")";
                } else {
                    out += std::string(1, text[i]) + "(" + inner + ")";
                }
                i = g->second;
                continue;
            }
        }
        if (text[i] == '^' && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
            std::size_t end = i + 1;  // x^12 → x¹²
            while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
                ++end;
            out += *mapAll(text.substr(i + 1, end - i - 1), superscripts());
            i = end;
            continue;
        }
        if (text[i] == '_' && standaloneLetterBefore(text, i)) {
            // k_s → kₛ, ω_max → ωₘₐₓ, A_rest → Aᵣₑₛₜ: a short word after a one-letter symbol.
            std::size_t end = i + 1;
            while (end < text.size() && end - i <= 4 && std::isalnum(static_cast<unsigned char>(text[end])))
                ++end;
            const bool wordEnds = end == text.size() || !std::isalnum(static_cast<unsigned char>(text[end]));
            if (end > i + 1 && wordEnds)
                if (const auto mapped = mapAll(text.substr(i + 1, end - i - 1), subscripts())) {
                    out += *mapped;
                    i = end;
                    continue;
                }
        }
        out += text[i];
        ++i;
    }
    return readableNumbers(out);
}

std::string readableNumbers(std::string_view text)
{
    const auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    // True when the code point ending just before `end` of `s` continues a word or a number:
    // a letter or digit (also λ, ω, ₀: any non-ASCII one but signs and spaces), '_' or '.'.
    const auto wordBefore = [](std::string_view s, std::size_t end) {
        if (end == 0)
            return false;
        const char c = s[end - 1];
        if ((static_cast<unsigned char>(c) & 0x80) == 0)
            return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
        std::size_t start = end - 1;
        while (start > 0 && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80)
            --start;
        static const std::string_view notWords[] = {"−", "×", "±", "≈", "≤", "≥", "·", "…",
                                                    "—", "–", "\u00a0", "\u2009", "\u202f"};
        const std::string_view last = s.substr(start, end - start);
        for (std::string_view n : notWords)
            if (last == n)
                return false;
        return true;
    };
    const auto isWordChar = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' ||
               (static_cast<unsigned char>(c) & 0x80) != 0;
    };
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        // A number starts at a digit that does not continue a word or another number.
        if (!isDigit(text[i]) || wordBefore(text, i)) {
            out += text[i++];
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && isDigit(text[j]))
            ++j;
        if (j + 1 < text.size() && text[j] == '.' && isDigit(text[j + 1]))
            for (++j; j < text.size() && isDigit(text[j]);)
                ++j;
        const std::size_t mantissaEnd = j;
        std::size_t e = j;
        bool exponent = e < text.size() && (text[e] == 'e' || text[e] == 'E');
        bool negative = false;
        if (exponent) {
            ++e;
            if (e < text.size() && (text[e] == '+' || text[e] == '-'))
                negative = text[e++] == '-';
            const std::size_t digits = e;
            while (e < text.size() && isDigit(text[e]))
                ++e;
            exponent = e > digits && (e == text.size() || !isWordChar(text[e]));
        }
        if (!exponent) {
            out.append(text.substr(i, mantissaEnd - i));
            i = mantissaEnd;
            continue;
        }
        // A minus sign of the number (not a subtraction: nothing of a word before it) reads "−".
        if (!out.empty() && out.back() == '-' && !wordBefore(out, out.size() - 1)) {
            out.pop_back();
            out += "−";
        }
        out.append(text.substr(i, mantissaEnd - i));
        out += " × 10";
        if (negative)
            out += "⁻";
        std::size_t digit = text.find_first_not_of("eE+-", mantissaEnd);
        while (digit + 1 < e && text[digit] == '0')
            ++digit;  // 1e-08 → 10⁻⁸
        for (; digit < e; ++digit)
            out += superscripts().at(std::string(1, text[digit]));
        i = e;
    }
    return out;
}

std::string readableMarkdown(std::string_view markdown)
{
    std::string out;
    out.reserve(markdown.size());
    std::size_t done = 0;  // markdown[0, done) is in `out`
    for (std::size_t open = markdown.find("]("); open != std::string_view::npos;
         open = markdown.find("](", done)) {
        const std::size_t close = markdown.find(')', open + 2);
        if (close == std::string_view::npos)
            break;
        out += readableMath(markdown.substr(done, open + 2 - done));
        out += markdown.substr(open + 2, close - open - 2);  // the target, verbatim
        done = close;
    }
    out += readableMath(markdown.substr(done));
    return out;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/Translatable.h"

#include "framework/TextFormat.h"

#include <particlelab/io/FileRead.h>

namespace pl {

namespace {

TrArg numberArg(TrArg::Kind kind, double value, int digits)
{
    TrArg a;
    a.kind = kind;
    a.number = value;
    a.digits = digits;
    return a;
}

} // namespace

TrArg trNumber(double value, int digits)
{
    return numberArg(TrArg::Kind::Significant, value, digits);
}

TrArg trFixed(double value, int decimals)
{
    return numberArg(TrArg::Kind::Fixed, value, decimals);
}

TrArg trWord(std::string word)
{
    TrArg a;
    a.kind = TrArg::Kind::Word;
    a.text = std::move(word);
    return a;
}

TrArg trText(std::string text)
{
    TrArg a;
    a.text = std::move(text);
    return a;
}

TrArg trSentence(TrText sentence)
{
    TrArg a;
    a.kind = TrArg::Kind::Sentence;
    a.sentence.push_back(std::move(sentence));
    return a;
}

TrText joined(std::vector<TrText> parts, const std::string& separator)
{
    if (parts.empty())
        return {};
    TrText out = std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i)
        out = TrText("%1" + separator + "%2",
                     {trSentence(std::move(out)), trSentence(std::move(parts[i]))});
    return out;
}

TrText trCount(std::string source, int count, std::vector<TrArg> args)
{
    TrText t(std::move(source), std::move(args));
    t.count = count;
    return t;
}

static std::string englishArg(const TrArg& a)
{
    switch (a.kind) {
    case TrArg::Kind::Significant:
        return formatNumber(a.number, a.digits);
    case TrArg::Kind::Fixed:
        return formatFixed(a.number, a.digits);
    case TrArg::Kind::Sentence:
        return a.sentence.empty() ? std::string() : a.sentence.front().english();
    case TrArg::Kind::Word:
    case TrArg::Kind::Text:
        break;
    }
    return a.text;
}

std::string TrText::english() const
{
    // One pass, as QString::arg with several arguments does: an argument's own "%2" stays.
    const std::string& shown = count == 1 && !singular.empty() ? singular : source;
    std::string out;
    out.reserve(shown.size() + 16);
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const char c = shown[i];
        if (c == '%' && i + 1 < shown.size()) {
            const char d = shown[i + 1];
            if (d == 'n' && count >= 0) {
                out += std::to_string(count);
                ++i;
                continue;
            }
            if (d >= '1' && d <= '9' && static_cast<std::size_t>(d - '1') < args.size()) {
                out += englishArg(args[static_cast<std::size_t>(d - '1')]);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::vector<std::string> english(const std::vector<TrText>& texts)
{
    std::vector<std::string> out;
    out.reserve(texts.size());
    for (const TrText& t : texts)
        out.push_back(t.english());
    return out;
}

TrText fileErrorText(const FileError& error) {
    std::vector<TrArg> args;
    for (const FileError::Arg& a : error.args)
        args.push_back(a.marked ? trWord(a.text) : trText(a.text));
    return TrText(error.format, std::move(args));
}

TrText fileErrorText(const std::string& path, const FileError& error) {
    return TrText("%1: %2", {trText(path), trSentence(fileErrorText(error))});
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/Parameters.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <sstream>

namespace pl {

namespace {

// What every kind of row has: its id, label, description and kind.
ParameterSpec row(ParameterKind kind, std::string id, std::string label, std::string description)
{
    ParameterSpec s;
    s.id = std::move(id);
    s.label = std::move(label);
    s.description = std::move(description);
    s.kind = kind;
    return s;
}

} // namespace

ParameterSpec ParameterSpec::number(std::string id, std::string label, std::string unit,
                                    double defaultValue, double min, double max,
                                    std::string description)
{
    ParameterSpec s = row(ParameterKind::Number, std::move(id), std::move(label),
                          std::move(description));
    s.unit = std::move(unit);
    s.defaultValue = defaultValue;
    s.min = min;
    s.max = max;
    assert(min <= defaultValue && defaultValue <= max);
    return s;
}

ParameterSpec ParameterSpec::integer(std::string id, std::string label, double defaultValue,
                                     double min, double max, std::string description)
{
    ParameterSpec s = number(std::move(id), std::move(label), "", defaultValue, min, max,
                             std::move(description));
    s.kind = ParameterKind::Integer;
    s.step = 1.0;
    return s;
}

ParameterSpec ParameterSpec::choice(std::string id, std::string label, std::vector<Choice> choices,
                                    std::string defaultChoice, std::string description)
{
    ParameterSpec s = row(ParameterKind::Choice, std::move(id), std::move(label),
                          std::move(description));
    s.choices = std::move(choices);
    s.defaultChoice = std::move(defaultChoice);
    return s;
}

ParameterSpec ParameterSpec::multiChoice(std::string id, std::string label,
                                         std::vector<Choice> choices, std::string defaultChoices,
                                         std::string description)
{
    ParameterSpec s = choice(std::move(id), std::move(label), std::move(choices),
                             std::move(defaultChoices), std::move(description));
    s.kind = ParameterKind::MultiChoice;
    return s;
}

ParameterSpec ParameterSpec::flag(std::string id, std::string label, bool defaultValue,
                                  std::string description)
{
    ParameterSpec s = row(ParameterKind::Flag, std::move(id), std::move(label),
                          std::move(description));
    s.defaultValue = defaultValue ? 1.0 : 0.0;
    s.min = 0.0;
    s.max = 1.0;
    s.step = 1.0;
    return s;
}

ParameterSpec ParameterSpec::text(std::string id, std::string label, std::string defaultText,
                                  std::string description)
{
    ParameterSpec s = row(ParameterKind::Text, std::move(id), std::move(label),
                          std::move(description));
    s.defaultChoice = std::move(defaultText);
    return s;
}

double ParameterValues::number(const std::string& id) const
{
    auto it = m_values.find(id);
    assert(it != m_values.end() && std::holds_alternative<double>(it->second) &&
           "the lesson asked for a numeric parameter it did not declare");
    return std::get<double>(it->second);
}

int ParameterValues::integer(const std::string& id) const
{
    return static_cast<int>(std::lround(number(id)));
}

bool ParameterValues::flag(const std::string& id) const { return number(id) != 0.0; }

const std::string& ParameterValues::choice(const std::string& id) const
{
    auto it = m_values.find(id);
    assert(it != m_values.end() && std::holds_alternative<std::string>(it->second) &&
           "the lesson asked for a choice parameter it did not declare");
    return std::get<std::string>(it->second);
}

std::vector<std::string> ParameterValues::choices(const std::string& id) const
{
    return splitList(choice(id));
}

ParameterValues defaultValues(const std::vector<ParameterSpec>& table)
{
    ParameterValues values;
    for (const ParameterSpec& spec : table) {
        if (holdsText(spec))
            values.set(spec.id, spec.defaultChoice);
        else
            values.set(spec.id, spec.defaultValue);
    }
    return values;
}

const ParameterSpec* findParameter(const std::vector<ParameterSpec>& table, const std::string& id)
{
    for (const ParameterSpec& spec : table)
        if (spec.id == id)
            return &spec;
    return nullptr;
}

std::vector<std::string> splitList(const std::string& text)
{
    std::vector<std::string> out;
    std::string piece;
    std::istringstream in(text);
    while (std::getline(in, piece, ',')) {
        const auto first = piece.find_first_not_of(" \t");
        const auto last = piece.find_last_not_of(" \t");
        if (first != std::string::npos)
            out.push_back(piece.substr(first, last - first + 1));
    }
    return out;
}

// Significant digits of a parameter value as echoed in messages and saved settings.
constexpr int echoDigits = 12;

std::string quoteInput(const std::string& text)
{
    constexpr std::size_t kShown = 40;
    if (text.size() <= kShown)
        return "'" + text + "'";
    // Cut on a UTF-8 character boundary so the message stays valid text.
    std::size_t cut = kShown;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return "'" + text.substr(0, cut) + "…' (" + std::to_string(text.size()) + " characters)";
}

static std::string choiceIds(const ParameterSpec& spec)
{
    std::string ids;
    for (const Choice& c : spec.choices)
        ids += (ids.empty() ? "" : ", ") + c.id;
    return ids;
}

namespace {

// "parameter 'dt': …": each refusal names the parameter by its id (what --set takes).
TrText refusal(const char* marked, const ParameterSpec& spec, std::vector<TrArg> args)
{
    args.insert(args.begin(), trText(spec.id));
    TrText t(marked, std::move(args));
    t.context = sharedTextContext;
    return t;
}

std::optional<std::string> english(const std::optional<TrText>& t)
{
    return t ? std::optional<std::string>(t->english()) : std::nullopt;
}

} // namespace

std::optional<TrText> refuseNumber(const ParameterSpec& spec, double value)
{
    const TrArg echo = trNumber(value, echoDigits);
    const TrArg unit = trText(spec.unit.empty() ? "" : " " + spec.unit);
    if (!std::isfinite(value))
        return refusal(PL_TR_NOOP("lessons", "parameter '%1': %2 is not a finite number"), spec, {echo});
    if (value != 0.0 && std::abs(value) < std::numeric_limits<double>::min())
        return refusal(PL_TR_NOOP("lessons", "parameter '%1': %2 is too close to zero to compute "
                                             "with (smaller than 2.2e-308); use 0"),
                       spec, {echo});
    if (spec.kind == ParameterKind::Integer && value != std::round(value))
        return refusal(PL_TR_NOOP("lessons", "parameter '%1': %2 is not a whole number"), spec, {echo});
    if (spec.kind == ParameterKind::Flag && value != 0.0 && value != 1.0)
        return refusal(PL_TR_NOOP("lessons", "parameter '%1': a flag is 0 or 1, not %2"), spec, {echo});
    if (value < spec.min || value > spec.max)
        return refusal(PL_TR_NOOP("lessons", "parameter '%1': %2%3 is out of range [%4, %5]%3"), spec,
                       {echo, unit, trNumber(spec.min, echoDigits), trNumber(spec.max, echoDigits)});
    return std::nullopt;
}

std::optional<std::string> checkNumber(const ParameterSpec& spec, double value)
{
    return english(refuseNumber(spec, value));
}

std::optional<TrText> readParameter(const ParameterSpec& spec, const std::string& text,
                                    ParameterValues& values)
{
    switch (spec.kind) {
    case ParameterKind::Text:
        values.set(spec.id, text);
        return std::nullopt;
    case ParameterKind::Choice: {
        for (const Choice& c : spec.choices)
            if (c.id == text) {
                values.set(spec.id, text);
                return std::nullopt;
            }
        return refusal(PL_TR_NOOP("lessons", "parameter '%1': unknown choice %2 (choose one of: %3)"),
                       spec, {trText(quoteInput(text)), trText(choiceIds(spec))});
    }
    case ParameterKind::MultiChoice: {
        const std::vector<std::string> picked = splitList(text);
        if (picked.empty())
            return refusal(PL_TR_NOOP("lessons", "parameter '%1': choose at least one of: %2"), spec,
                           {trText(choiceIds(spec))});
        for (auto id = picked.begin(); id != picked.end(); ++id) {
            bool known = false;
            for (const Choice& c : spec.choices)
                known = known || c.id == *id;
            if (!known)
                return refusal(
                    PL_TR_NOOP("lessons", "parameter '%1': unknown choice %2 (choose from: %3)"),
                    spec, {trText(quoteInput(*id)), trText(choiceIds(spec))});
            if (std::find(picked.begin(), id, *id) != id)
                return refusal(PL_TR_NOOP("lessons", "parameter '%1': '%2' is chosen twice; name "
                                                     "each choice once"),
                               spec, {trText(*id)});
        }
        std::string joined;
        for (const std::string& id : picked)
            joined += (joined.empty() ? "" : ",") + id;
        values.set(spec.id, joined);
        return std::nullopt;
    }
    case ParameterKind::Flag: {
        std::string word = text;
        std::transform(word.begin(), word.end(), word.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (word == "true" || word == "on" || word == "yes") {
            values.set(spec.id, 1.0);
            return std::nullopt;
        }
        if (word == "false" || word == "off" || word == "no") {
            values.set(spec.id, 0.0);
            return std::nullopt;
        }
        [[fallthrough]];
    }
    case ParameterKind::Number:
    case ParameterKind::Integer: {
        // std::from_chars refuses leading '+' and spaces; accept what a person types.
        std::string t = text;
        while (!t.empty() && (t.front() == ' ' || t.front() == '\t'))
            t.erase(t.begin());
        while (!t.empty() && (t.back() == ' ' || t.back() == '\t'))
            t.pop_back();
        if (!t.empty() && t.front() == '+')
            t.erase(t.begin());
        double value = 0.0;
        const char* begin = t.data();
        const char* end = t.data() + t.size();
        const auto [ptr, ec] = std::from_chars(begin, end, value);
        if (t.empty() || ec == std::errc::invalid_argument || ptr != end)
            return refusal(PL_TR_NOOP("lessons", "parameter '%1': %2 is not a number"), spec,
                           {trText(quoteInput(text))});
        if (ec == std::errc::result_out_of_range) {
            // Out of range both ways: strtod tells overflow (±HUGE_VAL) from underflow (≈ 0).
            const bool underflow = std::abs(std::strtod(t.c_str(), nullptr)) < 1.0;
            return underflow
                       ? refusal(PL_TR_NOOP("lessons", "parameter '%1': %2 is too close to zero to "
                                                       "represent (smaller than 2.2e-308); use 0"),
                                 spec, {trText(quoteInput(text))})
                       : refusal(PL_TR_NOOP("lessons", "parameter '%1': %2 is too large to "
                                                       "represent (larger than 1.8e308)"),
                                 spec, {trText(quoteInput(text))});
        }
        if (auto error = refuseNumber(spec, value))
            return error;
        values.set(spec.id, value);
        return std::nullopt;
    }
    }
    return refusal(PL_TR_NOOP("lessons", "parameter '%1': unknown kind"), spec, {});
}

std::optional<std::string> parseParameter(const ParameterSpec& spec, const std::string& text,
                                          ParameterValues& values)
{
    return english(readParameter(spec, text, values));
}

bool holdsText(const ParameterSpec& spec)
{
    return spec.kind == ParameterKind::Choice || spec.kind == ParameterKind::MultiChoice ||
           spec.kind == ParameterKind::Text;
}

std::string formatParameter(const ParameterSpec& spec, const ParameterValues& values)
{
    if (holdsText(spec))
        return values.choice(spec.id);
    return formatNumber(values.number(spec.id), echoDigits);
}

} // namespace pl

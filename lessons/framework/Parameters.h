// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's parameters, declared once in a table. The parameter form in the GUI, the command
// line (--set, --describe), report.json and saved sessions are all generated from this table.
//
// Values are kept in the units the person reads and types (degrees for angles, as the unit
// says); the lesson converts to SI radians inside its reset(). Choices are stored by id, never
// by index, so a saved file survives a reordering of the list.
#pragma once

#include "framework/Translatable.h"

#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace pl {

enum class ParameterKind {
    Number,      // a real number in [min, max]
    Integer,     // a whole number in [min, max]
    Choice,      // one id out of `choices`
    MultiChoice, // a comma-separated subset of `choices` (at least one)
    Flag,        // on/off, stored as 1/0
    Text,        // free text the lesson checks in validate() (e.g. a list of x values)
};

struct Choice {
    std::string id;    // used on the command line and in files
    std::string label; // what a person reads
    // The label as a sentence to translate (Translatable.h), when it has a name put in; `label`
    // keeps the English.
    TrText labelText{};

    static Choice of(std::string id, TrText text)
    {
        std::string english = text.english();
        return {std::move(id), std::move(english), std::move(text)};
    }
};

// The choices (id, name) of a list of descriptions that have both, in order: the integrators'
// MethodInfo, the Taylor lesson's functions.
template <class Infos>
std::vector<Choice> choicesOf(const Infos& infos)
{
    std::vector<Choice> out;
    for (const auto& info : infos)
        out.push_back({std::string(info.id), std::string(info.name)});
    return out;
}

struct ParameterSpec {
    std::string id;          // command-line name, e.g. "dt"
    std::string label;       // e.g. "Time step Δt"
    std::string unit;        // e.g. "s"; empty for dimensionless numbers
    std::string description; // one sentence for the tooltip and --describe
    ParameterKind kind = ParameterKind::Number;
    double defaultValue = 0.0; // Number, Integer, Flag
    double min = 0.0;
    double max = 1.0;
    double step = 0.0;         // spin-box step; 0 = let the UI choose
    bool logarithmic = false;  // the slider moves on a log scale (time steps, counts)
    std::vector<Choice> choices;
    std::string defaultChoice; // Choice: an id; MultiChoice: comma-separated ids; Text: the text
    bool live = false;         // true: applies while running; false: applies on reset
    // Only changes how the run is drawn (a colour map, a layer shown or hidden): applied at once,
    // at any tick, without forking the run, without an entry in its record, and without an undo
    // step (LessonSession::set). Such a parameter is live too.
    bool viewOnly = false;
    // The description as a sentence to translate (Translatable.h), when it has numbers put in;
    // `description` keeps the English (--describe). Set both with described().
    TrText descriptionText{};

    // Builders, so a lesson's table reads like a table.
    static ParameterSpec number(std::string id, std::string label, std::string unit,
                                double defaultValue, double min, double max,
                                std::string description);
    static ParameterSpec integer(std::string id, std::string label, double defaultValue,
                                 double min, double max, std::string description);
    static ParameterSpec choice(std::string id, std::string label, std::vector<Choice> choices,
                                std::string defaultChoice, std::string description);
    static ParameterSpec multiChoice(std::string id, std::string label,
                                     std::vector<Choice> choices, std::string defaultChoices,
                                     std::string description);
    static ParameterSpec flag(std::string id, std::string label, bool defaultValue,
                              std::string description);
    static ParameterSpec text(std::string id, std::string label, std::string defaultText,
                              std::string description);

    ParameterSpec& withStep(double s) { step = s; return *this; }
    ParameterSpec& onLogScale() { logarithmic = true; return *this; }
    ParameterSpec& appliesLive() { live = true; return *this; }
    ParameterSpec& onlyChangesView() { live = true; viewOnly = true; return *this; }
    ParameterSpec& withUnit(std::string u) { unit = std::move(u); return *this; }
    ParameterSpec& described(TrText text)
    {
        description = text.english();
        descriptionText = std::move(text);
        return *this;
    }
};

using ParameterValue = std::variant<double, std::string>;

// The current value of every parameter of a lesson.
class ParameterValues {
public:
    // Number, Integer, Flag.
    double number(const std::string& id) const;
    int integer(const std::string& id) const;
    bool flag(const std::string& id) const;
    // Choice: the chosen id. MultiChoice: the chosen ids in order. Text: the text.
    const std::string& choice(const std::string& id) const;
    const std::string& text(const std::string& id) const { return choice(id); }
    std::vector<std::string> choices(const std::string& id) const;

    bool has(const std::string& id) const { return m_values.count(id) != 0; }
    void set(const std::string& id, double value) { m_values[id] = value; }
    void set(const std::string& id, std::string value) { m_values[id] = std::move(value); }
    void set(const std::string& id, const char* value) { m_values[id] = std::string(value); }
    const std::map<std::string, ParameterValue>& all() const { return m_values; }

    bool operator==(const ParameterValues&) const = default;

    template <class Archive> void serialize(Archive& ar) { ar(m_values); }

private:
    std::map<std::string, ParameterValue> m_values;
};

// The defaults of a table.
ParameterValues defaultValues(const std::vector<ParameterSpec>& table);

// Finds a parameter in a table by id; nullptr when there is none.
const ParameterSpec* findParameter(const std::vector<ParameterSpec>& table, const std::string& id);

// Parses `text` (as typed on the command line or in a form) for `spec` and stores it in `values`.
// Returns an error message that names the parameter, the value and the allowed range or
// choices when `text` is not acceptable (not a number, NaN, out of range, unknown choice);
// `values` is then unchanged.
std::optional<std::string> parseParameter(const ParameterSpec& spec, const std::string& text,
                                          ParameterValues& values);

// Checks a numeric value against `spec`; returns an error message as parseParameter does.
std::optional<std::string> checkNumber(const ParameterSpec& spec, double value);

// The same two as sentences to translate (Translatable.h): the window shows a refusal in the
// reader's language; the English of each is what parseParameter and checkNumber return.
std::optional<TrText> readParameter(const ParameterSpec& spec, const std::string& text,
                                    ParameterValues& values);
std::optional<TrText> refuseNumber(const ParameterSpec& spec, double value);

// The value as text, as --describe and report.json print it ("0.01", "rk4", "euler,rk4").
std::string formatParameter(const ParameterSpec& spec, const ParameterValues& values);

// True for the kinds stored as text (Choice, MultiChoice, Text), false for numbers and flags.
bool holdsText(const ParameterSpec& spec);

// `text` in quotes for a message, cut to its first 40 characters (with the full length) when
// longer, so a pasted 100 000-character value does not flood the terminal.
std::string quoteInput(const std::string& text);

// Splits "a,b,c" into {"a","b","c"}, dropping empty pieces and surrounding spaces.
std::vector<std::string> splitList(const std::string& text);

} // namespace pl

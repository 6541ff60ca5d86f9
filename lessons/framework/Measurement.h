// SPDX-License-Identifier: GPL-3.0-or-later
// Named numbers a lesson measures: shown live in the UI and written to report.json.
#pragma once

#include "framework/Translatable.h"

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace pl {

// No value (written as null, with the measurement's `note` as the reason), a number, a list of
// numbers, numbers keyed by an id (e.g. per integrator), or a list of rows (e.g. [T, Z] pairs).
using MeasurementValue =
    std::variant<std::monostate, double, std::vector<double>,
                 std::vector<std::pair<std::string, double>>, std::vector<std::vector<double>>>;

struct Measurement {
    std::string id;     // key in report.json, e.g. "energy_drift"
    std::string label;  // what a person reads, e.g. "Relative energy drift"
    std::string unit;   // e.g. "J"; empty for dimensionless
    MeasurementValue value;
    std::string note;   // why the value is missing, or a remark shown with it
    // The label and the note as sentences to translate (Translatable.h), when they have numbers
    // or names put in; `label` and `note` keep the English (report.json). Not saved: a
    // measurement read back from a file shows its English.
    TrText labelText{};
    TrText noteText{};
    // What a person reads for the keys of a value keyed by name, where the key itself is not it
    // ("xpbd_mean" → "XPBD, mean"): `keyLabels` as shown (English, or translated on screen by
    // LessonWords), `keyTexts` the sentences to translate. A key not named here is shown as the
    // label of the parameter choice with that id, else as the id. Not saved.
    std::vector<std::pair<std::string, std::string>> keyLabels{};
    std::vector<std::pair<std::string, TrText>> keyTexts{};

    template <class Archive> void serialize(Archive& ar) { ar(id, label, unit, value, note); }

    Measurement labelled(TrText text) && {
        label = text.english();
        labelText = std::move(text);
        return std::move(*this);
    }
    Measurement noted(TrText text) && {
        note = text.english();
        noteText = std::move(text);
        return std::move(*this);
    }
    Measurement keysNamed(std::vector<std::pair<std::string, TrText>> names) && {
        keyLabels.clear();
        for (const auto& [key, text] : names)
            keyLabels.emplace_back(key, text.english());
        keyTexts = std::move(names);
        return std::move(*this);
    }

    static Measurement number(std::string id, std::string label, std::string unit, double v);
    static Measurement missing(std::string id, std::string label, std::string unit,
                               std::string why);
};

// The measurement with `id` in `list`, or nullptr.
const Measurement* findMeasurement(const std::vector<Measurement>& list, const std::string& id);
// A pointer into a temporary list would dangle at the end of the statement: keep the list.
const Measurement* findMeasurement(std::vector<Measurement>&& list, const std::string& id) = delete;
// Its value when it is a single number; NaN when it is missing or not a single number.
double measurementNumber(const std::vector<Measurement>& list, const std::string& id);

// Replaces every non-finite number in `m` by "missing" (null) and says why in `note`, so that
// no NaN or infinity ever reaches report.json or the screen.
void sanitize(Measurement& m);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's parameter table bound to the settings it fills: each row is declared once, with the
// field of the lesson's Settings struct (or a small function) that takes its value. reset() then
// gets a filled Settings and reads no parameter back by its id:
//
//     ParameterTable<SpringSettings> SpringLesson::makeParameterTable()
//     {
//         ParameterTable<SpringSettings> t;
//         t.bind(&SpringSettings::k, ParameterSpec::number("k", "Spring constant k", "N/m",
//                                                          1.0, 0.01, 1000.0, "…").withStep(0.1));
//         t.bind([](SpringSettings& s, const std::vector<std::string>& ids) { … },
//                ParameterSpec::multiChoice("methods", …));
//         return t;
//     }
//     // built once, at first use (BuiltOnce.h; ModelLesson does it for its lessons):
//     const ParameterTable<SpringSettings>& table = builtOnce<&SpringLesson::makeParameterTable>();
//     …  m_model.reset(table.settings(values));
//
// The rows are ordinary ParameterSpecs (built and chained as before), so the form, --set,
// --describe, report.json and saved sessions see exactly the table they saw before. The value a
// field gets is the one ParameterValues holds for that kind: a double for Number, an int for
// Integer, a bool for Flag, the id for Choice, the text for Text, the ids in order for
// MultiChoice; a field of another arithmetic type is converted with static_cast.
#pragma once

#include "framework/BuiltOnce.h"
#include "framework/Parameters.h"
#include "framework/Translatable.h"

#include <deque>
#include <functional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace pl {

// The row every lesson with random numbers has: the seed of its engine.
inline ParameterSpec seedParameter()
{
    return ParameterSpec::integer("seed", PL_TR_NOOP("lessons", "Random seed"), 1, 0, 1e9,
                                  PL_TR_NOOP("lessons", "Seed of the random engine: the same seed "
                                                        "gives the same run."));
}

template <class Settings>
class ParameterTable {
public:
    // A row whose value goes into `field`. Returns the row, so a chain can go on after it.
    // (A field of a base of Settings too: a lesson's settings may extend its model's.)
    template <class T, class Base>
        requires std::is_base_of_v<Base, Settings>
    ParameterSpec& bind(T Base::*field, ParameterSpec spec)
    {
        return bind([field](Settings& s, const auto& value) { assign(s.*field, value); },
                     std::move(spec));
    }

    // A row whose value a function takes: set(Settings&, value) with the value as above.
    template <class Set>
        requires(!std::is_member_object_pointer_v<Set>)
    ParameterSpec& bind(Set set, ParameterSpec spec)
    {
        Row row{std::move(spec), {}};
        row.fill = [set = std::move(set)](Settings& s, const ParameterSpec& p,
                                          const ParameterValues& v) {
            switch (p.kind) {
            case ParameterKind::Number: call(set, s, v.number(p.id)); break;
            case ParameterKind::Integer: call(set, s, v.integer(p.id)); break;
            case ParameterKind::Flag: call(set, s, v.flag(p.id)); break;
            case ParameterKind::Choice:
            case ParameterKind::Text: call(set, s, v.choice(p.id)); break;
            case ParameterKind::MultiChoice: call(set, s, v.choices(p.id)); break;
            }
        };
        return m_rows.emplace_back(std::move(row)).spec;
    }

    // A row no settings field takes (the lesson reads it elsewhere, or it only shapes the form).
    ParameterSpec& add(ParameterSpec spec) { return m_rows.emplace_back(Row{std::move(spec), {}}).spec; }

    // The rows in declaration order, as Lesson::parameters() returns them.
    std::vector<ParameterSpec> specs() const
    {
        std::vector<ParameterSpec> out;
        out.reserve(m_rows.size());
        for (const Row& row : m_rows)
            out.push_back(row.spec);
        return out;
    }

    // `base` with every bound row's value from `values` (which hold every row: the framework
    // fills them from the defaults and the checked input).
    Settings settings(const ParameterValues& values, Settings base = {}) const
    {
        for (const Row& row : m_rows)
            if (row.fill)
                row.fill(base, row.spec, values);
        return base;
    }

private:
    struct Row {
        ParameterSpec spec;
        std::function<void(Settings&, const ParameterSpec&, const ParameterValues&)> fill;
    };

    template <class T, class V>
    static void assign(T& field, const V& value)
    {
        if constexpr (std::is_assignable_v<T&, const V&> &&
                      !(std::is_arithmetic_v<T> && std::is_arithmetic_v<V> &&
                        !std::is_same_v<T, V>))
            field = value;
        else if constexpr (std::is_arithmetic_v<T> && std::is_arithmetic_v<V>)
            field = static_cast<T>(value);
        else
            throw std::logic_error("a parameter is bound to a field of another kind");
    }

    template <class Set, class V>
    static void call(const Set& set, Settings& s, const V& value)
    {
        if constexpr (std::is_invocable_v<const Set&, Settings&, const V&>)
            set(s, value);
        else
            throw std::logic_error("a parameter's setter does not take its kind of value");
    }

    std::deque<Row> m_rows;  // a deque: the row a bind() returned stays where it is
};

} // namespace pl

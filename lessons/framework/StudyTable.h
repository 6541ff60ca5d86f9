// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's studies declared once, each with the member functions that prepare it, take its
// result and count its cost, as the parameter table binds parameters to settings:
//
//     StudyTable<PendulumLesson> PendulumLesson::makeStudyTable()
//     {
//         return StudyTable<PendulumLesson>().add(
//             {"period_amplitude", "Period against amplitude", "Runs 179 pendulums …", true},
//             &PendulumLesson::preparePeriodStudy, &PendulumLesson::acceptPeriodStudy);
//     }
//
// A lesson that derives from StudiesFromTable<Lesson> then has its StudyCapability: studies()
// lists the table, and an id it does not hold prepares nothing, takes nothing and costs nothing,
// so no lesson writes the `if (id != "…") return {};` guard again.
#pragma once

#include "framework/BuiltOnce.h"
#include "framework/Lesson.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pl {

template <class L>
class StudyTable {
public:
    using Prepare = StudyFunction (L::*)() const;
    using Accept = void (L::*)(const StudyResult&);
    using Estimate = std::optional<WorkEstimate> (L::*)() const;

    struct Entry {
        StudySpec spec;
        Prepare prepare = nullptr;
        Accept accept = nullptr;      // none: the result is only drawn (its series, measurements)
        Estimate estimate = nullptr;  // none: a study that always takes a moment
    };

    StudyTable&& add(StudySpec spec, Prepare prepare, Accept accept = nullptr,
                     Estimate estimate = nullptr) &&
    {
        m_entries.push_back({std::move(spec), prepare, accept, estimate});
        return std::move(*this);
    }

    std::vector<StudySpec> specs() const
    {
        std::vector<StudySpec> out;
        for (const Entry& entry : m_entries)
            out.push_back(entry.spec);
        return out;
    }
    // The entry of study `id`, or null.
    const Entry* find(const std::string& id) const
    {
        for (const Entry& entry : m_entries)
            if (entry.spec.id == id)
                return &entry;
        return nullptr;
    }

private:
    std::vector<Entry> m_entries;
};

// The StudyCapability of a lesson `Derived` with a `static StudyTable<Derived> makeStudyTable()`;
// the table is built once, at first use (BuiltOnce.h).
template <class Derived>
class StudiesFromTable : public StudyCapability {
public:
    std::vector<StudySpec> studies() const final { return table().specs(); }
    StudyFunction prepareStudy(const std::string& id) const final
    {
        const auto* entry = table().find(id);
        return entry ? (self().*(entry->prepare))() : StudyFunction{};
    }
    void acceptStudy(const std::string& id, const StudyResult& result) final
    {
        const auto* entry = table().find(id);
        if (entry && entry->accept)
            (static_cast<Derived&>(*this).*(entry->accept))(result);
    }
    std::optional<WorkEstimate> estimateStudy(const std::string& id) const final
    {
        const auto* entry = table().find(id);
        if (entry && entry->estimate)
            return (self().*(entry->estimate))();
        return std::nullopt;
    }

private:
    static const StudyTable<Derived>& table() { return builtOnce<&Derived::makeStudyTable>(); }
    const Derived& self() const { return static_cast<const Derived&>(*this); }
};

} // namespace pl

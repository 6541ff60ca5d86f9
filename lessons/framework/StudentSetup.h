// SPDX-License-Identifier: GPL-3.0-or-later
// Student mode as data: what a teacher locks, hides and asks in a scene or session file
// (read from the "student" JSON object by particle_scene/StudentMode.h), and the check of a
// student's numeric answer against the teacher's answer and tolerance.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace pl {

struct StudentQuestion {
    std::string text;
    std::optional<double> answer;  // in `unit`; none: a free-text question
    std::string unit;
    double tolerance = 0.0;        // accepted |given − answer|, in `unit`
};

struct StudentSetup {
    std::vector<std::string> lockedParameters;  // parameter ids; "*" locks every parameter
    std::vector<std::string> hiddenPanels;       // see studentPanelNames()
    // The ways out of student mode the teacher leaves open (see studentExitNames()); none by
    // default: the lesson list is gone and Open, Defaults and the lesson switch are disabled.
    std::vector<std::string> allowedExits;
    std::vector<StudentQuestion> questions;

    bool locks(const std::string& parameter) const
    {
        return std::find_if(lockedParameters.begin(), lockedParameters.end(), [&](const auto& p) {
                   return p == "*" || p == parameter;
               }) != lockedParameters.end();
    }
    bool hides(const std::string& panel) const
    {
        return std::find(hiddenPanels.begin(), hiddenPanels.end(), panel) != hiddenPanels.end();
    }
    bool allows(const std::string& exit) const
    {
        return std::find(allowedExits.begin(), allowedExits.end(), exit) != allowedExits.end();
    }
};

// The panels a teacher may hide.
inline const std::vector<std::string>& studentPanelNames()
{
    static const std::vector<std::string> names = {"lessons", "text", "parameters",
                                                   "measurements", "charts"};
    return names;
}

// The ways out of student mode a teacher may allow: "lessons" (the lesson list, to switch to
// another lesson), "open" (File → Open a session, scene or LAMMPS run) and "defaults" (the
// Defaults button, which starts the lesson afresh without the teacher's setup).
inline const std::vector<std::string>& studentExitNames()
{
    static const std::vector<std::string> names = {"lessons", "open", "defaults"};
    return names;
}

// Whether `given` is within the question's tolerance of its answer: |given − answer| ≤
// tolerance. Always false for a question without a numeric answer and for a non-finite `given`.
inline bool isCorrect(const StudentQuestion& question, double given)
{
    return question.answer && std::isfinite(given) &&
           std::abs(given - *question.answer) <= question.tolerance;
}

} // namespace pl

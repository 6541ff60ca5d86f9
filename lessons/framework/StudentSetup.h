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
};

// The panels a teacher may hide.
inline const std::vector<std::string>& studentPanelNames()
{
    static const std::vector<std::string> names = {"lessons", "text", "parameters",
                                                   "measurements", "charts"};
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

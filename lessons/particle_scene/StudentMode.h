// SPDX-License-Identifier: GPL-3.0-or-later
// Student mode in files: the `"student"` JSON object (StudentSetup.h) read by
// parseStudentSetup(), which a scene file and a session file share, and the answers a student
// hands in:
//
//   "student": {
//     "locked": ["dt", "integrator"],          // parameters shown but not editable; ["*"] = all
//     "hidden_panels": ["parameters", "charts"], // of: lessons, text, parameters, measurements,
//                                                // charts
//     "allow": ["lessons"],                    // ways out left open, of: lessons (the lesson
//                                              // list), open (File → Open…), defaults; none
//                                              // by default
//     "questions": [
//       {"text": "How fast does the last ball leave?", "answer": 0.99, "unit": "m/s",
//        "tolerance": 0.05},                     // answer ± tolerance is correct
//       {"text": "Why does the middle ball stay put?"}   // free text, not checked
//     ]
//   }
#pragma once

#include "framework/StudentSetup.h"
#include "particle_scene/JsonInput.h"

#include <optional>
#include <string>
#include <vector>

namespace pl {

// Reads the "student" object at `at` of a document. `parameterIds`: the lesson's parameters (a
// locked name must be one of them). Throws JsonFieldError (see JsonInput.h).
StudentSetup readStudentSetup(const Json& value, const JsonPointer& at,
                              const std::vector<std::string>& parameterIds);
// The same for a whole document (a session file): the "student" object at `at` of `input`, or
// the error with its line and column.
std::variant<StudentSetup, JsonInputError> parseStudentSetup(
    const JsonInput& input, const JsonPointer& at, const std::vector<std::string>& parameterIds);

// The "student" object as JSON text (the reverse of readStudentSetup), so that a session saved
// in student mode hands the same locks, hidden panels and questions on.
std::string studentSetupToJson(const StudentSetup& setup);

// A student's answers as a file to hand in.
struct StudentAnswer {
    std::string question;
    std::string answer;            // as typed
    std::optional<bool> correct;   // none: not checked (free text)
};
std::string answersToCsv(const std::string& name, const std::vector<StudentAnswer>& answers);
std::string answersToJson(const std::string& name, const std::string& title,
                          const std::vector<StudentAnswer>& answers);

} // namespace pl

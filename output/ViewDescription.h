// SPDX-License-Identifier: GPL-3.0-or-later
// The simulation view in words, for a screen reader (the view's accessible description) and
// for speech: the lesson's own sentence about what it shows (Lesson::describe), the time, the
// first few measurements as the table shows them, and the notices. Plain text, one paragraph.
#pragma once

#include "framework/Lesson.h"

#include <QString>

#include <vector>

namespace pl {

// `measurements`: as the lesson gave them; `table`: its parameters (for the methods' names).
QString describeView(const Lesson& lesson, const std::vector<Measurement>& measurements,
                     const std::vector<std::string>& notices,
                     const std::vector<ParameterSpec>& table);

} // namespace pl

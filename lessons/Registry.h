// SPDX-License-Identifier: GPL-3.0-or-later
// The list of lessons, in the order the lesson browser shows them. A lesson is added here
// explicitly (no static-initialiser registration, which a static library's linker may drop).
#pragma once

#include "framework/Lesson.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace pl {

struct LessonEntry {
    std::string id;
    std::function<std::unique_ptr<Lesson>()> create;
};

const std::vector<LessonEntry>& registerLessons();

// nullptr when no lesson has that id.
std::unique_ptr<Lesson> createLesson(const std::string& id);

} // namespace pl

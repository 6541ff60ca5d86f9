// SPDX-License-Identifier: GPL-3.0-or-later
// The example scenes shipped with the program (lessons/particle_scene/scenes/*.json, compiled in
// as text by cmake/EmbedTextFiles.cmake), each listed in the lesson browser as `scene-<name>`.
#pragma once

#include "framework/Lesson.h"

#include <memory>
#include <string>
#include <vector>

namespace pl {

struct ExampleScene {
    std::string name;  // file name without .json, e.g. "newtons-cradle"
    std::string text;  // the JSON
    std::string lessonId() const { return "scene-" + name; }
};

// In the order the lesson browser lists them.
std::vector<ExampleScene> exampleScenes();

// The lesson of a shipped scene. A shipped scene always loads (the tests check it).
std::unique_ptr<Lesson> createExampleSceneLesson(const std::string& name);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving scene files from the window and the command line (see
// lessons/particle_scene/SceneFile.h for the format).
#pragma once

#include "framework/Lesson.h"

#include <QString>

#include <memory>
#include <optional>

namespace pl {

struct OpenedScene {
    std::unique_ptr<Lesson> lesson;           // null when the file was refused
    std::optional<StudentSetup> student;      // the file's student mode, if any
    QString error;                            // "file:line:column: what is wrong", English
    QString shownError;                       // the same in the window's language
};

// Reads FILE.json as a particle-scene lesson.
OpenedScene openSceneFile(const QString& path);

// Writes the lesson's particles and links as a scene file; returns an error message or empty.
QString saveSceneFile(const Lesson& lesson, const QString& path);

} // namespace pl

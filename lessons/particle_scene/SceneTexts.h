// SPDX-License-Identifier: GPL-3.0-or-later
// A scene's texts in the reader's language. A scene file may carry its title, description and
// questions in other languages ("translations", docs/scene-format.md); the lesson stays English
// (its info(), report.json, sessions) and hands the display these as its own texts
// (framework/OwnTexts.h), looked up by the English text, each falling back to the file's own.
#pragma once

#include "framework/OwnTexts.h"
#include "framework/SceneDescription.h"
#include "particle_scene/SceneTranslation.h"

#include <string>

namespace pl {

// The lesson text of a scene in `language` ("en" or a code of sceneTranslationLanguages()): its
// title as a heading, its description, and the section on scene files (scene-files.md and its
// translations beside it).
std::string sceneLessonText(const SceneDescription& scene, const SceneTranslations& translations,
                            const std::string& language);

// The scene's English texts → their translation into `language`: the title, the description,
// the whole lesson text and each question the file translates.
OwnTexts sceneOwnTexts(const SceneDescription& scene, const SceneTranslations& translations,
                       const std::string& language);

} // namespace pl

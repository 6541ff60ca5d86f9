// SPDX-License-Identifier: GPL-3.0-or-later
// A scene file's texts in other languages (its "translations" object, docs/scene-format.md): the
// title, the description and the student's questions by language. Kept beside the scene's
// description, which stays in the file's own language for report.json and sessions.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace pl {

// The languages a scene file may carry its texts in besides its own (the codes of
// i18n/Language.h other than English), in the order the file lists them.
inline const std::vector<std::string>& sceneTranslationLanguages()
{
    static const std::vector<std::string> codes = {"de", "fr", "es", "pt_BR"};
    return codes;
}

// A scene's texts in one more language; an empty field, or a missing question, is shown in the
// scene's own text. Answers, units and tolerances stay the scene's own.
struct SceneTranslation {
    std::string title;
    std::string description;             // Markdown
    std::vector<std::string> questions;  // by index of student.questions; empty: none translated
    bool operator==(const SceneTranslation&) const = default;
};

// By language code (sceneTranslationLanguages()).
using SceneTranslations = std::map<std::string, SceneTranslation>;

} // namespace pl

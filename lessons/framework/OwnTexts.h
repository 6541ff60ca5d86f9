// SPDX-License-Identifier: GPL-3.0-or-later
// Texts a lesson carries in other languages itself, beside the translators (.ts files): a scene
// file's translations of its title, text and questions. The display (output/LessonWords.h) asks
// a lesson for this capability and looks a text up here before the translators.
#pragma once

#include <map>
#include <memory>
#include <string>

namespace pl {

// Each English text as the lesson gives it (info().title, info().text, a question) → the text
// to show in one language.
using OwnTexts = std::map<std::string, std::string>;

class OwnTextsCapability {
public:
    virtual ~OwnTextsCapability() = default;
    // The texts in `language` (a code of i18n/Language.h: "de", "pt_BR"); null or a text not in
    // it: translated as any other.
    virtual std::shared_ptr<const OwnTexts> ownTexts(const std::string& language) const = 0;
};

} // namespace pl

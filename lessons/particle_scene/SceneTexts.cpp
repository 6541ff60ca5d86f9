// SPDX-License-Identifier: GPL-3.0-or-later
#include "particle_scene/SceneTexts.h"

#include "framework/LessonText.h"

namespace pl {

namespace {

const SceneTranslation* translationOf(const SceneTranslations& translations,
                                      const std::string& language)
{
    const auto found = translations.find(language);
    return found == translations.end() ? nullptr : &found->second;
}

} // namespace

std::string sceneLessonText(const SceneDescription& scene, const SceneTranslations& translations,
                            const std::string& language)
{
    const SceneTranslation* t = translationOf(translations, language);
    const std::string& title = t && !t->title.empty() ? t->title : scene.title;
    const std::string& description =
        t && !t->description.empty() ? t->description : scene.description;
    // scene-files.md opens with a heading of its own ("# About scene files"); here it is a
    // section under the scene's title.
    return "# " + title + "\n\n" + description + "\n\n#" + lessonText("scene-files", language);
}

OwnTexts sceneOwnTexts(const SceneDescription& scene, const SceneTranslations& translations,
                       const std::string& language)
{
    OwnTexts out;
    const std::string english = sceneLessonText(scene, translations, "en");
    if (const std::string shown = sceneLessonText(scene, translations, language); shown != english)
        out[english] = shown;
    const SceneTranslation* t = translationOf(translations, language);
    if (!t)
        return out;
    if (!t->title.empty())
        out[scene.title] = t->title;
    if (!t->description.empty() && !scene.description.empty())
        out[scene.description] = t->description;
    if (scene.student)
        for (std::size_t i = 0; i < t->questions.size() && i < scene.student->questions.size(); ++i)
            out[scene.student->questions[i].text] = t->questions[i];
    return out;
}

} // namespace pl

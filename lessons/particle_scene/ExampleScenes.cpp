// SPDX-License-Identifier: GPL-3.0-or-later
#include "particle_scene/ExampleScenes.h"

#include "particle_scene/ParticleSceneLesson.h"

#include <cassert>
#include <utility>

namespace pl {

const std::vector<std::pair<std::string, std::string>>& exampleSceneTexts();  // generated

std::vector<ExampleScene> exampleScenes()
{
    std::vector<ExampleScene> out;
    for (const auto& [name, text] : exampleSceneTexts())
        out.push_back({name, text});
    return out;
}

std::unique_ptr<Lesson> createExampleSceneLesson(const std::string& name)
{
    for (const auto& [stem, text] : exampleSceneTexts())
        if (stem == name) {
            auto loaded = loadSceneText(text, name + ".json", "scene-" + name);
            assert(std::holds_alternative<std::unique_ptr<ParticleSceneLesson>>(loaded));
            if (auto* lesson = std::get_if<std::unique_ptr<ParticleSceneLesson>>(&loaded))
                return std::move(*lesson);
            return nullptr;
        }
    return nullptr;
}

} // namespace pl

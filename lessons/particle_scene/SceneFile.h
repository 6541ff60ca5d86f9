// SPDX-License-Identifier: GPL-3.0-or-later
// Scene files: JSON text ⇄ SceneDescription. The format is documented in docs/scene-format.md and in
// scene.schema.json beside this file; every mistake is reported with the file, the line, the
// column and what is wrong (JsonInput.h), never by a crash.
#pragma once

#include "particle_scene/JsonInput.h"
#include "particle_scene/SceneTranslation.h"
#include "framework/SceneDescription.h"

#include <string>
#include <variant>
#include <vector>

namespace pl {

inline constexpr const char* sceneFormatName = "particlelab-scene";
inline constexpr int sceneFormatVersion = 1;

// Reads a scene from `text` (`file` names it in messages). `parameterIds`: the parameters the
// student part may lock. `translations`, when given, receives the file's "translations".
std::variant<SceneDescription, JsonInputError> parseScene(
    std::string text, std::string file, const std::vector<std::string>& parameterIds,
    SceneTranslations* translations = nullptr);

// The scene (and its translations) as JSON text that parseScene reads back to the same.
std::string sceneToJson(const SceneDescription& scene, const SceneTranslations& translations = {});
// Key order as in docs/scene-format.md (title, settings, particles, links, walls, charts, …,
// translations last).
using OrderedJson = nlohmann::ordered_json;
OrderedJson sceneToJsonValue(const SceneDescription& scene,
                             const SceneTranslations& translations = {});

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "SceneFiles.h"

#include "LessonWords.h"
#include "QtAdapters.h"
#include "SafeWrite.h"
#include "particle_scene/ParticleSceneLesson.h"
#include "particle_scene/SceneFile.h"


namespace pl {

OpenedScene openSceneFile(const QString& path)
{
    OpenedScene opened;
    auto loaded = loadSceneFile(toStdString(path));
    if (auto* error = std::get_if<JsonInputError>(&loaded)) {
        opened.error = toQString(error->text());
        opened.shownError = LessonWords("particle-scene").text(error->shownText());
        return opened;
    }
    auto& lesson = std::get<std::unique_ptr<ParticleSceneLesson>>(loaded);
    opened.student = lesson->description().student;
    opened.lesson = std::move(lesson);
    return opened;
}

QString saveSceneFile(const Lesson& lesson, const QString& path)
{
    const std::optional<SceneDescription> scene = lesson.asScene();
    if (!scene)
        return QStringLiteral("the lesson '%1' is not made of particles and links, so it has no "
                              "scene to save")
            .arg(toQString(lesson.info().title));
    // A scene's translations go with it (a lesson of another kind has none).
    const auto* sceneLesson = dynamic_cast<const ParticleSceneLesson*>(&lesson);
    const QByteArray text = QByteArray::fromStdString(
        sceneToJson(*scene, sceneLesson ? sceneLesson->translations() : SceneTranslations{}));
    return writeFileAtomically(path, [&text](QIODevice& file) { return file.write(text) == text.size(); });
}

} // namespace pl

#include "Registry.h"

#include "harmonic_oscillator/HarmonicOscillatorLesson.h"

namespace pl {

template <class L>
static LessonEntry entry(std::string id)
{
    return {std::move(id), [] { return std::unique_ptr<Lesson>(std::make_unique<L>()); }};
}

const std::vector<LessonEntry>& registerLessons()
{
    static const std::vector<LessonEntry> lessons = {
        entry<HarmonicOscillatorLesson>("harmonic-oscillator"),
    };
    return lessons;
}

std::unique_ptr<Lesson> createLesson(const std::string& id)
{
    for (const LessonEntry& e : registerLessons())
        if (e.id == id)
            return e.create();
    return nullptr;
}

} // namespace pl

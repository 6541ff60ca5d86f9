// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/LessonState.h"

#include <memory>
#include <sstream>

namespace pl {

std::string saveStateBytes(const Lesson& lesson)
{
    std::ostringstream stream(std::ios::binary);
    {
        StateWriter archive(stream);
        lesson.saveState(archive);
    }
    return std::move(stream).str();
}

void loadStateBytes(Lesson& lesson, const ParameterValues& applied, const std::string& bytes,
                    int format)
{
    lesson.reset(applied);
    std::istringstream stream(bytes, std::ios::binary);
    try {
        if (format == currentStateFormat) {
            StateReader archive(stream);
            lesson.loadState(archive);
        } else {
            OlderStateReader archive(stream, format);
            lesson.loadState(archive);
        }
    } catch (const StateError&) {
        throw;
    } catch (const std::exception& e) {
        throw StateError(TrText(PL_TR_NOOP("lessons", "the state is damaged or incomplete (%1)"),
                                {trSentence(archiveErrorText(e))}));
    }
    if (stream.peek() != std::char_traits<char>::eof())
        throw StateError(
            PL_TR_NOOP("lessons", "the state has bytes left over after the lesson read it"));
    TrText problem = lesson.checkState();
    if (!problem.empty())
        throw StateError(TrText(PL_TR_NOOP("lessons", "the state is not acceptable: %1"),
                                {trSentence(std::move(problem))}));
}

std::string upgradeStateBytes(const Lesson& lesson, const ParameterValues& applied,
                              const std::string& bytes, int format)
{
    const std::unique_ptr<Lesson> copy = lesson.clone();
    loadStateBytes(*copy, applied, bytes, format);
    return saveStateBytes(*copy);
}

std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t seed)
{
    std::uint64_t hash = seed;
    for (const char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ull;
    }
    return hash;
}

} // namespace pl

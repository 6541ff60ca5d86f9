// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonTestHelpers.h"

#include "Registry.h"
#include "framework/LessonState.h"
#include "framework/StateArchive.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace pl::test {

std::unique_ptr<LessonSession> openLesson(const std::string& id)
{
    std::unique_ptr<Lesson> lesson = createLesson(id);
    if (!lesson) {
        std::fprintf(stderr, "test: no lesson '%s' is registered\n", id.c_str());
        std::abort();
    }
    return std::make_unique<LessonSession>(std::move(lesson));
}

LessonSession lessonSession(const std::string& id)
{
    return std::move(*openLesson(id));
}

std::optional<double> keyedValue(const Measurement& m, const std::string& key)
{
    const auto* keyed = std::get_if<std::vector<std::pair<std::string, double>>>(&m.value);
    if (!keyed)
        return std::nullopt;
    for (const auto& [k, v] : *keyed)
        if (k == key)
            return v;
    return std::nullopt;
}

bool bitIdentical(const Vec& a, const Vec& b)
{
    return a.size() == b.size() &&
           std::memcmp(a.data(), b.data(), sizeof(double) * static_cast<std::size_t>(a.size())) == 0;
}

std::uint64_t stateHash(const Lesson& lesson)
{
    return fnv1a64(saveStateBytes(lesson));
}

std::uint64_t stateHash(const LessonSession& session)
{
    return stateHash(session.lesson());
}

std::uint64_t chartsHash(const ChartData& data)
{
    std::ostringstream stream(std::ios::binary);
    {
        StateWriter archive(stream);
        ChartData copy = data;
        archive(copy);
    }
    return fnv1a64(stream.str());
}

} // namespace pl::test

// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/RunRecord.h"

#include "framework/LessonState.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <variant>

namespace pl {

namespace {

// An allocation costs about 16 bytes more than asked: glibc's 8-byte header and 16-byte rounding.
constexpr std::size_t kAllocationOverhead = 16;

// Heap bytes of a string: none while it fits in the string's own small buffer.
std::size_t heapBytes(const std::string& s)
{
    return s.capacity() > std::string().capacity() ? s.capacity() + 1 + kAllocationOverhead : 0;
}

// The lesson's state at `tick` as a keyframe. The state's bytes come from a string stream that
// reserves by doubling: shrunk, a keyframe does not keep the unused half.
Keyframe takeKeyframe(long long tick, const ParameterValues& applied, const Lesson& lesson)
{
    Keyframe keyframe{tick, applied, saveStateBytes(lesson)};
    keyframe.state.shrink_to_fit();
    return keyframe;
}

} // namespace

std::size_t footprint(const Keyframe& keyframe)
{
    // A map node holds one value and the tree's colour and three links.
    constexpr std::size_t node = sizeof(std::map<std::string, ParameterValue>::value_type) +
                                 4 * sizeof(void*) + kAllocationOverhead;
    std::size_t bytes = sizeof(Keyframe) + heapBytes(keyframe.state);
    for (const auto& [id, value] : keyframe.applied.all()) {
        bytes += node + heapBytes(id);
        if (const std::string* text = std::get_if<std::string>(&value))
            bytes += heapBytes(*text);
    }
    return bytes;
}

bool applyEvent(Lesson& lesson, const std::vector<ParameterSpec>& table,
                ParameterValues& applied, const SessionEvent& event)
{
    switch (event.kind) {
    case SessionEvent::Kind::Set: {
        const ParameterSpec* spec = findParameter(table, event.id);
        if (!spec)
            return false;
        ParameterValues candidate = applied;
        if (parseParameter(*spec, event.text, candidate) || !lesson.validate(candidate).empty())
            return false;
        applied = candidate;
        lesson.applyLive(applied);
        return true;
    }
    case SessionEvent::Kind::Pointer: {
        lesson.pointer(event.pointer, Vec2(event.x, event.y));
        // What the lesson changed itself (θ₀ by dragging the bob) is in force from now on.
        const ParameterValues changes = lesson.takeParameterChanges();
        for (const auto& [id, value] : changes.all()) {
            if (const double* number = std::get_if<double>(&value))
                applied.set(id, *number);
            else
                applied.set(id, std::get<std::string>(value));
        }
        return true;
    }
    case SessionEvent::Kind::Study:
        lesson.acceptStudy(event.id, event.study);
        return true;
    }
    return false;
}

void RunRecord::start(const Lesson& lesson, const ParameterValues& applied)
{
    m_keyframes.clear();
    m_events.clear();
    m_stageTicks.clear();
    m_head = 0;
    m_headTime = lesson.time();
    m_interval = 16;
    m_keyframes.push_back(takeKeyframe(0, applied, lesson));
    m_bytes = footprint(m_keyframes.back());
}

void RunRecord::appendTick(const Lesson& lesson, const ParameterValues& applied, bool stage)
{
    if (stage)
        m_stageTicks.push_back(m_head);
    ++m_head;
    m_headTime = lesson.time();
    if (m_head - m_keyframes.back().tick >= m_interval) {
        m_keyframes.push_back(takeKeyframe(m_head, applied, lesson));
        m_bytes += footprint(m_keyframes.back());
        if (m_bytes > m_budget)
            thin();
    }
}

void RunRecord::appendEvent(SessionEvent event)
{
    event.tick = m_head;
    m_events.push_back(std::move(event));
}

void RunRecord::thin()
{
    // Keep the first keyframe (tick 0) and every other one after it; the interval doubles so
    // that new keyframes come at the new spacing.
    while (m_bytes > m_budget && m_keyframes.size() > 2) {
        std::vector<Keyframe> kept;
        kept.reserve(m_keyframes.size() / 2 + 1);
        for (std::size_t i = 0; i < m_keyframes.size(); i += 2)
            kept.push_back(std::move(m_keyframes[i]));
        m_keyframes = std::move(kept);
        m_interval *= 2;
        recountBytes();
    }
}

void RunRecord::recountBytes()
{
    m_bytes = 0;
    for (const Keyframe& k : m_keyframes)
        m_bytes += footprint(k);
}

void RunRecord::setBudget(std::size_t bytes)
{
    m_budget = bytes;
    thin();
}

const Keyframe& RunRecord::keyframeAtOrBefore(long long tick) const
{
    assert(!m_keyframes.empty());
    auto after = std::upper_bound(m_keyframes.begin(), m_keyframes.end(), tick,
                                  [](long long t, const Keyframe& k) { return t < k.tick; });
    assert(after != m_keyframes.begin());
    return *std::prev(after);
}

bool RunRecord::isStage(long long tick) const
{
    return std::binary_search(m_stageTicks.begin(), m_stageTicks.end(), tick);
}

ParameterValues RunRecord::restore(Lesson& lesson, const std::vector<ParameterSpec>& table,
                                   long long tick) const
{
    ParameterValues applied = restoreBeforeEvents(lesson, table, tick);
    replayEvents(lesson, table, applied, tick);
    return applied;
}

ParameterValues RunRecord::restoreBeforeEvents(Lesson& lesson,
                                               const std::vector<ParameterSpec>& table,
                                               long long tick) const
{
    assert(tick >= 0 && tick <= m_head);
    const Keyframe& start = keyframeAtOrBefore(tick);
    loadStateBytes(lesson, start.applied, start.state);
    ParameterValues applied = start.applied;
    // The events at the keyframe's own tick came after it was taken.
    for (long long t = start.tick; t < tick; ++t) {
        replayEvents(lesson, table, applied, t);
        replayStep(lesson, t);
    }
    return applied;
}

void RunRecord::replayTick(Lesson& lesson, const std::vector<ParameterSpec>& table,
                           ParameterValues& applied, long long tick) const
{
    replayStep(lesson, tick);
    replayEvents(lesson, table, applied, tick + 1);
}

void RunRecord::replayStep(Lesson& lesson, long long tick) const
{
    if (isStage(tick))
        lesson.stepOnce();
    else
        lesson.step();
}

void RunRecord::replayEvents(Lesson& lesson, const std::vector<ParameterSpec>& table,
                             ParameterValues& applied, long long tick, std::size_t first,
                             std::size_t last) const
{
    auto event = std::lower_bound(m_events.begin(), m_events.end(), tick,
                                  [](const SessionEvent& e, long long t) { return e.tick < t; });
    for (std::size_t i = 0; event != m_events.end() && event->tick == tick && i < last;
         ++event, ++i)
        if (i >= first)
            applyEvent(lesson, table, applied, *event);
}

void RunRecord::truncateAfter(long long tick)
{
    if (tick >= m_head)
        return;
    std::erase_if(m_keyframes, [tick](const Keyframe& k) { return k.tick > tick; });
    std::erase_if(m_events, [tick](const SessionEvent& e) { return e.tick > tick; });
    // The step from `tick` onwards is the abandoned future, stage or not.
    std::erase_if(m_stageTicks, [tick](long long t) { return t >= tick; });
    m_head = tick;
    recountBytes();
}

RunRecord RunRecord::forSaving(std::size_t count) const
{
    RunRecord reduced = *this;
    reduced.m_keyframes.clear();
    const std::size_t n = m_keyframes.size();
    std::size_t last = n;  // index of the last keyframe taken
    for (std::size_t i = 0; i < count && n > 0; ++i) {
        const std::size_t index = count == 1 ? 0 : (i * (n - 1) + (count - 1) / 2) / (count - 1);
        if (index != last)
            reduced.m_keyframes.push_back(m_keyframes[index]);
        last = index;
    }
    reduced.recountBytes();
    return reduced;
}

void RunRecord::rewriteStates(
    const std::function<std::string(const ParameterValues&, const std::string&)>& rewrite)
{
    for (Keyframe& keyframe : m_keyframes)
        keyframe.state = rewrite(keyframe.applied, keyframe.state);
    recountBytes();
}

TrText RunRecord::checkConsistency() const
{
    if (m_keyframes.empty() || m_keyframes.front().tick != 0)
        return PL_TR_NOOP("lessons", "the run has no keyframe at its start");
    for (std::size_t i = 1; i < m_keyframes.size(); ++i)
        if (m_keyframes[i].tick <= m_keyframes[i - 1].tick)
            return PL_TR_NOOP("lessons", "the run's keyframes are out of order");
    if (m_head < m_keyframes.back().tick)
        return PL_TR_NOOP("lessons", "a keyframe lies beyond the end of the run");
    for (std::size_t i = 0; i < m_events.size(); ++i)
        if (m_events[i].tick < 0 || m_events[i].tick > m_head ||
            (i > 0 && m_events[i].tick < m_events[i - 1].tick))
            return PL_TR_NOOP("lessons", "the run's event log is out of order");
    for (std::size_t i = 0; i < m_stageTicks.size(); ++i)
        if (m_stageTicks[i] < 0 || m_stageTicks[i] >= m_head ||
            (i > 0 && m_stageTicks[i] <= m_stageTicks[i - 1]))
            return PL_TR_NOOP("lessons", "the run's stage marks are out of order");
    if (m_interval < 1 || m_budget == 0)
        return PL_TR_NOOP("lessons", "the run's keyframe settings are invalid");
    return {};
}

} // namespace pl

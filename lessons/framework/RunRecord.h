// SPDX-License-Identifier: GPL-3.0-or-later
// Everything needed to bring a lesson to any moment of its run, exactly: the parameter values
// it started from, keyframes (the lesson's State every so often, as bytes) and the log of what
// was done to it on the way (live parameter changes, pointer drags, accepted study results, and
// which steps were single stages). A moment is a "tick": the number of step() or stepOnce()
// calls since the reset.
//
// To reach tick t: restore the last keyframe at or before t, then replay the log forward, step
// by step. Replaying is exact because a lesson is deterministic for a given state and input
// (seeded random engines, no wall-clock inside the physics). Box2D's recording and snapshot code
// taught the idea: a state as a value plus a recording of inputs.
//
// Memory: keyframes are taken every `interval` ticks; when their bytes pass the budget, every
// other keyframe is dropped and the interval doubles, so a long run thins its keyframes instead
// of growing without bound. A seek then replays at most `interval` ticks. A keyframe's bytes are
// what it occupies in memory (footprint), not only its state: a small lesson's keyframe is mostly
// its copy of the parameter values.
#pragma once

#include "framework/Lesson.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace pl {

struct SessionEvent {
    enum class Kind { Set, Pointer, Study };
    long long tick = 0;  // applied when the run stood at this tick (before its next step)
    Kind kind = Kind::Set;
    std::string id;      // Set: the parameter; Study: the study
    std::string text;    // Set: the value as text (formatParameter)
    PointerEvent pointer = PointerEvent::Press;
    double x = 0.0, y = 0.0;  // Pointer: world position (m)
    StudyResult study;   // Study: the accepted result

    template <class Archive> void serialize(Archive& ar)
    {
        ar(tick, kind, id, text, pointer, x, y, study);
    }
};

struct Keyframe {
    long long tick = 0;
    ParameterValues applied;  // the values in force at this tick
    std::string state;        // saveStateBytes() at this tick, before its events

    template <class Archive> void serialize(Archive& ar) { ar(tick, applied, state); }
};

// The bytes a keyframe occupies in memory, estimated: the struct, its state and its parameter
// values with the bookkeeping of the map and of the allocator. What the budget counts.
std::size_t footprint(const Keyframe& keyframe);

// Applies a logged event to a lesson and its applied values (the one definition of what an event
// does, used live and in replay). Returns false when the event cannot apply (a value the
// parameter table refuses).
bool applyEvent(Lesson& lesson, const std::vector<ParameterSpec>& table,
                ParameterValues& applied, const SessionEvent& event);

class RunRecord {
public:
    // A default that suits a 24 GB laptop: at most this many bytes of keyframes per run.
    static constexpr std::size_t defaultBudget = 512ull << 20;

    // Starts a new run from `lesson`, just reset with `applied`.
    void start(const Lesson& lesson, const ParameterValues& applied);

    long long head() const { return m_head; }
    double headTime() const { return m_headTime; }
    // Called after the lesson took the step from head() to head() + 1 (`stage`: it was a single
    // stage, stepOnce()). Keeps a keyframe when one is due.
    void appendTick(const Lesson& lesson, const ParameterValues& applied, bool stage);
    // Logs an event at the head (the lesson already applied it).
    void appendEvent(SessionEvent event);

    // Brings `lesson` to `tick` (0 ≤ tick ≤ head()) from the nearest keyframe at or before it,
    // and returns the parameter values in force there.
    ParameterValues restore(Lesson& lesson, const std::vector<ParameterSpec>& table,
                            long long tick) const;
    // Replays the step from `tick` to `tick + 1`, then the events logged at `tick + 1`.
    void replayTick(Lesson& lesson, const std::vector<ParameterSpec>& table,
                    ParameterValues& applied, long long tick) const;

    // The same in parts, for who must see the run between a step and its events (the moment
    // the session recorded the charts): the step from `tick` to `tick + 1` alone (a stage when it
    // was one), and the events logged at `tick`, from the `first`-th to before the `last`-th.
    void replayStep(Lesson& lesson, long long tick) const;
    void replayEvents(Lesson& lesson, const std::vector<ParameterSpec>& table,
                      ParameterValues& applied, long long tick, std::size_t first = 0,
                      std::size_t last = static_cast<std::size_t>(-1)) const;
    // Brings `lesson` to `tick` as it stood before the events logged there: just after the step
    // into it (at tick 0, just after the reset). Returns the values in force then.
    ParameterValues restoreBeforeEvents(Lesson& lesson, const std::vector<ParameterSpec>& table,
                                        long long tick) const;
    // The tick of the keyframe restore() starts from to reach `tick`.
    long long keyframeTickAtOrBefore(long long tick) const { return keyframeAtOrBefore(tick).tick; }
    // Whether the step from `tick` was a single stage (stepOnce).
    bool isStage(long long tick) const;
    // Forgets everything after `tick` (a branch starts there).
    void truncateAfter(long long tick);

    const std::vector<SessionEvent>& events() const { return m_events; }
    const std::vector<Keyframe>& keyframes() const { return m_keyframes; }
    const std::vector<long long>& stageTicks() const { return m_stageTicks; }
    std::size_t bytes() const { return m_bytes; }
    std::size_t budget() const { return m_budget; }
    void setBudget(std::size_t bytes);
    long long interval() const { return m_interval; }

    // For saved sessions: a copy with at most `count` keyframes spread evenly over the run, so
    // that scrubbing a reopened run needs no replay from t = 0.
    RunRecord forSaving(std::size_t count) const;
    // Replaces every keyframe's state by rewrite(its applied values, its state): an older
    // session file's states in this build's layout (upgradeStateBytes).
    void rewriteStates(
        const std::function<std::string(const ParameterValues&, const std::string&)>& rewrite);
    // Checks a record read from a file: keyframes from tick 0 in order within the run, events and
    // stages in order. Returns a message, or empty when it is consistent.
    TrText checkConsistency() const;

    template <class Archive> void serialize(Archive& ar)
    {
        ar(m_keyframes, m_events, m_stageTicks, m_head, m_headTime, m_interval, m_budget);
        recountBytes();
    }

private:
    void thin();
    void recountBytes();
    const Keyframe& keyframeAtOrBefore(long long tick) const;

    std::vector<Keyframe> m_keyframes;     // ticks increasing; the first at tick 0
    std::vector<SessionEvent> m_events;    // ticks non-decreasing
    std::vector<long long> m_stageTicks;   // ticks whose next step was a single stage
    long long m_head = 0;
    double m_headTime = 0.0;               // s
    long long m_interval = 16;             // ticks between keyframes
    std::size_t m_bytes = 0;               // footprint() of the keyframes
    std::size_t m_budget = defaultBudget;
};

} // namespace pl

// A running lesson with its parameter values and chart data: the one object the GUI, the
// headless command line and the tests drive. It validates every parameter change, applies live
// changes at once and keeps the others for the next reset, and feeds the charts after each step.
#pragma once

#include "framework/Lesson.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace pl {

class LessonSession {
public:
    explicit LessonSession(std::unique_ptr<Lesson> lesson);

    Lesson& lesson() { return *m_lesson; }
    const Lesson& lesson() const { return *m_lesson; }
    const std::vector<ParameterSpec>& parameterTable() const { return m_table; }
    const ParameterValues& values() const { return m_values; }
    const std::vector<ChartSpec>& charts() const { return m_charts; }
    // Increases whenever charts() changes (after a reset, or a live change that re-declares
    // the charts, e.g. a series per polynomial degree): the UI then rebuilds its charts.
    unsigned long long chartsRevision() const { return m_chartsRevision; }
    const ChartData& chartData() const { return m_data; }
    ChartData& chartData() { return m_data; }

    // Sets one parameter from text (command line, form). Returns an error message naming the
    // parameter when the text is not acceptable; nothing changes then. A live parameter is
    // applied at once, others wait for reset() (see hasPendingReset()).
    std::optional<std::string> set(const std::string& id, const std::string& text);
    std::optional<std::string> set(const std::string& id, double value);
    bool hasPendingReset() const { return m_pendingReset; }

    // Validates all values with the lesson's cross-checks, then resets the lesson and the charts.
    // Returns an error message (and keeps the previous state) when validation fails.
    std::optional<std::string> reset();

    // One step of the lesson, then the charts are fed.
    void step();
    // The "one step" button (a stage in step-through mode).
    void stepOnce();
    // Steps until simulated time reaches `t` or the wall-clock `budget` would be overrun by one
    // more step as long as the last (at least one step is taken). Returns the number of steps
    // taken. A budget of zero means no limit.
    long long advanceTo(double t, std::chrono::microseconds budget = std::chrono::microseconds{0});

    // Feeds a finished study's curves to the charts, its measurements to the lesson, and keeps
    // its images (replacing older images of the same id) until the next reset.
    void acceptStudy(const std::string& id, const StudyResult& result);
    const std::vector<StudyResult::Image>& images() const { return m_images; }
    // Increases whenever images() changes.
    unsigned long long imagesRevision() const { return m_imagesRevision; }
    // Counts resets, so that a study started before a reset is recognised as stale.
    unsigned long long generation() const { return m_generation; }

    // Takes the parameter values the lesson changed itself (dragging) into this session.
    // Returns true when there were any; a non-live change resets the lesson.
    bool syncParametersFromLesson();

private:
    // Takes `candidate` (with `changed` set to a new, range-checked value) as the new values.
    std::optional<std::string> adopt(const ParameterSpec& changed,
                                     const ParameterValues& candidate);
    void afterReset();

    std::unique_ptr<Lesson> m_lesson;
    std::vector<ParameterSpec> m_table;
    ParameterValues m_values;
    ParameterValues m_appliedValues;
    std::vector<ChartSpec> m_charts;
    ChartData m_data;
    std::vector<StudyResult::Image> m_images;
    unsigned long long m_generation = 0;
    unsigned long long m_chartsRevision = 0;
    unsigned long long m_imagesRevision = 0;
    bool m_pendingReset = false;
};

} // namespace pl

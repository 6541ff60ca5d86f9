// SPDX-License-Identifier: GPL-3.0-or-later
// A running lesson with its parameter values, chart data and the record of its run: the one
// object the GUI, the headless command line and the tests drive, and the only way in to a
// lesson. It validates every parameter change, applies live changes at once and keeps the others
// for the next reset, feeds the charts after each step, and logs everything that changes the run
// (live parameter changes, pointer drags, accepted study results), stamped with the tick at which
// it applied, so that any moment of the run can be reached again exactly (RunRecord).
//
// Timeline: tick() is the moment on show, headTick() the end of the run so far. seek() and
// stepBack() move tick() back; stepping from a past tick replays the recorded run. Changing
// something at a past tick forks the run: the abandoned future is kept as a Branch (its charts,
// its record and a "ghost" lesson that follows the current tick) and the run goes on from there.
#pragma once

#include "framework/Lesson.h"
#include "framework/RunRecord.h"

#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <string>

namespace pl {

// An abandoned future of the run, kept to compare with.
struct Branch {
    std::string label;      // what changed: "Time step Δt 0.05 → 0.2 at t = 5.00 s"
    long long forkTick = 0;
    double forkTime = 0.0;  // s
    ChartData data;         // the abandoned run's charts, whole
    RunRecord record;       // enough to bring the ghost to any tick of the abandoned run
    std::shared_ptr<Lesson> ghost;  // the abandoned run at ghostTick
    long long ghostTick = 0;
    ParameterValues ghostApplied;
};

class LessonSession {
public:
    // At most this many branches are kept; the oldest is dropped first.
    static constexpr std::size_t maxBranches = 5;

    explicit LessonSession(std::unique_ptr<Lesson> lesson);

    Lesson& lesson() { return *m_lesson; }
    const Lesson& lesson() const { return *m_lesson; }
    const std::vector<ParameterSpec>& parameterTable() const { return m_table; }
    const ParameterValues& values() const { return m_values; }
    // The values the lesson runs with now (differs from values() while a reset is pending).
    const ParameterValues& appliedValues() const { return m_appliedValues; }
    const std::vector<ChartSpec>& charts() const { return m_charts; }
    // Increases whenever charts() changes (after a reset, or a live change that re-declares
    // the charts, e.g. a series per polynomial degree): the UI then rebuilds its charts.
    unsigned long long chartsRevision() const { return m_chartsRevision; }
    // The charts as shown: the run's data up to tick().
    const ChartData& chartData() const;
    // The whole run's chart data, up to headTick().
    const ChartData& recordedChartData() const { return m_data; }

    // Sets one parameter from text (command line, form). Returns an error message naming the
    // parameter when the text is not acceptable; nothing changes then. A live parameter is
    // applied at once (forking the run when tick() is in the past), others wait for reset()
    // (see hasPendingReset()).
    std::optional<std::string> set(const std::string& id, const std::string& text);
    std::optional<std::string> set(const std::string& id, double value);
    bool hasPendingReset() const { return m_pendingReset; }

    // Validates all values with the lesson's cross-checks, then resets the lesson and the charts
    // and starts a new run. Returns an error message (and keeps the previous state) when
    // validation fails.
    std::optional<std::string> reset();
    // Why the last set() or reset() refused, as a sentence to translate (its English is what
    // they returned): the window shows it in the reader's language, the command line in English.
    // Empty after one that did not refuse.
    const TrText& refusal() const { return m_refusal; }

    // One step of the lesson (a replayed one from a past tick), then the charts are fed.
    void step();
    // The "one step" button (a stage in step-through mode).
    void stepOnce();
    // Steps until simulated time reaches `t` or the wall-clock `budget` would be overrun by one
    // more step as long as the last (at least one step is taken). Returns the number of steps
    // taken. A budget of zero means no limit.
    long long advanceTo(double t, std::chrono::microseconds budget = std::chrono::microseconds{0});
    // advanceTo() also stops, between steps or inside one, when `monitor` asks (StepMonitor.h);
    // a step stopped inside leaves the run unfinished: it must not be saved or shown. Not
    // owned; nullptr (the default) polls nothing.
    void setStepMonitor(StepMonitor* monitor) { m_monitor = monitor; }

    // A pointer event in the view, logged; a change of a non-live parameter resets the lesson.
    // Returns true when the lesson used it.
    bool pointer(PointerEvent event, const Vec2& world);

    // Feeds a finished study's curves to the charts, its measurements to the lesson, and keeps
    // its images (replacing older images of the same id) until the next reset.
    void acceptStudy(const std::string& id, const StudyResult& result);
    const std::vector<StudyResult::Image>& images() const { return m_images; }
    // Increases whenever images() changes.
    unsigned long long imagesRevision() const { return m_imagesRevision; }
    // Counts resets, so that a study started before a reset is recognised as stale.
    unsigned long long generation() const { return m_generation; }

    // --- Charts on show (view state) ---
    // Which charts the window shows (Charts.h): the lesson may skip the work of a hidden
    // instrument. Not part of the run: nothing forks, nothing is recorded or saved. A chart
    // that comes on show is filled at once: its whole curves from the state now
    // (Lesson::recordShown), the points recorded while it was hidden whose values were left
    // to compute (ChartData::appendComputed: a shadow energy) from the run reached again at
    // their ticks (see fillPending). Returns true when that wrote chart data (the charts need
    // drawing again).
    bool showCharts(const ChartsOnShow& shown);
    const ChartsOnShow& chartsOnShow() const { return m_lesson->chartsOnShow(); }
    // Writes what the lesson skipped for hidden charts, as if every chart were on show, and
    // keeps the charts on show as they are: before the run's charts go into a file (a saved
    // session, an export), which must not depend on what a window showed.
    void completeCharts();
    // The number of points recorded with their values left to compute (their charts hidden)
    // that showing every chart would compute now.
    std::size_t pendingPoints() const;

    // --- Timeline ---
    long long tick() const { return m_tick; }
    long long headTick() const { return m_record.head(); }
    double headTime() const { return m_record.headTime(); }
    bool atHead() const { return m_tick == m_record.head(); }
    // Brings the lesson to `tick` (clamped to 0 … headTick()), exactly as it was then.
    void seek(long long tick);
    // One tick back; false at the start of the run.
    bool stepBack();
    // The tick nearest to simulated time `t` (for a slider in seconds).
    long long tickAtTime(double t) const;
    const RunRecord& record() const { return m_record; }
    void setMemoryBudget(std::size_t bytes);

    // --- Branches ---
    const std::deque<Branch>& branches() const { return m_branches; }
    void dropBranch(std::size_t index);
    // The abandoned run of branch `index` at the current tick (or at its end when it ended
    // earlier), for the view's ghost.
    const Lesson& ghost(std::size_t index);
    // Increases whenever branches() changes.
    unsigned long long branchesRevision() const { return m_branchesRevision; }

    // --- Saved sessions (SessionFile) ---
    // Rebuilds this session from a saved run: the lesson's State `state` at `tick` with the
    // values `applied` in force, `values` in the form. Throws StateError when the state does not
    // fit the lesson; this session is then unchanged.
    void restoreRun(const ParameterValues& values, RunRecord record, ChartData data,
                    std::vector<StudyResult::Image> images, long long tick,
                    const ParameterValues& applied, const std::string& state);

    // Puts back saved branches (after restoreRun, which clears them); the newest last.
    void restoreBranches(std::vector<Branch> branches);

    // Takes the parameter values the lesson changed itself (pointer() calls it after every
    // drag); a non-live change resets, or stays pending when the reset is refused.
    bool syncParametersFromLesson();

private:
    // Takes `candidate` (with `changed` set to a new, range-checked value) as the new values.
    std::optional<TrText> adopt(const ParameterSpec& changed, const ParameterValues& candidate);
    // Keeps `why` as refusal() and returns its English.
    std::optional<std::string> refused(std::optional<TrText> why);
    void afterReset();
    // Before something changes the run at a past tick: keeps the future as a Branch.
    void forkIfInPast(const std::string& label);
    void advanceOne(bool stage);
    // Computes the values of the pending chart points (ChartData::appendComputed with the
    // chart hidden) of the charts `charts` shows, or of every chart: a copy of the lesson,
    // with those charts on show, is brought to each point's tick from the run's keyframes and
    // log, to the moment the session recorded the charts there, and records into a scratch
    // ChartData; its value at that tick is written in. The lesson's record() computes it as it
    // would have with the chart on show, from the same state: the same bits. Returns true when
    // it wrote a value.
    bool fillPending(const ChartsOnShow* charts);
    void redeclareChartsIfChanged();
    // The form's live values follow the applied ones (after a seek or a replayed change).
    void syncLiveValues();
    // Sets the view-only options (ParameterSpec::viewOnly) in force to the values chosen, and
    // applies them when they differ (after a keyframe or an event brought back older ones).
    void imposeViewOptions();

    std::unique_ptr<Lesson> m_lesson;
    std::vector<ParameterSpec> m_table;
    ParameterValues m_values;
    ParameterValues m_appliedValues;
    TrText m_refusal;  // refusal()
    std::vector<ChartSpec> m_charts;
    ChartData m_data;
    mutable ChartData m_shownData;
    mutable long long m_shownTick = -1;
    mutable unsigned long long m_shownSerial = 0;
    unsigned long long m_dataSerial = 0;  // changes of m_data's contents
    std::vector<StudyResult::Image> m_images;
    RunRecord m_record;
    long long m_tick = 0;
    std::deque<Branch> m_branches;
    unsigned long long m_generation = 0;
    unsigned long long m_chartsRevision = 0;
    unsigned long long m_imagesRevision = 0;
    unsigned long long m_branchesRevision = 0;
    bool m_pendingReset = false;
    // Where charts were recorded after events rather than before them: a re-declaration
    // (redeclareChartsIfChanged) records at its tick after the first `events` events logged
    // there. Its tick is -1 when none since the data were cleared last.
    struct RecordedAfterEvents {
        long long tick = -1;
        std::size_t events = 0;
    } m_recordedAfterEvents;
    StepMonitor* m_monitor = nullptr;
};

} // namespace pl

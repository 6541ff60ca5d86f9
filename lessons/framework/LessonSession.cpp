// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/LessonSession.h"

#include "framework/LessonState.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cmath>
#include <limits>

namespace pl {

namespace {

// Revisions of the charts shown at a past tick: far above any revision a run's own data reaches,
// and never repeated, so that a view redraws whenever what it shows changes.
unsigned long long nextShownRevision()
{
    static std::atomic<unsigned long long> counter{1ull << 48};
    return ++counter;
}

std::string atTime(double t) { return " at t = " + formatFixed(t, 2) + " s"; }

} // namespace

LessonSession::LessonSession(std::unique_ptr<Lesson> lesson)
    : m_lesson(std::move(lesson)), m_table(m_lesson->parameters()),
      m_values(defaultValues(m_table))
{
    const TrText error = m_lesson->validate(m_values);
    assert(error.empty() && "a lesson's defaults must pass its own validation");
    (void)error;
    m_lesson->reset(m_values);
    afterReset();
}

std::optional<std::string> LessonSession::refused(std::optional<TrText> why)
{
    m_refusal = why ? std::move(*why) : TrText();
    return why ? std::optional<std::string>(m_refusal.english()) : std::nullopt;
}

namespace {

TrText unknownParameter(const std::string& id, const std::string& lesson)
{
    return TrText(PL_TR_NOOP("lessons", "unknown parameter '%1' for lesson '%2'"),
                  {trText(id), trText(lesson)});
}

} // namespace

std::optional<std::string> LessonSession::set(const std::string& id, const std::string& text)
{
    const ParameterSpec* spec = findParameter(m_table, id);
    if (!spec)
        return refused(unknownParameter(id, m_lesson->info().id));
    ParameterValues candidate = m_values;
    if (auto error = readParameter(*spec, text, candidate))
        return refused(std::move(error));
    return refused(adopt(*spec, candidate));
}

std::optional<std::string> LessonSession::set(const std::string& id, double value)
{
    const ParameterSpec* spec = findParameter(m_table, id);
    if (!spec)
        return refused(unknownParameter(id, m_lesson->info().id));
    if (auto error = refuseNumber(*spec, value))
        return refused(std::move(error));
    ParameterValues candidate = m_values;
    candidate.set(id, value);
    return refused(adopt(*spec, candidate));
}

std::optional<TrText> LessonSession::adopt(const ParameterSpec& changed,
                                           const ParameterValues& candidate)
{
    if (changed.viewOnly) {
        // How the run is drawn, not what it is: the run, its record and its branches stay.
        TrText error = m_lesson->validate(candidate);
        if (!error.empty())
            return error;
        m_values = candidate;
        imposeViewOptions();
        return std::nullopt;
    }
    if (!changed.live) {
        m_values = candidate;
        m_pendingReset = !(m_values == m_appliedValues);
        return std::nullopt;
    }
    TrText error = m_lesson->validate(candidate);
    if (!error.empty())
        return error;
    if (m_pendingReset) {
        m_values = candidate;  // applies with the other changes at the next reset
        return std::nullopt;
    }
    const std::string before = formatParameter(changed, m_appliedValues);
    const std::string after = formatParameter(changed, candidate);
    if (before == after) {
        m_values = candidate;
        return std::nullopt;
    }
    forkIfInPast(changed.label + " " + before + " → " + after);
    m_values = candidate;
    m_appliedValues = m_values;
    m_lesson->applyLive(m_appliedValues);
    SessionEvent event;
    event.kind = SessionEvent::Kind::Set;
    event.id = changed.id;
    event.text = after;
    m_record.appendEvent(std::move(event));
    m_data.setTick(m_tick);
    m_lesson->recordLiveChange(m_data);
    ++m_dataSerial;
    redeclareChartsIfChanged();
    return std::nullopt;
}

void LessonSession::redeclareChartsIfChanged()
{
    std::vector<ChartSpec> charts = m_lesson->charts();
    if (charts == m_charts)
        return;
    m_charts = std::move(charts);
    ++m_chartsRevision;
    m_data.clear();
    m_data.setTick(m_tick);
    m_lesson->record(m_data);
    ++m_dataSerial;
    // Recorded after the change just logged, and the events logged before it at this tick.
    const auto& events = m_record.events();
    m_recordedAfterEvents.tick = m_tick;
    m_recordedAfterEvents.events = static_cast<std::size_t>(
        std::count_if(events.begin(), events.end(),
                      [this](const SessionEvent& e) { return e.tick == m_tick; }));
}

std::optional<std::string> LessonSession::reset()
{
    TrText error = m_lesson->validate(m_values);
    if (!error.empty())
        return refused(std::move(error));
    m_refusal = {};
    m_lesson->reset(m_values);
    afterReset();
    return std::nullopt;
}

void LessonSession::afterReset()
{
    m_appliedValues = m_values;
    m_pendingReset = false;
    m_charts = m_lesson->charts();
    ++m_chartsRevision;
    m_data.clear();
    m_data.setTick(0);
    m_images.clear();
    ++m_imagesRevision;
    ++m_generation;
    m_recordedAfterEvents = {};
    m_lesson->record(m_data);
    ++m_dataSerial;
    const std::size_t budget = m_record.budget();
    m_record = RunRecord();
    m_record.setBudget(budget);
    m_record.start(*m_lesson, m_appliedValues);
    m_tick = 0;
    if (!m_branches.empty()) {
        m_branches.clear();
        ++m_branchesRevision;
    }
}

void LessonSession::advanceOne(bool stage)
{
    if (!atHead()) {
        m_record.replayTick(*m_lesson, m_table, m_appliedValues, m_tick);
        ++m_tick;
        syncLiveValues();
        return;
    }
    const double before = m_lesson->time();
    if (stage)
        m_lesson->stepOnce();
    else
        m_lesson->step();
    m_record.appendTick(*m_lesson, m_appliedValues, stage);
    m_tick = m_record.head();
    // A stage of step-through mode does not move time: no new chart point.
    if (!stage || m_lesson->time() != before) {
        m_data.setTick(m_tick);
        m_lesson->record(m_data);
        ++m_dataSerial;
    }
}

void LessonSession::step() { advanceOne(false); }

void LessonSession::stepOnce() { advanceOne(true); }

long long LessonSession::advanceTo(double t, std::chrono::microseconds budget)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    long long steps = 0;
    // Reached within round-off: a time summed from many steps of Δt lands a hair below t.
    const double target = t - 1e-12 * std::max(1.0, std::abs(t));
    auto stepStart = start;
    m_lesson->setStepMonitor(m_monitor);  // the lesson may have been replaced since
    while (m_lesson->time() < target && !m_lesson->finished()) {
        if (m_monitor && m_monitor->stopRequested())
            break;
        const double before = m_lesson->time();
        step();
        ++steps;
        if (!(m_lesson->time() > before))
            break;  // a lesson whose time does not advance would loop for ever
        // Checked after every step: stop when the next step, as long as this one, would not fit.
        const auto now = Clock::now();
        if (budget.count() > 0 && (now - start) + (now - stepStart) > budget)
            break;
        stepStart = now;
    }
    return steps;
}

bool LessonSession::showCharts(const ChartsOnShow& shown)
{
    const bool more = shown.showsMoreThan(m_lesson->chartsOnShow());
    m_lesson->setChartsOnShow(shown);
    if (!more)
        return false;
    fillPending(&shown);
    m_lesson->recordShown(m_data);  // whole curves only: no tick to stamp
    ++m_dataSerial;
    return true;
}

void LessonSession::completeCharts()
{
    fillPending(nullptr);
    if (m_lesson->chartsOnShow().everything())
        return;
    m_lesson->recordShown(m_data);
    ++m_dataSerial;
}

std::size_t LessonSession::pendingPoints() const
{
    std::size_t count = 0;
    for (const ChartData::PendingSeries& p : m_data.pendingSeries())
        count += p.ticks.size();
    return count;
}

bool LessonSession::fillPending(const ChartsOnShow* charts)
{
    if (!m_data.hasPending())
        return false;
    std::vector<ChartData::PendingSeries> pending = m_data.pendingSeries();
    if (charts)
        std::erase_if(pending,
                      [charts](const ChartData::PendingSeries& p) { return !charts->shows(p.chart); });
    if (pending.empty())
        return false;

    // Every tick a pending point was recorded at, in order.
    std::vector<long long> ticks;
    std::vector<std::string> chartIds;
    for (const ChartData::PendingSeries& p : pending) {
        ticks.insert(ticks.end(), p.ticks.begin(), p.ticks.end());
        chartIds.push_back(p.chart);
    }
    std::sort(ticks.begin(), ticks.end());
    ticks.erase(std::unique(ticks.begin(), ticks.end()), ticks.end());

    // The copy shows the pending series' charts (so that it computes them) and no other: a
    // hidden instrument of another chart costs nothing here either.
    std::unique_ptr<Lesson> copy = m_lesson->clone();
    copy->setChartsOnShow(ChartsOnShow::only(std::move(chartIds)));
    std::vector<std::vector<double>> values(pending.size());
    ParameterValues applied;
    long long at = -1;            // the copy stands at this tick, before its events …
    std::size_t eventsDone = 0;   // … but for the first `eventsDone` of them
    ChartData scratch;
    for (const long long tick : ticks) {
        // From the keyframe at or before `tick` when it lies beyond where the copy stands (fewer
        // steps to replay), else stepping on.
        if (at < 0 || m_record.keyframeTickAtOrBefore(tick) > at) {
            applied = m_record.restoreBeforeEvents(*copy, m_table, tick);
        } else {
            for (long long t = at; t < tick; ++t) {
                m_record.replayEvents(*copy, m_table, applied, t, t == at ? eventsDone : 0);
                m_record.replayStep(*copy, t);
            }
        }
        at = tick;
        eventsDone = 0;
        if (tick == m_recordedAfterEvents.tick) {
            m_record.replayEvents(*copy, m_table, applied, tick, 0, m_recordedAfterEvents.events);
            eventsDone = m_recordedAfterEvents.events;
        }
        scratch.clear();
        scratch.setTick(tick);
        copy->record(scratch);
        for (std::size_t i = 0; i < pending.size(); ++i) {
            const ChartData::PendingSeries& p = pending[i];
            if (values[i].size() < p.ticks.size() && p.ticks[values[i].size()] == tick) {
                const std::vector<ChartPoint>& points = scratch.points(p.chart, p.series);
                // The lesson records the same point at the same moment of the same run; a
                // missing one (it cannot be) would read as no value rather than a wrong one.
                values[i].push_back(points.empty() ? std::numeric_limits<double>::quiet_NaN()
                                                   : points.back().y);
            }
        }
    }
    for (std::size_t i = 0; i < pending.size(); ++i)
        m_data.fillPending(pending[i].chart, pending[i].series, values[i]);
    ++m_dataSerial;
    return true;
}

bool LessonSession::pointer(PointerEvent event, const Vec2& world)
{
    std::unique_ptr<Lesson> before = atHead() ? nullptr : m_lesson->clone();
    if (!m_lesson->pointer(event, world))
        return false;
    if (before) {
        // The drag changed a past moment: the old future becomes a branch. It was computed from
        // the lesson as it stood before the drag.
        std::swap(before, m_lesson);
        forkIfInPast("drag" + atTime(m_lesson->time()));
        std::swap(before, m_lesson);
    }
    SessionEvent logged;
    logged.kind = SessionEvent::Kind::Pointer;
    logged.pointer = event;
    logged.x = world.x();
    logged.y = world.y();
    m_record.appendEvent(std::move(logged));
    syncParametersFromLesson();
    return true;
}

bool LessonSession::syncParametersFromLesson()
{
    const ParameterValues changes = m_lesson->takeParameterChanges();
    if (changes.all().empty())
        return false;
    bool needsReset = false;
    ParameterValues values = m_values;
    for (const auto& [id, value] : changes.all()) {
        const ParameterSpec* spec = findParameter(m_table, id);
        assert(spec && "a lesson may only change parameters it declared");
        if (!spec)
            continue;
        if (const double* number = std::get_if<double>(&value)) {
            if (checkNumber(*spec, *number))
                continue;  // a drag past the range is ignored rather than stored
            values.set(id, *number);
            m_appliedValues.set(id, *number);
        } else {
            values.set(id, std::get<std::string>(value));
            m_appliedValues.set(id, std::get<std::string>(value));
        }
        needsReset = needsReset || !spec->live;
    }
    m_values = values;
    if (needsReset) {
        // A change the lesson cannot take live starts a new run; when the values do not pass
        // the lesson's cross-checks the run goes on and the change waits, shown as pending.
        if (reset())
            m_pendingReset = true;
    }
    return true;
}

void LessonSession::acceptStudy(const std::string& id, const StudyResult& result)
{
    forkIfInPast("study '" + id + "'" + atTime(m_lesson->time()));
    for (const SeriesUpdate& update : result.series) {
        m_data.replace(update.chart, update.series, update.points);
        if (!update.name.empty())
            m_data.setSeriesName(update.chart, update.series, update.name);
    }
    ++m_dataSerial;
    for (const StudyResult::Image& image : result.images) {
        auto same = std::find_if(m_images.begin(), m_images.end(),
                                 [&](const StudyResult::Image& i) { return i.id == image.id; });
        if (same != m_images.end())
            *same = image;
        else
            m_images.push_back(image);
        ++m_imagesRevision;
    }
    m_lesson->acceptStudy(id, result);
    SessionEvent event;
    event.kind = SessionEvent::Kind::Study;
    event.id = id;
    event.study = result;
    event.study.images.clear();  // kept by the session; the lesson does not read them
    m_record.appendEvent(std::move(event));
}

const ChartData& LessonSession::chartData() const
{
    if (atHead())
        return m_data;
    if (m_shownTick != m_tick || m_shownSerial != m_dataSerial) {
        m_shownData = m_data.upTo(m_tick);
        m_shownData.setRevisions(nextShownRevision());
        m_shownTick = m_tick;
        m_shownSerial = m_dataSerial;
    }
    return m_shownData;
}

void LessonSession::imposeViewOptions()
{
    bool changed = false;
    for (const ParameterSpec& spec : m_table)
        if (spec.viewOnly && m_values.has(spec.id)) {
            const ParameterValue& wanted = m_values.all().at(spec.id);
            if (m_appliedValues.has(spec.id) && m_appliedValues.all().at(spec.id) == wanted)
                continue;
            if (const double* number = std::get_if<double>(&wanted))
                m_appliedValues.set(spec.id, *number);
            else
                m_appliedValues.set(spec.id, std::get<std::string>(wanted));
            changed = true;
        }
    if (changed)
        m_lesson->applyLive(m_appliedValues);
}

void LessonSession::syncLiveValues()
{
    // A keyframe or a replayed event brings back the past's physics; the view stays as chosen.
    imposeViewOptions();
    for (const ParameterSpec& spec : m_table)
        if (spec.live && !spec.viewOnly && m_appliedValues.has(spec.id)) {
            const auto& value = m_appliedValues.all().at(spec.id);
            if (const double* number = std::get_if<double>(&value))
                m_values.set(spec.id, *number);
            else
                m_values.set(spec.id, std::get<std::string>(value));
        }
}

void LessonSession::seek(long long tick)
{
    tick = std::clamp<long long>(tick, 0, m_record.head());
    if (tick == m_tick)
        return;
    if (tick > m_tick && tick - m_tick <= m_record.interval()) {
        while (m_tick < tick) {
            m_record.replayTick(*m_lesson, m_table, m_appliedValues, m_tick);
            ++m_tick;
        }
    } else {
        m_appliedValues = m_record.restore(*m_lesson, m_table, tick);
        m_tick = tick;
    }
    syncLiveValues();
    m_pendingReset = !(m_values == m_appliedValues);
}

bool LessonSession::stepBack()
{
    if (m_tick == 0)
        return false;
    seek(m_tick - 1);
    return true;
}

void LessonSession::setMemoryBudget(std::size_t bytes) { m_record.setBudget(bytes); }

void LessonSession::forkIfInPast(const std::string& label)
{
    if (atHead())
        return;
    // The branch keeps the charts whole: what was left to compute while hidden is computed now,
    // from the record the fork is about to cut.
    fillPending(nullptr);
    Branch branch;
    branch.label = label.find(" at t = ") == std::string::npos ? label + atTime(m_lesson->time())
                                                               : label;
    branch.forkTick = m_tick;
    branch.forkTime = m_lesson->time();
    branch.data = m_data;
    branch.record = m_record;
    branch.ghost = m_lesson->clone();
    branch.ghostTick = m_tick;
    branch.ghostApplied = m_appliedValues;
    m_branches.push_back(std::move(branch));
    while (m_branches.size() > maxBranches)
        m_branches.pop_front();
    ++m_branchesRevision;

    m_record.truncateAfter(m_tick);
    m_data.truncateAfter(m_tick);
    ++m_dataSerial;
}

void LessonSession::dropBranch(std::size_t index)
{
    if (index >= m_branches.size())
        return;
    m_branches.erase(m_branches.begin() + static_cast<std::ptrdiff_t>(index));
    ++m_branchesRevision;
}

const Lesson& LessonSession::ghost(std::size_t index)
{
    Branch& b = m_branches.at(index);
    const long long wanted = std::min(m_tick, b.record.head());
    if (wanted != b.ghostTick) {
        if (wanted > b.ghostTick && wanted - b.ghostTick <= b.record.interval()) {
            for (; b.ghostTick < wanted; ++b.ghostTick)
                b.record.replayTick(*b.ghost, m_table, b.ghostApplied, b.ghostTick);
        } else {
            b.ghostApplied = b.record.restore(*b.ghost, m_table, wanted);
            b.ghostTick = wanted;
        }
    }
    return *b.ghost;
}

void LessonSession::restoreRun(const ParameterValues& values, RunRecord record, ChartData data,
                               std::vector<StudyResult::Image> images, long long tick,
                               const ParameterValues& applied, const std::string& state)
{
    // Read into a copy first, so that a bad state leaves this session as it was.
    std::unique_ptr<Lesson> lesson = m_lesson->clone();
    for (const ParameterSpec& spec : m_table)
        if (!applied.has(spec.id))
            throw StateError(TrText(PL_TR_NOOP("lessons", "the saved values lack parameter '%1'"),
                                    {trText(spec.id)}));
    if (TrText error = lesson->validate(applied); !error.empty())
        throw StateError(std::move(error));
    loadStateBytes(*lesson, applied, state);
    m_lesson = std::move(lesson);
    m_record = std::move(record);
    m_tick = tick;
    m_appliedValues = applied;
    m_values = values;
    m_pendingReset = !(m_values == m_appliedValues);
    m_charts = m_lesson->charts();
    ++m_chartsRevision;
    m_data = std::move(data);
    ++m_dataSerial;
    m_images = std::move(images);
    ++m_imagesRevision;
    ++m_generation;
    m_recordedAfterEvents = {};
    m_branches.clear();
    ++m_branchesRevision;
}

void LessonSession::restoreBranches(std::vector<Branch> branches)
{
    m_branches.assign(std::make_move_iterator(branches.begin()),
                      std::make_move_iterator(branches.end()));
    while (m_branches.size() > maxBranches)
        m_branches.pop_front();
    ++m_branchesRevision;
}

} // namespace pl

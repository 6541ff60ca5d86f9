#include "framework/LessonSession.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace pl {

LessonSession::LessonSession(std::unique_ptr<Lesson> lesson)
    : m_lesson(std::move(lesson)), m_table(m_lesson->parameters()),
      m_values(defaultValues(m_table))
{
    const std::string error = m_lesson->validate(m_values);
    assert(error.empty() && "a lesson's defaults must pass its own validation");
    (void)error;
    m_lesson->reset(m_values);
    afterReset();
}

std::optional<std::string> LessonSession::set(const std::string& id, const std::string& text)
{
    const ParameterSpec* spec = findParameter(m_table, id);
    if (!spec)
        return "unknown parameter '" + id + "' for lesson '" + m_lesson->info().id + "'";
    ParameterValues candidate = m_values;
    if (auto error = parseParameter(*spec, text, candidate))
        return error;
    return adopt(*spec, candidate);
}

std::optional<std::string> LessonSession::set(const std::string& id, double value)
{
    const ParameterSpec* spec = findParameter(m_table, id);
    if (!spec)
        return "unknown parameter '" + id + "' for lesson '" + m_lesson->info().id + "'";
    if (auto error = checkNumber(*spec, value))
        return error;
    ParameterValues candidate = m_values;
    candidate.set(id, value);
    return adopt(*spec, candidate);
}

std::optional<std::string> LessonSession::adopt(const ParameterSpec& changed,
                                                const ParameterValues& candidate)
{
    if (changed.live) {
        const std::string error = m_lesson->validate(candidate);
        if (!error.empty())
            return error;
        m_values = candidate;
        if (!m_pendingReset) {
            m_lesson->applyLive(m_values);
            m_appliedValues = m_values;
            std::vector<ChartSpec> charts = m_lesson->charts();
            if (charts != m_charts) {
                m_charts = std::move(charts);
                ++m_chartsRevision;
                m_data.clear();
                m_lesson->record(m_data);
            }
        }
    } else {
        m_values = candidate;
        m_pendingReset = !(m_values == m_appliedValues);
    }
    return std::nullopt;
}

std::optional<std::string> LessonSession::reset()
{
    const std::string error = m_lesson->validate(m_values);
    if (!error.empty())
        return error;
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
    m_images.clear();
    ++m_imagesRevision;
    ++m_generation;
    m_lesson->record(m_data);
}

void LessonSession::step()
{
    m_lesson->step();
    m_lesson->record(m_data);
}

void LessonSession::stepOnce()
{
    const double before = m_lesson->time();
    m_lesson->stepOnce();
    // A stage of step-through mode does not move time: no new chart point.
    if (m_lesson->time() != before)
        m_lesson->record(m_data);
}

long long LessonSession::advanceTo(double t, std::chrono::microseconds budget)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    long long steps = 0;
    // Reached within round-off: a time summed from many steps of Δt lands a hair below t.
    const double target = t - 1e-12 * std::max(1.0, std::abs(t));
    while (m_lesson->time() < target && !m_lesson->finished()) {
        const double before = m_lesson->time();
        step();
        ++steps;
        if (!(m_lesson->time() > before))
            break;  // a lesson whose time does not advance would loop for ever
        if (budget.count() > 0 && (steps & 7) == 0 && Clock::now() - start >= budget)
            break;
    }
    return steps;
}

void LessonSession::acceptStudy(const std::string& id, const StudyResult& result)
{
    for (const SeriesUpdate& update : result.series) {
        m_data.replace(update.chart, update.series, update.points);
        if (!update.name.empty())
            m_data.setSeriesName(update.chart, update.series, update.name);
    }
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
}

bool LessonSession::syncParametersFromLesson()
{
    const ParameterValues changes = m_lesson->takeParameterChanges();
    if (changes.all().empty())
        return false;
    bool needsReset = false;
    for (const auto& [id, value] : changes.all()) {
        const ParameterSpec* spec = findParameter(m_table, id);
        assert(spec && "a lesson may only change parameters it declared");
        if (!spec)
            continue;
        if (const double* number = std::get_if<double>(&value)) {
            if (checkNumber(*spec, *number))
                continue;  // a drag past the range is ignored rather than stored
            m_values.set(id, *number);
        } else {
            m_values.set(id, std::get<std::string>(value));
        }
        needsReset = needsReset || !spec->live;
    }
    if (!needsReset)
        m_appliedValues = m_values;
    else if (reset())
        m_pendingReset = true;  // the lesson refused the values: they wait, marked, like a form edit
    return true;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunDisplay.h"

#include "ChartDescription.h"
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "LessonWords.h"
#include "MeasurementsTable.h"
#include "QtAdapters.h"
#include "SceneView.h"
#include "Sitting.h"
#include "StatusLine.h"
#include "ViewDescription.h"

#include <algorithm>

namespace pl {

RunDisplay::RunDisplay(const Parts& parts, QObject* parent) : QObject(parent), m_parts(parts) {}

void RunDisplay::rebuild(bool refitView)
{
    LessonSession* session = m_parts.sitting->currentUnsettled();
    m_pendingChart.reset();  // its chart is about to go
    m_parts.charts->rebuild(*session);
    m_chartsRevision = session->chartsRevision();
    Scene scene;
    m_parts.sitting->guarded("drawing the scene", [&] { shownScene(session->lesson(), scene); });
    m_parts.view->setScene(std::move(scene), refitView);
    m_viewTime = session->lesson().time();
    m_parts.measurements->forget();
    showAll();
}

double RunDisplay::shownTime() const { return m_parts.status->shownTime(); }

void RunDisplay::setShownTime(double t) { m_parts.status->setShownTime(t); }

void RunDisplay::showAll()
{
    showView();
    showCharts();
    showMeasurements();
    showStatus();
    describeView(true);
}

namespace {

// While playing, a screen reader hears new descriptions at most this often.
constexpr qint64 playingDescriptionMs = 4000;

} // namespace

bool RunDisplay::descriptionDue() const
{
    return !m_described.isValid() || m_described.elapsed() >= playingDescriptionMs;
}

RunDisplay::Descriptions RunDisplay::describe(const LessonSession& session)
{
    Descriptions out;
    const Lesson& lesson = session.lesson();
    const LessonWords words = LessonWords::of(lesson);
    // As a screen reader says them: "x_exact" read "x underscore exact".
    out.view = spokenMarkup(pl::describeView(lesson, words.measurements(lesson.measurements()),
                                             words.strs(lesson.noticeTexts()),
                                             words.parameters(session.parameterTable())));
    for (const ChartSpec& spec : session.charts())
        out.charts.emplace_back(spec.id, spokenMarkup(describeChart(spec, session.chartData(), words)));
    return out;
}

void RunDisplay::describeView(bool now)
{
    if (!now && !descriptionDue())
        return;
    const LessonSession* session = m_parts.sitting->currentUnsettled();
    if (!session)
        return;
    m_described.start();
    Descriptions descriptions;
    m_parts.sitting->guarded("describing the view", [&] { descriptions = describe(*session); });
    showDescriptions(descriptions);
}

void RunDisplay::showDescriptions(const Descriptions& descriptions)
{
    m_described.start();
    // Set only when changed: each change is an event a screen reader may read out.
    if (descriptions.view != m_parts.view->accessibleDescription())
        m_parts.view->setAccessibleDescription(descriptions.view);
    for (const auto& [id, text] : descriptions.charts)
        if (ChartWidget* chart = m_parts.charts->chart(id); chart && chart->accessibleDescription() != text)
            chart->setAccessibleDescription(text);
}

QString RunDisplay::currentDescription()
{
    describeView(true);
    return m_parts.view->accessibleDescription();
}

void RunDisplay::showView()
{
    Scene scene;
    LessonSession* session = m_parts.sitting->currentUnsettled();
    m_parts.sitting->guarded("drawing the scene", [&] { shownScene(session->lesson(), scene); });
    showScene(std::move(scene), session->lesson().time());
}

void RunDisplay::showViewAt(double t)
{
    Scene scene;
    LessonSession* session = m_parts.sitting->currentUnsettled();
    double shown = session->lesson().time();
    m_parts.sitting->guarded("drawing the scene",
                             [&] { shown = shownSceneAt(session->lesson(), scene, t); });
    showScene(std::move(scene), shown);
}

void RunDisplay::showScene(Scene scene, double viewTime)
{
    LessonSession* session = m_parts.sitting->currentUnsettled();
    m_parts.view->setScene(std::move(scene), false);
    m_viewTime = viewTime;
    const int ghost = m_parts.timeline->ghostBranch();
    if (ghost >= 0 && ghost < static_cast<int>(session->branches().size())) {
        Scene ghostScene;
        m_parts.sitting->guarded("drawing the ghost", [&] {
            shownScene(session->ghost(static_cast<std::size_t>(ghost)), ghostScene);
        });
        m_parts.view->setGhost(std::move(ghostScene),
                               toQString(session->branches()[static_cast<std::size_t>(ghost)].label));
    } else {
        m_parts.view->setGhost({}, QString());
    }
    showTimeline();
}

void RunDisplay::showTimeline() { m_parts.timeline->refresh(*m_parts.sitting->currentUnsettled()); }

void RunDisplay::showCharts()
{
    const LessonSession& session = *m_parts.sitting->currentUnsettled();
    if (session.chartsRevision() != m_chartsRevision) {
        m_parts.charts->rebuild(session);
        m_chartsRevision = session.chartsRevision();
    }
    m_parts.charts->refresh(session);
    m_pendingChart.reset();  // every chart now shows (and keeps) the session's data
    m_shownCharts.clear();
    // Branches as dashed curves, and the time on show while replaying.
    std::vector<std::pair<std::string, const ChartData*>> branches;
    for (const Branch& b : session.branches())
        branches.emplace_back(b.label, &b.data);
    const std::optional<double> cursor =
        session.atHead() ? std::nullopt : std::optional<double>(session.lesson().time());
    for (ChartWidget* chart : m_parts.charts->charts()) {
        chart->setBranches(branches, session.branchesRevision() * 1000003ULL + session.chartsRevision());
        chart->setTimeCursor(cursor);
    }
}

void RunDisplay::showChartsInTurn(long long frame)
{
    const LessonSession& session = *m_parts.sitting->currentUnsettled();
    const std::vector<ChartWidget*>& charts = m_parts.charts->charts();
    if (session.chartsRevision() != m_chartsRevision || charts.empty() || !session.branches().empty() ||
        !session.atHead()) {
        if (frame % 3 == 0)
            showCharts();
        return;
    }
    showPendingChart();
    m_parts.charts->refreshOne(session, static_cast<std::size_t>(frame) % charts.size());
}

void RunDisplay::showMeasurements()
{
    showMeasurements(m_parts.sitting->currentUnsettled()->lesson().measurements());
}

void RunDisplay::showMeasurements(std::vector<Measurement> list)
{
    const LessonSession& session = *m_parts.sitting->currentUnsettled();
    const LessonWords words = LessonWords::of(session.lesson());
    m_parts.measurements->showMeasurements(words.measurements(std::move(list)),
                                           words.parameters(session.parameterTable()));
}

void RunDisplay::showStatus()
{
    const Lesson& lesson = m_parts.sitting->currentUnsettled()->lesson();
    showStatus(LessonWords::of(lesson).strs(lesson.noticeTexts()));
}

void RunDisplay::showStatus(const std::vector<std::string>& notices)
{
    // The clock shows the moment the view draws (inside the last step while a lesson that
    // draws between steps plays).
    const LessonSession& session = *m_parts.sitting->currentUnsettled();
    m_parts.status->show(m_viewTime, notices, session.hasPendingReset());
}

void RunDisplay::showAlone(AloneFrame& frame)
{
    m_parts.view->setScene(std::move(frame.scene), false);
    m_viewTime = frame.viewTime;
    m_parts.view->setGhost({}, QString());
    m_parts.timeline->show(frame.timeline);  // the branches are as last shown (showsAlone)
    showMeasurements(std::move(frame.measurements));
    m_parts.status->show(frame.viewTime, frame.notices, frame.pendingReset);
    // The chart keeps the data it shows (for its CSV menu) until it is refreshed again. One
    // still waiting from the frame before is pushed first, with its own data.
    showPendingChart();
    m_shownCharts[frame.chartId] = std::move(frame.chart);
    m_pendingChart = PendingChart{frame.chartId, static_cast<std::size_t>(frame.chartIndex),
                                  std::move(frame.tables)};
    if (frame.descriptions)
        showDescriptions(*frame.descriptions);
}

void RunDisplay::showPendingChart()
{
    if (!m_pendingChart)
        return;
    const PendingChart pending = std::move(*m_pendingChart);
    m_pendingChart.reset();
    m_parts.charts->refreshOne(m_shownCharts[pending.id], pending.index, pending.tables);
}

} // namespace pl

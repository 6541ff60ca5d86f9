// SPDX-License-Identifier: GPL-3.0-or-later
// Shows the run on show (Sitting::current()) in the window's parts: the scene and the ghost of
// the branch chosen on the timeline in the view, the timeline, the charts (with the branches as
// dashed curves and the time cursor while replaying), the measurements and the status line.
// The window connects the sitting's runChanged/runReset to it; the frame loop (FramePlayer)
// hands it the frames its stepping thread prepared.
#pragma once

#include "TimelineBar.h"
#include "framework/Lesson.h"

#include <QElapsedTimer>
#include <QObject>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace pl {

class ChartPanel;
class MeasurementsTable;
class SceneView;
class Sitting;
class StatusLine;

class RunDisplay : public QObject {
    Q_OBJECT
public:
    // The parts it draws into (owned by the window).
    struct Parts {
        Sitting* sitting = nullptr;
        SceneView* view = nullptr;
        TimelineBar* timeline = nullptr;
        ChartPanel* charts = nullptr;
        MeasurementsTable* measurements = nullptr;
        StatusLine* status = nullptr;
    };
    RunDisplay(const Parts& parts, QObject* parent);

    // After a reset or another lesson: charts rebuilt, the view fitted when `refitView`, then
    // everything shown.
    void rebuild(bool refitView);
    // The view, the charts, the measurements and the status line from the run as it stands.
    void showAll();
    void showView();
    // The view at time `t` (s) inside the lesson's last step, for a lesson that draws between
    // steps (InBetweenCapability, Lesson.h); any other draws the run as it stands.
    void showViewAt(double t);
    // Shows `scene` (built from the run as it stands, at `viewTime`), the ghost and the timeline.
    void showScene(Scene scene, double viewTime);
    // Pushes new chart data, rebuilding the charts first when the lesson re-declared them.
    void showCharts();
    // While playing: one chart per frame in turn (all of them every third frame when there are
    // branches to draw or the charts were re-declared).
    void showChartsInTurn(long long frame);
    void showMeasurements();
    void showMeasurements(std::vector<Measurement> list);
    void showStatus();
    void showStatus(const std::vector<std::string>& notices);
    void showTimeline();
    // The view's accessible description (output/ViewDescription.h) from the run as it stands:
    // at once when `now` (paused, stepped, scrubbed), else at most every few seconds (playing).
    // Reads the lesson: only while no batch steps it.
    void describeView(bool now);
    // The view's description brought up to date now (View → Describe the view).
    QString currentDescription();
    // The words for a screen reader: the view's description and each chart's (by chart id, in
    // the session's order). Reads the session: on the thread that steps it, or while none does.
    struct Descriptions {
        QString view;
        std::vector<std::pair<std::string, QString>> charts;
    };
    static Descriptions describe(const LessonSession& session);
    // While playing: whether the next frame should bring the descriptions with it (a few
    // seconds since they were last written).
    bool descriptionDue() const;
    // A frame that needed nothing else of the run (FramePlayer's batch that shows alone).
    struct AloneFrame {
        Scene scene;
        TimelineBar::State timeline;
        std::vector<Measurement> measurements;
        std::vector<std::string> notices;
        bool pendingReset = false;
        std::string chartId;
        int chartIndex = -1;
        ChartData chart;
        std::vector<Table> tables;
        double viewTime = 0.0;  // s, the time the scene shows
        std::optional<Descriptions> descriptions;  // when descriptionDue() as the batch began
    };
    // Shows the frame's view, timeline, measurements and status now; its chart (and tables)
    // waits for showPendingChart().
    void showAlone(AloneFrame& frame);
    // The chart a frame shown alone brought, pushed and laid out now (FramePlayer: just after
    // the next tick of the frame timer). Done at once, with the view's frame, a chart's new
    // points, layout and repaint (Qt Charts repaints the window at once when its scene changes)
    // were added to the view's repaint in one go, and when the frame's batch ended late in a
    // tick's 16 ms the tick came up to 24 ms after the one before (the SPH tank); after the
    // tick, the chart's work has the frame's time to itself. The chart shows its points one
    // tick (16 ms) later. Nothing to do when none waits.
    void showPendingChart();
    bool chartPending() const { return m_pendingChart.has_value(); }
    // Simulated time of the state on show (s); set ahead of a redraw when play is pressed.
    double shownTime() const;
    void setShownTime(double t);
    // Simulated time the view shows (s): the lesson's time, or, while a lesson that draws
    // between steps plays, the time its Lesson::sceneAt drew inside its last step. The clock
    // of the status line shows the same.
    double viewTime() const { return m_viewTime; }
    // The charts' revision on show (a batch that shows alone needs the same).
    unsigned long long chartsRevision() const { return m_chartsRevision; }

private:
    Parts m_parts;
    unsigned long long m_chartsRevision = 0;
    double m_viewTime = 0.0;
    std::map<std::string, ChartData> m_shownCharts;  // per chart: the copy it shows (showAlone)
    // The chart a frame shown alone brought, not pushed yet (showPendingChart); its data is
    // m_shownCharts[id].
    struct PendingChart {
        std::string id;
        std::size_t index = 0;
        std::vector<Table> tables;
    };
    std::optional<PendingChart> m_pendingChart;
    QElapsedTimer m_described;  // since the descriptions were last written
    void showDescriptions(const Descriptions& descriptions);
};

} // namespace pl

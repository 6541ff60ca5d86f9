// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: lesson browser, the animated view, the charts, the parameter form, the
// measurements and the lesson's text, with play/pause (Space), one step (S or →), step back (←), reset (R), presentation (F11),
// a speed control and export. The window layout is remembered between runs (QSettings).
//
// Responsiveness: while playing, the lesson is stepped on a stepping thread in batches of about
// one frame's wall time (LessonSession::advanceTo with a budget), which also builds the scene, the
// measurements and the notices the frame will show; meanwhile the GUI thread paints the previous
// batch's frame. Only one thread touches the session at a time: the GUI thread takes a finished
// batch (settle()) before anything else reads or changes the session — every public method, and
// an application-wide event filter before any event other than painting and layout (input,
// timers, queued calls) is delivered — so a key press waits for at most one batch. Tests and
// the Recorder drive advanceFrame(), which steps on the calling thread. Studies run on worker
// threads (StudyRunner).
#pragma once

#include "framework/LessonSession.h"
#include "TextScale.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <future>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QAction;
class QComboBox;
class QDockWidget;
class QMenu;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;
class QToolButton;
class QMenu;
class QUndoGroup;
class QUndoStack;

namespace pl {

class AutosaveStore;
struct RecordingOptions;
class ChartPanel;
class LammpsActions;
class LessonTextView;
class ParameterPanel;
class PresentationMode;
class StudentPanel;
class SceneView;
class StudyRunner;
class TimelineBar;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens lesson `id` with the run it had earlier in this sitting (or a new one, or a fresh
    // one from the defaults when `fresh`); returns false when there is no such lesson.
    bool selectLesson(const std::string& id, bool fresh = false);
    // Shows a lesson made elsewhere (a scene file), in student mode when `student` is given.
    void showLesson(std::unique_ptr<Lesson> lesson,
                    const std::optional<StudentSetup>& student = std::nullopt);
    // File menu: scene files and recording (MainWindowScenes.cpp).
    void openScene(const QString& path);
    QString saveScene(const QString& path);
    StudentPanel* studentPanel() { return m_studentPanel; }
    bool inStudentMode() const { return m_studentPanel != nullptr; }
    // The session, settled: a batch of stepping under way is finished and shown first.
    LessonSession* session();
    TimelineBar* timeline() { return m_timeline; }
    ChartPanel* chartPanel() { return m_charts; }
    SceneView* sceneView() { return m_view; }
    StudyRunner* studies() { return m_studies; }
    LammpsActions* lammps() { return m_lammps; }  // File → Export to LAMMPS, run, import

    void setPlaying(bool playing);
    bool playing() const { return m_playing; }
    // One animation frame of `seconds` wall-clock time, stepped on the calling thread and shown
    // before it returns (tests; the frame timer steps on the stepping thread instead).
    void advanceFrame(double seconds);
    // Wall seconds the last batch (or advanceFrame) spent stepping the lesson.
    double lastSteppingSeconds() const { return m_lastSteppingSeconds; }
    // Simulated time of the state on show (s); does not wait for the stepping thread.
    double shownTime() const { return m_shownTime; }
    // True while a batch steps on the stepping thread (it may be showing the previous one).
    bool batchUnderWay() const { return m_stepping.valid(); }

signals:
    // A new state of the playing lesson is on show (bench_view_window counts the frames).
    void frameShown();
    // The frame timer ticked (about 60 times a second): a frame the window could show.
    void frameTicked();

public:
    // The "one step" button.
    void stepOnce();
    // Reset with the current parameters; shows a dialog and keeps the old state on error.
    bool resetLesson();
    // One step back on the timeline (←).
    void stepBack();
    // Shows tick `tick` of the run (the timeline slider).
    void seekTo(long long tick);
    // A parameter change from the form or the command line, undoable (Ctrl+Z).
    bool changeParameter(const QString& id, const QString& text);
    QUndoGroup* undoGroup() { return m_undo; }

    // Saved sessions (MainWindowSession.cpp). Each returns an error message, empty on success;
    // the window shows it in a dialog too. Opening a bad file leaves everything as it was.
    QString openSession(const QString& path);
    QString saveSession(const QString& path);
    // True when the current lesson's run has changed since it was opened, saved or started.
    bool hasUnsavedRun() const;
    // Who answers the window's questions (Save / Discard / Cancel): by default a message box,
    // or Discard under the offscreen platform where no one can click; tests answer here.
    using Answerer = std::function<QMessageBox::StandardButton(const QString& question)>;
    void setAnswerer(Answerer answerer) { m_answerer = std::move(answerer); }
    // Writes the unsaved runs where a crash cannot take them (a timer calls it every minute).
    void autosave();

    // What the window draws text and lines with: the text size (View → Text size) and, in
    // presentation mode, the floor for the back row (TextScale.h).
    const Readability& readability() const { return m_readability; }
    TextScale* textScale() { return m_textScale; }

protected:
    void closeEvent(QCloseEvent* event) override;
    // In presentation mode the floor follows the window's height.
    void resizeEvent(QResizeEvent* event) override;
    // A new theme: the status bar's coloured notices are recoloured to read on it.
    void changeEvent(QEvent* event) override;
    // Settles the session before any event that might read or change it (see the top); fits the
    // measurement rows to their viewport's new width.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildActions();
    void buildDocks();
    void onParameterEdited(const QString& id, const QString& text);
    void onFrameTimer();
    // A frame's work (the timer's, or onSteppingDone's when the timer is late): moves the target
    // time on with the wall clock and starts stepping towards it.
    void frameTick();
    // Starts a batch of stepping towards m_targetTime on the stepping thread, if none is running
    // and the lesson is behind.
    void startStepping();
    // Waits for the batch under way, if any, and shows it and any batch waited for earlier
    // (`show` false: only waits; the event filter and the destructor).
    void settle(bool show = true);
    // The batch finished (a queued call from the stepping thread): show it and start the next.
    void onSteppingDone(unsigned long long serial);
    // A batch of stepping and what it took from the session for its frame (MainWindow.cpp).
    struct SteppedBatch;
    // The batch ended on the session's present state (nothing changed the run since).
    bool isCurrent(const SteppedBatch& batch) const;
    // Shows a batch that needs nothing else of the session (SteppedBatch::showsAlone).
    void showAlone(SteppedBatch& batch);
    void afterReset(bool refitView);
    void refreshView();
    // Shows `scene` (built from the session as it stands), the ghost and the timeline.
    void showScene(Scene scene);
    // Pushes new chart data, rebuilding the charts first when the lesson re-declared them.
    void refreshCharts();
    // While playing: one chart per frame in turn (all of them every third frame when there are
    // branches to draw or the charts were re-declared).
    void refreshChartsInTurn();
    void refreshMeasurements();
    void fitMeasurementRows();
    void refreshMeasurements(std::vector<Measurement> list);
    void refreshStatus();
    void refreshStatus(const std::vector<std::string>& notices);
    void showStatus(double time, const std::vector<std::string>& notices, bool pendingReset);
    void showError(const QString& title, const QString& message);
    bool guarded(const char* what, const std::function<void()>& work);

    // Shows the kept session of lesson `id` (`kept`: a run from earlier in this sitting).
    void showSession(const std::string& id, const std::optional<StudentSetup>& student, bool kept);
    void buildFileMenu(QMenu* file);
    void rebuildRecentMenu();
    void rememberRecent(const QString& path);
    void saveSessionAs();
    void openSessionDialog();
    void offerAutosaveRecovery();
    void askMemoryBudget();
    // Applies a parameter change (the undo commands call this; no new undo entry).
    bool applyParameter(const QString& id, const QString& text);
    void refreshTimeline();
    // Applies the text size and presentation's floor to every part of the window.
    void applyReadability();
    // Each lesson's row in the list as tall as its title and summary in the current font; the
    // row on show in the highlight's text colour (HighlightedText on Highlight).
    void fitLessonList();
    void recolourStatus();
    // Asks before closing when runs are not saved; false when the person cancels.
    bool confirmUnsaved();
    // Asks before a file replaces lesson `lessonId`'s unsaved run (Save / Discard / Cancel);
    // true when it may be replaced (saved, discarded, or nothing to lose).
    bool mayReplaceRun(const std::string& lessonId, const QString& path);
    QUndoStack* undoStackFor(const std::string& lessonId);
    // True when lesson `lessonId`'s kept run changed since it was started, opened or saved.
    bool isUnsaved(const std::string& lessonId) const;
    // The timeline memory budget chosen in Edit → Timeline memory budget (bytes).
    std::size_t memoryBudget() const;
    // Shares the window's memory budget between the lessons' runs (KeyframeBudget.h) and says how.
    void shareMemoryBudget();
    void clearAutosave();
    void buildSceneActions(QMenu* file);
    void recordRun();
    void startRecording(const RecordingOptions& options);
    void enterStudentMode(const StudentSetup& student);
    void leaveStudentMode();
    // Registers `action` as a way out of the lesson shown (`exit`: one of studentExitNames()),
    // disabled in student mode unless the teacher's file allows it.
    void markExit(QAction* action, const std::string& exit);
    // Enables the ways out: all of them outside student mode (`student` null), else the allowed.
    void enableExits(const StudentSetup* student);

    void exportChart();
    void exportView();
    void exportAll();
    void exportReport();

    // Every lesson opened in this sitting keeps its run and parameters.
    std::map<std::string, std::unique_ptr<LessonSession>> m_sessions;
    LessonSession* m_session = nullptr;
    // Where each session was saved or opened from, and its mark then (to tell unsaved changes).
    struct SavedMark {
        QString path;
        unsigned long long generation = 0;
        long long headTick = 0;
        long long tick = 0;
        ParameterValues values;
    };
    std::map<std::string, SavedMark> m_saved;
    std::map<std::string, QUndoStack*> m_undoStacks;
    QUndoGroup* m_undo = nullptr;
    TimelineBar* m_timeline = nullptr;
    QMenu* m_recentMenu = nullptr;
    QTimer* m_autosaveTimer = nullptr;
    std::unique_ptr<AutosaveStore> m_autosave;  // this window's autosave folder and its lock
    QAction* m_stepBackAction = nullptr;
    StudyRunner* m_studies = nullptr;
    LammpsActions* m_lammps = nullptr;
    SceneView* m_view = nullptr;
    ChartPanel* m_charts = nullptr;
    ParameterPanel* m_parameters = nullptr;
    QListWidget* m_browser = nullptr;
    LessonTextView* m_text = nullptr;
    QTableWidget* m_measurements = nullptr;
    QWidget* m_studyButtons = nullptr;
    QLabel* m_timeLabel = nullptr;
    QLabel* m_pendingLabel = nullptr;
    QLabel* m_noticeLabel = nullptr;
    QProgressBar* m_studyProgress = nullptr;
    QToolButton* m_cancelStudies = nullptr;
    QComboBox* m_speed = nullptr;
    QAction* m_playAction = nullptr;
    QAction* m_stepAction = nullptr;
    QAction* m_resetAction = nullptr;
    QAction* m_presentAction = nullptr;
    PresentationMode* m_presentation = nullptr;
    TextScale* m_textScale = nullptr;
    Readability m_readability;
    bool m_readabilityApplied = false;
    QTimer* m_frameTimer = nullptr;
    QElapsedTimer m_wallClock;
    std::unique_ptr<SteppedBatch> m_batch;  // written by the stepping thread, read after settle()
    QObject* m_batchDone = nullptr;  // receives the stepping thread's "batch done" (onSteppingDone)
    unsigned long long m_batchSerial = 0;  // of the last batch started
    std::unique_ptr<SteppedBatch> m_spareBatch;  // the one shown last, reused
    std::map<std::string, ChartData> m_shownCharts;  // per chart: the copy it shows (showAlone)
    std::future<void> m_stepping;           // the batch under way (valid while it runs)
    bool m_continueStepping = false;        // the last batch shown moved on: start the next
    bool m_batchPending = false;            // a finished batch not shown yet (settle(false))

    bool m_playing = false;
    double m_targetTime = 0.0;  // simulated time the animation aims at (s)
    double m_lastSteppingSeconds = 0.0;
    double m_shownTime = 0.0;
    long long m_frame = 0;   // frames shown
    long long m_ticks = 0;   // of the frame timer
    unsigned long long m_chartsRevision = 0;  // of the session's charts shown in m_charts
    QString m_lastMeasurementsText;
    StudentPanel* m_studentPanel = nullptr;
    QDockWidget* m_studentDock = nullptr;
    std::vector<std::pair<QAction*, std::string>> m_exits;  // see markExit()
    Answerer m_answerer;
    QPushButton* m_defaultsButton = nullptr;
};

} // namespace pl

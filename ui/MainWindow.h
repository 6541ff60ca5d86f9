// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: lesson browser, the animated view, the charts, the parameter form, the
// measurements and the lesson's text, with play/pause (Space), one step (S or →), step back (←),
// reset (R), presentation (F11), a speed control and export. The window layout is remembered
// between runs (QSettings).
//
// The window lays out its parts, builds the menus and actions, and wires them to the sitting
// (Sitting.h: the open runs, save marks, undo, autosave, recent files, memory budget, student
// mode), which announces every change by a signal: RunDisplay draws the run on show into the
// view, timeline, charts, measurements and status line; FramePlayer plays it on a stepping
// thread; SessionActions, DocumentExports and LammpsActions hold the File menu's work;
// StudentModeView hides, locks and asks what a teacher's file says; each is handed the parts
// it needs. The public methods below are what tests and the command line
// drive, each one settled first (no batch of stepping under way).
#pragma once

#include "framework/LessonSession.h"
#include "SessionActions.h"
#include "StudentModeView.h"
#include "TextScale.h"

#include <QMainWindow>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QAction;
class QComboBox;
class QDockWidget;
class QMenu;
class QSplitter;
class QToolBar;
class QUndoGroup;

namespace pl {

class Announcer;
class ChartPanel;
class FramePlayer;
class LammpsActions;
class LessonBrowser;
class LessonTextView;
class MeasurementsTable;
class ParameterBox;
class ParameterPanel;
class PresentationMode;
class RunDisplay;
class SceneView;
class Sitting;
class StatusLine;
class StudentPanel;
class StudyProgress;
class StudyButtons;
class StudyRunner;
class TimelineBar;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    // A window over a sitting another window held (see reopen()): it shows the sitting's
    // current run as it was, and opens no lesson of its own.
    explicit MainWindow(Sitting* sitting, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Hands the sitting to a new window built from scratch (every text in the language now
    // installed), placed and laid out as this one, playing if this one was, and hides this
    // one (deleted later when it was made with Qt::WA_DeleteOnClose). Returns the new window.
    MainWindow* reopen();

    Sitting* sitting() { return m_sitting; }
    // Opens lesson `id` with the run it had earlier in this sitting (or a new one, or a fresh
    // one from the defaults when `fresh`); returns false when there is no such lesson.
    bool selectLesson(const std::string& id, bool fresh = false);
    // Shows a lesson made elsewhere (a scene file), in student mode when `student` is given.
    void showLesson(std::unique_ptr<Lesson> lesson,
                    const std::optional<StudentSetup>& student = std::nullopt);
    void openScene(const QString& path) { m_files->openScene(path); }
    QString saveScene(const QString& path) { return m_files->saveScene(path); }
    StudentPanel* studentPanel() { return m_student->panel(); }
    bool inStudentMode() const;
    // The session, settled: a batch of stepping under way is finished and shown first.
    LessonSession* session();
    TimelineBar* timeline() { return m_timeline; }
    ChartPanel* chartPanel() { return m_charts; }
    SceneView* sceneView() { return m_view; }
    StudyRunner* studies() { return m_studies; }
    LammpsActions* lammps() { return m_lammps; }  // File → Export to LAMMPS, run, import

    void setPlaying(bool playing);
    bool playing() const;
    // One animation frame of `seconds` wall-clock time, stepped on the calling thread and shown
    // before it returns (tests; the frame timer steps on the stepping thread instead).
    void advanceFrame(double seconds);
    // Wall seconds the last batch (or advanceFrame) spent stepping the lesson.
    double lastSteppingSeconds() const;
    // Simulated time of the state on show (s); does not wait for the stepping thread.
    double shownTime() const;
    // True while a batch steps on the stepping thread (it may be showing the previous one).
    bool batchUnderWay() const;

    void stepOnce();
    // Reset with the current parameters; shows a dialog and keeps the old state on error.
    bool resetLesson();
    void stepBack();
    void seekTo(long long tick);
    // A parameter change from the form or the command line, undoable (Ctrl+Z) unless view-only.
    bool changeParameter(const QString& id, const QString& text);
    QUndoGroup* undoGroup();

    // Saved sessions: each returns an error message, empty on success; the window shows it in
    // a dialog too. Opening a bad file leaves everything as it was.
    QString openSession(const QString& path) { return m_files->openSession(path); }
    QString saveSession(const QString& path) { return m_files->saveSession(path); }
    // True when the current lesson's run has changed since it was opened, saved or started.
    bool hasUnsavedRun() const;
    void setAnswerer(SessionActions::Answerer answerer) { m_files->setAnswerer(std::move(answerer)); }
    // Writes the unsaved runs where a crash cannot take them (a timer calls it every minute).
    void autosave();

    // What the window draws text and lines with (View → Text size, presentation's floor).
    const Readability& readability() const { return m_readability; }
    TextScale* textScale() { return m_textScale; }
    Announcer* announcer() { return m_announcer; }

signals:
    // A new state of the playing lesson is on show (bench_view_window counts the frames).
    void frameShown();
    // The frame timer ticked (about 60 times a second): a frame the window could show.
    void frameTicked();

protected:
    void closeEvent(QCloseEvent* event) override;
    // In presentation mode the floor follows the window's height.
    void resizeEvent(QResizeEvent* event) override;
    // A new theme: the status bar's coloured notices are recoloured to read on it.
    void changeEvent(QEvent* event) override;

private:
    void buildActions();
    void buildMenus();
    void buildDocks();
    QDockWidget* addPanel(const QString& title, const QString& name, QWidget* content,
                          Qt::DockWidgetArea area);
    void connectSitting();
    // Shows what an adopted sitting has on show: its run, its student mode.
    void showAdoptedSitting();
    // The sitting's lessonChanged: the title, text, form, studies and list for the run on show.
    void showLessonPanels(bool kept);
    void afterReset(bool refitView);
    void onParameterChanged(bool viewOnly);
    void applyReadability();

    Sitting* m_sitting = nullptr;
    bool m_handedOver = false;  // reopen() gave the sitting to another window
    RunDisplay* m_display = nullptr;
    FramePlayer* m_player = nullptr;
    SessionActions* m_files = nullptr;
    StudyRunner* m_studies = nullptr;
    LammpsActions* m_lammps = nullptr;
    PresentationMode* m_presentation = nullptr;
    TextScale* m_textScale = nullptr;
    Readability m_readability;
    bool m_readabilityApplied = false;

    SceneView* m_view = nullptr;
    TimelineBar* m_timeline = nullptr;
    ChartPanel* m_charts = nullptr;
    QSplitter* m_splitter = nullptr;
    ParameterBox* m_parameterBox = nullptr;
    ParameterPanel* m_parameters = nullptr;  // its form
    LessonBrowser* m_browser = nullptr;
    LessonTextView* m_text = nullptr;
    MeasurementsTable* m_measurements = nullptr;
    StatusLine* m_status = nullptr;
    StudyButtons* m_studyButtons = nullptr;
    StudyProgress* m_studyProgress = nullptr;
    QComboBox* m_speed = nullptr;
    QToolBar* m_playbackBar = nullptr;
    QMenu* m_viewMenu = nullptr;
    QAction* m_playAction = nullptr;
    QAction* m_stepAction = nullptr;
    QAction* m_stepBackAction = nullptr;
    QAction* m_resetAction = nullptr;
    QAction* m_presentAction = nullptr;
    StudentModeView::Panels m_panels;  // lessons, text, parameters, measurements
    StudentModeView* m_student = nullptr;  // hides, locks and asks as the teacher's file says
    Announcer* m_announcer = nullptr;      // notices to the screen reader and the voice
};

} // namespace pl

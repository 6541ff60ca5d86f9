// SPDX-License-Identifier: GPL-3.0-or-later
// The sitting: every lesson opened since the program started, each with its run (LessonSession),
// and what belongs to those runs rather than to a window — which one is on show, where each was
// saved and whether it changed since, its undo stack, the autosave beside them and the recovery
// after a crash, the recent files, the timeline memory shared between the runs, and student mode
// with its rules (a teacher's file locks parameters and closes ways out).
//
// It has no widget: the window, and tests, drive it and subscribe to its signals — the view,
// charts, timeline, tables and status bar redraw on runChanged/runReset, the form and the
// lesson's panels rebuild on lessonChanged, the panels fold on studentModeChanged, the status bar
// shows notice(). A run is only touched after beforeTouch() (the window finishes the batch its
// stepping thread is working on; see MainWindow.h).
//
// Rules kept here:
// - a lesson chosen again shows the run it had earlier in the sitting;
// - a run is unsaved when its generation, head, tick or values differ from its mark (taken when
//   it was started, opened or saved); a recovered autosave stays unsaved and has no file;
// - a parameter change enters the lesson's undo stack (a slider dragged merges into one step),
//   except a view-only one (ParameterSpec::viewOnly), which only changes how the run is drawn;
// - in student mode a locked parameter is refused, and ways out the teacher closed are closed.
#pragma once

#include "framework/LessonSession.h"
#include "SessionFile.h"
#include "framework/StudentSetup.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QTimer;
class QUndoGroup;
class QUndoStack;

namespace pl {

class AutosaveStore;
class RecentFiles;

class Sitting : public QObject {
    Q_OBJECT
public:
    explicit Sitting(QObject* parent = nullptr);
    ~Sitting() override;

    // Called before a run is read or changed (the window settles its stepping thread).
    void setBeforeTouch(std::function<void()> settle) { m_beforeTouch = std::move(settle); }
    // The view's placement of the run on show, saved with it (the window's view).
    void setPlacementSource(std::function<ViewPlacement()> source) { m_placement = std::move(source); }

    // The run on show (settled), or null before the first lesson.
    LessonSession* current();
    // The run on show (settled) with every chart complete, as if all were on show
    // (LessonSession::completeCharts): what a file or an export of it is written from.
    LessonSession* currentForFiles();
    // The same without settling: for the frame loop, which owns the stepping.
    LessonSession* currentUnsettled() const { return m_current; }
    std::string currentId() const;
    bool has(const std::string& lessonId) const { return m_sessions.count(lessonId) > 0; }
    std::vector<std::string> lessonIds() const;
    const LessonSession* find(const std::string& lessonId) const;

    // Shows the run lesson `lessonId` had earlier in this sitting; false when it has none.
    bool showKept(const std::string& lessonId);
    // Starts a new run of `lesson` (replacing its kept run), in student mode when `student`.
    void start(std::unique_ptr<Lesson> lesson, const std::optional<StudentSetup>& student = std::nullopt);
    // Shows `session`, read from `path` (its mark: saved there), replacing the kept run.
    void adopt(std::unique_ptr<LessonSession> session, const QString& path,
               const std::optional<StudentSetup>& student = std::nullopt);

    // The run's last refusal (a set() or reset() that returned `english`) in the reader's
    // language; `english` itself when the lesson gave no sentence.
    QString refusalText(const std::string& english) const;

    // The run. Each settles, changes the current run and announces it; false when refused.
    bool reset();
    void stepOnce();
    void stepBack();
    void seek(long long tick);
    void dropBranch(std::size_t index);
    // A press, drag or release in the view at `world` (m); false when the lesson did not use it.
    bool pointer(PointerEvent event, const Vec2& world);
    // A parameter change from the form, a link or the command line; undoable unless view-only.
    bool changeParameter(const QString& id, const QString& text);
    // Which charts the window shows (view state: no undo, no fork, not saved); a chart that
    // comes on show is filled at once, and runChanged() then draws it.
    void showCharts(const ChartsOnShow& shown);
    // Runs `work` on the run; an exception becomes failed() and false.
    bool guarded(const char* what, const std::function<void()>& work);

    // Save state.
    bool isUnsaved(const std::string& lessonId) const;
    bool currentUnsaved();
    std::vector<std::string> unsavedLessons() const;
    QString savedPath(const std::string& lessonId) const;
    // Writes the run on show to `path` (with the student object in student mode) and marks it
    // saved there; returns an error message, empty on success (nothing is marked then).
    QString save(const QString& path);
    // Reads a session file without touching anything open.
    SessionReadResult read(const QString& path);
    // Marks the run on show as recovered from an autosave: unsaved, with no file of its own.
    void markRecovered();

    // Writes every unsaved run where a crash cannot take them (the timer calls it each minute).
    void autosave();
    void clearAutosave();
    // Autosaved runs of windows that ended without closing; releaseOrphans() when done.
    QStringList claimOrphans();
    void releaseOrphans();
    // Starts the minute timer of autosave.
    void startAutosaveTimer();

    RecentFiles* recent() { return m_recent; }

    QUndoGroup* undoGroup() { return m_undo; }
    QUndoStack* undoStack(const std::string& lessonId);

    // The timeline memory budget (Edit → Timeline memory budget), bytes, and its sharing.
    std::size_t memoryBudget() const;
    void setMemoryBudgetMegabytes(int megabytes);
    void shareMemoryBudget();

    // Student mode: the teacher's setup of the run on show, if any.
    const StudentSetup* student() const { return m_student ? &*m_student : nullptr; }
    bool inStudentMode() const { return m_student.has_value(); }
    // A way out (studentExitNames()) is open outside student mode and where the teacher allows.
    bool allows(const std::string& exit) const;
    bool locks(const std::string& parameterId) const;

signals:
    // Another run is about to be shown or replaced: stop playing and let go of it.
    void aboutToChangeLesson();
    // Another run is on show (`kept`: one from earlier in the sitting, with its study results).
    void lessonChanged(bool kept);
    // The run on show changed (a step, a seek, a branch dropped, an undo): draw it again.
    void runChanged();
    // The run on show started again (reset, or new charts): rebuild what shows it.
    void runReset();
    // A parameter took its new value (`viewOnly`: only the drawing changed).
    void parameterChanged(const QString& id, bool viewOnly);
    // A parameter or a reset was refused: `error` says why; the values on show are kept.
    void refused(const QString& title, const QString& error);
    // Something went wrong (a lesson threw, a file could not be written).
    void failed(const QString& title, const QString& message);
    // Student mode began or ended (see student()).
    void studentModeChanged();
    // The run on show was saved, opened or marked unsaved (modified marks).
    void modifiedChanged();
    // The memory budget was shared again: `note` describes it; `thinned` when runs lost keyframes.
    void budgetShared(const QString& note, bool thinned);
    // A line for the status bar, shown for `milliseconds`.
    void notice(const QString& text, int milliseconds);

private:
    struct SavedMark {
        QString path;
        unsigned long long generation = 0;
        long long headTick = 0;
        long long tick = 0;
        ParameterValues values;
    };
    void touch();
    void show(const std::string& lessonId, const std::optional<StudentSetup>& student, bool kept);
    void replace(const std::string& lessonId, std::unique_ptr<LessonSession> session);
    void setStudent(const std::optional<StudentSetup>& student);
    SavedMark markOf(const LessonSession& session, const QString& path) const;
    // Applies a parameter change (the undo commands call this; no new undo entry).
    bool applyParameter(const QString& id, const QString& text);

    std::map<std::string, std::unique_ptr<LessonSession>> m_sessions;
    LessonSession* m_current = nullptr;
    std::map<std::string, SavedMark> m_saved;
    std::map<std::string, QUndoStack*> m_undoStacks;
    QUndoGroup* m_undo = nullptr;
    std::unique_ptr<AutosaveStore> m_autosave;  // this sitting's autosave folder and its lock
    QTimer* m_autosaveTimer = nullptr;
    RecentFiles* m_recent = nullptr;
    std::optional<StudentSetup> m_student;
    std::function<void()> m_beforeTouch;
    std::function<ViewPlacement()> m_placement;
};

} // namespace pl

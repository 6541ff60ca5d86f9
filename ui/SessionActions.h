// SPDX-License-Identifier: GPL-3.0-or-later
// The File menu's sessions and scenes, and the questions around them: Open (sessions and scene
// files), Open recent, Save, Save as, Open scene, Save as scene, Record video; before a file
// replaces an unsaved run and before the window closes, Save / Discard / Cancel; after a crash,
// the autosaved runs offered again; Edit → Timeline memory budget. The runs themselves and their
// save marks are the sitting's (Sitting.h); this is the part that asks a person.
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QString>

#include <functional>
#include <string>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace pl {

class FramePlayer;
class SceneView;
class Sitting;
struct RecordingOptions;

// A warning in a dialog over `parent` (or on the log under the offscreen platform, where no one
// can click OK).
void showProblem(QWidget* parent, const QString& title, const QString& message);

class SessionActions : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QWidget* window = nullptr;     // dialogs' parent
        Sitting* sitting = nullptr;
        SceneView* view = nullptr;     // where an opened session's view placement goes
        FramePlayer* player = nullptr; // stopped before a recording
        std::function<bool(const std::string& lessonId)> selectLesson;
        std::function<void(const QString& text, int milliseconds)> tell;  // the status bar
    };
    explicit SessionActions(const Parts& parts, QObject* parent = nullptr);

    // Adds Open, Open recent, Save, Save as (and a separator) to `file`.
    void addSessionActions(QMenu* file);
    // Adds Open scene, Save as scene and Record video to `file`.
    void addSceneActions(QMenu* file);
    // The actions that open a file: ways out of a lesson, closed in student mode.
    const std::vector<QAction*>& openingActions() const { return m_opening; }

    // Each returns an error message, empty on success; it is shown in a dialog too. Opening a
    // bad file leaves everything as it was.
    QString openSession(const QString& path);
    QString saveSession(const QString& path);
    void openScene(const QString& path);
    QString saveScene(const QString& path);

    // Who answers the questions (Save / Discard / Cancel): by default a message box, or Discard
    // under the offscreen platform where no one can click; tests answer here.
    using Answerer = std::function<QMessageBox::StandardButton(const QString& question)>;
    void setAnswerer(Answerer answerer) { m_answerer = std::move(answerer); }
    // Asks before closing when runs are not saved; false when the person cancels.
    bool confirmUnsaved();
    // Offers the runs a window that ended without closing had autosaved.
    void offerAutosaveRecovery();
    void askMemoryBudget();

private:
    void saveSessionAs();
    void saveCurrent();
    void openSessionDialog();
    void rebuildRecentMenu();
    // Asks before a file replaces lesson `lessonId`'s unsaved run; true when it may be replaced
    // (saved, discarded, or nothing to lose).
    bool mayReplaceRun(const std::string& lessonId, const QString& path);
    void recordRun();
    void startRecording(const RecordingOptions& options);
    void problem(const QString& title, const QString& message) { showProblem(m_parts.window, title, message); }

    Parts m_parts;
    QMenu* m_recentMenu = nullptr;
    std::vector<QAction*> m_opening;
    Answerer m_answerer;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's sessions (issue 11): File → Open / Save / Save as / recent files, the autosave
// offered again after a crash, the question before closing unsaved runs, undo of parameter
// changes, and the timeline's memory budget.
#include "MainWindow.h"

#include "AutosaveStore.h"
#include "KeyframeBudget.h"
#include "ParameterPanel.h"
#include "QtAdapters.h"
#include "SceneView.h"
#include "StudentPanel.h"
#include "StudyRunner.h"
#include "TimelineBar.h"
#include "SessionFile.h"
#include "particle_scene/StudentMode.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>

namespace pl {

namespace {

constexpr int maxRecentFiles = 8;

bool noOneToClick() { return QGuiApplication::platformName() == QLatin1String("offscreen"); }

QString sessionFilter()
{
    return QObject::tr("ParticleLab session or scene (*%1 *.json);;All files (*)")
        .arg(QLatin1String(sessionFileSuffix));
}

// One parameter change: undo sets the old value back, redo the new one. Consecutive changes of
// the same parameter (a slider dragged) merge into one step.
class ParameterCommand : public QUndoCommand {
public:
    ParameterCommand(std::function<bool(const QString&, const QString&)> apply, QString id,
                     QString before, QString after, const QString& label)
        : m_apply(std::move(apply)), m_id(std::move(id)), m_before(std::move(before)),
          m_after(std::move(after)), m_label(label)
    {
        updateText();
    }
    void undo() override { m_apply(m_id, m_before); }
    void redo() override
    {
        if (m_first) {
            m_first = false;  // already applied when the person made the change
            return;
        }
        m_apply(m_id, m_after);
    }
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override
    {
        auto* next = static_cast<const ParameterCommand*>(other);
        if (next->m_id != m_id)
            return false;
        m_after = next->m_after;
        updateText();
        return true;
    }

private:
    void updateText() { setText(QObject::tr("%1 %2 → %3").arg(m_label, m_before, m_after)); }

    std::function<bool(const QString&, const QString&)> m_apply;
    QString m_id, m_before, m_after, m_label;
    bool m_first = true;
};

} // namespace

void MainWindow::buildFileMenu(QMenu* file)
{
    markExit(file->addAction(tr("&Open session or scene…"), QKeySequence::Open, this,
                             &MainWindow::openSessionDialog),
             "open");
    m_recentMenu = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();  // in student mode disabled unless opening is allowed
    file->addAction(tr("&Save session"), QKeySequence::Save, this, [this] {
        const QString path = m_saved[m_session->lesson().info().id].path;
        if (path.isEmpty())
            saveSessionAs();
        else
            saveSession(path);
    });
    file->addAction(tr("Save session &as…"), QKeySequence(tr("Ctrl+Shift+S")), this,
                    &MainWindow::saveSessionAs);
    file->addSeparator();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            openSession(path);
        })->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty() &&
                             (!m_studentPanel || m_studentPanel->setup().allows("open")));
}

void MainWindow::rememberRecent(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > maxRecentFiles)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    rebuildRecentMenu();
}

void MainWindow::openSessionDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open session"), QSettings().value(QStringLiteral("sessionFolder")).toString(),
        sessionFilter());
    if (path.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("sessionFolder"), QFileInfo(path).absolutePath());
    openSession(path);
}

QString MainWindow::openSession(const QString& path)
{
    settle();
    // File → Open takes scene files too: they start a new run of their own.
    if (!isSessionFile(toStdString(path))) {
        openScene(path);
        return {};
    }
    SessionReadResult read;
    const bool ran = guarded("opening a session", [&] { read = openSessionFile(toStdString(path)); });
    if (!ran)
        return tr("%1: cannot be opened").arg(path);
    if (!read.error.empty()) {
        showError(tr("Cannot open session"), toQString(read.error));
        return toQString(read.error);  // nothing the user had open is touched
    }
    const std::string id = read.document.session->lesson().info().id;
    // A session handed to students: its "student" object locks parameters and asks questions
    // (read and checked with the rest of the file).
    const std::optional<StudentSetup> student = read.document.student;
    const bool wasUnsaved = m_sessions.count(id) && isUnsaved(id);
    if (!mayReplaceRun(id, path))
        return tr("%1 was not opened: the run on show is kept").arg(path);
    if (wasUnsaved && !isUnsaved(id) &&
        QFileInfo(m_saved[id].path).absoluteFilePath() == QFileInfo(path).absoluteFilePath())
        return openSession(path);  // the run was just saved over this file: read it again
    setPlaying(false);
    m_studies->attach(nullptr);
    if (m_session == m_sessions[id].get())
        m_session = nullptr;  // about to be replaced
    m_sessions[id] = std::move(read.document.session);
    m_saved.erase(id);
    undoStackFor(id)->clear();
    showSession(id, student, true);
    m_saved[id] = {path, m_session->generation(), m_session->headTick(), m_session->tick(),
                   m_session->values()};
    m_view->setPlacement(read.document.view);
    rememberRecent(path);
    statusBar()->showMessage(tr("Opened %1 (t = %2 s)")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(m_session->lesson().time(), 0, 'f', 2),
                             6000);
    return {};
}

QString MainWindow::saveSession(const QString& path)
{
    settle();
    std::optional<std::string> error;
    // A locked copy stays locked: the student object goes back into the file.
    const std::string student =
        inStudentMode() ? studentSetupToJson(m_studentPanel->setup()) : std::string();
    guarded("saving the session", [&] {
        error = saveSessionFile(*m_session, m_view->placement(), toStdString(path), student);
    });
    if (error) {
        showError(tr("Cannot save session"), toQString(*error));
        return toQString(*error);
    }
    const std::string id = m_session->lesson().info().id;
    m_saved[id] = {path, m_session->generation(), m_session->headTick(), m_session->tick(),
                   m_session->values()};
    rememberRecent(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 6000);
    return {};
}

void MainWindow::saveSessionAs()
{
    const std::string id = m_session->lesson().info().id;
    QString suggestion = m_saved[id].path;
    if (suggestion.isEmpty())
        suggestion = QDir(QSettings().value(QStringLiteral("sessionFolder")).toString())
                         .filePath(toQString(id) + QLatin1String(sessionFileSuffix));
    QString path = QFileDialog::getSaveFileName(this, tr("Save session"), suggestion,
                                                sessionFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(sessionFileSuffix);
    QSettings().setValue(QStringLiteral("sessionFolder"), QFileInfo(path).absolutePath());
    saveSession(path);
}

bool MainWindow::hasUnsavedRun() const
{
    const_cast<MainWindow*>(this)->settle();  // a batch under way is finished first
    return m_session && isUnsaved(m_session->lesson().info().id);
}

bool MainWindow::isUnsaved(const std::string& lessonId) const
{
    const LessonSession& session = *m_sessions.at(lessonId);
    auto mark = m_saved.find(lessonId);
    if (mark == m_saved.end())
        return session.headTick() > 0;
    const SavedMark& m = mark->second;
    return m.generation != session.generation() || m.headTick != session.headTick() ||
           m.tick != session.tick() || !(m.values == session.values());
}

bool MainWindow::confirmUnsaved()
{
    // Lessons whose runs changed since they were started, opened or saved.
    std::vector<std::string> unsaved;
    for (const auto& [id, session] : m_sessions)
        if (isUnsaved(id))
            unsaved.push_back(id);
    if (unsaved.empty() || noOneToClick())
        return true;
    QStringList names;
    for (const std::string& id : unsaved)
        names << toQString(m_sessions[id]->lesson().info().title);
    const auto answer = QMessageBox::question(
        this, tr("Unsaved runs"),
        tr("These runs are not saved:\n\n%1\n\nSave them before closing?").arg(names.join('\n')),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    for (const std::string& id : unsaved) {
        selectLesson(id);
        const QString path = m_saved[id].path;
        if (path.isEmpty())
            saveSessionAs();
        else
            saveSession(path);
        if (hasUnsavedRun())
            return false;  // the person cancelled a file dialog, or saving failed
    }
    return true;
}

bool MainWindow::mayReplaceRun(const std::string& lessonId, const QString& path)
{
    if (!m_sessions.count(lessonId) || !isUnsaved(lessonId))
        return true;
    const QString question =
        tr("The run of “%1” has changes that are not saved. Opening %2 replaces it.\n\nSave "
           "the run first?")
            .arg(toQString(m_sessions[lessonId]->lesson().info().title), QFileInfo(path).fileName());
    QMessageBox::StandardButton answer = QMessageBox::Discard;
    if (m_answerer)
        answer = m_answerer(question);
    else if (!noOneToClick())
        answer = QMessageBox::question(this, tr("Unsaved run"), question,
                                       QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                       QMessageBox::Save);
    if (answer == QMessageBox::Discard)
        return true;
    if (answer != QMessageBox::Save)
        return false;
    if (m_session->lesson().info().id != lessonId)
        selectLesson(lessonId);
    const QString savedPath = m_saved[lessonId].path;
    if (savedPath.isEmpty())
        saveSessionAs();
    else
        saveSession(savedPath);
    return !isUnsaved(lessonId);  // false when the person cancelled the file dialog
}

void MainWindow::autosave()
{
    const QString folder = m_autosave->folder();
    if (folder.isEmpty()) {
        statusBar()->showMessage(tr("Autosave failed: no folder for it in %1")
                                     .arg(AutosaveStore::defaultRoot()), 6000);
        return;
    }
    for (const auto& [id, session] : m_sessions) {
        const QString path = QDir(folder).filePath(toQString(id) + QLatin1String(sessionFileSuffix));
        if (isUnsaved(id)) {
            const ViewPlacement view =
                session.get() == m_session ? m_view->placement() : ViewPlacement{};
            if (auto error = saveSessionFile(*session, view, toStdString(path)))
                statusBar()->showMessage(tr("Autosave failed: %1").arg(toQString(*error)), 6000);
        } else {
            QFile::remove(path);
        }
    }
}

void MainWindow::clearAutosave() { m_autosave->clear(); }

void MainWindow::offerAutosaveRecovery()
{
    if (noOneToClick() && !m_answerer)
        return;  // no one to ask: the runs stay for a window that can
    // Only runs whose window has ended (AutosaveStore.h): a window still running keeps its own.
    const QStringList files = m_autosave->claimOrphans(QLatin1String(sessionFileSuffix));
    if (files.isEmpty())
        return;
    const QString question =
        tr("ParticleLab was not closed properly last time. It had saved %n run(s) automatically. "
           "Open them again?", nullptr, static_cast<int>(files.size()));
    const QMessageBox::StandardButton answer =
        m_answerer ? m_answerer(question)
                   : QMessageBox::question(this, tr("Restore runs?"), question,
                                           QMessageBox::Open | QMessageBox::Discard,
                                           QMessageBox::Open);
    if (answer == QMessageBox::Open) {
        for (const QString& path : files) {
            if (!openSession(path).isEmpty())
                continue;
            // Recovered, not saved by the person: it stays "unsaved" and has no file of its own.
            SavedMark& mark = m_saved[m_session->lesson().info().id];
            mark.path.clear();
            mark.generation = ~0ULL;
        }
    }
    m_autosave->releaseOrphans();
}

std::size_t MainWindow::memoryBudget() const
{
    const qlonglong megabytes =
        QSettings()
            .value(QStringLiteral("timelineBudgetMB"),
                   static_cast<qlonglong>(RunRecord::defaultBudget >> 20))
            .toLongLong();
    return static_cast<std::size_t>(std::clamp<qlonglong>(megabytes, 16, 65536)) << 20;
}

void MainWindow::askMemoryBudget()
{
    bool ok = false;
    const int megabytes = QInputDialog::getInt(
        this, tr("Timeline memory budget"),
        tr("Memory for the keyframes of every lesson's run this sitting (MB), shared between "
           "the lessons opened: the lesson on show has at least half, each other keeps what it "
           "has up to an equal part of the rest. When a run's share is full, every other "
           "keyframe is dropped: going back then replays a little more."),
        static_cast<int>(memoryBudget() >> 20), 16, 65536, 16, &ok);
    if (!ok)
        return;
    QSettings().setValue(QStringLiteral("timelineBudgetMB"), megabytes);
    shareMemoryBudget();
    refreshTimeline();
}

void MainWindow::shareMemoryBudget()
{
    // One budget for the window, not one per lesson (KeyframeBudget.h): the lesson on show has
    // at least half of it, the others keep what they hold up to an equal part of the rest.
    std::vector<LessonSession*> runs;
    std::vector<std::size_t> used;
    std::size_t shown = 0;
    for (auto& [id, session] : m_sessions)
        if (session) {
            if (session.get() == m_session)
                shown = runs.size();
            runs.push_back(session.get());
            used.push_back(session->record().bytes());
        }
    const std::size_t total = memoryBudget();
    const KeyframeShares shares = shareKeyframeBudget(total, shown, used);
    bool thinned = false;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        thinned = thinned || shares.budgets[i] < used[i];
        runs[i]->setMemoryBudget(shares.budgets[i]);
    }
    const QString note = describeKeyframeShares(
        total, runs.size(), runs.empty() ? total : shares.budgets[shown], shares.otherCap);
    m_timeline->setBudgetNote(note);
    if (thinned)  // keyframes were dropped: say so, and where to change it
        statusBar()->showMessage(
            note + QLatin1Char(' ') +
                tr("Older keyframes of the other lessons were thinned (Edit → Timeline memory "
                   "budget)."),
            10000);
}

QUndoStack* MainWindow::undoStackFor(const std::string& lessonId)
{
    QUndoStack*& stack = m_undoStacks[lessonId];
    if (!stack) {
        stack = new QUndoStack(m_undo);
        m_undo->addStack(stack);
    }
    return stack;
}

bool MainWindow::changeParameter(const QString& id, const QString& text)
{
    settle();
    if (!m_session)
        return false;
    const ParameterSpec* spec = findParameter(m_session->parameterTable(), toStdString(id));
    const QString before = spec ? toQString(formatParameter(*spec, m_session->values())) : QString();
    if (!applyParameter(id, text))
        return false;
    const QString after = toQString(formatParameter(*spec, m_session->values()));
    if (after != before)
        undoStackFor(m_session->lesson().info().id)
            ->push(new ParameterCommand([this](const QString& p, const QString& v) {
                return applyParameter(p, v);
            }, id, before, after, toQString(spec->label)));
    return true;
}

} // namespace pl

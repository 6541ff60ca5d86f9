// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionActions.h"

#include "FramePlayer.h"
#include "LessonWords.h"
#include "QtAdapters.h"
#include "RecentFiles.h"
#include "RecordDialog.h"
#include "Recorder.h"
#include "RecorderJob.h"
#include "SceneFiles.h"
#include "SceneView.h"
#include "SessionCopy.h"
#include "Sitting.h"
#include "Theme.h"
#include "SessionFile.h"

#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QProgressDialog>
#include <QSettings>

namespace pl {

namespace {

bool nobodyToAsk() { return QGuiApplication::platformName() == QLatin1String("offscreen"); }

QString sessionFileFilter()
{
    return QObject::tr("ParticleLab session or scene (*%1 *.json);;All files (*)")
        .arg(QLatin1String(sessionFileSuffix));
}

// A lesson's title as the window shows it: in the reader's language, markup rendered.
QString shownTitle(const Lesson& lesson)
{
    return readable(LessonWords::of(lesson).str(lesson.info().title));
}

} // namespace

void showProblem(QWidget* parent, const QString& title, const QString& message)
{
    if (nobodyToAsk()) {
        qInfo("%s: %s", qPrintable(title), qPrintable(message));  // no one to click OK
        return;
    }
    QMessageBox box(QMessageBox::Warning, title, message, QMessageBox::Ok, parent);
    box.exec();
}

SessionActions::SessionActions(const Parts& parts, QObject* parent) : QObject(parent), m_parts(parts)
{
    connect(m_parts.sitting->recent(), &RecentFiles::changed, this, &SessionActions::rebuildRecentMenu);
    // In student mode Open recent is closed unless opening is allowed.
    connect(m_parts.sitting, &Sitting::studentModeChanged, this, &SessionActions::rebuildRecentMenu);
}

void SessionActions::addSessionActions(QMenu* file)
{
    m_opening.push_back(file->addAction(tr("&Open session or scene…"), QKeySequence::Open, this,
                                        &SessionActions::openSessionDialog));
    m_recentMenu = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    file->addAction(tr("&Save session"), QKeySequence::Save, this, &SessionActions::saveCurrent);
    file->addAction(tr("Save session &as…"), QKeySequence(tr("Ctrl+Shift+S")), this,
                    &SessionActions::saveSessionAs);
    file->addSeparator();
}

void SessionActions::addSceneActions(QMenu* file)
{
    file->addSeparator();
    // Ctrl+O (File → Open session or scene…) opens scene files too.
    m_opening.push_back(file->addAction(tr("Open s&cene…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_parts.window, tr("Open scene"), QString(),
                                                          tr("Scene files (*.json)"));
        if (!path.isEmpty())
            openScene(path);
    }));
    file->addAction(tr("Save as &scene…"), this, [this] {
        LessonSession* session = m_parts.sitting->current();
        if (!session)
            return;
        if (!session->lesson().asScene()) {
            problem(tr("Cannot save as scene"),
                    tr("This lesson is not made of particles and links. Scenes can be saved "
                       "from the springs, xpbd, soft-body and bouncing lessons and from scenes."));
            return;
        }
        const QString path = QFileDialog::getSaveFileName(m_parts.window, tr("Save as scene"),
                                                          QStringLiteral("scene.json"),
                                                          tr("Scene files (*.json)"));
        if (path.isEmpty())
            return;
        if (const QString error = saveScene(path); !error.isEmpty())
            problem(tr("Cannot save as scene"), error);
        else
            m_parts.tell(tr("Saved the scene to %1").arg(path), 6000);
    });
    file->addAction(tr("&Record video…"), this, &SessionActions::recordRun);
}

void SessionActions::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = m_parts.sitting->recent()->paths();
    for (const QString& path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            openSession(path);
        })->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty() && m_parts.sitting->allows("open"));
}

void SessionActions::openSessionDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        m_parts.window, tr("Open session"),
        QSettings().value(QStringLiteral("sessionFolder")).toString(), sessionFileFilter());
    if (path.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("sessionFolder"), QFileInfo(path).absolutePath());
    openSession(path);
}

QString SessionActions::openSession(const QString& path)
{
    Sitting& sitting = *m_parts.sitting;
    sitting.current();  // settled
    // File → Open takes scene files too: they start a new run of their own.
    if (!isSessionFile(toStdString(path))) {
        openScene(path);
        return {};
    }
    SessionReadResult read = sitting.read(path);
    if (!read.error.empty()) {
        // Shown in the reader's language; returned in English, as the command line prints it.
        problem(tr("Cannot open session"),
                read.errorText.empty() ? toQString(read.error)
                                       : LessonWords(read.errorContext).text(read.errorText));
        return toQString(read.error);  // nothing the user had open is touched
    }
    const std::string id = read.document.session->lesson().info().id;
    const bool wasUnsaved = sitting.isUnsaved(id);
    if (!mayReplaceRun(id, path))
        return tr("%1 was not opened: the run on show is kept").arg(path);
    if (wasUnsaved && !sitting.isUnsaved(id) &&
        QFileInfo(sitting.savedPath(id)).absoluteFilePath() == QFileInfo(path).absoluteFilePath())
        return openSession(path);  // the run was just saved over this file: read it again
    // A session handed to students: its "student" object locks parameters and asks questions.
    sitting.adopt(std::move(read.document.session), path, read.document.student);
    m_parts.view->setPlacement(read.document.view);
    m_parts.tell(tr("Opened %1 (t = %2 s)")
                     .arg(QFileInfo(path).fileName())
                     .arg(sitting.current()->lesson().time(), 0, 'f', 2),
                 6000);
    return {};
}

QString SessionActions::saveSession(const QString& path)
{
    const QString error = m_parts.sitting->save(path);
    if (!error.isEmpty())
        problem(tr("Cannot save session"), error);
    return error;
}

void SessionActions::saveCurrent()
{
    const QString path = m_parts.sitting->savedPath(m_parts.sitting->currentId());
    if (path.isEmpty())
        saveSessionAs();
    else
        saveSession(path);
}

void SessionActions::saveSessionAs()
{
    const std::string id = m_parts.sitting->currentId();
    QString suggestion = m_parts.sitting->savedPath(id);
    if (suggestion.isEmpty())
        suggestion = QDir(QSettings().value(QStringLiteral("sessionFolder")).toString())
                         .filePath(toQString(id) + QLatin1String(sessionFileSuffix));
    QString path = QFileDialog::getSaveFileName(m_parts.window, tr("Save session"), suggestion,
                                                sessionFileFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(sessionFileSuffix);
    QSettings().setValue(QStringLiteral("sessionFolder"), QFileInfo(path).absolutePath());
    saveSession(path);
}

void SessionActions::openScene(const QString& path)
{
    m_parts.sitting->current();  // settled
    OpenedScene opened = openSceneFile(path);
    if (!opened.lesson) {
        problem(tr("Cannot open the scene"), opened.shownError); // the lesson open stays as it was
        return;
    }
    if (!mayReplaceRun(opened.lesson->info().id, path))
        return;
    m_parts.sitting->start(std::move(opened.lesson), opened.student);
}

QString SessionActions::saveScene(const QString& path)
{
    return saveSceneFile(m_parts.sitting->current()->lesson(), path);
}

bool SessionActions::confirmUnsaved()
{
    Sitting& sitting = *m_parts.sitting;
    sitting.current();  // settled
    // Lessons whose runs changed since they were started, opened or saved.
    const std::vector<std::string> unsaved = sitting.unsavedLessons();
    if (unsaved.empty() || nobodyToAsk())
        return true;
    QStringList names;
    for (const std::string& id : unsaved)
        names << shownTitle(sitting.find(id)->lesson());
    const auto answer = QMessageBox::question(
        m_parts.window, tr("Unsaved runs"),
        tr("These runs are not saved:\n\n%1\n\nSave them before closing?").arg(names.join('\n')),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    for (const std::string& id : unsaved) {
        m_parts.selectLesson(id);
        saveCurrent();
        if (sitting.currentUnsaved())
            return false;  // the person cancelled a file dialog, or saving failed
    }
    return true;
}

bool SessionActions::mayReplaceRun(const std::string& lessonId, const QString& path)
{
    Sitting& sitting = *m_parts.sitting;
    if (!sitting.isUnsaved(lessonId))
        return true;
    const QString question =
        tr("The run of “%1” has changes that are not saved. Opening %2 replaces it.\n\nSave "
           "the run first?")
            .arg(shownTitle(sitting.find(lessonId)->lesson()), QFileInfo(path).fileName());
    QMessageBox::StandardButton answer = QMessageBox::Discard;
    if (m_answerer)
        answer = m_answerer(question);
    else if (!nobodyToAsk())
        answer = QMessageBox::question(m_parts.window, tr("Unsaved run"), question,
                                       QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                       QMessageBox::Save);
    if (answer == QMessageBox::Discard)
        return true;
    if (answer != QMessageBox::Save)
        return false;
    if (sitting.currentId() != lessonId)
        m_parts.selectLesson(lessonId);
    saveCurrent();
    return !sitting.isUnsaved(lessonId);  // false when the person cancelled the file dialog
}

void SessionActions::offerAutosaveRecovery()
{
    if (nobodyToAsk() && !m_answerer)
        return;  // no one to ask: the runs stay for a window that can
    // Only runs whose window has ended (AutosaveStore.h): a window still running keeps its own.
    const QStringList files = m_parts.sitting->claimOrphans();
    if (files.isEmpty())
        return;
    const QString question =
        tr("ParticleLab was not closed properly last time. It had saved %n run(s) automatically. "
           "Open them again?", nullptr, static_cast<int>(files.size()));
    const QMessageBox::StandardButton answer =
        m_answerer ? m_answerer(question)
                   : QMessageBox::question(m_parts.window, tr("Restore runs?"), question,
                                           QMessageBox::Open | QMessageBox::Discard,
                                           QMessageBox::Open);
    if (answer == QMessageBox::Open)
        for (const QString& path : files)
            if (openSession(path).isEmpty())
                m_parts.sitting->markRecovered();  // not saved by the person: no file of its own
    m_parts.sitting->releaseOrphans();
}

void SessionActions::askMemoryBudget()
{
    bool ok = false;
    const int megabytes = QInputDialog::getInt(
        m_parts.window, tr("Timeline memory budget"),
        tr("Memory for the keyframes of every lesson's run this sitting (MB), shared between "
           "the lessons opened: the lesson on show has at least half, each other keeps what it "
           "has up to an equal part of the rest. When a run's share is full, every other "
           "keyframe is dropped: going back then replays a little more."),
        static_cast<int>(m_parts.sitting->memoryBudget() >> 20), 16, 65536, 16, &ok);
    if (ok)
        m_parts.sitting->setMemoryBudgetMegabytes(megabytes);
}

void SessionActions::recordRun()
{
    if (!m_parts.sitting->current())
        return;
    m_parts.player->setPlaying(false);
    const bool haveFfmpeg = !ffmpegProgram().isEmpty();
    auto* dialog = new RecordDialog(haveFfmpeg, m_parts.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, haveFfmpeg] {
        RecordingOptions options = dialog->options();
        options.theme = currentTheme();  // the recording looks like the window
        if (!haveFfmpeg && recordingKind(options.target) != RecordingKind::PngSequence) {
            problem(tr("Cannot record"), tr("ffmpeg is not installed: give a folder to record "
                                            "a PNG sequence into."));
            return;
        }
        startRecording(options);
    });
    dialog->open();
}

void SessionActions::startRecording(const RecordingOptions& options)
{
    // From a copy of the run as it stands: the class's run stays where it was (its time, state,
    // charts and timeline), however long the recording.
    QString copyError;
    std::unique_ptr<LessonSession> copy;
    m_parts.sitting->guarded("copying the run to record",
                             [&] { copy = copySession(*m_parts.sitting->currentForFiles(), &copyError); });
    if (!copy) {
        problem(tr("Recording failed"), copyError);
        return;
    }
    // Frame by frame from the event loop (RecorderJob.h): the window keeps drawing, Cancel works.
    auto* job = new RecorderJob(std::move(copy), options, this);
    auto* progress = new QProgressDialog(tr("Recording %1…").arg(options.target), tr("Cancel"), 0,
                                         job->frameCount(), m_parts.window);
    progress->setObjectName(QStringLiteral("recordingProgress"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    connect(progress, &QProgressDialog::canceled, job, &RecorderJob::cancel);
    connect(job, &RecorderJob::progress, progress,
            [progress](int written, int) { progress->setValue(written); });
    connect(job, &RecorderJob::finished, this,
            [this, job, progress, options](const QString& error, bool cancelled) {
                progress->deleteLater();
                job->deleteLater();
                if (!error.isEmpty())
                    problem(tr("Recording failed"), error);
                else if (!cancelled)
                    m_parts.tell(tr("Recorded %1 frames to %2").arg(job->framesWritten()).arg(options.target),
                                 8000);
            });
    if (const QString error = job->start(); !error.isEmpty()) {
        delete progress;
        delete job;
        problem(tr("Recording failed"), error);
    }
}

} // namespace pl

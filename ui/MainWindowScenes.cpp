// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's scene-file, student-mode and recording actions (File menu): kept apart from
// MainWindow.cpp so that the window's core stays small.
#include "ChartPanel.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "QtAdapters.h"
#include "RecordDialog.h"
#include "Recorder.h"
#include "RecorderJob.h"
#include "SceneFiles.h"
#include "SceneView.h"
#include "SessionCopy.h"
#include "StudentPanel.h"
#include "Theme.h"

#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace pl {

void MainWindow::buildSceneActions(QMenu* file)
{
    file->addSeparator();
    // Ctrl+O (File → Open session or scene…) opens scene files too.
    markExit(file->addAction(tr("Open s&cene…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open scene"), QString(),
                                                          tr("Scene files (*.json)"));
        if (!path.isEmpty())
            openScene(path);
    }), "open");
    file->addAction(tr("Save as &scene…"), this, [this] {
        if (!m_session)
            return;
        if (!m_session->lesson().asScene()) {
            showError(tr("Cannot save as scene"),
                      tr("This lesson is not made of particles and links. Scenes can be saved "
                         "from the springs, xpbd, soft-body and bouncing lessons and from "
                         "scenes."));
            return;
        }
        const QString path = QFileDialog::getSaveFileName(this, tr("Save as scene"),
                                                          QStringLiteral("scene.json"),
                                                          tr("Scene files (*.json)"));
        if (path.isEmpty())
            return;
        if (const QString error = saveScene(path); !error.isEmpty())
            showError(tr("Cannot save as scene"), error);
        else
            statusBar()->showMessage(tr("Saved the scene to %1").arg(path), 6000);
    });
    file->addAction(tr("&Record video…"), this, &MainWindow::recordRun);
}

void MainWindow::openScene(const QString& path)
{
    settle();
    OpenedScene opened = openSceneFile(path);
    if (!opened.lesson) {
        // The lesson that was open stays as it was.
        showError(tr("Cannot open the scene"), opened.error);
        return;
    }
    if (!mayReplaceRun(opened.lesson->info().id, path))
        return;
    showLesson(std::move(opened.lesson), opened.student);
}

QString MainWindow::saveScene(const QString& path)
{
    settle();
    return saveSceneFile(m_session->lesson(), path);
}

void MainWindow::enterStudentMode(const StudentSetup& student)
{
    const std::vector<std::pair<std::string, QString>> docks = {
        {"lessons", QStringLiteral("lessonsDock")},
        {"text", QStringLiteral("textDock")},
        {"parameters", QStringLiteral("parametersDock")},
        {"measurements", QStringLiteral("measurementsDock")}};
    for (const auto& [panel, name] : docks)
        if (auto* dock = findChild<QDockWidget*>(name)) {
            // The lesson list is a way out: gone unless the teacher allows it.
            const bool hidden = student.hides(panel) || (panel == "lessons" && !student.allows("lessons"));
            dock->setVisible(!hidden);
            dock->toggleViewAction()->setEnabled(!hidden);  // the View menu cannot bring it back
        }
    m_charts->setVisible(!student.hides("charts"));
    m_parameters->lock([&student](const std::string& id) { return student.locks(id); });

    const QString title = toQString(m_session->lesson().info().title);
    m_studentPanel = new StudentPanel(student, title, this);
    m_studentDock = new QDockWidget(tr("Questions"), this);
    m_studentDock->setObjectName(QStringLiteral("studentDock"));
    m_studentDock->setWidget(m_studentPanel);
    m_studentDock->setFeatures(QDockWidget::DockWidgetMovable);
    // On the left, where the lesson list was, with the column's whole height, so that every
    // question is in sight at 1280×800 (on the right, under parameters and measurements, they
    // had a third of it and showed one at a time). The lesson's text is a tab beside them.
    addDockWidget(Qt::LeftDockWidgetArea, m_studentDock);
    if (auto* text = findChild<QDockWidget*>(QStringLiteral("textDock")); text && !student.hides("text"))
        tabifyDockWidget(text, m_studentDock);
    // The questions' tab in front, once the tab bar exists (it is made from the event loop).
    QTimer::singleShot(0, m_studentDock, &QDockWidget::raise);
    enableExits(&student);
    setWindowTitle(windowTitle() + tr(" — student mode"));
    statusBar()->showMessage(tr("Student mode: the controls your teacher left open are shown."));
}

void MainWindow::leaveStudentMode()
{
    if (!m_studentDock)
        return;
    for (const QString& name : {QStringLiteral("lessonsDock"), QStringLiteral("textDock"),
                                QStringLiteral("parametersDock"),
                                QStringLiteral("measurementsDock")})
        if (auto* dock = findChild<QDockWidget*>(name)) {
            dock->setVisible(true);
            dock->toggleViewAction()->setEnabled(true);
        }
    m_charts->setVisible(true);
    removeDockWidget(m_studentDock);
    m_studentDock->deleteLater();
    m_studentDock = nullptr;
    m_studentPanel = nullptr;
    enableExits(nullptr);
}

void MainWindow::markExit(QAction* action, const std::string& exit)
{
    m_exits.emplace_back(action, exit);
}

void MainWindow::enableExits(const StudentSetup* student)
{
    for (const auto& [action, exit] : m_exits)
        action->setEnabled(!student || student->allows(exit));
    m_browser->setEnabled(!student || student->allows("lessons"));
    m_defaultsButton->setEnabled(!student || student->allows("defaults"));
    rebuildRecentMenu();  // enabled when there are recent files and opening is allowed
}

void MainWindow::recordRun()
{
    if (!m_session)
        return;
    setPlaying(false);
    const bool haveFfmpeg = !ffmpegProgram().isEmpty();
    auto* dialog = new RecordDialog(haveFfmpeg, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, haveFfmpeg] {
        RecordingOptions options = dialog->options();
        options.theme = currentTheme();  // the recording looks like the window
        if (!haveFfmpeg && recordingKind(options.target) != RecordingKind::PngSequence) {
            showError(tr("Cannot record"), tr("ffmpeg is not installed: give a folder to record "
                                              "a PNG sequence into."));
            return;
        }
        startRecording(options);
    });
    dialog->open();
}

void MainWindow::startRecording(const RecordingOptions& options)
{
    // From a copy of the run as it stands: the class's run stays where it was (its time, state,
    // charts and timeline), however long the recording.
    QString copyError;
    std::unique_ptr<LessonSession> copy;
    guarded("copying the run to record", [&] { copy = copySession(*m_session, &copyError); });
    if (!copy) {
        showError(tr("Recording failed"), copyError);
        return;
    }
    // Frame by frame from the event loop (RecorderJob.h): the window keeps drawing, Cancel works.
    auto* job = new RecorderJob(std::move(copy), options, this);
    auto* progress = new QProgressDialog(tr("Recording %1…").arg(options.target), tr("Cancel"), 0,
                                         job->frameCount(), this);
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
                    showError(tr("Recording failed"), error);
                else if (!cancelled)
                    statusBar()->showMessage(tr("Recorded %1 frames to %2")
                                                 .arg(job->framesWritten())
                                                 .arg(options.target),
                                             8000);
            });
    if (const QString error = job->start(); !error.isEmpty()) {
        delete progress;
        delete job;
        showError(tr("Recording failed"), error);
    }
}

} // namespace pl

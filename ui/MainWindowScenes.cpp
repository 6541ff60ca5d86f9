// The main window's scene-file, student-mode and recording actions (File menu): kept apart from
// MainWindow.cpp so that the window's core stays small.
#include "ChartPanel.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "QtAdapters.h"
#include "Recorder.h"
#include "RecorderJob.h"
#include "SceneFiles.h"
#include "SceneView.h"
#include "StudentPanel.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
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

    QDialog dialog(this);
    dialog.setWindowTitle(tr("Record video"));
    auto* form = new QFormLayout(&dialog);
    if (!haveFfmpeg) {
        auto* note = new QLabel(tr("<b>ffmpeg is not installed</b>, so MP4 and GIF cannot be "
                                   "written. Record a numbered PNG sequence into a folder "
                                   "instead, or install the <i>ffmpeg</i> package."),
                                &dialog);
        note->setWordWrap(true);
        form->addRow(note);
    }
    auto* target = new QLineEdit(haveFfmpeg ? QStringLiteral("run.mp4") : QStringLiteral("frames"),
                                 &dialog);
    auto* browse = new QPushButton(tr("Browse…"), &dialog);
    connect(browse, &QPushButton::clicked, &dialog, [&] {
        const QString path = haveFfmpeg
            ? QFileDialog::getSaveFileName(&dialog, tr("Record to"), target->text(),
                                           tr("MP4 video (*.mp4);;Animated GIF (*.gif)"))
            : QFileDialog::getExistingDirectory(&dialog, tr("Folder for the PNG frames"));
        if (!path.isEmpty())
            target->setText(path);
    });
    auto* targetRow = new QHBoxLayout();
    targetRow->addWidget(target, 1);
    targetRow->addWidget(browse);
    form->addRow(tr("File (.mp4, .gif) or folder"), targetRow);
    auto* duration = new QDoubleSpinBox(&dialog);
    duration->setRange(0.1, 3600.0);
    duration->setValue(10.0);
    duration->setSuffix(tr(" s simulated"));
    form->addRow(tr("Duration"), duration);
    auto* fps = new QSpinBox(&dialog);
    fps->setRange(1, 240);
    fps->setValue(30);
    form->addRow(tr("Frames per second"), fps);
    auto* width = new QSpinBox(&dialog);
    width->setRange(16, 7680);
    width->setValue(1920);
    auto* height = new QSpinBox(&dialog);
    height->setRange(16, 4320);
    height->setValue(1080);
    auto* sizeRow = new QHBoxLayout();
    sizeRow->addWidget(width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), &dialog));
    sizeRow->addWidget(height);
    form->addRow(tr("Size (px)"), sizeRow);
    auto* charts = new QCheckBox(tr("Charts beside the view"), &dialog);
    form->addRow(charts);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;

    RecordingOptions options;
    options.target = target->text().trimmed();
    options.fps = fps->value();
    options.size = QSize(width->value(), height->value());
    options.duration = duration->value();
    options.withCharts = charts->isChecked();
    options.theme = currentTheme();  // the recording looks like the window
    if (!haveFfmpeg && recordingKind(options.target) != RecordingKind::PngSequence) {
        showError(tr("Cannot record"), tr("ffmpeg is not installed: give a folder to record a "
                                          "PNG sequence into."));
        return;
    }
    // Frame by frame from the event loop (RecorderJob.h): the window keeps drawing, Cancel works.
    auto* job = new RecorderJob(*m_session, options, this);
    auto* progress = new QProgressDialog(tr("Recording %1…").arg(options.target), tr("Cancel"), 0,
                                         job->frameCount(), this);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    connect(progress, &QProgressDialog::canceled, job, &RecorderJob::cancel);
    connect(job, &RecorderJob::progress, progress, [this, progress](int written, int) {
        progress->setValue(written);
        refreshView();
    });
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
                refreshView();
                refreshCharts();
                refreshMeasurements();
                refreshStatus();
            });
    if (const QString error = job->start(); !error.isEmpty()) {
        delete progress;
        delete job;
        showError(tr("Recording failed"), error);
    }
}

} // namespace pl

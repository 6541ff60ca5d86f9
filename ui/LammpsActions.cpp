// SPDX-License-Identifier: GPL-3.0-or-later
#include "LammpsActions.h"

#include "Sitting.h"
#include "QtAdapters.h"
#include "lammps/LammpsExport.h"

#include <particlelab/io/LammpsLog.h>

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QProgressDialog>
#include <QStatusBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

#include <unistd.h>

namespace pl {

namespace {

bool offscreen() { return QGuiApplication::platformName() == QLatin1String("offscreen"); }

// The run length the deck asks for: its `variable nsteps index N` line.
long long deckSteps(const QString& deckPath)
{
    QFile deck(deckPath);
    if (!deck.open(QIODevice::ReadOnly | QIODevice::Text))
        return 0;
    static const QRegularExpression line(QStringLiteral(R"(^\s*variable\s+nsteps\s+index\s+(\d+))"),
                                         QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = line.match(QString::fromUtf8(deck.readAll()));
    return m.hasMatch() ? m.captured(1).toLongLong() : 0;
}

} // namespace

LammpsActions::LammpsActions(const Parts& parts, QMenu* menu) : QObject(parts.window), m_parts(parts)
{
    menu->addAction(tr("Export to &LAMMPS…"), this, &LammpsActions::exportToLammps);
    m_opening = {menu->addAction(tr("Run LAMMPS on a deck…"), this, &LammpsActions::runLammps),
                 menu->addAction(tr("&Import LAMMPS run…"), this, &LammpsActions::importRun)};
}

LammpsActions::~LammpsActions()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

QString LammpsActions::lammpsExecutable()
{
    for (const char* name : {"lmp", "lmp_serial", "lmp_mpi"})
        if (QString path = QStandardPaths::findExecutable(QString::fromLatin1(name)); !path.isEmpty())
            return path;
    return {};
}

QString LammpsActions::mpiLauncher()
{
    for (const char* name : {"mpirun", "mpiexec"})
        if (QString path = QStandardPaths::findExecutable(QString::fromLatin1(name)); !path.isEmpty())
            return path;
    return {};
}

void LammpsActions::showError(const QString& title, const QString& message)
{
    if (offscreen()) {
        qInfo("%s: %s", qPrintable(title), qPrintable(message));
        return;
    }
    QMessageBox::warning(m_parts.window, title, message);
}

void LammpsActions::exportToLammps()
{
    const Lesson& lesson = m_parts.sitting->current()->lesson();
    if (!canExportToLammps(lesson)) {
        showError(tr("Export to LAMMPS"),
                  tr("The lesson '%1' has no LAMMPS export: only lennard-jones and ideal-gas "
                     "have one.").arg(toQString(lesson.info().id)));
        return;
    }
    const QString folder = QFileDialog::getExistingDirectory(m_parts.window, tr("Export to LAMMPS: folder"));
    if (folder.isEmpty())
        return;
    if (const std::string error = pl::exportToLammps(lesson, toStdString(folder)); !error.empty()) {
        showError(tr("Export to LAMMPS failed"), toQString(error));
        return;
    }
    const QString lmp = lammpsExecutable();
    QString text = tr("Wrote in.particlelab and particlelab.data to %1.\n\nRun it with:\n  cd %1\n"
                      "  lmp -in in.particlelab").arg(folder);
    if (lmp.isEmpty()) {
        QMessageBox::information(m_parts.window, tr("Exported to LAMMPS"),
                                 text + tr("\n\nLAMMPS is not installed here (Debian: apt-get "
                                           "install lammps)."));
        return;
    }
    if (QMessageBox::question(m_parts.window, tr("Exported to LAMMPS"), text + tr("\n\nRun it now?")) ==
        QMessageBox::Yes)
        if (const QString error = startRun(folder, 1); !error.isEmpty())
            showError(tr("Cannot start LAMMPS"), error);
}

void LammpsActions::runLammps()
{
    if (m_process) {
        showError(tr("Run LAMMPS"), tr("LAMMPS is already running in %1.").arg(m_folder));
        return;
    }
    const QString folder = QFileDialog::getExistingDirectory(
        m_parts.window, tr("Run LAMMPS: the folder with in.particlelab"));
    if (folder.isEmpty())
        return;
    int processes = 1;
    if (!mpiLauncher().isEmpty()) {
        bool ok = false;
        processes = QInputDialog::getInt(m_parts.window, tr("Run LAMMPS"), tr("MPI processes:"), 1, 1,
                                         std::max(1, QThread::idealThreadCount()), 1, &ok);
        if (!ok)
            return;
    }
    if (const QString error = startRun(folder, processes); !error.isEmpty())
        showError(tr("Cannot start LAMMPS"), error);
}

QString LammpsActions::startRun(const QString& folder, int processes)
{
    if (m_process)
        return tr("LAMMPS is already running in %1").arg(m_folder);
    const QString lmp = lammpsExecutable();
    if (lmp.isEmpty())
        return tr("LAMMPS (lmp) is not installed (Debian: apt-get install lammps)");
    const QString deck = QDir(folder).filePath(QString::fromLatin1(lammpsFiles::deck));
    if (!QFileInfo::exists(deck))
        return tr("%1 has no %2: export a lesson there first").arg(folder, lammpsFiles::deck);
    QString program = lmp;
    QStringList arguments{QStringLiteral("-in"), QString::fromLatin1(lammpsFiles::deck)};
    if (processes > 1) {
        const QString launcher = mpiLauncher();
        if (launcher.isEmpty())
            return tr("no MPI launcher (mpirun or mpiexec) for %1 processes").arg(processes);
        QStringList mpi{QStringLiteral("-np"), QString::number(processes)};
        // Open MPI refuses to start as root unless told.
        if (geteuid() == 0 && QFileInfo(launcher).canonicalFilePath().contains(QLatin1String("openmpi")))
            mpi << QStringLiteral("--allow-run-as-root");
        arguments = mpi + QStringList{lmp} + arguments;
        program = launcher;
    }
    m_folder = folder;
    m_output.clear();
    m_lastStep = -1;
    m_cancelled = false;
    m_totalSteps = deckSteps(deck);
    m_process = new QProcess(this);
    m_process->setWorkingDirectory(folder);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    connect(m_process, &QProcess::readyReadStandardOutput, this,
            [this] { m_output += m_process->readAllStandardOutput(); });
    connect(m_process, &QProcess::finished, this, [this](int code) { finished(code); });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            finished(-1);
    });
    m_progress = new QProgressDialog(tr("LAMMPS is starting…"), tr("Cancel"), 0,
                                     m_totalSteps > 0 ? 1000 : 0, m_parts.window);
    m_progress->setWindowTitle(tr("LAMMPS run"));
    m_progress->setWindowModality(Qt::NonModal);
    m_progress->setMinimumDuration(0);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, this, &LammpsActions::cancelRun);
    m_poll = new QTimer(this);
    connect(m_poll, &QTimer::timeout, this, &LammpsActions::pollProgress);
    m_poll->start(300);
    m_process->start(program, arguments);
    return {};
}

void LammpsActions::pollProgress()
{
    if (!m_process || !m_progress)
        return;
    const long long step = latestThermoStep(std::string_view(m_output.constData(),
                                                             static_cast<std::size_t>(m_output.size())));
    if (step < 0)
        return;
    m_lastStep = step;
    if (m_totalSteps > 0) {
        m_progress->setValue(static_cast<int>(std::min<long long>(1000, 1000 * step / m_totalSteps)));
        m_progress->setLabelText(tr("LAMMPS: step %1 of %2").arg(step).arg(m_totalSteps));
    } else {
        m_progress->setLabelText(tr("LAMMPS: step %1").arg(step));
    }
}

void LammpsActions::cancelRun()
{
    if (!m_process)
        return;
    m_cancelled = true;
    m_process->kill();
}

void LammpsActions::finished(int exitCode)
{
    if (!m_process)
        return;
    m_output += m_process->readAllStandardOutput();
    pollProgress();
    m_poll->stop();
    m_poll->deleteLater();
    m_poll = nullptr;
    m_progress->deleteLater();
    m_progress = nullptr;
    const bool ok = m_process->exitStatus() == QProcess::NormalExit && exitCode == 0;
    const QString failure = m_process->errorString();
    m_process->deleteLater();
    m_process = nullptr;
    if (m_cancelled) {
        m_parts.status->showMessage(tr("LAMMPS run cancelled"), 6000);
        return;
    }
    if (!ok) {
        const QString tail = QString::fromUtf8(m_output.right(600));
        showError(tr("LAMMPS failed"), tr("LAMMPS stopped with exit code %1 (%2).\n\n%3")
                                           .arg(exitCode).arg(failure, tail));
        return;
    }
    const QDir dir(m_folder);
    if (offscreen() ||
        QMessageBox::question(m_parts.window, tr("LAMMPS finished"),
                              tr("LAMMPS finished in %1. Open the run?").arg(m_folder)) ==
            QMessageBox::Yes)
        openRun(dir.filePath(QString::fromLatin1(lammpsFiles::dump)),
                dir.filePath(QString::fromLatin1(lammpsFiles::log)));
}

void LammpsActions::importRun()
{
    const QString dump = QFileDialog::getOpenFileName(
        m_parts.window, tr("Import LAMMPS run: trajectory"), QString(),
        tr("LAMMPS dump (*.lammpstrj *.dump dump.*);;All files (*)"));
    if (dump.isEmpty())
        return;
    QString log = QFileInfo(dump).dir().filePath(QString::fromLatin1(lammpsFiles::log));
    if (!QFileInfo::exists(log))
        log = QFileDialog::getOpenFileName(m_parts.window, tr("Import LAMMPS run: log (Cancel for none)"),
                                           QFileInfo(dump).path(), tr("LAMMPS log (log.* *.log);;All files (*)"));
    openRun(dump, log);
}

bool LammpsActions::openRun(const QString& dump, const QString& log)
{
    if (!m_parts.selectLesson("lammps-run"))
        return false;
    LessonSession* session = m_parts.sitting->current();
    for (const auto& [key, value] : {std::pair{"dump", dump}, std::pair{"log", log}})
        if (auto error = session->set(key, toStdString(value))) {
            showError(tr("Cannot import the LAMMPS run"), m_parts.sitting->refusalText(*error));
            return false;
        }
    return m_parts.sitting->reset();
}

} // namespace pl

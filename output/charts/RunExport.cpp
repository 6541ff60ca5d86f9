// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunExport.h"

#include "ChartDrawing.h"
#include "QtAdapters.h"
#include "Report.h"
#include "SafeWrite.h"
#include "StudyImageView.h"
#include "TableExport.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QTemporaryDir>

#include <filesystem>
#include <system_error>

namespace pl {

namespace {

// Why `directory` cannot take an export, or an empty string; `reason` (when given) is set to
// the part after "…: " that says why at bottom (the system's words), or to the whole message.
QString directoryProblem(const QString& directory, QString* reason) {
    const auto problem = [reason](const QString& message, const QString& why) {
        if (reason)
            *reason = why;
        return message;
    };
    if (directory.isEmpty()) {
        const QString message = FileWriting::tr("the export directory is empty");
        return problem(message, message);
    }
    const QFileInfo info(directory);
    if (info.exists() && !info.isDir()) {
        const QString message =
            FileWriting::tr("export directory '%1' is a file, not a directory").arg(directory);
        return problem(message, message);
    }
    // std::filesystem says why a folder cannot be made (permission, a file in the way, no space).
    std::error_code error;
    std::filesystem::create_directories(std::filesystem::path(directory.toStdString()), error);
    if (error && !QFileInfo(directory).isDir()) {
        const QString why = systemReason(error.value());
        return problem(
            FileWriting::tr("cannot create export directory '%1': %2").arg(directory, why), why);
    }
    // A few kilobytes written and flushed: a full disk says so here ("No space left on device").
    if (const QString why = probeWrite(directory, 4096); !why.isEmpty())
        return problem(
            FileWriting::tr("export directory '%1' is not writable: %2").arg(directory, why), why);
    return {};
}

// Why a lock file could not be made: the probe's reason (a full disk, no permission).
QString lockFailureReason(const QString& directory)
{
    QString reason;
    directoryProblem(directory, &reason);
    return reason.isEmpty() ? FileWriting::tr("the lock file could not be created") : reason;
}

} // namespace

QString checkWritableDirectory(const QString& directory) {
    return directoryProblem(directory, nullptr);
}

ExportFolderLock::ExportFolderLock(const QString& directory)
    : m_lock(std::make_unique<QLockFile>(QDir(directory).filePath(QStringLiteral(".particlelab-export.lock"))))
{
    // Never stale while the process that holds it lives; a crashed holder's lock is taken over.
    m_lock->setStaleLockTime(0);
    if (m_lock->tryLock(0))
        return;
    qint64 pid = 0;
    QString host, application;
    m_lock->getLockInfo(&pid, &host, &application);
    m_error = m_lock->error() == QLockFile::LockFailedError
                  ? FileWriting::tr("export directory '%1' is in use by another particlelab run "
                                    "(process %2); wait for it or choose another folder")
                        .arg(directory)
                        .arg(pid)
                  : FileWriting::tr("export directory '%1' cannot be locked for writing (%2)")
                        .arg(directory, lockFailureReason(directory));
}

ExportFolderLock::~ExportFolderLock() = default;

namespace {

// Writes every file of the export into `dir` (a staging folder); returns the first error.
QString writeExport(const LessonSession& session, const QImage& view, const QDir& dir,
                    const std::function<bool()>& stop)
{
    const QString interrupted = QStringLiteral("interrupted");
    for (const ChartSpec& spec : session.charts()) {
        if (stop && stop())
            return interrupted;
        ChartDrawing chart(spec, nullptr, session.lesson().textContext());
        chart.refresh(session.chartData());
        const QString base = dir.filePath(toQString(spec.id));
        for (const QString& error : {chart.savePng(base + QStringLiteral(".png")),
                                     chart.saveSvg(base + QStringLiteral(".svg")),
                                     ChartDrawing::saveCsv(spec, session.chartData(),
                                                          base + QStringLiteral(".csv"))})
            if (!error.isEmpty())
                return error;
    }
    for (const Table& table : session.lesson().tables()) {
        const QString path = dir.filePath(toQString(table.id) + QStringLiteral(".csv"));
        if (QString error = saveTableCsv(table, path); !error.isEmpty())
            return error;
    }
    for (const StudyResult::Image& image : session.images()) {
        if (stop && stop())
            return interrupted;
        // The study as it is read on screen (title, axes with units, colour key), at the
        // charts' export size; and its cells, one pixel each, for analysis.
        StudyImageView chart;
        chart.setImage(image, imageSpecOf(session.lesson(), image.id));
        const QString base = dir.filePath(toQString(image.id));
        for (const QString& error :
             {savePngAtomically(chart.renderImage(QSize(900, 560)), base + QStringLiteral(".png")),
              saveStudyImage(image, base + QStringLiteral("_pixels.png"))})
            if (!error.isEmpty())
                return error;
    }
    if (QString error = savePngAtomically(view, dir.filePath(QStringLiteral("view.png")));
        !error.isEmpty())
        return error;
    if (QString error = saveReport(session, dir.filePath(QStringLiteral("report.json")));
        !error.isEmpty())
        return error;
    return stop && stop() ? interrupted : QString();
}

} // namespace

QString exportRun(const LessonSession& session, const QImage& view, const QString& directory,
                  QStringList* written, const std::function<bool()>& stop)
{
    if (QString error = checkWritableDirectory(directory); !error.isEmpty())
        return error;
    // Everything is written into a hidden folder beside the files it will replace, and moved
    // into place only when all of it was written: a full disk or Ctrl+C halfway leaves the
    // folder as it was (QTemporaryDir removes the staging folder with what it holds).
    QTemporaryDir staging(QDir(directory).filePath(QStringLiteral(".particlelab-export-XXXXXX")));
    if (!staging.isValid())
        return FileWriting::tr("cannot write into export directory '%1': %2")
            .arg(directory, staging.errorString());
    const QDir stagingDir(staging.path());
    if (QString error = writeExport(session, view, stagingDir, stop); !error.isEmpty())
        return error == QLatin1String("interrupted")
                   ? error
                   : error.replace(staging.path(), QDir::cleanPath(directory));
    for (const QString& name : stagingDir.entryList(QDir::Files, QDir::Name)) {
        const QString target = QDir(directory).filePath(name);
        std::error_code error;
        std::filesystem::rename(stagingDir.filePath(name).toStdString(), target.toStdString(),
                                error);
        if (error)
            return FileWriting::tr("cannot write %1: %2").arg(target, systemReason(error.value()));
        if (written)
            written->append(target);
    }
    return {};
}

CreatedFolders::CreatedFolders(const QString& directory)
{
    for (QString folder = QDir::cleanPath(QDir(directory).absolutePath());
         !folder.isEmpty() && !QFileInfo::exists(folder); folder = QFileInfo(folder).path())
        m_folders.append(folder);  // deepest first
}

CreatedFolders::~CreatedFolders()
{
    for (const QString& folder : std::as_const(m_folders))
        if (!QDir().rmdir(folder))  // only an empty folder goes
            break;
}

} // namespace pl

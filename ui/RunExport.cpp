#include "RunExport.h"

#include "ChartWidget.h"
#include "QtAdapters.h"
#include "Report.h"
#include "SafeWrite.h"
#include "StudyImageView.h"
#include "TableExport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

#include <filesystem>
#include <system_error>

namespace pl {

QString checkWritableDirectory(const QString& directory)
{
    if (directory.isEmpty())
        return QStringLiteral("the export directory is empty");
    const QFileInfo info(directory);
    if (info.exists() && !info.isDir())
        return QStringLiteral("export directory '%1' is a file, not a directory").arg(directory);
    // std::filesystem says why a folder cannot be made (permission, a file in the way, no space).
    std::error_code error;
    std::filesystem::create_directories(std::filesystem::path(directory.toStdString()), error);
    if (error && !QFileInfo(directory).isDir())
        return QStringLiteral("cannot create export directory '%1': %2")
            .arg(directory, QString::fromLocal8Bit(error.message().c_str()));
    QFile probe(QDir(directory).filePath(QStringLiteral(".particlelab-write-test")));
    if (!probe.open(QIODevice::WriteOnly))
        return QStringLiteral("export directory '%1' is not writable: %2")
            .arg(directory, probe.errorString());
    probe.close();
    probe.remove();
    return {};
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
                  ? QStringLiteral("export directory '%1' is in use by another particlelab run "
                                   "(process %2); wait for it or choose another folder")
                        .arg(directory)
                        .arg(pid)
                  : QStringLiteral("export directory '%1' cannot be locked for writing")
                        .arg(directory);
}

ExportFolderLock::~ExportFolderLock() = default;

QString exportRun(const LessonSession& session, const QImage& view, const QString& directory,
                  QStringList* written)
{
    if (QString error = checkWritableDirectory(directory); !error.isEmpty())
        return error;
    const QDir dir(directory);
    auto note = [written](const QString& path) {
        if (written)
            written->append(path);
    };

    for (const ChartSpec& spec : session.charts()) {
        ChartWidget chart(spec);
        chart.refresh(session.chartData());
        const QString base = dir.filePath(toQString(spec.id));
        for (const QString& error : {chart.savePng(base + QStringLiteral(".png")),
                                     chart.saveSvg(base + QStringLiteral(".svg")),
                                     ChartWidget::saveCsv(spec, session.chartData(),
                                                          base + QStringLiteral(".csv"))})
            if (!error.isEmpty())
                return error;
        note(base + QStringLiteral(".png"));
        note(base + QStringLiteral(".svg"));
        note(base + QStringLiteral(".csv"));
    }
    for (const Table& table : session.lesson().tables()) {
        const QString path = dir.filePath(toQString(table.id) + QStringLiteral(".csv"));
        if (QString error = saveTableCsv(table, path); !error.isEmpty())
            return error;
        note(path);
    }
    for (const StudyResult::Image& image : session.images()) {
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
        note(base + QStringLiteral(".png"));
        note(base + QStringLiteral("_pixels.png"));
    }
    const QString viewPath = dir.filePath(QStringLiteral("view.png"));
    if (QString error = savePngAtomically(view, viewPath); !error.isEmpty())
        return error;
    note(viewPath);
    const QString reportPath = dir.filePath(QStringLiteral("report.json"));
    if (QString error = saveReport(session, reportPath); !error.isEmpty())
        return error;
    note(reportPath);
    return {};
}

} // namespace pl

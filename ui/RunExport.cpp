#include "RunExport.h"

#include "ChartWidget.h"
#include "QtAdapters.h"
#include "Report.h"
#include "TableExport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace pl {

QString checkWritableDirectory(const QString& directory)
{
    if (directory.isEmpty())
        return QStringLiteral("the export directory is empty");
    const QFileInfo info(directory);
    if (info.exists() && !info.isDir())
        return QStringLiteral("export directory '%1' is a file, not a directory").arg(directory);
    if (!QDir().mkpath(directory))
        return QStringLiteral("cannot create export directory '%1'").arg(directory);
    QFile probe(QDir(directory).filePath(QStringLiteral(".particlelab-write-test")));
    if (!probe.open(QIODevice::WriteOnly))
        return QStringLiteral("export directory '%1' is not writable: %2")
            .arg(directory, probe.errorString());
    probe.close();
    probe.remove();
    return {};
}

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
        const QString path = dir.filePath(toQString(image.id) + QStringLiteral(".png"));
        if (QString error = saveStudyImage(image, path); !error.isEmpty())
            return error;
        note(path);
    }
    const QString viewPath = dir.filePath(QStringLiteral("view.png"));
    if (!view.save(viewPath, "PNG"))
        return QStringLiteral("cannot write %1").arg(viewPath);
    note(viewPath);
    const QString reportPath = dir.filePath(QStringLiteral("report.json"));
    if (QString error = saveReport(session, reportPath); !error.isEmpty())
        return error;
    note(reportPath);
    return {};
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "TableExport.h"

#include "QtAdapters.h"
#include "SafeWrite.h"

#include <QTextStream>

#include <cmath>

namespace pl {

QString formatCell(double value, const TableColumn& column)
{
    if (!std::isfinite(value))
        return {};
    if (column.decimals < 0)
        return QString::number(value, 'g', 17);
    return QString::number(value, 'f', column.decimals);
}

QString saveTableCsv(const Table& table, const QString& path)
{
    return writeFileAtomically(path, [&table](QIODevice& device) {
        QTextStream out(&device);
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            QString title = withUnit(table.columns[c].title, table.columns[c].unit);
            title.replace(QLatin1Char('"'), QStringLiteral("\"\""));
            out << (c ? "," : "") << '"' << title << '"';
        }
        out << '\n';
        for (const std::vector<double>& row : table.rows) {
            for (std::size_t c = 0; c < table.columns.size(); ++c)
                out << (c ? "," : "")
                    << (c < row.size() ? formatCell(row[c], table.columns[c]) : QString());
            out << '\n';
        }
        out.flush();
        return out.status() == QTextStream::Ok;
    });
}

QImage toQImage(const StudyResult::Image& image)
{
    QImage out(image.width, image.height, QImage::Format_ARGB32);
    if (image.width <= 0 || image.height <= 0 ||
        image.argb.size() < static_cast<std::size_t>(image.width) * image.height)
        return QImage();
    for (int y = 0; y < image.height; ++y) {
        auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < image.width; ++x)
            line[x] = image.argb[static_cast<std::size_t>(y) * image.width + x];
    }
    return out;
}

QString saveStudyImage(const StudyResult::Image& image, const QString& path)
{
    const QImage q = toQImage(image);
    if (q.isNull())
        return FileWriting::tr("image '%1' is empty").arg(toQString(image.id));
    return savePngAtomically(q, path);
}

} // namespace pl

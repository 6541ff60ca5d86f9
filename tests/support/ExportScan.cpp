// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportScan.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <cmath>

namespace pl::test {

namespace {

// An SVG coordinate beyond this many pixels is a drawing gone wrong, even if it is finite.
constexpr double kLargestSensibleCoordinate = 1e9;

bool isNonFiniteWord(const QString& cell)
{
    static const QRegularExpression word(QStringLiteral("^[-+]?(nan|inf|infinity)$"),
                                         QRegularExpression::CaseInsensitiveOption);
    return word.match(cell.trimmed()).hasMatch();
}

void scanJson(const QString& name, const QByteArray& bytes, QStringList& defects)
{
    QJsonParseError error;
    QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        defects << name + QStringLiteral(": does not parse (%1)").arg(error.errorString());
    static const QRegularExpression bad(QStringLiteral("\\b(nan|inf|infinity)\\b|1\\.797\\d*e\\+?308"),
                                        QRegularExpression::CaseInsensitiveOption);
    // Only values count: strip string literals first (notes may say "infinite").
    QString text = QString::fromUtf8(bytes);
    static const QRegularExpression strings(QStringLiteral("\"(?:[^\"\\\\]|\\\\.)*\""));
    text.remove(strings);
    if (auto m = bad.match(text); m.hasMatch())
        defects << name + QStringLiteral(": non-finite value '%1'").arg(m.captured(0));
}

void scanCsv(const QString& name, const QByteArray& bytes, QStringList& defects)
{
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    for (int row = 1; row < lines.size(); ++row)  // row 0 is the header with units
        for (const QString& cell : lines[row].split(QLatin1Char(','))) {
            bool ok = false;
            const double v = cell.trimmed().toDouble(&ok);
            if (isNonFiniteWord(cell) || (ok && !std::isfinite(v))) {
                defects << name + QStringLiteral(": row %1 holds '%2'").arg(row).arg(cell);
                return;
            }
        }
}

void scanSvg(const QString& name, const QByteArray& bytes, QStringList& defects)
{
    static const QRegularExpression number(
        QStringLiteral("[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?|\\b(?:nan|inf)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        for (const QXmlStreamAttribute& a : xml.attributes()) {
            const QString n = a.name().toString();
            if (n != QLatin1String("d") && n != QLatin1String("points") &&
                n != QLatin1String("transform") && n != QLatin1String("x") &&
                n != QLatin1String("y") && n != QLatin1String("x1") && n != QLatin1String("y1") &&
                n != QLatin1String("x2") && n != QLatin1String("y2") &&
                n != QLatin1String("width") && n != QLatin1String("height"))
                continue;
            auto it = number.globalMatch(a.value());
            while (it.hasNext()) {
                const QString token = it.next().captured(0);
                bool ok = false;
                const double v = token.toDouble(&ok);
                if (!ok || !std::isfinite(v) || std::abs(v) > kLargestSensibleCoordinate) {
                    defects << name + QStringLiteral(": <%1 %2> holds '%3'")
                                          .arg(xml.name().toString(), n, token);
                    return;
                }
            }
        }
    }
    if (xml.hasError())
        defects << name + QStringLiteral(": not well-formed XML (%1)").arg(xml.errorString());
}

void scanPng(const QString& name, const QByteArray& bytes, QStringList& defects)
{
    static const QByteArray signature("\x89PNG\r\n\x1a\n", 8);
    if (!bytes.startsWith(signature) || bytes.size() < 20 ||
        bytes.mid(bytes.size() - 8, 4) != QByteArrayLiteral("IEND"))
        defects << name + QStringLiteral(": not a complete PNG");
}

} // namespace

QStringList scanExport(const QString& directory)
{
    QStringList defects;
    const QDir dir(directory);
    const QFileInfoList files = dir.entryInfoList(QDir::Files | QDir::Hidden);
    if (!dir.exists(QStringLiteral("report.json")))
        defects << QStringLiteral("report.json: missing");
    for (const QFileInfo& info : files) {
        const QString name = info.fileName();
        QFile file(info.filePath());
        if (!file.open(QIODevice::ReadOnly)) {
            defects << name + QStringLiteral(": cannot be read");
            continue;
        }
        const QByteArray bytes = file.readAll();
        const QString suffix = info.suffix().toLower();
        if (bytes.isEmpty())
            defects << name + QStringLiteral(": empty");
        else if (suffix == QLatin1String("json"))
            scanJson(name, bytes, defects);
        else if (suffix == QLatin1String("csv"))
            scanCsv(name, bytes, defects);
        else if (suffix == QLatin1String("svg"))
            scanSvg(name, bytes, defects);
        else if (suffix == QLatin1String("png"))
            scanPng(name, bytes, defects);
        else
            defects << name + QStringLiteral(": unexpected file (left half-written?)");
    }
    return defects;
}

} // namespace pl::test

// SPDX-License-Identifier: GPL-3.0-or-later
// The spreadsheet export (SpreadsheetExport.h) read back by a second reader, openpyxl
// (tests/app/read_xlsx.py). From one headless run with --export DIR and --export-xlsx FILE:
// every number cell of a chart or table sheet equals the CSV export, and every measurement,
// parameter and the simulated time equals report.json, to 15 significant digits; every number of
// the CSVs and report.json is in the workbook (none left out, none as text); the axis titles
// with their units head the chart columns; a chart sheet with data holds a native chart. The
// File menu's entry writes the workbook through its dialog, typed into as a person does, and a
// folder that does not exist is reported in a message box.
#include "DocumentExports.h"
#include "MainWindow.h"
#include "SpreadsheetExport.h"

#include "ProgramRun.h"
#include "RequiredTool.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

#include <cmath>
#include <map>

class TestSpreadsheet : public QObject {
    Q_OBJECT

    struct Cell {
        QString type;  // "n" number, "s" text
        QJsonValue value;
    };
    struct NativeChart {
        bool logX = false, logY = false;
        std::vector<std::pair<QString, QString>> series;  // x and y ranges, "'Sheet'!$A$4:$A$104"
    };
    struct Sheet {
        QString name;
        std::vector<NativeChart> charts;
        std::map<std::pair<int, int>, Cell> cells;  // (row, column) from 0

        const Cell* at(int row, int col) const
        {
            const auto it = cells.find({row, col});
            return it == cells.end() ? nullptr : &it->second;
        }
        QString text(int row, int col) const
        {
            const Cell* c = at(row, col);
            return c && c->type == QLatin1String("s") ? c->value.toString() : QString();
        }
    };

    // The Python that has openpyxl: Debian's (python3-openpyxl), or the python3 on PATH.
    static QString pythonWithOpenpyxl()
    {
        for (const QString& candidate : {QStringLiteral("/usr/bin/python3"), pl::test::findTool("python3")}) {
            if (candidate.isEmpty() || !QFileInfo(candidate).isExecutable())
                continue;
            const auto r = pl::test::runProgram(candidate, {"-c", "import openpyxl"}, 60000);
            if (r.exitCode == 0)
                return candidate;
        }
        return {};
    }

    // Skips (or, where scripts/dev.sh promised it, fails) without openpyxl.
    static bool haveReader(QString& python)
    {
        python = pythonWithOpenpyxl();
        return !python.isEmpty();
    }

    static std::vector<Sheet> readWorkbook(const QString& python, const QString& path, QString& error)
    {
        const auto r = pl::test::runProgram(
            python, {QStringLiteral(PARTICLELAB_SOURCE_DIR "/tests/app/read_xlsx.py"), path}, 120000);
        if (r.exitCode != 0) {
            error = QStringLiteral("read_xlsx.py exited %1: %2").arg(r.exitCode).arg(r.err);
            return {};
        }
        std::vector<Sheet> sheets;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8());
        for (const QJsonValue& s : doc.object().value("sheets").toArray()) {
            Sheet sheet;
            sheet.name = s.toObject().value("name").toString();
            for (const QJsonValue& c : s.toObject().value("charts").toArray()) {
                NativeChart chart;
                chart.logX = c.toObject().value("log_x").toBool();
                chart.logY = c.toObject().value("log_y").toBool();
                for (const QJsonValue& range : c.toObject().value("series").toArray())
                    chart.series.push_back({range.toObject().value("x").toString(),
                                            range.toObject().value("y").toString()});
                sheet.charts.push_back(chart);
            }
            for (const QJsonValue& c : s.toObject().value("cells").toArray()) {
                const QJsonArray a = c.toArray();
                sheet.cells[{a[0].toInt(), a[1].toInt()}] = {a[2].toString(), a[3]};
            }
            sheets.push_back(sheet);
        }
        if (sheets.empty())
            error = QStringLiteral("no sheets read from %1").arg(path);
        return sheets;
    }

    // Equal to 15 significant digits (libxlsxwriter writes 16, the CSV 17).
    static bool same(double a, double b)
    {
        return a == b || std::abs(a - b) <= 5e-15 * std::max(std::abs(a), std::abs(b));
    }

    static QStringList csvFields(const QString& line)
    {
        QStringList fields;
        QString field;
        bool quoted = false;
        for (int i = 0; i < line.size(); ++i) {
            const QChar c = line[i];
            if (quoted) {
                if (c == QLatin1Char('"') && i + 1 < line.size() && line[i + 1] == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else if (c == QLatin1Char('"')) {
                    quoted = false;
                } else {
                    field += c;
                }
            } else if (c == QLatin1Char('"')) {
                quoted = true;
            } else if (c == QLatin1Char(',')) {
                fields << field;
                field.clear();
            } else {
                field += c;
            }
        }
        return fields << field;
    }

    static std::vector<QStringList> readCsv(const QString& path)
    {
        QFile file(path);
        std::vector<QStringList> rows;
        if (!file.open(QIODevice::ReadOnly))
            return rows;
        for (const QByteArray& line : file.readAll().split('\n'))
            if (!line.isEmpty())
                rows.push_back(csvFields(QString::fromUtf8(line)));
        return rows;
    }

    // Compares a chart sheet with its CSV (long format: series, x, y). The sheet has an x and
    // a y column per declared series, data from row 3; the CSV leaves out series without points.
    static QString compareChart(const Sheet& sheet, const std::vector<QStringList>& csv, int& numbers)
    {
        if (csv.empty() || csv[0].size() != 3)
            return QStringLiteral("%1: its CSV has no header").arg(sheet.name);
        std::vector<std::vector<std::pair<double, double>>> groups;
        QString last;
        for (std::size_t r = 1; r < csv.size(); ++r) {
            if (groups.empty() || csv[r][0] != last)
                groups.emplace_back();
            last = csv[r][0];
            groups.back().push_back({csv[r][1].toDouble(), csv[r][2].toDouble()});
        }
        std::size_t group = 0;
        int pairs = 0;
        for (int col = 0; sheet.at(2, col); col += 2, ++pairs) {
            if (sheet.text(2, col) != csv[0][1] || sheet.text(2, col + 1) != csv[0][2])
                return QStringLiteral("%1: header \"%2\", \"%3\" is not the CSV's \"%4\", \"%5\"")
                    .arg(sheet.name, sheet.text(2, col), sheet.text(2, col + 1), csv[0][1], csv[0][2]);
            std::vector<std::pair<double, double>> points;
            for (int row = 3; sheet.at(row, col); ++row) {
                const Cell* x = sheet.at(row, col);
                const Cell* y = sheet.at(row, col + 1);
                if (!y || x->type != QLatin1String("n") || y->type != QLatin1String("n"))
                    return QStringLiteral("%1: row %2, column %3 is not a pair of number cells")
                        .arg(sheet.name).arg(row + 1).arg(col + 1);
                points.push_back({x->value.toDouble(), y->value.toDouble()});
            }
            if (points.empty())
                continue;
            if (group >= groups.size())
                return QStringLiteral("%1: a series the CSV does not have").arg(sheet.name);
            const auto& expected = groups[group++];
            if (points.size() != expected.size())
                return QStringLiteral("%1: %2 points in columns %3–%4, %5 in the CSV")
                    .arg(sheet.name).arg(points.size()).arg(col + 1).arg(col + 2).arg(expected.size());
            for (std::size_t i = 0; i < points.size(); ++i)
                if (!same(points[i].first, expected[i].first) || !same(points[i].second, expected[i].second))
                    return QStringLiteral("%1: point %2 of series %3 is (%4, %5), the CSV's (%6, %7)")
                        .arg(sheet.name).arg(i).arg(group)
                        .arg(points[i].first, 0, 'g', 17).arg(points[i].second, 0, 'g', 17)
                        .arg(expected[i].first, 0, 'g', 17).arg(expected[i].second, 0, 'g', 17);
            numbers += 2 * static_cast<int>(points.size());
        }
        if (group != groups.size())
            return QStringLiteral("%1: %2 series with points, the CSV has %3")
                .arg(sheet.name).arg(group).arg(groups.size());
        if (pairs == 0)
            return QStringLiteral("%1: no columns").arg(sheet.name);
        return {};
    }

    static QString compareTable(const Sheet& sheet, const std::vector<QStringList>& csv, int& numbers)
    {
        if (csv.empty())
            return QStringLiteral("%1: empty CSV").arg(sheet.name);
        for (int c = 0; c < csv[0].size(); ++c)
            if (sheet.text(1, c) != csv[0][c])
                return QStringLiteral("%1: header %2 is \"%3\", the CSV's \"%4\"")
                    .arg(sheet.name).arg(c + 1).arg(sheet.text(1, c), csv[0][c]);
        for (std::size_t r = 1; r < csv.size(); ++r)
            for (int c = 0; c < csv[r].size(); ++c) {
                const Cell* cell = sheet.at(static_cast<int>(r) + 1, c);
                if (csv[r][c].isEmpty()) {
                    if (cell)
                        return QStringLiteral("%1: a cell where the CSV has none").arg(sheet.name);
                    continue;
                }
                if (!cell || cell->type != QLatin1String("n") ||
                    !same(cell->value.toDouble(), csv[r][c].toDouble()))
                    return QStringLiteral("%1: row %2 column %3 differs from the CSV's %4")
                        .arg(sheet.name).arg(r + 1).arg(c + 1).arg(csv[r][c]);
                ++numbers;
            }
        return {};
    }

    // A range "'Sheet'!$A$4:$A$104" as its column (from 0) and rows (from 0); column −1 when it
    // is not one column of `sheet`.
    struct Range {
        int column = -1, first = 0, last = -1;
    };
    static Range parseRange(const Sheet& sheet, const QString& ref)
    {
        // One cell is written without a second half: "'Sheet'!$E$4".
        static const QRegularExpression form(
            QStringLiteral("^(.*)!\\$([A-Z]+)\\$(\\d+)(?::\\$([A-Z]+)\\$(\\d+))?$"));
        const QRegularExpressionMatch m = form.match(ref);
        const QString lastColumn = m.captured(4).isEmpty() ? m.captured(2) : m.captured(4);
        const QString lastRow = m.captured(5).isEmpty() ? m.captured(3) : m.captured(5);
        QString name = m.captured(1);
        if (name.startsWith(QLatin1Char('\'')))
            name = name.mid(1).chopped(1).replace(QStringLiteral("''"), QStringLiteral("'"));
        if (!m.hasMatch() || name != sheet.name || m.captured(2) != lastColumn)
            return {};
        int column = 0;
        for (const QChar c : m.captured(2))
            column = column * 26 + (c.unicode() - 'A' + 1);
        return {column - 1, m.captured(3).toInt() - 1, lastRow.toInt() - 1};
    }

    // The native chart plots the sheet's own columns: each series an x column and the y column
    // beside it over the same rows of number cells, one series per column pair with data, and
    // on a log axis only values above zero (LibreOffice draws nothing of a chart with a zero).
    static QString checkNativeChart(const Sheet& sheet)
    {
        const NativeChart& chart = sheet.charts.front();
        int pairsWithData = 0;
        for (int col = 0; sheet.at(2, col); col += 2)
            pairsWithData += sheet.at(3, col) != nullptr;
        if (static_cast<int>(chart.series.size()) != pairsWithData)
            return QStringLiteral("%1: %2 chart series for %3 columns pairs with data")
                .arg(sheet.name).arg(chart.series.size()).arg(pairsWithData);
        for (const auto& [xRef, yRef] : chart.series) {
            const Range x = parseRange(sheet, xRef), y = parseRange(sheet, yRef);
            if (x.column < 0 || y.column != x.column + 1 || x.first != y.first || x.last != y.last ||
                x.first < 3 || x.last < x.first)
                return QStringLiteral("%1: the series %2, %3 is not an x and a y column of the data")
                    .arg(sheet.name, xRef, yRef);
            for (int row = x.first; row <= x.last; ++row) {
                const Cell* xc = sheet.at(row, x.column);
                const Cell* yc = sheet.at(row, y.column);
                if (!xc || !yc || xc->type != QLatin1String("n") || yc->type != QLatin1String("n"))
                    return QStringLiteral("%1: %2 reaches past the data").arg(sheet.name, xRef);
                if ((chart.logX && xc->value.toDouble() <= 0) || (chart.logY && yc->value.toDouble() <= 0))
                    return QStringLiteral("%1: %2 holds a value ≤ 0 on a log axis").arg(sheet.name, yRef);
            }
            if (!chart.logX && !chart.logY && x.first != 3)
                return QStringLiteral("%1: %2 leaves out the first points").arg(sheet.name, xRef);
            if (sheet.at(x.last + 1, x.column))
                return QStringLiteral("%1: %2 leaves out the last points").arg(sheet.name, xRef);
        }
        return {};
    }

    // Every finite number in a report.json value.
    static int countNumbers(const QJsonValue& v)
    {
        if (v.isDouble())
            return 1;
        int n = 0;
        if (v.isArray())
            for (const QJsonValue& x : v.toArray())
                n += countNumbers(x);
        if (v.isObject())
            for (const QJsonValue& x : v.toObject())
                n += countNumbers(x);
        return n;
    }

    static QString compareMeasurements(const Sheet& sheet, const QJsonObject& measurements)
    {
        int idCol = -1;
        std::vector<int> valueCols;
        for (int c = 0; sheet.at(0, c); ++c) {
            const QString h = sheet.text(0, c);
            if (h.startsWith(QLatin1String("Value")))
                valueCols.push_back(c);
            if (h.contains(QLatin1String("report.json")))
                idCol = c;
        }
        if (idCol < 0 || valueCols.empty())
            return QStringLiteral("Measurements: no id or value column");
        int numbers = 0;
        for (int row = 1; sheet.at(row, 0); ++row) {
            const QString id = sheet.text(row, idCol);
            const QString key = sheet.text(row, idCol + 1);
            QJsonValue expected = measurements.value(id);
            if (expected.isUndefined())
                return QStringLiteral("Measurements: %1 is not in report.json").arg(id);
            if (key.startsWith(QLatin1Char('[')))
                expected = expected.toArray().at(key.mid(1).chopped(1).toInt());
            else if (!key.isEmpty())
                expected = expected.toObject().value(key);
            const QJsonArray values = expected.isArray() ? expected.toArray() : QJsonArray{expected};
            for (std::size_t i = 0; i < valueCols.size(); ++i) {
                const Cell* cell = sheet.at(row, valueCols[i]);
                const QJsonValue want = i < static_cast<std::size_t>(values.size())
                                            ? values[static_cast<int>(i)]
                                            : QJsonValue(QJsonValue::Undefined);
                if (!want.isDouble()) {
                    if (cell)
                        return QStringLiteral("Measurements: %1 %2 has a value report.json has not")
                            .arg(id, key);
                    continue;
                }
                if (!cell || cell->type != QLatin1String("n") || !same(cell->value.toDouble(), want.toDouble()))
                    return QStringLiteral("Measurements: %1 %2 is not %3").arg(id, key).arg(want.toDouble(), 0, 'g', 17);
                ++numbers;
            }
        }
        int expected = 0;
        for (const QJsonValue& v : measurements)
            expected += countNumbers(v);
        if (numbers != expected)
            return QStringLiteral("Measurements: %1 numbers, report.json has %2").arg(numbers).arg(expected);
        return {};
    }

    static QString compareParameters(const Sheet& sheet, const QJsonObject& parameters)
    {
        int rows = 0;
        for (int row = 1; sheet.at(row, 0); ++row, ++rows) {
            const QString id = sheet.text(row, 3);
            const QJsonValue want = parameters.value(id);
            const Cell* cell = sheet.at(row, 1);
            if (want.isDouble() && (!cell || cell->type != QLatin1String("n") ||
                                    !same(cell->value.toDouble(), want.toDouble())))
                return QStringLiteral("Parameters: %1 is not %2").arg(id).arg(want.toDouble());
            if (want.isString() && (!cell || cell->type != QLatin1String("s")))
                return QStringLiteral("Parameters: %1 has no text").arg(id);
        }
        if (rows != parameters.size())
            return QStringLiteral("Parameters: %1 rows, report.json has %2").arg(rows).arg(parameters.size());
        return {};
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void workbookEqualsTheCsvExport_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("integrators: studies, keyed measurements")
            << QStringList{"--lesson", "integrators", "--duration", "2"};
        QTest::newRow("taylor: tables") << QStringList{"--lesson", "taylor", "--duration", "0.1"};
        QTest::newRow("sph-tank: rows") << QStringList{"--lesson", "sph-tank", "--duration", "0.05"};
        QTest::newRow("double-pendulum: a list")
            << QStringList{"--lesson", "double-pendulum", "--set", "flip_grid=20", "--set",
                           "flip_time=1", "--duration", "0.2"};
    }

    void workbookEqualsTheCsvExport()
    {
        QFETCH(QStringList, arguments);
        QString python;
        if (!haveReader(python))
            PARTICLELAB_REQUIRE_TOOLS(QStringList{QStringLiteral("openpyxl")},
                                      "the workbook is not read back");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("export"));
        const QString xlsx = dir.filePath(QStringLiteral("run.xlsx"));
        const auto r = pl::test::runProgram(QStringLiteral(PARTICLELAB_EXECUTABLE),
                                            arguments + QStringList{"--export", out, "--export-xlsx", xlsx},
                                            180000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Wrote the workbook")), qPrintable(r.out));
        QString error;
        const std::vector<Sheet> sheets = readWorkbook(python, xlsx, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QFile reportFile(QDir(out).filePath(QStringLiteral("report.json")));
        QVERIFY(reportFile.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(reportFile.readAll()).object();

        // The Contents sheet: the time, then one row per sheet with the file of its numbers.
        const Sheet& contents = sheets.front();
        QVERIFY(contents.at(1, 1) && contents.at(1, 1)->type == QLatin1String("n"));
        QVERIFY(same(contents.at(1, 1)->value.toDouble(), report.value("time").toDouble()));
        std::map<QString, QString> sources;
        for (int row = 5; contents.at(row, 0); ++row)
            sources[contents.text(row, 0)] = contents.text(row, 2);
        QCOMPARE(static_cast<int>(sources.size()), static_cast<int>(sheets.size()) - 1);

        int chartSheets = 0, tableSheets = 0;
        for (std::size_t s = 1; s < sheets.size(); ++s) {
            const Sheet& sheet = sheets[s];
            QVERIFY2(sources.count(sheet.name), qPrintable(sheet.name + " is not in Contents"));
            const QString source = sources[sheet.name];
            // No text cell holds a number.
            for (const auto& [where, cell] : sheet.cells) {
                bool isNumber = false;
                if (cell.type == QLatin1String("s"))
                    cell.value.toString().toDouble(&isNumber);
                QVERIFY2(!isNumber, qPrintable(QStringLiteral("%1 row %2: the number %3 as text")
                                                   .arg(sheet.name).arg(where.first + 1)
                                                   .arg(cell.value.toString())));
            }
            if (source.endsWith(QLatin1String(".csv"))) {
                const auto csv = readCsv(QDir(out).filePath(source));
                QVERIFY2(!csv.empty(), qPrintable(source + " missing"));
                int numbers = 0;
                const bool chart = csv[0].value(0) == QLatin1String("series");
                const QString diff = chart ? compareChart(sheet, csv, numbers)
                                           : compareTable(sheet, csv, numbers);
                QVERIFY2(diff.isEmpty(), qPrintable(diff));
                if (chart) {
                    ++chartSheets;
                    QCOMPARE(static_cast<int>(sheet.charts.size()), numbers > 0 ? 1 : 0);
                    if (numbers > 0) {
                        const QString problem = checkNativeChart(sheet);
                        QVERIFY2(problem.isEmpty(), qPrintable(problem));
                    }
                    int csvNumbers = 0;
                    for (std::size_t i = 1; i < csv.size(); ++i)
                        csvNumbers += 2;
                    QCOMPARE(numbers, csvNumbers);
                } else {
                    ++tableSheets;
                }
            } else if (sheet.text(0, 0) == QLatin1String("Measurement")) {
                const QString diff = compareMeasurements(sheet, report.value("measurements").toObject());
                QVERIFY2(diff.isEmpty(), qPrintable(diff));
            } else {
                QCOMPARE(sheet.text(0, 0), QStringLiteral("Parameter"));
                const QString diff = compareParameters(sheet, report.value("parameters").toObject());
                QVERIFY2(diff.isEmpty(), qPrintable(diff));
            }
        }
        // Every chart's and table's CSV has its sheet.
        int csvFiles = 0;
        for (const QString& name : QDir(out).entryList({QStringLiteral("*.csv")}, QDir::Files))
            csvFiles += name.endsWith(QLatin1String(".csv"));
        QCOMPARE(chartSheets + tableSheets, csvFiles);
    }

    // File → Export to spreadsheet…: the path typed into the dialog, Enter; then a folder that
    // does not exist: a message box, no file.
    void menuWritesTheWorkbook()
    {
        QString python;
        if (!haveReader(python))
            PARTICLELAB_REQUIRE_TOOLS(QStringList{QStringLiteral("openpyxl")},
                                      "the workbook is not read back");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        for (int i = 0; i < 10; ++i)
            window.advanceFrame(0.05);
        auto* action = window.findChild<QAction*>(QStringLiteral("exportSpreadsheet"));
        QVERIFY(action);

        auto typeInto = [](const QString& path) {
            QTimer::singleShot(0, [path] {
                auto* dialog = qobject_cast<pl::ExportFileDialog*>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                QTest::keyClick(dialog->pathField(), Qt::Key_A, Qt::ControlModifier);
                QTest::keyClicks(dialog->pathField(), path);
                QTest::keyClick(dialog->pathField(), Qt::Key_Return);
            });
        };
        const QString path = dir.filePath(QStringLiteral("oscillator"));  // .xlsx is added
        typeInto(path);
        action->trigger();
        const QString written = path + QStringLiteral(".xlsx");
        QVERIFY2(QFileInfo::exists(written), "the dialog wrote no workbook");
        QString error;
        const std::vector<Sheet> sheets = readWorkbook(python, written, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList names;
        for (const Sheet& s : sheets)
            names << s.name;
        QCOMPARE(names, pl::spreadsheetSheetNames(*window.session()));

        const QString nowhere = dir.filePath(QStringLiteral("no-such-folder/run.xlsx"));
        typeInto(nowhere);
        action->trigger();
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("documentExportFailed"));
        QVERIFY2(box && box->isVisible(), "no message box for a folder that does not exist");
        QVERIFY2(box->text().contains(QStringLiteral("no-such-folder")), qPrintable(box->text()));
        QVERIFY(!QFileInfo::exists(nowhere));
        box->close();
    }
};

PARTICLELAB_TEST_MAIN(TestSpreadsheet)

#include "test_spreadsheet.moc"

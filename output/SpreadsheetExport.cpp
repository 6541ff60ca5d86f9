// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpreadsheetExport.h"

#include "QtAdapters.h"
#include "SafeWrite.h"
#include "TableExport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <set>

namespace pl {

namespace {

// The strings of this file, in one translation context.
struct SheetText {
    Q_DECLARE_TR_FUNCTIONS(SpreadsheetExport)
};

constexpr int kSheetNameLength = 31;  // Excel's limit

// `wanted` as an Excel sheet name: no []:*?/\, no apostrophe at either end, at most 31
// characters, and unlike every name in `taken` (compared without case, as Excel does).
QString sheetName(QString wanted, std::set<QString>& taken)
{
    static const QString forbidden = QStringLiteral("[]:*?/\\");
    for (QChar& c : wanted)
        if (forbidden.contains(c) || c.category() == QChar::Other_Control)
            c = QLatin1Char(' ');
    wanted = wanted.simplified();
    while (wanted.startsWith(QLatin1Char('\'')) || wanted.endsWith(QLatin1Char('\'')))
        wanted = wanted.startsWith(QLatin1Char('\'')) ? wanted.mid(1) : wanted.chopped(1);
    if (wanted.isEmpty())
        wanted = SheetText::tr("Sheet");
    // "History" is reserved by Excel.
    if (wanted.compare(QLatin1String("History"), Qt::CaseInsensitive) == 0)
        wanted += QStringLiteral(" 1");
    QString name = wanted.left(kSheetNameLength).trimmed();
    for (int n = 2; taken.count(name.toCaseFolded()); ++n) {
        const QString suffix = QStringLiteral(" (%1)").arg(n);
        name = wanted.left(kSheetNameLength - suffix.size()).trimmed() + suffix;
    }
    taken.insert(name.toCaseFolded());
    return name;
}

struct SheetPlan {
    enum class Kind { Contents, Chart, Table, Measurements, Parameters };
    Kind kind;
    QString name;
    QString what;    // for the Contents sheet
    QString source;  // the file of --export with the same numbers
    std::size_t index = 0;  // chart or table index
};

std::vector<SheetPlan> planSheets(const LessonSession& session)
{
    std::set<QString> taken;
    std::vector<SheetPlan> plan;
    using Kind = SheetPlan::Kind;
    plan.push_back({Kind::Contents, sheetName(SheetText::tr("Contents"), taken), {}, {}});
    const std::vector<ChartSpec>& charts = session.charts();
    for (std::size_t i = 0; i < charts.size(); ++i)
        plan.push_back({Kind::Chart, sheetName(readable(charts[i].title), taken),
                        SheetText::tr("Chart: %1").arg(readable(charts[i].title)),
                        toQString(charts[i].id) + QStringLiteral(".csv"), i});
    const std::vector<Table> tables = session.lesson().tables();
    for (std::size_t i = 0; i < tables.size(); ++i)
        plan.push_back({Kind::Table, sheetName(readable(tables[i].title), taken),
                        SheetText::tr("Table: %1").arg(readable(tables[i].title)),
                        toQString(tables[i].id) + QStringLiteral(".csv"), i});
    plan.push_back({Kind::Measurements, sheetName(SheetText::tr("Measurements"), taken),
                    SheetText::tr("Measurements at the end of the run"), QStringLiteral("report.json")});
    plan.push_back({Kind::Parameters, sheetName(SheetText::tr("Parameters"), taken),
                    SheetText::tr("The parameters of the run"), QStringLiteral("report.json")});
    return plan;
}

lxw_color_t excelColour(const Color& c) { return (c.r << 16) | (c.g << 8) | c.b; }

// Writes one workbook; libxlsxwriter keeps pointers to nothing of ours after each call returns
// (it copies strings), but the texts are kept alive here until the workbook is closed anyway.
class WorkbookWriter {
public:
    WorkbookWriter(const LessonSession& session, const QString& path)
        : m_session(session), m_path(path.toUtf8())
    {
        lxw_workbook_options options{};
        options.constant_memory = LXW_FALSE;
        m_workbook = workbook_new_opt(m_path.constData(), &options);
        if (m_workbook) {
            m_bold = workbook_add_format(m_workbook);
            format_set_bold(m_bold);
            m_title = workbook_add_format(m_workbook);
            format_set_bold(m_title);
            format_set_font_size(m_title, 14);
            m_header = workbook_add_format(m_workbook);
            format_set_bold(m_header);
            format_set_text_wrap(m_header);
            format_set_bottom(m_header, LXW_BORDER_THIN);
            format_set_align(m_header, LXW_ALIGN_VERTICAL_TOP);
            m_wrap = workbook_add_format(m_workbook);
            format_set_text_wrap(m_wrap);
            format_set_align(m_wrap, LXW_ALIGN_VERTICAL_TOP);
        }
    }

    // Returns an error message, or empty.
    QString write()
    {
        if (!m_workbook)
            return SheetText::tr("cannot create the workbook %1").arg(QString::fromUtf8(m_path));
        const QString title = readable(m_session.lesson().info().title);
        workbook_set_properties(m_workbook, properties(title));
        const std::vector<SheetPlan> plan = planSheets(m_session);
        const std::vector<Table> tables = m_session.lesson().tables();
        for (const SheetPlan& sheet : plan) {
            lxw_worksheet* ws = workbook_add_worksheet(m_workbook, text(sheet.name));
            if (!ws)
                return SheetText::tr("cannot add the sheet “%1”").arg(sheet.name);
            switch (sheet.kind) {
            case SheetPlan::Kind::Contents: writeContents(ws, plan, title); break;
            case SheetPlan::Kind::Chart:
                writeChart(ws, sheet.name, m_session.charts()[sheet.index]);
                break;
            case SheetPlan::Kind::Table: writeTable(ws, tables[sheet.index]); break;
            case SheetPlan::Kind::Measurements: writeMeasurements(ws); break;
            case SheetPlan::Kind::Parameters: writeParameters(ws); break;
            }
        }
        const lxw_error error = workbook_close(m_workbook);
        m_workbook = nullptr;
        if (error != LXW_NO_ERROR)
            return QString::fromUtf8(lxw_strerror(error));
        return {};
    }

    ~WorkbookWriter()
    {
        if (m_workbook)
            workbook_close(m_workbook);
    }
    WorkbookWriter(const WorkbookWriter&) = delete;
    WorkbookWriter& operator=(const WorkbookWriter&) = delete;

private:
    char* text(const QString& s)
    {
        m_texts.push_back(s.toUtf8());
        return m_texts.back().data();
    }
    void string(lxw_worksheet* ws, int row, int col, const QString& s, lxw_format* format = nullptr)
    {
        if (!s.isEmpty())
            worksheet_write_string(ws, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(col),
                                   text(s), format);
    }
    // A number cell; nothing for a value that is not defined (NaN, infinity).
    static void number(lxw_worksheet* ws, int row, int col, double v, lxw_format* format = nullptr)
    {
        if (std::isfinite(v))
            worksheet_write_number(ws, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(col),
                                   v, format);
    }
    static void width(lxw_worksheet* ws, int first, int last, double chars)
    {
        worksheet_set_column(ws, static_cast<lxw_col_t>(first), static_cast<lxw_col_t>(last),
                             chars, nullptr);
    }

    lxw_doc_properties* properties(const QString& title)
    {
        m_properties.title = text(title);
        m_properties.subject = text(SheetText::tr("ParticleLab run at t = %1 s")
                                        .arg(QString::number(m_session.lesson().time(), 'g', 6)));
        m_properties.author = text(QStringLiteral("ParticleLab"));
        return &m_properties;
    }

    void writeContents(lxw_worksheet* ws, const std::vector<SheetPlan>& plan, const QString& title)
    {
        string(ws, 0, 0, title, m_title);
        string(ws, 1, 0, SheetText::tr("Simulated time"));
        number(ws, 1, 1, m_session.lesson().time());
        string(ws, 1, 2, QStringLiteral("s"));
        string(ws, 2, 0, SheetText::tr("Exported"));
        string(ws, 2, 1, QDateTime::currentDateTime().toString(Qt::ISODate));
        string(ws, 4, 0, SheetText::tr("Sheet"), m_header);
        string(ws, 4, 1, SheetText::tr("Contents"), m_header);
        string(ws, 4, 2, SheetText::tr("Same numbers in (--export)"), m_header);
        int row = 5;
        for (const SheetPlan& sheet : plan) {
            if (sheet.kind == SheetPlan::Kind::Contents)
                continue;
            string(ws, row, 0, sheet.name);
            string(ws, row, 1, sheet.what);
            string(ws, row, 2, sheet.source);
            ++row;
        }
        width(ws, 0, 0, 32);
        width(ws, 1, 1, 48);
        width(ws, 2, 2, 26);
    }

    // Row 0: the chart's title; row 1: each series' name over its two columns; row 2: the axes'
    // titles with units; the points from row 3, the finite ones only (as the CSV).
    void writeChart(lxw_worksheet* ws, const QString& sheet, const ChartSpec& spec)
    {
        constexpr int firstDataRow = 3;
        string(ws, 0, 0, readable(spec.title), m_title);
        const ChartData& data = m_session.chartData();
        const QString xTitle = withUnit(spec.x.title, spec.x.unit);
        const QString yTitle = withUnit(spec.y.title, spec.y.unit);
        lxw_chart* chart = nullptr;
        int col = 0;
        for (const SeriesSpec& s : spec.series) {
            const std::string shownName = data.seriesName(spec.id, s.id);
            const QString name = readable(shownName.empty() ? (s.name.empty() ? s.id : s.name)
                                                            : shownName);
            string(ws, 1, col, name, m_bold);
            string(ws, 2, col, xTitle, m_header);
            string(ws, 2, col + 1, yTitle, m_header);
            int row = firstDataRow;
            // The native chart starts at the first point a log axis can show: a zero there (an
            // error of 0 at t = 0) leaves LibreOffice's whole chart empty. The sheet keeps it.
            int firstShown = -1;
            for (const ChartPoint& p : data.points(spec.id, s.id)) {
                if (!std::isfinite(p.x) || !std::isfinite(p.y))
                    continue;
                number(ws, row, col, p.x);
                number(ws, row, col + 1, p.y);
                if (firstShown < 0 && (!spec.x.logarithmic || p.x > 0.0) &&
                    (!spec.y.logarithmic || p.y > 0.0))
                    firstShown = row;
                ++row;
            }
            if (firstShown >= 0) {
                if (!chart)
                    chart = makeChart(spec);
                addSeries(chart, sheet, s, name, col, firstShown, row - 1);
            }
            width(ws, col, col + 1, 16);
            col += 2;
        }
        worksheet_set_row(ws, 2, 30, nullptr);  // room for a title with its unit on two lines
        worksheet_freeze_panes(ws, firstDataRow, 0);
        if (chart) {
            lxw_chart_options where{};
            where.x_offset = 10;
            where.x_scale = 1.6;
            where.y_scale = 1.6;
            worksheet_insert_chart_opt(ws, 1, static_cast<lxw_col_t>(col + 1), chart, &where);
        }
    }

    lxw_chart* makeChart(const ChartSpec& spec)
    {
        lxw_chart* chart = workbook_add_chart(m_workbook, LXW_CHART_SCATTER_STRAIGHT);
        chart_title_set_name(chart, text(readable(spec.title)));
        chart_legend_set_position(chart, LXW_CHART_LEGEND_BOTTOM);
        auto axis = [this](lxw_chart_axis* a, const AxisSpec& s) {
            chart_axis_set_name(a, text(withUnit(s.title, s.unit)));
            if (s.logarithmic)
                chart_axis_set_log_base(a, 10);
            if (s.min < s.max) {
                chart_axis_set_min(a, s.min);
                chart_axis_set_max(a, s.max);
            } else if (s.fromZero) {
                chart_axis_set_min(a, 0.0);
            }
            chart_axis_major_gridlines_set_visible(a, LXW_TRUE);
        };
        axis(chart->x_axis, spec.x);
        axis(chart->y_axis, spec.y);
        // The y axis crosses at the left edge, not at x = 0 (Excel's default puts it mid-plot
        // for data on both sides of zero).
        chart_axis_set_crossing_min(chart->y_axis);
        chart_axis_set_crossing_min(chart->x_axis);
        chart_axis_set_label_position(chart->x_axis, LXW_CHART_AXIS_LABEL_POSITION_LOW);
        chart_axis_set_label_position(chart->y_axis, LXW_CHART_AXIS_LABEL_POSITION_LOW);
        return chart;
    }

    void addSeries(lxw_chart* chart, const QString& sheet, const SeriesSpec& s, const QString& name,
                   int col, int firstRow, int lastRow)
    {
        lxw_chart_series* series = chart_add_series(chart, nullptr, nullptr);
        const char* sheetName = text(sheet);
        chart_series_set_categories(series, sheetName, static_cast<lxw_row_t>(firstRow),
                                    static_cast<lxw_col_t>(col), static_cast<lxw_row_t>(lastRow),
                                    static_cast<lxw_col_t>(col));
        chart_series_set_values(series, sheetName, static_cast<lxw_row_t>(firstRow),
                                static_cast<lxw_col_t>(col + 1), static_cast<lxw_row_t>(lastRow),
                                static_cast<lxw_col_t>(col + 1));
        chart_series_set_name(series, text(name));
        lxw_chart_line line{};
        line.color = excelColour(s.color);
        line.width = static_cast<float>(std::max(0.75, 0.75 * s.width));  // px → pt
        if (s.style == SeriesStyle::Points) {
            line.none = LXW_TRUE;
            chart_series_set_line(series, &line);
            chart_series_set_marker_type(series, LXW_CHART_MARKER_CIRCLE);
            chart_series_set_marker_size(series, static_cast<uint8_t>(std::clamp(s.width * 2.0, 3.0, 10.0)));
            lxw_chart_fill fill{};
            fill.color = excelColour(s.color);
            chart_series_set_marker_fill(series, &fill);
            lxw_chart_line border{};
            border.none = LXW_TRUE;
            chart_series_set_marker_line(series, &border);
        } else {
            if (s.style == SeriesStyle::DashedLine)
                line.dash_type = LXW_CHART_LINE_DASH_DASH;
            if (s.color.a < 255)
                line.transparency = static_cast<uint8_t>(100 - s.color.a * 100 / 255);
            chart_series_set_line(series, &line);
            chart_series_set_marker_type(series, LXW_CHART_MARKER_NONE);
        }
    }

    void writeTable(lxw_worksheet* ws, const Table& table)
    {
        string(ws, 0, 0, readable(table.title), m_title);
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            const TableColumn& column = table.columns[c];
            const int col = static_cast<int>(c);
            string(ws, 1, col, withUnit(column.title, column.unit), m_header);
            width(ws, col, col, 16);
        }
        std::vector<lxw_format*> formats;
        for (const TableColumn& column : table.columns) {
            lxw_format* format = nullptr;
            if (column.decimals >= 0) {
                format = workbook_add_format(m_workbook);
                const QString pattern =
                    column.decimals == 0
                        ? QStringLiteral("0")
                        : QStringLiteral("0.") + QString(std::min(column.decimals, 30), QLatin1Char('0'));
                format_set_num_format(format, text(pattern));
            }
            formats.push_back(format);
        }
        int row = 2;
        for (const std::vector<double>& values : table.rows) {
            for (std::size_t c = 0; c < table.columns.size() && c < values.size(); ++c) {
                // As shown and as the CSV writes it (rounded to the column's decimals).
                const QString shown = formatCell(values[c], table.columns[c]);
                if (!shown.isEmpty())
                    number(ws, row, static_cast<int>(c), shown.toDouble(), formats[c]);
            }
            ++row;
        }
        worksheet_set_row(ws, 1, 30, nullptr);
        worksheet_freeze_panes(ws, 2, 0);
    }

    void writeMeasurements(lxw_worksheet* ws)
    {
        std::vector<Measurement> list = m_session.lesson().measurements();
        for (Measurement& m : list)
            sanitize(m);
        std::size_t valueColumns = 1;
        for (const Measurement& m : list)
            if (const auto* rows = std::get_if<std::vector<std::vector<double>>>(&m.value))
                for (const auto& r : *rows)
                    valueColumns = std::max(valueColumns, r.size());
        const int values = static_cast<int>(valueColumns);
        const int unitCol = 2, firstValueCol = 3, noteCol = firstValueCol + values;
        const int idCol = noteCol + 1, keyCol = noteCol + 2;
        string(ws, 0, 0, SheetText::tr("Measurement"), m_header);
        string(ws, 0, 1, SheetText::tr("Item"), m_header);
        string(ws, 0, unitCol, SheetText::tr("Unit"), m_header);
        for (int v = 0; v < values; ++v)
            string(ws, 0, firstValueCol + v,
                   values == 1 ? SheetText::tr("Value") : SheetText::tr("Value %1").arg(v + 1), m_header);
        string(ws, 0, noteCol, SheetText::tr("Note"), m_header);
        string(ws, 0, idCol, SheetText::tr("Id (report.json)"), m_header);
        string(ws, 0, keyCol, SheetText::tr("Key"), m_header);
        width(ws, 0, 0, 40);
        width(ws, 1, 1, 20);
        width(ws, unitCol, unitCol, 8);
        width(ws, firstValueCol, noteCol - 1, 16);
        width(ws, noteCol, noteCol, 40);
        width(ws, idCol, keyCol, 18);
        int row = 1;
        const auto& table = m_session.parameterTable();
        for (const Measurement& m : list) {
            auto start = [&](const QString& item, const QString& key) {
                string(ws, row, 0, readable(m.label), m_wrap);
                string(ws, row, 1, item);
                string(ws, row, unitCol, readable(m.unit));
                string(ws, row, noteCol, readable(m.note), m_wrap);
                string(ws, row, idCol, toQString(m.id));
                string(ws, row, keyCol, key);
            };
            std::visit(
                [&](const auto& v) {
                    using T = std::decay_t<decltype(v)>;
                    if constexpr (std::is_same_v<T, std::monostate>) {
                        start({}, {});
                        ++row;
                    } else if constexpr (std::is_same_v<T, double>) {
                        start({}, {});
                        number(ws, row++, firstValueCol, v);
                    } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                        for (std::size_t i = 0; i < v.size(); ++i) {
                            // Keys as text that reads as no number: "[0]", report.json's index.
                            start(SheetText::tr("[%1]").arg(i + 1), QStringLiteral("[%1]").arg(i));
                            number(ws, row++, firstValueCol, v[i]);
                        }
                    } else if constexpr (std::is_same_v<T, std::vector<std::pair<std::string, double>>>) {
                        for (const auto& [key, x] : v) {
                            start(readableKey(table, key), toQString(key));
                            number(ws, row++, firstValueCol, x);
                        }
                    } else {
                        for (std::size_t i = 0; i < v.size(); ++i) {
                            start(SheetText::tr("row %1").arg(i + 1), QStringLiteral("[%1]").arg(i));
                            for (std::size_t c = 0; c < v[i].size(); ++c)
                                number(ws, row, firstValueCol + static_cast<int>(c), v[i][c]);
                            ++row;
                        }
                    }
                },
                m.value);
        }
        worksheet_freeze_panes(ws, 1, 0);
    }

    void writeParameters(lxw_worksheet* ws)
    {
        string(ws, 0, 0, SheetText::tr("Parameter"), m_header);
        string(ws, 0, 1, SheetText::tr("Value"), m_header);
        string(ws, 0, 2, SheetText::tr("Unit"), m_header);
        string(ws, 0, 3, SheetText::tr("Id (report.json)"), m_header);
        width(ws, 0, 0, 40);
        width(ws, 1, 1, 24);
        width(ws, 2, 2, 8);
        width(ws, 3, 3, 18);
        int row = 1;
        const ParameterValues& values = m_session.values();
        for (const ParameterSpec& spec : m_session.parameterTable()) {
            string(ws, row, 0, readable(spec.label), m_wrap);
            if (holdsText(spec)) {
                // Choices by the names a person reads; their ids are in report.json.
                QStringList shown;
                for (const std::string& id : splitList(formatParameter(spec, values))) {
                    QString label = toQString(id);
                    for (const Choice& c : spec.choices)
                        if (c.id == id)
                            label = readable(c.label);
                    shown << label;
                }
                string(ws, row, 1, spec.kind == ParameterKind::Text
                                       ? toQString(values.choice(spec.id))
                                       : shown.join(QStringLiteral(", ")));
            } else {
                number(ws, row, 1, values.number(spec.id));
            }
            string(ws, row, 2, readable(spec.unit));
            string(ws, row, 3, toQString(spec.id));
            ++row;
        }
        worksheet_freeze_panes(ws, 1, 0);
    }

    const LessonSession& m_session;
    QByteArray m_path;
    lxw_workbook* m_workbook = nullptr;
    lxw_format* m_bold = nullptr;
    lxw_format* m_title = nullptr;
    lxw_format* m_header = nullptr;
    lxw_format* m_wrap = nullptr;
    lxw_doc_properties m_properties{};
    std::deque<QByteArray> m_texts;
};

} // namespace

QStringList spreadsheetSheetNames(const LessonSession& session)
{
    QStringList names;
    for (const SheetPlan& sheet : planSheets(session))
        names << sheet.name;
    return names;
}

QString exportSpreadsheet(const LessonSession& session, const QString& path)
{
    if (path.isEmpty())
        return SheetText::tr("no file name for the spreadsheet");
    // libxlsxwriter writes to a file name; it is written in a private folder first and copied
    // into place all or nothing (SafeWrite.h).
    QTemporaryDir staging;
    if (!staging.isValid())
        return SheetText::tr("cannot write %1: no temporary folder (%2)").arg(path, staging.errorString());
    const QString draft = staging.filePath(QStringLiteral("workbook.xlsx"));
    if (QString error = WorkbookWriter(session, draft).write(); !error.isEmpty())
        return SheetText::tr("cannot write %1: %2").arg(path, error);
    QFile written(draft);
    if (!written.open(QIODevice::ReadOnly))
        return SheetText::tr("cannot write %1: %2").arg(path, written.errorString());
    const QByteArray bytes = written.readAll();
    return writeFileAtomically(path, [&bytes](QIODevice& device) {
        return device.write(bytes) == bytes.size();
    });
}

} // namespace pl

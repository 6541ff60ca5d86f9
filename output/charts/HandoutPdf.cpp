// SPDX-License-Identifier: GPL-3.0-or-later
#include "HandoutPdf.h"
#include "MeasurementText.h"

#include "ChartDrawing.h"
#include "Language.h"
#include "LessonWords.h"
#include "LocalNumbers.h"
#include "QtAdapters.h"
#include "SafeWrite.h"
#include "TableExport.h"
#include "framework/LessonText.h"
#include "framework/TextFormat.h"
#include "RichMarkdown.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDate>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>

#include <cmath>
#include <functional>
#include <memory>

namespace pl {

namespace {

// The strings of this file, in one translation context.
struct HandoutText {
    Q_DECLARE_TR_FUNCTIONS(HandoutPdf)
};

// Device units are pixels at 96 per inch, the units the charts are laid out in on screen, so a
// chart's 9 pt text takes on paper the room its layout reserved for it.
constexpr int kDpi = 96;
constexpr double kFooterHeight = 30.0;   // px, below the body
constexpr double kHeadingHeight = 44.0;  // px, a section's title drawn above charts or questions
constexpr double kRuleSpacing = 30.0;    // px between the lines to write on (8 mm)
constexpr double kGap = 14.0;            // px between blocks
const QColor kGrey(0x44, 0x44, 0x44);    // footer and notes: dark enough for any printer
const QColor kRuleColour(0x88, 0x88, 0x88);

QFont handoutFont(double points, bool bold = false)
{
    QFont font(uiFontFamily());
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// A number as the handout prints it: 6 significant digits, powers of ten as a reader writes them,
// the decimal separator of the reader's locale.
QString printed(double v)
{
    return std::isfinite(v) ? localDecimals(readable(QString::number(v, 'g', 6).toStdString()))
                            : QStringLiteral("—");
}

QString styleSheet()
{
    return QStringLiteral(
        "body { color: black; }"
        "h1 { font-size: 20pt; margin-bottom: 4px; }"
        "h2 { font-size: 15pt; margin-top: 0px; }"
        "h3 { font-size: 12pt; margin-top: 14px; }"
        "th { background-color: #e4e4e4; text-align: left; font-weight: bold; }"
        "td, th { padding: 4px; }"
        "a { color: black; }"
        ".meta { color: #333333; }"
        ".note { color: #444444; font-style: italic; }");
}

std::shared_ptr<QTextDocument> newDocument(QPagedPaintDevice& device, double width)
{
    auto doc = std::make_shared<QTextDocument>();
    doc->documentLayout()->setPaintDevice(&device);
    doc->setDefaultFont(handoutFont(10));
    doc->setDefaultStyleSheet(styleSheet());
    doc->setDocumentMargin(2);
    doc->setTextWidth(width);
    return doc;
}

QString tableHtml(const QStringList& headers, const std::vector<QStringList>& rows)
{
    QString html = QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" "
                                  "cellpadding=\"4\" style=\"border-color: #777777; "
                                  "border-collapse: collapse;\"><thead><tr>");
    for (const QString& h : headers)
        html += QStringLiteral("<th>%1</th>").arg(h);
    html += QStringLiteral("</tr></thead>");
    for (const QStringList& row : rows) {
        html += QStringLiteral("<tr>");
        for (const QString& cell : row)
            html += QStringLiteral("<td>%1</td>").arg(cell);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString parameterValue(const ParameterSpec& spec, const ParameterValues& values)
{
    switch (spec.kind) {
    case ParameterKind::Flag:
        return values.number(spec.id) != 0.0 ? HandoutText::tr("on") : HandoutText::tr("off");
    case ParameterKind::Choice:
    case ParameterKind::MultiChoice: {
        QStringList shown;
        for (const std::string& id : splitList(formatParameter(spec, values))) {
            QString label = toQString(id);
            for (const Choice& c : spec.choices)
                if (c.id == id)
                    label = richMath(c.label);
            shown << label;
        }
        return shown.join(QStringLiteral(", "));
    }
    case ParameterKind::Text:
        return toQString(values.choice(spec.id)).toHtmlEscaped();
    case ParameterKind::Number:
    case ParameterKind::Integer:
        break;
    }
    return printed(values.number(spec.id)).toHtmlEscaped();
}

// Measurements in print: six digits, every method on its own line, lists whole, the first
// eight rows of a table (all are in the workbook).
MeasurementStyle handoutStyle()
{
    MeasurementStyle style;
    style.digits = 6;
    style.lineBreak = QStringLiteral("<br/>");
    style.listItems = 1000;
    style.tableRows = 8;
    style.html = true;
    return style;
}

// One page: which section it belongs to and how it is drawn (into the body rectangle at the
// painter's origin).
struct HandoutPage {
    int section = 0;
    std::function<void(QPainter&)> draw;
};

class HandoutLayout {
public:
    // Every text of the lesson as the window shows it: in the reader's language.
    HandoutLayout(const LessonSession& session, const HandoutOptions& options, QPdfWriter& writer)
        : m_session(session), m_options(options), m_writer(writer),
          m_words(LessonWords::of(session.lesson()))
    {
        const QRect paint = writer.pageLayout().paintRectPixels(kDpi);
        m_width = paint.width();
        m_bodyHeight = paint.height() - kFooterHeight;
        m_title = readable(m_words.str(session.lesson().info().title));
    }

    void build()
    {
        const StudentSetup* student = m_options.student ? &*m_options.student : nullptr;
        auto shown = [student](const char* panel) { return !student || !student->hides(panel); };
        addLesson(shown("text"));
        if (shown("parameters"))
            addParameters();
        if (shown("charts") && !m_session.charts().empty())
            addCharts();
        if (shown("measurements"))
            addMeasurements();
        if (student && !student->questions.empty())
            addQuestions(*student);
    }

    const std::vector<HandoutPage>& pages() const { return m_pages; }
    const std::vector<HandoutSection>& sections() const { return m_sections; }
    double bodyHeight() const { return m_bodyHeight; }
    double width() const { return m_width; }
    const QString& title() const { return m_title; }

private:
    int startSection(const QString& title)
    {
        m_sections.push_back({title, static_cast<int>(m_pages.size()) + 1, 0});
        return static_cast<int>(m_sections.size()) - 1;
    }
    void addPage(int section, std::function<void(QPainter&)> draw)
    {
        m_pages.push_back({section, std::move(draw)});
        ++m_sections[static_cast<std::size_t>(section)].pageCount;
    }
    QString atTime() const
    {
        return HandoutText::tr("at t = %1 s").arg(printed(m_session.lesson().time()));
    }

    // A document's pages, each drawn from its own slice of the paginated layout.
    void addDocument(int section, const std::shared_ptr<QTextDocument>& doc)
    {
        doc->setPageSize(QSizeF(m_width, m_bodyHeight));
        const double height = m_bodyHeight;
        const double width = m_width;
        for (int p = 0; p < doc->pageCount(); ++p)
            addPage(section, [doc, p, height, width](QPainter& painter) {
                painter.save();
                painter.translate(0, -p * height);
                QAbstractTextDocumentLayout::PaintContext context;
                context.clip = QRectF(0, p * height, width, height);
                context.palette.setColor(QPalette::Text, Qt::black);
                context.palette.setColor(QPalette::Link, Qt::black);
                painter.setClipRect(context.clip);
                doc->documentLayout()->draw(&painter, context);
                painter.restore();
            });
    }

    void addLesson(bool withText)
    {
        const int section = startSection(m_title);
        LessonInfo info = m_session.lesson().info();
        info.title = m_words.str(info.title);
        info.summary = m_words.summary(info);
        // The lesson's text in the reader's language where it is translated (a scene's in the
        // language its file gives, else as it is), as the window shows it.
        const std::string& translated = lessonText(info.id, currentLanguage().toStdString());
        info.text = translated.empty() ? m_words.str(info.text) : translated;
        auto doc = newDocument(m_writer, m_width);
        QTextCursor cursor(doc.get());
        cursor.insertHtml(
            QStringLiteral("<h1>%1</h1><p><i>%2</i></p><p class=\"meta\">%3</p><hr/>")
                .arg(richMath(info.title), richMath(info.summary),
                     HandoutText::tr("Simulated time t = %1 s · printed %2 · ParticleLab %3")
                         .arg(printed(m_session.lesson().time()),
                              QLocale().toString(QDate::currentDate(), QLocale::LongFormat),
                              QStringLiteral(PARTICLELAB_VERSION))
                         .toHtmlEscaped()));
        if (withText) {
            // On paper a "set:" link is only its words ("Drag Δt up to 0.5 s").
            static const QRegularExpression setLink(QStringLiteral("\\[([^\\]]*)\\]\\(set:[^)]*\\)"));
            // A text that opens with the lesson's title as its heading (a scene file's) would
            // print it twice.
            QString text = toQString(readableMarkdown(info.text));
            const QString heading = QStringLiteral("# ") + readable(info.title);
            if (text.startsWith(heading + QLatin1Char('\n')))
                text.remove(0, heading.size() + 1);
            QString markdown = richMarkdown(text);
            markdown.replace(setLink, QStringLiteral("\\1"));
            QTextDocument body;
            body.setMarkdown(markdown);
            cursor.movePosition(QTextCursor::End);
            cursor.insertBlock();
            cursor.insertFragment(QTextDocumentFragment(&body));
        }
        addDocument(section, doc);
    }

    void addParameters()
    {
        const int section = startSection(HandoutText::tr("Parameters"));
        auto doc = newDocument(m_writer, m_width);
        std::vector<QStringList> rows;
        for (const ParameterSpec& spec : m_words.parameters(m_session.parameterTable()))
            rows.push_back({richMath(spec.label), parameterValue(spec, m_session.values()),
                            richMath(spec.unit)});
        doc->setHtml(QStringLiteral("<h2>%1</h2><p class=\"meta\">%2</p>")
                         .arg(m_sections.back().title, HandoutText::tr("The run's settings, %1.").arg(atTime())) +
                     tableHtml({HandoutText::tr("Parameter"), HandoutText::tr("Value"), HandoutText::tr("Unit")}, rows));
        addDocument(section, doc);
    }

    void addMeasurements()
    {
        const int section = startSection(HandoutText::tr("Measurements"));
        auto doc = newDocument(m_writer, m_width);
        std::vector<QStringList> rows;
        for (Measurement m : m_words.measurements(m_session.lesson().measurements())) {
            sanitize(m);
            QString value = measurementText(m.value, m_session.parameterTable(), handoutStyle(),
                                            m.keyLabels);
            if (!m.note.empty())
                value += QStringLiteral("<br/><span class=\"note\">%1</span>").arg(richMath(m.note));
            rows.push_back({richMath(m.label), value, richMath(m.unit)});
        }
        QString html = QStringLiteral("<h2>%1</h2><p class=\"meta\">%2</p>")
                           .arg(m_sections.back().title, atTime()) +
                       tableHtml({HandoutText::tr("Measurement"), HandoutText::tr("Value"), HandoutText::tr("Unit")}, rows);
        for (const Table& shown : m_session.lesson().tables()) {
            const Table table = m_words.table(shown);
            QStringList headers;
            for (const TableColumn& c : table.columns)
                headers << richWithUnit(c.title, c.unit);
            std::vector<QStringList> cells;
            for (const std::vector<double>& r : table.rows) {
                QStringList row;
                for (std::size_t c = 0; c < table.columns.size(); ++c)
                    row << (c < r.size() ? formatCell(r[c], table.columns[c]) : QString());
                cells.push_back(row);
            }
            html += QStringLiteral("<h3>%1</h3>").arg(richMath(table.title)) + tableHtml(headers, cells);
        }
        doc->setHtml(html);
        addDocument(section, doc);
    }

    // Two charts to a page, each laid out at its slot's size in device pixels.
    void addCharts()
    {
        const int section = startSection(HandoutText::tr("Charts"));
        const std::vector<ChartSpec>& charts = m_session.charts();
        const double slotHeight = std::floor((m_bodyHeight - kHeadingHeight - kGap) / 2.0);
        const QSize slot(static_cast<int>(m_width), static_cast<int>(slotHeight));
        const QString heading = m_sections.back().title;
        const QString subtitle = atTime();
        const LessonSession* session = &m_session;
        for (std::size_t first = 0; first < charts.size(); first += 2) {
            const bool firstPage = first == 0;
            addPage(section, [=](QPainter& painter) {
                drawHeading(painter, firstPage ? heading : HandoutText::tr("%1 (continued)").arg(heading),
                            subtitle);
                for (std::size_t i = first; i < charts.size() && i < first + 2; ++i) {
                    ChartDrawing chart(charts[i], nullptr, session->lesson().textContext());
                    chart.refresh(session->chartData());
                    painter.save();
                    painter.translate(0, kHeadingHeight + static_cast<double>(i - first) * (slotHeight + kGap));
                    chart.renderForPaper(painter, slot);
                    painter.restore();
                }
            });
        }
    }

    // Questions flow down the pages: each its text, then the lines to answer on.
    void addQuestions(const StudentSetup& student)
    {
        const int section = startSection(HandoutText::tr("Questions"));
        struct Placed {
            std::shared_ptr<QTextDocument> text;
            double y = 0.0;
            double textHeight = 0.0;
            int lines = 0;
            QString unit;
            bool numeric = false;
        };
        std::vector<std::vector<Placed>> pages(1);
        // Name and date under the heading of the first page.
        const double nameLine = kRuleSpacing + kGap;
        double y = kHeadingHeight + nameLine;
        for (std::size_t i = 0; i < student.questions.size(); ++i) {
            const StudentQuestion& q = student.questions[i];
            auto doc = newDocument(m_writer, m_width);
            doc->setHtml(QStringLiteral("<p><b>%1.</b> %2</p>")
                             .arg(i + 1)
                             .arg(richMath(m_words.str(q.text))));
            Placed placed;
            placed.text = doc;
            placed.textHeight = doc->size().height();
            placed.numeric = q.answer.has_value();
            placed.unit = readable(q.unit);
            placed.lines = placed.numeric ? 3 : 6;  // working, then the answer's box
            const double height = placed.textHeight + placed.lines * kRuleSpacing +
                                  (placed.numeric ? kRuleSpacing + 8 : 0.0) + kGap;
            if (y + height > m_bodyHeight && !pages.back().empty()) {
                pages.emplace_back();
                y = kHeadingHeight;
            }
            placed.y = y;
            pages.back().push_back(placed);
            y += height;
        }
        const QString heading = m_sections.back().title;
        const double width = m_width;
        for (std::size_t p = 0; p < pages.size(); ++p) {
            std::vector<Placed> items = pages[p];
            const bool firstPage = p == 0;
            addPage(section, [=](QPainter& painter) {
                drawHeading(painter, firstPage ? heading : HandoutText::tr("%1 (continued)").arg(heading), {});
                if (firstPage) {
                    painter.setFont(handoutFont(10));
                    painter.setPen(Qt::black);
                    const double base = kHeadingHeight + kRuleSpacing - 6;
                    const QString name = HandoutText::tr("Name:"), date = HandoutText::tr("Date:");
                    const QFontMetricsF metrics(painter.font(), painter.device());
                    painter.drawText(QPointF(0, base), name);
                    const double dateX = width * 0.68;
                    painter.drawText(QPointF(dateX, base), date);
                    painter.setPen(QPen(kRuleColour, 0.75));
                    painter.drawLine(QPointF(metrics.horizontalAdvance(name) + 8, base + 2),
                                     QPointF(dateX - 16, base + 2));
                    painter.drawLine(QPointF(dateX + metrics.horizontalAdvance(date) + 8, base + 2),
                                     QPointF(width, base + 2));
                }
                for (const Placed& item : items)
                    drawQuestion(painter, item.text, item.y, item.textHeight, item.lines,
                                 item.numeric, item.unit, width);
            });
        }
    }

    static void drawQuestion(QPainter& painter, const std::shared_ptr<QTextDocument>& text,
                             double y, double textHeight, int lines, bool numeric,
                             const QString& unit, double width)
    {
        painter.save();
        painter.translate(0, y);
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette.setColor(QPalette::Text, Qt::black);
        text->documentLayout()->draw(&painter, context);
        painter.restore();
        double lineY = y + textHeight;
        painter.setPen(QPen(kRuleColour, 0.75));
        for (int l = 0; l < lines; ++l) {
            lineY += kRuleSpacing;
            painter.drawLine(QPointF(16, lineY), QPointF(width, lineY));
        }
        if (!numeric)
            return;
        // "Answer: [          ] unit" at the right.
        painter.setFont(handoutFont(10));
        const QFontMetricsF metrics(painter.font(), painter.device());
        const QString label = HandoutText::tr("Answer:");
        const double boxWidth = 150, boxHeight = kRuleSpacing;
        const double unitWidth = unit.isEmpty() ? 0.0 : metrics.horizontalAdvance(unit) + 8;
        const double boxX = width - unitWidth - boxWidth;
        const double boxY = lineY + 10;
        painter.setPen(QPen(Qt::black, 1.0));
        painter.drawRect(QRectF(boxX, boxY, boxWidth, boxHeight));
        const double base = boxY + boxHeight / 2 + metrics.ascent() / 2 - 1;
        painter.drawText(QPointF(boxX - metrics.horizontalAdvance(label) - 8, base), label);
        if (!unit.isEmpty())
            painter.drawText(QPointF(boxX + boxWidth + 8, base), unit);
    }

    static void drawHeading(QPainter& painter, const QString& heading, const QString& subtitle)
    {
        painter.setPen(Qt::black);
        painter.setFont(handoutFont(15, true));
        const QFontMetricsF metrics(painter.font(), painter.device());
        painter.drawText(QPointF(0, metrics.ascent() + 2), heading);
        if (!subtitle.isEmpty()) {
            const double x = metrics.horizontalAdvance(heading) + 12;
            painter.setFont(handoutFont(10));
            painter.setPen(kGrey);
            painter.drawText(QPointF(x, metrics.ascent() + 2), subtitle);
        }
    }

    const LessonSession& m_session;
    const HandoutOptions& m_options;
    QPdfWriter& m_writer;
    double m_width = 0.0;
    double m_bodyHeight = 0.0;
    LessonWords m_words;
    QString m_title;
    std::vector<HandoutPage> m_pages;
    std::vector<HandoutSection> m_sections;
};

void drawFooter(QPainter& painter, const QString& title, int page, int pages, double width,
                double top)
{
    painter.setFont(handoutFont(8));
    painter.setPen(kGrey);
    const QFontMetricsF metrics(painter.font(), painter.device());
    const QString number = HandoutText::tr("page %1 of %2").arg(page).arg(pages);
    const double base = top + kFooterHeight - metrics.descent() - 2;
    painter.setPen(QPen(kRuleColour, 0.5));
    painter.drawLine(QPointF(0, top + 6), QPointF(width, top + 6));
    painter.setPen(kGrey);
    painter.drawText(QPointF(0, base),
                     metrics.elidedText(title, Qt::ElideRight, width - metrics.horizontalAdvance(number) - 24));
    painter.drawText(QPointF(width - metrics.horizontalAdvance(number), base), number);
}

} // namespace

Paper paperForLocale(const QLocale& locale)
{
    return locale.territory() == QLocale::UnitedStates || locale.territory() == QLocale::Canada
               ? Paper::Letter
               : Paper::A4;
}

std::optional<Paper> paperNamed(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("a4"))
        return Paper::A4;
    if (n == QLatin1String("letter"))
        return Paper::Letter;
    return std::nullopt;
}

QString paperLabel(Paper paper) { return paper == Paper::A4 ? HandoutText::tr("A4") : HandoutText::tr("Letter"); }

HandoutResult writeHandout(const LessonSession& session, const QString& path,
                           const HandoutOptions& options)
{
    HandoutResult result;
    result.error = writeFileAtomically(path, [&](QIODevice& device) {
        QPdfWriter writer(&device);
        writer.setResolution(kDpi);
        writer.setTitle(readable(session.lesson().info().title));
        writer.setCreator(QStringLiteral("ParticleLab"));
        const QPageSize size(options.paper == Paper::A4 ? QPageSize::A4 : QPageSize::Letter);
        // 16 mm at the sides and 14 mm top and bottom: inside any printer's unprintable edge.
        writer.setPageLayout(QPageLayout(size, QPageLayout::Portrait, QMarginsF(16, 14, 16, 14),
                                         QPageLayout::Millimeter));
        HandoutLayout layout(session, options, writer);
        layout.build();
        const std::vector<HandoutPage>& pages = layout.pages();
        QPainter painter;
        if (!painter.begin(&writer))
            return false;
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setRenderHint(QPainter::TextAntialiasing, true);
        for (std::size_t p = 0; p < pages.size(); ++p) {
            if (p > 0 && !writer.newPage())
                return false;
            painter.save();
            pages[p].draw(painter);
            painter.restore();
            drawFooter(painter, layout.title(), static_cast<int>(p) + 1,
                       static_cast<int>(pages.size()), layout.width(), layout.bodyHeight());
        }
        result.sections = layout.sections();
        result.pageCount = static_cast<int>(pages.size());
        return painter.end();
    });
    if (!result.error.isEmpty()) {
        result.sections.clear();
        result.pageCount = 0;
    }
    return result;
}

} // namespace pl

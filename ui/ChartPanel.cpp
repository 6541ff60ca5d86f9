// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartPanel.h"

#include "LocalNumbers.h"

#include "ChartWidget.h"
#include "LessonWords.h"
#include "QtAdapters.h"
#include "StudyImageView.h"
#include "TableExport.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QMouseEvent>
#include <QPainter>
#include <QStyleOptionHeader>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

constexpr int maxShownAtDesk = 4;
constexpr int maxShownInPresentation = 2;

// A header whose section titles are rich text (richMath: P<sub>N</sub>, which Unicode has no
// subscript for; taylor's "error |f − P_N|" showed its underscore). Items hold the HTML for
// display and the plain title for screen readers (Qt::AccessibleTextRole).
class RichHeaderView : public QHeaderView {
public:
    using QHeaderView::QHeaderView;

protected:
    void paintSection(QPainter* painter, const QRect& rect, int logical) const override
    {
        QStyleOptionHeader option;
        initStyleOption(&option);
        option.rect = rect;
        option.section = logical;
        option.text.clear();
        style()->drawControl(QStyle::CE_Header, &option, painter, this);
        QTextDocument doc;
        prepare(doc, logical);  // one line, clipped at the section's edge as a plain header
        painter->save();
        painter->setClipRect(rect);
        painter->translate(rect.left() + 4, rect.top() + (rect.height() - doc.size().height()) / 2);
        doc.drawContents(painter);
        painter->restore();
    }

    QSize sectionSizeFromContents(int logical) const override
    {
        QTextDocument doc;
        prepare(doc, logical);
        const QSize base = QHeaderView::sectionSizeFromContents(logical);
        return {static_cast<int>(std::ceil(doc.idealWidth())) + 12,
                std::max(base.height(), static_cast<int>(std::ceil(doc.size().height())) + 4)};
    }

private:
    void prepare(QTextDocument& doc, int logical) const
    {
        doc.setDefaultFont(font());
        doc.setDocumentMargin(0);
        doc.setDefaultStyleSheet(QStringLiteral("body { color: %1; }").arg(palette().color(QPalette::ButtonText).name()));
        doc.setHtml(QStringLiteral("<body>") +
                    model()->headerData(logical, orientation(), Qt::DisplayRole).toString() +
                    QStringLiteral("</body>"));
    }
};

} // namespace

ChartPanel::ChartPanel(QWidget* parent) : QWidget(parent)
{
    setAccessibleName(tr("Charts"));
    m_layout = new QGridLayout(this);
    m_layout->setContentsMargins(4, 4, 4, 4);
    m_layout->setSpacing(6);
}

void ChartPanel::rebuild(const LessonSession& session)
{
    // Hidden at once, deleted when control is back in the event loop.
    for (const Item& item : m_items) {
        item.widget->hide();
        item.widget->deleteLater();
    }
    m_items.clear();
    // New choosers for the new charts: a combo box emptied and filled again kept its old list
    // entries, nameless, in what a screen reader reads.
    for (QComboBox* combo : m_choosers) {
        combo->hide();
        combo->deleteLater();
    }
    m_choosers.clear();
    m_charts.clear();
    m_tables.clear();
    m_images.clear();
    m_shown.clear();
    m_enlarged = -1;
    m_imagesRevision = ~0ULL;
    m_toldShown.reset();  // another run, or charts declared anew: told again

    const LessonWords words = LessonWords::of(session.lesson());
    m_textContext = words.context();
    for (const ChartSpec& spec : session.charts()) {
        auto* chart = new ChartWidget(spec, this, words.context());
        m_charts.push_back(chart);
        addItem(chart, readable(words.title(spec)), chart->viewport());
    }
    for (const Table& original : session.lesson().tables()) {
        const Table table = words.table(original);
        auto* box = new QGroupBox(readable(table.title), this);
        auto* layout = new QVBoxLayout(box);
        auto* widget = new QTableWidget(box);
        widget->setObjectName(toQString(table.id));
        widget->setEditTriggers(QAbstractItemView::NoEditTriggers);
        widget->setTabKeyNavigation(false);
        widget->setAccessibleName(readable(table.title));
        widget->verticalHeader()->setVisible(false);
        widget->setHorizontalHeader(new RichHeaderView(Qt::Horizontal, widget));
        layout->addWidget(widget);
        m_tables.push_back(widget);
        addItem(box, readable(table.title), widget->viewport());
    }
    applyPresentation();
    refresh(session);
}

void ChartPanel::addItem(QWidget* widget, const QString& title, QWidget* clickTarget)
{
    widget->hide();
    clickTarget->installEventFilter(this);
    clickTarget->setProperty("chartPanelItem", static_cast<int>(m_items.size()));
    m_items.push_back({widget, title});
}

ChartWidget* ChartPanel::chart(const std::string& id) const
{
    for (ChartWidget* c : m_charts)
        if (c->spec().id == id)
            return c;
    return nullptr;
}

QComboBox* ChartPanel::chooser(int cell) const
{
    return cell >= 0 && cell < static_cast<int>(m_choosers.size())
               ? m_choosers[static_cast<std::size_t>(cell)]
               : nullptr;
}

void ChartPanel::setPresentation(bool on)
{
    m_presentation = on;
    m_enlarged = -1;
    applyPresentation();
}

void ChartPanel::setReadability(const Readability& readability)
{
    if (readability == m_readability)
        return;
    m_readability = readability;
    applyPresentation();
}

double ChartPanel::imageTextScale() const
{
    // The study images scale their desk sizes; their 8 pt ticks reach the floor.
    return m_readability.pixels(smallestDeskPoints) / (smallestDeskPoints * 4.0 / 3.0);
}

void ChartPanel::applyPresentation()
{
    for (ChartWidget* c : m_charts)
        c->setReadability(m_readability);
    for (StudyImageView* v : m_images)
        v->setTextScale(imageTextScale());
    relayout();
}

void ChartPanel::showItem(int cell, int index)
{
    if (cell < 0 || cell >= static_cast<int>(m_shown.size()) || index < 0 || index >= itemCount())
        return;
    const auto other = std::find(m_shown.begin(), m_shown.end(), index);
    if (other != m_shown.end())
        *other = m_shown[static_cast<std::size_t>(cell)];
    m_shown[static_cast<std::size_t>(cell)] = index;
    m_enlarged = -1;
    relayout();
}

void ChartPanel::toggleEnlarged(int index)
{
    m_enlarged = m_enlarged == index ? -1 : index;
    if (m_enlarged >= 0 && std::find(m_shown.begin(), m_shown.end(), index) == m_shown.end() &&
        !m_shown.empty())
        m_shown.front() = index;  // enlarged from elsewhere: it stays on show when going back
    relayout();
}

void ChartPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void ChartPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        for (ChartWidget* c : m_charts)
            c->applyPalette();
}

bool ChartPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::MouseButtonDblClick &&
        static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton) {
        const QVariant index = watched->property("chartPanelItem");
        if (index.isValid()) {
            toggleEnlarged(index.toInt());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

ChartsOnShow ChartPanel::chartsOnShow() const
{
    std::vector<std::string> ids;
    auto add = [&](int index) {
        if (index >= 0 && index < static_cast<int>(m_charts.size()))
            ids.push_back(m_charts[static_cast<std::size_t>(index)]->spec().id);
    };
    // Hidden on purpose (student mode); a panel not shown yet because its window is not is
    // taken as it will be.
    if (isHidden() && testAttribute(Qt::WA_WState_ExplicitShowHide))
        return ChartsOnShow::only({});
    if (m_enlarged >= 0)
        add(m_enlarged);
    else
        for (const int index : m_shown)
            add(index);
    return ChartsOnShow::only(std::move(ids));
}

void ChartPanel::setVisible(bool visible)
{
    QWidget::setVisible(visible);
    tellShownCharts();
}

void ChartPanel::tellShownCharts()
{
    ChartsOnShow shown = chartsOnShow();
    if (m_toldShown && *m_toldShown == shown)
        return;
    m_toldShown = std::move(shown);
    emit shownChartsChanged();
}

void ChartPanel::relayout()
{
    relayoutCells();
    tellShownCharts();
}

void ChartPanel::relayoutCells()
{
    while (QLayoutItem* cell = m_layout->takeAt(0))
        delete cell;
    for (const Item& item : m_items)
        item.widget->hide();
    for (QComboBox* c : m_choosers)
        c->hide();
    if (m_items.empty())
        return;

    // The chooser row is reserved in every cell, so the number of cells does not depend on
    // whether choosers are shown.
    const int chooserHeight = QComboBox().sizeHint().height();
    QSize cell = minimumChartCell(m_presentation);
    // The presentation cell holds 16 px text; the back row's floor (20 px at 800, 27 at 1080)
    // needs it larger: one chart across a 1280×800 projector, two across 1920×1080.
    if (m_presentation && m_readability.minPixels > 0)
        cell = (QSizeF(cell) * std::max(1.0, 0.85 * m_readability.minPixels / 16.0)).toSize();
    cell.rheight() += chooserHeight;
    const QSize area = contentsRect().size() - QSize(8, 8);
    m_grid = fitChartGrid(area, cell, itemCount(),
                          m_presentation ? maxShownInPresentation : maxShownAtDesk);
    const int cells = std::min(m_grid.capacity(), itemCount());

    // Keep what was chosen; fill new cells with the first items not on show.
    m_shown.resize(static_cast<std::size_t>(std::min<std::size_t>(m_shown.size(), cells)));
    for (int index = 0; static_cast<int>(m_shown.size()) < cells && index < itemCount(); ++index)
        if (std::find(m_shown.begin(), m_shown.end(), index) == m_shown.end())
            m_shown.push_back(index);

    for (int c = 0; c < m_layout->columnCount(); ++c)
        m_layout->setColumnStretch(c, 0);
    for (int r = 0; r < m_layout->rowCount(); ++r)
        m_layout->setRowStretch(r, 0);

    if (m_enlarged >= 0 && m_enlarged < itemCount()) {
        QWidget* w = item(m_enlarged);
        if (auto* chart = qobject_cast<ChartWidget*>(w))
            chart->setTitleShown(true);
        m_layout->addWidget(w, 0, 0);
        m_layout->setRowStretch(0, 1);
        m_layout->setColumnStretch(0, 1);
        w->show();
        return;
    }

    const bool choosing = itemCount() > cells;
    while (choosing && static_cast<int>(m_choosers.size()) < cells) {
        auto* combo = new QComboBox(this);
        const int cellIndex = static_cast<int>(m_choosers.size());
        combo->setAccessibleName(tr("Chart shown in cell %1").arg(cellIndex + 1));
        combo->setToolTip(tr("Choose what this cell shows; double-click a chart to enlarge it"));
        connect(combo, &QComboBox::activated, this,
                [this, cellIndex](int index) { showItem(cellIndex, index); });
        m_choosers.push_back(combo);
    }
    for (int i = 0; i < cells; ++i) {
        const int row = i / m_grid.columns;
        const int column = i % m_grid.columns;
        if (choosing) {
            QComboBox* combo = m_choosers[static_cast<std::size_t>(i)];
            const QSignalBlocker block(combo);
            combo->clear();
            for (const Item& it : m_items)
                combo->addItem(it.title);
            combo->setCurrentIndex(m_shown[static_cast<std::size_t>(i)]);
            m_layout->addWidget(combo, 2 * row, column);
            combo->show();
        }
        QWidget* w = item(m_shown[static_cast<std::size_t>(i)]);
        // In presentation the chooser above a chart names it in large text: the chart's own
        // title gives its height to the plot (a long y-axis title needs it at 1280×800).
        if (auto* chart = qobject_cast<ChartWidget*>(w))
            chart->setTitleShown(!(choosing && m_presentation));
        m_layout->addWidget(w, 2 * row + 1, column);
        m_layout->setRowStretch(2 * row + 1, 1);
        m_layout->setColumnStretch(column, 1);
        w->show();
    }
}

void ChartPanel::refresh(const LessonSession& session)
{
    for (ChartWidget* c : m_charts)
        c->refresh(session.chartData());
    if (!m_tables.empty())
        refreshTables(session.lesson().tables());
    refreshImages(session);
}

void ChartPanel::refreshOne(const LessonSession& session, std::size_t index)
{
    const bool tables = index == 0 && !m_tables.empty();
    refreshOne(session.chartData(), index, tables ? session.lesson().tables() : std::vector<Table>());
    if (index == 0)
        refreshImages(session);
}

void ChartPanel::refreshOne(const ChartData& chartData, std::size_t index, const std::vector<Table>& tables)
{
    if (index < m_charts.size())
        m_charts[index]->refresh(chartData);
    if (index == 0 && !m_tables.empty())
        refreshTables(tables);
}

void ChartPanel::refreshTables(const std::vector<Table>& tables)
{
    if (m_tables.empty())
        return;
    for (QTableWidget* widget : m_tables) {
        for (const Table& table : tables) {
            if (toQString(table.id) != widget->objectName())
                continue;
            widget->setColumnCount(static_cast<int>(table.columns.size()));
            for (int c = 0; c < static_cast<int>(table.columns.size()); ++c) {
                const TableColumn& column = table.columns[static_cast<std::size_t>(c)];
                auto* header = widget->horizontalHeaderItem(c);
                if (!header)
                    widget->setHorizontalHeaderItem(c, header = new QTableWidgetItem());
                const std::string title = LessonWords(m_textContext).str(column.title);
                header->setText(richWithUnit(title, column.unit));
                header->setData(Qt::AccessibleTextRole, spokenWithUnit(title, column.unit));
            }
            widget->setRowCount(static_cast<int>(table.rows.size()));
            for (int r = 0; r < static_cast<int>(table.rows.size()); ++r)
                for (int c = 0; c < static_cast<int>(table.columns.size()); ++c) {
                    const auto& row = table.rows[static_cast<std::size_t>(r)];
                    // 1.2 × 10⁻⁵, with the reader's decimal separator (1,2 × 10⁻⁵ in German)
                    const QString text = static_cast<std::size_t>(c) < row.size()
                                             ? localDecimals(readable(
                                                   formatCell(row[static_cast<std::size_t>(c)],
                                                              table.columns[static_cast<std::size_t>(c)])
                                                       .toStdString()))
                                             : QString();
                    auto* item = widget->item(r, c);
                    if (!item) {
                        item = new QTableWidgetItem();
                        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                        widget->setItem(r, c, item);
                    }
                    if (item->text() != text)
                        item->setText(text);
                }
        }
    }
}

void ChartPanel::refreshImages(const LessonSession& session)
{
    if (session.imagesRevision() == m_imagesRevision)
        return;
    m_imagesRevision = session.imagesRevision();
    const auto& images = session.images();
    bool added = false;
    for (const StudyResult::Image& image : images) {
        const ImageSpec spec = imageSpecOf(session.lesson(), image.id);
        auto view = std::find_if(m_images.begin(), m_images.end(), [&](StudyImageView* v) {
            return v->objectName() == toQString(image.id);
        });
        StudyImageView* target = nullptr;
        if (view == m_images.end()) {
            target = new StudyImageView(this);
            target->setObjectName(toQString(image.id));
            target->setTextScale(imageTextScale());
            m_images.push_back(target);
            target->setImage(image, spec);
            addItem(target, target->title(), target);
            added = true;
        } else {
            target = *view;
            target->setImage(image, spec);
        }
    }
    if (added) {
        // A study just finished: its image takes the last cell, so the result is seen.
        if (!m_shown.empty())
            m_shown.back() = itemCount() - 1;
        relayout();
    }
}

} // namespace pl

#include "ChartPanel.h"

#include "ChartWidget.h"
#include "QtAdapters.h"
#include "StudyImageView.h"
#include "TableExport.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QMouseEvent>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pl {

namespace {

constexpr int maxShownAtDesk = 4;
constexpr int maxShownInPresentation = 2;
constexpr double presentationTextScale = 1.6;  // 8 pt tick labels become 13 pt (17 px)

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
    m_charts.clear();
    m_tables.clear();
    m_images.clear();
    m_shown.clear();
    m_enlarged = -1;
    m_imagesRevision = ~0ULL;

    for (const ChartSpec& spec : session.charts()) {
        auto* chart = new ChartWidget(spec, this);
        m_charts.push_back(chart);
        addItem(chart, readable(spec.title), chart->viewport());
    }
    for (const Table& table : session.lesson().tables()) {
        auto* box = new QGroupBox(readable(table.title), this);
        auto* layout = new QVBoxLayout(box);
        auto* widget = new QTableWidget(box);
        widget->setObjectName(toQString(table.id));
        widget->setEditTriggers(QAbstractItemView::NoEditTriggers);
        widget->setTabKeyNavigation(false);
        widget->setAccessibleName(readable(table.title));
        widget->verticalHeader()->setVisible(false);
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

void ChartPanel::applyPresentation()
{
    const double scale = m_presentation ? presentationTextScale : 1.0;
    for (ChartWidget* c : m_charts)
        c->setTextScale(scale);
    for (StudyImageView* v : m_images)
        v->setTextScale(scale);
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

void ChartPanel::relayout()
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
    refreshTables(session);
    refreshImages(session);
}

void ChartPanel::refreshOne(const LessonSession& session, std::size_t index)
{
    if (index < m_charts.size())
        m_charts[index]->refresh(session.chartData());
    if (index == 0) {
        refreshTables(session);
        refreshImages(session);
    }
}

void ChartPanel::refreshTables(const LessonSession& session)
{
    if (m_tables.empty())
        return;
    const std::vector<Table> tables = session.lesson().tables();
    for (QTableWidget* widget : m_tables) {
        for (const Table& table : tables) {
            if (toQString(table.id) != widget->objectName())
                continue;
            widget->setColumnCount(static_cast<int>(table.columns.size()));
            QStringList headers;
            for (const TableColumn& c : table.columns)
                headers << withUnit(c.title, c.unit);
            widget->setHorizontalHeaderLabels(headers);
            widget->setRowCount(static_cast<int>(table.rows.size()));
            for (int r = 0; r < static_cast<int>(table.rows.size()); ++r)
                for (int c = 0; c < static_cast<int>(table.columns.size()); ++c) {
                    const auto& row = table.rows[static_cast<std::size_t>(r)];
                    const QString text = static_cast<std::size_t>(c) < row.size()
                                             ? formatCell(row[static_cast<std::size_t>(c)],
                                                          table.columns[static_cast<std::size_t>(c)])
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
            target->setTextScale(m_presentation ? presentationTextScale : 1.0);
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

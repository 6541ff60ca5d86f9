#include "ChartPanel.h"

#include "ChartWidget.h"
#include "QtAdapters.h"
#include "TableExport.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pl {

ChartPanel::ChartPanel(QWidget* parent) : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setAccessibleName(tr("Charts"));
    m_content = new QWidget(this);
    m_grid = new QGridLayout(m_content);
    m_grid->setContentsMargins(4, 4, 4, 4);
    m_grid->setSpacing(6);
    setWidget(m_content);
}

void ChartPanel::rebuild(const LessonSession& session)
{
    // Hidden at once, deleted when control is back in the event loop.
    auto retire = [](QWidget* w) {
        w->hide();
        w->deleteLater();
    };
    for (ChartWidget* c : m_charts)
        retire(c);
    for (QTableWidget* t : m_tables)
        retire(t->parentWidget());
    for (QLabel* l : m_images)
        retire(l->parentWidget());
    m_charts.clear();
    m_tables.clear();
    m_images.clear();
    m_imagesRevision = ~0ULL;
    // Remove the old cells from the grid (their widgets are deleted above).
    while (QLayoutItem* item = m_grid->takeAt(0))
        delete item;
    m_nextCell = 0;

    for (const ChartSpec& spec : session.charts()) {
        auto* chart = new ChartWidget(spec, m_content);
        m_grid->addWidget(chart, m_nextCell / 2, m_nextCell % 2);
        ++m_nextCell;
        m_charts.push_back(chart);
    }
    for (const Table& table : session.lesson().tables()) {
        auto* box = new QGroupBox(readable(table.title), m_content);
        auto* layout = new QVBoxLayout(box);
        auto* widget = new QTableWidget(box);
        widget->setObjectName(toQString(table.id));
        widget->setEditTriggers(QAbstractItemView::NoEditTriggers);
        widget->setTabKeyNavigation(false);
        widget->setAccessibleName(readable(table.title));
        widget->verticalHeader()->setVisible(false);
        widget->setMinimumHeight(220);
        layout->addWidget(widget);
        m_grid->addWidget(box, m_nextCell / 2, m_nextCell % 2);
        ++m_nextCell;
        m_tables.push_back(widget);
    }
    for (int column = 0; column < 2; ++column)
        m_grid->setColumnStretch(column, 1);
    applyPresentation();
    refresh(session);
}

ChartWidget* ChartPanel::chart(const std::string& id) const
{
    for (ChartWidget* c : m_charts)
        if (c->spec().id == id)
            return c;
    return nullptr;
}

void ChartPanel::setPresentation(bool on)
{
    m_presentation = on;
    applyPresentation();
}

void ChartPanel::applyPresentation()
{
    constexpr int shownInPresentation = 2;
    constexpr double presentationTextScale = 1.6;  // 8 pt tick labels become 13 pt (17 px)
    for (std::size_t i = 0; i < m_charts.size(); ++i) {
        m_charts[i]->setTextScale(m_presentation ? presentationTextScale : 1.0);
        m_charts[i]->setVisible(!m_presentation || i < shownInPresentation);
    }
    for (QTableWidget* t : m_tables)
        t->parentWidget()->setVisible(!m_presentation);
    for (QLabel* l : m_images)
        l->parentWidget()->setVisible(!m_presentation);
}

void ChartPanel::refresh(const LessonSession& session)
{
    for (ChartWidget* c : m_charts)
        c->refresh(session.chartData());
    refreshTables(session);
    refreshImages(session);
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
    // Add a cell for each new image id; then show every image's current pixels.
    while (m_images.size() < images.size()) {
        auto* box = new QGroupBox(m_content);
        auto* layout = new QVBoxLayout(box);
        auto* label = new QLabel(box);
        label->setAlignment(Qt::AlignCenter);
        label->setMinimumSize(200, 200);
        layout->addWidget(label);
        m_grid->addWidget(box, m_nextCell / 2, m_nextCell % 2);
        ++m_nextCell;
        m_images.push_back(label);
    }
    for (std::size_t i = 0; i < m_images.size(); ++i) {
        QLabel* label = m_images[i];
        auto* box = static_cast<QGroupBox*>(label->parentWidget());
        box->setVisible(i < images.size() && !m_presentation);
        if (i >= images.size())
            continue;
        box->setTitle(toQString(images[i].id));
        label->setPixmap(QPixmap::fromImage(toQImage(images[i]))
                             .scaled(400, 400, Qt::KeepAspectRatio, Qt::SmoothTransformation));
    }
}

} // namespace pl

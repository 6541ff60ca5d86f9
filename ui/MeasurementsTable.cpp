// SPDX-License-Identifier: GPL-3.0-or-later
#include "MeasurementsTable.h"

#include "MeasurementText.h"
#include "QtAdapters.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTimer>

#include <cmath>

namespace pl {

MeasurementsTable::MeasurementsTable(QWidget* parent) : QTableWidget(0, 2, parent)
{
    setHorizontalHeaderLabels({tr("Measurement"), tr("Value")});
    // Names and values share the width; a long name wraps, and its row grows to hold it.
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    viewport()->installEventFilter(this);  // re-fit the rows to a new width
    verticalHeader()->setVisible(false);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setWordWrap(true);
    setObjectName(QStringLiteral("measurements"));
    setTabKeyNavigation(false);  // Tab moves on to the next control
}

bool MeasurementsTable::eventFilter(QObject* watched, QEvent* event)
{
    // The header stretches its columns after the viewport's resize: fit the rows after that.
    if (watched == viewport() && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &MeasurementsTable::fitRows);
    return QTableWidget::eventFilter(watched, event);
}

void MeasurementsTable::showMeasurements(std::vector<Measurement> list,
                                         const std::vector<ParameterSpec>& table)
{
    QStringList values;
    QString signature;
    for (Measurement& m : list) {
        sanitize(m);
        values << measurementText(m.value, table, MeasurementStyle{}, m.keyLabels);
        signature += toQString(m.id) + values.back() + toQString(m.note);
    }
    if (signature == m_lastText)
        return;  // unchanged: keep the table (and its scroll position) as it is
    m_lastText = signature;
    const int rows = static_cast<int>(list.size());
    bool relayout = rowCount() != rows;
    if (relayout)
        setRowCount(rows);
    for (int row = 0; row < rows; ++row) {
        const Measurement& m = list[static_cast<std::size_t>(row)];
        QTableWidgetItem* name = item(row, 0);
        QTableWidgetItem* value = item(row, 1);
        if (!name || !value) {
            setItem(row, 0, name = new QTableWidgetItem());
            setItem(row, 1, value = new QTableWidgetItem());
            relayout = true;
        }
        // The name as rich text in a label over the cell; the cell keeps the plain name for
        // screen readers.
        auto* nameLabel = qobject_cast<QLabel*>(cellWidget(row, 0));
        if (!nameLabel) {
            nameLabel = new QLabel(this);
            nameLabel->setTextFormat(Qt::RichText);
            nameLabel->setWordWrap(true);
            nameLabel->setContentsMargins(3, 1, 3, 1);
            setCellWidget(row, 0, nameLabel);
            relayout = true;
        }
        const QString rich = richWithUnit(m.label, m.unit);
        relayout = relayout || nameLabel->text() != rich;
        nameLabel->setText(rich);
        name->setData(Qt::AccessibleTextRole, spokenWithUnit(m.label, m.unit));
        const std::string named = m.unit.empty() ? m.label : m.label + " (" + m.unit + ")";
        const QStringList key{tr("report.json key: %1").arg(toQString(m.id))};
        nameLabel->setToolTip(tooltipText(named, key));
        nameLabel->setAccessibleDescription(spokenText(named, key));
        relayout = relayout || value->text().count(QLatin1Char('\n')) != values[row].count(QLatin1Char('\n'));
        value->setText(values[row]);
        value->setToolTip(tooltipText(m.note));
        value->setData(Qt::AccessibleDescriptionRole, spokenText(m.note));
    }
    if (relayout)
        fitRows();
}

void MeasurementsTable::fitRows()
{
    // The names are labels over their cells, which resizeRowsToContents() does not see.
    const int nameWidth = columnWidth(0);
    const int valueWidth = std::max(1, columnWidth(1) - 8);
    const QFontMetrics metrics(font());
    for (int row = 0; row < rowCount(); ++row) {
        int height = metrics.height() + 6;
        if (const QTableWidgetItem* value = item(row, 1))
            height = std::max(height, metrics.boundingRect(QRect(0, 0, valueWidth, 100000),
                                                           Qt::TextWordWrap, value->text())
                                              .height() + 6);
        if (auto* name = qobject_cast<QLabel*>(cellWidget(row, 0)))
            height = std::max(height, name->heightForWidth(nameWidth) + 2);
        setRowHeight(row, height);
    }
}

} // namespace pl

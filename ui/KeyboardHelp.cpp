// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyboardHelp.h"

#include "Shortcuts.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pl {

KeyboardHelp::KeyboardHelp(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("keyboardHelp"));
    setWindowTitle(tr("Keyboard and mouse"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("These keys work wherever the focus is, also in a number field."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table = new QTableWidget(this);
    m_table->setAccessibleName(tr("Keys and mouse gestures"));
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Key or gesture"), tr("What it does")});
    m_table->verticalHeader()->hide();
    m_table->setShowGrid(false);
    m_table->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QFont sectionFont = font();
    sectionFont.setBold(true);
    for (const KeyHelpSection& section : keyboardReference()) {
        const int heading = m_table->rowCount();
        m_table->insertRow(heading);
        auto* title = new QTableWidgetItem(section.title);
        title->setFont(sectionFont);
        m_table->setItem(heading, 0, title);
        m_table->setSpan(heading, 0, 1, 2);
        // The cell under the span is still a cell to a screen reader: it reads the heading too.
        auto* spanned = new QTableWidgetItem();
        spanned->setData(Qt::AccessibleTextRole, section.title);
        m_table->setItem(heading, 1, spanned);
        for (const KeyHelpRow& row : section.rows) {
            const int r = m_table->rowCount();
            m_table->insertRow(r);
            auto* keys = new QTableWidgetItem(row.keys);
            keys->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_table->setItem(r, 0, keys);
            auto* action = new QTableWidgetItem(row.action);
            action->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_table->setItem(r, 1, action);
        }
    }
    // The keys' column as wide as its widest entry, the rest for the descriptions, wrapped.
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    // Every row in sight without scrolling where the screen allows it.
    int keysWidth = 0;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->columnSpan(r, 0) == 1)
            keysWidth = std::max(keysWidth, fontMetrics().horizontalAdvance(m_table->item(r, 0)->text()));
    keysWidth += 24;  // the cell's margins
    const QSize wanted(keysWidth + fontMetrics().horizontalAdvance(QLatin1Char('x')) * 60 + 40,
                       fontMetrics().lineSpacing() * (m_table->rowCount() + 12) + 80);
    QSize room(1280, 800);
    if (const QScreen* s = parent ? parent->screen() : screen())
        room = s->availableSize();
    resize(wanted.boundedTo(room * 0.9));
}

void showKeyboardHelp(QWidget* parent)
{
    if (auto* open = parent->findChild<KeyboardHelp*>(QStringLiteral("keyboardHelp"))) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto* dialog = new KeyboardHelp(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace pl

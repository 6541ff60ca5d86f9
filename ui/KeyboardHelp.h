// SPDX-License-Identifier: GPL-3.0-or-later
// Help → Keyboard and mouse: every key and gesture as a two-column table, the keys in one
// aligned column and what they do in the other (tab stops in a message box
// left the columns ragged).
#pragma once

#include <QDialog>

class QTableWidget;

namespace pl {

class KeyboardHelp : public QDialog {
    Q_OBJECT
public:
    explicit KeyboardHelp(QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table = nullptr;
};

// Opens the dialog over `parent` without blocking (object name "keyboardHelp"), or raises the
// one already open.
void showKeyboardHelp(QWidget* parent);

} // namespace pl

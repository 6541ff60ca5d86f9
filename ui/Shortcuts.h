// SPDX-License-Identifier: GPL-3.0-or-later
// Keys that always work in a classroom: play/pause (Space), one step (S, →), one step back (←),
// reset (R) and presentation mode (F11) act wherever the keyboard focus is — in a spin box, on a
// slider, a button or a check box — because a teacher who just typed a number must not have to
// click the view before Space pauses. Only a free-text field (a line edit that is not part of a
// spin box), and a number field once the person has begun typing into it ("0.2 s", until Enter,
// Tab or Esc), keep Space, letters and the arrows as text. Esc sends the focus back to the view;
// in a number field being typed into it first drops what was typed, and in any number field it
// takes away the message of an earlier refusal (NumberField::dismiss). A number field holding the
// value in force also leaves the Ctrl keys to the window (Ctrl+E exports, Ctrl+Z undoes the
// parameter change) except select all, copy, cut and paste.
//
// How: Qt first offers a key to the focused widget as a ShortcutOverride event; an editor that
// accepts it keeps the key and the shortcut never fires. ClassroomKeys watches those events for
// the window it guards and declines them for the keys above, so the window's actions receive them.
#pragma once

#include <QKeySequence>
#include <QObject>
#include <QPointer>
#include <QString>

#include <vector>

class QAction;
class QWidget;

namespace pl {

class ClassroomKeys : public QObject {
    Q_OBJECT
public:
    // Guards the keys of `actions` (single keys without modifiers) inside `window`; Esc moves the
    // focus to `home` (the view). Installs itself as an application event filter.
    ClassroomKeys(QWidget* window, QWidget* home, const std::vector<QAction*>& actions);

signals:
    // Esc was pressed while the view already had the focus (leaves presentation mode).
    void escapeAtHome();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<QWidget> m_window;
    QPointer<QWidget> m_home;
    std::vector<int> m_keys;
};

// Every key and mouse gesture of the window, for Help → Keyboard and mouse (KeyboardHelp.h):
// sections of rows, each a key or gesture and what it does.
struct KeyHelpRow {
    QString keys;
    QString action;
};
struct KeyHelpSection {
    QString title;
    std::vector<KeyHelpRow> rows;
};
std::vector<KeyHelpSection> keyboardReference();

} // namespace pl

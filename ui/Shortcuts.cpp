// SPDX-License-Identifier: GPL-3.0-or-later
#include "Shortcuts.h"

#include "NumberField.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QWidget>

#include <algorithm>

namespace pl {

namespace {

// The number field `w` is, or whose line edit it is; nullptr for any other widget.
NumberField* numberFieldOf(QWidget* w)
{
    if (auto* field = qobject_cast<NumberField*>(w))
        return field;
    return w && qobject_cast<QLineEdit*>(w) ? qobject_cast<NumberField*>(w->parentWidget())
                                            : nullptr;
}

// A number field (or the line edit inside it) the person is typing a value into.
bool isTypingNumber(QWidget* w)
{
    const NumberField* field = numberFieldOf(w);
    return field && field->isTyping();
}

// A number field (or the line edit inside it) holding the value in force: nothing typed yet.
bool isNumberFieldAtRest(QWidget* w)
{
    const NumberField* field = numberFieldOf(w);
    return field && !field->isTyping();
}

// The editing keys a number field keeps even at rest: select all, copy, cut and paste (which
// begins typing).
bool isFieldEditingKey(const QKeyEvent* key)
{
    return key->matches(QKeySequence::SelectAll) || key->matches(QKeySequence::Copy) ||
           key->matches(QKeySequence::Cut) || key->matches(QKeySequence::Paste);
}

// A field where Space, letters and the arrows are text the person is typing: a free-text
// field, or a number field once typing has begun ("0.2 s": the space and the unit).
bool isFreeTextField(QWidget* w)
{
    if (isTypingNumber(w))
        return true;
    if (const auto* line = qobject_cast<const QLineEdit*>(w)) {
        if (qobject_cast<const QAbstractSpinBox*>(line->parentWidget()))
            return false;  // a number field not being typed into
        if (const auto* combo = qobject_cast<const QComboBox*>(line->parentWidget()))
            return combo->isEditable();
        return !line->isReadOnly();
    }
    if (const auto* text = qobject_cast<const QTextEdit*>(w))
        return !text->isReadOnly();
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(w))
        return !plain->isReadOnly();
    return false;
}

} // namespace

ClassroomKeys::ClassroomKeys(QWidget* window, QWidget* home, const std::vector<QAction*>& actions)
    : QObject(window), m_window(window), m_home(home)
{
    // On the window itself, so the keys also work with the menu bar hidden (presentation).
    for (QAction* action : actions)
        window->addAction(action);
    for (const QAction* action : actions)
        for (const QKeySequence& sequence : action->shortcuts())
            if (sequence.count() == 1 && sequence[0].keyboardModifiers() == Qt::NoModifier)
                m_keys.push_back(sequence[0].key());
    qApp->installEventFilter(this);
}

bool ClassroomKeys::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || !m_window || widget->window() != m_window)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    // Ctrl keys in a number field at rest are the window's: its line edit would take Ctrl+E
    // (end of line) from Export and Ctrl+Z (its own undo) from undoing the parameter change.
    if (event->type() == QEvent::ShortcutOverride && (key->modifiers() & Qt::ControlModifier) &&
        isNumberFieldAtRest(widget) && !isFieldEditingKey(key)) {
        key->ignore();
        return true;
    }
    if (key->modifiers() & ~Qt::KeypadModifier)
        return false;
    if (event->type() == QEvent::ShortcutOverride) {
        const bool guarded = std::find(m_keys.begin(), m_keys.end(), key->key()) != m_keys.end();
        if (!guarded || isFreeTextField(widget))
            return false;
        key->ignore();  // not overridden: the window's shortcut takes the key
        return true;
    }
    if (key->key() != Qt::Key_Escape || !m_home || isTypingNumber(widget))
        return false;  // Esc while typing a number drops what was typed (NumberField)
    if (NumberField* field = numberFieldOf(widget))
        field->dismiss();  // its message about an earlier refusal goes too
    if (m_home->hasFocus()) {
        emit escapeAtHome();
        return true;
    }
    m_home->setFocus(Qt::ShortcutFocusReason);
    return true;
}

std::vector<KeyHelpSection> keyboardReference()
{
    auto tr = [](const char* text) { return QCoreApplication::translate("KeyboardHelp", text); };
    return {
        {tr("Keys"),
         {{tr("Space"), tr("play / pause")},
          {tr("S or →"), tr("one step (one stage in step-through mode)")},
          {tr("←"), tr("one step back")},
          {tr("R"), tr("reset with the current parameters")},
          {tr("F11"), tr("presentation mode on / off")},
          {tr("D"), tr("describe the view: said aloud with View → Speak, and to a screen reader")},
          {tr("Ctrl+ / Ctrl− / Ctrl+0"), tr("text larger / smaller / default size")},
          {tr("Esc"), tr("focus back to the view; from the view, leave presentation mode")},
          {tr("F1"), tr("the lesson's text (the user guide when it has none)")},
          {tr("Tab / Shift+Tab"), tr("next / previous control")},
          {tr("Ctrl+Z / Ctrl+Shift+Z"), tr("undo / redo a parameter change")},
          {tr("Ctrl+O / Ctrl+S"), tr("open / save a session")},
          {tr("Ctrl+E"), tr("export everything to a folder")}}},
        {tr("Mouse"),
         {{tr("Wheel"), tr("zoom the view")},
          {tr("Right-drag"), tr("pan the view")},
          {tr("Double-click"), tr("fit the view")},
          {tr("Left-drag"), tr("interact where the lesson allows (drag a bob, a particle…)")},
          {tr("Right-click a chart"), tr("save it as PNG or SVG, or its data as CSV")},
          {tr("Timeline"), tr("drag to go back to any moment; change a parameter there and play "
                              "to branch the run: the old future stays as a ghost and dashed "
                              "curves")}}},
        {tr("Typing"),
         {{tr("In a number field"),
           tr("digits are typed, Space still plays; once you type (\"0.2 s\", \"0,2\"), Enter "
              "or Tab applies it and Esc drops it")},
          {tr("In a free-text field"), tr("letters and Space are text")},
          {tr("Parameters marked ↺"), tr("apply on reset; the others apply at once")}}},
    };
}

} // namespace pl

#include "Shortcuts.h"

#include "NumberField.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QWidget>

#include <algorithm>

namespace pl {

namespace {

// A number field (or the line edit inside it) the person is typing a value into.
bool isTypingNumber(const QWidget* w)
{
    if (const auto* field = qobject_cast<const NumberField*>(w))
        return field->isTyping();
    return w && qobject_cast<const QLineEdit*>(w) && isTypingNumber(w->parentWidget());
}

// A field where Space, letters and the arrows are text the person is typing: a free-text
// field, or a number field once typing has begun ("0.2 s": the space and the unit).
bool isFreeTextField(const QWidget* w)
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
    if (m_home->hasFocus()) {
        emit escapeAtHome();
        return true;
    }
    m_home->setFocus(Qt::ShortcutFocusReason);
    return true;
}

QString keyboardReference()
{
    return QObject::tr(
        "Space\tplay / pause\n"
        "S or →\tone step (one stage in step-through mode)\n"
        "←\tone step back\n"
        "R\treset with the current parameters\n"
        "F11\tpresentation mode on / off\n"
        "Ctrl+ / Ctrl− / Ctrl+0\ttext larger / smaller / default size\n"
        "Esc\tfocus back to the view; from the view, leave presentation mode\n"
        "F1\tthe lesson's text\n"
        "Tab / Shift+Tab\tnext / previous control\n"
        "Ctrl+Z / Ctrl+Shift+Z\tundo / redo a parameter change\n"
        "Ctrl+O / Ctrl+S\topen / save a session\n"
        "Ctrl+E\texport everything to a folder\n\n"
        "Timeline (under the view): drag to go back to any moment; change a parameter there\n"
        "and play to branch the run: the old future stays as a ghost and dashed curves.\n\n"
        "These keys work wherever the focus is, also in a number field: type digits there,\n"
        "Space still plays. Only a free-text field keeps letters and Space as text, and a\n"
        "number field once you type into it (\"0.2 s\", \"0,2\"): Enter or Tab applies it,\n"
        "Esc drops it.\n\n"
        "View: wheel zooms, right-drag pans, double-click fits.\n"
        "Left-drag interacts where the lesson allows (drag a bob, a particle…).\n"
        "Charts: right-click exports PNG, SVG or CSV.\n"
        "Parameters marked ↺ apply on reset; the others apply at once.");
}

} // namespace pl

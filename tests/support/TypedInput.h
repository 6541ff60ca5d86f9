// SPDX-License-Identifier: GPL-3.0-or-later
// Typing as a person types, for the window tests: one key press per character, sent through
// the application as the keyboard sends it (ASCII by its key code, so Space and the letters meet
// the window's shortcuts as real keys do), into the parameter form's number fields. Header only:
// the app tests link Qt Widgets, the other tests that share test_support do not.
#pragma once

#include "NumberField.h"
#include "ParameterPanel.h"

#include <QtTest/QtTest>

#include <QApplication>
#include <QWidget>

namespace pl::test {

// Types `text` into `widget`, which has the keyboard focus.
inline void typeText(QWidget* widget, const QString& text)
{
    for (const QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClick(widget, c.toLatin1());
        else  // σ, √, ⁻: the key a keyboard layout would send, with the character as its text
            QTest::sendKeyEvent(QTest::Click, widget, static_cast<Qt::Key>(c.toUpper().unicode()),
                                QString(c), Qt::NoModifier);
    }
}

// Clicks into `field` (the focus comes by mouse), selects all its text with Ctrl+A, types `text`
// (an empty `text`: Backspace, which empties the field) and finishes with `finish`
// (Qt::Key_Return or Qt::Key_Tab).
inline void typeIntoField(NumberField* field, const QString& text, Qt::Key finish)
{
    field->setFocus(Qt::MouseFocusReason);
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    if (text.isEmpty())
        QTest::keyClick(field, Qt::Key_Backspace);
    typeText(field, text);
    QTest::keyClick(field, finish);
}

// The number field of parameter `id` in `panel`; nullptr when there is none.
inline NumberField* numberField(ParameterPanel* panel, const QString& id)
{
    for (NumberField* field : panel->findChildren<NumberField*>())
        if (field->parentWidget() && field->parentWidget()->property("parameterId").toString() == id)
            return field;
    return nullptr;
}

} // namespace pl::test

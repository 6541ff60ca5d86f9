// SPDX-License-Identifier: GPL-3.0-or-later
// The number field of the parameter form: a spin box a person types into as they write a number
// on paper — "0.2", "0.2 s", "0,2 s" where their language writes a decimal comma — and applies
// with Enter or Tab (or by leaving the field). What it cannot apply is never swallowed: the field
// hands the text on (typed()) or says why not (refusedTyping()), and the form shows the message
// beside it.
//
// Why not QDoubleSpinBox as it is: its validate() sees the whole text with the suffix ("2 N/m"),
// its line edit's validator appends the suffix to what is typed ("0.2 s s"), and on Enter it
// silently restores the old value for anything it finds Intermediate (out of range, a unit, a
// comma). Here Enter, Tab and focus-out read the text themselves; the range is
// checked where the command line checks it (parseParameter), so both say the same thing.
#pragma once

#include <QDoubleSpinBox>
#include <QLocale>
#include <QString>

namespace pl {

// What a person typed into a number field whose unit is `unit`, spelled for parseParameter.
struct TypedNumber {
    QString number;  // the number as the command line spells it ("0.2", "-1e-3"); empty if refused
    QString error;   // why the text was refused here (a unit that is not the field's); else empty
};

// Reads `typed`: surrounding spaces, a trailing unit equal to `unit` (spaces, "^2" for "²", "*"
// for "·" and "deg" for "°" allowed) and `locale`'s decimal comma are taken away. Anything that
// is not a number is handed on as it is, so that parseParameter names the fault ("'abc' is not
// a number", "nan is not a finite number"); only a different unit is refused here.
TypedNumber readTypedNumber(const QString& typed, const QString& unit, const QLocale& locale);

class NumberField : public QDoubleSpinBox {
    Q_OBJECT
public:
    // `unit` is shown after the number ("0.05 s") and may be typed or left out.
    NumberField(const QString& unit, QWidget* parent = nullptr);

    // True while the person is typing: the text differs from the value shown and is not yet
    // applied. Then Space, letters and the arrows are text (ClassroomKeys leaves them alone).
    bool isTyping() const;
    // Puts the value in force back in the field, dropping what was typed.
    void discardTyping();
    // Esc, in the field or (at rest) in the window's keys: discardTyping(), then dismissed().
    void dismiss();

    QString textFromValue(double value) const override;
    // Room for a number as it is shown (six significant digits) with a sign and the unit
    // ("-0.0000100 N·s"): a spin box asks for room for its range's ends only ("0 N·s",
    // "1 N·s"), and "0.02 N·s" was cut.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& position) const override;

signals:
    // Enter, Tab or leaving the field applied `number` (C spelling, not yet range-checked).
    void typed(const QString& number);
    // What was typed cannot be read as a number in this field's unit; `message` says why.
    void refusedTyping(const QString& message);
    // Esc: the field shows the value in force, and a message about an earlier refusal is stale.
    void dismissed();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void applyTyping();

    QString m_unit;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "NumberField.h"

#include "LocalNumbers.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalBlocker>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

// A unit as it may be typed: without spaces, with ASCII for the signs a keyboard lacks.
QString typeableUnit(QString unit)
{
    unit.remove(QRegularExpression(QStringLiteral("\\s")));
    unit.replace(QStringLiteral("²"), QStringLiteral("^2"));
    unit.replace(QStringLiteral("³"), QStringLiteral("^3"));
    unit.replace(QStringLiteral("⁻"), QStringLiteral("^-"));
    unit.replace(QStringLiteral("·"), QStringLiteral("*"));
    unit.replace(QStringLiteral("°"), QStringLiteral("deg"));
    return unit;
}

} // namespace

TypedNumber readTypedNumber(const QString& typed, const QString& unit, const QLocale& locale)
{
    const QString text = typed.trimmed();
    if (text.isEmpty())
        return {{}, unit.isEmpty() ? QObject::tr("type a number")
                                   : QObject::tr("type a number (in %1)").arg(unit)};
    // A number (with a decimal point or comma and an exponent) and what follows it.
    static const QRegularExpression numberThenRest(QStringLiteral(
        "^([+\\-−]?[0-9.,]*[0-9][0-9.,]*(?:[eE][+\\-−]?[0-9]+)?)\\s*(.*)$"));
    const QRegularExpressionMatch match = numberThenRest.match(text);
    if (!match.hasMatch())
        return {text, {}};  // parseParameter says what it is not
    const QString rest = match.captured(2);
    if (!rest.isEmpty()) {
        if (unit.isEmpty())
            return {text, {}};
        const QString given = typeableUnit(rest);
        if (given != typeableUnit(unit) && given != typeableUnit(unit).remove(QLatin1Char('^')))
            return {{}, QObject::tr("'%1' is not a number in %2").arg(text, unit)};
    }
    QString number = match.captured(1);
    number.replace(QStringLiteral("−"), QStringLiteral("-"));
    if (!number.contains(QLatin1Char('.')) && number.contains(QLatin1Char(','))) {
        if (locale.decimalPoint() == QLatin1String(","))
            number.replace(QLatin1Char(','), QLatin1Char('.'));
        else  // a decimal comma where this computer writes a point (a German teacher, an English system)
            return {{}, QObject::tr("'%1' is not a number here: decimals are written with a point, as in %2")
                            .arg(text, QString(number).replace(QLatin1Char(','), QLatin1Char('.')))};
    }
    return {number, {}};
}

NumberField::NumberField(const QString& unit, QWidget* parent) : QDoubleSpinBox(parent), m_unit(unit)
{
    // "1000", not "1.000" (a German reader takes the group separator for a decimal point).
    setLocale(numberLocale());
    if (!unit.isEmpty())
        setSuffix(QLatin1Char(' ') + unit);
    // QAbstractSpinBox's own validator appends the suffix to whatever is typed ("0.2 s" became
    // "0.2 s s"); validate() below sees every text still, when the value is read.
    lineEdit()->setValidator(nullptr);
}

QString NumberField::textFromValue(double value) const
{
    return locale().toString(value, 'g', 6);  // shortest readable form: 0.05, 1e-04
}

QSize NumberField::sizeHint() const
{
    QSize hint = QDoubleSpinBox::sizeHint();
    // What the spin box adds around its text (frame, margins, buttons), measured on its own
    // hint for its longest range end, then the widest reading put in.
    const QFontMetrics metrics = fontMetrics();
    int rangeText = 0;
    for (const double end : {minimum(), maximum()})
        rangeText = std::max(rangeText, metrics.horizontalAdvance(prefix() + textFromValue(end) + suffix()));
    const int around = hint.width() - rangeText;
    const int widest = metrics.horizontalAdvance(prefix() + locale().toString(-0.00001, 'f', 7) + suffix());
    hint.setWidth(std::max(hint.width(), around + widest));
    return hint;
}

QSize NumberField::minimumSizeHint() const
{
    return QSize(sizeHint().width(), QDoubleSpinBox::minimumSizeHint().height());
}

double NumberField::valueFromText(const QString& text) const
{
    const TypedNumber read = readTypedNumber(text, m_unit, locale());
    bool ok = false;
    const double v = QLocale::c().toDouble(read.number, &ok);
    return ok ? v : value();
}

QValidator::State NumberField::validate(QString& text, int&) const
{
    // Never Invalid: every key a person presses goes into the field, and what cannot be applied
    // is explained when they press Enter, not refused keystroke by keystroke.
    const TypedNumber read = readTypedNumber(text, m_unit, locale());
    bool ok = false;
    const double v = QLocale::c().toDouble(read.number, &ok);
    return ok && std::isfinite(v) && v >= minimum() && v <= maximum() ? QValidator::Acceptable
                                                                       : QValidator::Intermediate;
}

bool NumberField::isTyping() const
{
    return lineEdit()->isModified();
}

void NumberField::discardTyping()
{
    const QSignalBlocker block(this);
    setValue(value());  // writes the text anew when it differs
    lineEdit()->setModified(false);
}

void NumberField::dismiss()
{
    discardTyping();
    emit dismissed();
}

void NumberField::applyTyping()
{
    const TypedNumber read = readTypedNumber(lineEdit()->text(), m_unit, locale());
    if (read.error.isEmpty())
        emit typed(read.number);
    else
        emit refusedTyping(read.error);
    if (isTyping())  // refused, or the receiver showed the same value again
        discardTyping();
}

void NumberField::keyPressEvent(QKeyEvent* event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && isTyping()) {
        applyTyping();
        selectAll();
        event->accept();
        return;
    }
    if (event->matches(QKeySequence::SelectAll)) {
        lineEdit()->selectAll();  // the unit too: what is typed next replaces all of it
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Escape && isTyping()) {
        dismiss();
        event->accept();
        return;
    }
    QDoubleSpinBox::keyPressEvent(event);
}

void NumberField::focusInEvent(QFocusEvent* event)
{
    QDoubleSpinBox::focusInEvent(event);
    // QAbstractSpinBox selects the number without its unit, so "0.2 s" typed over it would read
    // "0.2 s s"; select everything, so both "0.2" and "0.2 s" replace the whole text.
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason ||
        event->reason() == Qt::ShortcutFocusReason)
        lineEdit()->selectAll();
}

void NumberField::focusOutEvent(QFocusEvent* event)
{
    if (isTyping())
        applyTyping();
    QDoubleSpinBox::focusOutEvent(event);
}

} // namespace pl

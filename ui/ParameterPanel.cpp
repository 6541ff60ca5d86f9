// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParameterPanel.h"

#include "LocalNumbers.h"
#include "NumberField.h"
#include "QtAdapters.h"
#include "framework/TextFormat.h"
#include "SliderScale.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

// What a parameter's tooltip says after its description: its range, its command-line name and
// when it applies.
QStringList tooltipLines(const ParameterSpec& s)
{
    // Bounds as a person writes them: 10⁻⁵, not 1e-05.
    auto number = [](double value) { return localDecimals(toQString(readableNumbers(formatNumber(value, 6)))); };
    QStringList lines;
    const QString unit = s.unit.empty() ? QString() : QLatin1Char(' ') + toQString(s.unit);
    if (s.kind == ParameterKind::Number || s.kind == ParameterKind::Integer)
        lines << ParameterPanel::tr("Range: %1 … %2%3   (default %4%3)")
                     .arg(number(s.min), number(s.max), unit, number(s.defaultValue));
    lines << ParameterPanel::tr("Command line: --set %1=…").arg(toQString(s.id));
    lines << (s.live ? ParameterPanel::tr("Applies at once, while running.")
                     : ParameterPanel::tr("Applies on reset (R)."));
    return lines;
}

// The tooltip on screen, and as a screen reader says it.
void describe(QWidget* widget, const ParameterSpec& s)
{
    const QStringList lines = tooltipLines(s);
    widget->setToolTip(tooltipText(s.description, lines));
    widget->setAccessibleDescription(spokenText(s.description, lines));
}

} // namespace

ParameterPanel::ParameterPanel(QWidget* parent) : QWidget(parent)
{
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Label above its editor: the panel stays narrow enough for a projector's resolution.
    m_form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_form->setVerticalSpacing(4);
}

void ParameterPanel::build(const std::vector<ParameterSpec>& table, const ParameterValues& values)
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_showers.clear();
    m_problems.clear();
    m_table = table;
    for (const ParameterSpec& spec : m_table) {
        QWidget* editor = makeEditor(spec);
        auto* label = new QLabel(richWithUnit(spec.label, spec.unit), this);
        label->setTextFormat(Qt::RichText);  // k_d as k<sub>d</sub>
        describe(label, spec);
        if (!spec.live)
            label->setText(label->text() + QStringLiteral(" ↺"));
        describe(editor, spec);
        // A screen reader names each editor after its label.
        const QString name = spokenWithUnit(spec.label, spec.unit);
        editor->setAccessibleName(name);
        for (auto* slider : editor->findChildren<QSlider*>())
            slider->setAccessibleName(tr("%1, slider").arg(name));
        for (auto* spin : editor->findChildren<QAbstractSpinBox*>())
            spin->setAccessibleName(name);
        m_form->addRow(label, editor);
    }
    display(values);
}

void ParameterPanel::lock(const std::function<bool(const std::string&)>& locked)
{
    for (int row = 0; row < m_form->rowCount() && row < static_cast<int>(m_table.size()); ++row)
        if (QLayoutItem* field = m_form->itemAt(row, QFormLayout::FieldRole); field && field->widget()) {
            const bool isLocked = locked(m_table[static_cast<std::size_t>(row)].id);
            field->widget()->setEnabled(!isLocked);
            if (isLocked)
                field->widget()->setToolTip(tr("Locked by your teacher (student mode)"));
        }
}

void ParameterPanel::display(const ParameterValues& values)
{
    m_shown = values;
    for (auto& [id, shower] : m_showers)
        if (values.has(id))
            shower(values);
}

QWidget* ParameterPanel::makeEditor(const ParameterSpec& spec)
{
    const QString id = toQString(spec.id);
    switch (spec.kind) {
    case ParameterKind::Number:
    case ParameterKind::Integer: {
        auto* row = new QWidget(this);
        row->setProperty("parameterId", id);
        auto* column = new QVBoxLayout(row);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(2);
        auto* layout = new QHBoxLayout();
        column->addLayout(layout);
        // A refused value (dragged or typed) is explained here, beside the field, not in a
        // dialog.
        auto* problem = new QLabel(row);
        problem->setObjectName(QStringLiteral("parameterProblem"));
        problem->setWordWrap(true);
        problem->setStyleSheet(QStringLiteral("color: #c01e1e;"));
        problem->hide();
        column->addWidget(problem);
        m_problems[id] = problem;
        auto* slider = new QSlider(Qt::Horizontal, row);
        slider->setRange(0, SliderScale::steps);
        // Live parameters follow the slider while it moves; the others (which reset the lesson,
        // e.g. a particle count) take the value once, when the slider is let go.
        slider->setTracking(spec.live);
        auto* spin = new NumberField(readable(spec.unit), row);
        spin->setRange(spec.min, spec.max);
        spin->setDecimals(spec.kind == ParameterKind::Integer ? 0 : 10);
        spin->setSingleStep(spec.step > 0 ? spec.step : (spec.max - spec.min) / 100.0);
        spin->setKeyboardTracking(false);
        spin->setMinimumWidth(90);
        layout->addWidget(slider, 1);
        layout->addWidget(spin);
        const SliderScale scale(spec);
        const std::string key = spec.id;
        connect(slider, &QSlider::valueChanged, this, [this, scale, spin, id, key](int position) {
            const double v = scale.value(position);
            const QSignalBlocker block(spin);
            spin->setValue(v);
            if (emitEdit(id, QString::number(v, 'g', 12)))
                m_shown.set(key, v);
        });
        // A slider that follows the hand goes back, when let go, to the value in force.
        if (spec.live)
            connect(slider, &QSlider::sliderReleased, this, [this, id] {
                if (m_problems[id]->isVisible())
                    display(m_shown);
            });
        // The arrow keys and the wheel step the value; typing is applied with Enter or Tab.
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, scale, slider, id](double v) {
            const QSignalBlocker block(slider);
            slider->setValue(scale.position(v));
            emitEdit(id, QString::number(v, 'g', 12));
        });
        connect(spin, &NumberField::typed, this, [this, id](const QString& number) {
            emitEdit(id, number);
        });
        connect(spin, &NumberField::refusedTyping, this,
                [this, id](const QString& message) { showProblem(id, message); });
        // Esc: the value in force is shown, a message about an earlier refusal goes.
        connect(spin, &NumberField::dismissed, this, [this, id] { m_problems[id]->hide(); });
        m_showers[spec.id] = [scale, key, slider, spin](const ParameterValues& values) {
            if (slider->isSliderDown())
                return;  // the hand is on it
            const double v = values.number(key);
            const QSignalBlocker b1(slider), b2(spin);
            slider->setValue(scale.position(v));
            spin->setValue(v);
        };
        return row;
    }
    case ParameterKind::Choice: {
        auto* combo = new QComboBox(this);
        for (const Choice& c : spec.choices) {
            combo->addItem(readable(c.label), toQString(c.id));
            combo->setItemData(combo->count() - 1, readable(c.label), Qt::ToolTipRole);
        }
        // As wide as the panel, not as its longest choice: SPH's "DFSPH for the dam break and
        // the stir, WCSPH at rest" pushed the whole form past the panel's right edge, where the
        // scroll area (no horizontal bar) clipped every field.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        auto showCurrent = [combo] { combo->setToolTip(combo->currentText()); };
        connect(combo, &QComboBox::currentIndexChanged, combo, showCurrent);
        connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, id](int) {
            emit edited(id, combo->currentData().toString());
        });
        const std::string key = spec.id;
        m_showers[spec.id] = [combo, key](const ParameterValues& values) {
            const QSignalBlocker block(combo);
            combo->setCurrentIndex(combo->findData(toQString(values.choice(key))));
            combo->setToolTip(combo->currentText());
        };
        return combo;
    }
    case ParameterKind::MultiChoice: {
        auto* box = new QWidget(this);
        auto* layout = new QGridLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        std::vector<QCheckBox*> checks;
        // Two columns while the labels are short; one when a language makes them long (German
        // "Symplektisches Euler-Verfahren"), so the panel does not grow wider than its dock.
        qsizetype longest = 0;
        for (const Choice& c : spec.choices)
            longest = std::max(longest, readable(c.label).size());
        const int columns = longest <= 20 ? 2 : 1;
        for (std::size_t i = 0; i < spec.choices.size(); ++i) {
            auto* check = new QCheckBox(readable(spec.choices[i].label), box);
            check->setProperty("choiceId", toQString(spec.choices[i].id));
            layout->addWidget(check, static_cast<int>(i) / columns, static_cast<int>(i) % columns);
            checks.push_back(check);
        }
        for (QCheckBox* check : checks)
            connect(check, &QCheckBox::toggled, this, [this, checks, id] {
                QStringList picked;
                for (QCheckBox* c : checks)
                    if (c->isChecked())
                        picked << c->property("choiceId").toString();
                emit edited(id, picked.join(QLatin1Char(',')));
            });
        const std::string key = spec.id;
        m_showers[spec.id] = [checks, key](const ParameterValues& values) {
            const std::vector<std::string> chosen = values.choices(key);
            for (QCheckBox* c : checks) {
                const QSignalBlocker block(c);
                const std::string cid = toStdString(c->property("choiceId").toString());
                c->setChecked(std::find(chosen.begin(), chosen.end(), cid) != chosen.end());
            }
        };
        return box;
    }
    case ParameterKind::Flag: {
        auto* check = new QCheckBox(this);
        connect(check, &QCheckBox::toggled, this,
                [this, id](bool on) { emit edited(id, on ? QStringLiteral("1") : QStringLiteral("0")); });
        const std::string key = spec.id;
        m_showers[spec.id] = [check, key](const ParameterValues& values) {
            const QSignalBlocker block(check);
            check->setChecked(values.flag(key));
        };
        return check;
    }
    case ParameterKind::Text: {
        auto* edit = new QLineEdit(this);
        connect(edit, &QLineEdit::editingFinished, this,
                [this, edit, id] { emit edited(id, edit->text()); });
        const std::string key = spec.id;
        m_showers[spec.id] = [edit, key](const ParameterValues& values) {
            const QSignalBlocker block(edit);
            edit->setText(toQString(values.text(key)));
        };
        return edit;
    }
    }
    return new QWidget(this);
}

bool ParameterPanel::emitEdit(const QString& id, const QString& text)
{
    m_problems[id]->hide();
    m_editing = id;
    m_refused = false;
    emit edited(id, text);
    m_editing.clear();
    return !m_refused;
}

void ParameterPanel::showProblem(const QString& id, const QString& message)
{
    auto label = m_problems.find(id);
    if (label == m_problems.end())
        return;
    // "parameter 'dt': 5 s is out of range …": beside the field its name goes without saying,
    // in every language ("Parameter 'dt': …", "paramètre 'dt' : …"); what opens the sentence
    // before the word stays ("¿", a pseudo-translation's "⟦").
    const QRegularExpression prefix(
        QStringLiteral("^(\\W*)\\w+\\s*['‘’„“«\"]\\s*%1\\s*['‘’”“»\"]\\s*:\\s*")
            .arg(QRegularExpression::escape(id)),
        QRegularExpression::UseUnicodePropertiesOption);
    const QString text = QString(message).replace(prefix, QStringLiteral("\\1"));
    label->second->setText(readable(toStdString(text)));
    label->second->show();
}

QString ParameterPanel::problem(const QString& id) const
{
    auto label = m_problems.find(id);
    return label != m_problems.end() && !label->second->isHidden() ? label->second->text()
                                                                   : QString();
}

bool ParameterPanel::refuseEdit(const QString& message)
{
    if (m_editing.isEmpty() || m_problems.find(m_editing) == m_problems.end())
        return false;
    m_refused = true;
    showProblem(m_editing, message);
    return true;
}

} // namespace pl

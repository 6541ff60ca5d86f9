// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParameterBox.h"

#include "ParameterPanel.h"
#include "StudyButtons.h"

#include <QAbstractSpinBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace pl {

ParameterBox::ParameterBox(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_form = new ParameterPanel(this);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(m_form);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setAccessibleName(tr("Parameters"));
    m_scroll->setFocusPolicy(Qt::NoFocus);  // Tab goes to the fields; it scrolls to show them
    layout->addWidget(m_scroll, 1);
    auto* buttons = new QHBoxLayout();
    auto* reset = new QPushButton(tr("Reset (R)"), this);
    reset->setToolTip(tr("Start again with these parameters"));
    connect(reset, &QPushButton::clicked, this, &ParameterBox::resetRequested);
    m_defaults = new QPushButton(tr("Defaults"), this);
    m_defaults->setToolTip(tr("Restore every parameter to its default and reset"));
    connect(m_defaults, &QPushButton::clicked, this, &ParameterBox::defaultsRequested);
    buttons->addWidget(reset);
    buttons->addWidget(m_defaults);
    layout->addLayout(buttons);
    m_studies = new StudyButtons(this);
    layout->addWidget(m_studies);
    setMinimumWidth(380);
}

void ParameterBox::build(const std::vector<ParameterSpec>& table, const ParameterValues& values)
{
    m_form->build(table, values);
    // The form's Tab stops in creation order (row by row), each moved after the one before,
    // starting after the last Tab stop ahead of the panel (Qt orders only widgets that take
    // focus, and the scroll area takes none); a spin box's own line edit goes with its box, and
    // a combo box's list is a popup window of its own.
    QWidget* previous = m_scroll->previousInFocusChain();
    while (previous != window() && !(previous->focusPolicy() & Qt::TabFocus))
        previous = previous->previousInFocusChain();
    for (QWidget* widget : m_form->findChildren<QWidget*>()) {
        if (!(widget->focusPolicy() & Qt::TabFocus) || widget->focusProxy() ||
            qobject_cast<QAbstractSpinBox*>(widget->parentWidget()) || widget->window() != window())
            continue;
        QWidget::setTabOrder(previous, widget);
        previous = widget;
    }
}

void ParameterBox::setDefaultsAllowed(bool allowed) { m_defaults->setEnabled(allowed); }

} // namespace pl

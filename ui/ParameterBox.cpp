// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParameterBox.h"

#include "ParameterPanel.h"
#include "StudyButtons.h"

#include <QAbstractSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace pl {

ParameterBox::ParameterBox(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_form = new ParameterPanel(this);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    // The panel is as wide as the form (minimumSizeHint); where the window cannot give it that
    // much, the form scrolls rather than being cut at the edge.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
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
}

QSize ParameterBox::minimumSizeHint() const
{
    QSize hint = QWidget::minimumSizeHint();
    const QMargins margins = layout()->contentsMargins();
    const int form = m_form->minimumSizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width() +
                     2 * m_scroll->frameWidth() + margins.left() + margins.right();
    hint.setWidth(std::max({hint.width(), form, 380}));
    return hint;
}

void ParameterBox::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // The form inside the scroll area does not ask this panel to be laid out again when its
    // fields grow with the text: ask once they have their new fonts.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        QMetaObject::invokeMethod(this, &QWidget::updateGeometry, Qt::QueuedConnection);
}

void ParameterBox::build(const std::vector<ParameterSpec>& table, const ParameterValues& values)
{
    m_form->build(table, values);
    updateGeometry();  // a new form: another width (minimumSizeHint)
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

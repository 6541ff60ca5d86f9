// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParameterBox.h"

#include "ParameterPanel.h"
#include "StudyButtons.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace pl {

ParameterBox::ParameterBox(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_form = new ParameterPanel(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(m_form);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setAccessibleName(tr("Parameters"));
    layout->addWidget(scroll, 1);
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

void ParameterBox::setDefaultsAllowed(bool allowed) { m_defaults->setEnabled(allowed); }

} // namespace pl

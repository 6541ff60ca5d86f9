// SPDX-License-Identifier: GPL-3.0-or-later
#include "SteadySize.h"

#include <QEvent>
#include <QWidget>

#include <algorithm>

namespace pl {

SteadySize::SteadySize(QWidget* widget) : QObject(widget), m_widget(widget)
{
    m_leastWidth = widget->minimumWidth();
    widget->installEventFilter(this);
    refit();
}

void SteadySize::fit()
{
    hold(std::max(m_widget->sizeHint().width(), m_widget->minimumWidth()));
}

void SteadySize::setLeastWidth(int width)
{
    m_leastWidth = width;
    refit();
}

void SteadySize::refit()
{
    hold(m_widget->sizeHint().width());
}

void SteadySize::hold(int width)
{
    const QSize size(std::max(width, m_leastWidth), m_widget->sizeHint().height());
    if (m_widget->minimumSize() != size || m_widget->maximumSize() != size)
        m_widget->setFixedSize(size);
}

bool SteadySize::eventFilter(QObject* watched, QEvent* event)
{
    // The widget updates its size hint for the new font in its own handler, after this filter:
    // fit once it has.
    if (watched == m_widget && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange))
        QMetaObject::invokeMethod(this, &SteadySize::refit, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

} // namespace pl

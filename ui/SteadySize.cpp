// SPDX-License-Identifier: GPL-3.0-or-later
#include "SteadySize.h"

#include "LocalNumbers.h"

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QVariant>
#include <QWidget>

#include <algorithm>

namespace pl {

SteadySize::SteadySize(QWidget* widget, const QString& longestReading)
    : QObject(widget), m_widget(widget), m_longestReading(longestReading)
{
    widget->installEventFilter(this);
    refit();
}

QString SteadySize::longestTimeReading(const QString& format, int decimals)
{
    return format.arg(fixedNumber(1000.0, decimals)).replace(QLatin1Char('1'), QLatin1Char('0'));
}

void SteadySize::fit()
{
    // While held, the minimum width is the widest the widget has been.
    hold(std::max(naturalWidth(), m_widget->minimumWidth()));
}

void SteadySize::release()
{
    if (m_widget->minimumSize() == m_widget->maximumSize()) {
        m_widget->setMinimumSize(0, 0);
        m_widget->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    }
}

void SteadySize::setLongestReading(const QString& reading)
{
    m_longestReading = reading;
    refit();
}

void SteadySize::refit()
{
    m_widget->setMinimumSize(0, 0);
    m_widget->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    // A label keeps the size hint it last worked out, which was at least the size it was held
    // at: setIndent() (to the same indent) makes it work the hint out again.
    if (auto* label = qobject_cast<QLabel*>(m_widget))
        label->setIndent(label->indent());
    const QSize hint = m_widget->sizeHint();
    m_around = hint.width() - QFontMetrics(m_widget->font()).horizontalAdvance(m_widget->property("text").toString());
    m_height = hint.height();
    hold(naturalWidth());
}

int SteadySize::naturalWidth() const
{
    const QFontMetrics metrics(m_widget->font());
    const int text = metrics.horizontalAdvance(m_widget->property("text").toString());
    const int reading = m_longestReading.isEmpty() ? 0 : metrics.horizontalAdvance(m_longestReading);
    return m_around + std::max(text, reading);
}

void SteadySize::hold(int width)
{
    const QSize size(width, m_height);
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

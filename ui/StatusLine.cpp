// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusLine.h"

#include "LocalNumbers.h"
#include "QtAdapters.h"
#include "SceneColours.h"
#include "SteadySize.h"
#include "Theme.h"

#include <QLabel>
#include <QStatusBar>

namespace pl {

StatusLine::StatusLine(QStatusBar* bar, QObject* parent)
    : QObject(parent), m_bar(bar), m_clock(new QLabel(bar)), m_notice(new QLabel(bar)),
      m_pending(new QLabel(bar))
{
    m_clock->setObjectName(QStringLiteral("clock"));
    m_clock->setToolTip(tr("Simulated time"));
    m_notice->setObjectName(QStringLiteral("notice"));
    m_pending->setObjectName(QStringLiteral("pending"));
    QFont bold;  // only the weight: the size follows the window's text size
    bold.setBold(true);
    m_pending->setFont(bold);
    // Clear of the window's corner (full screen, no size grip: flush with the screen's edge, and
    // a projector crops the edge), with room for the bold text below its baseline.
    m_pending->setContentsMargins(8, 2, 16, 4);
    // Room for its longest reading in any font (text size, presentation mode).
    m_clockSize = new SteadySize(m_clock, SteadySize::longestTimeReading(tr("  t = %1 s"), 3));
    bar->addWidget(m_notice, 1);
    bar->addPermanentWidget(m_pending);
}

void StatusLine::show(double t, const std::vector<std::string>& notices, bool pendingReset)
{
    m_shownTime = t;
    m_clock->setText(tr("  t = %1 s").arg(fixedNumber(t, t < 100 ? 3 : 1)));
    m_clockSize->fit();
    const QString notice = notices.empty() ? QString() : readable(notices.front());
    const bool changed = notice != m_notice->text();
    m_notice->setText(notice);
    m_notice->setToolTip(notice);
    if (changed && !notice.isEmpty())
        emit noticeChanged(notice);
    m_pending->setText(pendingReset ? tr("Changed parameters apply on reset — press R") : QString());
    if (m_presenting)
        m_bar->setVisible(!m_notice->text().isEmpty() || !m_pending->text().isEmpty());
}

void StatusLine::recolour(const QPalette& p)
{
    const QColor background = p.color(QPalette::Window), ink = p.color(QPalette::WindowText);
    const double least = currentTheme() == Theme::HighContrast ? 7.0 : 4.5;
    const std::pair<QLabel*, QColor> labels[] = {{m_notice, QColor(0xc0, 0x1e, 0x1e)},
                                                 {m_pending, QColor(0xa0, 0x5a, 0x00)}};
    for (const auto& [label, colour] : labels) {
        QPalette lp = label->palette();
        lp.setColor(QPalette::WindowText, withContrast(colour, background, ink, least));
        label->setPalette(lp);
    }
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "PresentationMode.h"

#include "ChartPanel.h"

#include <QDockWidget>
#include <QAction>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>

namespace pl {

PresentationMode::PresentationMode(const Parts& parts)
    : QObject(parts.window), m_parts(parts), m_window(parts.window)
{
}

void PresentationMode::enter()
{
    if (m_active)
        return;
    m_active = true;
    m_savedState = m_window->saveState();
    m_savedGeometry = m_window->saveGeometry();
    m_folded.clear();
    for (QDockWidget* dock : m_parts.docks())
        if (dock->isVisible()) {
            m_folded << dock;
            dock->hide();
        }
    addToBar();
    if (ChartPanel* charts = m_parts.charts)
        charts->setPresentation(true);
    m_window->menuBar()->hide();  // F11 and Esc leave; every key still works
    // The status bar too: its height goes to the charts (the clock stays on the playback bar);
    // the window shows it again while it holds a notice or a change pending a reset.
    m_statusShown = m_window->statusBar()->isVisible();
    m_window->statusBar()->hide();
    if (QSplitter* split = m_parts.viewAndCharts)
        m_savedSplitter = split->saveState();
    m_window->installEventFilter(this);
    m_window->showFullScreen();
    shareHeight();
    emit changed(true);
}

void PresentationMode::addToBar()
{
    QToolBar* bar = m_parts.playbackBar;
    if (!bar)
        return;
    bar->show();
    m_barActions << bar->addSeparator();
    m_title = new QLabel(bar);
    m_title->setObjectName(QStringLiteral("presentationTitle"));
    m_title->setContentsMargins(8, 0, 8, 0);
    showLessonTitle();
    m_barActions << bar->addWidget(m_title);
    m_unfold = new QAction(tr("Panels"), bar);
    m_unfold->setCheckable(true);
    m_unfold->setToolTip(tr("Unfold the lesson list, text, parameters and measurements"));
    connect(m_unfold, &QAction::toggled, this, [this](bool open) {
        for (QDockWidget* dock : m_folded)
            dock->setVisible(open);
    });
    bar->addAction(m_unfold);
    m_barActions << m_unfold;
}

void PresentationMode::showLessonTitle()
{
    if (!m_title)
        return;
    QString title = m_window->windowTitle();
    title = title.mid(title.indexOf(QStringLiteral(" — ")) + 3);
    // In the back row's text size the whole title ("Pendulum: large swings, the separatrix and
    // the period") would push the Panels button off the bar: the part before the colon, cut to
    // 30 % of the width; the whole title in the tooltip.
    QFont bold = m_title->font();
    bold.setBold(true);
    const QString shown = QFontMetrics(bold).elidedText(title.section(QStringLiteral(": "), 0, 0),
                                                        Qt::ElideRight, m_window->width() * 3 / 10);
    m_title->setText(QStringLiteral("<b>%1</b>").arg(shown.toHtmlEscaped()));
    m_title->setToolTip(title);
}

void PresentationMode::removeFromBar()
{
    QToolBar* bar = m_parts.playbackBar;
    for (QAction* action : m_barActions) {
        if (bar)
            bar->removeAction(action);
        action->deleteLater();
    }
    m_barActions.clear();
    m_unfold = nullptr;
    m_title = nullptr;  // owned by its widget action, deleted with it
}

void PresentationMode::shareHeight()
{
    // The charts get almost two thirds of the height: with text at the back row's floor (20 px
    // at 800) a y-axis title such as "scaled angular velocity θ'/ω₀ (°)" needs a 320 px plot.
    if (QSplitter* split = m_parts.viewAndCharts) {
        const int height = split->height();
        split->setSizes({height * 36 / 100, height - height * 36 / 100});
    }
}

bool PresentationMode::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &PresentationMode::shareHeight, Qt::QueuedConnection);
    if (watched == m_window && (event->type() == QEvent::WindowTitleChange ||  // another lesson
                                event->type() == QEvent::FontChange ||         // the text size
                                event->type() == QEvent::Resize))
        showLessonTitle();
    return false;
}

void PresentationMode::leave()
{
    if (!m_active)
        return;
    m_active = false;
    if (ChartPanel* charts = m_parts.charts)
        charts->setPresentation(false);
    m_window->removeEventFilter(this);
    removeFromBar();
    if (QSplitter* split = m_parts.viewAndCharts)
        split->restoreState(m_savedSplitter);
    m_window->menuBar()->show();
    m_window->statusBar()->setVisible(m_statusShown);
    m_window->showNormal();
    m_window->restoreGeometry(m_savedGeometry);
    m_window->restoreState(m_savedState);
    emit changed(false);
}

} // namespace pl

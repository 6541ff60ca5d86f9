#include "PresentationMode.h"

#include "ChartPanel.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QSplitter>

namespace pl {

PresentationMode::PresentationMode(QMainWindow* window) : QObject(window), m_window(window) {}

void PresentationMode::enter()
{
    if (m_active)
        return;
    m_active = true;
    m_savedState = m_window->saveState();
    m_savedGeometry = m_window->saveGeometry();
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        dock->hide();
    if (auto* charts = m_window->findChild<ChartPanel*>())
        charts->setPresentation(true);
    m_window->menuBar()->hide();  // F11 and Esc leave; every key still works
    if (auto* split = m_window->findChild<QSplitter*>(QStringLiteral("viewChartsSplitter")))
        m_savedSplitter = split->saveState();
    m_window->installEventFilter(this);
    m_window->showFullScreen();
    shareHeight();
    emit changed(true);
}

void PresentationMode::shareHeight()
{
    // The charts get a little more than half the height: at 800 px each is over 360 px tall.
    if (auto* split = m_window->findChild<QSplitter*>(QStringLiteral("viewChartsSplitter"))) {
        const int height = split->height();
        split->setSizes({height * 42 / 100, height - height * 42 / 100});
    }
}

bool PresentationMode::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &PresentationMode::shareHeight, Qt::QueuedConnection);
    return false;
}

void PresentationMode::leave()
{
    if (!m_active)
        return;
    m_active = false;
    if (auto* charts = m_window->findChild<ChartPanel*>())
        charts->setPresentation(false);
    m_window->removeEventFilter(this);
    if (auto* split = m_window->findChild<QSplitter*>(QStringLiteral("viewChartsSplitter")))
        split->restoreState(m_savedSplitter);
    m_window->menuBar()->show();
    m_window->showNormal();
    m_window->restoreGeometry(m_savedGeometry);
    m_window->restoreState(m_savedState);
    emit changed(false);
}

} // namespace pl

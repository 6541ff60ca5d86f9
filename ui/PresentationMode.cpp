#include "PresentationMode.h"

#include <QDockWidget>
#include <QMainWindow>

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
    m_window->showFullScreen();
    emit changed(true);
}

void PresentationMode::leave()
{
    if (!m_active)
        return;
    m_active = false;
    m_window->showNormal();
    m_window->restoreGeometry(m_savedGeometry);
    m_window->restoreState(m_savedState);
    emit changed(false);
}

} // namespace pl

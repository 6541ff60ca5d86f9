// SPDX-License-Identifier: GPL-3.0-or-later
#include "StudentModeView.h"

#include "ChartPanel.h"
#include "LessonBrowser.h"
#include "LessonWords.h"
#include "ParameterBox.h"
#include "ParameterPanel.h"
#include "QtAdapters.h"
#include "Sitting.h"
#include "StudentPanel.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>

namespace pl {

StudentModeView::StudentModeView(Parts parts, QObject* parent) : QObject(parent), m_parts(parts) {}

QDockWidget* StudentModeView::panelDock(const std::string& name) const
{
    for (const auto& [panel, dock] : *m_parts.panels)
        if (panel == name)
            return dock;
    return nullptr;
}

void StudentModeView::show()
{
    Sitting* sitting = m_parts.sitting;
    const StudentSetup* student = sitting->student();
    // The lesson list is a way out: gone unless the teacher allows it.
    for (const auto& [panel, dock] : *m_parts.panels) {
        const bool hidden = student && (student->hides(panel) || (panel == "lessons" && !student->allows("lessons")));
        dock->setVisible(!hidden);
        dock->toggleViewAction()->setEnabled(!hidden);  // the View menu cannot bring it back
    }
    m_parts.charts->setVisible(!student || !student->hides("charts"));
    for (const auto& [action, exit] : m_exits)
        action->setEnabled(sitting->allows(exit));
    m_parts.browser->setEnabled(sitting->allows("lessons"));
    m_parts.parameters->setDefaultsAllowed(sitting->allows("defaults"));
    if (!student) {
        if (m_dock) {
            m_parts.window->removeDockWidget(m_dock);
            m_dock->deleteLater();
        }
        m_dock = nullptr;
        m_panel = nullptr;
        return;
    }
    m_parts.parameters->form()->lock([sitting](const std::string& id) { return sitting->locks(id); });
    QMainWindow* window = m_parts.window;
    const Lesson& lesson = sitting->current()->lesson();
    m_panel = new StudentPanel(*student, toQString(lesson.info().title), LessonWords::of(lesson), window);
    connect(m_panel, &StudentPanel::checked, this, [this](int question, const QString& verdict) {
        emit answerChecked(tr("Question %1: %2").arg(question).arg(verdict));
    });
    m_dock = new QDockWidget(tr("Questions"), window);
    m_dock->setObjectName(QStringLiteral("studentDock"));
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable);
    // On the left, where the lesson list was, with the column's whole height, so that every
    // question is in sight at 1280×800; the lesson's text is a tab beside them.
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    if (!student->hides("text"))
        window->tabifyDockWidget(panelDock("text"), m_dock);
    // The questions' tab in front, once the tab bar exists (it is made from the event loop).
    QTimer::singleShot(0, m_dock, &QDockWidget::raise);
    window->setWindowTitle(window->windowTitle() + tr(" — student mode"));
    window->statusBar()->showMessage(tr("Student mode: the controls your teacher left open are shown."));
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Student mode as the window shows it. The teacher's file (StudentSetup) hides panels and
// closes ways out of the lesson (opening files, the lesson list, the defaults); the locked
// parameters turn read-only; the questions get a dock of their own on the left, tabbed with
// the lesson's text. The window registers its ways out once and calls show() whenever the
// sitting's student mode changes (on or off).
#pragma once

#include <QObject>

#include <string>
#include <utility>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;

namespace pl {

class ChartPanel;
class LessonBrowser;
class ParameterBox;
class Sitting;
class StudentPanel;

class StudentModeView : public QObject {
    Q_OBJECT
public:
    // The panels by the names student files use (lessons, text, parameters, measurements).
    using Panels = std::vector<std::pair<std::string, QDockWidget*>>;
    struct Parts {
        QMainWindow* window;
        Sitting* sitting;
        ChartPanel* charts;
        LessonBrowser* browser;
        ParameterBox* parameters;
        const Panels* panels;
    };

    StudentModeView(Parts parts, QObject* parent);

    // `action` is a way out of the lesson shown (`exit`: one of studentExitNames()), disabled
    // in student mode unless the teacher's file allows it.
    void markExit(QAction* action, const std::string& exit) { m_exits.emplace_back(action, exit); }
    // Shows the sitting's student mode, or takes it away when it has none.
    void show();

    StudentPanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }

signals:
    // A student's answer was checked: "Question 2: ✓ within tolerance".
    void answerChecked(const QString& said);

private:
    QDockWidget* panelDock(const std::string& name) const;

    Parts m_parts;
    StudentPanel* m_panel = nullptr;
    QDockWidget* m_dock = nullptr;
    std::vector<std::pair<QAction*, std::string>> m_exits;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline under the view (issue 11): a slider over the ticks of the run, the time on show
// and the run's end, step back, the branches kept (with their ghosts) and the memory the
// keyframes use against their budget.
#pragma once

#include <QWidget>

class QLabel;
class QSlider;
class QToolButton;

namespace pl {

class LessonSession;

class TimelineBar : public QWidget {
    Q_OBJECT
public:
    explicit TimelineBar(QWidget* parent = nullptr);

    // Shows `session`'s run; cheap when nothing changed.
    void refresh(const LessonSession& session);
    // The branch whose ghost the view draws, or −1 for none.
    int ghostBranch() const { return m_ghostBranch; }
    void setGhostBranch(int index) { m_ghostBranch = index; }
    // How the window shares its memory budget between lessons (KeyframeBudget.h), shown in the
    // memory button's tooltip.
    void setBudgetNote(const QString& note);

signals:
    void scrubbed(long long tick);
    void stepBackRequested();
    void dropBranchRequested(int index);
    void ghostBranchChanged(int index);
    void budgetRequested();

private:
    void rebuildBranchMenu(const LessonSession& session);

    QToolButton* m_back = nullptr;
    QSlider* m_slider = nullptr;
    QLabel* m_time = nullptr;
    QToolButton* m_branches = nullptr;
    QToolButton* m_memory = nullptr;
    int m_ghostBranch = -1;
    unsigned long long m_branchesRevision = ~0ULL;
    const LessonSession* m_session = nullptr;
};

} // namespace pl

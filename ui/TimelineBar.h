// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline under the view: a slider over the ticks of the run, the time on show
// and the run's end, step back, the branches kept (with their ghosts) and the memory the
// keyframes use against their budget.
#pragma once

#include <QList>
#include <QWidget>

#include <cstddef>

class QHBoxLayout;
class QLabel;
class QSlider;
class QToolButton;

namespace pl {
class SteadySize;
}

namespace pl {

class LessonSession;

class TimelineBar : public QWidget {
    Q_OBJECT
public:
    explicit TimelineBar(QWidget* parent = nullptr);

    // What the bar shows of a run, taken from the session by whoever may read it at the time (the
    // stepping thread at the end of a batch), so that the bar can show it while the session
    // steps on.
    struct State {
        long long tick = 0, headTick = 0;
        double time = 0.0, headTime = 0.0;  // s
        std::size_t bytes = 0, budget = 0;  // of the keyframes
        unsigned long long branchesRevision = 0;
    };
    static State stateOf(const LessonSession& session);

    // Shows `session`'s run; cheap when nothing changed.
    void refresh(const LessonSession& session);
    // Shows `state` without reading the session; false (and nothing shown) when the branches
    // changed since the last refresh(session), whose menu needs the session.
    bool show(const State& state);
    // The branch whose ghost the view draws, or −1 for none.
    int ghostBranch() const { return m_ghostBranch; }
    void setGhostBranch(int index) { m_ghostBranch = index; }
    // How the window shares its memory budget between lessons (KeyframeBudget.h), shown in the
    // memory button's tooltip.
    void setBudgetNote(const QString& note);
    // The icons of its buttons (the window's text size).
    void setIconSize(const QSize& size);

signals:
    void scrubbed(long long tick);
    void stepBackRequested();
    void dropBranchRequested(int index);
    void ghostBranchChanged(int index);
    void budgetRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void rebuildBranchMenu(const LessonSession& session);
    // The time, the branches and the memory beside the slider when the bar is wide enough to
    // leave the slider a length one can drag (six lines of text), else in a row of their own
    // below it: at 1280×800 with the text three steps larger they squeezed it to 15 px.
    void arrange();
    QList<QWidget*> readings() const;  // the time, the branches and the memory, in that order

    QToolButton* m_back = nullptr;
    QSlider* m_slider = nullptr;
    QLabel* m_time = nullptr;
    QToolButton* m_branches = nullptr;
    QToolButton* m_memory = nullptr;
    QHBoxLayout* m_sliderRow = nullptr;    // the step back and the slider (and the readings)
    QHBoxLayout* m_readingsRow = nullptr;  // the readings when they do not fit beside the slider
    // The time and the memory change while playing: no relayout of the window for them.
    SteadySize* m_timeSize = nullptr;
    SteadySize* m_memorySize = nullptr;
    std::size_t m_memoryBudget = 0;  // bytes: the budget m_memorySize has room for
    int m_ghostBranch = -1;
    unsigned long long m_branchesRevision = ~0ULL;
    const LessonSession* m_session = nullptr;
};

} // namespace pl

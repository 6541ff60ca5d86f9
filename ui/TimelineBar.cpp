// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimelineBar.h"

#include "KeyframeBudget.h"
#include "LocalNumbers.h"
#include "QtAdapters.h"
#include "SteadySize.h"
#include "ThemedIcons.h"
#include "framework/LessonSession.h"

#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

#include <algorithm>

namespace pl {

TimelineBar::TimelineBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("timeline"));
    setAccessibleName(tr("Timeline"));
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(4, 2, 4, 2);
    rows->setSpacing(2);
    m_sliderRow = new QHBoxLayout;
    m_readingsRow = new QHBoxLayout;
    rows->addLayout(m_sliderRow);
    rows->addLayout(m_readingsRow);

    m_back = new QToolButton(this);
    setThemedIcon(m_back, QStyle::SP_MediaSeekBackward);
    m_back->setToolTip(tr("One step back (←): the exact state of the previous step"));
    m_back->setAccessibleName(tr("Step back"));
    connect(m_back, &QToolButton::clicked, this, &TimelineBar::stepBackRequested);

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setAccessibleName(tr("Time in the run"));
    m_slider->setToolTip(tr("Drag to go back to any moment of the run. Change a parameter there "
                            "and play: the run branches, and the old future stays as a ghost."));
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (m_session && value != m_session->tick())
            emit scrubbed(value);
    });

    m_time = new QLabel(this);
    m_time->setObjectName(QStringLiteral("timelineTime"));
    m_time->setToolTip(tr("Time on show / end of the recorded run"));

    m_branches = new QToolButton(this);
    m_branches->setText(tr("Branches"));
    m_branches->setPopupMode(QToolButton::InstantPopup);
    m_branches->setToolTip(tr("Runs abandoned by changing something in the past: show one as a "
                              "ghost, or drop it"));
    m_branches->setMenu(new QMenu(m_branches));

    m_memory = new QToolButton(this);
    m_memory->setAutoRaise(true);
    m_memory->setObjectName(QStringLiteral("timelineMemory"));
    m_memory->setAccessibleName(tr("Timeline memory"));
    setBudgetNote(QString());
    connect(m_memory, &QToolButton::clicked, this, &TimelineBar::budgetRequested);

    // While playing, room for a long run's time; a replay's longer reading ("… of … s
    // (replay)") is laid out as any label's.
    m_timeSize = new SteadySize(m_time, SteadySize::longestTimeReading(tr("t = %1 s"), 2));
    m_memorySize = new SteadySize(m_memory);

    m_sliderRow->addWidget(m_back);
    m_sliderRow->addWidget(m_slider, 1);
    for (QWidget* reading : readings())
        m_sliderRow->addWidget(reading);
    m_readingsRow->addStretch(1);
}

QList<QWidget*> TimelineBar::readings() const { return {m_time, m_branches, m_memory}; }

void TimelineBar::arrange()
{
    const QList<QWidget*> readings = this->readings();
    const int spacing = std::max(m_sliderRow->spacing(), 0);
    const QMargins margins = layout()->contentsMargins();
    int needed = margins.left() + margins.right() + m_back->sizeHint().width() + spacing +
                 6 * fontMetrics().height();
    for (QWidget* reading : readings)
        needed += spacing + reading->sizeHint().width();
    const bool oneRow = width() >= needed;
    if (oneRow == (m_sliderRow->indexOf(m_time) >= 0))
        return;  // already so
    for (QWidget* reading : readings) {
        m_sliderRow->removeWidget(reading);
        m_readingsRow->removeWidget(reading);
    }
    // The readings row keeps its stretch last: the readings sit at its left, under the slider's.
    for (int i = 0; i < readings.size(); ++i) {
        if (oneRow)
            m_sliderRow->addWidget(readings[i]);
        else
            m_readingsRow->insertWidget(i, readings[i]);
    }
}

void TimelineBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void TimelineBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // The readings take their new sizes for a new font after this (SteadySize): arrange after.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        QMetaObject::invokeMethod(this, &TimelineBar::arrange, Qt::QueuedConnection);
}

void TimelineBar::setBudgetNote(const QString& note)
{
    QString tip = tr("Memory the run's keyframes use, and this run's budget (click to change). "
                     "Older keyframes are thinned when the budget is reached.");
    if (!note.isEmpty())
        tip += QStringLiteral("\n\n") + note;
    m_memory->setToolTip(tip);
}

TimelineBar::State TimelineBar::stateOf(const LessonSession& session)
{
    return {session.tick(),          session.headTick(),        session.lesson().time(),
            session.headTime(),      session.record().bytes(),  session.record().budget(),
            session.branchesRevision()};
}

void TimelineBar::refresh(const LessonSession& session)
{
    m_session = &session;
    if (session.branchesRevision() != m_branchesRevision) {
        m_branchesRevision = session.branchesRevision();
        if (m_ghostBranch >= static_cast<int>(session.branches().size()))
            m_ghostBranch = static_cast<int>(session.branches().size()) - 1;
        if (!session.branches().empty() && m_ghostBranch < 0)
            m_ghostBranch = static_cast<int>(session.branches().size()) - 1;
        rebuildBranchMenu(session);
    }
    show(stateOf(session));
}

bool TimelineBar::show(const State& state)
{
    if (state.branchesRevision != m_branchesRevision)
        return false;
    // A QSlider holds an int: runs longer than 2³¹ ticks are not expected in a lesson.
    const int maximum = static_cast<int>(std::min<long long>(state.headTick, 2147483647LL));
    if (m_slider->maximum() != maximum)
        m_slider->setMaximum(maximum);
    if (!m_slider->isSliderDown() && m_slider->value() != state.tick) {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(static_cast<int>(state.tick));
    }
    m_slider->setPageStep(std::max(1, maximum / 20));
    m_time->setText(state.tick == state.headTick
                        ? tr("t = %1 s").arg(fixedNumber(state.time, 2))
                        : tr("t = %1 s of %2 s (replay)")
                              .arg(fixedNumber(state.time, 2), fixedNumber(state.headTime, 2)));
    m_memory->setText(tr("%1 / %2").arg(formatMegabytes(state.bytes), formatMegabytes(state.budget)));
    if (state.budget != m_memoryBudget) {
        // Room for as many digits as the budget has from the start: the button widened as the
        // keyframes grew ("0.4 MB" to "31 MB" to "100 MB"), and the view beside it narrowed and
        // fitted its world again in play.
        m_memoryBudget = state.budget;
        QString full = formatMegabytes(state.budget);
        for (QChar& c : full)
            if (c.isDigit())
                c = QLatin1Char('0');
        m_memorySize->setLongestReading(tr("%1 / %2").arg(full, formatMegabytes(state.budget)));
    }
    if (state.tick == state.headTick)
        m_timeSize->fit();
    else
        m_timeSize->release();
    m_memorySize->fit();
    return true;
}

void TimelineBar::rebuildBranchMenu(const LessonSession& session)
{
    QMenu* menu = m_branches->menu();
    menu->clear();
    const auto& branches = session.branches();
    m_branches->setText(tr("Branches (%1)").arg(branches.size()));
    if (branches.empty())
        menu->addAction(tr("None yet: go back on the timeline, change a parameter, play"))
            ->setEnabled(false);
    for (int i = static_cast<int>(branches.size()) - 1; i >= 0; --i) {
        QMenu* sub = menu->addMenu(toQString(branches[static_cast<std::size_t>(i)].label));
        QAction* show = sub->addAction(tr("Show as ghost"));
        show->setCheckable(true);
        show->setChecked(i == m_ghostBranch);
        connect(show, &QAction::toggled, this, [this, i](bool on) {
            m_ghostBranch = on ? i : -1;
            m_branchesRevision = ~0ULL;  // rebuild the checks
            emit ghostBranchChanged(m_ghostBranch);
        });
        connect(sub->addAction(tr("Drop this branch")), &QAction::triggered, this,
                [this, i] { emit dropBranchRequested(i); });
    }
}

void TimelineBar::setIconSize(const QSize& size)
{
    for (QToolButton* button : {m_back, m_branches, m_memory})
        if (button)
            button->setIconSize(size);
}

} // namespace pl

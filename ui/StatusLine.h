// SPDX-License-Identifier: GPL-3.0-or-later
// What the window says about the run on show: the clock on the playback bar (t = 1.250 s), the
// lesson's first notice in red on the status bar and, in bold brown, that changed parameters wait
// for a reset. Both colours are darkened or lightened toward the text colour until they read on
// the theme (4.5:1; 7:1 in high contrast). While presenting, the status bar gives its height to
// the charts when it has nothing to say.
#pragma once

#include <QObject>

#include <string>
#include <vector>

class QLabel;
class QPalette;
class QStatusBar;

namespace pl {
class SteadySize;
}

namespace pl {

class StatusLine : public QObject {
    Q_OBJECT
public:
    // Adds its labels to `bar`; the clock is made here, for the caller to place.
    StatusLine(QStatusBar* bar, QObject* parent);

    QLabel* clock() const { return m_clock; }
    void show(double time, const std::vector<std::string>& notices, bool pendingReset);
    // Simulated time last shown (s).
    double shownTime() const { return m_shownTime; }
    // The time on show from now on, before the clock is redrawn (play pressed).
    void setShownTime(double t) { m_shownTime = t; }
    void setPresenting(bool presenting) { m_presenting = presenting; }
    // The colours again, for a new theme (`palette`: the window's).
    void recolour(const QPalette& palette);

signals:
    // The lesson's first notice became `text` (a run diverged, say); not sent when it goes.
    void noticeChanged(const QString& text);

private:
    QStatusBar* m_bar;
    QLabel* m_clock;
    SteadySize* m_clockSize;  // the clock changes every frame: no relayout for it
    QLabel* m_notice;
    QLabel* m_pending;
    double m_shownTime = 0.0;
    bool m_presenting = false;
};

} // namespace pl

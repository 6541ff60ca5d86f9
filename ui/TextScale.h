// SPDX-License-Identifier: GPL-3.0-or-later
// How large text and lines are drawn ("the back row cannot read it").
//
// Two things decide it:
//   - the person's text size, View → Text size (Ctrl + / Ctrl − / Ctrl 0), in both modes and
//     remembered in QSettings "textSize" as a factor of the desk size (one of textSizeSteps);
//   - in presentation mode, the back row of a room: no text smaller than 2.5 % of the window's
//     height (20 px at 800, 27 px at 1080), the smallest desk text (8 pt chart ticks) is drawn at
//     that floor and everything else in proportion; lines and markers thicken with it.
// A Readability is what the window hands to the view, the charts, the timeline and the bar.
#pragma once

#include "Readability.h"

#include <QObject>

class QMenu;
class QWidget;

namespace pl {

class TextScale : public QObject {
    Q_OBJECT
public:
    // Reads the remembered text size.
    explicit TextScale(QObject* parent = nullptr);

    double factor() const { return textSizeSteps[static_cast<std::size_t>(m_step)]; }
    // What to draw with: at the desk, or in presentation mode in a window `windowHeight` px high.
    // In presentation a smaller text size never goes below the floor; a larger one grows it.
    Readability readability(bool presentation, int windowHeight) const;
    // View → Text size: Larger (Ctrl + and Ctrl =), Smaller (Ctrl −), Default (Ctrl 0), with
    // their shortcuts on `window` so they work with the menu bar hidden (presentation mode).
    void addMenu(QMenu* view, QWidget* window);

public slots:
    void larger();
    void smaller();
    void reset();

signals:
    void changed();

private:
    void setStep(int step);
    int m_step = 2;  // textSizeSteps[2] == 1.0
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// A label or button whose text changes with every frame (the clock, the timeline's time and its
// memory) without making the window lay itself out again.
//
// QLabel::setText and QAbstractButton::setText call updateGeometry(), which invalidates every
// layout up to the window's: while a lesson played, the main window was asked to lay itself out
// more than once a frame (325 times in 190 frames of the springs) and repainted whole (1280×715
// px at 1280×800). Without that, the GUI thread's median CPU per frame, summed over the lessons
// in bench_view_window, went from 80–89 to 67 ms. updateGeometry() does nothing for a widget whose
// minimum and maximum sizes are equal, so SteadySize holds its widget at a fixed size: as wide
// as the widest text it has shown (a clock that does not narrow does not shift what is beside
// it) and at least a given width, as high as its font asks. It fits again from the text on show
// when the font or the style changes (text size, presentation mode, theme).
#pragma once

#include <QObject>

class QWidget;

namespace pl {

class SteadySize : public QObject {
public:
    // Holds `widget` at a fixed size from now on; a child of it (it lives as long as the widget).
    explicit SteadySize(QWidget* widget);

    // After the widget's text changed: widens it when the text needs more room, never narrower.
    void fit();
    // The narrowest it may be (px), say the width of the longest reading in the current font.
    void setLeastWidth(int width);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Fits the text on show alone (narrower allowed), no less than the least width.
    void refit();
    void hold(int width);

    QWidget* m_widget;
    int m_leastWidth = 0;
};

} // namespace pl

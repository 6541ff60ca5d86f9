// SPDX-License-Identifier: GPL-3.0-or-later
// A label or button whose text changes with every frame (the clock, the timeline's time and its
// memory) without making the window lay itself out again.
//
// QLabel::setText and QAbstractButton::setText call updateGeometry(), which invalidates every
// layout up to the window's: while a lesson played, the main window was asked to lay itself out
// more than once a frame (325 times in 190 frames of the springs) and repainted whole (1280×715
// px at 1280×800). Without that, the GUI thread's median CPU per frame, summed over the lessons
// in bench_view_window, went from 80–89 to 67 ms. updateGeometry() does nothing for a widget
// whose minimum and maximum sizes are equal, so SteadySize holds its widget at a fixed size: as
// wide as the widest text it has shown (a clock that does not narrow does not shift what is
// beside it) and as its longest reading would make it, as high as its font asks. It fits again
// from the text on show when the font or the style changes (text size, presentation mode, theme).
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace pl {

class SteadySize : public QObject {
public:
    // Holds `widget` (a QLabel or a button: it has a "text" property) at a fixed size from now
    // on, with room for `longestReading` ("t = 0000.000 s") in whatever font it has. A child of
    // the widget: it lives as long as the widget.
    SteadySize(QWidget* widget, const QString& longestReading = QString());

    // The longest reading of a time shown with `format` ("t = %1 s") and `decimals` decimals, up
    // to 1000 s: "t = 0000.000 s" (in the fonts used a zero is as wide as any digit).
    static QString longestTimeReading(const QString& format, int decimals);

    // After the widget's text changed: widens it when the text needs more room, never narrower.
    void fit();
    // A new longest reading (the timeline's memory for another budget): fitted to it and the
    // text on show, narrower allowed.
    void setLongestReading(const QString& reading);
    // Lets the layout size the widget as any other until the next fit() (a reading that changes
    // seldom, or is much longer: the timeline's replay).
    void release();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Measures what the widget adds around its text (margins, frame, padding) and its height,
    // free of the size it is held at (a label's size hint is at least its minimum size), then
    // fits the text on show and the longest reading alone (narrower allowed).
    void refit();
    // The width the text on show, or the longest reading, asks for (px).
    int naturalWidth() const;
    void hold(int width);

    QWidget* m_widget;
    QString m_longestReading;
    int m_around = 0;  // px
    int m_height = 0;  // px
};

} // namespace pl

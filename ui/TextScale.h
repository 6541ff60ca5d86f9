// SPDX-License-Identifier: GPL-3.0-or-later
// How large text and lines are drawn (issue 29, item 2: "the back row cannot read it").
//
// Two things decide it:
//   - the person's text size, View → Text size (Ctrl + / Ctrl − / Ctrl 0), in both modes and
//     remembered in QSettings "textSize" as a factor of the desk size (one of textSizeSteps);
//   - in presentation mode, the back row of a room: no text smaller than 2.5 % of the window's
//     height (20 px at 800, 27 px at 1080), the smallest desk text (8 pt chart ticks) is drawn at
//     that floor and everything else in proportion; lines and markers thicken with it.
// A Readability is what the window hands to the view, the charts, the timeline and the bar.
#pragma once

#include <QFont>
#include <QObject>

#include <array>

class QMenu;
class QWidget;

namespace pl {

// What every part of the window draws its text and lines with.
struct Readability {
    double scale = 1.0;      // text: 1 is the desk size at the default text size
    double minPixels = 0.0;  // no text below this height in pixels (0 at the desk)
    double lineScale = 1.0;  // line widths and marker sizes: 1 at the desk

    // The pixel size of text that is `points` large at the desk (96 dpi: 1 pt = 4/3 px).
    int pixels(double points) const;
    // `font` at the size of text that is `points` large at the desk: in points at the desk,
    // in whole pixels under a floor.
    QFont sized(QFont font, double points) const;
    bool operator==(const Readability&) const = default;
};

// The least text height the back row reads: 2.5 % of the window height, in pixels.
int presentationTextFloor(int windowHeight);

// The smallest text of the desk, in points: the charts' tick labels. Presentation mode draws it
// at the floor.
inline constexpr double smallestDeskPoints = 8.0;

// Text sizes offered by Ctrl + and Ctrl −, as factors of the desk size.
inline constexpr std::array<double, 9> textSizeSteps{0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.5};

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

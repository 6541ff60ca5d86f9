// SPDX-License-Identifier: GPL-3.0-or-later
// Decorative motion, off for a person whom motion troubles, never the physics: View → Reduce
// motion (remembered in QSettings "reducedMotion"; until chosen there, the desktop's setting).
// ParticleLab draws no decorative animation of its own (its charts do not animate, its notices
// and playback controls do not blink or slide: only the simulation moves). What moves for
// decoration is Qt's: panels that slide into place when docked (QMainWindow::AnimatedDocks),
// menus, combo lists and tool tips that slide or fade in where the platform enables Qt::UI_*
// effects, and the text cursor's blink. Reduced, all of them stand still, and the style tells
// widgets that ask (SH_Widget_Animation_Duration) to take 0 ms; the simulation plays as before
// (its motion is the lesson, not decoration). A new animation must ask reducedMotion().
//
// The desktop's setting, read once when the program starts: PARTICLELAB_REDUCED_MOTION (1 or 0,
// for tests and for desktops without one of these); GNOME's
// `gsettings get org.gnome.desktop.interface enable-animations`; GTK's gtk-enable-animations in
// gtk-3.0/settings.ini; KDE's AnimationDurationFactor=0 in kdeglobals. Qt 6.4 offers no style
// hint for it (QStyleHints has none).
#pragma once

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QMainWindow;
class QMenu;

namespace pl {

// The desktop's wish, when it states one; `source` says where it was read.
std::optional<bool> desktopPrefersReducedMotion(QString* source = nullptr);

// True when decorative motion is off now.
bool reducedMotion();
// Turns decorative motion off or on for the whole application (without remembering it).
void setReducedMotion(bool reduced);
// The remembered choice, else the desktop's, else motion on; applied once at start.
bool savedReducedMotion();

// View → Reduce motion for `window`: checkable, remembered, and the window's docks follow it.
QAction* addReducedMotionAction(QMenu* view, QMainWindow* window);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Icons in the theme's text colour. The style's standard icons (play, step, reset) are drawn
// dark grey on any background: black on the dark theme's grey. Here each is
// used as a shape only and filled with the palette's ButtonText (disabled: its disabled
// ButtonText; selected: HighlightedText), and filled again whenever the theme changes.
#pragma once

#include <QIcon>
#include <QStyle>

class QAbstractButton;
class QAction;
class QPalette;

namespace pl {

// The standard icon `which` in `palette`'s colours, its shape from `shapes` (the application's
// style when none).
QIcon themedIcon(QStyle::StandardPixmap which, const QPalette& palette,
                 const QStyle* shapes = nullptr);

// Gives `action` (or `button`) the standard icon `which` in the application palette's colours,
// kept in step with the theme (a later call with another icon replaces it: play ↔ pause).
void setThemedIcon(QAction* action, QStyle::StandardPixmap which);
void setThemedIcon(QAbstractButton* button, QStyle::StandardPixmap which);

// Fusion, with the icons Qt's own widgets ask the style for (a panel's float and close
// buttons: grey, 3.9:1 on the light theme and 3.0:1 on the dark) in the asking widget's
// ButtonText. Theme.cpp sets a new one after each palette, so that the panels fetch them again.
QStyle* newThemedStyle();

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// The window's theme (View → Theme, remembered in QSettings "theme"): the application palette
// (ThemePalette.h) on the Fusion style; charts and study charts take their colours from it
// (ChartWidget::applyPalette). Method colours stay the same in every theme (MethodColor.h).
#pragma once

#include "ThemePalette.h"

class QMenu;

namespace pl {

// Sets the application palette on the Fusion style, without remembering it.
void useTheme(Theme theme);
// Sets the application palette and remembers the choice.
void applyTheme(Theme theme);
Theme currentTheme();
// The theme remembered from the last run (light when none).
Theme savedTheme();
// View → Theme with one checkable entry per theme; applies the remembered one.
void addThemeMenu(QMenu* view);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Light, dark and high-contrast themes (View → Theme, remembered in QSettings "theme"): the
// application palette on the Fusion style; charts and study charts take their colours from it
// (ChartWidget::applyPalette). Method colours stay the same in every theme (MethodColor.h).
// High contrast is black on white with a text contrast ratio of 21:1 and stronger grid lines;
// dark keeps text at least 4.5:1 (WCAG 2.1 AA) over its backgrounds.
#pragma once

#include <QString>

#include <optional>

class QMenu;
class QPalette;

namespace pl {

enum class Theme { Light, Dark, HighContrast };

QPalette themePalette(Theme theme);
// The theme's name in the settings and on the command line (--theme): light, dark, high-contrast.
QString themeName(Theme theme);
// The theme of that name (as themeName writes it), or none.
std::optional<Theme> themeNamed(const QString& name);
// Sets the application palette on the Fusion style, without remembering it (a headless run).
void useTheme(Theme theme);
// Sets the application palette and remembers the choice.
void applyTheme(Theme theme);
Theme currentTheme();
// The theme remembered from the last run (light when none).
Theme savedTheme();
// View → Theme with one checkable entry per theme; applies the remembered one.
void addThemeMenu(QMenu* view);

} // namespace pl

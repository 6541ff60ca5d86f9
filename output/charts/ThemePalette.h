// SPDX-License-Identifier: GPL-3.0-or-later
// Light, dark and high-contrast palettes, by name: what the window shows (ui/Theme.h) and what
// exports and recordings are drawn in (--theme). Built on the Fusion style's standard palette,
// hence here beside the charts (QStyleFactory is QtWidgets).
// High contrast is black on white with a text contrast ratio of 21:1 and stronger grid lines;
// dark keeps text at least 4.5:1 (WCAG 2.1 AA) over its backgrounds.
#pragma once

#include <QString>

#include <optional>

class QPalette;

namespace pl {

enum class Theme { Light, Dark, HighContrast };

QPalette themePalette(Theme theme);
// The theme's name in the settings and on the command line (--theme): light, dark, high-contrast.
QString themeName(Theme theme);
// The theme of that name (as themeName writes it), or none.
std::optional<Theme> themeNamed(const QString& name);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Where the keyboard focus is, seen in every theme. Fusion marks it faintly or not at all: a
// 1 px outline in a tint of the highlight on buttons, combo boxes and sliders, nothing a tool
// button or a list's current item shows by Tab at 3:1, and the check box's dotted rectangle at
// 80/255 opacity (measured in tests/app/test_focus_indicator.cpp). So the widget with the focus
// gets a ring of its own: 2 px in the palette's Highlight (5.9:1 on the light window, 6.0:1 on
// the dark one, black on white in high contrast), drawn 2 px inside its edge (between the
// frame's inner side and the content, not against the frame), above its children, so that no
// neighbour or scroll area clips it. The ring is a child widget that moves
// to the focus widget as the focus moves and lets the mouse through. The style draws the focus
// of the current item within a list as a 2 px rectangle inside it, in the palette colour that
// stands out most from the item's background (ThemedIcons.cpp).
#pragma once

namespace pl {

// Makes the ring follow the focus in this application (once; later calls do nothing). The ring
// takes its colour from the application palette when it is drawn, so a theme change needs
// nothing more.
void installFocusRing();

} // namespace pl

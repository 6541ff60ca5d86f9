// SPDX-License-Identifier: GPL-3.0-or-later
// The offscreen platform's screen is 800×600 unless told otherwise. Window tests that ask about
// a projector call this before creating the QApplication: the one screen is then 1280×800 at
// 96 dpi, so that presentation mode (full screen) has a projector's size.
#pragma once

#include <QTemporaryDir>

namespace pl::test {

// Writes the screen description into `dir` (which must outlive the application) and points
// QT_QPA_PLATFORM at it; false when the file cannot be written.
bool useProjectorScreen(const QTemporaryDir& dir);
// Two screens side by side: the 1280×800 projector (primary, at x = 0) and a 1920×1080 one at
// x = 1280, both at 96 dpi; a window moved onto the second goes full screen there.
bool useTwoProjectorScreens(const QTemporaryDir& dir);

} // namespace pl::test

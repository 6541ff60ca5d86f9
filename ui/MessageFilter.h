// SPDX-License-Identifier: GPL-3.0-or-later
// A Qt message handler that drops the few warnings the offscreen platform prints for things it
// cannot do (raise a window, propagate size hints) and passes everything else on, so that real
// warnings stay visible (see shared/QT-NOTES.md).
#pragma once

class QString;

namespace pl {

// True for the warnings the offscreen platform prints for things it cannot do.
bool isHarmlessQtMessage(const QString& message);

// Installs the filter; call before creating QApplication.
void installMessageFilter();

// True when a window can be shown: a display is set, or a Qt platform was chosen explicitly.
bool hasDisplay();

// Sets QT_QPA_PLATFORM=offscreen when there is no display (and it is not set), and gives Qt a
// private XDG_RUNTIME_DIR when none is set. Call before creating QApplication.
void prepareHeadlessEnvironment(bool forceOffscreen);

} // namespace pl

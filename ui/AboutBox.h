// SPDX-License-Identifier: GPL-3.0-or-later
// Help → About ParticleLab: the version, the licence (GPL-3.0-or-later: Qt Charts'
// open-source edition is GPL-3.0 only), the project's web address and the Qt version it runs on.
#pragma once

#include <QString>

class QWidget;

namespace pl {

inline constexpr const char* projectLicence = "GPL-3.0-or-later";
inline constexpr const char* projectWebAddress = "https://particlelab.org";

// The box's text (rich text with the address as a link).
QString aboutText();
// Opens the box over `parent` without blocking (object name "aboutBox"); it deletes itself.
void showAbout(QWidget* parent);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Before a study whose cost can be counted starts from the window: above kAskAboveSeconds the
// window shows the estimate (e.g. "4e+10 pendulum steps ('flip_grid'² = … starts × … steps),
// about 5 min") and asks whether to go on.
#pragma once

#include "framework/LessonSession.h"

#include <string>

class QWidget;

namespace pl {

inline constexpr double kAskAboveSeconds = 20.0;

// True when the study should start: it is cheap, has no estimate, or the person said yes.
bool confirmLongStudy(const LessonSession& session, const std::string& id, QWidget* parent);

} // namespace pl

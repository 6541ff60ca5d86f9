// SPDX-License-Identifier: GPL-3.0-or-later
// View → Language: the system's language first, then each language ParticleLab speaks by its
// own name. Choosing one installs it (i18n/Language.h), remembers it, and calls back so that the
// window can show itself again in the new language without losing the run.
#pragma once

#include <functional>

class QMenu;

namespace pl {

void addLanguageMenu(QMenu* view, std::function<void()> changed);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// Marks a string a person reads for translation, without Qt: PL_TR_NOOP(context, text) is the
// text itself, and `lupdate` reads it as QT_TRANSLATE_NOOP (i18n/CMakeLists.txt). The strings
// stay English here; the window translates them where they are shown. See
// lessons/framework/Translatable.h for the contexts and the sentences with numbers.
#pragma once

#define PL_TR_NOOP(context, text) text
// A template with %n (plural forms); lupdate reads it as QT_TRANSLATE_N_NOOP.
#define PL_TR_N_NOOP(context, text) text

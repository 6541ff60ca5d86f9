// SPDX-License-Identifier: GPL-3.0-or-later
// The language ParticleLab speaks: which ones it has, and installing the translators of one
// (ours from i18n/particlelab_<code>.ts, compiled into the program, and Qt's own for its
// dialogs and buttons) before the first widget, or again while the window is open (every
// widget then gets a QEvent::LanguageChange and sets its texts again).
#pragma once

#include <QString>

#include <vector>

namespace pl {

struct Language {
    QString code;  // "en", "de", "fr", "es", "pt_BR"
    QString name;  // in its own language: "Deutsch"
};

// English first, then the translations in the order of the View → Language menu.
const std::vector<Language>& languages();

// The system's language when ParticleLab has it, else English.
QString systemLanguage();

// Installs `code` ("" or "system": the system's language); an unknown code is refused with
// false and nothing changes. Safe to call again: the previous translators are removed first.
bool useLanguage(const QString& code);

// The code installed last ("en" before any call).
QString currentLanguage();

// What View → Language chose ("system" when nothing was chosen), kept in QSettings.
QString rememberedLanguage();
void rememberLanguage(const QString& code);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace pl {

namespace {

struct Installed {
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> ours;
    std::unique_ptr<QTranslator> qt;
};

Installed& installed()
{
    static Installed state;
    return state;
}

} // namespace

const std::vector<Language>& languages()
{
    static const std::vector<Language> list = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)")},
    };
    return list;
}

QString systemLanguage()
{
    const QLocale system = QLocale::system();
    // Brazilian Portuguese serves every Portuguese; the others by language alone.
    for (const QString& name : system.uiLanguages()) {
        const QLocale locale(name);
        for (const Language& language : languages())
            if (QLocale(language.code).language() == locale.language())
                return language.code;
    }
    return QStringLiteral("en");
}

bool useLanguage(const QString& requested)
{
    const QString code = requested.isEmpty() || requested == QLatin1String("system")
                             ? systemLanguage()
                             : requested;
    bool known = false;
    for (const Language& language : languages())
        known = known || language.code == code;
    if (!known)
        return false;
    Installed& state = installed();
    for (auto* translator : {&state.ours, &state.qt})
        if (*translator) {
            QCoreApplication::removeTranslator(translator->get());
            translator->reset();
        }
    state.code = code;
    if (code == QLatin1String("en"))
        return true;
    auto ours = std::make_unique<QTranslator>();
    if (ours->load(QStringLiteral(":/i18n/particlelab_") + code + QStringLiteral(".qm"))) {
        QCoreApplication::installTranslator(ours.get());
        state.ours = std::move(ours);
    }
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        state.qt = std::move(qt);
    }
    return true;
}

QString currentLanguage() { return installed().code; }

QString rememberedLanguage()
{
    return QSettings().value(QStringLiteral("language"), QStringLiteral("system")).toString();
}

void rememberLanguage(const QString& code) { QSettings().setValue(QStringLiteral("language"), code); }

} // namespace pl

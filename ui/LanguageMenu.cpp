// SPDX-License-Identifier: GPL-3.0-or-later
#include "LanguageMenu.h"

#include "Language.h"

#include <QActionGroup>
#include <QMenu>

namespace pl {

void addLanguageMenu(QMenu* view, std::function<void()> changed)
{
    QMenu* menu = view->addMenu(QObject::tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString remembered = rememberedLanguage();
    std::vector<std::pair<QString, QString>> entries = {
        {QStringLiteral("system"), QObject::tr("System default")}};
    for (const Language& language : languages())
        entries.emplace_back(language.code, language.name);
    for (const auto& [code, title] : entries) {
        QAction* action = menu->addAction(title);
        action->setObjectName(QStringLiteral("language-") + code);
        action->setCheckable(true);
        action->setChecked(code == remembered);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [code = code, changed] {
            const QString before = currentLanguage();
            rememberLanguage(code);
            if (useLanguage(code) && currentLanguage() != before && changed)
                changed();
        });
    }
}

} // namespace pl

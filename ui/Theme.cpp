// SPDX-License-Identifier: GPL-3.0-or-later
#include "Theme.h"

#include "FocusRing.h"
#include "ThemedIcons.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QPalette>
#include <QSettings>
#include <QStyle>

#include <memory>

namespace pl {

namespace {

Theme g_theme = Theme::Light;

} // namespace

void useTheme(Theme theme)
{
    g_theme = theme;
    // The palette first: the new style's icons (ThemedIcons.h) are drawn in its colours.
    QApplication::setPalette(themePalette(theme));
    QApplication::setStyle(newThemedStyle());
    installFocusRing();
}

void applyTheme(Theme theme)
{
    useTheme(theme);
    QSettings().setValue(QStringLiteral("theme"), themeName(theme));
}

Theme currentTheme() { return g_theme; }

Theme savedTheme()
{
    return themeNamed(QSettings().value(QStringLiteral("theme")).toString()).value_or(Theme::Light);
}

void addThemeMenu(QMenu* view)
{
    QMenu* menu = view->addMenu(QObject::tr("&Theme"));
    menu->setObjectName(QStringLiteral("themeMenu"));
    auto* group = new QActionGroup(menu);
    const Theme saved = savedTheme();
    const std::pair<Theme, QString> entries[] = {{Theme::Light, QObject::tr("&Light")},
                                                 {Theme::Dark, QObject::tr("&Dark")},
                                                 {Theme::HighContrast, QObject::tr("&High contrast")}};
    for (const auto& [theme, title] : entries) {
        QAction* action = menu->addAction(title);
        action->setObjectName(QStringLiteral("theme-") + themeName(theme));
        action->setCheckable(true);
        action->setChecked(theme == saved);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [t = theme] { applyTheme(t); });
    }
    applyTheme(saved);
}

} // namespace pl

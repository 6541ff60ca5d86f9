// SPDX-License-Identifier: GPL-3.0-or-later
#include "ThemePalette.h"

#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

namespace pl {

QPalette themePalette(Theme theme)
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p = fusion->standardPalette();
    // Fusion's light highlight (48, 140, 198) holds white text at 3.7:1 only: a deeper blue,
    // 6.7:1 (the lesson on show in the list is written on it).
    p.setColor(QPalette::Highlight, QColor(0, 94, 160));
    p.setColor(QPalette::HighlightedText, Qt::white);
    if (theme == Theme::Dark) {
        const QColor window(45, 45, 48), base(30, 30, 32), text(230, 230, 230);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, window);
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, window);
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::ToolTipBase, base);
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::PlaceholderText, QColor(160, 160, 160));
        p.setColor(QPalette::Highlight, QColor(86, 180, 233));
        p.setColor(QPalette::HighlightedText, Qt::black);
        p.setColor(QPalette::Link, QColor(86, 180, 233));
        p.setColor(QPalette::Mid, QColor(110, 110, 115));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(130, 130, 130));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(130, 130, 130));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(130, 130, 130));
    } else if (theme == Theme::HighContrast) {
        for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase,
                          QPalette::Button, QPalette::ToolTipBase})
            p.setColor(role, Qt::white);
        for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText,
                          QPalette::ToolTipText, QPalette::Mid, QPalette::Dark})
            p.setColor(role, Qt::black);
        p.setColor(QPalette::Highlight, Qt::black);
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::Link, QColor(0, 0, 200));
    }
    return p;
}

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::HighContrast: return QStringLiteral("high-contrast");
    case Theme::Light: break;
    }
    return QStringLiteral("light");
}

std::optional<Theme> themeNamed(const QString& name)
{
    for (Theme t : {Theme::Light, Theme::Dark, Theme::HighContrast})
        if (name == themeName(t))
            return t;
    return std::nullopt;
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReducedMotion.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMainWindow>
#include <QMenu>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleHints>

#include <iterator>
#include <utility>
#include <vector>

namespace pl {

namespace {

const QString kSettingKey = QStringLiteral("reducedMotion");
bool g_reduced = false;
int g_flashTime = -1;  // ms: the platform's cursor blink, kept while reduced
std::vector<bool> g_effectsOn;  // the platform's effects (kEffects), kept while reduced

constexpr Qt::UIEffect kEffects[] = {Qt::UI_AnimateMenu, Qt::UI_FadeMenu, Qt::UI_AnimateCombo,
                                     Qt::UI_AnimateTooltip, Qt::UI_FadeTooltip, Qt::UI_AnimateToolBox};

// `key` = value in an ini-like file's lines ("gtk-enable-animations=false").
std::optional<QString> iniValue(const QString& path, const QString& key)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    std::optional<QString> found;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq > 0 && line.left(eq).trimmed() == key)
            found = line.mid(eq + 1).trimmed();
    }
    return found;
}

std::optional<bool> fromGnome()
{
    const QString gsettings = QStandardPaths::findExecutable(QStringLiteral("gsettings"));
    if (gsettings.isEmpty())
        return std::nullopt;
    QProcess process;
    process.start(gsettings, {QStringLiteral("get"), QStringLiteral("org.gnome.desktop.interface"),
                              QStringLiteral("enable-animations")});
    if (!process.waitForFinished(1000) || process.exitCode() != 0) {
        process.kill();
        return std::nullopt;
    }
    const QString answer = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    if (answer == QLatin1String("false"))
        return true;
    if (answer == QLatin1String("true"))
        return false;
    return std::nullopt;
}

// The desktop's own setting, read once a program (a process and two small files).
std::optional<std::pair<QString, bool>> readDesktop()
{
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    if (const auto kde = iniValue(QDir(config).filePath(QStringLiteral("kdeglobals")),
                                  QStringLiteral("AnimationDurationFactor")))
        return std::pair{QStringLiteral("kdeglobals"), kde->toDouble() == 0.0};
    if (const auto gtk = iniValue(QDir(config).filePath(QStringLiteral("gtk-3.0/settings.ini")),
                                  QStringLiteral("gtk-enable-animations")))
        return std::pair{QStringLiteral("gtk-3.0/settings.ini"),
                         *gtk == QLatin1String("false") || *gtk == QLatin1String("0")};
    if (const auto gnome = fromGnome())
        return std::pair{QStringLiteral("gsettings"), *gnome};
    return std::nullopt;
}

} // namespace

std::optional<bool> desktopPrefersReducedMotion(QString* source)
{
    const QByteArray forced = qgetenv("PARTICLELAB_REDUCED_MOTION");
    if (forced == "1" || forced == "0") {
        if (source)
            *source = QStringLiteral("PARTICLELAB_REDUCED_MOTION");
        return forced == "1";
    }
    static const std::optional<std::pair<QString, bool>> desktop = readDesktop();
    if (!desktop)
        return std::nullopt;
    if (source)
        *source = desktop->first;
    return desktop->second;
}

bool reducedMotion() { return g_reduced; }

void setReducedMotion(bool reduced)
{
    if (g_flashTime < 0) {
        g_flashTime = QApplication::cursorFlashTime();
        for (Qt::UIEffect effect : kEffects)
            g_effectsOn.push_back(QApplication::isEffectEnabled(effect));
    }
    g_reduced = reduced;
    for (std::size_t i = 0; i < std::size(kEffects); ++i)
        QApplication::setEffectEnabled(kEffects[i], !reduced && g_effectsOn[i]);
    QApplication::setCursorFlashTime(reduced ? 0 : g_flashTime);  // 0: the cursor does not blink
}

bool savedReducedMotion()
{
    const QVariant chosen = QSettings().value(kSettingKey);
    if (chosen.isValid())
        return chosen.toBool();
    return desktopPrefersReducedMotion().value_or(false);
}

QAction* addReducedMotionAction(QMenu* view, QMainWindow* window)
{
    auto* action = view->addAction(QObject::tr("Reduce &motion"));
    action->setObjectName(QStringLiteral("reduceMotionAction"));
    action->setCheckable(true);
    action->setToolTip(QObject::tr("Stop decorative animation (sliding panels and menus, a blinking "
                                   "cursor); the simulation still plays"));
    auto follow = [window](bool reduced) {
        window->setDockOptions(reduced ? window->dockOptions() & ~QMainWindow::AnimatedDocks
                                       : window->dockOptions() | QMainWindow::AnimatedDocks);
    };
    const bool reduced = savedReducedMotion();
    action->setChecked(reduced);
    follow(reduced);
    if (reduced != reducedMotion())
        setReducedMotion(reduced);
    QObject::connect(action, &QAction::toggled, window, [follow](bool on) {
        QSettings().setValue(kSettingKey, on);
        setReducedMotion(on);
        follow(on);
    });
    return action;
}

} // namespace pl

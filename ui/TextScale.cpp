// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextScale.h"

#include <QAction>
#include <QMenu>
#include <QSettings>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

constexpr int defaultStep = 2;
const char* const settingsKey = "textSize";
// The desk's line widths are chosen for 12 px text; presentation thickens them in proportion.
constexpr double deskTextPixels = 12.0;

} // namespace

TextScale::TextScale(QObject* parent) : QObject(parent)
{
    const double saved = QSettings().value(QLatin1String(settingsKey), 1.0).toDouble();
    // The nearest step to what was remembered (a hand-edited value falls on a step).
    int best = defaultStep;
    for (int i = 0; i < static_cast<int>(textSizeSteps.size()); ++i)
        if (std::abs(textSizeSteps[static_cast<std::size_t>(i)] - saved) <
            std::abs(textSizeSteps[static_cast<std::size_t>(best)] - saved))
            best = i;
    m_step = best;
}

Readability TextScale::readability(bool presentation, int windowHeight) const
{
    Readability r;
    if (!presentation) {
        r.scale = factor();
        return r;
    }
    r.minPixels = presentationTextFloor(windowHeight) * std::max(1.0, factor());
    r.scale = r.minPixels / (smallestDeskPoints * 4.0 / 3.0);
    r.lineScale = r.minPixels / deskTextPixels;
    return r;
}

void TextScale::setStep(int step)
{
    step = std::clamp(step, 0, static_cast<int>(textSizeSteps.size()) - 1);
    if (step == m_step)
        return;
    m_step = step;
    QSettings().setValue(QLatin1String(settingsKey), factor());
    emit changed();
}

void TextScale::larger() { setStep(m_step + 1); }
void TextScale::smaller() { setStep(m_step - 1); }
void TextScale::reset() { setStep(defaultStep); }

void TextScale::addMenu(QMenu* view, QWidget* window)
{
    QMenu* menu = view->addMenu(tr("Text si&ze"));
    menu->setObjectName(QStringLiteral("textSizeMenu"));
    auto add = [&](const QString& title, const QString& name, QList<QKeySequence> keys,
                   void (TextScale::*slot)()) {
        QAction* action = menu->addAction(title);
        action->setObjectName(name);
        action->setShortcuts(keys);
        // On the window, so the keys work while presentation mode hides the menu bar.
        action->setShortcutContext(Qt::WindowShortcut);
        window->addAction(action);
        connect(action, &QAction::triggered, this, slot);
    };
    // Ctrl + is Ctrl = on most keyboards (no Shift); both are offered, as browsers do.
    add(tr("&Larger"), QStringLiteral("textLarger"),
        {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)},
        &TextScale::larger);
    add(tr("&Smaller"), QStringLiteral("textSmaller"), {QKeySequence(Qt::CTRL | Qt::Key_Minus)},
        &TextScale::smaller);
    add(tr("&Default size"), QStringLiteral("textDefault"), {QKeySequence(Qt::CTRL | Qt::Key_0)},
        &TextScale::reset);
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "Announcer.h"

#include "Voice.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace pl {

Announcer::Announcer(Parts parts, QObject* parent)
    : QObject(parent), m_parts(std::move(parts)), m_label(new QLabel(m_parts.bar)),
      // PARTICLELAB_SPEECH_ENGINE picks an engine by name ("none": silent, for tests).
      m_voice(new Voice(this, qEnvironmentVariable("PARTICLELAB_SPEECH_ENGINE"))),
      m_speak(new QAction(tr("Spea&k"), this)), m_describe(new QAction(tr("&Describe the view"), this))
{
    m_label->setObjectName(QStringLiteral("announcements"));
    m_label->setAccessibleDescription(tr("Announcements"));
    m_label->setFixedSize(1, 1);  // heard, not seen: the status bar shows the same words
    m_parts.bar->addPermanentWidget(m_label);
    connect(m_parts.bar, &QStatusBar::messageChanged, this, [this](const QString& message) {
        if (!message.isEmpty())
            notice(message);
    });
    connect(m_voice, &Voice::unavailable, this, [this](const QString& why) { m_parts.bar->showMessage(why, 15000); });

    m_speak->setCheckable(true);
    m_speak->setToolTip(tr("ParticleLab says its notices aloud, and the view's description on request (D)"));
    connect(m_speak, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("speak"), on);
        m_voice->setEnabled(on);
    });
    m_speak->setChecked(QSettings().value(QStringLiteral("speak"), false).toBool());
    m_describe->setShortcut(QKeySequence(Qt::Key_D));
    m_describe->setToolTip(tr("Say where the run is: the lesson's state, the time and the key measurements (D)"));
    connect(m_describe, &QAction::triggered, this, &Announcer::describe);
    qApp->installEventFilter(this);
}

void Announcer::addActions(QMenu* menu)
{
    menu->addAction(m_speak);
    menu->addAction(m_describe);
}

void Announcer::show(const QString& text)
{
    // The same words again are a new announcement too: cleared first, the name changes.
    if (m_label->text() == text)
        m_label->clear();
    m_label->setText(text);  // QLabel sends the name change (its accessible name is its text)
    emit announced(text);
}

void Announcer::notice(const QString& text)
{
    show(text);
    m_voice->say(UtteranceKind::Notice, text);
}

void Announcer::describe()
{
    const QString text = m_parts.description();
    show(text);
    m_voice->say(UtteranceKind::Description, text);
}

void Announcer::stepped(const QString& stage)
{
    if (!stage.isEmpty()) {
        // A newer stage replaces one the voice has not begun: a description, not a notice.
        show(stage);
        m_voice->say(UtteranceKind::Description, stage);
    } else if (m_voice->enabled()) {
        describe();
    }
}

bool Announcer::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Show && m_voice->enabled())
        if (auto* box = qobject_cast<QMessageBox*>(watched))
            m_voice->say(UtteranceKind::Notice, box->windowTitle() + QStringLiteral(". ") + box->text());
    return QObject::eventFilter(watched, event);
}

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
#include "Voice.h"

#include <QTextToSpeech>

namespace pl {

Voice::Voice(QObject* parent, QString engine) : QObject(parent), m_engineName(std::move(engine)) {}

void Voice::setEnabled(bool enabled)
{
    m_queue.setEnabled(enabled);
    if (!enabled) {
        if (m_engine)
            m_engine->stop();
        return;
    }
    makeEngine();
}

void Voice::makeEngine()
{
    if (m_engine || m_gaveUp)
        return;
    if (m_engineName == QLatin1String("none") || QTextToSpeech::availableEngines().isEmpty()) {
        giveUp(tr("No speech engine is installed, so ParticleLab stays silent. Installing "
                  "qt6-speech-flite-plugin or speech-dispatcher gives it a voice; a screen reader "
                  "reads the same notices."));
        return;
    }
    m_engine = m_engineName.isEmpty() ? new QTextToSpeech(this) : new QTextToSpeech(m_engineName, this);
    connect(m_engine, &QTextToSpeech::stateChanged, this, [this](QTextToSpeech::State state) {
        if (state == QTextToSpeech::Ready)
            sayNext();
        else if (state == QTextToSpeech::Error)
            giveUp(tr("The speech engine failed, so ParticleLab stays silent."));
    });
    if (m_engine->state() == QTextToSpeech::Error)
        giveUp(tr("The speech engine failed, so ParticleLab stays silent."));
}

void Voice::giveUp(const QString& why)
{
    if (m_gaveUp)
        return;
    m_gaveUp = true;
    emit unavailable(why);
}

void Voice::say(UtteranceKind kind, const QString& text)
{
    m_queue.push(kind, text);
    sayNext();
}

void Voice::sayNext()
{
    if (!m_engine || m_gaveUp || m_engine->state() != QTextToSpeech::Ready)
        return;
    if (const std::optional<Utterance> next = m_queue.take()) {
        emit speaking(next->text);
        m_engine->say(next->text);
    }
}

} // namespace pl

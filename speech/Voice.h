// SPDX-License-Identifier: GPL-3.0-or-later
// ParticleLab's voice (View → Speak): says the utterances of its queue one after another
// through Qt TextToSpeech, each when the engine has finished the one before. The engine is
// made only when the voice is first switched on. Without an engine (none installed, or one
// that fails) the voice stays silent and says why once, through unavailable().
#pragma once

#include "UtteranceQueue.h"

#include <QObject>
#include <QString>

class QTextToSpeech;

namespace pl {

class Voice : public QObject {
    Q_OBJECT
public:
    // `engine`: a Qt TextToSpeech engine by name ("flite", "speechd"), empty for the default;
    // "none" never speaks (tests look at the queue instead).
    explicit Voice(QObject* parent = nullptr, QString engine = {});

    void setEnabled(bool enabled);
    bool enabled() const { return m_queue.enabled(); }
    // Queued, and said as soon as the engine is free (see UtteranceQueue for what is dropped).
    void say(UtteranceKind kind, const QString& text);
    const UtteranceQueue& queue() const { return m_queue; }

signals:
    // No engine can speak: the reason, sent once per program.
    void unavailable(const QString& why);
    // `text` was handed to the engine.
    void speaking(const QString& text);

private:
    void makeEngine();
    void sayNext();
    void giveUp(const QString& why);

    QString m_engineName;
    QTextToSpeech* m_engine = nullptr;
    UtteranceQueue m_queue;
    bool m_gaveUp = false;
};

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// What the voice says next. Notices (a run diverged or ended, a branch was made, a file saved,
// an answer checked, an error) are said in the order they happened, each once. A description
// (of the view, or of the integrator stage just stepped) is worth saying only while it is the
// latest: a newer one replaces one still waiting, so a student who presses the key three times
// hears the present, not the past. While the voice is off nothing is kept: what arrives is
// dropped, and switching off forgets what waited.
#pragma once

#include <QString>

#include <deque>
#include <optional>

namespace pl {

enum class UtteranceKind { Notice, Description };

struct Utterance {
    UtteranceKind kind;
    QString text;
};

class UtteranceQueue {
public:
    // Notices waiting beyond this many are the oldest and dropped: a voice that cannot keep up
    // (a slow engine, a burst of errors) says the latest ones.
    static constexpr std::size_t maxWaiting = 8;

    void setEnabled(bool enabled);
    bool enabled() const { return m_enabled; }
    // Queues `text` (blank text and a notice equal to the last one waiting are ignored).
    void push(UtteranceKind kind, const QString& text);
    // The next utterance to say, removed from the queue; empty when nothing waits.
    std::optional<Utterance> take();
    std::size_t waiting() const { return m_waiting.size(); }

private:
    std::deque<Utterance> m_waiting;
    bool m_enabled = false;
};

} // namespace pl

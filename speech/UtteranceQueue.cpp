// SPDX-License-Identifier: GPL-3.0-or-later
#include "UtteranceQueue.h"

#include <algorithm>

namespace pl {

void UtteranceQueue::setEnabled(bool enabled)
{
    m_enabled = enabled;
    if (!enabled)
        m_waiting.clear();
}

void UtteranceQueue::push(UtteranceKind kind, const QString& text)
{
    const QString said = text.simplified();
    if (!m_enabled || said.isEmpty())
        return;
    if (kind == UtteranceKind::Description) {
        // A description still waiting is stale now.
        std::erase_if(m_waiting, [](const Utterance& u) { return u.kind == UtteranceKind::Description; });
    } else if (!m_waiting.empty() && m_waiting.back().kind == UtteranceKind::Notice &&
               m_waiting.back().text == said) {
        return;  // the same notice twice in a row is said once
    }
    m_waiting.push_back({kind, said});
    while (m_waiting.size() > maxWaiting)
        m_waiting.pop_front();
}

std::optional<Utterance> UtteranceQueue::take()
{
    if (m_waiting.empty())
        return std::nullopt;
    Utterance next = std::move(m_waiting.front());
    m_waiting.pop_front();
    return next;
}

} // namespace pl

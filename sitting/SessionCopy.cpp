// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionCopy.h"

#include "QtAdapters.h"
#include "SessionFile.h"

namespace pl {

std::unique_ptr<LessonSession> copySession(const LessonSession& session, QString* error)
{
    SessionReadResult read = readSessionText(writeSessionText(session, ViewPlacement{}),
                                             session.lesson().info().id);
    if (!read.error.empty()) {
        if (error)
            *error = toQString(read.error);
        return nullptr;
    }
    // The copy keeps the memory budget the original has.
    read.document.session->setMemoryBudget(session.record().budget());
    return std::move(read.document.session);
}

} // namespace pl

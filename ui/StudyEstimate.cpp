// SPDX-License-Identifier: GPL-3.0-or-later
#include "StudyEstimate.h"

#include "QtAdapters.h"

#include <QMessageBox>

namespace pl {

bool confirmLongStudy(const LessonSession& session, const std::string& id, QWidget* parent)
{
    const auto estimate = session.lesson().estimateStudy(id);
    if (!estimate || estimate->seconds() <= kAskAboveSeconds)
        return true;
    const QString text =
        QObject::tr("This study will take about %1: %2.\n\nStart it anyway? It can be cancelled "
                    "at any time.")
            .arg(toQString(describeSeconds(estimate->seconds())), toQString(describe(*estimate)));
    return QMessageBox::question(parent, QObject::tr("Long study"), text,
                                 QMessageBox::Yes | QMessageBox::No,
                                 QMessageBox::No) == QMessageBox::Yes;
}

} // namespace pl

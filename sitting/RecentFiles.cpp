// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace pl {

QStringList RecentFiles::paths() const
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void RecentFiles::remember(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > maxFiles)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    emit changed();
}

} // namespace pl

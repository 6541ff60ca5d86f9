// SPDX-License-Identifier: GPL-3.0-or-later
// The files opened or saved lately (File → Open recent), newest first, at most eight, kept in
// QSettings ("recentFiles") so that the next start offers them too.
#pragma once

#include <QObject>
#include <QStringList>

namespace pl {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int maxFiles = 8;
    explicit RecentFiles(QObject* parent = nullptr) : QObject(parent) {}

    QStringList paths() const;
    // Puts `path` (made absolute) first, once.
    void remember(const QString& path);

signals:
    void changed();
};

} // namespace pl

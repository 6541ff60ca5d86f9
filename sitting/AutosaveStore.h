// SPDX-License-Identifier: GPL-3.0-or-later
// Where a window's runs are saved automatically, and which saved runs a new window may offer to
// restore (a second window on the same account offered to "restore" the runs
// of the first, which was still running).
//
// Each running window writes into a folder of its own, <root>/<id>/, and holds the lock file
// <root>/<id>.lock (QLockFile) for as long as it lives. A window that starts offers only the
// folders whose lock it can take: their window has ended without clearing them (a crash, a
// killed process: QLockFile recognises the lock of a process that no longer exists as stale).
// A folder whose window still runs is locked and left alone. While runs are being restored or
// discarded, their lock is held, so two windows started at once never both take the same runs.
// Files directly in <root> were written by a version before these folders; they are offered too.
#pragma once

#include <QLockFile>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace pl {

class AutosaveStore {
public:
    // `root`: the autosave folder shared by every window of the account.
    explicit AutosaveStore(QString root);
    ~AutosaveStore();
    AutosaveStore(const AutosaveStore&) = delete;
    AutosaveStore& operator=(const AutosaveStore&) = delete;

    // This window's own folder (made on first use); empty when it cannot be made.
    QString folder();
    // Removes this window's saved files (on a proper close).
    void clear();

    // Runs left behind by windows that are no longer running, locked for this window until
    // release(): the session files' paths.
    QStringList claimOrphans(const QString& suffix);
    // Removes the claimed runs' files and folders and lets their locks go.
    void releaseOrphans();

    // The folder every window shares by default (the application's data folder).
    static QString defaultRoot();

private:
    QString m_root;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
    struct Claim {
        QString folder;  // empty for the files of an older version directly in the root
        QStringList files;
        std::unique_ptr<QLockFile> lock;
    };
    std::vector<Claim> m_claims;
};

} // namespace pl

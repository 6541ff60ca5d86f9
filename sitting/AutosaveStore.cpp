// SPDX-License-Identifier: GPL-3.0-or-later
#include "AutosaveStore.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

namespace pl {

namespace {

const QString lockSuffix = QStringLiteral(".lock");

// A lock that is stale only when its process is gone: never by age (QLockFile's default calls a
// lock older than 30 s stale, which would hand a running window's runs to the next one).
std::unique_ptr<QLockFile> autosaveLock(const QString& path)
{
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0);
    return lock;
}

QStringList sessionFiles(const QDir& folder, const QString& suffix)
{
    QStringList paths;
    for (const QString& name : folder.entryList({QStringLiteral("*") + suffix}, QDir::Files, QDir::Name))
        paths << folder.filePath(name);
    return paths;
}

} // namespace

AutosaveStore::AutosaveStore(QString root)
    : m_root(std::move(root)), m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

AutosaveStore::~AutosaveStore() { releaseOrphans(); }

QString AutosaveStore::defaultRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave");
}

QString AutosaveStore::folder()
{
    const QString path = QDir(m_root).filePath(m_id);
    if (!m_lock) {
        if (!QDir().mkpath(m_root))
            return {};
        m_lock = autosaveLock(path + lockSuffix);
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            return {};
        }
    }
    if (!QDir().mkpath(path))
        return {};
    return path;
}

void AutosaveStore::clear()
{
    if (!m_lock)
        return;
    QDir(QDir(m_root).filePath(m_id)).removeRecursively();
    m_lock->unlock();
    m_lock.reset();
}

QStringList AutosaveStore::claimOrphans(const QString& suffix)
{
    releaseOrphans();
    QStringList paths;
    const QDir root(m_root);
    if (!root.exists())
        return paths;
    // Runs of an older version, written straight into the root.
    if (QStringList files = sessionFiles(root, suffix); !files.isEmpty()) {
        auto lock = autosaveLock(root.filePath(QStringLiteral("older-version") + lockSuffix));
        if (lock->tryLock(0)) {
            paths << files;
            m_claims.push_back({QString(), files, std::move(lock)});
        }
    }
    for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (name == m_id)
            continue;
        auto lock = autosaveLock(root.filePath(name + lockSuffix));
        if (!lock->tryLock(0))
            continue;  // its window is running (or another window is restoring it)
        const QString folder = root.filePath(name);
        QStringList files = sessionFiles(QDir(folder), suffix);
        paths << files;
        m_claims.push_back({folder, std::move(files), std::move(lock)});
    }
    return paths;
}

void AutosaveStore::releaseOrphans()
{
    for (Claim& claim : m_claims) {
        if (claim.folder.isEmpty())
            for (const QString& file : std::as_const(claim.files))
                QFile::remove(file);
        else
            QDir(claim.folder).removeRecursively();
        claim.lock->unlock();  // removes the lock file
    }
    m_claims.clear();
}

} // namespace pl

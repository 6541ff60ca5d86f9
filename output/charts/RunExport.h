// SPDX-License-Identifier: GPL-3.0-or-later
// Writes everything a run shows into one folder: per chart <id>.png, <id>.svg and <id>.csv,
// per table <id>.csv, per study image <id>.png (drawn as on screen: title, axes, colour key)
// and <id>_pixels.png (its cells, one pixel each), the view as view.png, and report.json.
// Used by the GUI's "Export all…" and by the headless command line.
#pragma once

#include "framework/LessonSession.h"

#include <QImage>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QLockFile;

namespace pl {

// All or nothing: the files are written into a staging folder inside `directory` and moved into
// place when every one of them was written; on failure (a full disk) or when `stop` says so
// (Ctrl+C) nothing of the export is left and older files of the same names are untouched.
// Returns an error message naming the file that could not be written and why ("interrupted"
// when stopped), or an empty string. `written` receives the paths of the files written.
QString exportRun(const LessonSession& session, const QImage& view, const QString& directory,
                  QStringList* written = nullptr, const std::function<bool()>& stop = {});

// The folders on the way to `directory` that do not exist yet (an export creates them), removed
// again when this goes out of scope unless keep() was called, each only if empty: a failed
// export leaves no empty folder of its own behind.
class CreatedFolders {
public:
    explicit CreatedFolders(const QString& directory);
    ~CreatedFolders();
    CreatedFolders(const CreatedFolders&) = delete;
    CreatedFolders& operator=(const CreatedFolders&) = delete;
    void keep() { m_folders.clear(); }

private:
    QStringList m_folders;  // deepest first
};

// Checks that `directory` exists or can be created and that a file can be written in it.
// The message says why not ("Permission denied", "No space left on device").
QString checkWritableDirectory(const QString& directory);

// Holds `directory` for one export while it lives (a lock file in the folder), so that two runs
// writing into one folder cannot mix their files: the second is refused with a message.
class ExportFolderLock {
public:
    explicit ExportFolderLock(const QString& directory);
    ~ExportFolderLock();
    ExportFolderLock(const ExportFolderLock&) = delete;
    ExportFolderLock& operator=(const ExportFolderLock&) = delete;
    // Empty when the folder is ours; otherwise why not, naming the other process.
    const QString& error() const { return m_error; }

private:
    std::unique_ptr<QLockFile> m_lock;
    QString m_error;
};

} // namespace pl

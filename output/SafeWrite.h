// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a file all or nothing. The bytes go to a temporary file beside the target (QSaveFile),
// every write is checked, and the temporary replaces the target by a rename only when all went
// well: a full disk, a quota or a killed program leaves the old file or no file, never a
// truncated one.
#pragma once

#include <QCoreApplication>
#include <QIODevice>
#include <QImage>
#include <QString>

#include <functional>

namespace pl {

// The words of a failed write (here, in RunExport, Recorder, TableExport): translated where they
// are shown, in the window's language; a headless run speaks English unless given --language.
struct FileWriting {
    Q_DECLARE_TR_FUNCTIONS(FileWriting)
};

// The system's reason for the error number `code` ("Permission denied", "No space left on
// device"): the common ones (core's io/FileError.h) in the reader's language, any other in the
// system's words.
QString systemReason(int code);

// Calls `write` with the open temporary file; it returns false when it could not write.
// Returns "cannot write PATH: reason", or an empty string on success.
QString writeFileAtomically(const QString& path, const std::function<bool(QIODevice&)>& write);

// Writes and flushes `bytes` into a probe file in `folder`, then removes it. Returns why it could
// not ("No space left on device", "File too large", "Permission denied"), or an empty string.
QString probeWrite(const QString& folder, qint64 bytes);

// Whether a file can be written at `path` before work is spent on it: its folder exists and takes
// a small write, and `path` is not a folder. Returns why not ("cannot write PATH: the folder
// DIR does not exist"), or an empty string.
QString checkWritableFile(const QString& path);

// The image as PNG at `path`, all or nothing.
QString savePngAtomically(const QImage& image, const QString& path);

} // namespace pl

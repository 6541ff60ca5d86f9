// SPDX-License-Identifier: GPL-3.0-or-later
#include "SafeWrite.h"

#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

namespace pl {

QString systemReason(int code) {
    // English as strerror says it, so the English messages read as before.
    switch (code) {
    case ENOSPC:
        return FileWriting::tr("No space left on device");
    case EACCES:
        return FileWriting::tr("Permission denied");
    case EPERM:
        return FileWriting::tr("Operation not permitted");
    case EROFS:
        return FileWriting::tr("Read-only file system");
    case EDQUOT:
        return FileWriting::tr("Disk quota exceeded");
    case EFBIG:
        return FileWriting::tr("File too large");
    case ENOENT:
        return FileWriting::tr("No such file or directory");
    case ENOTDIR:
        return FileWriting::tr("Not a directory");
    case EISDIR:
        return FileWriting::tr("Is a directory");
    case EEXIST:
        return FileWriting::tr("File exists");
    case ENAMETOOLONG:
        return FileWriting::tr("File name too long");
    case EIO:
        return FileWriting::tr("Input/output error");
    default:
        return QString::fromLocal8Bit(std::strerror(code));
    }
}

QString probeWrite(const QString& folder, qint64 bytes)
{
    const std::string probe = (folder + QStringLiteral("/.particlelab-write-probe")).toStdString();
    errno = 0;
    std::FILE* file = std::fopen(probe.c_str(), "wb");
    bool failed = !file;
    if (file) {
        const std::string block(static_cast<std::size_t>(bytes), ' ');
        failed = std::fwrite(block.data(), 1, block.size(), file) != block.size() ||
                 std::fflush(file) != 0;
        const int error = errno;
        std::fclose(file);
        std::remove(probe.c_str());
        errno = error;
    }
    if (!failed)
        return {};
    return errno != 0 ? systemReason(errno) : FileWriting::tr("the data could not be written");
}

QString checkWritableFile(const QString& path)
{
    const QFileInfo info(path);
    if (path.isEmpty())
        return FileWriting::tr("no file name given");
    if (info.isDir())
        return FileWriting::tr("cannot write %1: it is a folder").arg(path);
    const QFileInfo folder(info.absolutePath());
    if (!folder.isDir())
        return FileWriting::tr("cannot write %1: the folder %2 does not exist")
            .arg(path, folder.filePath());
    if (const QString reason = probeWrite(folder.filePath(), 4096); !reason.isEmpty())
        return FileWriting::tr("cannot write %1: %2").arg(path, reason);
    return {};
}

namespace {

// Why a write into `folder` failed, as the disk says it: the probe's reason, or a plain one when
// the probe itself goes through.
QString failureReasonIn(const QString& folder)
{
    const QString reason = probeWrite(folder, 64 * 1024);
    return reason.isEmpty() ? FileWriting::tr("the data could not be written") : reason;
}

} // namespace

QString writeFileAtomically(const QString& path, const std::function<bool(QIODevice&)>& write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return FileWriting::tr("cannot write %1: %2").arg(path, file.errorString());
    const bool wrote = write(file);
    if (!wrote || file.error() != QFileDevice::NoError) {
        // An image writer that fails on a full disk leaves "Unknown error" behind: ask the disk.
        const QString reason = file.error() != QFileDevice::NoError &&
                                       file.errorString() != QLatin1String("Unknown error")
                                   ? file.errorString()
                                   : failureReasonIn(QFileInfo(path).absolutePath());
        file.cancelWriting();
        file.commit();  // removes the temporary file
        return FileWriting::tr("cannot write %1: %2").arg(path, reason);
    }
    if (!file.commit())
        return FileWriting::tr("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

QString savePngAtomically(const QImage& image, const QString& path)
{
    return writeFileAtomically(path, [&image](QIODevice& device) {
        return image.save(&device, "PNG");
    });
}

} // namespace pl

#include "SafeWrite.h"

#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

namespace pl {

namespace {

// Why writing into `folder` fails, found by writing 64 KiB there ("No space left on device",
// "File too large", "Permission denied").
QString writeFailureReason(const QString& folder)
{
    const std::string probe = (folder + QStringLiteral("/.particlelab-write-probe")).toStdString();
    errno = 0;
    std::FILE* file = std::fopen(probe.c_str(), "wb");
    bool failed = !file;
    if (file) {
        const std::string block(64 * 1024, ' ');
        failed = std::fwrite(block.data(), 1, block.size(), file) != block.size() ||
                 std::fflush(file) != 0;
        const int error = errno;
        std::fclose(file);
        std::remove(probe.c_str());
        errno = error;
    }
    return failed && errno != 0 ? QString::fromLocal8Bit(std::strerror(errno))
                                : QStringLiteral("the data could not be written");
}

} // namespace

QString writeFileAtomically(const QString& path, const std::function<bool(QIODevice&)>& write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    const bool wrote = write(file);
    if (!wrote || file.error() != QFileDevice::NoError) {
        // An image writer that fails on a full disk leaves "Unknown error" behind: ask the disk.
        const QString reason = file.error() != QFileDevice::NoError &&
                                       file.errorString() != QLatin1String("Unknown error")
                                   ? file.errorString()
                                   : writeFailureReason(QFileInfo(path).absolutePath());
        file.cancelWriting();
        file.commit();  // removes the temporary file
        return QStringLiteral("cannot write %1: %2").arg(path, reason);
    }
    if (!file.commit())
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

QString savePngAtomically(const QImage& image, const QString& path)
{
    return writeFileAtomically(path, [&image](QIODevice& device) {
        return image.save(&device, "PNG");
    });
}

} // namespace pl

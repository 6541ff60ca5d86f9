// SPDX-License-Identifier: GPL-3.0-or-later
#include "SafeWrite.h"

#include "LessonWords.h"

#include <particlelab/io/FileError.h>

#include <QFileInfo>
#include <QSaveFile>

#include <png.h>

#include <cerrno>
#include <cstdio>
#include <string>

namespace pl {

QString systemReason(int code) {
    const FileError::Arg reason = reasonForErrno(code);
    return reason.marked ? LessonWords().text(reason.text) : QString::fromLocal8Bit(reason.text.c_str());
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

namespace {

// Whether every pixel is opaque (alpha 255): then the PNG needs no alpha channel.
bool isOpaque(const QImage& image)
{
    if (!image.hasAlphaChannel())
        return true;
    // Premultiplied or not, the alpha byte is the same: the charts' and views' images are read
    // as they are.
    const bool argb32 = image.format() == QImage::Format_ARGB32 ||
                        image.format() == QImage::Format_ARGB32_Premultiplied;
    const QImage argb = argb32 ? image : image.convertToFormat(QImage::Format_ARGB32);
    const int width = argb.width(), height = argb.height();
    for (int y = 0; y < height; ++y) {
        const QRgb* line = reinterpret_cast<const QRgb*>(argb.constScanLine(y));
        for (int x = 0; x < width; ++x)
            if (qAlpha(line[x]) != 255)
                return false;
    }
    return true;
}

// The image as PNG bytes, by libpng's simplified writer with PNG_IMAGE_FLAG_FAST (no row
// filters, zlib level 3); empty when libpng cannot. Written for speed: the export of a run writes
// several charts and the view, and a recording one image a frame. Qt's writer (at zlib level 1)
// lets libpng try its five row filters on every row, which took most of the time: on the
// lennard-jones export this writer takes 3 ms a 900×560 chart instead of 10 and 10 ms the
// 1280×800 view instead of 27, the charts' files 1–10 % larger, the view's a third smaller. An
// opaque image (every chart and view) goes out as RGB, three bytes a pixel; the pixels read
// back are the same.
QByteArray pngBytes(const QImage& image)
{
    if (image.isNull())
        return {};
    const bool opaque = isOpaque(image);
    const QImage pixels =
        image.convertToFormat(opaque ? QImage::Format_RGB888 : QImage::Format_RGBA8888);
    png_image png{};
    png.version = PNG_IMAGE_VERSION;
    png.width = static_cast<png_uint_32>(pixels.width());
    png.height = static_cast<png_uint_32>(pixels.height());
    png.format = opaque ? PNG_FORMAT_RGB : PNG_FORMAT_RGBA;
    png.flags = PNG_IMAGE_FLAG_FAST;
    // Room for the largest PNG the image can give: written once, then cut to its size.
    QByteArray bytes(static_cast<qsizetype>(PNG_IMAGE_PNG_SIZE_MAX(png)), Qt::Uninitialized);
    png_alloc_size_t size = static_cast<png_alloc_size_t>(bytes.size());
    const int written = png_image_write_to_memory(&png, bytes.data(), &size, 0, pixels.constBits(),
                                                  static_cast<png_int_32>(pixels.bytesPerLine()),
                                                  nullptr);
    png_image_free(&png);
    if (!written)
        return {};
    bytes.truncate(static_cast<qsizetype>(size));
    return bytes;
}

} // namespace

QString savePngAtomically(const QImage& image, const QString& path)
{
    const QByteArray bytes = pngBytes(image);
    return writeFileAtomically(path, [&bytes](QIODevice& device) {
        return !bytes.isEmpty() && device.write(bytes) == bytes.size();
    });
}

} // namespace pl

#include "SafeWrite.h"

#include <QSaveFile>

namespace pl {

QString writeFileAtomically(const QString& path, const std::function<bool(QIODevice&)>& write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    const bool wrote = write(file);
    if (!wrote || file.error() != QFileDevice::NoError) {
        const QString reason = file.error() != QFileDevice::NoError
                                   ? file.errorString()
                                   : QStringLiteral("the data could not be written");
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

#include "ProjectorScreen.h"

#include <QFile>

namespace pl::test {

bool useProjectorScreen(const QTemporaryDir& dir)
{
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(R"({"screens":[{"name":"projector","x":0,"y":0,"width":1280,"height":800,)"
               R"("logicalDpi":96,"logicalBaseDpi":96,"dpr":1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toLocal8Bit());
    return true;
}

} // namespace pl::test

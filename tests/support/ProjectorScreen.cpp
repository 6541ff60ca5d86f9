// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProjectorScreen.h"

#include <QFile>

namespace pl::test {

namespace {

bool useScreens(const QTemporaryDir& dir, const QByteArray& screens)
{
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(R"({"screens":[)" + screens + "]}");
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toLocal8Bit());
    return true;
}

const QByteArray projector = R"({"name":"projector","x":0,"y":0,"width":1280,"height":800,)"
                             R"("logicalDpi":96,"logicalBaseDpi":96,"dpr":1})";

} // namespace

bool useProjectorScreen(const QTemporaryDir& dir) { return useScreens(dir, projector); }

bool useTwoProjectorScreens(const QTemporaryDir& dir)
{
    return useScreens(dir, projector + R"(,{"name":"hall","x":1280,"y":0,"width":1920,"height":1080,)"
                                       R"("logicalDpi":96,"logicalBaseDpi":96,"dpr":1})");
}

} // namespace pl::test

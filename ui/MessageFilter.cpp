// SPDX-License-Identifier: GPL-3.0-or-later
#include "MessageFilter.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QtGlobal>

#include <unistd.h>

namespace pl {

namespace {

QtMessageHandler previousHandler = nullptr;

void filter(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (isHarmlessQtMessage(message))
        return;
    if (previousHandler)
        previousHandler(type, context, message);
}

} // namespace

bool isHarmlessQtMessage(const QString& message)
{
    static const char* harmless[] = {
        "This plugin does not support raise()",
        "This plugin does not support propagateSizeHints()",
        "QStandardPaths: XDG_RUNTIME_DIR not set",
        "This plugin does not support setParent!",
    };
    for (const char* h : harmless)
        if (message.startsWith(QLatin1String(h)))
            return true;
    return false;
}

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

void installMessageFilter() { previousHandler = qInstallMessageHandler(filter); }

void prepareHeadlessEnvironment(bool forceOffscreen)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && (forceOffscreen || !hasDisplay()))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        // Qt wants a private (0700) runtime directory; make one per user in the temp folder.
        const QString dir = QDir::tempPath() + QStringLiteral("/particlelab-runtime-") +
                            QString::number(static_cast<qulonglong>(::getuid()));
        QDir().mkpath(dir);
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", dir.toLocal8Bit());
    }
}

} // namespace pl

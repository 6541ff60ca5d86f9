// SPDX-License-Identifier: GPL-3.0-or-later
// What the window said in its dialogs, for the window tests. Offscreen there is nobody to click
// OK: the window writes each dialog's title and text to qInfo instead (showProblem), and the
// tests read them here. Header only, as TypedInput.h.
#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <functional>

namespace pl::test {

// The dialogs shown (qInfo messages) while `work` ran.
inline QStringList dialogsWhile(const std::function<void()>& work)
{
    static QStringList shown;
    shown.clear();
    const QtMessageHandler previous = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext&, const QString& message) {
            if (type == QtInfoMsg)
                shown << message;
        });
    work();
    qInstallMessageHandler(previous);
    return shown;
}

} // namespace pl::test

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProgramRun.h"

#include <QElapsedTimer>
#include <QProcess>

namespace pl::test {

ProgramRun runProgram(const QString& program, const QStringList& arguments, int timeoutMs)
{
    ProgramRun run;
    QElapsedTimer clock;
    clock.start();
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted(timeoutMs)) {
        run.crashed = true;
        run.err = QStringLiteral("could not start %1: %2").arg(program, process.errorString());
        return run;
    }
    if (!process.waitForFinished(timeoutMs)) {
        run.timedOut = true;
        process.kill();
        process.waitForFinished(-1);
    } else if (process.exitStatus() == QProcess::CrashExit) {
        run.crashed = true;
    } else {
        run.exitCode = process.exitCode();
    }
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    run.milliseconds = clock.elapsed();
    return run;
}

QString shellLine(const QString& program, const QStringList& arguments)
{
    QStringList quoted{program};
    for (const QString& a : arguments) {
        QString q = a;
        q.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        quoted << QLatin1Char('\'') + q + QLatin1Char('\'');
    }
    return quoted.join(QLatin1Char(' '));
}

} // namespace pl::test

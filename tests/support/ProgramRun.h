// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the particlelab program (or any program) as a person would from a shell, and says how it
// ended: an exit code, or killed by a signal, or stopped by the test's own time limit.
#pragma once

#include <QString>
#include <QStringList>

namespace pl::test {

struct ProgramRun {
    bool crashed = false;   // ended by a signal (segfault, abort, a sanitizer)
    bool timedOut = false;  // still running after the limit: killed by the test
    int exitCode = -1;      // valid when neither of the above
    QString out;
    QString err;
    qint64 milliseconds = 0;
};

ProgramRun runProgram(const QString& program, const QStringList& arguments, int timeoutMs);

// The arguments as a shell line, to repeat a failing run by hand.
QString shellLine(const QString& program, const QStringList& arguments);

} // namespace pl::test

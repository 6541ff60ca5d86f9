// SPDX-License-Identifier: GPL-3.0-or-later
// A test that needs an outside program (lmp from Debian's lammps, ffmpeg and ffprobe) and does
// not find it is *skipped*, visibly: its QSKIP message starts with "missing tool", which CTest
// reports as a skipped test (SKIP_REGULAR_EXPRESSION in tests/CMakeLists.txt), not as a pass.
// Where the tool is promised — PARTICLELAB_REQUIRE_TOOLS lists it, as scripts/dev.sh test does
// for the tools it installs — a missing tool fails the test instead, so that CI cannot go green
// without having checked what the tool is there for.
#pragma once

#include <QString>
#include <QStringList>
#include <QtTest>

namespace pl::test {

// The path of `tool` on PATH, or empty.
QString findTool(const QString& tool);
// True when PARTICLELAB_REQUIRE_TOOLS (words separated by spaces) names `tool`.
bool toolRequired(const QString& tool);

} // namespace pl::test

// Skips (or, when the tool is required, fails) the current test function unless every one of
// `tools` is installed. `why` says what is not checked without them.
#define PARTICLELAB_REQUIRE_TOOLS(tools, why)                                                      \
    do {                                                                                           \
        for (const QString& tool_ : QStringList(tools)) {                                          \
            if (!pl::test::findTool(tool_).isEmpty())                                              \
                continue;                                                                          \
            const QByteArray message_ = QStringLiteral("missing tool %1: %2")                      \
                                            .arg(tool_, QStringLiteral(why))                       \
                                            .toUtf8();                                             \
            if (pl::test::toolRequired(tool_))                                                     \
                QFAIL((message_ + " (PARTICLELAB_REQUIRE_TOOLS says it is installed)").constData()); \
            QSKIP(message_.constData());                                                           \
        }                                                                                          \
    } while (false)

// SPDX-License-Identifier: GPL-3.0-or-later
#include "RequiredTool.h"

#include <QStandardPaths>

namespace pl::test {

QString findTool(const QString& tool) { return QStandardPaths::findExecutable(tool); }

bool toolRequired(const QString& tool)
{
    return qEnvironmentVariable("PARTICLELAB_REQUIRE_TOOLS")
        .split(QLatin1Char(' '), Qt::SkipEmptyParts)
        .contains(tool);
}

} // namespace pl::test

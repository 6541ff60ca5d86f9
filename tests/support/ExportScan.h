// SPDX-License-Identifier: GPL-3.0-or-later
// Reads back what a headless run exported and lists every defect a reader would trip over:
// report.json that does not parse, a CSV cell or an SVG coordinate that is NaN, infinite or
// absurdly large (a chart divided by a zero-width axis range), a truncated SVG or PNG, a file
// left half-written (empty, or a temporary name).
#pragma once

#include <QString>
#include <QStringList>

namespace pl::test {

// One line per defect, "file: what"; empty when everything is readable and finite.
QStringList scanExport(const QString& directory);

} // namespace pl::test

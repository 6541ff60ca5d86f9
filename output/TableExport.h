// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson tables and study images written to files (CSV with units in the header, PNG).
#pragma once

#include "framework/Study.h"
#include "framework/Table.h"

#include <QImage>
#include <QString>

namespace pl {

// The cell as shown and exported: fixed decimals, or empty for NaN ("not defined").
QString formatCell(double value, const TableColumn& column);

// Each returns an error message, or an empty string on success.
QString saveTableCsv(const Table& table, const QString& path);
QString saveStudyImage(const StudyResult::Image& image, const QString& path);

QImage toQImage(const StudyResult::Image& image);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// A run as an Excel workbook (.xlsx, written with libxlsxwriter) for teachers who analyse in a
// spreadsheet (File → Export to spreadsheet…, --export-xlsx FILE.xlsx). Sheets, in order:
//   Contents       the lesson, its simulated time (a number, in s) and one row per sheet:
//                  its name, what it holds, and the CSV file of --export with the same numbers
//   one per chart  each series as two columns (x, y), its name above them, the axes' titles
//                  with units in the header; a native Excel scatter chart of those columns
//                  (log axes where the lesson's are log)
//   one per table  the lesson's table as shown, units in the header
//   Measurements   one row per value: label, item (a method, an index, a row), unit, the
//                  value(s), the note, and the measurement's id and key as in report.json
//                  (a list's index as "[i]", from 0)
//   Parameters     label, value, unit, id
// Every number is written as a number cell (never as text); a value that is not defined (NaN,
// a diverged run) is an empty cell. Chart and measurement numbers are the doubles themselves
// (CSV and report.json write them with 17 digits); table cells are rounded as the lesson's table
// shows and its CSV writes them.
#pragma once

#include "framework/LessonSession.h"

#include <QString>
#include <QStringList>

namespace pl {

// Writes the workbook to `path` all or nothing (an existing file stays as it was on failure).
// Returns an error message ("cannot write PATH: reason"), or an empty string.
QString exportSpreadsheet(const LessonSession& session, const QString& path);

// The names of the workbook's sheets, in order (at most 31 characters, none of []:*?/\, unique).
QStringList spreadsheetSheetNames(const LessonSession& session);

} // namespace pl

// SPDX-License-Identifier: GPL-3.0-or-later
// JSON for scripts: report.json of a run and the --describe listing of a parameter table.
//
// report.json = {"lesson": id, "parameters": {id: value}, "time": t,
//                "measurements": {id: value}, "units": {id: unit}, "warnings": [text]}
// A value is a number, a list, an object of numbers keyed by id, or null with its reason in
// "warnings" — never NaN (JSON has none).
#pragma once

#include "framework/LessonSession.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace pl {

QJsonObject reportJson(const LessonSession& session);
QJsonArray describeJson(const std::vector<ParameterSpec>& table);

// Writes reportJson(session) to `path`; returns an error message or an empty string.
QString saveReport(const LessonSession& session, const QString& path);

} // namespace pl

// Writes everything a run shows into one folder: per chart <id>.png, <id>.svg and <id>.csv,
// per table <id>.csv, per study image <id>.png, the view as view.png, and report.json.
// Used by the GUI's "Export all…" and by the headless command line.
#pragma once

#include "framework/LessonSession.h"

#include <QImage>
#include <QString>
#include <QStringList>

namespace pl {

// Returns an error message naming the file that could not be written, or an empty string.
// `written` receives the paths of the files written.
QString exportRun(const LessonSession& session, const QImage& view, const QString& directory,
                  QStringList* written = nullptr);

// Checks that `directory` exists or can be created and that a file can be written in it.
QString checkWritableDirectory(const QString& directory);

} // namespace pl

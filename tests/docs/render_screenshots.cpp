// SPDX-License-Identifier: GPL-3.0-or-later
// Renders each lesson's window as the documentation shows it: offscreen, 1280×800, light theme,
// the lesson at its defaults after one second of play, into <folder>/<lesson>.png
// (scripts/screenshots.sh writes docs/images/). Usage:
//   render_screenshots FOLDER [LESSON...]      (every lesson when none is named)
#include "MainWindow.h"
#include "QtAdapters.h"
#include "Registry.h"
#include "StudyRunner.h"
#include "Theme.h"

#include <QApplication>
#include <QDir>
#include <QFont>

#include <cstdio>

int main(int argc, char* argv[])
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: render_screenshots FOLDER [LESSON...]\n");
        return 2;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ParticleLab"));
    QApplication::setApplicationName(QStringLiteral("ParticleLab"));
    QApplication::setFont(QFont(pl::uiFontFamily(), 10));
    pl::useTheme(pl::Theme::Light);  // for this run only: nothing remembered

    const QDir folder(QString::fromLocal8Bit(argv[1]));
    if (!folder.exists() && !QDir().mkpath(folder.path())) {
        std::fprintf(stderr, "render_screenshots: cannot create %s\n", argv[1]);
        return 2;
    }
    QStringList lessons;
    for (int i = 2; i < argc; ++i)
        lessons << QString::fromLocal8Bit(argv[i]);
    if (lessons.isEmpty())
        for (const pl::LessonEntry& entry : pl::registerLessons())
            lessons << QString::fromStdString(entry.id);

    for (const QString& lesson : lessons) {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        if (!window.selectLesson(lesson.toStdString())) {
            std::fprintf(stderr, "render_screenshots: unknown lesson '%s'\n", qPrintable(lesson));
            return 2;
        }
        window.setPlaying(true);
        for (int frame = 0; frame < 60; ++frame) {
            window.advanceFrame(1.0 / 60.0);
            QCoreApplication::processEvents();
        }
        window.setPlaying(false);
        window.studies()->waitForAll();
        QCoreApplication::processEvents();
        window.resize(1280, 800);
        QCoreApplication::processEvents();
        const QString path = folder.filePath(lesson + QStringLiteral(".png"));
        if (!window.grab().save(path)) {
            std::fprintf(stderr, "render_screenshots: cannot write %s\n", qPrintable(path));
            return 2;
        }
        std::printf("%s\n", qPrintable(path));
    }
    return 0;
}
